import type { NarrativeStory } from '@clarity/shared';
import type { Development, Instrument, StoryLink, StoryRecord } from '../market/types.js';
import { daysBetween } from './analytics/format.js';

/** A held ticker with its share of the portfolio and what stories can link to. */
export interface ExposureHolding {
  ticker: string;
  weight: number;
  instrument: Instrument;
}

export interface RankedStory {
  story: StoryRecord;
  /** Σ holding weight × the strongest relevance of a link that matches the holding (0–1). */
  exposure: number;
  /** Held tickers the story touches, most exposed first. */
  holdings: string[];
  latest: Development;
  ageDays: number;
  /** 0.5^(age / half-life). */
  recency: number;
  /** Size of the latest development's state change, 0–1. */
  size: number;
  score: number;
}

/** A story halves in weight every two weeks. */
export const RECENCY_HALF_LIFE_DAYS = 14;
/** A story counts as "something relevant happened" when its latest development is this recent. */
export const RELEVANCE_WINDOW_DAYS = 30;

/** How strongly a link bears on a holding: its relevance when it matches the holding, else 0. */
function linkRelevance(link: StoryLink, instrument: Instrument): number {
  const matches =
    (link.kind === 'ticker' && link.value === instrument.ticker) ||
    (link.kind === 'sector' && link.value === instrument.sector) ||
    (link.kind === 'region' && link.value === instrument.region) ||
    (link.kind === 'currency' && link.value === instrument.currency) ||
    (link.kind === 'asset_class' && link.value === instrument.assetClass);
  return matches ? link.relevance : 0;
}

function firstNumber(text: string): number | undefined {
  const m = /-?\d+(?:\.\d+)?/.exec(text.replace(/,/g, ''));
  return m ? Number(m[0]) : undefined;
}

/**
 * Size of a development's state change, 0–1: the largest of its changes, where a numeric change
 * scores 0.25 + 5 × its relative size (capped at 1: a 15% move is full size), a change of state
 * in words scores 0.6, and a development without a state change 0.25.
 */
export function stateChangeSize(development: Development): number {
  let size = 0.25;
  for (const change of development.stateChanges) {
    const from = firstNumber(change.from);
    const to = firstNumber(change.to);
    let s: number;
    if (from !== undefined && to !== undefined) {
      const relative = Math.abs(to - from) / Math.max(Math.abs(from), 1e-9);
      s = Math.min(1, 0.25 + 5 * relative);
    } else {
      s = change.from === change.to ? 0.25 : 0.6;
    }
    size = Math.max(size, s);
  }
  return size;
}

/**
 * Ranks stories for a portfolio by exposure × recency × size of the latest state change.
 * Stories the portfolio has no exposure to are dropped. Ties break by newer, then by id, so the
 * order is deterministic.
 */
export function rankStories(stories: readonly StoryRecord[], holdings: readonly ExposureHolding[], asOf: string): RankedStory[] {
  const ranked: RankedStory[] = [];
  for (const story of stories) {
    const latest = story.developments.at(-1);
    if (!latest) continue;
    let exposure = 0;
    const touched: { ticker: string; share: number }[] = [];
    for (const h of holdings) {
      const relevance = Math.max(0, ...story.links.map((l) => linkRelevance(l, h.instrument)));
      if (relevance <= 0) continue;
      exposure += h.weight * relevance;
      touched.push({ ticker: h.ticker, share: h.weight * relevance });
    }
    if (exposure <= 0) continue;
    const ageDays = Math.max(0, daysBetween(latest.date, asOf));
    const recency = 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
    const size = stateChangeSize(latest);
    ranked.push({
      story,
      exposure,
      holdings: touched.sort((a, b) => b.share - a.share || (a.ticker < b.ticker ? -1 : 1)).map((t) => t.ticker),
      latest,
      ageDays,
      recency,
      size,
      score: exposure * recency * size,
    });
  }
  return ranked.sort((a, b) => b.score - a.score || a.ageDays - b.ageDays || (a.story.id < b.story.id ? -1 : 1));
}

/** Ranked stories whose latest development falls inside the relevance window. */
export function recentStories(ranked: readonly RankedStory[]): RankedStory[] {
  return ranked.filter((r) => r.ageDays <= RELEVANCE_WINDOW_DAYS);
}

/** The narrative view of ranked stories (DESIGN §3): developments oldest first, with their sources and state changes. */
export function narrativeStories(ranked: readonly RankedStory[]): NarrativeStory[] {
  return ranked.map((r) => ({
    id: r.story.id,
    title: r.story.title,
    status: r.story.status,
    exposure: round(r.exposure, 4),
    holdings: r.holdings,
    developments: r.story.developments.map((d) => ({
      id: d.id,
      date: d.date,
      headline: d.headline,
      sourceIds: d.sourceIds,
      stateChanges: d.stateChanges.map((c) => ({ entity: c.entity, attribute: c.attribute, from: c.from, to: c.to })),
    })),
  }));
}

export function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
