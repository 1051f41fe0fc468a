import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, PortfolioSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
let apiKey: string;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
});
afterEach(() => ctx.close());

const input = {
  externalId: 'client-42',
  baseCurrency: 'EUR',
  currentHoldings: [{ ticker: 'AAPL', quantity: 10, costBasis: 150, currency: 'USD' }],
  profile: { riskTolerance: 'balanced', horizonYears: 10 },
};

describe('partner portfolios', () => {
  it('creates, reads, updates and deletes', async () => {
    const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(input).expect(201);
    const portfolio = PortfolioSchema.parse(created.body);
    expect(portfolio).toMatchObject({ ...input, historicHoldings: [] });
    expect(portfolio.id).toMatch(/^ppf_/);
    expect(portfolio.createdAt).toBe('2026-03-02T12:00:00.000Z');
    expect(created.headers['x-request-id']).toMatch(/^req_/);

    const read = await request(ctx.app).get(`/v1/sdk/partner-portfolios/${portfolio.id}`).set('x-api-key', apiKey).expect(200);
    expect(read.body).toEqual(created.body);

    ctx.clock.advance(1000);
    const patched = await request(ctx.app)
      .patch(`/v1/sdk/partner-portfolios/${portfolio.id}`)
      .set('x-api-key', apiKey)
      .send({ profile: null, baseCurrency: 'GBP' })
      .expect(200);
    expect(patched.body).toMatchObject({ profile: null, baseCurrency: 'GBP', externalId: 'client-42', updatedAt: '2026-03-02T12:00:01.000Z' });

    await request(ctx.app).delete(`/v1/sdk/partner-portfolios/${portfolio.id}`).set('x-api-key', apiKey).expect(204);
    const gone = await request(ctx.app).get(`/v1/sdk/partner-portfolios/${portfolio.id}`).set('x-api-key', apiKey).expect(404);
    expect(ErrorEnvelopeSchema.parse(gone.body).error.code).toBe('not_found');
  });

  it('rejects a duplicate externalId with 409 and the existing id', async () => {
    const first = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(input).expect(201);
    const second = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(input).expect(409);
    expect(second.body.error).toMatchObject({ type: 'conflict', code: 'external_id_taken', existingId: first.body.id });
  });
});
