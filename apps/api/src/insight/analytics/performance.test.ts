import type { Benchmark, Holding, Performance, PerformancePeriod, Profile } from '@clarity/shared';
import { describe, expect, it } from 'vitest';
import type { AssetClass, FxPoint, Instrument, PricePoint } from '../../market/types.js';
import { portfolioPerformance, type PerformanceInput } from './performance.js';
import type { TradeRecord } from './trades.js';

// Hand-computed fixtures for the performance engine. Every expected figure is worked out in the
// comments from the prices and trades of the fixture, never by calling the engine.
// One day's return: r_d = (V_d + sold_d) / (V_d−1 + bought_d) − 1 (buys at work from the start of
// the day, sells leaving at its end); a buy costs quantity × price + fees, a sell brings
// quantity × price − fees.

function instrument(ticker: string, currency = 'USD', assetClass: AssetClass = 'equity', name = `${ticker} Inc.`): Instrument {
  return { ticker, name, assetClass, sector: 'technology', region: 'north_america', currency };
}

function closes(points: Record<string, number>): PricePoint[] {
  return Object.entries(points).map(([date, close]) => ({ date, close }));
}

function trade(ticker: string, side: 'buy' | 'sell', quantity: number, price: number, day: string, fees?: number, currency = 'USD'): TradeRecord {
  return { ticker, side, quantity, price, currency, executedAt: `${day}T15:00:00.000Z`, fees };
}

interface Fixture {
  asOf: string;
  holdings: Holding[];
  trades?: TradeRecord[];
  instruments: Instrument[];
  closes: Record<string, PricePoint[]>;
  fxPoints?: FxPoint[];
  benchmark?: Benchmark | null;
  profile?: Profile | null;
  baseCurrency?: string;
}

// Index funds of the default blend, priced flat so that fixtures not about the benchmark still have one.
const INDEX_FUNDS = [instrument('ACWI', 'USD', 'equity', 'iShares MSCI ACWI ETF'), instrument('AGG', 'USD', 'fixed_income', 'iShares Core U.S. Aggregate Bond ETF')];
const FLAT_INDEX_CLOSES = { ACWI: closes({ '2024-01-02': 100 }), AGG: closes({ '2024-01-02': 100 }) };

function run(f: Fixture): Performance {
  const input: PerformanceInput = {
    asOf: f.asOf,
    baseCurrency: f.baseCurrency ?? 'USD',
    profile: f.profile ?? null,
    holdings: f.holdings,
    trades: f.trades ?? [],
    instruments: new Map([...INDEX_FUNDS, ...f.instruments].map((i) => [i.ticker, i])),
    closes: new Map(Object.entries({ ...FLAT_INDEX_CLOSES, ...f.closes })),
    fxPoints: f.fxPoints ?? [],
    benchmark: f.benchmark ?? null,
  };
  return portfolioPerformance(input);
}

function period(p: Performance, label: PerformancePeriod['label']): PerformancePeriod {
  const found = p.periods.find((x) => x.label === label);
  if (!found) throw new Error(`no ${label}`);
  return found;
}

