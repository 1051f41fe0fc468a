import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { EmbedService } from './embeds/service.js';
import { EmbedDefaultsStore } from './embeds/defaults.js';
import { MarketDataImporter } from './market/importer.js';
import { MarketDataRepository } from './market/repository.js';
import { NewsIngester } from './market/news/ingester.js';
import { OrganizationService } from './orgs/service.js';
import { ConsoleService } from './console/service.js';
import { PortfolioService } from './portfolios/service.js';
import { TradeService } from './trades/service.js';
import { UserService } from './users/service.js';
import { ProfilingService } from './profiling/service.js';
import { StrategyService } from './strategies/service.js';
import { ReportService } from './reports/service.js';
import { NO_OTHER_INSTANCES, type InvalidationPublisher } from './coordination/invalidations.js';

/** Every domain service, wired once per app. Routers receive only the ones they use. */
export interface Services {
  organizations: OrganizationService;
  /** The partner console's members, sessions, keys and audit log (console/). */
  console: ConsoleService;
  portfolios: PortfolioService;
  trades: TradeService;
  /** Read access to instruments, prices, FX and stories (market/). */
  market: MarketDataRepository;
  /** `market import` and the demo seed: validated, all-or-nothing loads. */
  marketImport: MarketDataImporter;
  /** `market ingest-news` and the feed poller: articles threaded into stories (market/news/). */
  news: NewsIngester;
  /** Embed tokens: mint, verify, revoke; the signing keys. */
  embeds: EmbedService;
  /** Organizations' embed defaults (set in the console; applied to mints that omit them). */
  embedDefaults: EmbedDefaultsStore;
  /** Advisor operations: users, risk profiling, model strategies (users/, profiling/, strategies/). */
  users: UserService;
  profiling: ProfilingService;
  strategies: StrategyService;
  /** Stored portfolio reports (reports/). */
  reports: ReportService;
}

/**
 * `invalidations`: where services announce, after the commit, changes other instances (and this
 * one, for the CLI) hold cached state of (coordination/invalidations.ts); one process alone by default.
 */
export function createServices(db: Db, clock: Clock, config: Config, invalidations: InvalidationPublisher = NO_OTHER_INSTANCES): Services {
  const organizations = new OrganizationService(db, clock, invalidations);
  const portfolios = new PortfolioService(db, clock, invalidations);
  const trades = new TradeService(db, clock, portfolios);
  const market = new MarketDataRepository(db);
  const marketImport = new MarketDataImporter(db, clock, invalidations);
  const news = new NewsIngester(db, clock, market, { resolveDays: config.news.resolveDays }, invalidations);
  const embeds = new EmbedService(db, clock, config, invalidations);
  // Deleting a portfolio or deactivating its organization revokes its embed tokens, in the same transaction.
  // The cached token states are forgotten once it has committed: on PostgreSQL a verification running
  // beside the transaction still reads (and would cache) the state from before.
  portfolios.onDeleted(async ({ orgId, portfolioId }, trx) => {
    await embeds.revokeAllForPortfolio(orgId, portfolioId, trx);
    return () => embeds.forgetCachedState();
  });
  organizations.onActiveChanged(async ({ orgId, active }, trx) => {
    if (!active) await embeds.revokeAllForOrganization(orgId, trx);
    return () => embeds.forgetCachedState();
  });
  const users = new UserService(db, clock);
  const profiling = new ProfilingService(db, clock, users);
  const strategies = new StrategyService({ clock, market, portfolios, users, profiling });
  const reports = new ReportService({ db, clock, market, trades, portfolios, strategies });
  return { organizations, console: new ConsoleService(db, clock, organizations), portfolios, trades, market, marketImport, news, embeds, embedDefaults: new EmbedDefaultsStore(db, clock), users, profiling, strategies, reports };
}
