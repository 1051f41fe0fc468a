import { z } from 'zod';
import { FxTable } from '../analytics/fx.js';
import { realizedPnlFifo } from '../analytics/trades.js';
import { round } from './lookups.js';
import { activityAfter, PeriodSchema, SpanFields, SpanSchema, spanOf, startOf } from './period.js';
import { periodOrSpan } from './words.js';
import { defineTool, type Words } from './types.js';

/** Fees, turnover and realized P&L all read the trade log; a portfolio without one is said to have none. */

const FeesOutput = z.object({
  baseCurrency: z.string(),
  /** When a period or tickers were asked for: the fees of those trades. */
  asked: z.object({ period: z.string().nullable(), span: SpanSchema.nullable().optional(), tickers: z.array(z.string()), fees: z.number(), trades: z.number().int() }).nullable(),
  tradeCount: z.number().int(),
  /** Every logged fee, each converted at its trade day's rate. */
  total: z.number(),
  last12m: z.number(),
  notional: z.number(),
  /** total / traded value; null without trades. */
  ratio: z.number().nullable(),
});

export const feesTool = defineTool({
  name: 'fees',
  description: 'Trading fees paid according to the trade log: in total, over the last 12 months, as a share of the value traded; optionally over a period (1W, 1M, 3M, 6M, YTD, 1Y) or exact days (`from`, `to`), and for some tickers.',
  input: z.object({ period: PeriodSchema.optional(), ...SpanFields, tickers: z.array(z.string().min(1).max(32)).max(6).default([]) }),
  output: FeesOutput,
  async run(ctx, input) {
    const { analytics: a, input: data } = await ctx.insight();
    const c = a.costs;
    let asked: z.infer<typeof FeesOutput>['asked'] = null;
    const span = spanOf(input, ctx.asOf);
    if (input.period !== undefined || span !== null || input.tickers.length > 0) {
      // Each fee at its trade day's rate, as the totals are; exact days asked count instead of the period.
      const fx = new FxTable(data.fxPoints);
      const since = span ? activityAfter(span) : input.period === undefined ? '' : startOf(input.period, ctx.asOf);
      const until = span?.to ?? ctx.asOf;
      const picked = data.trades.filter((t) => {
        const day = t.executedAt.slice(0, 10);
        return day > since && day <= until && (input.tickers.length === 0 || input.tickers.includes(t.ticker));
      });
      const fees = picked.reduce((acc, t) => acc + (fx.convert(t.fees ?? 0, t.currency, a.baseCurrency, t.executedAt.slice(0, 10)) ?? 0), 0);
      asked = { period: input.period ?? null, span, tickers: input.tickers, fees: round(fees, 2), trades: picked.length };
    }
    return { baseCurrency: a.baseCurrency, asked, tradeCount: a.tradeCount, total: round(c.fees, 2), last12m: round(c.fees12m, 2), notional: round(c.notional, 2), ratio: c.feeRatio === null ? null : round(c.feeRatio, 6) };
  },
  render(o, w) {
    if (o.tradeCount === 0) return [w.t('tool.activity.no_log')];
    const asked = o.asked
      ? [
          w.t('tool.fees.asked', {
            amount: w.fmt.money(o.asked.fees, o.baseCurrency),
            count: o.asked.trades,
            period: o.asked.period === null && !o.asked.span ? '' : periodOrSpan(w, o.asked.period ?? '', o.asked.span),
            tickers: o.asked.tickers.length === 0 ? '' : w.fmt.list(o.asked.tickers),
          }),
        ]
      : [];
    return [
      ...asked,
      w.t('tool.fees.result', {
        total: w.fmt.money(o.total, o.baseCurrency),
        count: o.tradeCount,
        last12m: w.fmt.money(o.last12m, o.baseCurrency),
        notional: w.fmt.money(o.notional, o.baseCurrency),
        ratio: o.ratio === null ? '' : w.fmt.pct(o.ratio, 2),
      }),
    ];
  },
});

const TurnoverOutput = z.object({
  baseCurrency: z.string(),
  tradeCount: z.number().int(),
  trades12m: z.number().int(),
  bought12m: z.number(),
  sold12m: z.number(),
  /** min(bought, sold) over 12 months / today's value. */
  ratio: z.number().nullable(),
});

export const turnoverTool = defineTool({
  name: 'turnover',
  description: 'How actively the portfolio was traded over the last 12 months: number of trades, amounts bought and sold, and the turnover ratio.',
  input: z.object({}),
  output: TurnoverOutput,
  async run(ctx) {
    const { analytics: a } = await ctx.insight();
    const t = a.turnover;
    return {
      baseCurrency: a.baseCurrency,
      tradeCount: a.tradeCount,
      trades12m: t.tradeCount12m,
      bought12m: round(t.buys12m, 2),
      sold12m: round(t.sells12m, 2),
      ratio: t.ratio === null ? null : round(t.ratio, 6),
    };
  },
  render(o, w) {
    if (o.tradeCount === 0) return [w.t('tool.activity.no_log')];
    if (o.trades12m === 0) return [w.t('tool.turnover.none_12m', { count: o.tradeCount })];
    return [
      w.t('tool.turnover.result', {
        count: o.trades12m,
        bought: w.fmt.money(o.bought12m, o.baseCurrency),
        sold: w.fmt.money(o.sold12m, o.baseCurrency),
        ratio: o.ratio === null ? '' : w.fmt.pct(o.ratio),
      }),
    ];
  },
});

