import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, type EmbedToken } from '@clarity/shared';
import { createApp, type ClarityApp } from '../app.js';
import { VERIFIED_KEY_TTL_MS } from '../auth/verified-key-cache.js';
import { openDatabase } from '../db/database.js';
import { STATE_TRUSTED_FOR_MS } from '../embeds/verifier.js';
import { createLogger } from '../http/logging.js';
import { MARKET_VERSION_TTL_MS } from '../insight/card/card-service.js';
import { parseExposition, sampleValue } from '../observability/exposition.test-helpers.js';
import { CHAT_NOW, createChatPortfolio } from '../chat/testing/fixtures.test-helpers.js';
import { chat, listen } from '../chat/testing/stream-client.test-helpers.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { RedisIdempotencyLocks } from './idempotency-locks.js';
import type { RedisCoordination } from './redis-coordination.js';
import { startTwoInstances, type TwoInstances } from './testing/two-instances.test-helpers.js';

const PARTNER = 'https://partner.example';

const codeOf = (body: unknown): string => ErrorEnvelopeSchema.parse(body).error.code;

async function mint(app: ClarityApp, apiKey: string, portfolioId: string): Promise<EmbedToken> {
  const res = await request(app).post('/v1/sdk/clarity/embeds').set('x-api-key', apiKey).send({ portfolioId, allowedOrigins: [PARTNER] });
  expect(res.status).toBe(201);
  return res.body as EmbedToken;
}

const cardWithToken = (app: ClarityApp, token: string, portfolioId: string) =>
  request(app).post('/v1/clarity/card').set('x-embed-token', token).set('origin', PARTNER).send({ portfolioId });

function coordinationOf(app: ClarityApp): RedisCoordination {
  const coordination = app.locals.coordination;
  if (!coordination) throw new Error('the app has no Redis');
  return coordination;
}

const listPortfolios = (app: ClarityApp, apiKey: string) => request(app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey);

