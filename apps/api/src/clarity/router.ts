import { Router } from 'express';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { insightCors } from '../embeds/cors.js';
import { jsonBodyParser, requireJsonBody } from '../http/body.js';
import { rateLimitPerCredential } from '../http/rate-limit.js';
import { chatHandler } from '../chat/handler.js';
import { cardHandler } from '../insight/card/handler.js';
import type { Services } from '../services.js';
import { requireInsightAccess, type InsightScope } from './access.js';

export interface ClarityRouterDeps {
  db: Db;
  config: Config;
  clock: Clock;
  services: Services;
}

/**
 * `/v1/clarity/*`: the insight endpoints, callable with an API key (server) or an embed token
 * (browser). Each route: access check for its scope → rate limit → its feature's handler.
 */
export function clarityRouter(deps: ClarityRouterDeps): Router {
  const router = Router();
  const limit = rateLimitPerCredential(deps.config.rateLimitPerMinute);
  const access = { db: deps.db, deployment: deps.config.env, embeds: deps.services.embeds };
  const guard = (scope: InsightScope) => [requireInsightAccess(access, scope), limit];
  // CORS first: a preflight carries no credential and no body.
  router.use(insightCors(deps.services.embeds.pageOrigin), requireJsonBody, jsonBodyParser(deps.config.bodyLimitBytes));

  // Feature routes are mounted below, one line each: router.post('/card', ...guard('card'), handler).
  router.post('/card', ...guard('card'), cardHandler(deps));
  router.post('/chat', ...guard('chat'), chatHandler(deps));

  return router;
}
