import type { NarrativeStory } from '@clarity/shared';
import type { Development, Instrument, StoryLink, StoryLinkKind, StoryRecord } from '../market/types.js';
import { daysBetween } from './analytics/format.js';

/** A held ticker with its share of the portfolio and what stories can link to. */
export interface ExposureHolding {
  ticker: string;
  weight: number;
  instrument: Instrument;
}

export interface RankedStory {
  story: StoryRecord;
  /** Share of the portfolio exposed, for display: Σ holding weight × the strongest relevance of a link that matches the holding (0–1). */
  exposure: number;
  /**
   * What the story is ranked by: Σ holding weight × the strongest relevance × directness of a
   * matching link (0–1; at most `exposure`). A currency link counts for little, a ticker link fully.
   */
  weightedExposure: number;
  /** Held tickers the story touches, most directly exposed first. */
  holdings: string[];
  /** Held tickers the story bears on directly (bearsDirectly), sorted: what the card names and sums. */
  direct: string[];
  /** Σ weight of the `direct` holdings (0–1): the share of the portfolio the card says a story is about. */
  directShare: number;
  latest: Development;
  ageDays: number;
  /** 0.5^(age / half-life). */
  recency: number;
  /** Size of the latest development's state change, 0–1. */
  size: number;
  /** weightedExposure × recency × size. */
  score: number;
}

/** A story halves in weight every two weeks. */
export const RECENCY_HALF_LIFE_DAYS = 14;
/** A story counts as "something relevant happened" when its latest development is this recent. */
export const RELEVANCE_WINDOW_DAYS = 30;

/** The card's narrative carries every story whose latest development is inside the window (at most 10, ranked). */
export const NARRATIVE_MAX_STORIES = 10;

/**
 * How directly a link of each kind bears on a holding it matches, multiplied into the link's
 * stored relevance before stories are ranked.
 * - ticker 1: the story is about the held company or asset itself.
 * - sector 0.6: it moves the holding's industry (oil supply for an oil major, the Fed for a
 *   Treasury fund, whose sector is `government_bonds`), strongly but not only through this holding.
 * - asset_class 0.25: a rates story bears on every bond and a crypto story on every coin, but an
 *   asset-class link is also how a foreign central bank reaches a domestic bond fund.
 * - currency 0.15: nearly every USD asset links to every US macro story; a currency link alone
 *   must not make the Fed lead a crypto book.
 * - region 0.1: the broadest of all (a whole continent's equities).
 * A story reaching a holding only by currency, region or asset class weighs at most 0.25 (its
 * relevance ≤ 1 × 0.25), so a story about a held company (a ticker link of relevance above 0.25:
 * all but passing mentions) outranks it at equal recency and state change. A bond book still
 * leads with the Fed and US inflation, which link the bond sectors (0.9 × 0.6), rather than with
 * the Bank of England, linked to bonds only by asset class (0.4 × 0.25).
 */
export const LINK_DIRECTNESS: Readonly<Record<StoryLinkKind, number>> = {
  ticker: 1,
  sector: 0.6,
  asset_class: 0.25,
  currency: 0.15,
  region: 0.1,
};

/**
 * A ticker, sector or asset-class link bears on a holding directly; a shared currency or region is
 * too broad (every USD asset shares the Fed's currency): such a story is not "about" the holding.
 */
export function bearsDirectly(link: StoryLink, instrument: Instrument): boolean {
  return (link.kind === 'ticker' || link.kind === 'sector' || link.kind === 'asset_class') && linkMatches(link, instrument);
}

/** A link that matches a holding: its stored relevance, and that relevance × its kind's directness. */
export interface LinkBearing {
  relevance: number;
  weighted: number;
}

const NO_BEARING: LinkBearing = { relevance: 0, weighted: 0 };

function linkMatches(link: StoryLink, instrument: Instrument): boolean {
  switch (link.kind) {
    case 'ticker':
      return link.value === instrument.ticker;
    case 'sector':
      return link.value === instrument.sector;
    case 'region':
      return link.value === instrument.region;
    case 'currency':
      return link.value === instrument.currency;
    case 'asset_class':
      return link.value === instrument.assetClass;
  }
}

