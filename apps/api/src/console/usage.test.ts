// @postgres: usage counted in storage and read back by day
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsoleUsage } from '@clarity/shared';
import { createApp } from '../app.js';
import { chat, startChatServer } from '../chat/testing/stream-client.test-helpers.js';
import { createLogger } from '../http/logging.js';
import { consoleGet, consoleMember, consoleSignIn, type ConsoleBrowser } from '../testing/console-browser.js';
import { createTestContext, TEST_NOW, type TestContext } from '../testing/harness.js';

/**
 * The console's usage page, support view and audit filters over real HTTP on a real database: what
 * the API keys and embed tokens of an organization did, counted per UTC day by operation and status
 * class, written at flush and at close, summed across instances; the latest failures with their
 * request ids; the switch that turns counting off; the prune of old audit entries and counts; and
 * tenant isolation on every new route.
 */

const INLINE_CARD = { portfolio: { externalId: 'inline', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] } };
const ROLES = ['owner', 'admin', 'developer', 'viewer'] as const;

let ctx: TestContext;
/** The context a test opened (the chat test opens its own), closed after it. */
let opened: TestContext | undefined;
let orgId: string;
let apiKey: string;
let owner: ConsoleBrowser;

async function setUp(env: Record<string, string> = {}) {
  ctx = opened = await createTestContext(env);
  ({ orgId, apiKey } = await ctx.newOrg('Acme'));
  owner = await consoleMember(ctx, orgId, 'owner@acme.example', 'owner');
}
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const sdk = (path: string, key = apiKey, id?: string) => {
  const r = request(ctx.app).get(`/v1/sdk${path}`).set('x-api-key', key);
  return id ? r.set('x-request-id', id) : r;
};
const usageOf = async (b: ConsoleBrowser = owner): Promise<ConsoleUsage> => {
  const res = await consoleGet(ctx, b, '/usage');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ConsoleUsage;
};
const today = (u: ConsoleUsage) => u.days.at(-1)!;

