import type { Narrative, NarrativeStory } from '@clarity/shared';
import type { ValuedPosition } from '../../insight/analytics/valuation.js';
import type { Instrument, StoryRecord } from '../../market/types.js';

/** Does the story touch this instrument (directly or through its sector, region, currency or class)? */
function storyTouches(story: StoryRecord, instrument: Instrument): boolean {
  return story.links.some(
    (l) =>
      (l.kind === 'ticker' && l.value === instrument.ticker) ||
      (l.kind === 'sector' && l.value === instrument.sector) ||
      (l.kind === 'region' && l.value === instrument.region) ||
      (l.kind === 'currency' && l.value === instrument.currency) ||
      (l.kind === 'asset_class' && l.value === instrument.assetClass),
  );
}

/** The narrative (stories, developments, state changes) of the stories behind an answer, with the portfolio's exposure to each. */
export function narrativeOf(stories: readonly StoryRecord[], positions: readonly ValuedPosition[], totalValue: number): Narrative {
  return {
    stories: stories.map((story): NarrativeStory => {
      const touched = positions.filter((p) => storyTouches(story, p.instrument));
      const exposed = touched.reduce((acc, p) => acc + p.value, 0);
      return {
        id: story.id,
        title: story.title,
        status: story.status,
        exposure: totalValue > 0 ? round4(exposed / totalValue) : 0,
        holdings: [...new Set(touched.map((p) => p.ticker))].sort(),
        developments: story.developments.map((d) => ({
          id: d.id,
          date: d.date,
          headline: d.headline,
          sourceIds: d.sourceIds,
          stateChanges: d.stateChanges.map((c) => ({ entity: c.entity, attribute: c.attribute, from: c.from, to: c.to })),
        })),
      };
    }),
  };
}

function round4(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}