describe('two instances on one database and one Redis: a change through A is seen by B on the next request', () => {
  let two: TwoInstances;
  let ctx: TestContext;
  let apiKey: string;
  let portfolioId: string;

  beforeAll(async () => {
    two = await startTwoInstances();
    ctx = two.ctx;
    ctx.clock.set(CHAT_NOW);
    await ctx.app.locals.services.marketImport.importSample();
    ({ apiKey } = await ctx.newOrg());
    portfolioId = await createChatPortfolio(ctx, apiKey, 'two-instances');
  });
  afterAll(() => two.close());

  it('an API key revoked through A is refused by B, whose cache had just verified it', async () => {
    const { apiKey: key, keyId } = await ctx.app.locals.services.organizations.createKey((await ctx.newOrg('Revoking')).orgId, 'production');
    await listPortfolios(two.b, key).expect(200);
    const warmedAt = performance.now();
    await two.a.locals.services.organizations.revokeKey(keyId);
    const refused = await listPortfolios(two.b, key);
    // B's cache alone would have let the key through for this long (the control test below shows it).
    expect(performance.now() - warmedAt).toBeLessThan(VERIFIED_KEY_TTL_MS);
    expect(refused.status).toBe(401);
    expect(codeOf(refused.body)).toBe('unauthorized');
  });

  it('an embed token revoked through A (DELETE) is refused by B at once', async () => {
    const token = await mint(two.a, apiKey, portfolioId);
    await cardWithToken(two.b, token.token, portfolioId).expect(200);
    const warmedAt = performance.now();
    await request(two.a).delete(`/v1/sdk/clarity/embeds/${token.jti}`).set('x-api-key', apiKey).expect(204);
    const refused = await cardWithToken(two.b, token.token, portfolioId);
    expect(performance.now() - warmedAt).toBeLessThan(STATE_TRUSTED_FOR_MS);
    expect(refused.status).toBe(401);
    expect(codeOf(refused.body)).toBe('token_revoked');
  });

  it('revoke-all and deleting the portfolio through A end its tokens on B at once', async () => {
    const other = await createChatPortfolio(ctx, apiKey, 'two-instances-deleted');
    const first = await mint(two.a, apiKey, other);
    await cardWithToken(two.b, first.token, other).expect(200);
    await request(two.a).post('/v1/sdk/clarity/embeds/revoke-all').set('x-api-key', apiKey).send({ portfolioId: other }).expect(200);
    expect(codeOf((await cardWithToken(two.b, first.token, other)).body)).toBe('token_revoked');

    const second = await mint(two.a, apiKey, other);
    await cardWithToken(two.b, second.token, other).expect(200);
    await request(two.a).delete(`/v1/sdk/partner-portfolios/${other}`).set('x-api-key', apiKey).expect(204);
    expect(codeOf((await cardWithToken(two.b, second.token, other)).body)).toBe('token_revoked');
  });

  it('an organization deactivated through A is refused by B (keys and tokens), and served again once re-activated', async () => {
    const org = await ctx.newOrg('Toggled');
    const own = await createChatPortfolio(ctx, org.apiKey, 'toggled');
    const token = await mint(two.a, org.apiKey, own);
    await listPortfolios(two.b, org.apiKey).expect(200);
    await cardWithToken(two.b, token.token, own).expect(200);

    await two.a.locals.services.organizations.setActive(org.orgId, false);
    expect(codeOf((await listPortfolios(two.b, org.apiKey)).body)).toBe('org_inactive');
    expect(codeOf((await cardWithToken(two.b, token.token, own)).body)).toBe('org_inactive');

    await two.a.locals.services.organizations.setActive(org.orgId, true);
    await listPortfolios(two.b, org.apiKey).expect(200);
  });

  it('signing keys rotated through A: B publishes and signs with the new key at once', async () => {
    const before = (await request(two.b).get('/.well-known/jwks.json').expect(200)).body as { keys: { kid: string }[] };
    const { signing } = await two.a.locals.services.embeds.rotateSigningKeys();
    const after = (await request(two.b).get('/.well-known/jwks.json').expect(200)).body as { keys: { kid: string }[] };
    expect(before.keys.map((k) => k.kid)).not.toContain(signing.kid);
    expect(after.keys.map((k) => k.kid)).toContain(signing.kid);
    const minted = await mint(two.b, apiKey, portfolioId);
    const header = JSON.parse(Buffer.from(minted.token.split('.')[0]!, 'base64url').toString()) as { kid: string };
    expect(header.kid).toBe(signing.kid);
  });

  it('market data imported through A: B’s next card is computed on the new version, not served from its cache', async () => {
    const misses = async () => sampleValue(parseExposition((await two.b.locals.metrics.exposition()).body), 'clarity_card_cache_lookups_total', { result: 'miss' }) ?? 0;
    const card = () => request(two.b).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId }).expect(200);
    await card();
    const missesBefore = await misses();
    await card();
    expect(await misses()).toBe(missesBefore);
    // A one-row price file: the import is quick, so B's cached version (read just now) is still fresh.
    const file = join(ctx.dir, 'AAPL.csv');
    writeFileSync(file, 'Date,Open,High,Low,Close,Volume\n2026-11-13,200,210,190,205,1000\n');
    const importedAt = performance.now();
    // A close that differs from the stored one is a correction: imported with `replace`, as the CLI's --replace.
    await two.a.locals.services.marketImport.importPriceFiles([file], { replace: true });
    await card();
    // Within MARKET_VERSION_TTL_MS, B would still key its cards on the old version without the message.
    expect(performance.now() - importedAt).toBeLessThan(MARKET_VERSION_TTL_MS);
    expect(await misses()).toBe(missesBefore + 1);
  });
});

