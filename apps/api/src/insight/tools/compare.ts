import { z } from 'zod';
import { round, weightIn } from './lookups.js';
import { PeriodSchema, SpanFields, SpanSchema, spanOf } from './period.js';
import { priceOf, pricedSentence } from './price.js';
import { StaleClose } from './stale-closes.js';
import { defineTool, type Words } from './types.js';
import { periodOrSpan } from './words.js';

const Output = z.object({
  period: PeriodSchema,
  /** The exact days asked instead of `period`; null for a stored period. */
  span: SpanSchema.nullable().optional(),
  baseCurrency: z.string(),
  items: z.array(
    z.object({
      ticker: z.string(),
      name: z.string().nullable(),
      currency: z.string().nullable(),
      close: z.number().nullable(),
      date: z.string().nullable(),
      change: z.number().nullable(),
      weight: z.number(),
      value: z.number(),
      /** The unrealized gain or loss on what was paid for it (held, with a known cost); what "did better for me" asks. */
      gain: z.object({ total: z.number(), ratio: z.number().nullable() }).nullable().optional(),
      /** The latest close's day and age when it is older than its market's usual gap. */
      staleClose: StaleClose.nullable().optional(),
    }),
  ),
});

/** Two or more instruments side by side: their move over the period and what the portfolio holds of each. */
export const compareTool = defineTool({
  name: 'compare',
  description: 'Compares two or more instruments: each one’s price change over a period (or between exact days, `from` and `to`) and its share of the portfolio.',
  input: z.object({ tickers: z.array(z.string().min(1).max(32)).min(2).max(6), period: PeriodSchema.default('1M'), ...SpanFields }),
  output: Output,
  async run(ctx, { tickers, period, from, to }) {
    const { analytics: a } = await ctx.insight();
    const span = spanOf({ from, to }, ctx.asOf);
    const prices = await Promise.all(tickers.map((t) => priceOf(ctx, t, period, span)));
    return {
      period,
      span,
      baseCurrency: a.baseCurrency,
      items: prices.map((p) => {
        const held = a.valuation.positions.find((x) => x.ticker === p.ticker);
        return {
          ticker: p.ticker,
          name: p.name,
          currency: p.currency,
          close: p.close,
          date: p.date,
          change: p.change,
          staleClose: p.staleClose ?? null,
          weight: held ? round(weightIn(held.value, a.valuation.totalValue), 6) : 0,
          value: held ? round(held.value, 2) : 0,
          gain: held?.pnl ? { total: round(held.pnl.total, 2), ratio: held.pnl.costBase > 0 ? round(held.pnl.total / held.pnl.costBase, 6) : null } : null,
        };
      }),
    };
  },
  dataDays: (o) => o.items.map((i) => i.date),
  render(o, w) {
    const lines = o.items.map((i) => {
      const price = pricedSentence({ ...i, period: o.period, span: o.span ?? null, startClose: null, startDate: null }, w);
      const held = i.value > 0 ? w.t('tool.compare.held', { ticker: i.ticker, value: w.fmt.money(i.value, o.baseCurrency), weight: w.fmt.pct(i.weight) }) : w.t('tool.compare.not_held', { ticker: i.ticker });
      return `- ${price} ${held}`;
    });
    const ranked = o.items.filter((i) => i.change !== null).sort((x, y) => (y.change ?? 0) - (x.change ?? 0));
    const out = [...ownGains(o, w), lines.join('\n')];
    const best = ranked[0];
    const worst = ranked.at(-1);
    if (best && worst && best !== worst) {
      out.push(w.t('tool.compare.verdict', { best: best.ticker, bestChange: w.fmt.signedPct(best.change ?? 0), worst: worst.ticker, worstChange: w.fmt.signedPct(worst.change ?? 0), period: periodOrSpan(w, o.period, o.span) }));
    }
    return out;
  },
});

/** Which did better for the user: the unrealized gain on what was paid, when two or more of them are held with a known cost (price moves come after). */
function ownGains(o: z.infer<typeof Output>, w: Words): string[] {
  const gained = o.items.flatMap((i) => (i.gain ? [{ ticker: i.ticker, gain: i.gain }] : []));
  if (gained.length < 2) return [];
  const byRatio = gained.every((g) => g.gain.ratio !== null);
  const ranked = [...gained].sort((x, y) => (byRatio ? (y.gain.ratio ?? 0) - (x.gain.ratio ?? 0) : y.gain.total - x.gain.total));
  const best = ranked[0]!;
  const worst = ranked.at(-1)!;
  const said = (g: { total: number; ratio: number | null }): string => `${w.fmt.signedMoney(g.total, o.baseCurrency)}${g.ratio === null ? '' : ` (${w.fmt.signedPct(g.ratio)})`}`;
  return [w.t('tool.compare.own_gains', { best: best.ticker, bestGain: said(best.gain), worst: worst.ticker, worstGain: said(worst.gain) })];
}
