import { z } from 'zod';
import { searchStories } from '../story-search.js';
import { defineTool } from './types.js';

const Output = z.object({
  story: z.object({ id: z.string(), title: z.string(), status: z.string() }).nullable(),
  developments: z.array(z.object({ date: z.string(), headline: z.string(), sourceIds: z.array(z.string()) })),
  total: z.number().int(),
});

/** How a story got here: its developments, oldest first (the latest eight). */
export const storyTimelineTool = defineTool({
  name: 'story_timeline',
  description: 'The timeline of one stored news story (found by its title or topic): its dated developments, oldest first.',
  input: z.object({ query: z.string().min(1).max(500), tickers: z.array(z.string()).max(10).default([]) }),
  output: Output,
  async run(ctx, { query, tickers }) {
    const all = await ctx.allStories();
    const best = searchStories(all, { text: query, tickers, linkValues: [] }, ctx.asOf)[0]?.story;
    if (!best) return { story: null, developments: [], total: 0 };
    return {
      story: { id: best.id, title: best.title, status: best.status },
      developments: best.developments.slice(-8).map((d) => ({ date: d.date, headline: d.headline, sourceIds: d.sourceIds })),
      total: best.developments.length,
    };
  },
  // Its dated data are its story's developments, which count through the answer's citations.
  dataDays: () => [],
  render(o, w) {
    if (!o.story) return [w.t('tool.stories.none')];
    const lines = o.developments.map((d) => {
      const marker = w.cite.firstMarker(d.sourceIds);
      return `- ${w.t('tool.timeline.line', { date: w.fmt.date(d.date), headline: d.headline.replace(/[.\s]+$/, ''), marker: marker ? ` ${marker}` : '' })}`;
    });
    return [`${w.t('tool.timeline.head', { title: o.story.title, count: o.total, shown: o.developments.length })}\n${lines.join('\n')}`];
  },
  sources(o) {
    return o.developments.flatMap((d) => d.sourceIds);
  },
});
