// @postgres: idempotency keys stored, replayed and conflicting
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
let apiKey: string;
let orgId: string;
const base = '/v1/sdk/partner-portfolios';

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey, orgId } = await ctx.newOrg());
});
afterEach(() => ctx.close());

describe('Idempotency-Key', () => {
  it('replays the first response for the same key and body, without a second write', async () => {
    const first = await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', 'k-1').send({ externalId: 'a' }).expect(201);
    const again = await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', 'k-1').send({ externalId: 'a' }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await ctx.database.db.selectFrom('portfolios').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('replays a 4xx too (the outcome of that request), and scopes keys per organization', async () => {
    await request(ctx.app).post(base).set('x-api-key', apiKey).send({ externalId: 'taken' }).expect(201);
    const conflict = await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', 'k-2').send({ externalId: 'taken' }).expect(409);
    const replay = await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', 'k-2').send({ externalId: 'taken' }).expect(409);
    expect(replay.body).toEqual(conflict.body);

    const other = await ctx.newOrg('Other');
    await request(ctx.app).post(base).set('x-api-key', other.apiKey).set('Idempotency-Key', 'k-2').send({ externalId: 'taken' }).expect(201);
  });

  it('the same key with another body → 422, and nothing is written', async () => {
    await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', 'k-3').send({ externalId: 'a' }).expect(201);
    const res = await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', 'k-3').send({ externalId: 'b' }).expect(422);
    expect(res.body.error).toMatchObject({ type: 'unprocessable', code: 'idempotency_key_reused' });
    expect(await ctx.database.db.selectFrom('portfolios').select('id').where('external_id', '=', 'b').execute()).toEqual([]);
  });

  it('while the first request is still in flight → 409; a record abandoned for over a minute is taken over', async () => {
    const body = { externalId: 'slow' };
    // The state a request leaves while it runs: claimed, no response yet.
    const claim = async (key: string, at: Date) => {
      await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', `${key}-probe`).send(body);
      const probe = await ctx.database.db.selectFrom('idempotency_keys').select('request_hash').where('key', '=', `${key}-probe`).executeTakeFirstOrThrow();
      await ctx.database.db.deleteFrom('portfolios').where('external_id', '=', 'slow').execute();
      await ctx.database.db
        .insertInto('idempotency_keys')
        .values({ org_id: orgId, key, request_hash: probe.request_hash, state: 'in_flight', status_code: null, response_body: null, created_at: at.toISOString() })
        .execute();
    };
    await claim('k-4', ctx.clock.now());
    const busy = await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', 'k-4').send(body).expect(409);
    expect(busy.body.error.code).toBe('idempotency_in_flight');

    ctx.clock.advance(61_000);
    await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', 'k-4').send(body).expect(201);
  });

  it('rejects a malformed key with 400', async () => {
    const res = await request(ctx.app).post(base).set('x-api-key', apiKey).set('Idempotency-Key', 'x'.repeat(256)).send({ externalId: 'a' });
    expect(res.status).toBe(400);
  });

  it('works on record-trades: a retried batch is not appended twice', async () => {
    const p = await request(ctx.app).post(base).set('x-api-key', apiKey).send({ externalId: 'p' }).expect(201);
    const batch = { trades: [{ ticker: 'AAPL', side: 'buy', quantity: 1, price: 1, currency: 'USD', executedAt: '2026-01-01T00:00:00Z' }], currentHoldings: [] };
    const first = await request(ctx.app).post(`${base}/${p.body.id}/trades`).set('x-api-key', apiKey).set('Idempotency-Key', 't-1').send(batch).expect(200);
    const retry = await request(ctx.app).post(`${base}/${p.body.id}/trades`).set('x-api-key', apiKey).set('Idempotency-Key', 't-1').send(batch).expect(200);
    expect(retry.body).toEqual(first.body);
    expect(first.body.tradeCount).toBe(1);
    const count = await ctx.database.db.selectFrom('trades').select('id').execute();
    expect(count).toHaveLength(1);
  });
});
