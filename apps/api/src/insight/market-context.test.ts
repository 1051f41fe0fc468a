import { describe, expect, it } from 'vitest';
import type { Citation } from '@clarity/shared';
import type { Development, Instrument, StoryRecord } from '../market/types.js';
import { CitationRegistry, citedNumbers, stalenessOf } from './citations.js';
import { LINK_DIRECTNESS, linkRelevance, rankStories, recentStories, stateChangeSize } from './market-context.js';
import { checkRewrite, numbersIn, parseRewrite } from './card/model-wording.js';

const inst = (ticker: string, sector: string, currency = 'USD'): Instrument => ({ ticker, name: ticker, assetClass: 'equity', sector, region: 'north_america', currency });

const dev = (id: string, date: string, stateChanges: Development['stateChanges'] = [], sourceIds = [`src-${id}`]): Development => ({
  id,
  storyId: id.split(':')[0] ?? id,
  date,
  headline: `headline ${id}`,
  summary: '',
  sourceIds,
  stateChanges,
});

const story = (id: string, links: StoryRecord['links'], developments: Development[]): StoryRecord => ({ id, title: id, summary: '', status: 'developing', links, developments });

describe('stateChangeSize', () => {
  it('scores numeric moves by relative size, changes in words at 0.6, none at 0.25', () => {
    // 4.00 → 3.75 is 6.25%: 0.25 + 5 × 0.0625 = 0.5625
    expect(stateChangeSize(dev('a', '2026-01-01', [{ entity: 'Fed', attribute: 'rate', from: '4.00%–4.25%', to: '3.75%–4.00%' }]))).toBeCloseTo(0.5625, 12);
    expect(stateChangeSize(dev('b', '2026-01-01', [{ entity: 'Bill', attribute: 'status', from: 'not filed', to: 'introduced' }]))).toBe(0.6);
    expect(stateChangeSize(dev('c', '2026-01-01'))).toBe(0.25);
    // 100 → 50 is a 50% move: capped at 1
    expect(stateChangeSize(dev('d', '2026-01-01', [{ entity: 'X', attribute: 'price', from: '100', to: '50' }]))).toBe(1);
  });
});

describe('rankStories: weighted exposure × recency × size', () => {
  const holdings = [
    { ticker: 'NVDA', weight: 0.6, instrument: inst('NVDA', 'technology') },
    { ticker: 'XOM', weight: 0.4, instrument: inst('XOM', 'energy') },
  ];
  const chips = story('chips', [{ kind: 'ticker', value: 'NVDA', relevance: 1 }, { kind: 'sector', value: 'technology', relevance: 0.5 }], [dev('chips:1', '2026-03-01')]);
  const oil = story('oil', [{ kind: 'sector', value: 'energy', relevance: 0.8 }], [dev('oil:1', '2026-02-01'), dev('oil:2', '2026-02-15', [{ entity: 'OPEC', attribute: 'quota', from: 'cut', to: 'raised' }])]);
  const banks = story('banks', [{ kind: 'sector', value: 'financials', relevance: 1 }], [dev('banks:1', '2026-03-01')]);

  it('drops stories the portfolio has no exposure to and orders the rest by score', () => {
    const ranked = rankStories([oil, banks, chips], holdings, '2026-03-01');
    expect(ranked.map((r) => r.story.id)).toEqual(['chips', 'oil']);
    const [c, o] = ranked;
    // chips: exposure 0.6 × max(1, 0.5) = 0.6; weighted 0.6 × max(1 × 1, 0.5 × 0.6) = 0.6;
    // age 0 → recency 1; no state change → 0.25; score 0.15
    expect(c!.exposure).toBeCloseTo(0.6, 12);
    expect(c!.weightedExposure).toBeCloseTo(0.6, 12);
    expect(c!.score).toBeCloseTo(0.15, 12);
    // oil: exposure 0.4 × 0.8 = 0.32; weighted 0.4 × 0.8 × 0.6 (sector) = 0.192;
    // age 14 days → recency 0.5; change in words → 0.6; score 0.0576
    expect(o!.exposure).toBeCloseTo(0.32, 12);
    expect(o!.weightedExposure).toBeCloseTo(0.192, 12);
    expect(o!.recency).toBeCloseTo(0.5, 12);
    expect(o!.score).toBeCloseTo(0.0576, 12);
    expect(o!.holdings).toEqual(['XOM']);
  });

  it('weighs a link by how directly it bears on the holding: a currency link cannot outrank a ticker link', () => {
    const nvdaOnly = [{ ticker: 'NVDA', weight: 1, instrument: inst('NVDA', 'technology') }];
    const fed = story('fed', [{ kind: 'currency', value: 'USD', relevance: 0.9 }, { kind: 'region', value: 'north_america', relevance: 0.6 }, { kind: 'asset_class', value: 'equity', relevance: 0.8 }], [dev('fed:1', '2026-03-01')]);
    const guidance = story('guidance', [{ kind: 'ticker', value: 'NVDA', relevance: 0.3 }], [dev('guidance:1', '2026-03-01')]);
    const ranked = rankStories([fed, guidance], nvdaOnly, '2026-03-01');
    expect(ranked.map((r) => r.story.id)).toEqual(['guidance', 'fed']);
    const [g, f] = ranked;
    // The display figure stays the share exposed (strongest stored relevance); ranking uses the weighted one.
    expect(f!.exposure).toBeCloseTo(0.9, 12);
    expect(f!.weightedExposure).toBeCloseTo(Math.max(0.9 * 0.15, 0.6 * 0.1, 0.8 * 0.25), 12);
    expect(g!.weightedExposure).toBeCloseTo(0.3, 12);
    expect(f!.weightedExposure).toBeLessThanOrEqual(f!.exposure);
  });

  it('linkRelevance: nothing for a link that does not match, relevance × directness for one that does', () => {
    const xom = inst('XOM', 'energy');
    expect(linkRelevance({ kind: 'sector', value: 'technology', relevance: 1 }, xom)).toEqual({ relevance: 0, weighted: 0 });
    expect(linkRelevance({ kind: 'region', value: 'north_america', relevance: 0.5 }, xom)).toEqual({ relevance: 0.5, weighted: 0.5 * LINK_DIRECTNESS.region });
    expect(linkRelevance({ kind: 'ticker', value: 'XOM', relevance: 0.9 }, xom)).toEqual({ relevance: 0.9, weighted: 0.9 });
    expect(LINK_DIRECTNESS.ticker).toBeGreaterThan(LINK_DIRECTNESS.sector);
    expect(LINK_DIRECTNESS.sector).toBeGreaterThan(Math.max(LINK_DIRECTNESS.asset_class, LINK_DIRECTNESS.currency, LINK_DIRECTNESS.region));
  });

  it('counts as recent only within 30 days', () => {
    expect(recentStories(rankStories([oil, chips], holdings, '2026-03-16')).map((r) => r.story.id)).toEqual(['chips', 'oil']);
    expect(recentStories(rankStories([oil, chips], holdings, '2026-03-20')).map((r) => r.story.id)).toEqual(['chips']);
  });
});

