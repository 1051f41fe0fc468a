import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { databaseLabel, openDatabase } from './db/database.js';
import { seedDemo } from './demo/seed.js';
import { createLogger } from './http/logging.js';
import { readableDestination } from './http/readable-log.js';
import { drain, InFlightRequests } from './http/shutdown.js';
import { startTracing } from './observability/tracing.js';
import { NewsPoller } from './market/news/poller.js';

/**
 * Reads config, opens the database, seeds the demo when asked, listens and polls the news feeds
 * (market/news/poller.ts). SIGTERM or SIGINT stops the poller, drains (http/shutdown.ts) and exits 0;
 * a second signal exits at once.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const readable = config.logFormat === 'readable' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  const logger = createLogger(config.logLevel, readable ? readableDestination() : undefined);
  // Before anything else runs, so every request and statement finds the provider.
  const tracing = config.tracing ? startTracing(config.tracing) : undefined;
  const database = await openDatabase(config.database);
  const app = createApp({ config, database, logger });
  app.locals.metrics.includeProcessMetrics();

  const demo = config.demo ? await seedDemo(app.locals.services, config.dbPath, config.fixedNow ?? new Date()) : undefined;

  const server = app.listen(config.port, config.host ?? '::', () => {
    if (!config.banner) return;
    const mode = demo ? 'demo mode' : config.env === 'staging' ? 'staging keys' : 'live keys';
    const lines = [
      `Clarity API listening on ${config.publicUrl} (${mode}, database ${databaseLabel(config.database)})`,
      `  API reference: ${config.publicUrl}/docs`,
      // The widget's page needs a token minted for a portfolio: there is no URL to print that would open.
      `  Embed URLs:    POST ${config.publicUrl}/v1/sdk/clarity/embeds (docs/embedding.md)`,
    ];
    if (demo) lines.push(`  Demo organization ${demo.orgId}, API key: ${demo.apiKey}`);
    else lines.push('  Create an organization and key: npm run admin -- orgs create --name "Acme Wealth"');
    lines.push('  Ctrl-C stops it.');
    process.stdout.write(`${lines.join('\n')}\n`);
  });
  const inFlight = new InFlightRequests(server);
  const newsPoller = new NewsPoller({ feeds: config.news.feeds, pollSeconds: config.news.pollSeconds, ingester: app.locals.services.news, logger });
  newsPoller.start();

  let draining = false;
  const shutdown = (signal: string) => {
    if (draining) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    draining = true;
    logger.info({ signal }, 'shutting down');
    void Promise.all([drain(server, inFlight, app, { drainMs: config.shutdown.drainMs, logger }), newsPoller.stop()])
      .then(() => Promise.all([database.close(), app.close()]))
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
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
