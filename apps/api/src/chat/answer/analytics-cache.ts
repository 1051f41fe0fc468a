import { createHash } from 'node:crypto';
import type { Performance } from '@clarity/shared';
import { PromiseLru } from '../../cache/promise-lru.js';
import type { PortfolioAnalytics } from '../../insight/analytics/portfolio-analytics.js';
import type { PortfolioForInsight, PortfolioSnapshot } from '../../insight/portfolio-snapshot.js';

export interface CachedAnalytics {
  loaded: PortfolioSnapshot;
  analytics: PortfolioAnalytics;
  /** The performance figures by locale (their notes are sentences), computed on first use (they read more history) and kept with the analytics they belong to. */
  /** Keyed by locale and the catalog benchmark asked for (`en:`, `de:sp500`). */
  performance?: Map<string, Promise<Performance>>;
}

/**
 * The portfolio analytics a chat run needs. They depend only on the portfolio (its stored
 * version, or an inline portfolio's content), the market data version and the day. A thread asks
 * many questions about one portfolio: every question after the first skips the loading and the maths.
 */
export class AnalyticsCache extends PromiseLru<CachedAnalytics> {
  constructor(capacity = 200) {
    super(capacity);
  }

  static key(portfolio: PortfolioForInsight, version: number | undefined, marketVersion: number, asOf: string): string {
    const identity =
      portfolio.id !== undefined && version !== undefined
        ? `stored:${portfolio.id}:${version}`
        : `inline:${createHash('sha256').update(JSON.stringify([portfolio.baseCurrency, portfolio.currentHoldings, portfolio.profile])).digest('hex')}`;
    return `${identity}:${marketVersion}:${asOf}`;
  }
}
