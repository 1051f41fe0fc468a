import request from 'supertest';
import type { TestContext } from '../../testing/harness.js';

/** The sample market data ends on 2026-11-13 (prices) and 2026-11-12 (news). */
export const CHAT_NOW = new Date('2026-11-14T09:30:00.000Z');

export const CHAT_HOLDINGS = [
  { ticker: 'AAPL', quantity: 40, costBasis: 180 },
  { ticker: 'NVDA', quantity: 60, costBasis: 95 },
  { ticker: 'ASML', quantity: 8, costBasis: 640, currency: 'EUR' },
  { ticker: 'SHEL', quantity: 150, costBasis: 26, currency: 'GBP' },
  { ticker: 'AGG', quantity: 50, costBasis: 98 },
  { ticker: 'BTC', quantity: 0.2, costBasis: 60000 },
];

export const CHAT_PROFILE = { riskTolerance: 'moderate', horizonYears: 10 } as const;

/** A stored portfolio with the holdings above; returns its id. */
export async function createChatPortfolio(ctx: TestContext, apiKey: string, externalId: string, holdings: object[] = CHAT_HOLDINGS): Promise<string> {
  const created = await request(ctx.app)
    .post('/v1/sdk/partner-portfolios')
    .set('x-api-key', apiKey)
    .send({ externalId, baseCurrency: 'USD', currentHoldings: holdings, profile: CHAT_PROFILE });
  if (created.status !== 201) throw new Error(`create portfolio: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}
