import { type Router, type RequestHandler } from 'express';
import { StrategyFitQuerySchema, StrategyRecommendRequestSchema } from '@clarity/shared';
import { ApiError, parseOrThrow } from '../http/errors.js';
import { negotiateLocale } from '../i18n/negotiate.js';
import { authOf, pathParam } from '../http/request-context.js';
import type { StrategyService } from './service.js';
import { recordedRouter } from '../http/route-table.js';

/**
 * `/v1/sdk/strategies` (list, read, recommend) and `/v1/sdk/partner-portfolios/{id}/strategy-fit`.
 * Mounted at the root of the `/v1/sdk` router because it serves both prefixes.
 */
export function strategiesRouter(deps: { strategies: StrategyService; idempotent: RequestHandler }): Router {
  const { strategies, idempotent } = deps;
  const router = recordedRouter();

  router.get('/strategies', (_req, res) => {
    res.json({ data: strategies.list() });
  });

  router.post('/strategies/recommend', idempotent, async (req, res) => {
    const body = parseOrThrow(StrategyRecommendRequestSchema, req.body);
    res.json(await strategies.recommend(authOf(req).orgId, body, negotiateLocale(req, body.locale)));
  });

  router.get('/strategies/:id', (req, res) => {
    res.json(strategies.get(pathParam(req, 'id')));
  });

  router.get('/partner-portfolios/:id/strategy-fit', async (req, res) => {
    const query = parseOrThrow(StrategyFitQuerySchema, req.query, 'Query');
    const fit = await strategies.fit(authOf(req).orgId, pathParam(req, 'id'), query.strategyId);
    if (!fit) {
      throw new ApiError('validation_error', 'No strategy applies: the portfolio has no riskTolerance and its user no risk profile; name one with strategyId', {
        issues: [{ path: ['strategyId'], code: 'required', message: 'Required when the portfolio has no risk profile' }],
      });
    }
    res.json(fit);
  });

  return router;
}
