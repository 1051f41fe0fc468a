import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
let apiKey: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.locals.services.marketImport.importSample();
  ({ apiKey } = await ctx.newOrg());
});
afterAll(async () => {
  await ctx.close();
});

const api = {
  create: (body: object) => request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send(body),
  get: (id: string) => request(ctx.app).get(`/v1/sdk/partner-portfolios/${id}`).set('x-api-key', apiKey),
  patch: (id: string, body: object) => request(ctx.app).patch(`/v1/sdk/partner-portfolios/${id}`).set('x-api-key', apiKey).send(body),
};

const SIXTY_FORTY = { components: [{ ticker: 'ACWI', weight: 0.6 }, { ticker: 'AGG', weight: 0.4 }] };

describe('a portfolio’s benchmark', () => {
  it('is stored on create, changed and cleared by PATCH, and null when never set', async () => {
    const created = await api.create({ externalId: 'bm-1', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }], benchmark: SIXTY_FORTY });
    expect(created.status).toBe(201);
    expect(created.body.benchmark).toEqual(SIXTY_FORTY);
    const id = created.body.id as string;

    // Weights that sum to 1 within 1e-6 are accepted as sent.
    const thirds = { components: [{ ticker: 'ACWI', weight: 0.3333333 }, { ticker: 'IEF', weight: 0.3333333 }, { ticker: 'AGG', weight: 0.3333334 }] };
    const patched = await api.patch(id, { benchmark: thirds });
    expect(patched.status).toBe(200);
    expect((await api.get(id)).body.benchmark).toEqual(thirds);

    const cleared = await api.patch(id, { benchmark: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.benchmark).toBeNull();

    const plain = await api.create({ externalId: 'bm-2' });
    expect(plain.body.benchmark).toBeNull();
  });

  it('refuses a bad benchmark with 400 issues naming the component, and changes nothing', async () => {
    const created = await api.create({ externalId: 'bm-3', benchmark: SIXTY_FORTY });
    const id = created.body.id as string;
    const bad = [
      // 0.6 + 0.3 = 0.9
      { body: { components: [{ ticker: 'ACWI', weight: 0.6 }, { ticker: 'AGG', weight: 0.3 }] }, path: ['benchmark', 'components'] },
      { body: { components: [{ ticker: 'ACWI', weight: 0.5 }, { ticker: 'NOPE', weight: 0.5 }] }, path: ['benchmark', 'components', 1, 'ticker'] },
      { body: { components: [{ ticker: 'ACWI', weight: 0.5 }, { ticker: 'ACWI', weight: 0.5 }] }, path: ['benchmark', 'components', 1, 'ticker'] },
      { body: { components: [] }, path: ['benchmark', 'components'] },
      { body: { components: [{ ticker: 'ACWI', weight: 1.5 }] }, path: ['benchmark', 'components', 0, 'weight'] },
    ];
    for (const { body, path } of bad) {
      const res = await api.patch(id, { benchmark: body, externalId: 'bm-3-renamed' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.type).toBe('validation_error');
      expect((res.body as { issues: { path: unknown }[] }).issues.map((i) => i.path)).toContainEqual(path);
    }
    const unknown = await api.patch(id, { benchmark: { components: [{ ticker: 'NOPE', weight: 1 }] } });
    expect(unknown.body.issues).toEqual([{ path: ['benchmark', 'components', 0, 'ticker'], code: 'unknown_ticker', message: 'NOPE is not known to the market data' }]);
    const after = await api.get(id);
    expect(after.body.benchmark).toEqual(SIXTY_FORTY);
    expect(after.body.externalId).toBe('bm-3');

    const createBad = await api.create({ externalId: 'bm-4', benchmark: { components: [{ ticker: 'NOPE', weight: 1 }] } });
    expect(createBad.status).toBe(400);
    expect((await request(ctx.app).get('/v1/sdk/partner-portfolios?externalId=bm-4').set('x-api-key', apiKey)).body.data).toEqual([]);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await request(ctx.app).get('/openapi.json')).body as { components: { schemas: Record<string, { properties: Record<string, { description?: string }> }> } };
    const field = doc.components.schemas.PartnerPortfolioInput?.properties.benchmark;
    expect(field?.description).toMatch(/compares the portfolio with/);
  });
});
