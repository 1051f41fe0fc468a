import type { Citation, Narrative } from '@clarity/shared';
import { citationMarkers } from '../markdown/citation-links';

/**
 * True when a section's folded text only retells stories the card's narrative shows: it cites
 * something, and every source it cites is a development of a narrative story. The market context's
 * list of the stories that matter most is such a text (the API keeps it, for clients that show the
 * Markdown alone); the widget shows those stories once, with their timelines, below it.
 */
export function retellsNarrative(markdown: string, citations: readonly Citation[], narrative: Narrative): boolean {
  const cited = citationMarkers(markdown);
  if (cited.length === 0) return false;
  const sourceOf = new Map(citations.map((c) => [c.id, c.sourceId]));
  const told = new Set(narrative.stories.flatMap((story) => story.developments.flatMap((d) => d.sourceIds)));
  return cited.every((n) => {
    const source = sourceOf.get(n);
    return source !== undefined && told.has(source);
  });
}
