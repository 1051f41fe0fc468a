import type { StateChange, StoryLink, StoryLinkKind, StoryStatus } from '../types.js';
import { dayOf } from './article.js';
import type { ThreadedArticle } from './threading.js';

/** A story as an ingest reports and writes it (the `--json` story shape). */
export interface ComposedStory {
  id: string;
  title: string;
  summary: string;
  status: StoryStatus;
  curated: boolean;
  sourceIds: string[];
  developments: ComposedDevelopment[];
  links: StoryLink[];
}

export interface ComposedDevelopment {
  id: string;
  date: string;
  headline: string;
  summary: string;
  sourceIds: string[];
  stateChanges: StateChange[];
}

/** What a curated story keeps of its own: threading adds developments, never rewrites these. */
export interface CuratedStoryFacts {
  title: string;
  summary: string;
  status: StoryStatus;
  links: StoryLink[];
}

const MAX_LINKS = 10;
const MIN_RELEVANCE = 0.15;
const HEADLINE_MAX = 300;
const SUMMARY_MAX = 2000;

/**
 * One story from its articles: a development per UTC day, headed by that day's best article (the
 * one the most sources carry, then one with a summary, then the earliest); the story's title is
 * the headline of its most-sourced development. Links weigh every article's entities.
 */
export function composeStory(
  storyId: string,
  articles: ThreadedArticle[],
  options: { today: string; resolveDays: number; knownTickers: Set<string>; curated?: CuratedStoryFacts },
): ComposedStory {
  const ordered = [...articles].sort((a, b) => a.features.time - b.features.time || compare(a.article.sourceId, b.article.sourceId));
  const byDay = new Map<string, ThreadedArticle[]>();
  for (const item of ordered) {
    const day = dayOf(item.article);
    let list = byDay.get(day);
    if (!list) byDay.set(day, (list = []));
    list.push(item);
  }
  const developments = [...byDay].map(([day, items]) => development(storyId, day, items));
  const lead = developments.reduce((best, d) => (d.sourceIds.length > best.sourceIds.length ? d : best), developments[0]!);
  const lastDay = developments[developments.length - 1]!.date;
  const sourceIds = ordered.map((item) => item.article.sourceId);
  if (options.curated) return { id: storyId, ...options.curated, curated: true, sourceIds, developments };
  return {
    id: storyId,
    title: lead.headline,
    summary: lead.summary,
    status: daysBetween(lastDay, options.today) > options.resolveDays ? 'resolved' : 'developing',
    curated: false,
    sourceIds,
    developments,
    links: linksOf(ordered, options.knownTickers),
  };
}

function development(storyId: string, day: string, items: ThreadedArticle[]): ComposedDevelopment {
  const copies = new Map<string, number>();
  const groupOf = (item: ThreadedArticle) => item.duplicateOf ?? item.article.sourceId;
  for (const item of items) copies.set(groupOf(item), (copies.get(groupOf(item)) ?? 0) + 1);
  const ranked = [...items].sort(
    (a, b) =>
      copies.get(groupOf(b))! - copies.get(groupOf(a))! ||
      Number(b.article.summary !== '') - Number(a.article.summary !== '') ||
      a.features.time - b.features.time ||
      compare(a.article.sourceId, b.article.sourceId),
  );
  const best = ranked[0]!.article;
  const stateChanges: StateChange[] = [];
  const seen = new Set<string>();
  for (const item of ranked) {
    for (const change of item.features.stateChanges) {
      const key = `${change.entity}|${change.attribute}|${change.from}|${change.to}`;
      if (!seen.has(key)) stateChanges.push(change);
      seen.add(key);
    }
  }
  return {
    id: `${storyId}:${day}`,
    date: day,
    headline: clip(best.title, HEADLINE_MAX),
    summary: clip(best.summary || best.title, SUMMARY_MAX),
    sourceIds: ranked.map((item) => item.article.sourceId),
    stateChanges,
  };
}

/** Relevance of a link: the average weight with which the story's articles name it (0..1). */
function linksOf(articles: ThreadedArticle[], knownTickers: Set<string>): StoryLink[] {
  const totals = new Map<string, { kind: StoryLinkKind; value: string; weight: number }>();
  for (const item of articles) {
    for (const mention of item.features.entities) {
      if (mention.kind === 'ticker' && !knownTickers.has(mention.value)) continue;
      const key = `${mention.kind} ${mention.value}`;
      const total = totals.get(key) ?? { kind: mention.kind, value: mention.value, weight: 0 };
      total.weight += mention.weight;
      totals.set(key, total);
    }
  }
  const links = [...totals.values()]
    .map((t) => ({ kind: t.kind, value: t.value, relevance: Math.round((t.weight / articles.length) * 100) / 100 }))
    .filter((l) => l.relevance >= MIN_RELEVANCE)
    .sort((a, b) => b.relevance - a.relevance || compare(a.kind, b.kind) || compare(a.value, b.value))
    .slice(0, MAX_LINKS);
  // A story must link to something; one naming nothing specific bears on markets at large.
  return links.length > 0 ? links : [{ kind: 'region', value: 'global', relevance: 0.1 }];
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
