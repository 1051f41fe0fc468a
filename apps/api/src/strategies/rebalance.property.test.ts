import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRATEGY_ASSET_CLASSES, type StrategyAssetClass } from '@clarity/shared';
import { STRATEGIES } from './catalog.js';
import { rebalance, type ProxyQuote, type ValuedHolding } from './rebalance.js';

const PROXIES = new Map<string, ProxyQuote>([
  ['ACWI', { price: 80, currency: 'USD', fxRate: 1 }],
  ['AGG', { price: 25, currency: 'USD', fxRate: 1 }],
  ['BTC', { price: 50_000, currency: 'USD', fxRate: 1 }],
]);

const holding = fc.record({
  ticker: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
  assetClass: fc.constantFrom<StrategyAssetClass>(...STRATEGY_ASSET_CLASSES),
  value: fc.double({ min: 1, max: 1e7, noNaN: true }),
  price: fc.double({ min: 0.01, max: 1e5, noNaN: true }),
  fxRate: fc.double({ min: 0.2, max: 5, noNaN: true }),
});

describe('rebalance (properties)', () => {
  it('for any long portfolio and strategy: buys equal sells and every class ends inside its band', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STRATEGIES), fc.uniqueArray(holding, { selector: (h) => h.ticker, minLength: 1, maxLength: 6 }), (strategy, raw) => {
        const holdings: ValuedHolding[] = raw.map((h) => ({ ...h, currency: 'USD' }));
        const result = rebalance(strategy, holdings, 'USD', PROXIES);
        const buys = result.trades.filter((t) => t.side === 'buy').reduce((s, t) => s + t.value, 0);
        const sells = result.trades.filter((t) => t.side === 'sell').reduce((s, t) => s + t.value, 0);
        // Trade values are rounded to cents, and tiny trades are dropped: allow a few cents per trade.
        expect(Math.abs(buys - sells)).toBeLessThanOrEqual(0.02 * (result.trades.length + 1));
        for (const c of result.assetClasses) {
          expect(c.weightAfter).toBeGreaterThanOrEqual(c.minWeight - 1e-6);
          expect(c.weightAfter).toBeLessThanOrEqual(c.maxWeight + 1e-6);
        }
        if (result.withinBands) expect(result.trades).toEqual([]);
        for (const t of result.trades) {
          expect(Number.isFinite(t.value)).toBe(true);
          if (t.quantity !== null) expect(t.quantity).toBeGreaterThan(0);
          // A sell never exceeds what the holding is worth.
          if (t.side === 'sell' && t.ticker !== null) expect(t.value).toBeLessThanOrEqual(holdings.find((h) => h.ticker === t.ticker)!.value + 0.01);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a small buy of an expensive instrument keeps a positive quantity (found by the property above)', () => {
    const growth = STRATEGIES.find((s) => s.id === 'growth-equity')!;
    const result = rebalance(growth, [{ ticker: 'A', assetClass: 'equity', value: 1, price: 0.01, fxRate: 0.2, currency: 'USD' }], 'USD', PROXIES);
    const btc = result.trades.find((t) => t.ticker === 'BTC')!;
    expect(btc).toMatchObject({ side: 'buy', value: 0.02 });
    expect(btc.quantity).toBeCloseTo(0.02 / 50_000, 12);
  });
});
