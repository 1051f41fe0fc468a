import { describe, expect, it } from 'vitest';
import type { FxPoint, Instrument, PricePoint } from '../../market/types.js';
import { allocation } from './allocation.js';
import { concentration } from './concentration.js';
import { FxTable } from './fx.js';
import { analysePortfolio, type AnalyticsInput } from './portfolio-analytics.js';
import { bandsForProfile } from './profile-bands.js';
import { riskFigures } from './risk.js';
import { stressTest } from './stress.js';
import { realizedPnlFifo, tradingCosts, turnover12m, type TradeRecord } from './trades.js';
import { valuePortfolio } from './valuation.js';

// Every expected figure below is worked out by hand in the comment next to it.

const instrument = (ticker: string, assetClass: Instrument['assetClass'], currency: string, sector = 'technology', region = 'north_america'): Instrument => ({
  ticker,
  name: ticker,
  assetClass,
  sector,
  region,
  currency,
});

const INSTRUMENTS = new Map<string, Instrument>([
  ['AAPL', instrument('AAPL', 'equity', 'USD')],
  ['MSFT', instrument('MSFT', 'equity', 'USD')],
  ['SAP', instrument('SAP', 'equity', 'EUR', 'technology', 'europe')],
  ['SHEL', instrument('SHEL', 'equity', 'GBP', 'energy', 'uk')],
  ['AGG', instrument('AGG', 'fixed_income', 'USD', 'aggregate_bonds')],
  ['BTC', instrument('BTC', 'crypto', 'USD', 'digital_assets', 'global')],
]);

const FX: FxPoint[] = [
  { base: 'EUR', quote: 'USD', date: '2026-01-02', rate: 1.1 },
  { base: 'EUR', quote: 'USD', date: '2026-03-01', rate: 1.2 },
  { base: 'GBP', quote: 'USD', date: '2026-03-01', rate: 1.3 },
];

const PRICES = new Map<string, PricePoint>([
  ['AAPL', { date: '2026-03-01', close: 150 }],
  ['SAP', { date: '2026-03-01', close: 220 }],
  ['SHEL', { date: '2026-02-27', close: 30 }],
]);

describe('FxTable', () => {
  const fx = new FxTable(FX);
  it('uses the latest rate on or before the day, inverts, crosses through USD', () => {
    expect(fx.rate('EUR', 'USD', '2026-02-15')).toBe(1.1);
    expect(fx.rate('EUR', 'USD', '2026-03-05')).toBe(1.2);
    expect(fx.rate('USD', 'EUR', '2026-03-01')).toBeCloseTo(1 / 1.2, 12);
    // EUR→GBP = 1.2 USD per EUR ÷ 1.3 USD per GBP
    expect(fx.rate('EUR', 'GBP', '2026-03-01')).toBeCloseTo(1.2 / 1.3, 12);
  });
  it('has no rate before the history starts or for an unknown currency (never guessed)', () => {
    expect(fx.rate('EUR', 'USD', '2025-12-31')).toBeUndefined();
    expect(fx.rate('GBP', 'USD', '2026-02-01')).toBeUndefined();
    expect(fx.rate('JPY', 'USD', '2026-03-01')).toBeUndefined();
  });
});