const RealizedOutput = z.object({
  /** The tickers asked about; empty for the whole log. */
  tickers: z.array(z.string()),
  baseCurrency: z.string(),
  tradeCount: z.number().int(),
  sellCount: z.number().int(),
  total: z.number(),
  byTicker: z.array(z.object({ ticker: z.string(), realized: z.number() })),
  /** Sold units no logged buy accounts for: their cost, and so their result, is unknown. */
  unmatched: z.array(z.string()),
  /** When a period or exact days were asked: what the sales of those days realized (of the tickers asked, else all). */
  window: z.object({ period: z.string().nullable(), span: SpanSchema.nullable(), total: z.number(), sales: z.number().int() }).nullable().optional(),
});

export const realizedPnlTool = defineTool({
  name: 'realized_pnl',
  description: 'Profit or loss realized by sales in the trade log (first in, first out, in the base currency, fees excluded): in total and per ticker, or for one ticker; optionally the sales of a period (1W, 1M, 3M, 6M, YTD, 1Y) or of exact days (`from`, `to`).',
  input: z.object({ tickers: z.array(z.string().min(1).max(32)).max(6).default([]), period: PeriodSchema.optional(), ...SpanFields }),
  output: RealizedOutput,
  async run(ctx, input) {
    const { analytics: a, input: data } = await ctx.insight();
    const r = a.realized;
    const span = spanOf(input, ctx.asOf);
    let window: z.infer<typeof RealizedOutput>['window'] = null;
    if (span !== null || input.period !== undefined) {
      // First in, first out is decided by the order of the trades alone, so the sales of (after, until] realized what the
      // log up to `until` realized less what the log up to `after` had.
      const after = span ? activityAfter(span) : startOf(input.period ?? '1Y', ctx.asOf);
      const until = span?.to ?? ctx.asOf;
      const fx = new FxTable(data.fxPoints);
      const upTo = (day: string) => realizedPnlFifo(data.trades.filter((t) => t.executedAt.slice(0, 10) <= day), a.baseCurrency, fx);
      const [end, start] = [upTo(until), upTo(after)];
      const of = (pnl: typeof end): number => (input.tickers.length === 0 ? pnl.total : pnl.byTicker.filter((b) => input.tickers.includes(b.ticker)).reduce((acc, b) => acc + b.realized, 0));
      const sales = data.trades.filter((t) => t.side === 'sell' && t.kind !== 'transfer' && t.executedAt.slice(0, 10) > after && t.executedAt.slice(0, 10) <= until && (input.tickers.length === 0 || input.tickers.includes(t.ticker))).length;
      window = { period: input.period ?? null, span, total: round(of(end) - of(start), 2), sales };
    }
    return {
      tickers: input.tickers,
      baseCurrency: a.baseCurrency,
      tradeCount: a.tradeCount,
      sellCount: r.sellCount,
      total: round(r.total, 2),
      byTicker: [...r.byTicker].sort((x, y) => Math.abs(y.realized) - Math.abs(x.realized) || (x.ticker < y.ticker ? -1 : 1)).map((b) => ({ ticker: b.ticker, realized: round(b.realized, 2) })),
      unmatched: r.unmatchedSells.map((u) => u.ticker),
      window,
    };
  },
  render(o, w) {
    if (o.tradeCount === 0) return [w.t('tool.activity.no_log')];
    if (o.sellCount === 0) return [w.t('tool.realized.no_sells', { count: o.tradeCount })];
    const window = o.window
      ? [
          w.t('tool.realized.window', {
            period: periodOrSpan(w, o.window.period ?? '', o.window.span),
            tickers: o.tickers.length === 0 ? 'none' : w.fmt.list(o.tickers),
            direction: o.window.total < 0 ? 'loss' : 'gain',
            amount: w.fmt.money(Math.abs(o.window.total), o.baseCurrency),
            count: o.window.sales,
          }),
        ]
      : [];
    return [...window, ...realizedLines(o, w)];
  },
});

/** The realized result of the whole log: of the tickers asked, or in total and per ticker. */
function realizedLines(o: z.infer<typeof RealizedOutput>, w: Words): string[] {
  if (o.tickers.length > 0) {
    const lines = o.tickers.map((ticker) => {
      const one = o.byTicker.find((b) => b.ticker === ticker);
      return one
        ? w.t('tool.realized.ticker', { ticker, direction: one.realized < 0 ? 'loss' : 'gain', amount: w.fmt.money(Math.abs(one.realized), o.baseCurrency) })
        : w.t('tool.realized.ticker_none', { ticker });
    });
    return [lines.join(' '), w.t('tool.realized.total', { direction: o.total < 0 ? 'loss' : 'gain', amount: w.fmt.money(Math.abs(o.total), o.baseCurrency), count: o.sellCount })];
  }
  const lines = o.byTicker.slice(0, 8).map((b) => `- ${w.t('tool.realized.line', { ticker: b.ticker, amount: w.fmt.signedMoney(b.realized, o.baseCurrency) })}`);
  const out = [
    w.t('tool.realized.total', { direction: o.total < 0 ? 'loss' : 'gain', amount: w.fmt.money(Math.abs(o.total), o.baseCurrency), count: o.sellCount }),
    lines.join('\n'),
  ];
  if (o.unmatched.length > 0) out.push(w.t('tool.realized.unmatched', { tickers: w.fmt.list(o.unmatched), count: o.unmatched.length }));
  return out.filter((p) => p.length > 0);
}
