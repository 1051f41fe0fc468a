import {
  STRATEGY_ASSET_CLASSES,
  type Portfolio,
  type Strategy,
  type StrategyAssetClass,
  type StrategyFit,
  type StrategyRecommendRequest,
  type StrategyRecommendation,
} from '@clarity/shared';
import type { Clock } from '../clock.js';
import { ApiError } from '../http/errors.js';
import type { Locale } from '../i18n/catalog.js';
import { mergeHoldingsByTicker } from '../insight/analytics/merge-holdings.js';
import { FxTable } from '../insight/analytics/fx.js';
import { valuePortfolio } from '../insight/analytics/valuation.js';
import type { MarketDataRepository } from '../market/repository.js';
import type { PortfolioService } from '../portfolios/service.js';
import type { ProfilingService } from '../profiling/service.js';
import type { UserService } from '../users/service.js';
import { STRATEGIES, findStrategy } from './catalog.js';
import { REBALANCE_METHOD, rebalance, type ProxyQuote, type ValuedHolding } from './rebalance.js';
import { recommendStrategy } from './recommend.js';

/** FX history is read from here on, as the insight engine does. */
const FX_HISTORY_START = '1900-01-01';

/** Model strategies, recommendations, and a portfolio's fit against a strategy. */
export class StrategyService {
  constructor(
    private readonly deps: { clock: Clock; market: MarketDataRepository; portfolios: PortfolioService; users: UserService; profiling: ProfilingService },
  ) {}

  list(): Strategy[] {
    return [...STRATEGIES];
  }

  get(id: string): Strategy {
    const found = findStrategy(id);
    if (!found) throw new ApiError('not_found', 'Strategy not found');
    return found;
  }

  async recommend(orgId: string, request: StrategyRecommendRequest, locale: Locale = 'en'): Promise<StrategyRecommendation> {
    if (request.profile) {
      const horizonYears = request.profile.horizonYears ?? null;
      const { strategy, reason } = recommendStrategy(request.profile.riskTolerance, horizonYears, locale);
      return { strategy, basedOn: 'profile', riskTolerance: request.profile.riskTolerance, horizonYears, reason };
    }
    const userId = request.userId ?? '';
    const profile = await this.deps.profiling.currentProfile(orgId, userId);
    const { strategy, reason } = recommendStrategy(profile.riskTolerance, profile.horizonYears, locale);
    return { strategy, basedOn: 'user_profile', riskTolerance: profile.riskTolerance, horizonYears: profile.horizonYears, reason };
  }

  /**
   * Drift of the portfolio against a strategy and the trades that bring it back inside the bands.
   * The strategy is the one named, else the one recommended for the portfolio's own profile, else
   * for its user's latest profiling. `undefined` when none applies and none was named.
   */
  async fit(orgId: string, portfolioId: string, strategyId: string | undefined): Promise<StrategyFit | undefined> {
    const { portfolio } = await this.deps.portfolios.get(orgId, portfolioId);
    const chosen = await this.strategyFor(orgId, portfolio, strategyId);
    if (!chosen) return undefined;
    const asOf = this.deps.clock.now().toISOString().slice(0, 10);
    const lines = portfolio.currentHoldings.filter((h) => h.quantity !== 0);
    const proxyTickers = chosen.strategy.allocation.flatMap((a) => (a.proxyTicker ? [a.proxyTicker] : []));
    const tickers = [...new Set([...lines.map((h) => h.ticker), ...proxyTickers])];
    const [instruments, latestPrices, fxPoints] = await Promise.all([
      this.deps.market.instruments(tickers),
      this.deps.market.latestPrices(tickers, asOf),
      this.deps.market.fxHistory(FX_HISTORY_START, asOf),
    ]);
    const fx = new FxTable(fxPoints);
    // One position per ticker, as the card and the chat count it.
    const holdings = mergeHoldingsByTicker(lines, instruments, fx, asOf).filter((h) => h.quantity !== 0);
    // The insight engine's valuation, so the card, the report and the fit agree on every value.
    const valuation = valuePortfolio({ holdings, baseCurrency: portfolio.baseCurrency, asOf, instruments, latestPrices, fx });

    const excluded: StrategyFit['excluded'] = valuation.unpriced.map((u) => ({
      ticker: u.ticker,
      reason: u.reason === 'unknown_ticker' ? 'unknown_instrument' : u.reason === 'missing_price' ? 'no_price' : 'no_fx_rate',
    }));
    const valued: ValuedHolding[] = [];
    for (const p of valuation.positions) {
      if (!isStrategyClass(p.instrument.assetClass)) {
        excluded.push({ ticker: p.ticker, reason: 'unsupported_asset_class' });
        continue;
      }
      valued.push({ ticker: p.ticker, assetClass: p.instrument.assetClass, value: p.value, price: p.price, currency: p.instrument.currency, fxRate: p.fxRate });
    }

    const proxies = new Map<string, ProxyQuote>();
    for (const ticker of proxyTickers) {
      const instrument = instruments.get(ticker);
      const price = latestPrices.get(ticker);
      const rate = instrument ? fx.rate(instrument.currency, portfolio.baseCurrency, asOf) : undefined;
      if (instrument && price && rate !== undefined) proxies.set(ticker, { price: price.close, currency: instrument.currency, fxRate: rate });
    }

    const result = rebalance(chosen.strategy, valued, portfolio.baseCurrency, proxies);
    return {
      portfolioId: portfolio.id,
      strategy: chosen.strategy,
      strategySource: chosen.source,
      baseCurrency: portfolio.baseCurrency,
      asOf,
      ...result,
      excluded,
      method: REBALANCE_METHOD,
    };
  }

  private async strategyFor(
    orgId: string,
    portfolio: Portfolio,
    strategyId: string | undefined,
  ): Promise<{ strategy: Strategy; source: StrategyFit['strategySource'] } | undefined> {
    if (strategyId !== undefined) return { strategy: this.get(strategyId), source: 'requested' };
    if (portfolio.profile?.riskTolerance) {
      return { strategy: recommendStrategy(portfolio.profile.riskTolerance, portfolio.profile.horizonYears ?? null).strategy, source: 'portfolio_profile' };
    }
    if (portfolio.userId) {
      const profile = await this.deps.profiling.latest(orgId, portfolio.userId);
      if (profile) return { strategy: recommendStrategy(profile.riskTolerance, profile.horizonYears).strategy, source: 'user_profile' };
    }
    return undefined;
  }
}

function isStrategyClass(value: string): value is StrategyAssetClass {
  return (STRATEGY_ASSET_CLASSES as readonly string[]).includes(value);
}