describe('citations and staleness', () => {
  const sources = new Map(
    ['a', 'b', 'c'].map((id, i) => [
      id,
      { id, title: `T${id}`, publisher: 'P', url: `https://example.com/${id}`, publishedAt: ['2026-11-10T23:59:00Z', '2026-11-01T00:00:00Z', '2026-11-13T08:00:00Z'][i]!, synthetic: true },
    ]),
  );

  it('numbers sources in order of first citation and ignores unknown ones', () => {
    const r = new CitationRegistry(sources);
    expect(r.markers(['b', 'zzz', 'a']).text).toBe('[1][2]');
    expect(r.markers(['a']).text).toBe('[2]');
    expect(r.list().map((c) => [c.id, c.sourceId])).toEqual([
      [1, 'b'],
      [2, 'a'],
    ]);
    expect(citedNumbers('x [2] y [1][2] and a [link](url) [3](u)')).toEqual([2, 1]);
  });

  it('ages are whole calendar days to the clock day', () => {
    const r = new CitationRegistry(sources);
    r.markers(['a', 'b']);
    // a: 2026-11-10 → 2026-11-14 = 4 days (its late hour does not matter); b: 2026-11-01 → 13 days
    // The sources are 4 and 13 days old; the prices of Nov 13 one day.
    expect(stalenessOf(r.list(), '2026-11-14', '2026-11-13')).toEqual({ ageOfNewestDays: 1, ageOfOldestDays: 13, asOf: '2026-11-14', sourceCount: 2, pricesAsOf: '2026-11-13' });
    expect(stalenessOf(r.list(), '2026-11-14', null)).toEqual({ ageOfNewestDays: 4, ageOfOldestDays: 13, asOf: '2026-11-14', sourceCount: 2, pricesAsOf: null });
    // No news source: the answer still rests on the prices, and says how old they are.
    expect(stalenessOf([] as Citation[], '2026-11-14', '2026-11-10')).toEqual({ ageOfNewestDays: 4, ageOfOldestDays: 4, asOf: '2026-11-14', sourceCount: 0, pricesAsOf: '2026-11-10' });
    expect(stalenessOf([] as Citation[], '2026-11-14', null)).toEqual({ ageOfNewestDays: null, ageOfOldestDays: null, asOf: '2026-11-14', sourceCount: 0, pricesAsOf: null });
  });
});

describe('checking a model rewrite', () => {
  const original = { title: 'x', markdown: '**USD 12,345** across 3 holdings; equity 60.0% (45-65%) on 2026-11-13 [1][2].', citationIds: [1, 2] };

  it('extracts numbers without citation markers', () => {
    expect(numbersIn('USD 12,345 and 60.0% [1] on 2026-11-13')).toEqual(['12345', '60%', '2026', '11', '13']);
    expect(numbersIn('12.345 € und 60,0 % [1] am 13.11.2026', 'de')).toEqual(['12345', '60%', '13', '11', '2026']);
  });

  it('accepts reworded text with the same numbers and citations', () => {
    expect(checkRewrite(original, 'Your 3 holdings are worth USD 12,345 [1]; equity sits at 60.0%, inside 45-65% [2].')).toEqual({ ok: true });
  });

  it('rejects an invented number, a dropped or unknown citation', () => {
    expect(checkRewrite(original, 'Worth USD 12,346 [1][2].')).toEqual({ ok: false, reason: 'numbers not in the facts: 12346' });
    expect(checkRewrite(original, 'Worth USD 12,345 [1].').ok).toBe(false);
    expect(checkRewrite(original, 'Worth USD 12,345 [1][2][3].').ok).toBe(false);
    expect(checkRewrite(original, '  ').ok).toBe(false);
  });

  it('parses the JSON answer, even inside a code fence', () => {
    expect(parseRewrite('```json\n{"marketContext":"a","positionsAnalysis":"b"}\n```')).toEqual({ marketContext: 'a', positionsAnalysis: 'b' });
    expect(parseRewrite('{"marketContext": 1}')).toBeUndefined();
    expect(parseRewrite('nope')).toBeUndefined();
  });
});
