import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instrument, PricePoint } from '../../market/types.js';
import { FxTable } from './fx.js';
import { realizedPnlFifo, type TradeRecord } from './trades.js';
import { valuePortfolio, withCost } from './valuation.js';

// A holding without `costBasis` takes its cost from the activity log's open FIFO lots. Expected figures
// are worked out by hand, or (the property) by a first-in-first-out queue written out in the test.

const INSTRUMENTS = new Map<string, Instrument>([
  ['AAPL', { ticker: 'AAPL', name: 'Apple', assetClass: 'equity', sector: 'technology', region: 'north_america', currency: 'USD' }],
  ['NVDA', { ticker: 'NVDA', name: 'NVIDIA', assetClass: 'equity', sector: 'technology', region: 'north_america', currency: 'USD' }],
]);
const PRICES = new Map<string, PricePoint>([
  ['AAPL', { date: '2026-03-02', close: 150 }],
  ['NVDA', { date: '2026-03-02', close: 100 }],
]);
const fx = new FxTable([]);

function valued(holdings: { ticker: string; quantity: number; costBasis?: number }[], trades: TradeRecord[]) {
  const realized = realizedPnlFifo(trades, 'USD', fx);
  return valuePortfolio({ holdings, baseCurrency: 'USD', asOf: '2026-03-02', instruments: INSTRUMENTS, latestPrices: PRICES, fx, openLots: realized.openLots });
}

describe('derived cost basis', () => {
  const trades: TradeRecord[] = [
    { ticker: 'AAPL', side: 'buy', quantity: 10, price: 100, currency: 'USD', executedAt: '2026-01-05T10:00:00Z', fees: 5 },
    { ticker: 'AAPL', side: 'buy', quantity: 10, price: 120, currency: 'USD', executedAt: '2026-01-20T10:00:00Z' },
    { ticker: 'AAPL', side: 'sell', quantity: 15, price: 130, currency: 'USD', executedAt: '2026-02-10T10:00:00Z' },
    { ticker: 'NVDA', side: 'buy', quantity: 4, price: 90, currency: 'USD', executedAt: '2026-01-06T10:00:00Z' },
  ];

  it('takes the open lots’ average price when the holding states none', () => {
    const v = valued([{ ticker: 'AAPL', quantity: 5 }], trades);
    // The sale of 15 consumes the 10 at 100 and 5 of the 10 at 120: 5 units at 120 remain open.
    // Cost 5 × 120 = 600 (fees are not part of it, as in the realized result); value 5 × 150 = 750; P&L 150.
    const aapl = v.positions[0]!;
    expect(aapl.costSource).toBe('derived');
    expect(aapl.pnl!.costBase).toBeCloseTo(600, 9);
    expect(aapl.pnl!.total).toBeCloseTo(150, 9);
    expect(v.unrealized.positionsWithDerivedCost).toEqual(['AAPL']);
    expect(v.unrealized.positionsWithoutCost).toEqual([]);
  });

  it('keeps a stated cost, and says unknown when the log does not account for the quantity', () => {
    const v = valued([{ ticker: 'AAPL', quantity: 5, costBasis: 110 }, { ticker: 'NVDA', quantity: 6 }], trades);
    const [aapl, nvda] = [v.positions.find((p) => p.ticker === 'AAPL')!, v.positions.find((p) => p.ticker === 'NVDA')!];
    expect(aapl.costSource).toBe('stated');
    expect(aapl.pnl!.total).toBeCloseTo(5 * 150 - 5 * 110, 9);
    // 6 held, the log bought 4: two units come from before the log, at a price nobody told us.
    expect(nvda.costSource).toBe('unknown');
    expect(nvda.pnl).toBeNull();
    expect(v.unrealized.positionsWithoutCost).toEqual(['NVDA']);
  });

  it('is unknown when the open lots are in more than one currency', () => {
    const lots = [
      { date: '2026-01-02', quantity: 1, price: 10, currency: 'USD' },
      { date: '2026-01-03', quantity: 1, price: 9, currency: 'EUR' },
    ];
    expect(withCost({ ticker: 'AAPL', quantity: 2 }, lots)).toEqual({ holding: null, source: 'unknown' });
  });

  it('equals the stated cost when the stated one is the FIFO cost of the same log (property)', () => {
    const step = fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 500 }));
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        // An independent FIFO queue: buys append, sells take from the front; a sell never exceeds what is held.
        const queue: { quantity: number; price: number }[] = [];
        const log: TradeRecord[] = [];
        steps.forEach(([isBuy, quantity, price], i) => {
          const held = queue.reduce((s, l) => s + l.quantity, 0);
          const executedAt = new Date(Date.UTC(2026, 0, 2 + i)).toISOString();
          if (isBuy || held === 0) {
            queue.push({ quantity, price });
            log.push({ ticker: 'AAPL', side: 'buy', quantity, price, currency: 'USD', executedAt });
            return;
          }
          let left = Math.min(quantity, held);
          log.push({ ticker: 'AAPL', side: 'sell', quantity: left, price, currency: 'USD', executedAt });
          while (left > 0) {
            const lot = queue[0]!;
            const used = Math.min(lot.quantity, left);
            lot.quantity -= used;
            left -= used;
            if (lot.quantity === 0) queue.shift();
          }
        });
        const quantity = queue.reduce((s, l) => s + l.quantity, 0);
        fc.pre(quantity > 0);
        const stated = queue.reduce((s, l) => s + l.quantity * l.price, 0) / quantity;
        const derived = valued([{ ticker: 'AAPL', quantity }], log).positions[0]!;
        const given = valued([{ ticker: 'AAPL', quantity, costBasis: stated }], log).positions[0]!;
        expect(derived.costSource).toBe('derived');
        expect(given.costSource).toBe('stated');
        expect(Math.abs(derived.pnl!.costBase - given.pnl!.costBase)).toBeLessThanOrEqual(1e-9 * given.pnl!.costBase);
        expect(Math.abs(derived.pnl!.total - given.pnl!.total)).toBeLessThanOrEqual(1e-9 * Math.max(1, given.pnl!.costBase));
      }),
    );
  });
});
