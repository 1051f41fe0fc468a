// @postgres: API keys and organizations looked up in storage, an organization deleted under its key
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { apiKeySecret } from '../testing/fixtures.js';

let ctx: TestContext;
afterEach(() => ctx.close());

function expectError(body: unknown, status: number, code: string, res: { status: number }) {
  expect(res.status).toBe(status);
  const envelope = ErrorEnvelopeSchema.parse(body);
  expect(envelope.error.code).toBe(code);
  expect(envelope.error.requestId).toMatch(/^req_/);
  return envelope;
}

describe('API key authentication', () => {
  beforeEach(async () => {
    ctx = await createTestContext();
  });

  it('401 when the key is missing, malformed, unknown or revoked', async () => {
    const { apiKey, keyId } = await ctx.newOrg();
    const missing = await request(ctx.app).get('/v1/sdk/partner-portfolios');
    expectError(missing.body, 401, 'unauthorized', missing);

    const malformed = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', 'not-a-key');
    expectError(malformed.body, 401, 'unauthorized', malformed);

    const forged = apiKey.slice(0, -4) + (apiKey.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const unknown = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', forged);
    expectError(unknown.body, 401, 'unauthorized', unknown);

    await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).expect(200);
    await ctx.app.locals.services.organizations.revokeKey(keyId);
    const revoked = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey);
    expectError(revoked.body, 401, 'unauthorized', revoked);
  });

  it('403 org_inactive while the organization is inactive, and access again once re-activated', async () => {
    const { apiKey, orgId } = await ctx.newOrg();
    await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).expect(200);
    await ctx.app.locals.services.organizations.setActive(orgId, false);
    const inactive = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey);
    expectError(inactive.body, 403, 'org_inactive', inactive);
    await ctx.app.locals.services.organizations.setActive(orgId, true);
    await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).expect(200);
  });

  it('403 key_not_linked for a key whose organization no longer exists', async () => {
    const { apiKey, orgId } = await ctx.newOrg();
    await ctx.database.db.deleteFrom('organizations').where('id', '=', orgId).execute();
    const res = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey);
    expectError(res.body, 403, 'key_not_linked', res);
  });

  it('a staging key on production is a 401 that names the key needed', async () => {
    const { orgId } = await ctx.newOrg();
    const staging = await ctx.app.locals.services.organizations.createKey(orgId, 'staging');
    expect(staging.apiKey).toMatch(/^clk_test_/);
    const res = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', staging.apiKey);
    const envelope = expectError(res.body, 401, 'wrong_environment_key', res);
    expect(envelope.error.message).toContain('clk_live_');
  });

  it('an API key sent with an Origin header is refused as a browser leak, with no CORS headers', async () => {
    const { apiKey } = await ctx.newOrg();
    const res = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).set('Origin', 'https://partner.example');
    expectError(res.body, 403, 'api_key_in_browser', res);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await request(ctx.app)
      .options('/v1/sdk/partner-portfolios')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'x-api-key');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('never writes an API key to the log', async () => {
    const { apiKey } = await ctx.newOrg();
    await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).expect(200);
    await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', `${apiKey}x`).expect(401);
    await request(ctx.app).get(`/v1/sdk/partner-portfolios?apiKey=${apiKey}`).set('x-api-key', apiKey);
    const logs = ctx.logs();
    expect(logs).toContain('/v1/sdk/partner-portfolios');
    expect(logs).not.toContain(apiKeySecret(apiKey));
  });
});

describe('a staging deployment', () => {
  beforeEach(async () => {
    ctx = await createTestContext({ CLARITY_ENV: 'staging' });
  });

  it('accepts staging keys and refuses live ones with a 401 that says which key it needs', async () => {
    const { apiKey } = await ctx.newOrg();
    expect(apiKey).toMatch(/^clk_test_/);
    await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).expect(200);
    const { org } = await ctx.app.locals.services.organizations.create('Live', 'production');
    const live = await ctx.app.locals.services.organizations.createKey(org.id, 'production');
    const res = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', live.apiKey);
    expectError(res.body, 401, 'wrong_environment_key', res);
    expect(res.body.error.message).toContain('clk_test_');
  });
});

describe('rate limit', () => {
  beforeEach(async () => {
    ctx = await createTestContext({ CLARITY_RATE_LIMIT_PER_MINUTE: '3' });
  });

  it('answers 429 with Retry-After once a key exceeds its budget; other keys are unaffected', async () => {
    const first = await ctx.newOrg('A');
    const second = await ctx.newOrg('B');
    for (let i = 0; i < 3; i++) await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', first.apiKey).expect(200);
    const limited = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', first.apiKey);
    expectError(limited.body, 429, 'rate_limited', limited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', second.apiKey).expect(200);
  });
});

describe('service endpoints', () => {
  beforeEach(async () => {
    ctx = await createTestContext();
  });

  it('healthz, readyz, the OpenAPI document and its rendering', async () => {
    const health = await request(ctx.app).get('/healthz').expect(200);
    expect(health.headers['x-request-id']).toMatch(/^req_/);
    await request(ctx.app).get('/readyz').expect(200, { status: 'ready' });
    const doc = await request(ctx.app).get('/openapi.json').expect(200);
    expect(doc.body.openapi).toBe('3.1.0');
    for (const path of ['/v1/sdk/partner-portfolios', '/v1/sdk/partner-portfolios/{id}', '/v1/sdk/partner-portfolios/{id}/trades']) {
      expect(doc.body.paths).toHaveProperty([path]);
    }
    expect(doc.body.components.schemas).toHaveProperty('PartnerPortfolio');
    const docs = await request(ctx.app).get('/docs').expect(200);
    expect(docs.text).toContain('swagger-ui');
    await request(ctx.app).get('/docs/assets/swagger-ui-bundle.js').expect(200);
  });

  it('an unknown route is a 404 in the envelope, and the caller’s well-formed request id is echoed', async () => {
    const res = await request(ctx.app).get('/v1/nothing-here').set('x-request-id', 'partner-trace-0001');
    expect(res.status).toBe(404);
    expect(ErrorEnvelopeSchema.parse(res.body).error.code).toBe('not_found');
    expect(res.headers['x-request-id']).toBe('partner-trace-0001');
    expect(res.body.error.requestId).toBe('partner-trace-0001');
  });
});
