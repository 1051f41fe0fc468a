import { z } from 'zod';
import type { Instrument, StoryRecord } from '../../market/types.js';
import { bearsDirectly, rankStories, recentStories } from '../market-context.js';
import { queryTerms, searchStories } from '../story-search.js';
import { defineTool, type Words } from './types.js';
import { stateLabel } from './words.js';


export const StoryViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  /** Held tickers the story touches directly (ticker, sector or asset-class link). */
  holdings: z.array(z.string()),
  latest: z.object({
    date: z.string(),
    headline: z.string(),
    sourceIds: z.array(z.string()),
    stateChanges: z.array(z.object({ entity: z.string(), attribute: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
  }),
});
export type StoryView = z.infer<typeof StoryViewSchema>;

const Input = z.object({
  /** What the stories should be about, in the user's words (a topic, an institution, a story title); absent for "the news that touches my holdings". */
  query: z.string().max(500).optional(),
  tickers: z.array(z.string()).max(10).default([]),
  /** Sectors, asset classes, regions or currencies named. */
  linkValues: z.array(z.string()).max(10).default([]),
  limit: z.number().int().min(1).max(10).default(3),
});

const Output = z.object({ matched: z.enum(['query', 'portfolio', 'latest', 'none']), stories: z.array(StoryViewSchema) });

/** Stored news stories: the ones the question is about (the topic's own story first), else the ones that touch the portfolio. */
export const storiesTool = defineTool({
  name: 'stories',
  description: 'Stored news stories about a topic, institution, company or story title (the topic’s own story first), or, without a query, the stories that touch the portfolio most.',
  input: Input,
  output: Output,
  async run(ctx, input) {
    const all = await ctx.allStories();
    const { analytics: a } = await ctx.insight();
    const held = a.valuation.positions;
    // A query of only common words ("the latest news on my holdings") asks for the portfolio's own stories.
    const wanted = queryTerms(input.query ?? '').length > 0 || input.tickers.length > 0 || input.linkValues.length > 0;
    if (wanted) {
      const found = searchStories(all, { text: input.query ?? '', tickers: input.tickers, linkValues: input.linkValues }, ctx.asOf);
      if (found.length > 0) return { matched: 'query' as const, stories: found.slice(0, input.limit).map((f) => viewOf(f.story, held)) };
      return { matched: 'none' as const, stories: [] };
    }
    const exposure = a.concentration.weights.flatMap((w) => {
      const instrument = held.find((p) => p.ticker === w.ticker)?.instrument;
      return instrument ? [{ ticker: w.ticker, weight: w.weight, instrument }] : [];
    });
    const ranked = recentStories(rankStories(all, exposure, ctx.asOf));
    if (ranked.length > 0) return { matched: 'portfolio' as const, stories: ranked.slice(0, input.limit).map((r) => viewOf(r.story, held)) };
    return { matched: 'latest' as const, stories: all.slice(0, input.limit).map((s) => viewOf(s, held)) };
  },
  // Its dated data are its stories, which count through the answer's citations.
  dataDays: () => [],
  render(o, w) {
    if (o.stories.length === 0) return [w.t('tool.stories.none')];
    const head = w.t(o.matched === 'portfolio' ? 'tool.stories.head_portfolio' : o.matched === 'latest' ? 'tool.stories.head_latest' : 'tool.stories.head_query');
    return [`${head}\n${o.stories.map((s) => `- ${storySentence(s, w)}`).join('\n')}`];
  },
  sources(o) {
    return o.stories.flatMap((s) => s.latest.sourceIds);
  },
});

/**
 * "**US inflation** (developing): on Nov 12, 2026, October CPI: inflation eases to 2.2% [1]. US CPI headline inflation: 2.3% → 2.2%."
 * With `share` (the weights of the holdings it names, summed), the holdings line says how much of the portfolio that is.
 */
export function storySentence(s: StoryView, w: Words, share?: number): string {
  const marker = w.cite.firstMarker(s.latest.sourceIds);
  const change = s.latest.stateChanges[0];
  return w.t('tool.stories.line', {
    title: s.title,
    status: statusLabel(w, s.status),
    date: w.fmt.date(s.latest.date),
    headline: s.latest.headline.replace(/[.\s]+$/, ''),
    marker: marker ? ` ${marker}` : '',
    change: change ? w.t('tool.stories.change', { entity: change.entity, attribute: change.attribute, from: stateLabel(w, change.from ?? '—'), to: stateLabel(w, change.to ?? '—') }) : '',
    holdings: s.holdings.length > 0 ? w.t('tool.stories.touches', { tickers: w.fmt.list(s.holdings.slice(0, 4)), share: share === undefined ? '' : w.fmt.pct(share) }) : '',
  });
}

function statusLabel(w: Words, status: string): string {
  return status === 'resolved' ? w.t('label.status.resolved') : w.t('label.status.developing');
}

/** Held tickers a story bears on directly (bearsDirectly: a ticker, sector or asset-class link; a shared currency or region is too broad). */
export function touchedHoldings(story: StoryRecord, held: readonly { ticker: string; instrument: Instrument }[]): string[] {
  return [...new Set(held.filter((p) => story.links.some((l) => bearsDirectly(l, p.instrument))).map((p) => p.ticker))].sort();
}

export function viewOf(story: StoryRecord, held: Parameters<typeof touchedHoldings>[1]): StoryView {
  const latest = story.developments.at(-1)!;
  return {
    id: story.id,
    title: story.title,
    status: story.status,
    holdings: touchedHoldings(story, held),
    latest: {
      date: latest.date,
      headline: latest.headline,
      sourceIds: latest.sourceIds,
      stateChanges: latest.stateChanges.map((c) => ({ entity: c.entity, attribute: c.attribute, from: c.from, to: c.to })),
    },
  };
}

