import { z } from 'zod';
import { defineTool, type ToolContext, type Words } from './types.js';
import { moveBetween, PeriodSchema, SpanFields, SpanSchema, spanOf, startOf, type Period, type Span } from './period.js';
import { periodOrSpan } from './words.js';
import { StaleClose, staleAgeSentence, staleCloseOf } from './stale-closes.js';

const PriceOutput = z.object({
  ticker: z.string(),
  name: z.string().nullable(),
  currency: z.string().nullable(),
  period: PeriodSchema,
  /** Set when a past day was asked for: the close on or before it. */
  on: z.string().nullable().optional(),
  close: z.number().nullable(),
  date: z.string().nullable(),
  startClose: z.number().nullable(),
  startDate: z.string().nullable(),
  change: z.number().nullable(),
  /** The exact days asked instead of `period` ("since March"); null for a stored period. */
  span: SpanSchema.nullable().optional(),
  /** The latest close's day and age when it is older than its market's usual gap; absent for a past day's close. */
  staleClose: StaleClose.nullable().optional(),
});
export type PriceOutput = z.infer<typeof PriceOutput>;

/** An instrument's latest close and its move over a period (held or not). */
export const priceTool = defineTool({
  name: 'price',
  description: "An instrument's latest close (in its own currency) and its change over a period (1W, 1M, 3M, 6M, YTD, 1Y), or between exact days (`from`, `to`).",
  input: z.object({ ticker: z.string().min(1).max(32), period: PeriodSchema.default('1M'), on: z.iso.date().optional(), ...SpanFields }),
  output: PriceOutput,
  async run(ctx, { ticker, period, on, from, to }) {
    if (on !== undefined) return priceOn(ctx, ticker, on);
    return priceOf(ctx, ticker, period, spanOf({ from, to }, ctx.asOf));
  },
  dataDays: (o) => [o.date],
  render(o, w) {
    return [pricedSentence(o, w)];
  },
});

/** The close and its move over a stored period, or over the exact days of `span` when one was asked. */
export async function priceOf(ctx: ToolContext, ticker: string, period: Period, span: Span | null = null): Promise<PriceOutput> {
  const [from, to] = span ? [span.from, span.to] : [startOf(period, ctx.asOf), ctx.asOf];
  const [instruments, history] = await Promise.all([ctx.market.instruments([ticker]), ctx.market.priceHistory([ticker], minus(from, 10), to)]);
  const instrument = instruments.get(ticker);
  const move = moveBetween(history.get(ticker), from, to);
  // No close inside the period: the series stopped earlier, so its last close is old news worth naming, not "no price".
  const last = move ? { close: move.close, date: move.date } : (await ctx.market.latestPrices([ticker], to)).get(ticker);
  return {
    ticker,
    name: instrument?.name ?? null,
    currency: instrument?.currency ?? null,
    period,
    close: last?.close ?? null,
    date: last?.date ?? null,
    startClose: move?.startClose ?? null,
    startDate: move?.startDate ?? null,
    change: move?.change ?? null,
    span,
    // A span that ended before today asks for its own last close, which is no stale news.
    staleClose: instrument && last && to === ctx.asOf ? staleCloseOf(instrument.assetClass, last.date, ctx.asOf) : null,
  };
}

/** The price sentence, then the close's age when it is stale (the price sentence gave its day). */
export function pricedSentence(o: PriceOutput, w: Words): string {
  return o.staleClose && o.close !== null && o.on == null ? `${priceSentence(o, w)} ${staleAgeSentence(o.staleClose, w)}` : priceSentence(o, w);
}

export function priceSentence(o: PriceOutput, w: Words): string {
  if (o.name === null) return w.t('tool.price.unknown', { ticker: o.ticker });
  const name = `${o.name} (${o.ticker})`;
  // Days asked before the instrument's first close: said, never the move of other days.
  const noData = o.span && o.change === null ? w.t('tool.span.no_data', { period: periodOrSpan(w, o.period, o.span) }) : undefined;
  if (o.close === null || o.date === null || o.currency === null) return noData ?? w.t('tool.position.no_price', { name });
  if (o.on) return w.t('tool.price.on', { name, price: w.fmt.price(o.close, o.currency), date: w.fmt.date(o.date), asked: w.fmt.date(o.on), same: o.date === o.on ? 'yes' : 'no' });
  if (noData) return `${w.t('tool.price.result', { name, price: w.fmt.price(o.close, o.currency), date: w.fmt.date(o.date), change: '', period: '', start: '' })} ${noData}`;
  return w.t('tool.price.result', {
    name,
    price: w.fmt.price(o.close, o.currency),
    date: w.fmt.date(o.date),
    change: o.change === null ? '' : w.fmt.signedPct(o.change),
    period: periodOrSpan(w, o.period, o.span),
    start: o.startClose === null ? '' : w.fmt.price(o.startClose, o.currency),
  });
}

/** The close on or before a past day. */
async function priceOn(ctx: ToolContext, ticker: string, on: string): Promise<PriceOutput> {
  const day = on > ctx.asOf ? ctx.asOf : on;
  const [instruments, history] = await Promise.all([ctx.market.instruments([ticker]), ctx.market.priceHistory([ticker], minus(day, 10), day)]);
  const instrument = instruments.get(ticker);
  const close = history.get(ticker)?.at(-1);
  return { ticker, name: instrument?.name ?? null, currency: instrument?.currency ?? null, period: '1M', on: day, close: close?.close ?? null, date: close?.date ?? null, startClose: null, startDate: null, change: null };
}

/** A few days of slack before a period's start, so the close on or before it is loaded. */
function minus(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
