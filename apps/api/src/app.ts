import { createServer, type RequestListener, type Server } from 'node:http';
import { serveFavicon } from './http/favicon.js';
import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { requireApiKey } from './auth/authenticate-api-key.js';
import { fixedClock, systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { jsonBody } from './http/body.js';
import { withDirectRoutes } from './http/direct-routes.js';
import { errorHandler, respondWithError, routeNotFound } from './http/errors.js';
import { idempotent } from './http/idempotency.js';
import { createLogger, httpLogger } from './http/logging.js';
import { methodNotAllowed } from './http/method-not-allowed.js';
import { rateLimitPerCredential } from './http/rate-limit.js';
import { ResponseSealer } from './http/response-sealer.js';
import { ShutdownGate, type Drainable } from './http/shutdown.js';
import type { Listener, Step } from './http/pipeline.js';
import { recordRoutes, recordedRouter, routeTableOf, type RouteTable } from './http/route-table.js';
import { assignRequestId } from './http/request-context.js';
import { openApiRouter } from './openapi/router.js';
import { consoleRouter } from './console/router.js';
import { InviteMailer } from './console/invite-mail.js';
import { ConsolePasskeys } from './console/passkeys.js';
import { portfoliosRouter } from './portfolios/router.js';
import { usersRouter } from './users/router.js';
import { questionnairesRouter } from './profiling/router.js';
import { strategiesRouter } from './strategies/router.js';
import { reportsRouter } from './reports/router.js';
import { insightRoutes } from './clarity/router.js';
import { INLINE_CARD_WAIT_MS } from './embeds/inline-card.js';
import { DEFAULT_EMBED_DIST_DIR, embedPageRouter, embedPathOf } from './embeds/page.js';
import { embedHostRouter, loadEmbedHostBundle } from './embeds/host-script.js';
import { embedsRouter, jwksRouter } from './embeds/router.js';
import { ConsoleEmbeds } from './console/embeds.js';
import { ConsoleSupport } from './console/support.js';
import { UsageRecorder } from './console/usage.js';
import { consolePageRouter, DEFAULT_CONSOLE_DIST_DIR } from './console/page.js';
import { loadOrCreateSealingSecret, responseSealingKeyPath } from './embeds/signing-keys.js';
import { Metrics } from './observability/metrics.js';
import { metricsRoute } from './observability/metrics-route.js';
import { countRequests } from './observability/request-metrics.js';
import { traceRequests } from './observability/request-span.js';
import { routeLabeller } from './observability/route-label.js';
import { querySpans } from './observability/spans.js';
import { createServices, type Services } from './services.js';
import { applyInvalidation } from './coordination/apply-invalidation.js';
import { RedisIdempotencyLocks } from './coordination/idempotency-locks.js';
import { InvalidationChannel } from './coordination/invalidations.js';
import { openCoordination, type RedisCoordination } from './coordination/redis-coordination.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Defaults to CLARITY_NOW when set, else the system clock. */
  clock?: Clock;
  logger?: Logger;
  /** The built iframe UI (apps/embed/dist); tests point it elsewhere. */
  embedDistDir?: string;
  /** The built console (apps/console/dist); tests point it elsewhere. */
  consoleDistDir?: string;
  /** How long the embed page waits for its card (INLINE_CARD_WAIT_MS); tests on a busy machine allow more. */
  inlineCardWaitMs?: number;
}

/** The whole HTTP service as node's request listener (for http.createServer or supertest). */
export interface ClarityApp extends Listener, Drainable {
  /** `routes`: the app's own route table (http/route-table.ts), for tests that check a table of theirs covers every route. */
  readonly locals: { services: Services; metrics: Metrics; coordination: RedisCoordination | undefined; usage: UsageRecorder; routes: RouteTable };
  /**
   * Closes what the app opened besides the database (its Redis connections and timers); after the
   * drain and before the database closes: it writes the usage still counted in memory.
   */
  close(): Promise<void>;
  /** A new http.Server for this app with the configured connection timeouts, listening (as Express's app.listen). */
  listen(port: number, host: string, onListening?: () => void): Server;
}

