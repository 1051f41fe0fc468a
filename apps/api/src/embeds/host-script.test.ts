import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import { createTestContext, type TestContext } from '../testing/harness.js';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@clarity/embed-host/package.json'));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
const builtFile = join(packageDir, 'dist', 'index.js');
const embeddingDoc = fileURLToPath(new URL('../../../../docs/embedding.md', import.meta.url));

let ctx: TestContext;

beforeAll(async () => {
  // `npm test` builds the packages (lint:packages) before the unit tests; a lone run builds it here.
  if (!existsSync(builtFile)) execFileSync('npm', ['run', 'build', '-w', '@clarity/embed-host'], { stdio: 'pipe' });
  ctx = await createTestContext();
}, 120_000);
afterAll(() => ctx.close());

function sha384(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** superagent buffers a JavaScript body as text; the bytes are what SRI hashes. */
const asBytes = (res: request.Response) => Buffer.from(res.text, 'utf8');

describe('the host helper served by the API', () => {
  it('/embed/host.js is the built module, public, cached five minutes', async () => {
    const res = await request(ctx.app).get('/embed/host.js').set('origin', 'https://partner.example').expect(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^req_/);
    expect(asBytes(res).equals(readFileSync(builtFile))).toBe(true);
    expect(res.text).toMatch(/export\s*\{[^}]*\bas mountClarity\b[^}]*\}/);
  });

  it(`/embed/host.${version}.js is the same bytes, immutable for a year; another version is a 404`, async () => {
    const res = await request(ctx.app).get(`/embed/host.${version}.js`).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(asBytes(res).equals(readFileSync(builtFile))).toBe(true);

    const other = await request(ctx.app).get('/embed/host.0.0.0-nope.js').expect(404);
    expect(ErrorEnvelopeSchema.parse(other.body).error.code).toBe('not_found');
    expect(other.headers['cache-control']).toBeUndefined();
    await request(ctx.app).post('/embed/host.js').expect(405);
  });

  it('docs/embedding.md pins the served file by its SRI hash and version (npm run docs:sri)', async () => {
    const served = asBytes(await request(ctx.app).get(`/embed/host.${version}.js`).expect(200));
    const doc = readFileSync(embeddingDoc, 'utf8');
    const block = /<!-- embed-host-sri:start[^>]*-->([\s\S]*?)<!-- embed-host-sri:end -->/.exec(doc)?.[1] ?? '';
    expect(block).toContain(`href="https://api.clarity.example/embed/host.${version}.js"`);
    expect(block).toContain(`integrity="${sha384(served)}"`);
  });
});
