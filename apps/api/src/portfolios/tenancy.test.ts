// @postgres: each organization's queries reach only its own rows
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { tradeBatch } from '../testing/fixtures.js';

let ctx: TestContext;
let owner: string;
let stranger: string;
let portfolioId: string;
const base = '/v1/sdk/partner-portfolios';

beforeEach(async () => {
  ctx = await createTestContext();
  owner = (await ctx.newOrg('Owner')).apiKey;
  stranger = (await ctx.newOrg('Stranger')).apiKey;
  const created = await request(ctx.app).post(base).set('x-api-key', owner).send({ externalId: 'shared-name', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] }).expect(201);
  portfolioId = created.body.id as string;
  await request(ctx.app).post(`${base}/${portfolioId}/trades`).set('x-api-key', owner).send({ trades: tradeBatch(2, '2026-01-01T00:00:00Z', 't'), currentHoldings: [] }).expect(200);
});
afterEach(() => ctx.close());

describe('another organization can neither see nor touch a portfolio (404, never 403)', () => {
  const attempts: [string, (key: string) => request.Test][] = [
    ['read', (key) => request(ctx.app).get(`${base}/${portfolioId}`).set('x-api-key', key)],
    ['update', (key) => request(ctx.app).patch(`${base}/${portfolioId}`).set('x-api-key', key).send({ baseCurrency: 'EUR' })],
    ['delete', (key) => request(ctx.app).delete(`${base}/${portfolioId}`).set('x-api-key', key)],
    ['record trades', (key) => request(ctx.app).post(`${base}/${portfolioId}/trades`).set('x-api-key', key).send({ trades: tradeBatch(1, '2026-02-01T00:00:00Z', 'evil'), currentHoldings: [] })],
    ['list trades', (key) => request(ctx.app).get(`${base}/${portfolioId}/trades`).set('x-api-key', key)],
  ];

  it.each(attempts)('%s → 404, and the owner sees nothing changed', async (_name, attempt) => {
    const res = await attempt(stranger);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    const still = await request(ctx.app).get(`${base}/${portfolioId}`).set('x-api-key', owner).expect(200);
    expect(still.body.baseCurrency).toBe('USD');
    const trades = await request(ctx.app).get(`${base}/${portfolioId}/trades`).set('x-api-key', owner).expect(200);
    expect(trades.body.data).toHaveLength(2);
  });

  it('lists and externalId filters never include another org’s portfolios; the same externalId may exist in both', async () => {
    const list = await request(ctx.app).get(base).set('x-api-key', stranger).expect(200);
    expect(list.body).toEqual({ data: [], nextCursor: null });
    const filtered = await request(ctx.app).get(`${base}?externalId=shared-name`).set('x-api-key', stranger).expect(200);
    expect(filtered.body.data).toEqual([]);
    await request(ctx.app).post(base).set('x-api-key', stranger).send({ externalId: 'shared-name' }).expect(201);
  });

  it('a cursor from one org reveals nothing to another', async () => {
    for (let i = 0; i < 3; i++) await request(ctx.app).post(base).set('x-api-key', owner).send({ externalId: `o-${i}` }).expect(201);
    const page = await request(ctx.app).get(`${base}?limit=1`).set('x-api-key', owner).expect(200);
    const stolen = await request(ctx.app).get(`${base}?limit=10&cursor=${page.body.nextCursor}`).set('x-api-key', stranger).expect(200);
    expect(stolen.body.data).toEqual([]);
  });
});
