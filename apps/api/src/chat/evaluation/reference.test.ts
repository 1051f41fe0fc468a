import { describe, expect, it } from 'vitest';
import { MERGED_MISSING, TRADER, USD_GROWTH } from './books.js';
import { extractNumbers, hasFigures, matches } from './match.js';
import { close, fifo, holdingsReturn, periodStart, priceChange, rate, rateChange, shock, value, type Book } from './reference.js';

/**
 * The evaluation's own checks: the reference calculator against figures worked out by hand from
 * the CSV files (the arithmetic is in the comments), and the matcher on the answer format.
 */
describe('reference calculator (hand-checked figures)', () => {
  it('reads closes and rates on or before the day asked', () => {
    // prices.csv: NVDA,2026-11-13,282.29 is the last NVDA row; Saturday 11-14 and Monday 11-16 have none.
    expect(close('NVDA')).toEqual({ date: '2026-11-13', close: 282.29 });
    // fx.csv: EUR,USD,2026-11-13,1.19158 and GBP,USD,2026-11-13,1.41911
    expect(rate('EUR', 'USD')).toBeCloseTo(1.19158, 5);
    expect(rate('EUR', 'GBP')).toBeCloseTo(1.19158 / 1.41911, 6); // the cross: 0.83967
    expect(rate('USD', 'EUR')).toBeCloseTo(1 / 1.19158, 6);
  });

  it('starts periods on the same calendar day back (clamped), YTD on Dec 31', () => {
    expect(periodStart('1M')).toBe('2026-10-16');
    expect(periodStart('3M')).toBe('2026-08-16');
    expect(periodStart('1Y')).toBe('2025-11-16');
    expect(periodStart('YTD')).toBe('2025-12-31');
    expect(periodStart('1M', '2026-03-31')).toBe('2026-02-28');
    // NVDA,2026-10-16,343.11 → 282.29 / 343.11 − 1 = −17.726%
    expect(priceChange('NVDA', '1M')).toBeCloseTo(-17.726, 2);
    // EUR/USD 1M: 1.19158 against the 2026-10-16 rate
    expect(rateChange('EUR', 'USD', '1M')).toBeCloseTo((1.19158 / rate('EUR', 'USD', '2026-10-16') - 1) * 100, 8);
  });

  it('values, merges and shocks a book', () => {
    const usd = value(USD_GROWTH);
    // 40×214.33 + 25×633.85 + 60×282.29 + 30×343.03 + 50×140.88 + 40×95.03 + 0.1×108191.78 = 73,312.13
    expect(usd.total).toBeCloseTo(73312.13, 2);
    // BTC −30%: 0.1 × 108191.78 × 0.3 = 3,245.75 → 4.43% of the book
    expect(shock(usd, (p) => p.ticker === 'BTC', -30).amount).toBeCloseTo(-3245.75, 2);
    const merged = value(MERGED_MISSING);
    const agg = merged.positions.find((p) => p.ticker === 'AGG');
    // AGG 40 @97 + 20 @100 → 60 @98; P&L 60 × (95.03 − 98) = −178.20
    expect(agg?.quantity).toBe(60);
    expect(agg?.pnl).toBeCloseTo(-178.2, 2);
    expect(merged.unpriced).toEqual(['TSLA']);
  });

  it('returns a book of the holdings it has today over a period', () => {
    // One ticker in its own currency: the book's return is the price change (NVDA 1M: −17.726%).
    const nvda: Book = { key: 'nvda', baseCurrency: 'USD', holdings: [{ ticker: 'NVDA', quantity: 3 }] };
    expect(holdingsReturn(value(nvda), '1M')).toBeCloseTo(priceChange('NVDA', '1M'), 8);
    // In another base the rate moves too: SAP in USD over 1M = (1 + SAP's EUR change) × (1 + EUR/USD change) − 1.
    const sapInUsd: Book = { key: 'sap', baseCurrency: 'USD', holdings: [{ ticker: 'SAP', quantity: 10 }] };
    const expected = ((1 + priceChange('SAP', '1M') / 100) * (1 + rateChange('EUR', 'USD', '1M') / 100) - 1) * 100;
    expect(holdingsReturn(value(sapInUsd), '1M')).toBeCloseTo(expected, 8);
  });

  it('matches FIFO lots', () => {
    const { realized, open } = fifo(TRADER.trades ?? [], 'USD');
    // NVDA: bought 50 @196.08; sold 20 @261.96 (+1,317.60) and 15 @335.75 (+2,095.05) → +3,412.65
    expect(realized.get('NVDA')).toBeCloseTo(3412.65, 2);
    expect(open.get('NVDA')?.quantity).toBe(25);
  });
});

describe('matcher', () => {
  const answer = 'Worth **$12,345** (-€1,234; lost £98.50), +5.2% and -0.4%, EUR/USD 1.1916, USD 8,573, closed at $187.24 on Nov 13, 2026.';

  it('extracts numbers with their sign, currency and percent', () => {
    const tokens = extractNumbers(answer);
    expect(tokens.map((t) => t.value)).toEqual([12345, 1234, 98.5, 5.2, 0.4, 1.1916, 8573, 187.24, 13, 2026]);
    expect(tokens[1]).toMatchObject({ negative: true, currency: 'EUR', percent: false });
    expect(tokens[3]).toMatchObject({ percent: true });
    expect(tokens[6]).toMatchObject({ currency: 'USD' });
  });

  it('applies each kind of tolerance', () => {
    expect(matches(answer, { kind: 'money', value: -12344.2 })).toBe(true);
    expect(matches(answer, { kind: 'money', value: 1234, currency: 'USD' })).toBe(false);
    expect(matches(answer, { kind: 'money', value: 98.5, currency: 'GBP' })).toBe(true);
    expect(matches(answer, { kind: 'pct', value: -5.27 })).toBe(true);
    expect(matches(answer, { kind: 'pct', value: 1.1916 })).toBe(false);
    expect(matches(answer, { kind: 'rate', value: 1.19158 })).toBe(true);
    expect(matches(answer, { kind: 'price', value: 187.5 })).toBe(true);
    expect(matches(answer, { kind: 'qty', value: 13 })).toBe(true);
    expect(matches(answer, { kind: 'absent', pattern: /Bank of England/ })).toBe(true);
    expect(hasFigures('I can answer questions about your portfolio and the markets.')).toBe(false);
    expect(hasFigures(answer)).toBe(true);
  });
});