describe('usage counting', () => {
  it('counts requests by operation and status class, cards, tokens minted, rate-limited requests and errors by code', async () => {
    // Six requests a minute per key and budget: the seventh server call of the test is refused.
    await setUp({ CLARITY_RATE_LIMIT_PER_MINUTE: '6' });
    const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'client-1', currentHoldings: [{ ticker: 'AAPL', quantity: 3 }] });
    expect(created.status).toBe(201);
    expect((await sdk('/partner-portfolios/prt_00000000000000000000000000', apiKey, 'trace-missing-0001')).status).toBe(404);
    const minted = await request(ctx.app).post('/v1/sdk/clarity/embeds').set('x-api-key', apiKey).send({ portfolioId: created.body.id, allowedOrigins: ['https://bank.example'] });
    expect(minted.status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await sdk('/partner-portfolios')).status).toBe(200);
    expect((await sdk('/partner-portfolios', apiKey, 'trace-limited-0001')).status).toBe(429);
    for (let i = 0; i < 2; i++) expect((await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send(INLINE_CARD)).status).toBe(200);
    // Another organization's calls, and a call whose key does not verify (no organization), count nowhere here.
    const other = await ctx.newOrg('Other');
    expect((await sdk('/partner-portfolios', other.apiKey)).status).toBe(200);
    expect((await sdk('/partner-portfolios', `${apiKey}x`)).status).toBe(401);

    const usage = await usageOf();
    expect(usage.counting).toBe(true);
    expect(usage.days).toHaveLength(30);
    expect(usage.to).toBe('2026-03-02');
    expect(usage.from).toBe('2026-02-01');
    expect(usage.days.slice(0, -1).every((d) => d.requests === 0)).toBe(true);
    // 7 server calls + 2 cards; errors: the 404 and the 429.
    expect(today(usage)).toMatchObject({ day: '2026-03-02', requests: 9, cards: 2, chatRuns: 0, tokensMinted: 1, rateLimited: 1, errors: 2 });
    expect(today(usage).operations).toEqual([
      { operation: 'GET /v1/sdk/partner-portfolios', statusClass: '2xx', count: 3 },
      { operation: 'POST /v1/clarity/card', statusClass: '2xx', count: 2 },
      { operation: 'GET /v1/sdk/partner-portfolios', statusClass: '4xx', count: 1 },
      { operation: 'GET /v1/sdk/partner-portfolios/:id', statusClass: '4xx', count: 1 },
      { operation: 'POST /v1/sdk/clarity/embeds', statusClass: '2xx', count: 1 },
      { operation: 'POST /v1/sdk/partner-portfolios', statusClass: '2xx', count: 1 },
    ]);
    expect(today(usage).errorCodes).toEqual([
      { code: 'not_found', count: 1 },
      { code: 'rate_limited', count: 1 },
    ]);
    expect(usage.failures).toEqual([
      { at: TEST_NOW.toISOString(), requestId: 'trace-limited-0001', operation: 'GET /v1/sdk/partner-portfolios', status: 429, code: 'rate_limited' },
      { at: TEST_NOW.toISOString(), requestId: 'trace-missing-0001', operation: 'GET /v1/sdk/partner-portfolios/:id', status: 404, code: 'not_found' },
    ]);
    // Nothing of a request but its route, status, code and id: no key, no body.
    expect(JSON.stringify(usage)).not.toContain(apiKey);
    expect(JSON.stringify(usage)).not.toContain('client-1');
  });

  it('counts per UTC day, shows the last 30 days, and leaves older days out', async () => {
    await setUp();
    expect((await sdk('/partner-portfolios')).status).toBe(200);
    await ctx.app.locals.usage.flush();
    ctx.clock.advance(12 * 3600_000); // 2026-03-03T00:00Z: the next day
    expect((await sdk('/partner-portfolios')).status).toBe(200);
    expect((await sdk('/partner-portfolios')).status).toBe(200);
    owner = await consoleSignIn(ctx, owner.email);
    let usage = await usageOf();
    expect(usage.to).toBe('2026-03-03');
    expect(usage.days.slice(-2).map((d) => [d.day, d.requests])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 2],
    ]);
    ctx.clock.advance(29 * 86_400_000); // 2026-04-01: 03-02 and 03-03 are 30 and 29 days ago
    owner = await consoleSignIn(ctx, owner.email);
    usage = await usageOf();
    expect(usage.from).toBe('2026-03-03');
    expect(usage.days.map((d) => d.requests).reduce((a, b) => a + b)).toBe(2);
  });

  it('sums the counts of several instances on one database, and writes what is left when an instance closes', async () => {
    await setUp();
    const logger = createLogger('silent', new Writable({ write: (_c, _e, cb) => cb() }));
    const second = createApp({ config: ctx.config, database: ctx.database, clock: ctx.clock, logger });
    expect((await sdk('/partner-portfolios')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await request(second).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey)).status).toBe(200);
    // Counted in the second instance's memory only: this instance's read does not see them yet…
    expect(today(await usageOf()).requests).toBe(1);
    // …until it shuts down gracefully, which writes them.
    await second.close();
    expect(today(await usageOf()).operations).toEqual([{ operation: 'GET /v1/sdk/partner-portfolios', statusClass: '2xx', count: 4 }]);
  });

  it('keeps the newest 50 failed requests of an organization', async () => {
    await setUp();
    for (let i = 0; i < 30; i++) expect((await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).set('x-request-id', `trace-bad-${String(i).padStart(4, '0')}`).send({})).status).toBe(400);
    await ctx.app.locals.usage.flush();
    for (let i = 30; i < 55; i++) expect((await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).set('x-request-id', `trace-bad-${String(i).padStart(4, '0')}`).send({})).status).toBe(400);
    const usage = await usageOf();
    expect(usage.failures).toHaveLength(50);
    expect(usage.failures[0]!.requestId).toBe('trace-bad-0054');
    expect(usage.failures.at(-1)!.requestId).toBe('trace-bad-0005');
    expect(usage.failures[0]).toMatchObject({ operation: 'POST /v1/clarity/card', status: 400, code: 'validation_error' });
    expect(await ctx.database.db.selectFrom('usage_failures').select('seq').where('org_id', '=', orgId).execute()).toHaveLength(50);
    expect(today(usage)).toMatchObject({ requests: 55, errors: 55, cards: 0 });
  });
});

