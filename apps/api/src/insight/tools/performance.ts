import { BENCHMARK_NAMES, PerformancePeriodLabelSchema, type BenchmarkName } from '@clarity/shared';
import { z } from 'zod';
import { benchmarkDisplayName, catalogBenchmark } from '../../market/benchmark-catalog.js';
import { periodStart } from '../analytics/periods.js';
import { defineTool, type ToolContext, type Words } from './types.js';
import { SpanFields, SpanSchema, spanOf } from './period.js';
import { periodLabel, periodOrSpan } from './words.js';

const Output = z.object({
  period: PerformancePeriodLabelSchema,
  asked: z.string().nullable(),
  basis: z.enum(['trade_log', 'current_holdings']),
  currency: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  twr: z.number().nullable(),
  /** Money-weighted return (the XIRR of the start value, the flows and the end value): yearly when annualized, else over the period. */
  mwr: z.number().nullable(),
  /** The period lasts over a year, so `mwr` is a yearly rate. */
  mwrAnnualized: z.boolean(),
  /** Which return the answer leads with: the time-weighted one, or the money-weighted one asked for by name (MWR, XIRR, IRR). */
  measure: z.enum(['twr', 'mwr']),
  benchmark: z.number().nullable(),
  benchmarkLabel: z.string().nullable(),
  /** The catalog benchmark the question named (`sp500`), null for the portfolio's own. */
  benchmarkName: z.enum(BENCHMARK_NAMES).nullable(),
  /** The named benchmark has no series in the market data: nothing to compare with. */
  benchmarkMissing: z.boolean(),
  valueChange: z.number().nullable(),
  notes: z.array(z.string()),
  /** The exact days asked instead of `period` ("since March", "last quarter"); null for a stored period. */
  span: SpanSchema.nullable().optional(),
  /** Nothing held and nothing traded: no performance to speak of. */
  empty: z.boolean(),
});

export type PerformanceOutput = z.infer<typeof Output>;

/** The portfolio's return over a period against its benchmark (the card's performance figures). */
export const performanceTool = defineTool({
  name: 'performance',
  description:
    "The portfolio's return over a period (1M, 3M, YTD, 1Y or since the first trade) or between exact days (`from`, `to`): time-weighted against its benchmark by default, or with `measure: 'mwr'` its money-weighted return (XIRR, IRR: what the user's money earned, timing of deposits and trades included), and its change in value.",
  input: z.object({
    period: PerformancePeriodLabelSchema.default('1Y'),
    /** The period the question named when returns are not kept for it (a week, six months): said, and the nearest given. */
    asked: z.enum(['1W', '6M']).optional(),
    /** A catalog benchmark to compare with instead of the portfolio's own (the chat's `benchmarkByName`). */
    benchmark: z.enum(BENCHMARK_NAMES).optional(),
    /** `mwr`: the money-weighted return leads (asked for by name: "my XIRR", "money-weighted return", "interner Zinsfuß", "TRI", "TIR"). */
    measure: z.enum(['twr', 'mwr']).optional(),
    ...SpanFields,
  }),
  output: Output,
  async run(ctx, { period, asked, benchmark, measure, from, to }) {
    const span = spanOf({ from, to }, ctx.asOf);
    const [p, { analytics, input }, missing, between] = await Promise.all([
      ctx.performance(benchmark),
      ctx.insight(),
      benchmark ? seriesMissing(ctx, benchmark) : false,
      span ? ctx.performanceBetween(span, benchmark) : undefined,
    ]);
    // Exact days asked: their figures, computed by the same engine; else the stored period's.
    const row = between ?? p.periods.find((x) => x.label === period);
    return {
      period,
      asked: span ? null : (asked ?? null),
      basis: p.basis,
      currency: p.currency,
      from: row?.from ?? null,
      to: row?.to ?? null,
      twr: row?.twr ?? null,
      mwr: row?.mwr ?? null,
      // The engine's rule (analytics/performance.ts): a period that starts before the past year's start is annualized.
      mwrAnnualized: row?.from != null && row.from < periodStart('1Y', row.to ?? ctx.asOf),
      measure: measure ?? 'twr',
      benchmark: missing ? null : (row?.benchmark ?? null),
      benchmarkLabel: p.benchmark?.label ?? null,
      benchmarkName: benchmark ?? null,
      benchmarkMissing: missing,
      valueChange: row?.valueChange ?? null,
      notes: p.notes,
      span,
      empty: analytics.valuation.positions.length === 0 && analytics.valuation.unpriced.length === 0 && input.trades.length === 0,
    };
  },
  render(o, w) {
    if (o.empty) return [w.t('tool.summary.empty')];
    const nearest = o.asked === null ? [] : [w.t('tool.performance.nearest', { asked: periodLabel(w, o.asked), period: periodLabel(w, o.period) })];
    // A benchmark the question named: said when there is nothing to compare with, and that it replaces the portfolio's own.
    const named =
      o.benchmarkName === null ? [] : [w.t(o.benchmarkMissing ? 'benchmark.no_series' : 'benchmark.compared', { name: benchmarkDisplayName(o.benchmarkName, w.locale) })];
    if (o.measure === 'mwr') return [...nearest, ...moneyWeighted(o, w)];
    // Days before the history: no data for them, never the figures of other days.
    if (o.twr === null && o.span) return [...named, w.t('tool.span.no_data', { period: periodOrSpan(w, o.period, o.span) }), ...o.notes.slice(0, 2)];
    if (o.twr === null) return [...named, w.t('tool.performance.unknown', { period: periodLabel(w, o.period) }), ...o.notes.slice(0, 2)];
    // A named benchmark with no series is said first; one that replaced the portfolio's own comes right after the figures it labels.
    if (o.benchmarkMissing) nearest.push(...named);
    const parts = [
      // The answer first: up or down by how much, then ahead of or behind the benchmark.
      w.t('tool.performance.result', {
        ...when(o, w),
        direction: o.twr < 0 ? 'down' : 'up',
        twr: w.fmt.pct(Math.abs(o.twr)),
        benchmark: o.benchmark === null ? '' : w.fmt.signedPct(o.benchmark),
        relation: o.benchmark === null ? 'level' : relationTo(o.twr, o.benchmark),
        label: o.benchmarkLabel ?? '',
      }),
    ];
    if (!o.benchmarkMissing) parts.push(...named);
    if (o.valueChange !== null) parts.push(w.t('tool.performance.value_change', { amount: w.fmt.signedMoney(o.valueChange, o.currency) }));
    parts.push(w.t(o.basis === 'trade_log' ? 'tool.performance.basis_log' : 'tool.performance.basis_holdings'));
    return [...nearest, parts.join(' ')];
  },
});

