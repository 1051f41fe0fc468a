import type { Activity, Performance, PerformancePeriod } from '@clarity/shared';
import { describe, expect, it } from 'vitest';
import type { Instrument, PricePoint } from '../../market/types.js';
import { bookOf, cashNeverNegative, incomeOf, moneyCash, resultOf } from './book.js';
import { rollBook } from './book-roll.js';
import { FxTable } from './fx.js';
import { portfolioPerformance } from './performance.js';

// A conversion in the book (docs/activities.md): money changed between currencies inside the account. Its sold
// amount leaves one currency's cash and its bought amount enters another's; it is neither a flow across the book's
// edge nor income, and its fee is a cost. Every figure below is worked by hand.

let seq = 0;
function act(at: string, fields: Record<string, unknown>): Activity {
  seq += 1;
  const extra = fields.type === 'buy' || fields.type === 'sell' ? { side: fields.type } : {};
  return { id: `trade_${seq}`, executedAt: at, recordedAt: '2026-01-01T00:00:00.000Z', ...extra, ...fields } as Activity;
}

// A euro account buying US shares: 1,002 EUR in, 1,000 EUR changed into 1,100 USD for a fee of 2 EUR, 10 F bought at 100 USD.
const deposit = act('2025-01-01T09:00:00.000Z', { type: 'deposit', amount: 1002, currency: 'EUR' });
const conversion = act('2025-01-01T10:00:00.000Z', { type: 'conversion', soldAmount: 1000, soldCurrency: 'EUR', boughtAmount: 1100, boughtCurrency: 'USD', fee: 2, executedAt: '2025-01-01T10:00:00.000Z' });
const buy = act('2025-01-01T15:00:00.000Z', { type: 'buy', ticker: 'F', quantity: 10, price: 100, currency: 'USD' });
const LOG = [deposit, conversion, buy];

describe('a conversion in the book', () => {
  it('is its two legs and its fee, neither a result nor income', () => {
    const book = bookOf(LOG);
    expect(book.money.map((m) => [m.kind, m.amount, m.currency])).toEqual([
      ['deposit', 1002, 'EUR'],
      ['conversion_out', 1000, 'EUR'],
      ['conversion_in', 1100, 'USD'],
      ['fee', 2, 'EUR'],
    ]);
    const [, out, into, fee] = book.money;
    expect([out, into].map((m) => resultOf(m!))).toEqual([0, 0]);
    expect([out, into].map((m) => incomeOf(m!))).toEqual([0, 0]);
    expect([out, into, fee].map((m) => moneyCash(m!))).toEqual([-1000, 1100, -2]);
    expect(resultOf(fee!)).toBe(-2);
    // The fee is charged in the fee's own currency when one is given.
    const inUsd = bookOf([act('2025-01-02T10:00:00.000Z', { type: 'conversion', soldAmount: 50, soldCurrency: 'EUR', boughtAmount: 54, boughtCurrency: 'USD', fee: 0.3, feeCurrency: 'USD' })]);
    expect(inUsd.money.at(-1)).toMatchObject({ kind: 'fee', amount: 0.3, currency: 'USD' });
  });

  it('keeps each currency’s cash above zero: euros out, dollars in', () => {
    // EUR: 1,002 − 1,000 − 2 = 0; USD: 1,100 − 10 × 100 = 100. Both at or above zero: the book reports its cash.
    expect(cashNeverNegative(bookOf(LOG))).toBe(true);
    // Without the conversion (its legs skipped) the dollars of the buy come from nowhere: USD falls to −1,000.
    expect(cashNeverNegative(bookOf([deposit, buy]))).toBe(false);
    // A conversion selling more than the currency holds takes it below zero too: EUR 1,002 − 1,100 = −98.
    const tooMuch = act('2025-01-01T10:00:00.000Z', { type: 'conversion', soldAmount: 1100, soldCurrency: 'EUR', boughtAmount: 1210, boughtCurrency: 'USD' });
    expect(cashNeverNegative(bookOf([deposit, tooMuch, buy]))).toBe(false);
  });

  it('counts its fee as a cost and neither leg as a flow or income', () => {
    // One rate, 1 EUR = 1.10 USD: deposits 1,002 × 1.10 = 1,102.20 USD, fees 2 × 1.10 = 2.20 USD; nothing else.
    const fx = new FxTable([{ base: 'EUR', quote: 'USD', date: '2025-01-01', rate: 1.1 }]);
    const roll = rollBook(bookOf(LOG), fx, 'USD', '2025-03-01');
    expect(roll.reportsCash).toBe(true);
    expect(roll.sinceStart.summary.deposits).toBeCloseTo(1102.2, 9);
    expect(roll.sinceStart.summary.fees).toBeCloseTo(2.2, 9);
    expect(roll.sinceStart.summary).toMatchObject({ dividends: 0, interest: 0, withdrawals: 0, taxes: 0 });
    expect(roll.netInvested(true)).toBeCloseTo(1102.2, 9);
  });

  it('leaves the dollars it bought in the value: 10 F at 110 plus 100 USD', () => {
    const fund: Instrument = { ticker: 'F', name: 'F', assetClass: 'equity', sector: 'technology', region: 'north_america', currency: 'USD' };
    const closes = new Map<string, PricePoint[]>([
      ['F', [{ date: '2025-01-01', close: 100 }, { date: '2025-03-01', close: 110 }]],
      ['ACWI', [{ date: '2019-01-02', close: 100 }]],
      ['AGG', [{ date: '2019-01-02', close: 100 }]],
    ]);
    const book = bookOf(LOG);
    const p: Performance = portfolioPerformance({
      asOf: '2025-03-01',
      baseCurrency: 'USD',
      profile: null,
      holdings: [{ ticker: 'F', quantity: 10 }],
      trades: book.trades,
      money: book.money,
      reportsCash: book.reportsCash,
      instruments: new Map(['F', 'ACWI', 'AGG'].map((t) => [t, { ...fund, ticker: t }])),
      closes,
      fxPoints: [{ base: 'EUR', quote: 'USD', date: '2025-01-01', rate: 1.1 }],
      benchmark: null,
    });
    expect(p.cash).toBe('reported');
    // 10 × 110 = 1,100 in F, 100 USD and 0 EUR of cash: 1,200 USD.
    expect(p.series.at(-1)?.value).toBeCloseTo(1200, 6);
    expect(p.cashBalance.value).toBeCloseTo(100, 6);
    expect(p.netInvested).toEqual({ amount: 1102.2, from: 'deposits' });
    // The only flow is the deposit (1,102.20 USD, at work from the start of its day): 1,200 ÷ 1,102.20 − 1.
    const si = p.periods.find((x) => x.label === 'SI') as PerformancePeriod;
    expect(si.twr).toBeCloseTo(1200 / 1102.2 - 1, 6);
    expect(p.income.total).toMatchObject({ dividends: 0, interest: 0, withdrawals: 0 });
    expect(p.income.total.fees).toBeCloseTo(2.2, 9);
  });
});
