import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { chat, listen } from '../chat/testing/stream-client.test-helpers.js';
import { apiKeySecret } from '../testing/fixtures.js';

// POST /v1/clarity/card runs as its own pipeline ahead of Express (http/pipeline.ts). These tests
// hold it to what every Express route gives: the same security headers, request ids, access log
// lines, error envelope and rate limit, with one budget per credential shared with chat.

let ctx: TestContext;
afterEach(() => ctx.close());

const INLINE = { portfolio: { externalId: 'inline', currentHoldings: [{ ticker: 'AAPL', quantity: 1 }] } };

/** The security headers helmet sets, by name, as an Express route sends them. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function pick(headers: Record<string, string>, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

describe('the card route, outside Express', () => {
  it('sends the same security headers as an Express route, and its request id', async () => {
    ctx = await createTestContext();
    const { apiKey } = await ctx.newOrg();
    const viaExpress = await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).expect(200);
    const card = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).set('x-request-id', 'partner-trace-0042').send(INLINE).expect(200);
    expect(pick(card.headers, SECURITY_HEADERS)).toEqual(pick(viaExpress.headers, SECURITY_HEADERS));
    expect(Object.values(pick(card.headers, SECURITY_HEADERS)).every((v) => v !== undefined)).toBe(true);
    expect(card.headers['x-request-id']).toBe('partner-trace-0042');
    expect(card.headers['x-powered-by']).toBeUndefined();
    expect(card.headers.vary).toBe('Origin, Accept-Language, Accept-Encoding');
    expect(card.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('writes one access-log line per card request, with its id and status and without the key', async () => {
    ctx = await createTestContext();
    const { apiKey } = await ctx.newOrg();
    await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).set('x-request-id', 'trace-card-ok').send(INLINE).expect(200);
    await request(ctx.app).post('/v1/clarity/card').set('x-api-key', `${apiKey}x`).set('x-request-id', 'trace-card-401').send(INLINE).expect(401);
    const lines = ctx
      .logs()
      .split('\n')
      .filter((line) => line.includes('"url":"/v1/clarity/card"'))
      .map((line) => JSON.parse(line) as { req: { id: string; method: string }; res: { statusCode: number } });
    expect(lines.map((l) => [l.req.id, l.req.method, l.res.statusCode])).toEqual([
      ['trace-card-ok', 'POST', 200],
      ['trace-card-401', 'POST', 401],
    ]);
    expect(ctx.logs()).not.toContain(apiKeySecret(apiKey));
  });

  it('answers every refusal in the envelope, with the request id and the security headers', async () => {
    ctx = await createTestContext({ CLARITY_BODY_LIMIT_BYTES: '2048' });
    const { apiKey } = await ctx.newOrg();
    const card = () => request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey);
    const refusals: [request.Test, number, string][] = [
      [request(ctx.app).post('/v1/clarity/card').send(INLINE), 401, 'unauthorized'],
      [card().set('content-type', 'text/plain').send('{}'), 415, 'unsupported_media_type'],
      [card().set('content-type', 'application/json').send('{"portfolio":'), 400, 'validation_error'],
      [card().send({ portfolio: { currentHoldings: [], note: 'x'.repeat(4096) } }), 413, 'payload_too_large'],
      [card().send({}), 400, 'validation_error'],
      [card().send({ portfolioId: 'ppf_01m7z6mc94rt9dc64zjxj8m1p5' }), 404, 'not_found'],
      [card().set('origin', 'https://partner.example').send(INLINE), 403, 'api_key_in_browser'],
    ];
    for (const [pending, status, code] of refusals) {
      const res = await pending;
      expect({ status: res.status, code: ErrorEnvelopeSchema.parse(res.body).error.code }).toEqual({ status, code });
      expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a failure of its own (the database gone) with a logged 500 envelope', async () => {
    ctx = await createTestContext();
    const { apiKey } = await ctx.newOrg();
    const { id } = (await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'p' }).expect(201)).body as { id: string };
    await ctx.database.close();
    const res = await request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send({ portfolioId: id });
    expect(res.status).toBe(500);
    expect(ErrorEnvelopeSchema.parse(res.body).error.code).toBe('internal');
    expect(ctx.logs()).toContain('unhandled error');
  });

  it('shares one rate-limit budget per credential with chat, with RateLimit and Retry-After headers', async () => {
    ctx = await createTestContext({ CLARITY_RATE_LIMIT_PER_MINUTE: '3' });
    const first = await ctx.newOrg('A');
    const second = await ctx.newOrg('B');
    const card = (apiKey: string) => request(ctx.app).post('/v1/clarity/card').set('x-api-key', apiKey).send(INLINE);
    const allowed = await card(first.apiKey).expect(200);
    expect(allowed.headers.ratelimit).toBe('"3-in-1min"; r=2; t=60');
    expect(allowed.headers['ratelimit-policy']).toBe('"3-in-1min"; q=3; w=60');
    await card(first.apiKey).expect(200);

    const server = await listen(ctx.app);
    try {
      const streamed = await chat(server.url, first.apiKey, { ...INLINE, question: 'What moved my portfolio?' });
      expect(streamed.status).toBe(200);
      const refusedChat = await chat(server.url, first.apiKey, { ...INLINE, question: 'What moved my portfolio?' });
      expect(refusedChat.status).toBe(429);
    } finally {
      await server.close();
    }

    const limited = await card(first.apiKey);
    expect(limited.status).toBe(429);
    expect(ErrorEnvelopeSchema.parse(limited.body).error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers.ratelimit).toMatch(/^"3-in-1min"; r=0; t=\d+$/);
    await card(second.apiKey).expect(200);
  });
});
