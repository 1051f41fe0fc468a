import type { AssetClass } from '../types.js';

/** An instrument of the sample set and the parameters its synthetic price path is drawn with. */
export interface SampleInstrument {
  ticker: string;
  name: string;
  assetClass: AssetClass;
  sector: string;
  region: string;
  currency: string;
  /** Close on the first day of the sample. */
  start: number;
  /** Annual drift and volatility (log returns). */
  drift: number;
  volatility: number;
  /** Correlation with the common market factor. */
  marketCorrelation: number;
  /** Trades every calendar day (crypto) rather than on weekdays only. */
  everyDay?: boolean;
}

// Start levels are near where these traded in October 2025; drift and volatility are plausible
// for each asset, not estimates. Every price in the set is synthetic.
export const SAMPLE_INSTRUMENTS: SampleInstrument[] = [
  { ticker: 'AAPL', name: 'Apple Inc.', assetClass: 'equity', sector: 'technology', region: 'north_america', currency: 'USD', start: 255.45, drift: 0.1, volatility: 0.26, marketCorrelation: 0.65 },
  { ticker: 'MSFT', name: 'Microsoft Corporation', assetClass: 'equity', sector: 'technology', region: 'north_america', currency: 'USD', start: 519.71, drift: 0.12, volatility: 0.23, marketCorrelation: 0.7 },
  { ticker: 'NVDA', name: 'NVIDIA Corporation', assetClass: 'equity', sector: 'technology', region: 'north_america', currency: 'USD', start: 187.24, drift: 0.22, volatility: 0.45, marketCorrelation: 0.6 },
  { ticker: 'JPM', name: 'JPMorgan Chase & Co.', assetClass: 'equity', sector: 'financials', region: 'north_america', currency: 'USD', start: 309.18, drift: 0.08, volatility: 0.22, marketCorrelation: 0.6 },
  { ticker: 'XOM', name: 'Exxon Mobil Corporation', assetClass: 'equity', sector: 'energy', region: 'north_america', currency: 'USD', start: 113.52, drift: 0.03, volatility: 0.24, marketCorrelation: 0.35 },
  { ticker: 'ASML', name: 'ASML Holding N.V.', assetClass: 'equity', sector: 'technology', region: 'europe', currency: 'EUR', start: 861.6, drift: 0.1, volatility: 0.36, marketCorrelation: 0.55 },
  { ticker: 'SAP', name: 'SAP SE', assetClass: 'equity', sector: 'technology', region: 'europe', currency: 'EUR', start: 231.85, drift: 0.04, volatility: 0.26, marketCorrelation: 0.5 },
  { ticker: 'SHEL', name: 'Shell plc', assetClass: 'equity', sector: 'energy', region: 'uk', currency: 'GBP', start: 26.94, drift: 0.05, volatility: 0.22, marketCorrelation: 0.35 },
  { ticker: 'ACWI', name: 'iShares MSCI ACWI ETF', assetClass: 'equity', sector: 'diversified', region: 'global', currency: 'USD', start: 138.62, drift: 0.08, volatility: 0.14, marketCorrelation: 0.95 },
  { ticker: 'AGG', name: 'iShares Core U.S. Aggregate Bond ETF', assetClass: 'fixed_income', sector: 'aggregate_bonds', region: 'north_america', currency: 'USD', start: 100.12, drift: 0.02, volatility: 0.05, marketCorrelation: -0.1 },
  { ticker: 'IEF', name: 'iShares 7-10 Year Treasury Bond ETF', assetClass: 'fixed_income', sector: 'government_bonds', region: 'north_america', currency: 'USD', start: 96.74, drift: 0.015, volatility: 0.07, marketCorrelation: -0.2 },
  { ticker: 'BTC', name: 'Bitcoin', assetClass: 'crypto', sector: 'digital_assets', region: 'global', currency: 'USD', start: 114350, drift: 0.05, volatility: 0.52, marketCorrelation: 0.3, everyDay: true },
  { ticker: 'ETH', name: 'Ether', assetClass: 'crypto', sector: 'digital_assets', region: 'global', currency: 'USD', start: 4145.3, drift: 0.03, volatility: 0.68, marketCorrelation: 0.3, everyDay: true },
];

/**
 * Synthetic index series backing the named benchmarks (apps/api/src/market/benchmark-catalog.ts).
 * Every level is invented: the names say "(synthetic)". They follow the same market factor as the
 * instruments above but draw their own noise from a separate seed, after the instruments, so adding
 * them moved no existing price. No sample book holds them. Levels are index points (a total-return
 * index for the bonds), quoted in the index's currency.
 */
