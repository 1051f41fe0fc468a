import type { PortfolioAnalytics } from '../../insight/analytics/portfolio-analytics.js';
import type { TradeRecord } from '../../insight/analytics/trades.js';
import type { ValuedPosition } from '../../insight/analytics/valuation.js';
import type { Instrument, PricePoint, StoryRecord } from '../../market/types.js';
import type { Understanding } from '../understanding/intent.js';
import type { CitationRegistry } from '../../insight/citations.js';

/** What the answer knows about one instrument it was asked about. */
export interface AssetFacts {
  ticker: string;
  instrument: Instrument | undefined;
  latest: PricePoint | undefined;
  /** Price change over about one month and twelve months (ratios), when the history covers them. */
  change1m: number | null;
  change12m: number | null;
  /** The portfolio's position in it, when held and priced. */
  position: ValuedPosition | undefined;
  /** Held but not valued (no market data or price). */
  heldUnpriced: boolean;
  weight: number | null;
}

/** Everything a composer may state; every number in an answer comes from here. */
export interface AnswerFacts {
  question: string;
  understanding: Understanding;
  analytics: PortfolioAnalytics;
  /** Stories chosen for the answer, most relevant first. */
  stories: StoryRecord[];
  assets: AssetFacts[];
  /** Trade log of a stored portfolio (empty for inline ones). */
  trades: readonly TradeRecord[];
  priceHistory: ReadonlyMap<string, readonly PricePoint[]>;
  citations: CitationRegistry;
  /** The valuation day, YYYY-MM-DD. */
  asOf: string;
}

/** The close on or before `date` in an ascending series. */
export function closeOnOrBefore(series: readonly PricePoint[], date: string): PricePoint | undefined {
  let found: PricePoint | undefined;
  for (const point of series) {
    if (point.date > date) break;
    found = point;
  }
  return found;
}

/** `date` minus `days`, as YYYY-MM-DD. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Relative change of the close from `days` before the latest point to the latest; null when the history is too short. */
export function changeOver(series: readonly PricePoint[] | undefined, days: number): number | null {
  if (!series || series.length < 2) return null;
  const last = series[series.length - 1];
  if (!last) return null;
  const then = closeOnOrBefore(series, daysBefore(last.date, days));
  if (!then || then.close === 0 || then.date === last.date) return null;
  return last.close / then.close - 1;
}