describe('the control: without Redis, an instance trusts its cache until it expires', () => {
  it('a key revoked through A still passes on B within the cache’s second', async () => {
    const ctx = await createTestContext();
    const databaseB = await openDatabase(ctx.config.database);
    const b = createApp({ config: ctx.config, database: databaseB, clock: ctx.clock, logger: createLogger('silent') });
    try {
      const { apiKey, keyId } = await ctx.newOrg();
      await listPortfolios(b, apiKey).expect(200);
      const warmedAt = performance.now();
      await ctx.app.locals.services.organizations.revokeKey(keyId);
      const stillServed = await listPortfolios(b, apiKey);
      expect(performance.now() - warmedAt).toBeLessThan(VERIFIED_KEY_TTL_MS);
      expect(stillServed.status).toBe(200);
    } finally {
      await Promise.all([b.close(), databaseB.close()]);
      await ctx.close();
    }
  });
});

describe('one rate-limit budget and one idempotency state across two instances', () => {
  let two: TwoInstances;
  let apiKey: string;

  beforeAll(async () => {
    two = await startTwoInstances({ CLARITY_RATE_LIMIT_PER_MINUTE: '6' });
    ({ apiKey } = await two.ctx.newOrg());
  });
  afterAll(() => two.close());

  it('a key’s budget is spent by both: six answers in turn, then 429 from either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await listPortfolios(i % 2 === 0 ? two.a : two.b, apiKey)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('an idempotent POST through A is replayed by B; while A holds the key, B answers 409', async () => {
    const { apiKey: key, orgId } = await two.ctx.newOrg('Idempotent');
    const create = (app: ClarityApp, idempotencyKey: string, externalId: string) =>
      request(app).post('/v1/sdk/partner-portfolios').set('x-api-key', key).set('idempotency-key', idempotencyKey).send({ externalId });
    const first = await create(two.a, 'create-1', 'idem-1').expect(201);
    const replayed = await create(two.b, 'create-1', 'idem-1').expect(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(first.body);

    // A running the key (its lock held) → B refuses at once, without touching the record.
    const lock = await new RedisIdempotencyLocks(coordinationOf(two.a)).acquire(orgId, 'create-2');
    expect(lock.held).toBe(false);
    const refused = await create(two.b, 'create-2', 'idem-2');
    expect(refused.status).toBe(409);
    expect(codeOf(refused.body)).toBe('idempotency_in_flight');
    if (!lock.held) lock.release();
    await create(two.b, 'create-2', 'idem-2').expect(201);
  });
});

describe('chat stream caps across two instances', () => {
  let two: TwoInstances;
  let apiKey: string;
  let portfolioId: string;
  const servers: { url: string; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    two = await startTwoInstances({ CLARITY_CHAT_MAX_STREAMS_PER_ORG: '1', CLARITY_CHAT_HOLD_OPEN_MS: '60000', CLARITY_CHAT_HEARTBEAT_MS: '1000' });
    two.ctx.clock.set(CHAT_NOW);
    await two.ctx.app.locals.services.marketImport.importSample();
    ({ apiKey } = await two.ctx.newOrg());
    portfolioId = await createChatPortfolio(two.ctx, apiKey, 'caps');
    servers.push(await listen(two.a), await listen(two.b));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await two.close();
  });

  it('an organization’s stream open on A takes its one slot: B answers 429 until it closes', async () => {
    const [onA, onB] = servers;
    if (!onA || !onB) throw new Error('servers not listening');
    const stop = new AbortController();
    let finished!: () => void;
    const running = new Promise<void>((resolve) => (finished = resolve));
    const first = chat(onA.url, apiKey, { portfolioId, question: 'How risky is my portfolio?' }, {
      signal: stop.signal,
      onEvent: (event) => {
        if (event.type === 'RUN_FINISHED') finished();
      },
    });
    await running;
    const refused = await chat(onB.url, apiKey, { portfolioId, question: 'Hi' });
    expect(refused.status).toBe(429);
    expect(codeOf(refused.json)).toBe('rate_limited');

    stop.abort();
    await first;
    // A frees the lease when it sees the socket close, a moment after the abort.
    let status = 429;
    for (let i = 0; i < 100 && status === 429; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await chat(onB.url, apiKey, { portfolioId, question: 'Hi' }, { onEvent: (event) => event.type === 'RUN_FINISHED' })).status;
    }
    expect(status).toBe(200);
  });
});
