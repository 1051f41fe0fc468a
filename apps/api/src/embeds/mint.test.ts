// @postgres: embed tokens as durable records, and their revocation
import { decodeJwt, decodeProtectedHeader } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmbedTokenSchema, ErrorEnvelopeSchema } from '@clarity/shared';
import { createTestContext, TEST_NOW, type TestContext } from '../testing/harness.js';
import { PARTNER, createPortfolio, mint } from './embeds.test-helpers.js';

// One app for the file, and an organization of its own for each test: what a test mints, revokes or
// replays belongs to its organization, which no other test can reach (tenants never see each other).
// A fresh app per test cost a migration each (about 55). The test that counts every row of the table
// has an app of its own (below).
let ctx: TestContext;
let apiKey: string;
let orgId: string;
let portfolioId: string;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  ctx.clock.set(TEST_NOW);
  ({ apiKey, orgId } = await ctx.newOrg());
  portfolioId = await createPortfolio(ctx, apiKey);
});

const post = (body: unknown, key = apiKey) => request(ctx.app).post('/v1/sdk/clarity/embeds').set('x-api-key', key).send(body as object);

function issuesOf(body: unknown): { path: (string | number)[]; message: string }[] {
  return ErrorEnvelopeSchema.parse(body).issues ?? [];
}

