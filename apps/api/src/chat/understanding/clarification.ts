import { suggest, type Suggestion } from '../../insight/suggestions.js';
import type { IntentScore } from './intent-model.js';

/** The follow-up that runs each reading: the tool's own suggestion, when it needs no more than the question named. */
const SUGGESTION_OF: Record<string, (ticker: string | undefined) => Suggestion | undefined> = {
  portfolio_summary: () => suggest.summary(),
  holdings: () => suggest.holdings(),
  performance: () => suggest.performance(),
  risk: () => suggest.risk(),
  concentration: () => suggest.concentration(),
  allocation: () => suggest.allocation(),
  exposure: () => suggest.allocation(),
  profile_fit: () => suggest.fit(),
  fees: () => suggest.fees(),
  turnover: () => suggest.turnover(),
  realized_pnl: () => suggest.realized(),
  recent_changes: () => suggest.recent(),
  stories: () => suggest.news(),
  story_timeline: () => suggest.news(),
  position: (ticker) => (ticker ? suggest.position(ticker) : suggest.holdings()),
  price: (ticker) => (ticker ? suggest.price(ticker) : undefined),
  compare: (ticker) => (ticker ? suggest.price(ticker) : undefined),
  what_if: (ticker) => (ticker ? suggest.whatIf(ticker) : undefined),
};

/** Whether a clarification can offer a reading as a follow-up that runs that very tool (a comparison offered as a price would not). */
export function offerable(intent: string, ticker: string | undefined): boolean {
  return SUGGESTION_OF[intent]?.(ticker)?.tool === intent;
}

/**
 * The two or three readings a clarification offers, likeliest first, one per tool; when the
 * model has fewer, the most asked questions fill up to two.
 */
export function clarificationSuggestions(readings: readonly IntentScore[], ticker: string | undefined): Suggestion[] {
  const unique = (list: (Suggestion | undefined)[]): Suggestion[] => list.filter((s, i): s is Suggestion => s !== undefined && list.findIndex((o) => o?.tool === s.tool) === i);
  const offered = unique(readings.map((r) => SUGGESTION_OF[r.intent]?.(ticker)));
  return unique([...offered, suggest.summary(), suggest.performance(), suggest.holdings()]).slice(0, Math.max(2, Math.min(3, offered.length)));
}