describe('time-weighted return with a buy and a sell mid-period', () => {
  // X closes: Jan 1 100, Jan 2 110, Jan 3 120, Jan 4 90, Jan 5 100 (2026). Trades: buy 10 @ 100 on
  // Jan 1, buy 10 @ 110 on Jan 2, sell 5 @ 95 on Jan 4. Today (Jan 5) 15 are held.
  const p = run({
    asOf: '2026-01-05',
    holdings: [{ ticker: 'X', quantity: 15 }],
    trades: [trade('X', 'buy', 10, 100, '2026-01-01'), trade('X', 'buy', 10, 110, '2026-01-02'), trade('X', 'sell', 5, 95, '2026-01-04')],
    instruments: [instrument('X')],
    closes: { X: closes({ '2026-01-01': 100, '2026-01-02': 110, '2026-01-03': 120, '2026-01-04': 90, '2026-01-05': 100 }) },
  });

  it('chain-links the daily returns with the trades as external flows', () => {
    // Dec 31: nothing held, V = 0.
    // Jan 1: V = 10 × 100 = 1000, bought 1000 → r = 1000 / (0 + 1000) − 1 = 0
    // Jan 2: V = 20 × 110 = 2200, bought 1100 → r = 2200 / (1000 + 1100) − 1 = 2200/2100 − 1
    // Jan 3: V = 20 × 120 = 2400            → r = 2400 / 2200 − 1
    // Jan 4: V = 15 × 90 = 1350, sold 475   → r = (1350 + 475) / 2400 − 1 = 1825/2400 − 1
    // Jan 5: V = 15 × 100 = 1500            → r = 1500 / 1350 − 1
    // TWR = 2200/2100 × 2400/2200 × 1825/2400 × 1500/1350 − 1 = 1825 × 1500 / (2100 × 1350) − 1
    //     = 2,737,500 / 2,835,000 − 1 = 0.9656084656 − 1 = −0.0343915344 → −0.034392
    const si = period(p, 'SI');
    expect(p.basis).toBe('trade_log');
    expect(si.from).toBe('2025-12-31');
    expect(si.to).toBe('2026-01-05');
    expect(si.twr).toBe(-0.034392);
    // Value change includes the money added: 1500 − 0.
    expect(si.valueChange).toBe(1500);
    // The 1M period (from Dec 5) covers the same trading, so the same TWR.
    expect(period(p, '1M').twr).toBe(-0.034392);
  });

  it('gives the money-weighted return that makes the flows worth nothing today', () => {
    // Since the start counts from the first activity's day (Jan 1), not the idle Dec 31 before it.
    // Flows, in days from Jan 1: −1000 (day 0), −1100 (day 1), +475 (day 3), +1500 (day 4).
    // For a period under a year the MWR is the period's return m with Σ a_k (1 + m)^−(d_k/4) = 0.
    const m = period(p, 'SI').mwr as number;
    const npv = -1000 - 1100 * (1 + m) ** (-1 / 4) + 475 * (1 + m) ** (-3 / 4) + 1500 * (1 + m) ** (-4 / 4);
    expect(Math.abs(npv)).toBeLessThan(0.01);
    // The investor paid 2100 and got 1975 back within five days: a loss a bit over the TWR's.
    expect(m).toBeLessThan(0);
  });

  it('attributes the whole return to the one holding', () => {
    expect(p.contributions).toEqual([{ ticker: 'X', contribution: -0.034392 }]);
    expect(p.notes[0]).toMatch(/trade log/);
  });
});

describe('a position sold whole', () => {
  // X: Jan 1 100, Jan 2 110, Jan 3 130, Jan 4 140; Y: Jan 1 50, Jan 2 50, Jan 3 55, Jan 4 60.
  // Jan 1 buy 10 X @ 100 and 20 Y @ 50; Jan 3 sell all 10 X @ 120 with a fee of 10. Today: 20 Y.
  const p = run({
    asOf: '2026-01-04',
    holdings: [{ ticker: 'Y', quantity: 20 }],
    trades: [trade('X', 'buy', 10, 100, '2026-01-01'), trade('Y', 'buy', 20, 50, '2026-01-01'), trade('X', 'sell', 10, 120, '2026-01-03', 10)],
    instruments: [instrument('X'), instrument('Y')],
    closes: {
      X: closes({ '2026-01-01': 100, '2026-01-02': 110, '2026-01-03': 130, '2026-01-04': 140 }),
      Y: closes({ '2026-01-01': 50, '2026-01-02': 50, '2026-01-03': 55, '2026-01-04': 60 }),
    },
  });

  it('counts the sale (net of its fee) as money taken out', () => {
    // Jan 1: V = 1000 + 1000, bought 2000     → r = 0
    // Jan 2: V = 1100 + 1000 = 2100           → r = 2100/2000 − 1 = 0.05
    // Jan 3: V = 20 × 55 = 1100, sold 1200 − 10 = 1190 → r = (1100 + 1190)/2100 − 1 = 2290/2100 − 1
    // Jan 4: V = 20 × 60 = 1200               → r = 1200/1100 − 1
    // TWR = 2100/2000 × 2290/2100 × 1200/1100 − 1 = 1.145 × 1.0909090909 − 1 = 0.2490909 → 0.249091
    expect(period(p, 'SI').twr).toBe(0.249091);
    expect(p.basis).toBe('trade_log');
  });

  it('keeps the sold holding among the contributions, and they add up to the return', () => {
    // Day contribution c = ticker's (V + sold − V_prev − bought) / (V_prev + bought) of the portfolio,
    // linked by the portfolio's growth before the day (GRAP):
    // Jan 2: X 100/2000 = 0.05 (growth before 1)
    // Jan 3: X (0 + 1190 − 1100)/2100 = 90/2100, Y 100/2100; growth before 1.05 → X 0.045, Y 0.05
    // Jan 4: Y 100/1100; growth before 1.05 × 2290/2100 = 1.145 → Y 0.1040909
    // X = 0.05 + 0.045 = 0.095; Y = 0.05 + 0.1040909 = 0.1540909 → sum 0.2490909
    expect(p.contributions).toEqual([
      { ticker: 'Y', contribution: 0.154091 },
      { ticker: 'X', contribution: 0.095 },
    ]);
  });
});

