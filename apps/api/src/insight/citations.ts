import type { Citation, Staleness } from '@clarity/shared';
import type { Source } from '../market/types.js';
import { daysBetween } from './analytics/format.js';

/**
 * Numbers stored sources as they are first cited: `[1]`, `[2]` … in reading order. Only sources
 * actually cited become citations, so every `[n]` resolves and no citation goes unused.
 */
export class CitationRegistry {
  private readonly numbers = new Map<string, number>();
  private readonly cited: Citation[] = [];

  constructor(private readonly sources: ReadonlyMap<string, Source>) {}

  /** The marker number of a source, assigning the next one on first use; undefined when the source is not stored. */
  cite(sourceId: string): number | undefined {
    const existing = this.numbers.get(sourceId);
    if (existing !== undefined) return existing;
    const source = this.sources.get(sourceId);
    if (!source) return undefined;
    const id = this.cited.length + 1;
    this.numbers.set(sourceId, id);
    this.cited.push({
      id,
      title: source.title,
      publisher: source.publisher,
      url: source.url,
      publishedAt: source.publishedAt,
      sourceId: source.id,
      synthetic: source.synthetic,
    });
    return id;
  }

  /** "[1][2]" for the stored ones among `sourceIds` (in the order given), and their numbers. */
  markers(sourceIds: readonly string[]): { text: string; ids: number[] } {
    const ids = [...new Set(sourceIds.map((s) => this.cite(s)).filter((n) => n !== undefined))];
    return { text: ids.map((n) => `[${n}]`).join(''), ids };
  }

  /** "[n]" for the first stored source among `sourceIds` (one marker per claim), or "" when none is stored. */
  firstMarker(sourceIds: readonly string[]): string {
    for (const sourceId of sourceIds) {
      const n = this.cite(sourceId);
      if (n !== undefined) return `[${n}]`;
    }
    return '';
  }

  list(): Citation[] {
    return [...this.cited];
  }
}

/** The `[n]` numbers a Markdown text uses, in order of first appearance. */
export function citedNumbers(markdown: string): number[] {
  const seen: number[] = [];
  for (const match of markdown.matchAll(/\[(\d+)\](?!\()/g)) {
    const n = Number(match[1]);
    if (!seen.includes(n)) seen.push(n);
  }
  return seen;
}

/**
 * Staleness of an answer: ages are whole calendar days (UTC) from each dated input the answer rests
 * on to `asOf` (the service clock's day), so they are exact and the same all day. The dated inputs
 * are the cited sources' publication days and the days of the market data it used: by default the
 * day of the prices it valued the holdings at (`pricesAsOf`; the exchange rates are taken on or
 * before it), or, given `dataDays`, those days instead (the chat's answers: the closes and rates
 * each tool read, `InsightTool.dataDays`). An answer with no news but current prices or rates is
 * current, and one that rests on any dated data always has a number to compare with a tolerance.
 * Null only when it rests on none.
 */
export function stalenessOf(citations: readonly Citation[], asOf: string, pricesAsOf: string | null, dataDays?: readonly (string | null)[]): Staleness {
  const market = (dataDays ?? [pricesAsOf]).filter((day): day is string => day !== null);
  const dated = [...citations.map((c) => c.publishedAt), ...market];
  const ages = dated.map((day) => Math.max(0, daysBetween(day, asOf)));
  return {
    ageOfNewestDays: ages.length === 0 ? null : Math.min(...ages),
    ageOfOldestDays: ages.length === 0 ? null : Math.max(...ages),
    asOf,
    sourceCount: citations.length,
    pricesAsOf,
  };
}
