import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { loadPortfolioSnapshot } from './portfolio-snapshot.js';

// NVDA split 1 → 10 on 2026-06-10 in the market data; prices are split-adjusted (post-split shares).
const INSTRUMENTS = 'ticker,name,asset_class,sector,region,currency\nNVDA,NVIDIA Corporation,equity,technology,north_america,USD\n';
const PRICES = 'ticker,date,close\nNVDA,2026-06-01,100\nNVDA,2026-06-10,110\nNVDA,2026-11-13,120\n';
const ACTIONS = 'ticker,ex_date,type,ratio_from,ratio_to,amount,currency\nNVDA,2026-06-10,split,1,10,,\n';
const BUY = { externalId: 'b1', ticker: 'NVDA', side: 'buy', quantity: 10, price: 1000, currency: 'USD', executedAt: '2026-06-01T15:00:00Z' };
const BUY_AFTER = { externalId: 'b2', ticker: 'NVDA', side: 'buy', quantity: 5, price: 115, currency: 'USD', executedAt: '2026-07-01T15:00:00Z' };
const HOLDINGS = [{ ticker: 'NVDA', quantity: 105 }];

let ctx: TestContext;
let apiKey: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date('2026-11-14T09:00:00Z'));
  await ctx.importMarket({ 'instruments.csv': INSTRUMENTS, 'prices.csv': PRICES, 'corporate_actions.csv': ACTIONS });
  ({ apiKey } = await ctx.newOrg());
});
afterAll(() => ctx.close());

async function tradesOf(externalId: string, activities: object[]): Promise<{ quantity: number; price: number }[]> {
  const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId, currentHoldings: HOLDINGS });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const recorded = await request(ctx.app).post(`/v1/sdk/partner-portfolios/${id}/trades`).set('x-api-key', apiKey).send({ trades: activities, currentHoldings: HOLDINGS });
  expect(recorded.status).toBe(200);
  const services = ctx.app.locals.services;
  const snapshot = await loadPortfolioSnapshot({ market: services.market, trades: services.trades }, { id, currentHoldings: HOLDINGS }, '2026-11-14');
  return snapshot.analyticsInput.trades.map((t) => ({ quantity: t.quantity, price: t.price }));
}

describe('splits from the market data', () => {
  it('restate the quantities and unit prices logged before the ex-date, not after', async () => {
    // 10 at 1,000 before a 1 → 10 split are 100 at 100 in post-split shares; the later buy stays.
    expect(await tradesOf('split-market', [BUY, BUY_AFTER])).toEqual([
      { quantity: 100, price: 100 },
      { quantity: 5, price: 115 },
    ]);
  });

  it('reported by both the log and the market data, apply once', async () => {
    const logged = { type: 'split', ticker: 'NVDA', ratio: { from: 1, to: 10 }, executedAt: '2026-06-11T00:00:00Z' };
    expect(await tradesOf('split-both', [BUY, logged, BUY_AFTER])).toEqual([
      { quantity: 100, price: 100 },
      { quantity: 5, price: 115 },
    ]);
  });

  it('a different split in the log applies beside the market data’s', async () => {
    // A 1 → 2 split the log records in August is another event: 10 × 10 × 2 = 200 at 1,000 ÷ 20 = 50.
    const other = { type: 'split', ticker: 'NVDA', ratio: { from: 1, to: 2 }, executedAt: '2026-08-03T00:00:00Z' };
    expect(await tradesOf('split-two', [BUY, other])).toEqual([{ quantity: 200, price: 50 }]);
  });
});