describe('FX inside the return', () => {
  // A EUR holding in a USD portfolio, no trade log: 10 E held throughout.
  // E (EUR): Jan 1 100, Jan 2 100, Jan 3 110; EUR/USD: Jan 1 1.10, Jan 2 1.20, Jan 3 1.20.
  const p = run({
    asOf: '2026-01-03',
    holdings: [{ ticker: 'E', quantity: 10 }],
    instruments: [instrument('E', 'EUR')],
    closes: { E: closes({ '2026-01-01': 100, '2026-01-02': 100, '2026-01-03': 110 }) },
    fxPoints: [
      { base: 'EUR', quote: 'USD', date: '2026-01-01', rate: 1.1 },
      { base: 'EUR', quote: 'USD', date: '2026-01-02', rate: 1.2 },
      { base: 'EUR', quote: 'USD', date: '2026-01-03', rate: 1.2 },
    ],
  });

  it('values every day at its own rate', () => {
    // V in USD: Jan 1 10 × 100 × 1.10 = 1100; Jan 2 10 × 100 × 1.20 = 1200; Jan 3 10 × 110 × 1.20 = 1320.
    // TWR = 1320 / 1100 − 1 = 0.2 (0.0909 from the euro, then 0.1 from the price: 1.0909 × 1.1 = 1.2).
    const si = period(p, 'SI');
    expect(p.basis).toBe('current_holdings');
    expect(si.from).toBe('2026-01-01');
    expect(si.twr).toBe(0.2);
    // No flows: the MWR over the period is the same 20 %.
    expect(si.mwr).toBe(0.2);
    expect(si.valueChange).toBe(220);
    expect(p.series.map((s) => s.value).slice(-3)).toEqual([1100, 1200, 1320]);
  });

  it('says the holdings are assumed held throughout, and why periods before the prices have no figures', () => {
    expect(p.notes[0]).toMatch(/no trade log/);
    expect(p.notes.join(' ')).toMatch(/since Jan 1, 2026/);
    // 1M (from Dec 3), 3M and 1Y start before Jan 1; YTD starts on Dec 31, also before.
    expect(period(p, '1M').twr).toBeNull();
    expect(period(p, 'YTD').mwr).toBeNull();
    expect(p.notes.join(' ')).toMatch(/The value history begins on Jan 1, 2026, so the last month, the last three months, this year so far, and the last year have no figures/);
  });
});

