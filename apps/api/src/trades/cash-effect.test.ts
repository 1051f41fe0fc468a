import type { Activity } from '@clarity/shared';
import { describe, expect, it } from 'vitest';
import { bookOf, moneyCash, tradeCash } from '../insight/analytics/book.js';
import { activityRow, rowCash, rowCashMoves, toActivity } from './activity-rows.js';
import { cashEffect, cashMoves } from './batch-rules.js';

// The write path's withdrawal check reads each activity's cash (batch-rules `cashEffect`), the insight engine the
// book's trades and money (`tradeCash`, `moneyCash`): one rule, so both must leave the same cash. Figures by hand.
const at = (day: string) => `2026-03-${day}T10:00:00.000Z`;
const LOG = [
  { type: 'deposit', amount: 10000, currency: 'USD', executedAt: at('01') },
  { type: 'buy', ticker: 'AAPL', side: 'buy', quantity: 10, price: 200, fees: 1, currency: 'USD', executedAt: at('02') },
  { type: 'sell', ticker: 'AAPL', side: 'sell', quantity: 4, price: 210, fees: 1, currency: 'USD', executedAt: at('03') },
  { type: 'dividend', ticker: 'AAPL', amount: 12, withholdingTax: 1.8, reinvestedQuantity: 0.05, reinvestedPrice: 204, currency: 'USD', executedAt: at('04') },
  { type: 'interest', amount: 3.5, currency: 'USD', executedAt: at('05') },
  { type: 'fee', amount: 9, currency: 'USD', executedAt: at('06') },
  { type: 'tax', amount: 4, ticker: 'AAPL', currency: 'USD', executedAt: at('07') },
  { type: 'withdrawal', amount: 500, currency: 'USD', executedAt: at('08') },
  { type: 'transfer_in', ticker: 'MSFT', quantity: 3, costBasis: 1200, currency: 'USD', executedAt: at('09') },
  { type: 'split', ticker: 'AAPL', ratio: { from: 1, to: 2 }, executedAt: at('10') },
] as Activity[];

describe('the cash of an activity, on the write path and in the book', () => {
  it('leaves the same cash either way', () => {
    // 10,000 − 2,001 (10 × 200 + 1) + 839 (4 × 210 − 1) + 10.20 (12 − 1.80) − 10.20 (0.05 × 204) + 3.50 − 9 − 4 − 500
    // = 8,328.50; the transfer and the split move no cash.
    const expected = 8328.5;
    const onWrite = LOG.reduce((sum, a) => sum + cashEffect(a), 0);
    const book = bookOf(LOG);
    const inBook = book.trades.reduce((sum, t) => sum + tradeCash(t), 0) + book.money.reduce((sum, m) => sum + moneyCash(m), 0);
    expect(onWrite).toBeCloseTo(expected, 9);
    expect(inBook).toBeCloseTo(expected, 9);
  });

  it('reads the same cash off a stored row as off the activity it stores', () => {
    // The withdrawal check reads the logged rows' columns (rowCash) rather than building each activity.
    const dividendWithoutDetails = { type: 'dividend', ticker: 'AAPL', amount: 7, currency: 'USD', executedAt: at('11') } as Activity;
    for (const activity of [...LOG, dividendWithoutDetails]) {
      const row = { ...activityRow('portfolio_x', activity, at('12')), seq: 1 };
      expect(rowCash(row), activity.type).toBe(cashEffect(toActivity(row)));
      expect(rowCash(row), activity.type).toBe(cashEffect(activity));
    }
  });

  it('moves a conversion’s cash in each of its currencies, alike on the write path, off its row and in the book', () => {
    // 500 EUR sold for 540 USD, a fee of 1.25 USD: EUR −500, USD +540 − 1.25 = +538.75.
    const conversion = { type: 'conversion', soldAmount: 500, soldCurrency: 'EUR', boughtAmount: 540, boughtCurrency: 'USD', fee: 1.25, feeCurrency: 'USD', executedAt: at('13') } as Activity;
    const perCurrency = (moves: { currency: string; amount: number }[]) => {
      const sums: Record<string, number> = {};
      for (const m of moves) sums[m.currency] = (sums[m.currency] ?? 0) + m.amount;
      return sums;
    };
    const expected = { EUR: -500, USD: 538.75 };
    const row = { ...activityRow('portfolio_x', conversion, at('14')), seq: 1 };
    expect(perCurrency(cashMoves(conversion))).toEqual(expected);
    expect(perCurrency(rowCashMoves(row))).toEqual(expected);
    expect(perCurrency(cashMoves(toActivity(row)))).toEqual(expected);
    expect(perCurrency(bookOf([conversion]).money.map((m) => ({ currency: m.currency, amount: moneyCash(m) })))).toEqual(expected);
    // Stored and listed back as given.
    const { id: _id, recordedAt: _recordedAt, ...listed } = toActivity(row);
    expect(listed).toEqual({ ...conversion, executedAt: new Date(conversion.executedAt).toISOString() });
  });
});
