import type { Citation, Staleness } from '@clarity/shared';
import type { Source } from '../../market/types.js';

/**
 * Numbers the sources an answer cites, in order of first use, so that the Markdown's `[n]`
 * markers and the `citations` array always agree. A source not in the store cannot be cited.
 */
export class CitationBook {
  private readonly cited: Citation[] = [];

  constructor(private readonly sources: ReadonlyMap<string, Source>) {}

  /** The marker for the first stored source among `sourceIds` ("[2]"), or "" when none is stored. */
  cite(sourceIds: readonly string[]): string {
    for (const sourceId of sourceIds) {
      const existing = this.cited.find((c) => c.sourceId === sourceId);
      if (existing) return `[${existing.id}]`;
      const source = this.sources.get(sourceId);
      if (!source) continue;
      const id = this.cited.length + 1;
      this.cited.push({
        id,
        title: source.title,
        publisher: source.publisher,
        url: source.url,
        publishedAt: source.publishedAt,
        sourceId: source.id,
        synthetic: source.synthetic,
      });
      return `[${id}]`;
    }
    return '';
  }

  list(): Citation[] {
    return [...this.cited];
  }
}

/** Ages are whole days (floor) from each cited source's publication to `now`. */
export function stalenessOf(citations: readonly Citation[], now: Date, pricesAsOf: string | null): Staleness {
  const ages = citations.map((c) => Math.max(0, Math.floor((now.getTime() - Date.parse(c.publishedAt)) / 86_400_000)));
  return {
    ageOfNewestDays: ages.length > 0 ? Math.min(...ages) : null,
    ageOfOldestDays: ages.length > 0 ? Math.max(...ages) : null,
    asOf: now.toISOString(),
    sourceCount: new Set(citations.map((c) => c.sourceId)).size,
    pricesAsOf,
  };
}
