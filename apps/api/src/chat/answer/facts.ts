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

export { changeOver, closeOnOrBefore, daysBefore } from '../../insight/analytics/price-change.js';
