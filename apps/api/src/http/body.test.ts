import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

// The JSON body reader (http/body.ts) on a real route: what it accepts, every way it refuses
// (each a 4xx envelope that writes nothing), and a client that goes away mid-body.

let ctx: TestContext;
let apiKey: string;
const base = '/v1/sdk/partner-portfolios';
const LIMIT = 4096;

beforeEach(async () => {
  ctx = await createTestContext({ CLARITY_BODY_LIMIT_BYTES: String(LIMIT) });
  ({ apiKey } = await ctx.newOrg());
});
afterEach(() => ctx.close());

async function portfolioCount(): Promise<number> {
  return (await ctx.database.db.selectFrom('portfolios').select('id').execute()).length;
}

function post(contentType: string, body: string | Buffer) {
  return request(ctx.app).post(base).set('x-api-key', apiKey).set('content-type', contentType).send(body);
}

function expectEnvelope(res: request.Response, status: number, code: string): void {
  expect(res.status).toBe(status);
  expect(ErrorEnvelopeSchema.parse(res.body).error.code).toBe(code);
}

describe('the JSON body reader', () => {
  it('accepts application/json with or without a UTF-8 charset, +json types and leading whitespace', async () => {
    await post('application/json', '{"externalId":"a"}').expect(201);
    await post('application/json; charset=UTF-8', '{"externalId":"b"}').expect(201);
    await post('application/json;charset=utf-8', '{"externalId":"c"}').expect(201);
    await post('application/vnd.clarity+json', '{"externalId":"d"}').expect(201);
    const spaced = await post('application/json', ' \n\t{"externalId":"ünïcödé"}').expect(201);
    expect(spaced.body.externalId).toBe('ünïcödé');
    expect(await portfolioCount()).toBe(5);
  });

  it('refuses other charsets and compressed bodies with 415, before reading them', async () => {
    expectEnvelope(await post('application/json; charset=latin1', '{"externalId":"a"}'), 415, 'unsupported_media_type');
    const gzipped = await request(ctx.app)
      .post(base)
      .set('x-api-key', apiKey)
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send(gzipSync('{"externalId":"a"}'));
    expectEnvelope(gzipped, 415, 'unsupported_media_type');
    expectEnvelope(await post('application/jsonx', '{"externalId":"a"}'), 415, 'unsupported_media_type');
    expectEnvelope(await post('not a media type', '{"externalId":"a"}'), 415, 'unsupported_media_type');
    expect(await portfolioCount()).toBe(0);
  });

  it('is strict: a top-level scalar or truncated JSON is 400 invalid_json', async () => {
    for (const body of ['"a string"', '42', 'true', '{"externalId":', '{"externalId":"a"} trailing']) {
      const res = await post('application/json', body);
      expectEnvelope(res, 400, 'validation_error');
      expect(res.body.issues).toEqual([{ path: [], code: 'invalid_json', message: 'Malformed JSON' }]);
    }
    expect(await portfolioCount()).toBe(0);
  });

  it('answers 413 for a body over the limit, whether Content-Length says so or a chunked stream grows past it', async () => {
    const big = JSON.stringify({ externalId: 'a', pad: 'x'.repeat(LIMIT) });
    expectEnvelope(await post('application/json', big), 413, 'payload_too_large');

    const server = ctx.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          { port, host: '127.0.0.1', method: 'POST', path: base, headers: { 'x-api-key': apiKey, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        // No Content-Length: the limit is found while reading.
        for (let i = 0; i < 8; i++) req.write('x'.repeat(1024));
        req.end();
      });
      expect(chunked.status).toBe(413);
      expect(ErrorEnvelopeSchema.parse(JSON.parse(chunked.body)).error.code).toBe('payload_too_large');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await portfolioCount()).toBe(0);
  });

  it('survives a client that leaves halfway through its body, and writes nothing', async () => {
    const server = ctx.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const req = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: base,
          headers: { 'x-api-key': apiKey, 'content-type': 'application/json', 'content-length': '200' },
        });
        req.on('error', () => resolve());
        req.write('{"externalId":"half');
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 50);
      });
      // The server is still serving, and the half body left nothing behind.
      await request(server).post(base).set('x-api-key', apiKey).send({ externalId: 'whole' }).expect(201);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await portfolioCount()).toBe(1);
  });
});
