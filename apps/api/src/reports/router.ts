import { type Router, type RequestHandler } from 'express';
import { ReportRequestSchema } from '@clarity/shared';
import { parseOrThrow } from '../http/errors.js';
import { authOf, pathParam } from '../http/request-context.js';
import { negotiateLocale } from '../i18n/negotiate.js';
import type { ReportService } from './service.js';
import { recordedRouter } from '../http/route-table.js';

/** `/v1/sdk/reports` (REST only): generate a stored report, read it back. */
export function reportsRouter(deps: { reports: ReportService; idempotent: RequestHandler }): Router {
  const router = recordedRouter();

  router.post('/generate', deps.idempotent, async (req, res) => {
    const body = parseOrThrow(ReportRequestSchema, req.body);
    const locale = negotiateLocale(req, body.locale);
    res.status(201).setHeader('Content-Language', locale).json(await deps.reports.generate(authOf(req).orgId, body, locale));
  });

  router.get('/:id', async (req, res) => {
    res.json(await deps.reports.get(authOf(req).orgId, pathParam(req, 'id')));
  });

  return router;
}
