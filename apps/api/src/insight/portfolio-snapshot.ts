import { DEFAULT_BASE_CURRENCY, type Activity, type BenchmarkName, type Holding, type PortfolioBenchmark, type Profile } from '@clarity/shared';
import { resolveBenchmark } from '../market/benchmark-catalog.js';
import type { MarketDataRepository } from '../market/repository.js';
import type { PricePoint, StoryRecord } from '../market/types.js';
import type { TradeService } from '../trades/service.js';
import type { AnalyticsInput } from './analytics/portfolio-analytics.js';
import { bookOf } from './analytics/book.js';
import { rollBook } from './analytics/book-roll.js';
import { tickersOf, withMarketSplits } from './market-splits.js';
import { FxTable } from './analytics/fx.js';
import { mergeHoldingsByTicker } from './analytics/merge-holdings.js';
import { performancePricesFrom, performanceTickers, type PerformanceInput } from './analytics/performance.js';
import { yearBefore } from './analytics/trades.js';

/** The portfolio fields the insight engine reads; a stored portfolio and an inline one both fit. */
export interface PortfolioForInsight {
  /** Set for a stored portfolio (its trade log is read); absent for an inline one. */
  id?: string | undefined;
  baseCurrency?: string | undefined;
  currentHoldings?: readonly Holding[] | undefined;
  profile?: Profile | null | undefined;
  /** The portfolio's own benchmark (a catalog name or components); absent or null → the blend at the profile's target mix. */
  benchmark?: PortfolioBenchmark | null | undefined;
}

export interface SnapshotOptions {
  /** Also load what the performance engine reads (closes of traded and benchmark tickers back to the first trade). */
  performance?: boolean;
}

export interface PortfolioSnapshot {
  analyticsInput: AnalyticsInput;
  /** Stories linked to anything the portfolio holds (tickers, sectors, regions, currencies, asset classes). */
  stories: StoryRecord[];
  /** Set when loaded with `{ performance: true }`; a named benchmark is given to it as its components. */
  performanceInput: PerformanceInput | null;
  /** The catalog name of the portfolio's benchmark, when it was given by name. */
  benchmarkName: BenchmarkName | null;
}

type SnapshotDeps = { market: MarketDataRepository; trades: TradeService };

/** Earliest day of FX history loaded: trades before it convert at no rate and are named as such. */
const FX_HISTORY_START = '1900-01-01';

/**
 * Loads everything the analytics and the market context need for one portfolio at one day:
 * instruments, the latest prices on or before `asOf`, 12 months of closes, FX, the trade log
 * (stored portfolios only) and the linked stories. With `performance`, the closes cover the held,
 * traded and benchmark tickers from before the first trade (one query); the analytics still see
 * only the held tickers' last 12 months, so their figures do not change.
 */
export async function loadPortfolioSnapshot(
  deps: SnapshotDeps,
  portfolio: PortfolioForInsight,
  asOf: string,
  options: { performance: true },
): Promise<PortfolioSnapshot & { performanceInput: PerformanceInput }>;
export async function loadPortfolioSnapshot(deps: SnapshotDeps, portfolio: PortfolioForInsight, asOf: string, options?: SnapshotOptions): Promise<PortfolioSnapshot>;
export async function loadPortfolioSnapshot(
  deps: SnapshotDeps,
  portfolio: PortfolioForInsight,
  asOf: string,
  options: SnapshotOptions = {},
): Promise<PortfolioSnapshot> {
  const lines = (portfolio.currentHoldings ?? []).filter((h) => h.quantity !== 0);
  const held = [...new Set(lines.map((h) => h.ticker))].sort();
  // The activity log read as a book: split-adjusted trades (transfers, reinvestments) and the money beside them.
  // The market data's splits of the log's tickers join the log's own, each split applied once (market-splits.ts).
  const book = portfolio.id === undefined ? bookOf([]) : bookOf(await withSplitsOf(deps, await deps.trades.activities(portfolio.id), asOf));
  const trades = book.trades;
  const traded = [...new Set([...held, ...trades.map((t) => t.ticker)])].sort();
  const { benchmark, name: benchmarkName } = resolveBenchmark(portfolio.benchmark);
  const yearAgo = yearBefore(asOf);
  const performanceFrom = performancePricesFrom([...trades, ...book.money], asOf);
  const closesPlan = options.performance
    ? { tickers: performanceTickers(lines, trades, benchmark), from: performanceFrom < yearAgo ? performanceFrom : yearAgo }
    : { tickers: held, from: yearAgo };
  const [instruments, latestPrices, closes, fxPoints] = await Promise.all([
    deps.market.instruments(options.performance ? [...new Set([...traded, ...closesPlan.tickers])] : traded),
    deps.market.latestPrices(held, asOf),
    deps.market.priceHistory(closesPlan.tickers, closesPlan.from, asOf),
    deps.market.fxHistory(FX_HISTORY_START, asOf),
  ]);
  const priceHistory = options.performance ? heldSince(closes, held, yearAgo) : closes;
  // One position per ticker before any figure (lines of a ticker merged), then drop what nets to zero.
  const fx = new FxTable(fxPoints);
  const holdings = mergeHoldingsByTicker(lines, instruments, fx, asOf).filter((h) => h.quantity !== 0);
  const baseCurrency = portfolio.baseCurrency ?? DEFAULT_BASE_CURRENCY;
  // The book rolled once (cash, income, flows, net invested) for the analytics and the performance engine alike.
  const roll = rollBook(book, fx, baseCurrency, asOf);
  const known = held.map((t) => instruments.get(t)).filter((i) => i !== undefined);
  const stories = await deps.market.storiesFor(
    {
      tickers: held,
      sectors: unique(known.map((i) => i.sector)),
      regions: unique(known.map((i) => i.region)),
      currencies: unique(known.map((i) => i.currency)),
      assetClasses: unique(known.map((i) => i.assetClass)),
    },
    asOf,
  );
  return {
    analyticsInput: {
      holdings,
      baseCurrency,
      profile: portfolio.profile ?? null,
      asOf,
      instruments,
      latestPrices,
      priceHistory,
      fxPoints,
      trades,
      money: book.money,
      reportsCash: book.reportsCash,
      roll,
    },
    stories,
    benchmarkName,
    performanceInput: options.performance
      ? { asOf, baseCurrency, profile: portfolio.profile ?? null, holdings, trades, money: book.money, reportsCash: book.reportsCash, instruments, closes, fxPoints, benchmark, roll }
      : null,
  };
}

/** The closes the analytics read: held tickers, from `from` on. */
function heldSince(closes: ReadonlyMap<string, PricePoint[]>, held: readonly string[], from: string): Map<string, PricePoint[]> {
  const result = new Map<string, PricePoint[]>();
  for (const ticker of held) {
    const points = closes.get(ticker)?.filter((p) => p.date >= from);
    if (points && points.length > 0) result.set(ticker, points);
  }
  return result;
}

function unique(values: string[]): string[] {
  return [...new Set(values)].sort();
}

async function withSplitsOf(deps: SnapshotDeps, activities: Activity[], asOf: string): Promise<Activity[]> {
  if (activities.length === 0) return activities;
  return withMarketSplits(activities, await deps.market.splits(tickersOf(activities), asOf));
}