/** How strongly a link bears on a holding: nothing unless it matches the holding; else its relevance, weighted by directness. */
export function linkRelevance(link: StoryLink, instrument: Instrument): LinkBearing {
  if (!linkMatches(link, instrument) || link.relevance <= 0) return NO_BEARING;
  return { relevance: link.relevance, weighted: link.relevance * LINK_DIRECTNESS[link.kind] };
}

/**
 * How a story bears on a holding over all its matching links: the strongest stored relevance (what
 * `exposure` shows) and the strongest weighted relevance (what ranks), or nothing.
 */
export function storyBearing(story: StoryRecord, instrument: Instrument): LinkBearing {
  let relevance = 0;
  let weighted = 0;
  for (const link of story.links) {
    const b = linkRelevance(link, instrument);
    relevance = Math.max(relevance, b.relevance);
    weighted = Math.max(weighted, b.weighted);
  }
  return weighted > 0 ? { relevance, weighted } : NO_BEARING;
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
 * Ranks stories for a portfolio by weighted exposure × recency × size of the latest state change.
 * Stories the portfolio has no exposure to are dropped. Ties break by newer, then by id, so the
 * order is deterministic.
 */
export function rankStories(stories: readonly StoryRecord[], holdings: readonly ExposureHolding[], asOf: string): RankedStory[] {
  const ranked: RankedStory[] = [];
  for (const story of stories) {
    const latest = story.developments.at(-1);
    if (!latest) continue;
    let exposure = 0;
    let weightedExposure = 0;
    const touched: { ticker: string; share: number }[] = [];
    const direct = new Map<string, number>();
    for (const h of holdings) {
      const bearing = storyBearing(story, h.instrument);
      if (bearing.weighted <= 0) continue;
      exposure += h.weight * bearing.relevance;
      weightedExposure += h.weight * bearing.weighted;
      touched.push({ ticker: h.ticker, share: h.weight * bearing.weighted });
      if (story.links.some((l) => bearsDirectly(l, h.instrument))) direct.set(h.ticker, (direct.get(h.ticker) ?? 0) + h.weight);
    }
    if (weightedExposure <= 0) continue;
    const ageDays = Math.max(0, daysBetween(latest.date, asOf));
    const recency = 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
    const size = stateChangeSize(latest);
    ranked.push({
      story,
      exposure,
      weightedExposure,
      holdings: touched.sort((a, b) => b.share - a.share || (a.ticker < b.ticker ? -1 : 1)).map((t) => t.ticker),
      direct: [...direct.keys()].sort(),
      directShare: [...direct.values()].reduce((sum, w) => sum + w, 0),
      latest,
      ageDays,
      recency,
      size,
      score: weightedExposure * recency * size,
    });
  }
  return ranked.sort((a, b) => b.score - a.score || a.ageDays - b.ageDays || (a.story.id < b.story.id ? -1 : 1));
}

/** Ranked stories whose latest development falls inside the relevance window. */
export function recentStories(ranked: readonly RankedStory[]): RankedStory[] {
  return ranked.filter((r) => r.ageDays <= RELEVANCE_WINDOW_DAYS);
}

/**
 * Ranked stories that bear directly on a holding: what the card lists as "about what you own". A
 * central bank or inflation reaches a crypto or equity book only through its currency or region;
 * it is news, but not about these holdings, and must not be counted among the ones that matter most.
 */
export function directStories(ranked: readonly RankedStory[]): RankedStory[] {
  return ranked.filter((r) => r.direct.length > 0);
}

/** The narrative view of ranked stories (directStories: each names the holdings its exposure sums): developments oldest first, with their sources and state changes. */
export function narrativeStories(ranked: readonly RankedStory[]): NarrativeStory[] {
  return ranked.map((r) => ({
    id: r.story.id,
    title: r.story.title,
    status: r.story.status,
    // The share of the holdings it names, so that it adds up with the holdings panel's weights.
    exposure: round(r.directShare, 4),
    holdings: r.direct,
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