/**
 * Builds the whole HTTP service and never listens (server.ts does). A request passes:
 * request id → access log → security headers → the route's own steps (CORS, body, auth, rate
 * limit) → the feature's handler → the error envelope. `POST /v1/clarity/card` and
 * `POST /v1/clarity/chat` run those steps as their own pipelines; every other request goes through the Express app.
 */
export function createApp(deps: AppDeps): ClarityApp {
  const { config, database } = deps;
  const clock = deps.clock ?? (config.fixedNow ? fixedClock(config.fixedNow) : systemClock);
  const logger = deps.logger ?? createLogger(config.logLevel);
  const db = database.db;
  // Several instances (CLARITY_REDIS_URL): shared limits, caps, locks and invalidations (coordination/).
  const coordination = openCoordination(config.redis, logger);
  const invalidations = coordination ? new InvalidationChannel(coordination) : undefined;
  const services = createServices(db, clock, config, invalidations);

  // Observability (observability/): every request counted and timed by its route pattern; with
  // tracing on (server.ts registered a provider), a span per request and per statement.
  const metrics = new Metrics();
  coordination?.observe(metrics.redis);
  database.observeQueries((sql, durationMs) => metrics.queryRan(sql, durationMs));
  if (config.tracing) database.observeQueries(querySpans(database.kind));
  // Every route registered below goes into the app's own route table (http/route-table.ts): the
  // metric and span labels and the 405s are read from it, never from Express's internals.
  const app = recordRoutes(express());
  const routes = routeTableOf(app);
  const routeOf = routeLabeller(routes);
  const tracing: Step[] = config.tracing ? [traceRequests(routeOf)] : [];

  // Usage per organization and day for the console (console/usage.ts): counted in memory as each
  // response closes, written every flush interval and at close; with counting off, only its prune runs.
  const usage = new UsageRecorder(db, clock, services.console.audit, { enabled: config.usage.counting, flushMs: config.usage.flushMs, logger });
  usage.start();
  const perRequest: Step[] = [countRequests(metrics, routeOf, config.usage.counting ? usage : undefined), ...tracing, assignRequestId, httpLogger(logger), helmet()];
  // Graceful shutdown (http/shutdown.ts, driven by server.ts): from `beginShutdown` on, /readyz
  // and every new request answer 503.
  const gate = new ShutdownGate();

  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(...perRequest);

  app.get(['/favicon.ico', '/favicon.svg'], serveFavicon);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (gate.draining) {
      gate.notReady(res);
      res.status(503).json({ status: 'shutting_down' });
      return;
    }
    const ok = await database.ping();
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'unavailable' });
  });
  // Before the shutdown gate, as the probes: a draining process is still worth scraping.
  app.get('/metrics', metricsRoute(metrics, config.metrics.token));
  app.use(gate.refuseNew);

  // Insight endpoints: API key or embed token. The card and the chat run ahead of Express (below); their preflights here, first.
  const insight = insightRoutes({ db, config, clock, services, metrics, coordination, perRequest: [...perRequest, gate.refuseNew], onError: respondWithError(logger) });
  insight.mountOn(app);
  invalidations?.onInvalidation((invalidation) => applyInvalidation({ db, embeds: services.embeds, cards: insight.cards }, invalidation));

  // The partner console's API: its session cookie only, never an API key, never CORS (console/).
  const consoleEmbeds = new ConsoleEmbeds(db, services.console.audit, services.embedDefaults, services.embeds, new URL(config.publicUrl).origin);
  const passkeys = new ConsolePasskeys(db, clock, services.console, services.console.audit, config.webauthn);
  const mailer = config.smtp ? new InviteMailer(config.smtp.url, config.smtp.from) : undefined;
  app.use('/v1/console', consoleRouter({ console: services.console, embeds: consoleEmbeds, passkeys, mailer, usage, support: new ConsoleSupport(db, services.portfolios), config }));

  // Server-to-server API: API key only, never CORS.
  const sdk = recordedRouter();
  const sdkLimit = rateLimitPerCredential({ perMinute: config.rateLimitPerMinute, budget: 'sdk', onRefused: () => metrics.requestRateLimited('sdk'), shared: coordination });
  sdk.use(requireApiKey(db, config.env, clock), sdkLimit, jsonBody(config.bodyLimitBytes));
  // Read (or generated) now, as the signing keys below, so a bad file fails at start.
  const sealer = new ResponseSealer(loadOrCreateSealingSecret(responseSealingKeyPath(config)));
  const idempotencyLocks = coordination ? new RedisIdempotencyLocks(coordination) : undefined;
  const withIdempotency = idempotent(db, clock, sealer, idempotencyLocks);
  sdk.use('/partner-portfolios', portfoliosRouter({ portfolios: services.portfolios, trades: services.trades, idempotent: withIdempotency }));
  sdk.use('/users', usersRouter({ users: services.users, profiling: services.profiling, idempotent: withIdempotency }));
  sdk.use('/questionnaires', questionnairesRouter({ profiling: services.profiling }));
  sdk.use(strategiesRouter({ strategies: services.strategies, idempotent: withIdempotency }));
  sdk.use('/reports', reportsRouter({ reports: services.reports, idempotent: withIdempotency }));
  sdk.use('/clarity/embeds', embedsRouter({ embeds: services.embeds, defaults: services.embedDefaults, idempotent: withIdempotency }));
  app.use('/v1/sdk', sdk);

  // Pages and documents, after the API so that API requests never walk through their layers.
  app.use(openApiRouter(config));
  // Embed tokens' public keys, and the embed page (the iframe). Keys load (or are generated) now, so a bad set fails at start.
  services.embeds.keys.load();
  app.use(jwksRouter(services.embeds));
  const embedHost = loadEmbedHostBundle();
  if (embedHost.problem) logger.error(embedHost.problem);
  app.use(embedHostRouter({ embedPath: embedPathOf(config.embedUrl), bundle: embedHost }));
  app.use(
    embedPageRouter({
      embeds: services.embeds,
      embedUrl: config.embedUrl,
      publicUrl: config.publicUrl,
      distDir: deps.embedDistDir ?? DEFAULT_EMBED_DIST_DIR,
      // The card's own service and cache: what the page computes, the widget's later requests reuse.
      inlineCard: { cards: insight.cards, portfolios: services.portfolios, waitMs: deps.inlineCardWaitMs ?? INLINE_CARD_WAIT_MS },
    }),
  );

  // The partner console's pages (its API is /v1/console, above).
  app.use(consolePageRouter({ distDir: deps.consoleDistDir ?? DEFAULT_CONSOLE_DIST_DIR, embedUrl: config.embedUrl }));

  const directRoutes = [insight.card, insight.chat];
  app.use(methodNotAllowed(routes, directRoutes), routeNotFound);
  app.use(errorHandler(logger));

  const listener = withDirectRoutes(directRoutes, app);
  return Object.assign(listener, {
    locals: { services, metrics, coordination, usage, routes },
    close: async () => {
      await usage.stop();
      insight.stop();
      idempotencyLocks?.stop();
      await coordination?.close();
    },
    beginShutdown: () => gate.begin(),
    endChatStreams: () => insight.chatStreams.endAll(),
    listen: (port: number, host: string, onListening?: () => void) => createApiServer(config, listener).listen(port, host, onListening),
  });
}

/** The HTTP server the API listens with: its connection timeouts from the config, `listener` attached when given. */
export function createApiServer(config: Pick<Config, 'connections'>, listener?: RequestListener): Server {
  const server = listener ? createServer(listener) : createServer();
  // Above a load balancer's idle timeout, so it never reuses a connection this server is closing.
  server.keepAliveTimeout = config.connections.keepAliveTimeoutMs;
  server.headersTimeout = config.connections.headersTimeoutMs;
  return server;
}