/** The money-weighted return asked for by name: it first (yearly or over the period), then the time-weighted one beside it. */
function moneyWeighted(o: z.infer<typeof Output>, w: Words): string[] {
  if (o.mwr === null) return [w.t(o.span ? 'tool.span.no_data' : 'tool.performance.mwr_unknown', { period: periodOrSpan(w, o.period, o.span) }), ...o.notes.slice(0, 2)];
  const parts = [w.t('tool.performance.mwr', { ...when(o, w), mwr: w.fmt.signedPct(o.mwr), annualized: o.mwrAnnualized ? 'yes' : 'no' })];
  if (o.twr !== null) parts.push(w.t('tool.performance.mwr_twr', { twr: w.fmt.signedPct(o.twr) }));
  if (o.valueChange !== null) parts.push(w.t('tool.performance.value_change', { amount: w.fmt.signedMoney(o.valueChange, o.currency) }));
  // Without a trade log there were no flows to weigh: said, as for the time-weighted return.
  if (o.basis === 'current_holdings') parts.push(w.t('tool.performance.basis_holdings'));
  return [parts.join(' ')];
}

/** Which span the sentence opens with: a stored period by its label, exact days by their dates in the locale's format. */
function when(o: z.infer<typeof Output>, w: Words): { when: string; from: string; to: string } {
  if (!o.span) return { when: o.period, from: '', to: '' };
  return { when: 'span', from: w.fmt.date(o.span.from), to: w.fmt.date(o.span.to) };
}

/** Ahead of or behind the benchmark, or level with it within half a tenth of a point (what a rounded figure cannot tell apart). */
function relationTo(twr: number, benchmark: number): 'ahead' | 'behind' | 'level' {
  if (Math.abs(twr - benchmark) < 0.0005) return 'level';
  return twr > benchmark ? 'ahead' : 'behind';
}

/** Whether the market data lacks a series for a component of a catalog benchmark (no instrument, or no close by the day). */
async function seriesMissing(ctx: ToolContext, name: BenchmarkName): Promise<boolean> {
  const tickers = catalogBenchmark(name).components.map((c) => c.ticker);
  const [instruments, closes] = await Promise.all([ctx.market.instruments(tickers), ctx.market.latestPrices(tickers, ctx.asOf)]);
  return tickers.some((ticker) => !instruments.has(ticker) || !closes.has(ticker));
}
