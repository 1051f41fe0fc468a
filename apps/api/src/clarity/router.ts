import type { Express } from 'express';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Metrics } from '../observability/metrics.js';
import { insightCors } from '../embeds/cors.js';
import { jsonBody } from '../http/body.js';
import type { DirectRoute } from '../http/direct-routes.js';
import { pipeline, type ErrorStep, type Step } from '../http/pipeline.js';
import { rateLimitPerCredential } from '../http/rate-limit.js';
import { chatHandler } from '../chat/handler.js';
import { OpenStreams } from '../chat/open-streams.js';
import { StreamCaps, type StreamSlots } from '../chat/stream-caps.js';
import type { RedisCoordination } from '../coordination/redis-coordination.js';
import { SharedStreamCaps } from '../coordination/stream-leases.js';
import type { CardService } from '../insight/card/card-service.js';
import { cardHandler, createCardService } from '../insight/card/handler.js';
import type { Services } from '../services.js';
import { requireInsightAccess, type InsightScope } from './access.js';

export interface ClarityRouterDeps {
  db: Db;
  config: Config;
  clock: Clock;
  services: Services;
  /** The app's metrics (observability/metrics.ts). */
  metrics: Metrics;
  /** Several instances: rate limits and stream caps shared through Redis (coordination/). */
  coordination?: RedisCoordination | undefined;
}

export interface InsightRouteDeps extends ClarityRouterDeps {
  /** What every request of the app goes through first (request id, access log, security headers). */
  perRequest: readonly Step[];
  /** How the app answers a failed request (the error envelope). */
  onError: ErrorStep;
}

export interface InsightRoutes {
  /** `POST /v1/clarity/card`, served ahead of Express. */
  card: DirectRoute;
  /** `POST /v1/clarity/chat`, served ahead of Express. */
  chat: DirectRoute;
  /** Mounts the preflights of both routes on the Express app. */
  mountOn(app: Express): void;
  /** The open chat streams; a shutdown ends them (`endAll`) with RUN_ERROR `server_shutting_down`. */
  chatStreams: OpenStreams;
  /** The card service behind `POST /v1/clarity/card` and its cache, which the embed page shares and another instance's market import invalidates. */
  cards: CardService;
  /** Stops refreshing shared stream leases (the app is closing). */
  stop(): void;
}

const ROUTES: Record<InsightScope, string> = { card: '/v1/clarity/card', chat: '/v1/clarity/chat' };

/**
 * `/v1/clarity/*`: the insight endpoints, callable with an API key (server) or an embed token
 * (browser). Each route: CORS → JSON body → access check for its scope → rate limit (one budget
 * per credential across both) → its feature's handler.
 *
 * The card and the chat are each their own pipeline of those steps, after the app's per-request
 * ones, and never enter Express. The card for its throughput target (≥ 0.8× /healthz, p99 ≤ 15 ms),
 * out of reach through Express, whose entry alone costs about as much as the whole cached card
 * (http/pipeline.ts). The chat for memory: a stream stays open for minutes, and Express's routing
 * state of each request (its routers' `next` closures and contexts, kept until the response ends)
 * was about a tenth of what an open stream holds (docs/chat.md, "Holding many streams"). The
 * preflights stay Express routes.
 */
export function insightRoutes(deps: InsightRouteDeps): InsightRoutes {
  const limit = rateLimitPerCredential({
    perMinute: deps.config.rateLimitPerMinute,
    budget: 'insight',
    onRefused: () => deps.metrics.requestRateLimited('insight'),
    shared: deps.coordination,
  });
  const access = { db: deps.db, deployment: deps.config.env, clock: deps.clock, embeds: deps.services.embeds, metrics: deps.metrics };
  const cors = insightCors(deps.services.embeds.pageOrigin);
  const body = jsonBody(deps.config.bodyLimitBytes);
  const guard = (scope: InsightScope): Step[] => [cors, body, requireInsightAccess(access, scope), limit];
  const chatStreams = new OpenStreams();
  deps.metrics.countOpenChatStreams(() => chatStreams.size);
  const limits = { perOrg: deps.config.chat.maxStreamsPerOrg, perToken: deps.config.chat.maxStreamsPerToken };
  const sharedCaps = deps.coordination ? new SharedStreamCaps(deps.coordination, limits) : undefined;
  const caps: StreamSlots = sharedCaps ?? new StreamCaps(limits);
  const cards = createCardService(deps);

  return {
    card: {
      method: 'POST',
      path: ROUTES.card,
      listener: pipeline([...deps.perRequest, ...guard('card'), cardHandler(deps, cards)], deps.onError),
    },
    chat: {
      method: 'POST',
      path: ROUTES.chat,
      listener: pipeline([...deps.perRequest, ...guard('chat'), chatHandler(deps, chatStreams, caps)], deps.onError),
    },
    mountOn(app) {
      // A preflight carries no credential and no body: CORS answers it alone.
      app.options(Object.values(ROUTES), cors);
    },
    chatStreams,
    cards,
    stop: () => sharedCaps?.stop(),
  };
}
