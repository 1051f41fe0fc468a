import type { Strategy, StrategyFit, StrategyRecommendRequest, StrategyRecommendation } from '@clarity/shared';
import type { RequestOptions } from '../core/api-client.js';
import { APIResource, segment } from './resource.js';

const BASE = '/v1/sdk/strategies';

/** Model strategies (target weights and bands by asset class), recommendations and portfolio fit. */
export class Strategies extends APIResource {
  list(options?: RequestOptions): Promise<{ data: Strategy[] }> {
    return this.client.get<{ data: Strategy[] }>(BASE, undefined, options);
  }

  retrieve(strategyId: string, options?: RequestOptions): Promise<Strategy> {
    return this.client.get<Strategy>(`${BASE}/${segment(strategyId)}`, undefined, options);
  }

  /** The strategy for `{ userId }` (their latest profile) or an explicit `{ profile }`. */
  recommend(body: StrategyRecommendRequest, options?: RequestOptions): Promise<StrategyRecommendation> {
    return this.client.post<StrategyRecommendation>(`${BASE}/recommend`, body, options);
  }

  /**
   * Drift of a portfolio per asset class against a strategy's bands, and the trades that bring it
   * back inside them. Without `strategyId`, the strategy recommended for the portfolio's (or its
   * user's) profile is used.
   */
  fit(portfolioId: string, params: { strategyId?: string } = {}, options?: RequestOptions): Promise<StrategyFit> {
    const query = params.strategyId === undefined ? undefined : { strategyId: params.strategyId };
    return this.client.get<StrategyFit>(`/v1/sdk/partner-portfolios/${segment(portfolioId)}/strategy-fit`, query, options);
  }
}