export const SAMPLE_INDEX_SERIES: SampleInstrument[] = [
  { ticker: 'SPX', name: 'S&P 500 Index (synthetic)', assetClass: 'equity', sector: 'diversified', region: 'north_america', currency: 'USD', start: 6688.46, drift: 0.09, volatility: 0.16, marketCorrelation: 0.95 },
  { ticker: 'MXWO', name: 'MSCI World Index (synthetic)', assetClass: 'equity', sector: 'diversified', region: 'global', currency: 'USD', start: 4300.65, drift: 0.08, volatility: 0.14, marketCorrelation: 0.97 },
  { ticker: 'SX5E', name: 'EURO STOXX 50 Index (synthetic)', assetClass: 'equity', sector: 'diversified', region: 'europe', currency: 'EUR', start: 5529.96, drift: 0.06, volatility: 0.17, marketCorrelation: 0.8 },
  { ticker: 'DAX', name: 'DAX 40 Index (synthetic)', assetClass: 'equity', sector: 'diversified', region: 'europe', currency: 'EUR', start: 24113.62, drift: 0.06, volatility: 0.18, marketCorrelation: 0.78 },
  { ticker: 'UKX', name: 'FTSE 100 Index (synthetic)', assetClass: 'equity', sector: 'diversified', region: 'uk', currency: 'GBP', start: 9446.43, drift: 0.05, volatility: 0.13, marketCorrelation: 0.7 },
  { ticker: 'LEGATRUU', name: 'Global Aggregate Bond Total Return Index (synthetic)', assetClass: 'fixed_income', sector: 'aggregate_bonds', region: 'global', currency: 'USD', start: 491.36, drift: 0.025, volatility: 0.055, marketCorrelation: -0.05 },
];

/** The index series' own seed (the instruments' is in generate.ts). */
export const SAMPLE_INDEX_SEED = 20261127;

/** FX pairs stored (crosses such as EUR/GBP are derived from them). */
export const SAMPLE_FX_PAIRS = [
  { base: 'EUR', quote: 'USD', start: 1.1735, drift: 0.01, volatility: 0.065 },
  { base: 'GBP', quote: 'USD', start: 1.3448, drift: -0.005, volatility: 0.075 },
] as const;

/**
 * One-day moves added to the random path on the day of a story development (or the next trading
 * day), so that prices react where the stories say something happened.
 */
export const SAMPLE_EVENTS: { ticker: string; date: string; move: number }[] = [
  { ticker: 'JPM', date: '2025-10-14', move: 0.025 },
  { ticker: 'AGG', date: '2025-10-29', move: 0.004 },
  { ticker: 'IEF', date: '2025-10-29', move: 0.006 },
  { ticker: 'MSFT', date: '2025-10-30', move: -0.03 },
  { ticker: 'NVDA', date: '2025-11-20', move: 0.04 },
  { ticker: 'XOM', date: '2025-12-01', move: -0.02 },
  { ticker: 'SHEL', date: '2025-12-01', move: -0.02 },
  { ticker: 'ASML', date: '2025-12-03', move: -0.03 },
  { ticker: 'IEF', date: '2025-12-10', move: 0.005 },
  { ticker: 'NVDA', date: '2026-01-21', move: -0.07 },
  { ticker: 'ASML', date: '2026-01-21', move: -0.04 },
  { ticker: 'SAP', date: '2026-01-29', move: -0.07 },
  { ticker: 'SHEL', date: '2026-02-05', move: -0.03 },
  { ticker: 'BTC', date: '2026-02-18', move: 0.06 },
  { ticker: 'ETH', date: '2026-02-18', move: 0.08 },
  { ticker: 'NVDA', date: '2026-02-26', move: 0.05 },
  { ticker: 'XOM', date: '2026-03-02', move: 0.03 },
  { ticker: 'SHEL', date: '2026-03-02', move: 0.025 },
  { ticker: 'AAPL', date: '2026-03-05', move: -0.04 },
  { ticker: 'ASML', date: '2026-04-09', move: -0.05 },
  { ticker: 'SHEL', date: '2026-04-22', move: 0.01 },
  { ticker: 'BTC', date: '2026-05-21', move: -0.07 },
  { ticker: 'ETH', date: '2026-05-21', move: -0.09 },
  { ticker: 'XOM', date: '2026-06-08', move: 0.05 },
  { ticker: 'SHEL', date: '2026-06-08', move: 0.045 },
  { ticker: 'IEF', date: '2026-06-17', move: 0.006 },
  { ticker: 'AGG', date: '2026-06-17', move: 0.004 },
  { ticker: 'AAPL', date: '2026-06-30', move: 0.03 },
  { ticker: 'XOM', date: '2026-07-31', move: 0.03 },
  { ticker: 'BTC', date: '2026-07-30', move: 0.05 },
  { ticker: 'NVDA', date: '2026-08-27', move: 0.06 },
  { ticker: 'XOM', date: '2026-09-14', move: -0.03 },
  { ticker: 'SHEL', date: '2026-09-14', move: -0.03 },
  { ticker: 'IEF', date: '2026-09-16', move: 0.005 },
  { ticker: 'NVDA', date: '2026-09-22', move: 0.04 },
  { ticker: 'BTC', date: '2026-09-25', move: 0.08 },
  { ticker: 'ETH', date: '2026-09-25', move: 0.1 },
  { ticker: 'JPM', date: '2026-10-13', move: 0.03 },
  { ticker: 'SAP', date: '2026-10-21', move: -0.06 },
  { ticker: 'NVDA', date: '2026-11-10', move: -0.03 },
  { ticker: 'IEF', date: '2026-11-12', move: 0.004 },
];

export const SAMPLE_FX_EVENTS: { base: string; date: string; move: number }[] = [
  { base: 'EUR', date: '2026-06-04', move: -0.005 },
  { base: 'GBP', date: '2026-02-05', move: -0.006 },
  { base: 'GBP', date: '2026-11-05', move: -0.008 },
];

export const SAMPLE_FIRST_DATE = '2025-10-01';
export const SAMPLE_LAST_DATE = '2026-11-13';
