import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness.js';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

describe('favicon', () => {
  it('answers the browser’s unasked /favicon.ico with an SVG icon, not a 404', async () => {
    for (const path of ['/favicon.ico', '/favicon.svg']) {
      const res = await request(ctx.app).get(path).buffer(true).parse((r, done) => {
        let body = '';
        r.on('data', (chunk: Buffer) => (body += chunk.toString()));
        r.on('end', () => done(null, body));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body as string).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
    }
  });
});