describe('valuePortfolio: several currencies, P&L split, missing price, unknown ticker', () => {
  const valuation = valuePortfolio({
    holdings: [
      { ticker: 'AAPL', quantity: 10, costBasis: 100 },
      { ticker: 'SAP', quantity: 5, costBasis: 200 },
      { ticker: 'SHEL', quantity: 20, costBasis: 25 },
      { ticker: 'MSFT', quantity: 3, costBasis: 300 },
      { ticker: 'ZZZZ', quantity: 7, costBasis: 1 },
    ],
    baseCurrency: 'USD',
    asOf: '2026-03-01',
    instruments: INSTRUMENTS,
    latestPrices: PRICES,
    fx: new FxTable(FX),
    openLots: new Map([['SAP', [{ date: '2026-01-02', quantity: 5, price: 200, currency: 'EUR' }]]]),
  });

  it('values each holding in the base currency', () => {
    // AAPL 10 × 150 = 1500; SAP 5 × 220 EUR × 1.2 = 1320; SHEL 20 × 30 GBP × 1.3 = 780
    expect(valuation.positions.map((p) => [p.ticker, p.value])).toEqual([
      ['AAPL', 1500],
      ['SAP', expect.closeTo(1320, 9)],
      ['SHEL', expect.closeTo(780, 9)],
    ]);
    expect(valuation.totalValue).toBeCloseTo(3600, 9);
    expect(valuation.pricesAsOf).toBe('2026-03-01');
    expect(valuation.oldestPriceDate).toBe('2026-02-27');
  });

  it('names what it cannot price instead of guessing', () => {
    expect(valuation.unpriced).toEqual([
      { ticker: 'MSFT', quantity: 3, reason: 'missing_price' },
      { ticker: 'ZZZZ', quantity: 7, reason: 'unknown_ticker' },
    ]);
  });

  it('splits unrealized P&L into price and currency effects', () => {
    const sap = valuation.positions.find((p) => p.ticker === 'SAP')!.pnl!;
    // cost 5 × 200 × 1.1 = 1100; total 1320 − 1100 = 220; price 5 × (220 − 200) × 1.1 = 110; currency 110
    expect(sap.costBase).toBeCloseTo(1100, 9);
    expect(sap.total).toBeCloseTo(220, 9);
    expect(sap.priceEffect).toBeCloseTo(110, 9);
    expect(sap.currencyEffect).toBeCloseTo(110, 9);
    expect(sap.currencySplitKnown).toBe(true);
    const shel = valuation.positions.find((p) => p.ticker === 'SHEL')!.pnl!;
    // no purchase date: cost at today's 1.3 → 650; all 130 counted as price
    expect(shel.total).toBeCloseTo(130, 9);
    expect(shel.priceEffect).toBeCloseTo(130, 9);
    expect(shel.currencyEffect).toBe(0);
    expect(shel.currencySplitKnown).toBe(false);
    // totals: 500 + 220 + 130 = 850 = price 500 + 110 + 130 (740) + currency 110
    expect(valuation.unrealized.total).toBeCloseTo(850, 9);
    expect(valuation.unrealized.priceEffect).toBeCloseTo(740, 9);
    expect(valuation.unrealized.currencyEffect).toBeCloseTo(110, 9);
    expect(valuation.unrealized.costBase).toBeCloseTo(2750, 9);
    expect(valuation.unrealized.positionsWithoutPurchaseDate).toEqual(['SHEL']);
  });

  it('weights, top-1, top-5 and effective number of holdings', () => {
    const c = concentration(valuation.positions, valuation.totalValue);
    // weights 1500/3600, 1320/3600, 780/3600; HHI = (1500² + 1320² + 780²) / 3600² = 4,600,800 / 12,960,000 = 0.355
    expect(c.top1).toEqual({ ticker: 'AAPL', value: 1500, weight: 1500 / 3600 });
    expect(c.top5Weight).toBeCloseTo(1, 12);
    expect(c.hhi).toBeCloseTo(0.355, 12);
    expect(c.effectiveHoldings).toBeCloseTo(1 / 0.355, 9);
  });

  it('allocation by asset class, region and currency against the bands', () => {
    const bands = bandsForProfile({ riskTolerance: 'balanced', horizonYears: 10 });
    const alloc = allocation(valuation.positions, valuation.totalValue, 'USD', bands);
    const equity = alloc.assetClass.find((s) => s.key === 'equity')!;
    expect(equity.weight).toBeCloseTo(1, 12);
    expect(equity.status).toBe('above'); // balanced equity band 45–65%
    expect(alloc.assetClass.find((s) => s.key === 'fixed_income')).toMatchObject({ weight: 0, status: 'below' });
    expect(alloc.region.map((s) => s.key)).toEqual(['north_america', 'europe', 'uk']);
    // foreign: (1320 + 780) / 3600 = 0.58333 > 50% limit for balanced
    expect(alloc.foreignCurrencyWeight).toBeCloseTo(2100 / 3600, 12);
    expect(alloc.currency.find((s) => s.key === 'EUR')).toMatchObject({ status: 'within' });
  });
});

