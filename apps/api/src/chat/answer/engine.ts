import type { Narrative } from '@clarity/shared';
import { analysePortfolio } from '../../insight/analytics/portfolio-analytics.js';
import { yearBefore } from '../../insight/analytics/trades.js';
import { loadPortfolioSnapshot, type PortfolioForInsight } from '../../insight/portfolio-snapshot.js';
import { rankStories as rankPortfolioStories } from '../../insight/market-context.js';
import type { MarketDataRepository } from '../../market/repository.js';
import type { StoryRecord } from '../../market/types.js';
import type { TradeService } from '../../trades/service.js';
import type { RunEmitter } from '../run-emitter.js';
import type { StoredTurn } from '../threads/repository.js';
import { understand } from '../understanding/intent.js';
import { AnalyticsCache } from './analytics-cache.js';
import type { InstrumentCatalog } from './catalog.js';
import { CitationRegistry } from '../../insight/citations.js';
import { composeAssetAnswer } from './compose-asset.js';
import { composeMarketAnswer } from './compose-market.js';
import { composeOutOfScopeAnswer } from './compose-out-of-scope.js';
import { composePortfolioAnswer } from './compose-portfolio.js';
import type { ComposedAnswer } from './compose-shared.js';
import { changeOver, type AnswerFacts, type AssetFacts } from './facts.js';
import { narrativeOf, rankStories } from './stories.js';

export interface AnswerEngineDeps {
  market: MarketDataRepository;
  trades: TradeService;
  catalog: InstrumentCatalog;
  analyticsCache: AnalyticsCache;
}

export interface AnswerRequest {
  question: string;
  portfolio: PortfolioForInsight;
  /** The stored portfolio's version (absent for inline portfolios): part of the analytics cache key. */
  portfolioVersion: number | undefined;
  history: readonly StoredTurn[];
  /** Valuation day, YYYY-MM-DD. */
  asOf: string;
  signal: AbortSignal;
}

/** The grounded answer: composed text plus every fact it rests on. */
export interface PreparedAnswer {
  facts: AnswerFacts;
  composed: ComposedAnswer;
  narrative: Narrative;
}

/** How many instruments one asset question covers. */
const MAX_ASSETS = 3;

/**
 * The offline engine. Each step runs as a visible tool call on the run (DESIGN §3): understand
 * the question, portfolio analytics, source retrieval, story lookup; the abort signal is checked
 * between steps so a client that left stops the work.
 */
export async function prepareAnswer(deps: AnswerEngineDeps, run: RunEmitter, request: AnswerRequest): Promise<PreparedAnswer> {
  const { signal, asOf } = request;
  const held = (request.portfolio.currentHoldings ?? []).map((h) => h.ticker);
  const lastTurn = request.history[request.history.length - 1]?.entities;

  const understanding = await run.step(
    'understand_question',
    { question: request.question, earlierTurns: request.history.length },
    async () => understand(request.question, (await deps.catalog.matcher(held)).extract(request.question), lastTurn),
  );
  signal.throwIfAborted();

  const snapshot = await run.step(
    'portfolio_analytics',
    { portfolio: request.portfolio.id ?? 'inline', asOf },
    async () => {
      const key = AnalyticsCache.key(request.portfolio, request.portfolioVersion, await deps.market.version(), asOf);
      const { value, cached } = await deps.analyticsCache.getOrCompute(key, async () => {
        const loaded = await loadPortfolioSnapshot(deps, request.portfolio, asOf);
        return { loaded, analytics: analysePortfolio(loaded.analyticsInput) };
      });
      return { ...value, cached };
    },
    ({ analytics, cached }) => ({
      cached,
      baseCurrency: analytics.baseCurrency,
      totalValue: round2(analytics.valuation.totalValue),
      pricedHoldings: analytics.valuation.positions.length,
      unpriced: analytics.valuation.unpriced.map((u) => u.ticker),
      pricesAsOf: analytics.valuation.pricesAsOf,
    }),
  );
  signal.throwIfAborted();
  const { analytics } = snapshot;

  let assets: AssetFacts[] = [];
  const tickers = understanding.tickers.slice(0, MAX_ASSETS);
  if (understanding.intent === 'asset') {
    assets = await run.step('price_lookup', { tickers, asOf }, () => assetFacts(deps.market, tickers, analytics, held, asOf), (found) =>
      found.map((a) => ({ ticker: a.ticker, known: a.instrument !== undefined, close: a.latest?.close ?? null, date: a.latest?.date ?? null, held: a.position !== undefined || a.heldUnpriced })),
    );
    signal.throwIfAborted();
  }

  const stories = await run.step(
    'retrieve_sources',
    { intent: understanding.intent, tickers, topics: understanding.topics, asOf },
    () => retrieveStories(deps.market, understanding.intent, understanding.topics, assets, snapshot.loaded.stories, analytics.valuation.positions, asOf),
    (found) => ({ stories: found.map((s) => ({ id: s.id, title: s.title, status: s.status, latest: s.developments[s.developments.length - 1]?.date ?? null })) }),
  );
  signal.throwIfAborted();

  const sourceIds = stories.flatMap((s) => s.developments.flatMap((d) => d.sourceIds));
  const sources = await run.step('story_lookup', { storyIds: stories.map((s) => s.id) }, () => deps.market.sources(sourceIds), (found) => ({
    sources: [...found.values()].map((s) => ({ id: s.id, publisher: s.publisher, publishedAt: s.publishedAt })),
  }));
  signal.throwIfAborted();

  const facts: AnswerFacts = {
    question: request.question,
    understanding,
    analytics,
    stories,
    assets,
    trades: snapshot.loaded.analyticsInput.trades,
    priceHistory: snapshot.loaded.analyticsInput.priceHistory,
    citations: new CitationRegistry(sources),
    asOf,
  };
  const composed = compose(facts);
  return { facts, composed, narrative: narrativeOf(stories, analytics.valuation.positions, analytics.valuation.totalValue) };
}

