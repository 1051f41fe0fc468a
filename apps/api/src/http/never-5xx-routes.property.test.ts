import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

/** Every operation of the API, read from the OpenAPI document the app serves (never a hand-written list). */
interface Operation {
  method: string;
  /** OpenAPI path template, `{id}` for parameters. */
  template: string;
}

const MALFORMED_SEGMENTS = ['%ZZ', '%', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%00', '%2F..%2F', '%25', 'a%', `${'x'.repeat(3000)}`, `${'%41'.repeat(600)}`, 'caf\u00e9', encodeURIComponent('💥ü漢字'), '..', '.'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

let ctx: TestContext;
let apiKey: string;
let operations: Operation[];
/** Real ids, so that some requests get past the lookups. */
let realIds: string[];

beforeAll(async () => {
  ctx = await createTestContext({ CLARITY_RATE_LIMIT_PER_MINUTE: '0' });
  ({ apiKey } = await ctx.newOrg());
  const doc = (await request(ctx.app).get('/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([template, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), template })));
  const portfolio = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'fuzz' }).expect(201);
  const user = await request(ctx.app).post('/v1/sdk/users').set('x-api-key', apiKey).send({ externalId: 'fuzz' }).expect(201);
  realIds = [portfolio.body.id as string, user.body.id as string];
});
afterAll(() => ctx.close());

function fill(template: string, segment: string): string {
  return template.replace(/\{[^}]+\}/g, segment);
}

/** An error answered by the API is the JSON envelope. The embed page alone answers its problems as an HTML page (it is an iframe). */
function expectEnvelope(res: request.Response, method: string, path: string) {
  if (method === 'HEAD') return;
  if (/^\/embed\/?(\?|$)/.test(path) && (res.headers['content-type'] ?? '').startsWith('text/html')) return;
  expect(res.headers['content-type'], `${method} ${path}`).toMatch(/^application\/json/);
  const parsed = ErrorEnvelopeSchema.safeParse(res.body);
  expect(parsed.success, `${method} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(true);
  expect(res.headers['x-request-id']).toBe(parsed.data?.error.requestId);
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });
const oddQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?%ZZ', '?limit=%ZZ', '?cursor=%E0%A4%A', '?externalId=%C0%AF', '?limit=-1&limit=2', '?limit[]=1', '?a[b][c]=1', '?=&&=', '?token=%', `?q=${'y'.repeat(2000)}`, '?strategyId=%00', '?__proto__=1', '?constructor[prototype]=x'),
  printable.map((s) => `?${encodeURIComponent(s)}=${s.replace(/[#\s]/g, '')}`),
);
const oddHeaders = fc.record(
  {
    'x-api-key': fc.oneof(fc.constant('KEY'), fc.constantFrom('', 'clk_live_', 'clk_live_x.y', 'clk_test_%ZZ'), printable),
    'x-embed-token': fc.oneof(fc.constantFrom('', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.'), printable),
    origin: fc.constantFrom('null', 'https://evil.example', 'http://localhost:3000', '%ZZ', 'file://'),
    'content-type': fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'application/json; charset=utf-8; x=%ZZ', 'multipart/form-data; boundary=x', ''),
    accept: fc.constantFrom('text/event-stream', 'text/html', '*/*', 'application/xml', ''),
    'idempotency-key': fc.oneof(printable, fc.constant('k'.repeat(500))),
    'x-request-id': printable,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)), fc.constantFrom('{', '{"portfolioId":"%ZZ"}', '\u0000'));

describe('every route × malformed paths, queries and headers: never a 5xx, always the envelope', () => {
  it('the document lists the operations the fuzzing covers', () => {
    expect(operations.length).toBeGreaterThanOrEqual(29);
  });

  it('a path id that does not decode is a 404 on every route with an id', async () => {
    for (const op of operations.filter((o) => o.template.includes('{'))) {
      for (const segment of ['%ZZ', '%', '%E0%A4%A', '%C0%AF']) {
        const path = fill(op.template, segment);
        const res = await request(ctx.app)[op.method.toLowerCase() as 'get'](path).set('x-api-key', apiKey).set('content-type', 'application/json').send(op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}');
        expect(res.status, `${op.method} ${path}`).toBe(404);
        expectEnvelope(res, op.method, path);
        expect(res.body.error.message).not.toMatch(/retry/i);
      }
    }
  });

  it('random requests to every route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        fc.oneof(fc.constantFrom(...MALFORMED_SEGMENTS), fc.constantFrom(...realIds), printable.map(encodeURIComponent)),
        fc.oneof(fc.constant<string | undefined>(undefined), fc.constantFrom(...METHODS)),
        oddQuery,
        oddHeaders,
        body,
        async (op, segment, otherMethod, query, headers, payload) => {
          const method = otherMethod ?? op.method;
          const path = fill(op.template, segment) + query;
          let req = request(ctx.app)[method.toLowerCase() as 'get'](path);
          for (const [name, value] of Object.entries(headers)) req = req.set(name, value === 'KEY' ? apiKey : value);
          const res = await (payload === undefined || method === 'GET' || method === 'HEAD' ? req : req.send(payload));
          expect(res.status, `${method} ${path} ${JSON.stringify(headers)} → ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) expectEnvelope(res, method, path);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a known path with a method it does not accept is a 405 with Allow', () => {
  it('for every documented path, Allow lists at least its documented methods', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const op of operations) byPath.set(op.template, (byPath.get(op.template) ?? new Set()).add(op.method));
    for (const [template, documented] of byPath) {
      const path = fill(template, realIds[0]!);
      const res = await request(ctx.app).put(path).set('x-api-key', apiKey).set('content-type', 'application/json').send('{}');
      expect(res.status, `PUT ${path}`).toBe(405);
      expectEnvelope(res, 'PUT', path);
      expect(res.body.error).toMatchObject({ type: 'method_not_allowed', code: 'method_not_allowed' });
      const allow = String(res.headers.allow).split(', ');
      expect(allow).toEqual([...allow].sort());
      for (const method of documented) expect(allow, `Allow of ${path}`).toContain(method);
      if (documented.has('GET')) expect(allow).toContain('HEAD');
    }
  });

  it('the card (served ahead of Express) accepts POST and OPTIONS; chat and healthz as registered', async () => {
    for (const path of ['/v1/clarity/card', '/V1/Clarity/Card/', '/v1/clarity/card?x=1']) {
      const res = await request(ctx.app).get(path);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('OPTIONS, POST');
    }
    const del = await request(ctx.app).delete('/v1/clarity/chat');
    expect([del.status, del.headers.allow]).toEqual([405, 'OPTIONS, POST']);
    const post = await request(ctx.app).post('/healthz');
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('an unknown path stays a 404, and a server route still asks for its key first', async () => {
    expect((await request(ctx.app).put('/v1/nothing-here')).status).toBe(404);
    expect((await request(ctx.app).delete('/v1/sdk/partner-portfolios')).status).toBe(401);
    const res = await request(ctx.app).delete('/v1/sdk/partner-portfolios').set('x-api-key', apiKey);
    expect([res.status, res.headers.allow]).toEqual([405, 'GET, HEAD, POST']);
  });
});
