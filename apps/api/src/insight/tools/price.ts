import { z } from 'zod';
import { defineTool, type ToolContext, type Words } from './types.js';
import { moveOver, PeriodSchema, startOf, type Period } from './period.js';
import { periodLabel } from './words.js';
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
  /** The latest close's day and age when it is older than its market's usual gap; absent for a past day's close. */
  staleClose: StaleClose.nullable().optional(),
});
export type PriceOutput = z.infer<typeof PriceOutput>;

/** An instrument's latest close and its move over a period (held or not). */
export const priceTool = defineTool({
  name: 'price',
  description: "An instrument's latest close (in its own currency) and its change over a period (1W, 1M, 3M, 6M, YTD, 1Y).",
  input: z.object({ ticker: z.string().min(1).max(32), period: PeriodSchema.default('1M'), on: z.iso.date().optional() }),
  output: PriceOutput,
  async run(ctx, { ticker, period, on }) {
    if (on !== undefined) return priceOn(ctx, ticker, on);
    return priceOf(ctx, ticker, period);
  },
  dataDays: (o) => [o.date],
  render(o, w) {
    return [pricedSentence(o, w)];
  },
});

export async function priceOf(ctx: ToolContext, ticker: string, period: Period): Promise<PriceOutput> {
  const [instruments, history] = await Promise.all([ctx.market.instruments([ticker]), ctx.market.priceHistory([ticker], minus(startOf(period, ctx.asOf), 10), ctx.asOf)]);
  const instrument = instruments.get(ticker);
  const move = moveOver(history.get(ticker), period, ctx.asOf);
  // No close inside the period: the series stopped earlier, so its last close is old news worth naming, not "no price".
  const last = move ? { close: move.close, date: move.date } : (await ctx.market.latestPrices([ticker], ctx.asOf)).get(ticker);
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
    staleClose: instrument && last ? staleCloseOf(instrument.assetClass, last.date, ctx.asOf) : null,
  };
}

/** The price sentence, then the close's age when it is stale (the price sentence gave its day). */
export function pricedSentence(o: PriceOutput, w: Words): string {
  return o.staleClose && o.close !== null && o.on == null ? `${priceSentence(o, w)} ${staleAgeSentence(o.staleClose, w)}` : priceSentence(o, w);
}

export function priceSentence(o: PriceOutput, w: Words): string {
  if (o.name === null) return w.t('tool.price.unknown', { ticker: o.ticker });
  const name = `${o.name} (${o.ticker})`;
  if (o.close === null || o.date === null || o.currency === null) return w.t('tool.position.no_price', { name });
  if (o.on) return w.t('tool.price.on', { name, price: w.fmt.price(o.close, o.currency), date: w.fmt.date(o.date), asked: w.fmt.date(o.on), same: o.date === o.on ? 'yes' : 'no' });
  return w.t('tool.price.result', {
    name,
    price: w.fmt.price(o.close, o.currency),
    date: w.fmt.date(o.date),
    change: o.change === null ? '' : w.fmt.signedPct(o.change),
    period: periodLabel(w, o.period),
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
