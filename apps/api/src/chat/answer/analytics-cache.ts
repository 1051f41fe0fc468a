import { createHash } from 'node:crypto';
import type { PortfolioAnalytics } from '../../insight/analytics/portfolio-analytics.js';
import type { PortfolioForInsight, PortfolioSnapshot } from '../../insight/portfolio-snapshot.js';

export interface CachedAnalytics {
  loaded: PortfolioSnapshot;
  analytics: PortfolioAnalytics;
}

/**
 * The portfolio analytics a chat run needs, kept in a small in-process LRU. They depend only on
 * the portfolio (its stored version, or an inline portfolio's content), the market data version
 * and the day, so those make the key and nothing needs invalidating. A thread asks many
 * questions about one portfolio: every question after the first skips the loading and the maths.
 * Promises are stored, so concurrent runs for the same portfolio compute once.
 */
export class AnalyticsCache {
  private readonly entries = new Map<string, Promise<CachedAnalytics>>();

  constructor(private readonly capacity = 200) {}

  static key(portfolio: PortfolioForInsight, version: number | undefined, marketVersion: number, asOf: string): string {
    const identity =
      portfolio.id !== undefined && version !== undefined
        ? `stored:${portfolio.id}:${version}`
        : `inline:${createHash('sha256').update(JSON.stringify([portfolio.baseCurrency, portfolio.currentHoldings, portfolio.profile])).digest('hex')}`;
    return `${identity}:${marketVersion}:${asOf}`;
  }

  async getOrCompute(key: string, compute: () => Promise<CachedAnalytics>): Promise<{ value: CachedAnalytics; cached: boolean }> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return { value: await hit, cached: true };
    }
    const pending = compute();
    this.entries.set(key, pending);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    try {
      return { value: await pending, cached: false };
    } catch (error) {
      if (this.entries.get(key) === pending) this.entries.delete(key);
      throw error;
    }
  }
}
