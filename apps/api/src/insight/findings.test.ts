import { describe, expect, it } from 'vitest';
import type { Instrument, PricePoint } from '../market/types.js';
import { analysePortfolio, type AnalyticsInput } from './analytics/portfolio-analytics.js';
import { findingsFor } from './findings.js';
import { wordsFor } from './tools/words.js';

const words = wordsFor(new Map());

const inst = (ticker: string, assetClass: Instrument['assetClass'], sector: string, region = 'north_america'): Instrument => ({ ticker, name: ticker, assetClass, sector, region, currency: 'USD' });
const instruments = new Map([
  ['NVDA', inst('NVDA', 'equity', 'technology')],
  ['AAPL', inst('AAPL', 'equity', 'technology')],
  ['ACWI', inst('ACWI', 'equity', 'diversified', 'global')],
  ['AGG', inst('AGG', 'fixed_income', 'aggregate_bonds')],
  ['BTC', inst('BTC', 'crypto', 'digital_assets', 'global')],
]);
const price = (close: number): PricePoint => ({ date: '2026-03-01', close });

function analyse(holdings: AnalyticsInput['holdings'], profile: AnalyticsInput['profile']) {
  return analysePortfolio({
    holdings,
    baseCurrency: 'USD',
    profile,
    asOf: '2026-03-01',
    instruments,
    latestPrices: new Map([...instruments.keys()].map((t) => [t, price(100)])),
    priceHistory: new Map(),
    fxPoints: [],
    trades: [],
  });
}

describe('findingsFor', () => {
  it('a diversified fund and bonds within the balanced bands raise no band finding', () => {
    // ACWI 55%, AGG 45%: inside 45–65% equity and 25–45% fixed income
    const keys = findingsFor(analyse([{ ticker: 'ACWI', quantity: 55 }, { ticker: 'AGG', quantity: 45 }], { riskTolerance: 'balanced', horizonYears: 10 }), words).map((f) => f.key);
    expect(keys).toEqual(['diversification']);
  });

  it('ranks by severity × share outside the band', () => {
    // NVDA 50, AAPL 20, BTC 30 (moderate): fixed income 0% vs 35–60% → 3 × 0.35 = 1.05;
    // NVDA 50% vs 15% limit → 3 × 0.35 = 1.05 (tie: by key); effective holdings 1 / (0.25 + 0.04 + 0.09)
    // = 2.6 < 3 → 2 × (top five 100% − 50%) = 1.0; crypto 30% vs 0–3% → 3 × 0.27 = 0.81;
    // technology 70% vs 35% → 2 × 0.35 = 0.7; equity 70% vs 30–50% → 3 × 0.2 = 0.6
    const findings = findingsFor(analyse([{ ticker: 'NVDA', quantity: 50 }, { ticker: 'AAPL', quantity: 20 }, { ticker: 'BTC', quantity: 30 }], { riskTolerance: 'moderate', horizonYears: 10 }), words);
    expect(findings.map((f) => [f.key, f.severity, Number(f.weight.toFixed(4))])).toEqual([
      ['asset_class:fixed_income', 3, 0.35],
      ['holding:NVDA', 3, 0.35],
      ['diversification', 2, 0.5],
      ['asset_class:crypto', 3, 0.27],
      ['sector:technology', 2, 0.35],
      ['asset_class:equity', 3, 0.2],
    ]);
    expect(findings[1]!.markdown).toBe('**NVDA** alone is 50.0% of the portfolio, above the 15% a single holding should stay under for your moderate profile.');
  });

  it('the single-holding limit skips broad funds but not single names', () => {
    // ACWI 40% and AGG 35% are funds; BTC 25% is one coin, above the 20% balanced limit
    const keys = findingsFor(analyse([{ ticker: 'ACWI', quantity: 40 }, { ticker: 'AGG', quantity: 35 }, { ticker: 'BTC', quantity: 25 }], { riskTolerance: 'balanced', horizonYears: 10 }), words).map((f) => f.key);
    expect(keys).toContain('holding:BTC');
    expect(keys.filter((k) => k.startsWith('holding:'))).toEqual(['holding:BTC']);
  });

  it('an empty portfolio has no findings', () => {
    expect(findingsFor(analyse([], null), words)).toEqual([]);
  });
});
