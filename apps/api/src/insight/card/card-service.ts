import { createHash } from 'node:crypto';
import type { Card, PortfolioInput } from '@clarity/shared';
import type { Clock } from '../../clock.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/catalog.js';
import type { PortfolioTarget } from '../../clarity/access.js';
import type { MarketDataRepository } from '../../market/repository.js';
import type { StoryRecord } from '../../market/types.js';
import type { TradeService } from '../../trades/service.js';
import { performanceWithNamedBenchmark } from '../named-benchmark.js';
import { performanceBetween } from '../analytics/performance.js';
import { analysePortfolio } from '../analytics/portfolio-analytics.js';
import { positionsOf } from '../positions.js';
import { portfolioSummaryTool } from '../tools/portfolio-summary.js';
import { profileFitTool } from '../tools/profile-fit.js';
import { riskTool } from '../tools/risk.js';
import type { ToolContext } from '../tools/types.js';
import { rankStories, type ExposureHolding } from '../market-context.js';
import { loadPortfolioSnapshot, type PortfolioForInsight } from '../portfolio-snapshot.js';
import { PromiseLru } from '../../cache/promise-lru.js';
import { EncodedJson } from '../../http/encoded-body.js';
import { composeCard } from './compose-card.js';
import type { Metrics } from '../../observability/metrics.js';
import { inSpan } from '../../observability/spans.js';
import type { ModelWording } from './model-wording.js';

export interface CardServiceDeps {
  market: MarketDataRepository;
  trades: TradeService;
  clock: Clock;
  /** Set when CLARITY_LLM_* configure a model for the wording. */
  wording?: ModelWording | undefined;
  /** Called when the model's rewrite was refused (for the log). */
  onWordingRejected?: (reason: string) => void;
  /** Counts cache hits and misses. */
  metrics?: Metrics | undefined;
}

/** How long a read of the market data version is trusted. */
export const MARKET_VERSION_TTL_MS = 1000;

const MS_PER_DAY = 86_400_000;
/** The last day formatted: every card request asks, and the answer changes once a day. */
let lastDay = { number: Number.NaN, iso: '' };

/** The day the service clock says it is (UTC), YYYY-MM-DD: "today" for prices, stories and staleness. */
export function todayOf(clock: Clock): string {
  const day = Math.floor(clock.now().getTime() / MS_PER_DAY);
  if (day !== lastDay.number) lastDay = { number: day, iso: new Date(day * MS_PER_DAY).toISOString().slice(0, 10) };
  return lastDay.iso;
}

/**
 * Builds insight cards and keeps finished ones (serialized) in an LRU keyed by what a card
 * depends on: organization, portfolio id and version (or the inline body's hash), market data
 * version, day and locale. The same inputs and clock therefore give byte-identical cards.
 */
export class CardService {
  /** Finished cards as encoded JSON, keyed by what a card depends on. */
  private readonly cache = new PromiseLru<EncodedJson>(500);
  private marketVersion: { value: Promise<number>; readAt: number } | undefined;

  constructor(private readonly deps: CardServiceDeps) {}

  /** The card for a resolved target as the JSON to send, kept encoded so a hit costs no serialization. */
  async cardBody(orgId: string, target: PortfolioTarget, locale: Locale = DEFAULT_LOCALE): Promise<EncodedJson> {
    const asOf = todayOf(this.deps.clock);
    const marketVersion = await this.currentMarketVersion();
    const key =
      target.kind === 'stored'
        ? `stored:${orgId}:${target.head.id}:${target.head.version}:${marketVersion}:${asOf}:${locale}`
        : `inline:${orgId}:${inlineHash(target.portfolio)}:${marketVersion}:${asOf}:${locale}`;
    const { value, cached } = await this.cache.getOrCompute(key, () =>
      inSpan('card.compute', { 'clarity.portfolio.kind': target.kind }, async () => {
        // Only a miss reads the holdings. Should a write land in between, the card shows the newer
        // holdings under the older version's key: never staler than what the request saw.
        const portfolio: PortfolioForInsight = target.kind === 'stored' ? await target.load() : target.portfolio;
        return new EncodedJson(Buffer.from(JSON.stringify(await this.card(portfolio, asOf, locale)), 'utf8'));
      }),
    );
    this.deps.metrics?.cardCacheLookup(cached);
    return value;
  }

