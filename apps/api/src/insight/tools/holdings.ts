import { z } from 'zod';
import { bySize, round, weightIn } from './lookups.js';
import { isStalePrice } from '../price-freshness.js';
import { StaleTotal, staleTotalOf, staleTotalSentences } from './stale-closes.js';
import { defineTool } from './types.js';

const Input = z.object({
  /** How many of the largest holdings; absent for all of them. */
  limit: z.number().int().min(1).max(1000).optional(),
});

const Output = z.object({
  baseCurrency: z.string(),
  holdingCount: z.number().int(),
  items: z.array(z.object({ ticker: z.string(), name: z.string(), quantity: z.number(), value: z.number(), weight: z.number(), unrealizedPnl: z.number().nullable(), priceDate: z.string(), stalePrice: z.boolean() })),
  /** Every valued holding whose close is older than its market's usual gap, and their share of the value. */
  /** How much of the value rests on stale closes, and each one's day (all holdings, not only those listed). */
  stale: StaleTotal,
  unpriced: z.array(z.object({ ticker: z.string(), reason: z.string() })),
});

/** The largest holdings (or all), one line per ticker. */
export const holdingsTool = defineTool({
  name: 'holdings',
  description: 'The largest holdings (top N, or all): ticker, name, value in the base currency, share of the portfolio, unrealized P&L.',
  input: Input,
  output: Output,
  async run(ctx, input) {
    const { analytics: a } = await ctx.insight();
    const total = a.valuation.totalValue;
    const sorted = bySize(a.valuation.positions);
    return {
      baseCurrency: a.baseCurrency,
      holdingCount: sorted.length,
      items: sorted.slice(0, input.limit ?? sorted.length).map((p) => ({
        ticker: p.ticker,
        name: p.instrument.name,
        quantity: p.quantity,
        value: round(p.value, 2),
        weight: round(weightIn(p.value, total), 6),
        unrealizedPnl: p.pnl ? round(p.pnl.total, 2) : null,
        priceDate: p.priceDate,
        stalePrice: isStalePrice(p.instrument.assetClass, p.priceDate, a.asOf),
      })),
      stale: staleTotalOf(sorted, a.asOf, total),
      unpriced: a.valuation.unpriced.map((u) => ({ ticker: u.ticker, reason: u.reason })),
    };
  },
  render(o, w) {
    if (o.holdingCount === 0) {
      return [o.unpriced.length > 0 ? w.t('tool.summary.none_valued', { tickers: w.fmt.list(o.unpriced.map((u) => u.ticker)) }) : w.t('tool.summary.empty')];
    }
    const lines = o.items.map((i) => `- ${w.t('tool.holdings.line', { ticker: i.ticker, name: i.name, quantity: w.fmt.number(i.quantity, 8), count: i.quantity, value: w.fmt.money(i.value, o.baseCurrency), weight: w.fmt.pct(i.weight) })}`);
    const head = o.items.length < o.holdingCount ? w.t('tool.holdings.top', { shown: o.items.length, count: o.holdingCount }) : w.t('tool.holdings.all', { count: o.holdingCount });
    const out = [`${head}\n${lines.join('\n')}`];
    if (o.items.length > 1 && o.items.length < o.holdingCount) out.push(w.t('tool.holdings.together', { weight: w.fmt.pct(o.items.reduce((acc, i) => acc + i.weight, 0)) }));
    out.push(...staleTotalSentences(o.stale, o.baseCurrency, w));
    if (o.unpriced.length > 0) out.push(w.t('tool.unpriced', { tickers: w.fmt.list(o.unpriced.map((u) => u.ticker)), count: o.unpriced.length }));
    return out;
  },
});
