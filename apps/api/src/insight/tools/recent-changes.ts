import { z } from 'zod';
import { daysBeforeDate } from '../analytics/periods.js';
import { rankStories } from '../market-context.js';
import { bySize, round } from './lookups.js';
import { moveOver } from './period.js';
import { StoryViewSchema, storySentence, viewOf } from './stories.js';
import { defineTool } from './types.js';

const Output = z.object({
  days: z.number().int(),
  trades: z.array(z.object({ date: z.string(), side: z.enum(['buy', 'sell']), ticker: z.string(), quantity: z.number() })),
  tradeCountInWindow: z.number().int(),
  moves: z.array(z.object({ ticker: z.string(), change: z.number() })),
  stories: z.array(StoryViewSchema),
  holdingCount: z.number().int(),
});

/** What changed lately: trades, the holdings' biggest price moves over a month, and the news that touched them. */
export const recentChangesTool = defineTool({
  name: 'recent_changes',
  description: 'What changed recently: trades in the last days, the biggest one-month price moves among the holdings, and recent stories that touch them.',
  input: z.object({ days: z.number().int().min(1).max(366).default(30) }),
  output: Output,
  async run(ctx, { days }) {
    const { analytics: a, input, stories } = await ctx.insight();
    const since = daysBeforeDate(ctx.asOf, days);
    const recent = input.trades
      .filter((t) => t.executedAt.slice(0, 10) > since && t.executedAt.slice(0, 10) <= ctx.asOf)
      .sort((x, y) => (x.executedAt < y.executedAt ? 1 : -1));
    const moves = bySize(a.valuation.positions)
      .map((p) => ({ ticker: p.ticker, change: moveOver(input.priceHistory.get(p.ticker), '1M', ctx.asOf)?.change ?? null }))
      .filter((m): m is { ticker: string; change: number } => m.change !== null)
      .sort((x, y) => Math.abs(y.change) - Math.abs(x.change) || (x.ticker < y.ticker ? -1 : 1))
      .slice(0, 3)
      .map((m) => ({ ticker: m.ticker, change: round(m.change, 6) }));
    const exposure = a.concentration.weights.flatMap((w) => {
      const instrument = input.instruments.get(w.ticker);
      return instrument ? [{ ticker: w.ticker, weight: w.weight, instrument }] : [];
    });
    const ranked = rankStories(stories, exposure, ctx.asOf).filter((r) => r.ageDays <= days);
    return {
      days,
      trades: recent.slice(0, 8).map((t) => ({ date: t.executedAt.slice(0, 10), side: t.side, ticker: t.ticker, quantity: t.quantity })),
      tradeCountInWindow: recent.length,
      moves,
      stories: ranked.slice(0, 3).map((r) => viewOf(r.story, a.valuation.positions)),
      holdingCount: a.valuation.positions.length,
    };
  },
  render(o, w) {
    if (o.holdingCount === 0) return [w.t('tool.summary.empty')];
    const out: string[] = [];
    if (o.trades.length > 0) {
      const trades = o.trades.map((t) => w.t('tool.recent.trade', { side: t.side, quantity: w.fmt.number(t.quantity, 6), ticker: t.ticker, date: w.fmt.date(t.date) }));
      out.push(w.t('tool.recent.trades', { count: o.tradeCountInWindow, days: o.days, trades: w.fmt.list(trades) }));
    } else {
      out.push(w.t('tool.recent.no_trades', { days: o.days }));
    }
    if (o.moves.length > 0) out.push(w.t('tool.recent.moves', { moves: w.fmt.list(o.moves.map((m) => `${m.ticker} ${w.fmt.signedPct(m.change)}`)) }));
    if (o.stories.length > 0) out.push(`${w.t('tool.recent.stories_head')}\n${o.stories.map((s) => `- ${storySentence(s, w)}`).join('\n')}`);
    else out.push(w.t('tool.recent.no_stories', { days: o.days }));
    return out;
  },
  sources(o) {
    return o.stories.flatMap((s) => s.latest.sourceIds);
  },
});