describe('chat runs', () => {
  it('a chat run counts once its stream has ended', async () => {
    const server = await startChatServer();
    try {
      await chat(server.url, server.apiKey, { portfolioId: server.portfolioId, question: 'How risky is my portfolio?' });
      // The response closes just after the client has read the end of the stream.
      await expect
        .poll(async () => (await server.ctx.app.locals.usage.report(server.orgId)).days.at(-1)!.chatRuns, { timeout: 5000, interval: 50 })
        .toBe(1);
      const day = (await server.ctx.app.locals.usage.report(server.orgId)).days.at(-1)!;
      expect(day.operations).toContainEqual({ operation: 'POST /v1/clarity/chat', statusClass: '2xx', count: 1 });
    } finally {
      await server.close();
    }
  });
});

describe('usage counting switched off', () => {
  it('counts nothing and says so', async () => {
    await setUp({ CLARITY_USAGE_COUNTING: '0' });
    expect((await sdk('/partner-portfolios')).status).toBe(200);
    expect((await sdk('/partner-portfolios/prt_00000000000000000000000000')).status).toBe(404);
    const usage = await usageOf();
    expect(usage.counting).toBe(false);
    expect(usage.days.every((d) => d.requests === 0 && d.errors === 0)).toBe(true);
    expect(usage.failures).toEqual([]);
    expect(await ctx.database.db.selectFrom('usage_daily').selectAll().execute()).toEqual([]);
  });
});

