import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema, type ChatEvent, type EmbedToken } from '@clarity/shared';
import { chat, startChatServer, type ChatTestServer } from '../chat/testing/stream-client.test-helpers.js';
import { startModelStandIn, type ModelStandIn } from '../chat/testing/model-stand-in.test-helpers.js';
import { loadConfig } from '../config.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { Metrics } from './metrics.js';
import { parseExposition, sampleValue, type Sample } from './exposition.test-helpers.js';

// GET /metrics after real requests against a real app on a real SQLite file: every number below
// is what the app counted itself, read back through the Prometheus text format.

const PARTNER = 'https://partner.example';
const INLINE = { portfolio: { externalId: 'inline', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] } };
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

let server: ChatTestServer | undefined;
let ctx: TestContext | undefined;
let model: ModelStandIn | undefined;
afterEach(async () => {
  await server?.close();
  await ctx?.close();
  await model?.close();
  server = ctx = model = undefined;
});

async function scrape(url: string, headers: Record<string, string> = {}): Promise<Sample[]> {
  const res = await fetch(`${url}/metrics`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await res.text());
}

const requests = (samples: Sample[], labels: Record<string, string>): number => sampleValue(samples, 'clarity_http_requests_total', labels) ?? 0;

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not met within 5 s');
}

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, the card cache, token verifications, rate limits, chat streams and queries', async () => {
    server = await startChatServer({ CLARITY_RATE_LIMIT_PER_MINUTE: '5', CLARITY_CHAT_HOLD_OPEN_MS: '60000' });
    const { url, apiKey, portfolioId } = server;
    const app = server.ctx.app;

    // The card: computed once (a miss), then served from the cache (a hit).
    await request(app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId }).expect(200);
    await request(app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId }).expect(200);
    await request(app).get(`/v1/sdk/partner-portfolios/${portfolioId}`).set('x-api-key', apiKey).expect(200);
    await request(app).get(`/nowhere/${portfolioId}`).expect(404);

    // An embed token verified once (valid), and a forged one refused.
    const minted = (await request(app).post('/v1/sdk/clarity/embeds').set('x-api-key', apiKey).send({ portfolioId, allowedOrigins: [PARTNER] }).expect(201)).body as EmbedToken;
    await request(app).post('/v1/clarity/card').set('x-embed-token', minted.token).set('origin', PARTNER).send({ portfolioId }).expect(200);
    const refused = await request(app).post('/v1/clarity/card').set('x-embed-token', 'eyJhbGciOiJFZERTQSJ9.e30.c2ln').set('origin', PARTNER).send({ portfolioId }).expect(401);
    const refusedCode = ErrorEnvelopeSchema.parse(refused.body).error.code;

    // Another organization spends both of its budgets (5 a minute): the sixth request of each is a 429.
    const other = await server.ctx.newOrg('Other');
    for (let i = 0; i < 5; i++) await request(app).get('/v1/sdk/partner-portfolios').set('x-api-key', other.apiKey).expect(200);
    await request(app).get('/v1/sdk/partner-portfolios').set('x-api-key', other.apiKey).expect(429);
    for (let i = 0; i < 5; i++) await request(app).post('/v1/clarity/card').set('x-api-key', other.apiKey).send(INLINE).expect(200);
    await request(app).post('/v1/clarity/card').set('x-api-key', other.apiKey).send(INLINE).expect(429);

    // A chat stream, held open after RUN_FINISHED (CLARITY_CHAT_HOLD_OPEN_MS): counted as open until the client leaves.
    const leave = new AbortController();
    let finished!: () => void;
    const runFinished = new Promise<void>((resolve) => (finished = resolve));
    const stream = chat(url, apiKey, { portfolioId, question: 'How risky is my portfolio?' }, {
      signal: leave.signal,
      onEvent: (event: ChatEvent) => {
        if (event.type === 'RUN_FINISHED') finished();
      },
    });
    await runFinished;
    const during = await scrape(url);
    expect(sampleValue(during, 'clarity_chat_open_streams')).toBe(1);
    leave.abort();
    await stream;
    let after: Sample[] = [];
    await until(async () => {
      after = await scrape(url);
      return requests(after, { route: '/v1/clarity/chat' }) === 1;
    });

    expect(sampleValue(after, 'clarity_chat_open_streams')).toBe(0);
    expect(requests(after, { method: 'POST', route: '/v1/clarity/chat', status: '200' })).toBe(1);
    // 2 by key + 1 by token + 5 inline; then the forged token and the one over the limit.
    expect(requests(after, { method: 'POST', route: '/v1/clarity/card', status: '200' })).toBe(8);
    expect(requests(after, { method: 'POST', route: '/v1/clarity/card', status: '401' })).toBe(1);
    expect(requests(after, { method: 'POST', route: '/v1/clarity/card', status: '429' })).toBe(1);
    expect(sampleValue(after, 'clarity_http_request_duration_seconds_count', { method: 'POST', route: '/v1/clarity/card', status: '200' })).toBe(8);
    expect(sampleValue(after, 'clarity_http_request_duration_seconds_bucket', { method: 'POST', route: '/v1/clarity/card', status: '200', le: '+Inf' })).toBe(8);
    // Route patterns, never raw paths: no id appears in any label.
    expect(requests(after, { method: 'GET', route: '/v1/sdk/partner-portfolios/:id', status: '200' })).toBe(1);
    expect(requests(after, { method: 'GET', route: '(unmatched)', status: '404' })).toBe(1);
    expect(requests(after, { method: 'POST', route: '/v1/sdk/partner-portfolios', status: '201' })).toBe(1);
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes(portfolioId)))).toBe(false);

    // The stored portfolio's card: one miss then a hit (by key, then by token); the inline one: a miss, then hits.
    expect(sampleValue(after, 'clarity_card_cache_lookups_total', { result: 'miss' })).toBe(2);
    expect(sampleValue(after, 'clarity_card_cache_lookups_total', { result: 'hit' })).toBe(6);
    expect(sampleValue(after, 'clarity_embed_token_verifications_total', { outcome: 'valid' })).toBe(1);
    expect(sampleValue(after, 'clarity_embed_token_verifications_total', { outcome: refusedCode })).toBe(1);
    expect(sampleValue(after, 'clarity_rate_limited_requests_total', { budget: 'sdk' })).toBe(1);
    expect(sampleValue(after, 'clarity_rate_limited_requests_total', { budget: 'insight' })).toBe(1);
    // Statements through Kysely (inserts, transactions) and through the direct reader (the portfolio's head).
    expect(sampleValue(after, 'clarity_db_query_duration_seconds_count', { operation: 'select' })).toBeGreaterThan(0);
    expect(sampleValue(after, 'clarity_db_query_duration_seconds_count', { operation: 'insert' })).toBeGreaterThan(0);
    // The model is not configured: no model call was made.
    expect(sampleValue(after, 'clarity_model_calls_total', { purpose: 'chat', outcome: 'ok' })).toBeUndefined();
  });

  it('counts model calls and the answers the fact check refuses', async () => {
    model = await startModelStandIn();
    server = await startChatServer({ CLARITY_LLM_BASE_URL: model.baseUrl, CLARITY_LLM_API_KEY: 'sk-test', CLARITY_LLM_MODEL: 'stand-in-1' });
    const { url, apiKey, portfolioId } = server;
    model.behaviour = 'inventive';
    await chat(url, apiKey, { portfolioId, question: 'How is my portfolio performing?' });
    const inventedRequests = model.requests.length;
    model.behaviour = 'down';
    await chat(url, apiKey, { portfolioId, question: 'How is my portfolio performing?' });

    const samples = await scrape(url);
    // 'inventive' takes a round of tool calls and a round of text: both are model calls.
    expect(sampleValue(samples, 'clarity_model_calls_total', { purpose: 'chat', outcome: 'ok' })).toBe(inventedRequests);
    expect(sampleValue(samples, 'clarity_model_calls_total', { purpose: 'chat', outcome: 'error' })).toBe(1);
    expect(sampleValue(samples, 'clarity_fact_check_rejections_total', { purpose: 'chat' })).toBe(1);
  });

  describe('with CLARITY_METRICS_TOKEN', () => {
    it('answers 401 in the error envelope without the bearer token, and the metrics with it', async () => {
      ctx = await createTestContext({ CLARITY_METRICS_TOKEN: METRICS_TOKEN });
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`]) {
        const attempt = request(ctx.app).get('/metrics').set('x-request-id', 'scrape-refused');
        const res = await (authorization === undefined ? attempt : attempt.set('authorization', authorization)).expect(401);
        const envelope = ErrorEnvelopeSchema.parse(res.body);
        expect(envelope.error).toMatchObject({ type: 'unauthorized', code: 'unauthorized', requestId: 'scrape-refused' });
        expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
        expect(res.text).not.toContain('clarity_http_requests_total');
      }
      const ok = await request(ctx.app).get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
      const samples = parseExposition(ok.text);
      expect(requests(samples, { method: 'GET', route: '/metrics', status: '401' })).toBe(4);
      expect(ctx.logs()).not.toContain(METRICS_TOKEN);
    });

    it('is refused at start when shorter than 16 characters', () => {
      expect(() => loadConfig({ CLARITY_METRICS_TOKEN: 'short' })).toThrow(/CLARITY_METRICS_TOKEN/);
    });
  });

  it('labels by route pattern whatever the path’s case, ids, method or trailing slash: the series stay few', async () => {
    ctx = await createTestContext({ CLARITY_RATE_LIMIT_PER_MINUTE: '0' });
    const { apiKey } = await ctx.newOrg();
    const paths = ['/v1/sdk/partner-portfolios/ppf_a', '/V1/SDK/Partner-Portfolios/ppf_b', '/v1/sdk/partner-portfolios/ppf_c/'];
    for (const path of paths) await request(ctx.app).get(path).set('x-api-key', apiKey).expect(404);
    await request(ctx.app).put('/v1/sdk/partner-portfolios/ppf_d').set('x-api-key', apiKey).send({}).expect(405);
    await request(ctx.app).get('/v1/sdk/partner-portfolios/').set('x-api-key', apiKey).expect(200);
    for (const path of ['/a', '/b/c', '/%ZZ', '/v1/nothing/ppf_e']) await request(ctx.app).get(path).expect(404);
    const samples = parseExposition((await request(ctx.app).get('/metrics').expect(200)).text);
    expect(requests(samples, { method: 'GET', route: '/v1/sdk/partner-portfolios/:id', status: '404' })).toBe(3);
    expect(requests(samples, { method: 'PUT', route: '/v1/sdk/partner-portfolios/:id', status: '405' })).toBe(1);
    expect(requests(samples, { method: 'GET', route: '/v1/sdk/partner-portfolios', status: '200' })).toBe(1);
    expect(requests(samples, { method: 'GET', route: '(unmatched)', status: '404' })).toBe(4);
    const routes = new Set(samples.filter((s) => s.name === 'clarity_http_requests_total').map((s) => s.labels.route));
    expect([...routes].sort()).toEqual(['(unmatched)', '/v1/sdk/partner-portfolios', '/v1/sdk/partner-portfolios/:id']);
  });

  it('is in the OpenAPI document, without the API key scheme', async () => {
    ctx = await createTestContext();
    const doc = (await request(ctx.app).get('/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>> };
    const operation = doc.paths['/metrics']?.get;
    expect(operation?.security).toEqual([]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '401', '500']);
  });

  it('adds the process and runtime series when the server asks for them (not to every app)', async () => {
    const plain = new Metrics();
    expect((await plain.exposition()).body).not.toContain('process_resident_memory_bytes');
    const server = new Metrics();
    server.includeProcessMetrics();
    const samples = parseExposition((await server.exposition()).body);
    for (const name of ['process_cpu_seconds_total', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_space_size_used_bytes']) {
      expect(samples.some((sample) => sample.name === name), name).toBe(true);
    }
    expect(sampleValue(samples, 'process_resident_memory_bytes', {})).toBeGreaterThan(1e6);
    expect(sampleValue(samples, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(1e6);
  });

  it('keeps each app’s metrics apart (two apps in one process)', async () => {
    ctx = await createTestContext();
    const second = await createTestContext();
    try {
      await request(ctx.app).get('/healthz').expect(200);
      await request(ctx.app).get('/healthz').expect(200);
      await request(second.app).get('/healthz').expect(200);
      const first = parseExposition((await request(ctx.app).get('/metrics').expect(200)).text);
      const other = parseExposition((await request(second.app).get('/metrics').expect(200)).text);
      expect(requests(first, { route: '/healthz', status: '200' })).toBe(2);
      expect(requests(other, { route: '/healthz', status: '200' })).toBe(1);
    } finally {
      await second.close();
    }
  });
});
