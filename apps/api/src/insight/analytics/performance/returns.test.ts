import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkedContributions } from './contributions.js';
import { moneyWeightedReturn, netPresentValue, timeWeightedReturn, xirr } from './returns.js';
import type { DailyFlows, TickerHistory, ValueHistory } from './value-history.js';

function flows(value: number[], bought: number[] = [], sold: number[] = []): DailyFlows {
  const n = value.length;
  const pad = (xs: number[]): Float64Array => Float64Array.from({ length: n }, (_, i) => xs[i] ?? 0);
  return { value: pad(value), bought: pad(bought), sold: pad(sold) };
}

describe('xirr', () => {
  it('finds the rate of a two-year plan solved by hand', () => {
    // −1000 today, −1000 in a year, +2310 in two years. With v = 1 / (1 + x):
    //   −1000 − 1000 v + 2310 v² = 0  →  v = (1000 + √(1000² + 4 × 2310 × 1000)) / (2 × 2310)
    //   = (1000 + √10,240,000) / 4620 = (1000 + 3200) / 4620 = 0.9090909 → x = 1/v − 1 = 0.1
    const plan = [
      { day: 0, amount: -1000 },
      { day: 365, amount: -1000 },
      { day: 730, amount: 2310 },
    ];
    // NPV at 10 %: −1000 − 1000/1.1 + 2310/1.21 = −1000 − 909.0909 + 1909.0909 = 0
    expect(Math.abs(-1000 - 1000 / 1.1 + 2310 / 1.21)).toBeLessThan(1e-9);
    expect(Math.abs(netPresentValue(plan, 0.1))).toBeLessThan(1e-9);
    expect(xirr(plan)).toBeCloseTo(0.1, 9);
  });

  it('is null without both a payment and a receipt', () => {
    expect(xirr([{ day: 0, amount: -1 }, { day: 5, amount: -2 }])).toBeNull();
    expect(xirr([{ day: 3, amount: 4 }])).toBeNull();
  });

  it('annualizes a period over a year, and gives a shorter period its own return', () => {
    // 1000 in, 1210 out two years later: (1 + x)² = 1.21 → x = 0.1 a year.
    expect(moneyWeightedReturn(flows([1000, ...Array<number>(729).fill(1100), 1210]), 0, 730, true)).toBeCloseTo(0.1, 9);
    // 1000 in, 1050 out 30 days later: the period's return is 1050 / 1000 − 1 = 0.05.
    expect(moneyWeightedReturn(flows([1000, ...Array<number>(29).fill(1000), 1050]), 0, 30, false)).toBeCloseTo(0.05, 9);
  });
});

describe('time-weighted return', () => {
  it('with a deposit on day 2: (110 / 100) × (330 / (110 + 200)) − 1', () => {
    // Day 1: 100 → 110 (r = 0.1); day 2: 200 bought, value 330 → r = 330 / 310 − 1.
    // TWR = 1.1 × 330/310 − 1 = 363/310 − 1 = 0.170967742
    expect(timeWeightedReturn(flows([100, 110, 330], [0, 0, 200]), 0, 2)).toBeCloseTo(0.170967742, 9);
  });
});

const positive = fc.double({ min: 1, max: 1e6, noNaN: true });
/** Money amounts: none, or at least a cent (no denormal floats). */
const amount = (max: number) => fc.oneof(fc.constant(0), fc.double({ min: 0.01, max, noNaN: true }));

/**
 * One holding over `n` days: an opening value, then each day a move of up to ±30 %, a buy, and a
 * sale of a share of what is held (so values stay what a real position could be).
 */
const day = fc.tuple(fc.double({ min: -0.3, max: 0.3, noNaN: true }), amount(1e4), fc.double({ min: 0, max: 1, noNaN: true }));
const holdingPath = (n: number) =>
  fc.tuple(amount(1e5), fc.array(day, { minLength: n - 1, maxLength: n - 1 })).map(([opening, days]) => {
    const value = [opening];
    const bought = [0];
    const sold = [0];
    for (const [move, buy, sellShare] of days) {
      const grown = (value.at(-1) as number) * (1 + move) + buy;
      bought.push(buy);
      sold.push(grown * sellShare);
      value.push(grown * (1 - sellShare));
    }
    return flows(value, bought, sold);
  });

/** Equal up to float error relative to the size of the figures (far below the card's 6 decimals). */
function expectClose(actual: number, expected: number, relative = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));
}

describe('properties', () => {
  it('without flows the TWR is the simple return', () => {
    fc.assert(
      fc.property(fc.array(positive, { minLength: 2, maxLength: 60 }), (values) => {
        const simple = (values.at(-1) as number) / (values[0] as number) - 1;
        expectClose(timeWeightedReturn(flows(values), 0, values.length - 1), simple);
      }),
    );
  });

  it('chain-linking two sub-periods gives the whole period', () => {
    const history = fc.integer({ min: 3, max: 60 }).chain((n) => fc.tuple(holdingPath(n), fc.integer({ min: 1, max: n - 2 })));
    fc.assert(
      fc.property(history, ([f, split]) => {
        const end = f.value.length - 1;
        const whole = timeWeightedReturn(f, 0, end);
        const linked = (1 + timeWeightedReturn(f, 0, split)) * (1 + timeWeightedReturn(f, split, end)) - 1;
        expectClose(linked, whole);
      }),
    );
  });

  it('the holdings’ contributions add up to the TWR', () => {
    // Two to four holdings over the same days; the portfolio is their sum.
    const portfolio = fc.integer({ min: 2, max: 40 }).chain((n) => fc.array(holdingPath(n), { minLength: 2, maxLength: 4 }));
    fc.assert(
      fc.property(portfolio, (paths) => {
        const n = (paths[0] as DailyFlows).value.length;
        const perTicker: TickerHistory[] = paths.map((path, i) => ({ ticker: `T${i}`, ...path }));
        const sum = (pick: (t: TickerHistory) => Float64Array) => Float64Array.from({ length: n }, (_, d) => perTicker.reduce((s, t) => s + (pick(t)[d] as number), 0));
        const history: ValueHistory = {
          days: Array.from({ length: n }, (_, d) => `day${d}`),
          tickers: perTicker,
          incomplete: new Uint8Array(n),
          value: sum((t) => t.value),
          bought: sum((t) => t.bought),
          sold: sum((t) => t.sold),
          income: new Float64Array(n),
          cash: new Map(),
        };
        const twr = timeWeightedReturn(history, 0, n - 1);
        const total = linkedContributions(history, 0, n - 1).reduce((s, c) => s + c.contribution, 0);
        expectClose(total, twr);
      }),
    );
  });
});