describe('the console routes of usage, support and audit', () => {
  beforeEach(async () => {
    await setUp();
  });

  async function portfolio(key: string, externalId: string): Promise<string> {
    const res = await request(ctx.app)
      .post('/v1/sdk/partner-portfolios')
      .set('x-api-key', key)
      .send({ externalId, baseCurrency: 'EUR', currentHoldings: [{ ticker: 'AAPL', quantity: 3 }, { ticker: 'MSFT', quantity: 2, costBasis: 300, currency: 'USD' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  }

  it('every role reads usage and the support view; without a session 401; with an API key 401', async () => {
    await portfolio(apiKey, 'client-7');
    for (const role of ROLES) {
      const member = role === 'owner' ? owner : await consoleMember(ctx, orgId, `${role}@acme.example`, role);
      expect((await consoleGet(ctx, member, '/usage')).status, role).toBe(200);
      expect((await consoleGet(ctx, member, '/support/portfolios?externalId=client-7')).status, role).toBe(200);
      expect((await consoleGet(ctx, member, '/audit?actor=owner@acme.example&from=2026-03-01&to=2026-03-02')).status, role).toBe(200);
      expect((await consoleGet(ctx, member, '/audit.csv?action=key.')).status, role).toBe(200);
    }
    for (const path of ['/usage', '/support/portfolios?externalId=client-7', '/audit.csv?actor=cli']) {
      expect((await request(ctx.app).get(`/v1/console${path}`)).status, path).toBe(401);
      const withKey = await request(ctx.app).get(`/v1/console${path}`).set('cookie', owner.cookie).set('x-api-key', apiKey);
      expect(withKey.status, path).toBe(401);
      expect(withKey.body.error.code).toBe('console_session_required');
    }
  });

  it('the support view finds a portfolio by externalId with its holdings, activity count and last update; another organization’s is 404', async () => {
    const id = await portfolio(apiKey, 'client-7');
    const trades = await request(ctx.app)
      .post(`/v1/sdk/partner-portfolios/${id}/trades`)
      .set('x-api-key', apiKey)
      .send({
        trades: [
          { ticker: 'AAPL', side: 'buy', quantity: 2, price: 150, currency: 'USD', executedAt: '2026-01-05T15:00:00Z' },
          { ticker: 'AAPL', side: 'buy', quantity: 1, price: 160, currency: 'USD', executedAt: '2026-02-10T15:00:00Z' },
        ],
        currentHoldings: [{ ticker: 'AAPL', quantity: 3 }, { ticker: 'MSFT', quantity: 2, costBasis: 300, currency: 'USD' }],
      });
    expect(trades.status, JSON.stringify(trades.body)).toBeLessThan(300);
    const found = await consoleGet(ctx, owner, '/support/portfolios?externalId=client-7');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      id,
      externalId: 'client-7',
      baseCurrency: 'EUR',
      activityCount: 2,
      lastActivityAt: '2026-02-10T15:00:00.000Z',
      holdings: [{ ticker: 'AAPL', quantity: 3 }, { ticker: 'MSFT', quantity: 2, costBasis: 300, currency: 'USD' }],
    });
    expect(found.body.updatedAt).toBe(TEST_NOW.toISOString());

    // Its card opens as the end user sees it, minted through the session.
    const preview = await request(ctx.app).post('/v1/console/embeds/preview').set('cookie', owner.cookie).set('x-csrf-token', owner.csrf).send({ portfolioId: id });
    expect(preview.status).toBe(201);

    const other = await ctx.newOrg('Other');
    await portfolio(other.apiKey, 'theirs-1');
    expect((await consoleGet(ctx, owner, '/support/portfolios?externalId=theirs-1')).status).toBe(404);
    expect((await consoleGet(ctx, owner, '/support/portfolios?externalId=nobody')).status).toBe(404);
    const bad = await consoleGet(ctx, owner, '/support/portfolios');
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toEqual(['externalId']);
  });

  it('usage of another organization is never shown', async () => {
    const other = await ctx.newOrg('Other');
    const stranger = await consoleMember(ctx, other.orgId, 'owner@other.example', 'owner');
    expect((await sdk('/partner-portfolios', other.apiKey)).status).toBe(200);
    expect(today(await usageOf()).requests).toBe(0);
    expect(today(await usageOf(stranger)).requests).toBe(1);
  });

  it('filters the audit log by member and day, in the list and the CSV; bad filters are a 400', async () => {
    const admin = await consoleMember(ctx, orgId, 'admin@acme.example', 'admin');
    const create = (b: ConsoleBrowser, name: string) => request(ctx.app).post('/v1/console/keys').set('cookie', b.cookie).set('x-csrf-token', b.csrf).send({ name, environment: 'production' });
    expect((await create(owner, 'Day one')).status).toBe(201);
    ctx.clock.advance(86_400_000); // 2026-03-03
    owner = await consoleSignIn(ctx, owner.email);
    expect((await create(await consoleSignIn(ctx, admin.email), 'Day two')).status).toBe(201);
    expect((await create(owner, 'Day two too')).status).toBe(201);

    const list = async (query: string) => ((await consoleGet(ctx, owner, `/audit?${query}`)).body.data as { actor: string; action: string; target: string }[]).map((e) => `${e.actor} ${e.action} ${e.target.split(' (')[0]}`);
    expect(await list('action=key.&actor=OWNER@acme.example')).toEqual(['owner@acme.example key.created Day two too', 'owner@acme.example key.created Day one']);
    expect(await list('action=key.&from=2026-03-03')).toEqual(['owner@acme.example key.created Day two too', 'admin@acme.example key.created Day two']);
    expect(await list('action=key.&to=2026-03-02')).toEqual(['owner@acme.example key.created Day one']);
    expect(await list('action=key.&from=2026-03-02&to=2026-03-02&actor=admin@acme.example')).toEqual([]);

    const csv = await consoleGet(ctx, owner, '/audit.csv?actor=admin@acme.example&action=key.');
    expect(csv.status).toBe(200);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^2026-03-03T12:00:00\.000Z,admin@acme\.example,key\.created,"Day two \(production, [0-9a-f]{16}\)",/);

    for (const query of ['from=2026-02-30', 'from=2026-03-03&to=2026-03-02', 'actor=', 'member=x']) {
      for (const path of ['/audit', '/audit.csv']) {
        const res = await consoleGet(ctx, owner, `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.error.code).toBe('validation_error');
      }
    }
  });
});

describe('retention', () => {
  beforeEach(async () => {
    await setUp();
  });

  async function seedOld(otherOrgId: string) {
    const db = ctx.database.db;
    const at = (daysAgo: number) => new Date(TEST_NOW.getTime() - daysAgo * 86_400_000).toISOString();
    for (const [org, daysAgo] of [
      [orgId, 401],
      [otherOrgId, 500],
      [otherOrgId, 399],
    ] as const) {
      await db.insertInto('console_audit').values({ org_id: org, at: at(daysAgo), actor: 'cli', action: 'member.invited', target: `old ${daysAgo}`, address: null }).execute();
    }
    await db
      .insertInto('usage_daily')
      .values([
        { org_id: orgId, day: '2025-12-01', kind: 'request', name: 'GET /v1/sdk/partner-portfolios', detail: '2xx', count: 5 },
        { org_id: orgId, day: '2025-12-02', kind: 'request', name: 'GET /v1/sdk/partner-portfolios', detail: '2xx', count: 7 },
      ])
      .execute();
  }
  const oldAudit = async () => (await ctx.database.db.selectFrom('console_audit').select('target').where('target', 'like', 'old %').orderBy('target').execute()).map((r) => r.target);
  const usageDays = async () => (await ctx.database.db.selectFrom('usage_daily').select('day').orderBy('day').execute()).map((r) => r.day);

  it('the hourly prune deletes audit entries older than 400 days and daily counts older than 90, in every organization', async () => {
    const other = await ctx.newOrg('Quiet');
    await seedOld(other.orgId);
    // 2025-12-01 is 91 days before 2026-03-02, 2025-12-02 is 90.
    await ctx.app.locals.usage.tick();
    expect(await oldAudit()).toEqual(['old 399']);
    expect(await usageDays()).toEqual(['2025-12-02']);
    // Within the hour, no second prune; an hour after the first, the next one runs.
    await ctx.database.db.insertInto('usage_daily').values({ org_id: orgId, day: '2025-11-01', kind: 'error', name: 'not_found', detail: '', count: 1 }).execute();
    ctx.clock.advance(30 * 60_000);
    await ctx.app.locals.usage.tick();
    expect(await usageDays()).toEqual(['2025-11-01', '2025-12-02']);
    ctx.clock.advance(31 * 60_000);
    await ctx.app.locals.usage.tick();
    expect(await usageDays()).toEqual(['2025-12-02']);
    // A day on, the 90-day-old counts and the 399-day-old entry are past their time.
    ctx.clock.advance(86_400_000);
    await ctx.app.locals.usage.tick();
    expect(await usageDays()).toEqual([]);
    expect(await oldAudit()).toEqual([]);
  });

  it('runs on its own timer', async () => {
    await ctx.close();
    opened = undefined;
    await setUp({ CLARITY_USAGE_FLUSH_SECONDS: '1' });
    const other = await ctx.newOrg('Quiet');
    await seedOld(other.orgId);
    // The manual clock stands still: an hour on, so a prune that ran before the seed does not hold the next one back.
    ctx.clock.advance(3600_000 + 1000);
    await expect.poll(oldAudit, { timeout: 10_000, interval: 200 }).toEqual(['old 399']);
    expect(await usageDays()).toEqual(['2025-12-02']);
  });
});