describe('bandsForProfile', () => {
  it('moves short horizons towards conservative and assumes balanced without a profile', () => {
    expect(bandsForProfile({ riskTolerance: 'growth', horizonYears: 20 }).effectiveTolerance).toBe('growth');
    expect(bandsForProfile({ riskTolerance: 'growth', horizonYears: 4 }).effectiveTolerance).toBe('balanced');
    expect(bandsForProfile({ riskTolerance: 'growth', horizonYears: 2 }).effectiveTolerance).toBe('moderate');
    expect(bandsForProfile({ riskTolerance: 'moderate', horizonYears: 1 }).effectiveTolerance).toBe('conservative');
    const none = bandsForProfile(null);
    expect(none).toMatchObject({ assumed: true, riskTolerance: 'balanced', effectiveTolerance: 'balanced' });
    expect(none.assetClass.equity).toEqual({ min: 0.45, max: 0.65 });
  });
});

describe('realized P&L (FIFO), fees and turnover', () => {
  const fx = new FxTable(FX);
  const trades: TradeRecord[] = [
    { ticker: 'AAPL', side: 'buy', quantity: 10, price: 100, currency: 'USD', executedAt: '2026-01-05T10:00:00Z', fees: 1 },
    { ticker: 'AAPL', side: 'buy', quantity: 10, price: 120, currency: 'USD', executedAt: '2026-01-20T10:00:00Z', fees: 1 },
    { ticker: 'AAPL', side: 'sell', quantity: 15, price: 130, currency: 'USD', executedAt: '2026-02-10T10:00:00Z', fees: 2 },
    { ticker: 'SAP', side: 'buy', quantity: 10, price: 200, currency: 'EUR', executedAt: '2026-01-02T09:00:00Z', fees: 1 },
    { ticker: 'SAP', side: 'sell', quantity: 4, price: 210, currency: 'EUR', executedAt: '2026-03-01T09:00:00Z' },
    { ticker: 'AAPL', side: 'sell', quantity: 10, price: 110, currency: 'USD', executedAt: '2026-02-20T10:00:00Z' },
  ];

  it('matches sells against the oldest lots, partially', () => {
    const r = realizedPnlFifo(trades, 'USD', fx);
    // AAPL: 10 × (130 − 100) + 5 × (130 − 120) = 350; then 5 × (110 − 120) = −50, and 5 sold units unmatched
    // SAP: 4 × (210 × 1.2 − 200 × 1.1) = 4 × 32 = 128 (includes the currency move)
    expect(r.byTicker).toEqual([
      { ticker: 'AAPL', realized: 300 },
      { ticker: 'SAP', realized: expect.closeTo(128, 9) },
    ]);
    expect(r.total).toBeCloseTo(428, 9);
    expect(r.unmatchedSells).toEqual([{ ticker: 'AAPL', quantity: 5 }]);
    expect(r.sellCount).toBe(3);
    expect(r.openLots.get('SAP')).toEqual([{ date: '2026-01-02', quantity: 6, price: 200, currency: 'EUR' }]);
    expect(r.openLots.has('AAPL')).toBe(false);
  });

  it('fee ratio and 12-month turnover in the base currency', () => {
    const costs = tradingCosts(trades, 'USD', fx, '2026-03-01', 4000);
    // fees 1 + 1 + 2 + 1 EUR × 1.1 = 5.1; notional 1000 + 1200 + 1950 + 2000 × 1.1 + 840 × 1.2 + 1100 = 8458
    expect(costs.fees).toBeCloseTo(5.1, 9);
    expect(costs.notional).toBeCloseTo(8458, 9);
    expect(costs.feeRatio).toBeCloseTo(5.1 / 8458, 12);
    expect(costs.feesToValue12m).toBeCloseTo(5.1 / 4000, 12);
    const t = turnover12m(trades, 'USD', fx, '2026-03-01', 4000);
    // buys 1000 + 1200 + 2200 = 4400; sells 1950 + 1008 + 1100 = 4058; min / value = 4058 / 4000
    expect(t.buys12m).toBeCloseTo(4400, 9);
    expect(t.sells12m).toBeCloseTo(4058, 9);
    expect(t.ratio).toBeCloseTo(4058 / 4000, 12);
    expect(turnover12m(trades, 'USD', fx, '2027-03-01', 4000).tradeCount12m).toBe(0);
  });
});