describe('POST /v1/sdk/clarity/embeds', () => {
  it('mints a signed token bound to the portfolio, origins and scope', async () => {
    const res = await post({ portfolioId, allowedOrigins: [PARTNER, 'http://localhost:5173'] }).expect(201);
    const minted = EmbedTokenSchema.parse(res.body);
    expect(minted.jti).toMatch(/^emb_[0-9a-z]{26}$/);
    expect(minted.url).toBe(`${ctx.config.embedUrl}/?token=${minted.token}`);
    expect(minted.url.startsWith('http://127.0.0.1:8787/embed/?token=')).toBe(true);
    // Default ttl: 600 s after minting, by the configured clock.
    expect(minted.expiresAt).toBe('2026-03-02T12:10:00.000Z');

    const header = decodeProtectedHeader(minted.token);
    const jwks = await request(ctx.app).get('/.well-known/jwks.json').expect(200);
    expect(header).toEqual({ alg: 'EdDSA', typ: 'embed+jwt', kid: jwks.body.keys[0].kid });
    expect(decodeJwt(minted.token)).toEqual({
      iss: 'http://127.0.0.1:8787',
      aud: 'clarity-embed',
      sub: portfolioId,
      org: orgId,
      origins: [PARTNER, 'http://localhost:5173'],
      scope: ['card', 'chat'],
      jti: minted.jti,
      iat: Date.parse('2026-03-02T12:00:00Z') / 1000,
      exp: Date.parse('2026-03-02T12:10:00Z') / 1000,
    });
  });

  it.each([
    [30, '2026-03-02T12:00:30.000Z'],
    [600, '2026-03-02T12:10:00.000Z'],
    [3600, '2026-03-02T13:00:00.000Z'],
  ])('accepts ttlSeconds %s (expiresAt %s)', async (ttlSeconds, expiresAt) => {
    const res = await post({ portfolioId, allowedOrigins: [PARTNER], ttlSeconds }).expect(201);
    expect(res.body.expiresAt).toBe(expiresAt);
    const claims = decodeJwt(res.body.token as string);
    expect(claims.exp! - claims.iat!).toBe(ttlSeconds);
  });

  it('expiresAt is ttlSeconds after minting in whole seconds, equal to the token exp', async () => {
    ctx.clock.set(new Date('2026-03-02T12:00:00.750Z'));
    const res = await post({ portfolioId, allowedOrigins: [PARTNER], ttlSeconds: 30 }).expect(201);
    expect(res.body.expiresAt).toBe('2026-03-02T12:00:30.000Z');
    expect(decodeJwt(res.body.token as string).exp).toBe(Date.parse(res.body.expiresAt as string) / 1000);
  });

  it.each([
    ['29', 29],
    ['3601', 3601],
    ['the string "60"', '60'],
    ['30.5', 30.5],
    ['null', null],
    ['-600', -600],
  ])('rejects ttlSeconds %s with 400', async (_name, ttlSeconds) => {
    const res = await post({ portfolioId, allowedOrigins: [PARTNER], ttlSeconds }).expect(400);
    expect(issuesOf(res.body).map((i) => i.path)).toEqual([['ttlSeconds']]);
  });

  it.each([
    'https://partner.example',
    'https://app.partner.example:8443',
    'http://localhost:5173',
    'http://localhost',
    'http://127.0.0.1:8080',
    'https://xn--bcher-kva.example',
  ])('accepts the origin %s', async (origin) => {
    await post({ portfolioId, allowedOrigins: [origin] }).expect(201);
  });

  it.each([
    ['a wildcard', '*'],
    ['a wildcard subdomain', 'https://*.partner.example'],
    ['the opaque origin', 'null'],
    ['a trailing slash', 'https://partner.example/'],
    ['a path', 'https://partner.example/app'],
    ['a query', 'https://partner.example?x=1'],
    ['a fragment', 'https://partner.example#top'],
    ['plain http off localhost', 'http://partner.example'],
    ['plain http on a LAN address', 'http://192.168.1.10:3000'],
    ['upper case', 'https://Partner.example'],
    ['an explicit default port', 'https://partner.example:443'],
    ['credentials', 'https://user:pw@partner.example'],
    ['another scheme', 'ftp://partner.example'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a bare host', 'partner.example'],
    ['an empty string', ''],
    ['surrounding spaces', ' https://partner.example '],
    ['an unencoded IDN', 'https://bücher.example'],
  ])('rejects %s as an origin (%s)', async (_name, origin) => {
    const res = await post({ portfolioId, allowedOrigins: [origin] }).expect(400);
    expect(issuesOf(res.body)[0]?.path).toEqual(['allowedOrigins', 0]);
  });

  it('tells how to write an origin', async () => {
    const res = await post({ portfolioId, allowedOrigins: ['https://partner.example/', 'https://Partner.example', 'http://partner.example'] }).expect(400);
    expect(issuesOf(res.body).map((i) => i.message)).toEqual([
      'Must be the origin only (https://partner.example), without a path, query or trailing slash',
      'Write the origin in lower case, as browsers send it: https://partner.example',
      'Plain http is allowed only for localhost and 127.0.0.1; use https',
    ]);
  });

  it('takes 1 to 20 distinct origins', async () => {
    const origins = (n: number) => Array.from({ length: n }, (_, i) => `https://site${i}.example`);
    await post({ portfolioId, allowedOrigins: origins(20) }).expect(201);
    await post({ portfolioId, allowedOrigins: origins(21) }).expect(400);
    await post({ portfolioId, allowedOrigins: [] }).expect(400);
    await post({ portfolioId }).expect(400);
    await post({ portfolioId, allowedOrigins: PARTNER }).expect(400);
    const twice = await post({ portfolioId, allowedOrigins: [PARTNER, PARTNER] }).expect(400);
    expect(issuesOf(twice.body)[0]?.path).toEqual(['allowedOrigins', 1]);
  });

  it.each([
    [['card'], ['card']],
    [['chat'], ['chat']],
    [['chat', 'card'], ['chat', 'card']],
    [undefined, ['card', 'chat']],
  ])('accepts scope %j', async (scope, expected) => {
    const res = await post({ portfolioId, allowedOrigins: [PARTNER], scope }).expect(201);
    expect(decodeJwt(res.body.token as string).scope).toEqual(expected);
  });

  it.each([
    ['empty', []],
    ['a repeat', ['card', 'card']],
    ['an unknown value', ['card', 'admin']],
    ['a string', 'card'],
    ['upper case', ['CARD']],
    ['three entries', ['card', 'chat', 'card']],
  ])('rejects scope that is %s', async (_name, scope) => {
    const res = await post({ portfolioId, allowedOrigins: [PARTNER], scope }).expect(400);
    expect(issuesOf(res.body)[0]?.path[0]).toBe('scope');
  });

  it('rejects unknown fields and a missing portfolioId', async () => {
    await post({ portfolioId, allowedOrigins: [PARTNER], org: 'org_x' }).expect(400);
    await post({ allowedOrigins: [PARTNER] }).expect(400);
  });

  it('answers 404 for another organization’s portfolio, an unknown one and a malformed id', async () => {
    const other = await ctx.newOrg('Other');
    const theirs = await createPortfolio(ctx, other.apiKey, 'theirs');
    for (const id of [theirs, 'ppf_01jzzzzzzzzzzzzzzzzzzzzzzz', 'not-an-id']) {
      const res = await post({ portfolioId: id, allowedOrigins: [PARTNER] }).expect(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('is server only: an embed token is no credential here (401), an API key from a browser is refused (403)', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const res = await request(ctx.app).post('/v1/sdk/clarity/embeds').set('x-embed-token', token).send({ portfolioId, allowedOrigins: [PARTNER] }).expect(401);
    expect(res.body.error.code).toBe('unauthorized');
    const browser = await post({ portfolioId, allowedOrigins: [PARTNER] }).set('origin', PARTNER).expect(403);
    expect(browser.body.error.code).toBe('api_key_in_browser');
    expect(browser.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('replays the first response for the same Idempotency-Key', async () => {
    const first = await post({ portfolioId, allowedOrigins: [PARTNER] }).set('idempotency-key', 'mint-1').expect(201);
    const again = await post({ portfolioId, allowedOrigins: [PARTNER] }).set('idempotency-key', 'mint-1').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('publishes only public keys', async () => {
    const res = await request(ctx.app).get('/.well-known/jwks.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/jwk-set\+json/);
    expect(res.body.keys).toHaveLength(1);
    expect(Object.keys(res.body.keys[0] as object).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
  });
});

describe('revocation endpoints', () => {
  it('DELETE /v1/sdk/clarity/embeds/{jti}: 204, again 204; another org’s or an unknown jti is 404', async () => {
    const { jti } = await mint(ctx, apiKey, { portfolioId });
    await request(ctx.app).delete(`/v1/sdk/clarity/embeds/${jti}`).set('x-api-key', apiKey).expect(204);
    await request(ctx.app).delete(`/v1/sdk/clarity/embeds/${jti}`).set('x-api-key', apiKey).expect(204);

    const other = await ctx.newOrg('Other');
    const theirs = await mint(ctx, other.apiKey, { portfolioId: await createPortfolio(ctx, other.apiKey, 'theirs') });
    await request(ctx.app).delete(`/v1/sdk/clarity/embeds/${theirs.jti}`).set('x-api-key', apiKey).expect(404);
    await request(ctx.app).delete('/v1/sdk/clarity/embeds/emb_01jzzzzzzzzzzzzzzzzzzzzzzz').set('x-api-key', apiKey).expect(404);
    await request(ctx.app).delete('/v1/sdk/clarity/embeds/whatever').set('x-api-key', apiKey).expect(404);
  });

  it('POST /v1/sdk/clarity/embeds/revoke-all revokes every live token of one portfolio', async () => {
    const second = await createPortfolio(ctx, apiKey, 'client-2');
    await mint(ctx, apiKey, { portfolioId });
    await mint(ctx, apiKey, { portfolioId });
    await mint(ctx, apiKey, { portfolioId: second });
    const res = await request(ctx.app).post('/v1/sdk/clarity/embeds/revoke-all').set('x-api-key', apiKey).send({ portfolioId }).expect(200);
    expect(res.body).toEqual({ portfolioId, revoked: 2 });
    const again = await request(ctx.app).post('/v1/sdk/clarity/embeds/revoke-all').set('x-api-key', apiKey).send({ portfolioId }).expect(200);
    expect(again.body).toEqual({ portfolioId, revoked: 0 });

    const other = await ctx.newOrg('Other');
    await request(ctx.app).post('/v1/sdk/clarity/embeds/revoke-all').set('x-api-key', other.apiKey).send({ portfolioId }).expect(404);
    await request(ctx.app).post('/v1/sdk/clarity/embeds/revoke-all').set('x-api-key', apiKey).send({}).expect(400);
  });

  it('records every minted token (group commit keeps each mint durable before it answers)', async () => {
    // An app of its own: the table must hold these 25 tokens and nothing else.
    const own = await createTestContext();
    try {
      const { apiKey: ownKey, orgId: ownOrg } = await own.newOrg();
      const ownPortfolio = await createPortfolio(own, ownKey);
      const minted = await Promise.all(Array.from({ length: 25 }, () => mint(own, ownKey, { portfolioId: ownPortfolio })));
      const rows = await own.database.db.selectFrom('embed_tokens').select(['jti', 'org_id', 'portfolio_id', 'expires_at', 'revoked_at']).execute();
      expect(rows).toHaveLength(25);
      expect(new Set(rows.map((r) => r.jti))).toEqual(new Set(minted.map((m) => m.jti)));
      expect(rows.every((r) => r.org_id === ownOrg && r.portfolio_id === ownPortfolio && r.revoked_at === null)).toBe(true);
    } finally {
      await own.close();
    }
  });
});
