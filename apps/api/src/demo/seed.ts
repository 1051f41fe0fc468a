import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PortfolioInput } from '@clarity/shared';
import type { Services } from '../services.js';
import { dayBefore, redateToEndOn } from './fresh-sample.js';

export const DEMO_ORG_NAME = 'Demo Wealth';

export interface DemoCredentials {
  orgId: string;
  apiKey: string;
}

/** Three portfolios of different profiles and base currencies, for the demo host page. */
export const DEMO_PORTFOLIOS: PortfolioInput[] = [
  {
    externalId: 'demo-growth-usd',
    baseCurrency: 'USD',
    profile: { riskTolerance: 'growth', horizonYears: 15 },
    currentHoldings: [
      { ticker: 'NVDA', quantity: 120, costBasis: 62.5, currency: 'USD' },
      { ticker: 'MSFT', quantity: 40, costBasis: 310, currency: 'USD' },
      { ticker: 'AAPL', quantity: 60, costBasis: 172, currency: 'USD' },
      { ticker: 'ASML', quantity: 10, costBasis: 640, currency: 'EUR' },
      { ticker: 'BTC', quantity: 0.35, costBasis: 41000, currency: 'USD' },
      { ticker: 'ACWI', quantity: 150, costBasis: 98, currency: 'USD' },
    ],
  },
  {
    externalId: 'demo-balanced-eur',
    baseCurrency: 'EUR',
    profile: { riskTolerance: 'balanced', horizonYears: 8 },
    currentHoldings: [
      { ticker: 'SAP', quantity: 55, costBasis: 150, currency: 'EUR' },
      { ticker: 'ASML', quantity: 8, costBasis: 600, currency: 'EUR' },
      { ticker: 'SHEL', quantity: 200, costBasis: 26, currency: 'GBP' },
      { ticker: 'JPM', quantity: 30, costBasis: 165, currency: 'USD' },
      { ticker: 'AGG', quantity: 45, costBasis: 98, currency: 'USD' },
      { ticker: 'ACWI', quantity: 80, costBasis: 95, currency: 'USD' },
    ],
  },
  {
    externalId: 'demo-conservative-gbp',
    baseCurrency: 'GBP',
    profile: { riskTolerance: 'conservative', horizonYears: 3 },
    currentHoldings: [
      { ticker: 'IEF', quantity: 300, costBasis: 97, currency: 'USD' },
      { ticker: 'AGG', quantity: 70, costBasis: 99, currency: 'USD' },
      { ticker: 'SHEL', quantity: 150, costBasis: 24, currency: 'GBP' },
      { ticker: 'XOM', quantity: 25, costBasis: 98, currency: 'USD' },
      { ticker: 'ACWI', quantity: 40, costBasis: 90, currency: 'USD' },
    ],
  },
];

/**
 * On the first demo start: the demo organization, its key and the demo portfolios.
 * The key is kept in plain text beside the database (demo only, file mode 0600) so that every
 * later start can print it; real organizations' keys exist only as hashes.
 */
export async function seedDemo(services: Services, dbPath: string, now: Date): Promise<DemoCredentials> {
  await seedSampleMarketData(services, now);
  const credentialsFile = join(dirname(dbPath), 'demo-credentials.json');
  if (existsSync(credentialsFile)) {
    return JSON.parse(readFileSync(credentialsFile, 'utf8')) as DemoCredentials;
  }
  const { org, apiKey } = await services.organizations.create(DEMO_ORG_NAME, 'production');
  for (const portfolio of DEMO_PORTFOLIOS) await services.portfolios.create(org.id, portfolio);
  const credentials = { orgId: org.id, apiKey };
  writeFileSync(credentialsFile, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

/**
 * Loads the shipped synthetic market data set unless market data was ever imported (version 0
 * means never), so a restart does not reload it and real data imported later is not overwritten.
 * The set is dated to end the day before `now` (the service clock: `CLARITY_NOW` when set), so a
 * demo started on any day opens on current prices and news rather than a stale warning; the files
 * themselves, and `market import --sample`, keep their fixed dates. Returns whether it loaded.
 */
export async function seedSampleMarketData(services: Services, now: Date): Promise<boolean> {
  if ((await services.market.version()) > 0) return false;
  await services.marketImport.importSample((data) => redateToEndOn(data, dayBefore(now)));
  return true;
}
