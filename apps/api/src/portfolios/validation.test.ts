import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
let apiKey: string;
const base = '/v1/sdk/partner-portfolios';

beforeEach(async () => {
  ctx = await createTestContext({ CLARITY_BODY_LIMIT_BYTES: '4096' });
  ({ apiKey } = await ctx.newOrg());
});
afterEach(() => ctx.close());

async function portfolioCount(): Promise<number> {
  const rows = await ctx.database.db.selectFrom('portfolios').select('id').execute();
  return rows.length;
}

describe('bad input never changes anything and always gets a 4xx envelope', () => {
  const invalidCreates: [string, unknown][] = [
    ['missing externalId', { baseCurrency: 'USD' }],
    ['empty externalId', { externalId: '' }],
    ['unknown field', { externalId: 'a', nickname: 'x' }],
    ['read-only id', { externalId: 'a', id: 'ppf_01jx0000000000000000000000' }],
    ['read-only createdAt', { externalId: 'a', createdAt: '2026-01-01T00:00:00Z' }],
    ['an org id', { externalId: 'a', orgId: 'org_01jx0000000000000000000000' }],
    ['lower-case currency', { externalId: 'a', baseCurrency: 'usd' }],
    ['holding without ticker', { externalId: 'a', currentHoldings: [{ quantity: 1 }] }],
    ['quantity as string', { externalId: 'a', currentHoldings: [{ ticker: 'AAPL', quantity: '1' }] }],
    ['negative cost basis', { externalId: 'a', currentHoldings: [{ ticker: 'AAPL', quantity: 1, costBasis: -1 }] }],
    ['unknown risk tolerance', { externalId: 'a', profile: { riskTolerance: 'yolo' } }],
    ['horizon over 100', { externalId: 'a', profile: { horizonYears: 101 } }],
    ['historic holding without asOf', { externalId: 'a', historicHoldings: [{ ticker: 'AAPL', quantity: 1 }] }],
    ['an array body', [{ externalId: 'a' }]],
    ['null body', null],
  ];

  it.each(invalidCreates)('create: %s → 400 with issues', async (_name, body) => {
    const res = await request(ctx.app).post(base).set('x-api-key', apiKey).set('content-type', 'application/json').send(JSON.stringify(body));
    expect(res.status).toBe(400);
    const envelope = ErrorEnvelopeSchema.parse(res.body);
    expect(envelope.error.type).toBe('validation_error');
    expect(envelope.issues?.length).toBeGreaterThan(0);
    expect(await portfolioCount()).toBe(0);
  });

  it('malformed JSON → 400; a non-JSON body → 415; an oversized body → 413', async () => {
    const malformed = await request(ctx.app).post(base).set('x-api-key', apiKey).set('content-type', 'application/json').send('{"externalId":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('validation_error');

    const text = await request(ctx.app).post(base).set('x-api-key', apiKey).set('content-type', 'text/plain').send('externalId=a');
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('unsupported_media_type');

    const huge = await request(ctx.app).post(base).set('x-api-key', apiKey).send({ externalId: 'a', currentHoldings: Array.from({ length: 200 }, () => ({ ticker: 'AAPL', quantity: 1 })) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
    expect(await portfolioCount()).toBe(0);
  });

  it('PATCH: empty, unknown or read-only fields → 400 and nothing changes', async () => {
    const created = await request(ctx.app).post(base).set('x-api-key', apiKey).send({ externalId: 'a' }).expect(201);
    for (const body of [{}, { id: 'ppf_x' }, { updatedAt: 'now' }, { currentHoldings: 'AAPL' }, { externalId: null }]) {
      const res = await request(ctx.app).patch(`${base}/${created.body.id}`).set('x-api-key', apiKey).send(body);
      expect(res.status).toBe(400);
    }
    const after = await request(ctx.app).get(`${base}/${created.body.id}`).set('x-api-key', apiKey).expect(200);
    expect(after.body).toEqual(created.body);
  });

  it('PATCH to an externalId another portfolio holds → 409 with its id', async () => {
    const a = await request(ctx.app).post(base).set('x-api-key', apiKey).send({ externalId: 'a' }).expect(201);
    const b = await request(ctx.app).post(base).set('x-api-key', apiKey).send({ externalId: 'b' }).expect(201);
    const res = await request(ctx.app).patch(`${base}/${b.body.id}`).set('x-api-key', apiKey).send({ externalId: 'a' }).expect(409);
    expect(res.body.error).toMatchObject({ code: 'external_id_taken', existingId: a.body.id });
    // Renaming to its own externalId is not a conflict.
    await request(ctx.app).patch(`${base}/${b.body.id}`).set('x-api-key', apiKey).send({ externalId: 'b' }).expect(200);
  });

  it('malformed ids are 404s and malformed cursors or limits are 400s', async () => {
    for (const id of ['nope', 'ppf_', 'usr_01jx0000000000000000000000', '../../etc']) {
      const res = await request(ctx.app).get(`${base}/${encodeURIComponent(id)}`).set('x-api-key', apiKey);
      expect(res.status).toBe(404);
    }
    for (const query of ['cursor=garbage', 'cursor=eyJ4IjoxfQ', 'limit=0', 'limit=101', 'limit=abc', 'limit=1&limit=2', 'other=1']) {
      const res = await request(ctx.app).get(`${base}?${query}`).set('x-api-key', apiKey);
      expect(res.status, query).toBe(400);
    }
  });
});

describe('listing', () => {
  it('pages through every portfolio in creation order, and filters by externalId', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await request(ctx.app).post(base).set('x-api-key', apiKey).send({ externalId: `client-${i}` }).expect(201);
      ids.push(res.body.id as string);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const page = await request(ctx.app).get(`${base}${query}`).set('x-api-key', apiKey).expect(200);
      seen.push(...(page.body.data as { id: string }[]).map((p) => p.id));
      cursor = page.body.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual(ids);

    const filtered = await request(ctx.app).get(`${base}?externalId=client-4`).set('x-api-key', apiKey).expect(200);
    expect(filtered.body).toEqual({ data: [expect.objectContaining({ id: ids[4], externalId: 'client-4' })], nextCursor: null });
  });
});