describe('risk and stress', () => {
  it('volatility and maximum drawdown of a value series', () => {
    const r = riskFigures([
      { date: '2026-01-01', value: 100 },
      { date: '2026-01-02', value: 110 },
      { date: '2026-01-03', value: 99 },
      { date: '2026-01-04', value: 120 },
    ]);
    // returns 0.1, −0.1, 21/99; 3 returns over 3 days → 365 periods a year
    const returns = [0.1, -0.1, 21 / 99];
    const mean = returns.reduce((a, b) => a + b) / 3;
    const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / 2);
    expect(r.volatility).toBeCloseTo(sd * Math.sqrt(365), 12);
    // peak 110 → trough 99: 11 / 110 = 10%
    expect(r.maxDrawdown).toBeCloseTo(0.1, 12);
    expect([r.drawdownPeak, r.drawdownTrough]).toEqual(['2026-01-02', '2026-01-03']);
  });

  it('the stress scenario hits equity by 20% and crypto by 50%, bonds not at all', () => {
    const v = valuePortfolio({
      holdings: [
        { ticker: 'AAPL', quantity: 10 },
        { ticker: 'BTC', quantity: 2 },
        { ticker: 'AGG', quantity: 8 },
      ],
      baseCurrency: 'USD',
      asOf: '2026-03-01',
      instruments: INSTRUMENTS,
      latestPrices: new Map([
        ['AAPL', { date: '2026-03-01', close: 100 }],
        ['BTC', { date: '2026-03-01', close: 100 }],
        ['AGG', { date: '2026-03-01', close: 100 }],
      ]),
      fx: new FxTable([]),
    });
    // equity 1000 × −20% = −200; crypto 200 × −50% = −100 → −300 of 2000 = −15%
    const s = stressTest(v.positions, v.totalValue);
    expect(s.change).toBeCloseTo(-300, 9);
    expect(s.changeRatio).toBeCloseTo(-0.15, 12);
    expect(s.largestContributor).toEqual({ assetClass: 'equity', change: -200 });
  });
});

describe('analysePortfolio', () => {
  const base: AnalyticsInput = {
    holdings: [],
    baseCurrency: 'USD',
    profile: null,
    asOf: '2026-03-01',
    instruments: INSTRUMENTS,
    latestPrices: PRICES,
    priceHistory: new Map(),
    fxPoints: FX,
    trades: [],
  };

  it('an empty portfolio has zero value and no figures that need one', () => {
    const a = analysePortfolio(base);
    expect(a.valuation.totalValue).toBe(0);
    expect(a.valuation.pricesAsOf).toBeNull();
    expect(a.concentration).toMatchObject({ top1: null, effectiveHoldings: 0, top5Weight: 0 });
    expect(a.risk.volatility).toBeNull();
    expect(a.stress.changeRatio).toBeNull();
    expect(a.turnover.ratio).toBeNull();
  });

  it('dates purchases from the trade log (open lots) and ignores trades after the valuation day', () => {
    const a = analysePortfolio({
      ...base,
      holdings: [{ ticker: 'SAP', quantity: 5, costBasis: 200 }],
      trades: [
        { ticker: 'SAP', side: 'buy', quantity: 5, price: 200, currency: 'EUR', executedAt: '2026-01-02T09:00:00Z' },
        { ticker: 'SAP', side: 'sell', quantity: 5, price: 999, currency: 'EUR', executedAt: '2026-03-02T09:00:00Z' },
      ],
    });
    expect(a.tradeCount).toBe(1);
    expect(a.realized.sellCount).toBe(0);
    expect(a.valuation.unrealized.currencyEffect).toBeCloseTo(110, 9);
  });
});
