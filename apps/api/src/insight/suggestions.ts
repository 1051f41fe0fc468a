import type { FollowUp } from '@clarity/shared';
import type { MessageKey, MessageParams } from '../i18n/catalog.js';
import type { Words } from './tools/types.js';

/**
 * Follow-up questions, each written from a tool plan: the tool it runs and the words that ask for
 * it. The chat's planner reads these words back into the same tool (a test asks every suggestion
 * of many random cards and checks that its answer runs that tool), so a suggestion is always
 * answerable.
 */
export interface Suggestion {
  tool: string;
  key: MessageKey;
  params?: MessageParams;
}

export const suggest = {
  summary: (): Suggestion => ({ tool: 'portfolio_summary', key: 'suggest.summary' }),
  performance: (): Suggestion => ({ tool: 'performance', key: 'suggest.performance' }),
  risk: (): Suggestion => ({ tool: 'risk', key: 'suggest.risk' }),
  concentration: (): Suggestion => ({ tool: 'concentration', key: 'suggest.concentration' }),
  allocation: (): Suggestion => ({ tool: 'allocation', key: 'suggest.allocation' }),
  fit: (): Suggestion => ({ tool: 'profile_fit', key: 'suggest.fit' }),
  rebalance: (label: string, band: string): Suggestion => ({ tool: 'rebalance', key: 'suggest.rebalance', params: { label, band } }),
  whatIf: (ticker: string): Suggestion => ({ tool: 'what_if', key: 'suggest.what_if', params: { ticker } }),
  sectorExposure: (sector: string): Suggestion => ({ tool: 'exposure', key: 'suggest.sector_exposure', params: { sector } }),
  currencyExposure: (currency: string): Suggestion => ({ tool: 'exposure', key: 'suggest.currency_exposure', params: { currency } }),
  fees: (): Suggestion => ({ tool: 'fees', key: 'suggest.fees' }),
  turnover: (): Suggestion => ({ tool: 'turnover', key: 'suggest.turnover' }),
  realized: (): Suggestion => ({ tool: 'realized_pnl', key: 'suggest.realized' }),
  story: (title: string): Suggestion => ({ tool: 'stories', key: 'suggest.story', params: { title } }),
  timeline: (title: string): Suggestion => ({ tool: 'story_timeline', key: 'suggest.timeline', params: { title } }),
  position: (ticker: string): Suggestion => ({ tool: 'position', key: 'suggest.position', params: { ticker } }),
  price: (ticker: string): Suggestion => ({ tool: 'price', key: 'suggest.price', params: { ticker } }),
  recent: (): Suggestion => ({ tool: 'recent_changes', key: 'suggest.recent' }),
  holdings: (): Suggestion => ({ tool: 'holdings', key: 'suggest.holdings' }),
  news: (): Suggestion => ({ tool: 'stories', key: 'suggest.news' }),
};

/** The first `max` distinct suggestions, worded. */
export function followUpsOf(suggestions: readonly Suggestion[], words: Words, max: number): FollowUp[] {
  const out: FollowUp[] = [];
  const seen = new Set<string>();
  for (const s of suggestions) {
    const question = words.t(s.key, s.params);
    if (seen.has(question)) continue;
    seen.add(question);
    out.push({ question, tool: s.tool });
    if (out.length >= max) break;
  }
  return out;
}

/** A question as a reader compares two: case, spacing and closing punctuation aside. */
const asAsked = (question: string): string => question.toLocaleLowerCase().replace(/\s+/g, ' ').replace(/[\s?¿!¡.]+$/u, '').replace(/^[¿¡\s]+/u, '');

/**
 * The follow-ups the thread has not asked yet: a chip that repeats a question of this conversation
 * (the one just answered or an earlier one) offers nothing new, and reads as if the answer went unread.
 */
export function notYetAsked(followUps: readonly FollowUp[], asked: readonly string[]): FollowUp[] {
  const seen = new Set(asked.map(asAsked));
  return followUps.filter((f) => !seen.has(asAsked(f.question)));
}