function compose(facts: AnswerFacts): ComposedAnswer {
  switch (facts.understanding.intent) {
    case 'asset':
      return composeAssetAnswer(facts);
    case 'market':
      return composeMarketAnswer(facts);
    case 'portfolio':
      return composePortfolioAnswer(facts);
    case 'out_of_scope':
      return composeOutOfScopeAnswer(facts);
  }
}

async function assetFacts(
  market: MarketDataRepository,
  tickers: string[],
  analytics: AnswerFacts['analytics'],
  held: string[],
  asOf: string,
): Promise<AssetFacts[]> {
  const [instruments, latest, history] = await Promise.all([market.instruments(tickers), market.latestPrices(tickers, asOf), market.priceHistory(tickers, yearBefore(asOf), asOf)]);
  const total = analytics.valuation.totalValue;
  return tickers.map((ticker) => {
    const position = analytics.valuation.positions.find((p) => p.ticker === ticker);
    const value = analytics.valuation.positions.filter((p) => p.ticker === ticker).reduce((acc, p) => acc + p.value, 0);
    return {
      ticker,
      instrument: instruments.get(ticker),
      latest: latest.get(ticker),
      change1m: changeOver(history.get(ticker), 30),
      change12m: changeOver(history.get(ticker), 365),
      position,
      heldUnpriced: !position && held.includes(ticker),
      weight: position && total > 0 ? value / total : null,
    };
  });
}

async function retrieveStories(
  market: MarketDataRepository,
  intent: AnswerFacts['understanding']['intent'],
  topics: string[],
  assets: AssetFacts[],
  portfolioStories: StoryRecord[],
  positions: AnswerFacts['analytics']['valuation']['positions'],
  asOf: string,
): Promise<StoryRecord[]> {
  if (intent === 'out_of_scope') return [];
  if (intent === 'portfolio') {
    // The card's ranking (exposure × recency × size), so that chat and card agree on what matters.
    const total = positions.reduce((acc, p) => acc + p.value, 0);
    const holdings = positions.map((p) => ({ ticker: p.ticker, weight: total > 0 ? p.value / total : 0, instrument: p.instrument }));
    return rankPortfolioStories(portfolioStories, holdings, asOf)
      .slice(0, 3)
      .map((r) => r.story);
  }
  if (intent === 'asset') {
    const instruments = assets.flatMap((a) => (a.instrument ? [a.instrument] : []));
    const candidates = await market.storiesFor(
      {
        tickers: assets.map((a) => a.ticker),
        sectors: instruments.map((i) => i.sector),
        regions: [],
        currencies: [],
        assetClasses: instruments.filter((i) => i.assetClass === 'crypto' || i.assetClass === 'commodity').map((i) => i.assetClass),
      },
      asOf,
    );
    return rankStories(candidates, { tickers: assets.map((a) => a.ticker), topics, instruments }, asOf).map((r) => r.story);
  }
  // Market: every stored story competes; with no topic named, the portfolio's own stories lead.
  const all = await market.allStories(asOf);
  if (topics.length > 0) return rankStories(all, { tickers: [], topics, instruments: [] }, asOf).map((r) => r.story);
  const instruments = positions.map((p) => p.instrument);
  const mine = rankStories(all, { tickers: positions.map((p) => p.ticker), topics: [], instruments }, asOf).map((r) => r.story);
  if (mine.length > 0) return mine;
  return [...all].slice(0, 3);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
