import { createApiServer, createApp, type ClarityApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { databaseLabel, openDatabase, type Database } from './db/database.js';
import { isDatabaseUnavailable } from './db/errors.js';
import { openDatabaseWhenReachable } from './db/open-when-reachable.js';
import { seedDemo } from './demo/seed.js';
import { beforeDatabase } from './http/before-database.js';
import { createLogger } from './http/logging.js';
import { readableDestination } from './http/readable-log.js';
import { drain, InFlightRequests } from './http/shutdown.js';
import { startTracing } from './observability/tracing.js';
import { NewsPoller } from './market/news/poller.js';

/** What runs once the database is open. */
interface Serving {
  app: ClarityApp;
  database: Database;
  newsPoller: NewsPoller;
}

/**
 * Reads config, opens the database, seeds the demo when asked, listens and polls the news feeds
 * (market/news/poller.ts). SIGTERM or SIGINT stops the poller, drains (http/shutdown.ts) and exits 0;
 * a second signal exits at once.
 *
 * When the database cannot be reached at start (PostgreSQL down or not up yet), the server listens
 * anyway: `/healthz` 200, `/readyz` and every request 503 `unavailable` with `Retry-After`
 * (http/before-database.ts), while the database is tried again with backoff; once it opens, the app
 * takes over the same server. Any other failure to open (a wrong password, a wrong collation) exits.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const readable = config.logFormat === 'readable' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  const logger = createLogger(config.logLevel, readable ? readableDestination() : undefined);
  // Before anything else runs, so every request and statement finds the provider.
  const tracing = config.tracing ? startTracing(config.tracing) : undefined;
  const server = createApiServer(config);
  const inFlight = new InFlightRequests(server);
  let serving: Serving | undefined;
  let demoMode = false;

  const serve = async (database: Database): Promise<string | undefined> => {
    const app = createApp({ config, database, logger });
    app.locals.metrics.includeProcessMetrics();
    const demo = config.demo ? await seedDemo(app.locals.services, config.dbPath, config.fixedNow ?? new Date()) : undefined;
    const newsPoller = new NewsPoller({ feeds: config.news.feeds, pollSeconds: config.news.pollSeconds, ingester: app.locals.services.news, logger });
    newsPoller.start();
    serving = { app, database, newsPoller };
    server.on('request', app);
    demoMode = demo !== undefined;
    return demo && `  Demo organization ${demo.orgId}, API key: ${demo.apiKey}`;
  };
  const listen = (lines: string[]) =>
    new Promise<void>((resolve) =>
      server.listen(config.port, config.host ?? '::', () => {
        if (config.banner) process.stdout.write(`${[...listeningLines(config, demoMode), ...lines, '  Ctrl-C stops it.'].join('\n')}\n`);
        resolve();
      }),
    );

  const opening = new AbortController();
  const database = await openDatabase(config.database).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  });
  if (database) {
    const demoLine = await serve(database);
    await listen([demoLine ?? createOrgHint]);
  } else {
    const waiting = beforeDatabase(logger);
    server.on('request', waiting);
    await listen([`  Waiting for the database (${databaseLabel(config.database)}): /readyz answers 503 until it is reachable`]);
    void openDatabaseWhenReachable(config.database, {
      signal: opening.signal,
      onUnavailable: (error, attempt, delayMs) =>
        logger.warn({ code: (error as { code?: unknown }).code, attempt, retryInMs: delayMs }, 'database unavailable at start; retrying'),
    })
      .then(async (opened) => {
        server.removeListener('request', waiting);
        const demoLine = await serve(opened);
        logger.info('database reachable: serving');
        if (config.banner) process.stdout.write(`Clarity API serving (database ${databaseLabel(config.database)})\n${demoLine ?? createOrgHint}\n`);
      })
      .catch((error: unknown) => {
        if (opening.signal.aborted) return;
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      });
  }

  let draining = false;
  const shutdown = (signal: string) => {
    if (draining) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    draining = true;
    logger.info({ signal }, 'shutting down');
    opening.abort();
    void stop(serving)
      // The last requests' spans are still in the batch: sent before exit.
      .then(() => tracing?.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  const stop = async (running: Serving | undefined): Promise<void> => {
    if (!running) {
      // Nothing was served yet: no stream to end, no database to close.
      await new Promise<void>((resolve) => server.close(() => resolve()));
      return;
    }
    await Promise.all([drain(server, inFlight, running.app, { drainMs: config.shutdown.drainMs, logger }), running.newsPoller.stop()]);
    // The app first: it writes the usage still counted in memory (console/usage.ts) before the database closes.
    await running.app.close();
    await running.database.close();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

const createOrgHint = '  Create an organization and key: npm run admin -- orgs create --name "Acme Wealth"';

function listeningLines(config: Config, demoMode: boolean): string[] {
  const mode = demoMode ? 'demo mode' : config.env === 'staging' ? 'staging keys' : 'live keys';
  return [
    `Clarity API listening on ${config.publicUrl} (${mode}, database ${databaseLabel(config.database)})`,
    `  API reference: ${config.publicUrl}/docs`,
    // The widget's page needs a token minted for a portfolio: there is no URL to print that would open.
    `  Embed URLs:    POST ${config.publicUrl}/v1/sdk/clarity/embeds (docs/embedding.md)`,
  ];
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