  /** Computes a card without the cache. Inline portfolios carry no id, so no trade log is read. */
  async card(portfolio: PortfolioForInsight, asOf: string, locale: Locale = DEFAULT_LOCALE): Promise<Card> {
    const snapshot = await loadPortfolioSnapshot(this.deps, portfolio, asOf, { performance: true });
    const analytics = analysePortfolio(snapshot.analyticsInput);
    const exposure: ExposureHolding[] = analytics.concentration.weights.flatMap((w) => {
      const instrument = snapshot.analyticsInput.instruments.get(w.ticker);
      return instrument ? [{ ticker: w.ticker, weight: w.weight, instrument }] : [];
    });
    const ranked = rankStories(snapshot.stories, exposure, asOf);
    const newestStory = ranked.length === 0 ? await this.newestStory(asOf) : null;
    const sourceIds = [...ranked.flatMap((r) => r.story.developments), ...(newestStory?.developments ?? [])].flatMap((d) => d.sourceIds);
    const sources = await this.deps.market.sources([...new Set(sourceIds)]);
    const priceHistory = snapshot.analyticsInput.priceHistory;
    const performance = performanceWithNamedBenchmark(snapshot.performanceInput, snapshot.benchmarkName, locale);
    // The card's figures come from the same insight tools the chat calls, over what was just loaded.
    const ctx: ToolContext = {
      asOf,
      market: this.deps.market,
      insight: () => Promise.resolve({ input: snapshot.analyticsInput, analytics, stories: snapshot.stories }),
      // A tool asking for another catalog benchmark gets the same figures against that one.
      performance: async (name) => {
        if (name === undefined || name === snapshot.benchmarkName) return performance;
        const other = await loadPortfolioSnapshot(this.deps, { ...portfolio, benchmark: { name } }, asOf, { performance: true });
        return performanceWithNamedBenchmark(other.performanceInput, other.benchmarkName, locale);
      },
      // The card asks for stored periods only; a tool asking for exact days gets them from the same input.
      performanceBetween: async (span, name) => {
        const other = name === undefined || name === snapshot.benchmarkName ? snapshot : await loadPortfolioSnapshot(this.deps, { ...portfolio, benchmark: { name } }, asOf, { performance: true });
        return performanceBetween(other.performanceInput, span.from, span.to);
      },
      allStories: () => this.deps.market.allStories(asOf),
    };
    const [summary, risk, fit] = await Promise.all([portfolioSummaryTool.run(ctx, {}), riskTool.run(ctx, {}), profileFitTool.run(ctx, {})]);
    const card = composeCard({
      analytics,
      ranked,
      newestStory,
      sources,
      positions: positionsOf(analytics, priceHistory),
      performance,
      tools: { summary, risk, fit },
      locale,
    });
    if (!this.deps.wording) return card;
    const worded = await this.deps.wording.reword(card);
    if (worded.rejected) this.deps.onWordingRejected?.(worded.rejected);
    return worded.card;
  }

  /** An import elsewhere (announced over Redis): the next card reads the version again. */
  forgetMarketVersion(): void {
    this.marketVersion = undefined;
  }

  /**
   * The market data version, read at most once per MARKET_VERSION_TTL_MS: the query is a
   * noticeable share of a cached card's cost, and an import (possibly by the CLI, in another
   * process) then shows in cards within a second.
   */
  private currentMarketVersion(): Promise<number> {
    const now = Date.now();
    if (!this.marketVersion || now - this.marketVersion.readAt >= MARKET_VERSION_TTL_MS) {
      const value = this.deps.market.version();
      this.marketVersion = { value, readAt: now };
      value.catch(() => (this.marketVersion = undefined));
    }
    return this.marketVersion.value;
  }

  private async newestStory(asOf: string): Promise<StoryRecord | null> {
    const all = await this.deps.market.allStories(asOf);
    return all[0] ?? null;
  }
}

/** Inline portfolios are cached by the hash of their canonical JSON (never stored anywhere else). */
function inlineHash(portfolio: PortfolioInput): string {
  return createHash('sha256').update(JSON.stringify(portfolio)).digest('base64url');
}
