import type { Express } from 'express';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { insightCors } from '../embeds/cors.js';
import { jsonBody } from '../http/body.js';
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

const ROUTES: Record<InsightScope, string> = { card: '/v1/clarity/card', chat: '/v1/clarity/chat' };

/**
 * `/v1/clarity/*`: the insight endpoints, callable with an API key (server) or an embed token
 * (browser). Each route: CORS → JSON body → access check for its scope → rate limit → its
 * feature's handler.
 *
 * Mounted as full paths on the app rather than as a nested Router: a nested router re-matches and
 * rewrites the URL on every request, which the card's throughput target (≥ 0.8× /healthz) feels.
 */
export function mountInsightRoutes(app: Express, deps: ClarityRouterDeps): void {
  const limit = rateLimitPerCredential(deps.config.rateLimitPerMinute);
  const access = { db: deps.db, deployment: deps.config.env, embeds: deps.services.embeds };
  const cors = insightCors(deps.services.embeds.pageOrigin);
  const body = jsonBody(deps.config.bodyLimitBytes);
  const guard = (scope: InsightScope) => [cors, body, requireInsightAccess(access, scope), limit];

  // A preflight carries no credential and no body: CORS answers it alone.
  app.options(Object.values(ROUTES), cors);
  // One line per feature route: app.post(ROUTES.x, ...guard('x'), handler).
  app.post(ROUTES.card, ...guard('card'), cardHandler(deps));
  app.post(ROUTES.chat, ...guard('chat'), chatHandler(deps));
}
