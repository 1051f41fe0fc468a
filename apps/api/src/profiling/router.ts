import { Router } from 'express';
import { pathParam } from '../http/request-context.js';
import type { ProfilingService } from './service.js';

/** `/v1/sdk/questionnaires`: the shipped risk-profiling questionnaires, read-only. */
export function questionnairesRouter(deps: { profiling: ProfilingService }): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ data: deps.profiling.questionnaires() });
  });
  router.get('/:id', (req, res) => {
    res.json(deps.profiling.questionnaire(pathParam(req, 'id')));
  });
  return router;
}
