import { z } from 'zod';
import { FxTable } from '../analytics/fx.js';
import { round } from './lookups.js';
import { PeriodSchema, SpanFields, SpanSchema, spanOf, startOf } from './period.js';
import { defineTool } from './types.js';
import { periodOrSpan } from './words.js';

const Currency = z.string().regex(/^[A-Z]{3}$/);

const Output = z.object({
  base: z.string(),
  quote: z.string(),
  period: PeriodSchema,
  /** Units of `quote` per one `base`, the latest on or before the day; null when no stored pair connects them. */
  rate: z.number().nullable(),
  date: z.string().nullable(),
  startRate: z.number().nullable(),
  startDate: z.string().nullable(),
  change: z.number().nullable(),
  /** The exact days asked instead of `period`; null for a stored period. */
  span: SpanSchema.nullable().optional(),
});

/** An exchange rate (stored pairs, inverses and crosses) and its move over a period. */
export const fxRateTool = defineTool({
  name: 'fx_rate',
  description: 'An exchange rate (units of quote per one base currency, latest on or before today) and its change over a period, or between exact days (`from`, `to`).',
  input: z.object({ base: Currency, quote: Currency, period: PeriodSchema.default('1M'), on: z.iso.date().optional(), ...SpanFields }),
  output: Output,
  async run(ctx, { base, quote, period, on, from, to }) {
    const { input } = await ctx.insight();
    const fx = new FxTable(input.fxPoints);
    const span = on === undefined ? spanOf({ from, to }, ctx.asOf) : null;
    // A past day asked for: the rate on or before it, and its move over the period before it; a span: its own last day and first.
    const day = span ? span.to : on !== undefined && on < ctx.asOf ? on : ctx.asOf;
    const start = span ? span.from : startOf(period, day);
    const pairs = input.fxPoints.filter((p) => [p.base, p.quote].some((c) => c === base || c === quote));
    const lastDate = (day: string): string | null => pairs.map((p) => p.date).filter((d) => d <= day).sort().at(-1) ?? null;
    const rate = fx.rate(base, quote, day);
    const startRate = fx.rate(base, quote, start);
    return {
      base,
      quote,
      period,
      rate: rate === undefined ? null : round(rate, 6),
      date: lastDate(day),
      startRate: startRate === undefined ? null : round(startRate, 6),
      startDate: lastDate(start),
      change: rate !== undefined && startRate !== undefined && startRate > 0 ? round(rate / startRate - 1, 6) : null,
      span,
    };
  },
  // The rate's own day (not the period's start): what the answer's figure is.
  dataDays: (o) => [o.date],
  render(o, w) {
    if (o.rate === null || o.date === null) return [w.t('tool.fx.unknown', { base: o.base, quote: o.quote })];
    const noData = o.span && o.change === null ? [w.t('tool.span.no_data', { period: periodOrSpan(w, o.period, o.span) })] : [];
    return [
      w.t('tool.fx.result', {
        base: o.base,
        quote: o.quote,
        rate: w.fmt.rate(o.rate),
        date: w.fmt.date(o.date),
        change: o.change === null ? '' : w.fmt.signedPct(o.change, 2),
        start: o.startRate === null ? '' : w.fmt.rate(o.startRate),
        period: periodOrSpan(w, o.period, o.span),
        direction: o.change === null ? 'flat' : o.change > 0 ? 'stronger' : o.change < 0 ? 'weaker' : 'flat',
      }),
      ...noData,
    ];
  },
});
