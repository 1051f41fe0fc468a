import { z } from 'zod';
import { round, weightIn } from './lookups.js';
import { PeriodSchema } from './period.js';
import { priceOf, priceSentence } from './price.js';
import { defineTool } from './types.js';
import { periodLabel } from './words.js';

const Output = z.object({
  period: PeriodSchema,
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
    }),
  ),
});

/** Two or more instruments side by side: their move over the period and what the portfolio holds of each. */
export const compareTool = defineTool({
  name: 'compare',
  description: 'Compares two or more instruments: each one’s price change over a period and its share of the portfolio.',
  input: z.object({ tickers: z.array(z.string().min(1).max(32)).min(2).max(6), period: PeriodSchema.default('1M') }),
  output: Output,
  async run(ctx, { tickers, period }) {
    const { analytics: a } = await ctx.insight();
    const prices = await Promise.all(tickers.map((t) => priceOf(ctx, t, period)));
    return {
      period,
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
          weight: held ? round(weightIn(held.value, a.valuation.totalValue), 6) : 0,
          value: held ? round(held.value, 2) : 0,
        };
      }),
    };
  },
  render(o, w) {
    const lines = o.items.map((i) => {
      const price = priceSentence({ ...i, period: o.period, startClose: null, startDate: null }, w);
      const held = i.value > 0 ? w.t('tool.compare.held', { ticker: i.ticker, value: w.fmt.money(i.value, o.baseCurrency), weight: w.fmt.pct(i.weight) }) : w.t('tool.compare.not_held', { ticker: i.ticker });
      return `- ${price} ${held}`;
    });
    const ranked = o.items.filter((i) => i.change !== null).sort((x, y) => (y.change ?? 0) - (x.change ?? 0));
    const out = [lines.join('\n')];
    const best = ranked[0];
    const worst = ranked.at(-1);
    if (best && worst && best !== worst) {
      out.push(w.t('tool.compare.verdict', { best: best.ticker, bestChange: w.fmt.signedPct(best.change ?? 0), worst: worst.ticker, worstChange: w.fmt.signedPct(worst.change ?? 0), period: periodLabel(w, o.period) }));
    }
    return out;
  },
});