describe('a blended benchmark', () => {
  // The portfolio holds 10 A. Its own benchmark: 60 % A, 40 % B, rebalanced daily.
  // A: Jan 1 100, Jan 2 110, Jan 3 99; B (a bond fund): Jan 1 50, Jan 2 50, Jan 3 55.
  const base: Fixture = {
    asOf: '2026-01-03',
    holdings: [{ ticker: 'A', quantity: 10 }],
    instruments: [instrument('A', 'USD', 'equity', 'Alpha Index Fund'), instrument('B', 'USD', 'fixed_income', 'Beta Bond Fund')],
    closes: {
      A: closes({ '2026-01-01': 100, '2026-01-02': 110, '2026-01-03': 99 }),
      B: closes({ '2026-01-01': 50, '2026-01-02': 50, '2026-01-03': 55 }),
    },
  };

  it('rebalances to its weights every day', () => {
    const p = run({ ...base, benchmark: { components: [{ ticker: 'A', weight: 0.6 }, { ticker: 'B', weight: 0.4 }] } });
    // Jan 2: 0.6 × 110/100 + 0.4 × 50/50 − 1 = 0.66 + 0.4 − 1 = 0.06
    // Jan 3: 0.6 × 99/110 + 0.4 × 55/50 − 1 = 0.54 + 0.44 − 1 = −0.02
    // Return = 1.06 × 0.98 − 1 = 0.0388 (held without rebalancing it would be 0.6 × 0.99 + 0.4 × 1.1 − 1 = 0.034).
    expect(period(p, 'SI').benchmark).toBe(0.0388);
    expect(p.benchmark).toEqual({
      label: '60% Alpha Index Fund (A) and 40% Beta Bond Fund (B)',
      components: [{ ticker: 'A', weight: 0.6 }, { ticker: 'B', weight: 0.4 }],
    });
    // Rebased to the portfolio's first value, 10 × 100 = 1000: 1000, 1000 × 1.06 = 1060, 1060 × 0.98 = 1038.8.
    expect(p.series.slice(-3).map((s) => s.benchmark)).toEqual([1000, 1060, 1038.8]);
  });

  it('without one, blends the index funds at the middle of the profile bands', () => {
    // Balanced bands: equity 45–65 % → 0.55, fixed income 25–45 % → 0.35; scaled to 1:
    // ACWI 0.55 / 0.9 = 0.61111 → 0.6111, AGG 1 − 0.6111 = 0.3889.
    const p = run({ ...base, profile: { riskTolerance: 'balanced' } });
    expect(p.benchmark).toEqual({
      label: '61% global shares (ACWI) and 39% bonds (AGG)',
      components: [{ ticker: 'ACWI', weight: 0.6111 }, { ticker: 'AGG', weight: 0.3889 }],
    });
    // Both index funds are flat in this fixture.
    expect(period(p, 'SI').benchmark).toBe(0);
    expect(p.notes.join(' ')).toMatch(/your risk profile’s target mix/);
  });

  it('is null with a note when a component has no prices', () => {
    const p = run({ ...base, benchmark: { components: [{ ticker: 'A', weight: 0.5 }, { ticker: 'NOPRICE', weight: 0.5 }] } });
    expect(p.benchmark).toBeNull();
    expect(period(p, 'SI').benchmark).toBeNull();
    expect(p.series.every((s) => s.benchmark === null)).toBe(true);
    expect(p.notes.join(' ')).toMatch(/There is no benchmark comparison: NOPRICE has no prices/);
  });
});

describe('a trade log that does not explain the holdings', () => {
  it('falls back to today’s holdings and names the ticker', () => {
    // 5 X held today, but the log bought 10: undoing it leaves −5 X before the log.
    // Y was sold (3) without a logged buy: it was held before the log, which is explained.
    const p = run({
      asOf: '2026-01-03',
      holdings: [{ ticker: 'X', quantity: 5 }],
      trades: [trade('X', 'buy', 10, 100, '2026-01-02'), trade('Y', 'sell', 3, 10, '2026-01-02')],
      instruments: [instrument('X'), instrument('Y')],
      closes: { X: closes({ '2026-01-01': 100, '2026-01-03': 120 }), Y: closes({ '2026-01-01': 10 }) },
    });
    expect(p.basis).toBe('current_holdings');
    expect(p.notes[0]).toBe(
      'The trade log does not explain today’s holding of X: undoing the trades would leave a negative quantity (more sold than was bought, or more bought than is held today). So these figures assume today’s holdings were held unchanged throughout.',
    );
    // Today's 5 X held throughout: 5 × 100 on Jan 1 → 5 × 120 on Jan 3: 600 / 500 − 1 = 0.2.
    expect(period(p, 'SI').twr).toBe(0.2);
  });
});
