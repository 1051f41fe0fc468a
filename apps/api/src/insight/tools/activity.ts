import { z } from 'zod';
import { FxTable } from '../analytics/fx.js';
import { round } from './lookups.js';
import { PeriodSchema, startOf } from './period.js';
import { periodLabel } from './words.js';
import { defineTool } from './types.js';

/** Fees, turnover and realized P&L all read the trade log; a portfolio without one is said to have none. */

const FeesOutput = z.object({
  baseCurrency: z.string(),
  /** When a period or tickers were asked for: the fees of those trades. */
  asked: z.object({ period: z.string().nullable(), tickers: z.array(z.string()), fees: z.number(), trades: z.number().int() }).nullable(),
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
  description: 'Trading fees paid according to the trade log: in total, over the last 12 months, as a share of the value traded; optionally over a period (1W, 1M, 3M, 6M, YTD, 1Y) and for some tickers.',
  input: z.object({ period: PeriodSchema.optional(), tickers: z.array(z.string().min(1).max(32)).max(6).default([]) }),
  output: FeesOutput,
  async run(ctx, input) {
    const { analytics: a, input: data } = await ctx.insight();
    const c = a.costs;
    let asked: z.infer<typeof FeesOutput>['asked'] = null;
    if (input.period !== undefined || input.tickers.length > 0) {
      // Each fee at its trade day's rate, as the totals are.
      const fx = new FxTable(data.fxPoints);
      const since = input.period === undefined ? '' : startOf(input.period, ctx.asOf);
      const picked = data.trades.filter((t) => {
        const day = t.executedAt.slice(0, 10);
        return day > since && day <= ctx.asOf && (input.tickers.length === 0 || input.tickers.includes(t.ticker));
      });
      const fees = picked.reduce((acc, t) => acc + (fx.convert(t.fees ?? 0, t.currency, a.baseCurrency, t.executedAt.slice(0, 10)) ?? 0), 0);
      asked = { period: input.period ?? null, tickers: input.tickers, fees: round(fees, 2), trades: picked.length };
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
            period: o.asked.period === null ? '' : periodLabel(w, o.asked.period),
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
});

export const realizedPnlTool = defineTool({
  name: 'realized_pnl',
  description: 'Profit or loss realized by sales in the trade log (first in, first out, in the base currency, fees excluded): in total and per ticker, or for one ticker.',
  input: z.object({ tickers: z.array(z.string().min(1).max(32)).max(6).default([]) }),
  output: RealizedOutput,
  async run(ctx, input) {
    const { analytics: a } = await ctx.insight();
    const r = a.realized;
    return {
      tickers: input.tickers,
      baseCurrency: a.baseCurrency,
      tradeCount: a.tradeCount,
      sellCount: r.sellCount,
      total: round(r.total, 2),
      byTicker: [...r.byTicker].sort((x, y) => Math.abs(y.realized) - Math.abs(x.realized) || (x.ticker < y.ticker ? -1 : 1)).map((b) => ({ ticker: b.ticker, realized: round(b.realized, 2) })),
      unmatched: r.unmatchedSells.map((u) => u.ticker),
    };
  },
  render(o, w) {
    if (o.tradeCount === 0) return [w.t('tool.activity.no_log')];
    if (o.sellCount === 0) return [w.t('tool.realized.no_sells', { count: o.tradeCount })];
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
  },
});
