import { type Router, type RequestHandler } from 'express';
import {
  ActivityListQuerySchema,
  PortfolioInputSchema,
  PortfolioListQuerySchema,
  PortfolioPatchSchema,
  RecordTradesBodySchema,
} from '@clarity/shared';
import { parseOrThrow } from '../http/errors.js';
import { authOf, pathParam } from '../http/request-context.js';
import { acceptLanguageLocale } from '../i18n/negotiate.js';
import type { TradeService } from '../trades/service.js';
import type { PortfolioService } from './service.js';
import { recordedRouter } from '../http/route-table.js';

/** `/v1/sdk/partner-portfolios`: CRUD, list, and the activity log (trades and every other activity). */
export function portfoliosRouter(deps: { portfolios: PortfolioService; trades: TradeService; idempotent: RequestHandler }): Router {
  const { portfolios, trades, idempotent } = deps;
  const router = recordedRouter();

  router.post('/', idempotent, async (req, res) => {
    const input = parseOrThrow(PortfolioInputSchema, req.body);
    res.status(201).json(await portfolios.create(authOf(req).orgId, input));
  });

  router.get('/', async (req, res) => {
    const query = parseOrThrow(PortfolioListQuerySchema, req.query, 'Query');
    res.json(await portfolios.list(authOf(req).orgId, query));
  });

  router.get('/:id', async (req, res) => {
    res.json((await portfolios.get(authOf(req).orgId, pathParam(req, 'id'))).portfolio);
  });

  router.patch('/:id', async (req, res) => {
    const patch = parseOrThrow(PortfolioPatchSchema, req.body);
    res.json(await portfolios.update(authOf(req).orgId, pathParam(req, 'id'), patch));
  });

  router.delete('/:id', async (req, res) => {
    await portfolios.delete(authOf(req).orgId, pathParam(req, 'id'));
    res.status(204).end();
  });

  router.post('/:id/trades', idempotent, async (req, res) => {
    const body = parseOrThrow(RecordTradesBodySchema, req.body);
    // The warnings' sentences are in the caller's Accept-Language (English by default).
    res.json(await trades.record(authOf(req).orgId, pathParam(req, 'id'), body, acceptLanguageLocale(req.headers['accept-language'])));
  });

  router.get('/:id/trades', async (req, res) => {
    const query = parseOrThrow(ActivityListQuerySchema, req.query, 'Query');
    res.json(await trades.list(authOf(req).orgId, pathParam(req, 'id'), query));
  });

  return router;
}
