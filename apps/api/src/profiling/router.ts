import type { Router } from 'express';
import { pathParam } from '../http/request-context.js';
import type { ProfilingService } from './service.js';
import { recordedRouter } from '../http/route-table.js';

/** `/v1/sdk/questionnaires`: the shipped risk-profiling questionnaires, read-only. */
export function questionnairesRouter(deps: { profiling: ProfilingService }): Router {
  const router = recordedRouter();
  router.get('/', (_req, res) => {
    res.json({ data: deps.profiling.questionnaires() });
  });
  router.get('/:id', (req, res) => {
    res.json(deps.profiling.questionnaire(pathParam(req, 'id')));
  });
  return router;
}
