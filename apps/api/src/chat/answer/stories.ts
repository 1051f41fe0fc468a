import type { Narrative, NarrativeStory } from '@clarity/shared';
import { daysBetween } from '../../insight/analytics/format.js';
import type { ValuedPosition } from '../../insight/analytics/valuation.js';
import type { Instrument, StoryLink, StoryRecord } from '../../market/types.js';
import { topicById } from '../understanding/topics.js';

/** What makes a story relevant to the question. */
export interface StoryCriteria {
  tickers: string[];
  topics: string[];
  /** Instruments of the tickers, so that a story on their sector or region also counts. */
  instruments: Instrument[];
}

export interface RankedStory {
  story: StoryRecord;
  score: number;
}

/** How fast a story's weight halves with the age of its latest development, in days. */
const RECENCY_HALF_LIFE_DAYS = 30;

/**
 * Ranks stories for a question: how directly they bear on what was asked (a link to a named
 * ticker beats one to its sector; a topic counts through the story's links and words), times
 * recency, times the size of the latest development (how many states it changed).
 */
export function rankStories(stories: readonly StoryRecord[], criteria: StoryCriteria, asOf: string, limit = 3): RankedStory[] {
  const ranked: RankedStory[] = [];
  for (const story of stories) {
    const match = matchStrength(story, criteria);
    if (match <= 0) continue;
    const latest = story.developments[story.developments.length - 1];
    const age = latest ? Math.max(0, daysBetween(latest.date, asOf)) : 365;
    const recency = Math.pow(0.5, age / RECENCY_HALF_LIFE_DAYS);
    const size = 1 + Math.min(3, latest?.stateChanges.length ?? 0) * 0.25;
    ranked.push({ story, score: match * recency * size });
  }
  return ranked.sort((a, b) => b.score - a.score || a.story.id.localeCompare(b.story.id)).slice(0, limit);
}

function matchStrength(story: StoryRecord, criteria: StoryCriteria): number {
  let best = 0;
  const consider = (link: StoryLink, factor: number): void => {
    best = Math.max(best, link.relevance * factor);
  };
  for (const link of story.links) {
    if (link.kind === 'ticker' && criteria.tickers.includes(link.value)) consider(link, 1);
    for (const instrument of criteria.instruments) {
      if (link.kind === 'sector' && link.value === instrument.sector) consider(link, 0.5);
      if (link.kind === 'region' && link.value === instrument.region) consider(link, 0.2);
      if (link.kind === 'asset_class' && link.value === instrument.assetClass) consider(link, 0.3);
    }
    for (const topicId of criteria.topics) {
      const topic = topicById(topicId);
      if (!topic) continue;
      if (link.kind === 'sector' && topic.sectors.includes(link.value)) consider(link, 0.6);
      if (link.kind === 'asset_class' && topic.assetClasses.includes(link.value)) consider(link, 0.6);
    }
  }
  if (criteria.topics.length > 0) {
    const text = [story.title, story.summary, ...story.developments.map((d) => `${d.headline} ${d.summary}`)].join(' ');
    for (const topicId of criteria.topics) {
      const topic = topicById(topicId);
      if (topic && topic.storyWords.test(story.title)) best = Math.max(best, 1);
      else if (topic && topic.storyWords.test(text)) best = Math.max(best, 0.7);
    }
  }
  return best;
}

/** Does the story touch this instrument (directly or through its sector, region, currency or class)? */
export function storyTouches(story: StoryRecord, instrument: Instrument): boolean {
  return story.links.some(
    (l) =>
      (l.kind === 'ticker' && l.value === instrument.ticker) ||
      (l.kind === 'sector' && l.value === instrument.sector) ||
      (l.kind === 'region' && l.value === instrument.region) ||
      (l.kind === 'currency' && l.value === instrument.currency) ||
      (l.kind === 'asset_class' && l.value === instrument.assetClass),
  );
}

/** Through the instrument itself, its sector or its asset class (a shared region or currency is too broad to call exposure). */
export function storyTouchesDirectly(story: StoryRecord, instrument: Instrument): boolean {
  return story.links.some(
    (l) =>
      (l.kind === 'ticker' && l.value === instrument.ticker) ||
      (l.kind === 'sector' && l.value === instrument.sector) ||
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
