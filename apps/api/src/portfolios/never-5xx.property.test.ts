import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
let apiKey: string;
let portfolioId: string;
const base = '/v1/sdk/partner-portfolios';

beforeAll(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
  portfolioId = (await request(ctx.app).post(base).set('x-api-key', apiKey).send({ externalId: 'target' }).expect(201)).body.id as string;
});
afterAll(() => ctx.close());

// Values that stress validation: wrong types, extremes, odd strings, nesting.
const nasty = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, '', ' ', 'NaN', '1e309', -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, '\u0000', '💥', '../', '<script>', 'USD', 'usd', 'AAPL', 'buy', 'sell', '2026-01-01T00:00:00Z', '2026-13-45T99:99:99Z', '9999-12-31T23:59:59Z'),
);
const holding = fc.record(
  { ticker: nasty, quantity: nasty, costBasis: nasty, currency: nasty, asOf: nasty, extra: nasty },
  { requiredKeys: [] },
);
const portfolioish = fc.record(
  {
    externalId: fc.oneof(fc.string(), nasty),
    baseCurrency: nasty,
    currentHoldings: fc.oneof(fc.array(holding, { maxLength: 4 }), nasty),
    historicHoldings: fc.oneof(fc.array(holding, { maxLength: 4 }), nasty),
    profile: fc.oneof(fc.record({ riskTolerance: nasty, horizonYears: nasty }, { requiredKeys: [] }), nasty),
    id: nasty,
    userId: nasty,
  },
  { requiredKeys: [] },
);
const trade = fc.record(
  { ticker: nasty, side: nasty, quantity: nasty, price: nasty, currency: nasty, executedAt: nasty, fees: nasty, externalId: nasty },
  { requiredKeys: [] },
);
const tradesBody = fc.oneof(
  fc.record({ trades: fc.oneof(fc.array(trade, { maxLength: 5 }), nasty), currentHoldings: fc.oneof(fc.array(holding, { maxLength: 3 }), nasty) }, { requiredKeys: [] }),
  nasty,
);

function expectNo5xx(status: number, body: unknown) {
  expect(status, JSON.stringify(body)).toBeLessThan(500);
}

describe('random bodies never produce a 5xx', () => {
  it('create', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(portfolioish, nasty), async (body) => {
        const res = await request(ctx.app).post(base).set('x-api-key', apiKey).set('content-type', 'application/json').send(JSON.stringify(body));
        expectNo5xx(res.status, body);
        if (res.status >= 400) expect(res.body.error.requestId).toBeTruthy();
      }),
      { numRuns: 300 },
    );
  });

  it('PATCH', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(portfolioish, nasty), async (body) => {
        const res = await request(ctx.app).patch(`${base}/${portfolioId}`).set('x-api-key', apiKey).set('content-type', 'application/json').send(JSON.stringify(body));
        expectNo5xx(res.status, body);
      }),
      { numRuns: 300 },
    );
  });

  it('record trades', async () => {
    await fc.assert(
      fc.asyncProperty(tradesBody, async (body) => {
        const res = await request(ctx.app).post(`${base}/${portfolioId}/trades`).set('x-api-key', apiKey).set('content-type', 'application/json').send(JSON.stringify(body));
        expectNo5xx(res.status, body);
      }),
      { numRuns: 300 },
    );
  });

  it('raw bytes as a JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (text) => {
        const res = await request(ctx.app).post(base).set('x-api-key', apiKey).set('content-type', 'application/json').send(text);
        expectNo5xx(res.status, text);
      }),
      { numRuns: 200 },
    );
  });
});
