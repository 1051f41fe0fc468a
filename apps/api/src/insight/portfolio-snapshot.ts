import { DEFAULT_BASE_CURRENCY, type Holding, type Profile } from '@clarity/shared';
import type { MarketDataRepository } from '../market/repository.js';
import type { StoryRecord } from '../market/types.js';
import type { TradeService } from '../trades/service.js';
import type { AnalyticsInput } from './analytics/portfolio-analytics.js';
import { FxTable } from './analytics/fx.js';
import { mergeHoldingsByTicker } from './analytics/merge-holdings.js';
import { yearBefore } from './analytics/trades.js';

/** The portfolio fields the insight engine reads; a stored portfolio and an inline one both fit. */
export interface PortfolioForInsight {
  /** Set for a stored portfolio (its trade log is read); absent for an inline one. */
  id?: string | undefined;
  baseCurrency?: string | undefined;
  currentHoldings?: readonly Holding[] | undefined;
  profile?: Profile | null | undefined;
}

export interface PortfolioSnapshot {
  analyticsInput: AnalyticsInput;
  /** Stories linked to anything the portfolio holds (tickers, sectors, regions, currencies, asset classes). */
  stories: StoryRecord[];
}

/** Earliest day of FX history loaded: trades before it convert at no rate and are named as such. */
const FX_HISTORY_START = '1900-01-01';

/**
 * Loads everything the analytics and the market context need for one portfolio at one day:
 * instruments, the latest prices on or before `asOf`, 12 months of closes, FX, the trade log
 * (stored portfolios only) and the linked stories.
 */
export async function loadPortfolioSnapshot(
  deps: { market: MarketDataRepository; trades: TradeService },
  portfolio: PortfolioForInsight,
  asOf: string,
): Promise<PortfolioSnapshot> {
  const lines = (portfolio.currentHoldings ?? []).filter((h) => h.quantity !== 0);
  const held = [...new Set(lines.map((h) => h.ticker))].sort();
  const trades = portfolio.id === undefined ? [] : await deps.trades.all(portfolio.id);
  const traded = [...new Set([...held, ...trades.map((t) => t.ticker)])].sort();
  const [instruments, latestPrices, priceHistory, fxPoints] = await Promise.all([
    deps.market.instruments(traded),
    deps.market.latestPrices(held, asOf),
    deps.market.priceHistory(held, yearBefore(asOf), asOf),
    deps.market.fxHistory(FX_HISTORY_START, asOf),
  ]);
  // One position per ticker before any figure (lines of a ticker merged), then drop what nets to zero.
  const holdings = mergeHoldingsByTicker(lines, instruments, new FxTable(fxPoints), asOf).filter((h) => h.quantity !== 0);
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
      baseCurrency: portfolio.baseCurrency ?? DEFAULT_BASE_CURRENCY,
      profile: portfolio.profile ?? null,
      asOf,
      instruments,
      latestPrices,
      priceHistory,
      fxPoints,
      trades,
    },
    stories,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)].sort();
}
