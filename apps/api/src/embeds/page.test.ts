import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type ClarityApp } from '../app.js';
import { createLogger } from '../http/logging.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { PARTNER, createPortfolio, mint } from './embeds.test-helpers.js';

let ctx: TestContext;
let apiKey: string;
let portfolioId: string;
let distDir: string;
let app: ClarityApp;
let logLines: string[];

/** The app with the embed UI read from `distDir` and its log captured. */
function appWithDist(dir: string): ClarityApp {
  logLines = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString());
      callback();
    },
  });
  return createApp({ config: ctx.config, database: ctx.database, clock: ctx.clock, logger: createLogger('info', sink), embedDistDir: dir });
}

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
  portfolioId = await createPortfolio(ctx, apiKey);
  distDir = mkdtempSync(join(tmpdir(), 'clarity-embed-dist-'));
  app = appWithDist(distDir);
});
afterEach(async () => {
  rmSync(distDir, { recursive: true, force: true });
  // This file's app before the context's database: its usage tick would otherwise outlive the file in the shared worker.
  await app.close();
  await ctx.close();
});

function cspOf(res: request.Response): Map<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')] as [string, string];
    }),
  );
}

function expectEmbeddableHeaders(res: request.Response, frameAncestors: string): void {
  const csp = cspOf(res);
  expect(csp.get('frame-ancestors')).toBe(frameAncestors);
  expect(Object.fromEntries(csp)).toEqual({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'connect-src': "'self'",
    'img-src': "'self' data:",
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': frameAncestors,
  });
  expect(res.headers['x-frame-options']).toBeUndefined();
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-type']).toMatch(/^text\/html/);
}

describe('the embed page', () => {
  it('for a valid token: framed only by the token’s origins, no X-Frame-Options, no referrer', async () => {
    const minted = await mint(ctx, apiKey, { portfolioId, allowedOrigins: [PARTNER, 'http://localhost:5173'], scope: ['card'] });
    const path = new URL(minted.url).pathname + new URL(minted.url).search;
    expect(path).toBe(`/embed/?token=${minted.token}`);
    const res = await request(app).get(path).expect(200);
    expectEmbeddableHeaders(res, `${PARTNER} http://localhost:5173`);
    // No UI build here: the minimal page says what it is, in words.
    expect(res.text).toContain('data-testid="embed-shell"');
    expect(res.text).toContain('the insight card for one portfolio');
    expect(res.text).toContain('valid until Mar 2, 2026, 12:10 PM UTC');
    expect(res.text).not.toContain(minted.token);
  });

  it('is served at the embed path with or without its trailing slash', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const res = await request(app).get(`/embed?token=${token}`).expect(200);
    expect(cspOf(res).get('frame-ancestors')).toBe(PARTNER);
  });

  it('serves the built UI when apps/embed/dist has an index.html, and its assets as immutable', async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>UI</title><script type="module" src="/embed/assets/app-1a2b.js"></script>');
    writeFileSync(join(distDir, 'assets', 'app-1a2b.js'), 'console.log("ui")');
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const res = await request(app).get(`/embed/?token=${token}`).expect(200);
    expectEmbeddableHeaders(res, PARTNER);
    expect(res.text).toContain('<title>UI</title>');
    const asset = await request(app).get('/embed/assets/app-1a2b.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.text).toBe('console.log("ui")');
    await request(app).get('/embed/assets/missing.js').expect(404);
    await request(app).get('/embed/assets/../index.html').expect(404);
  });

  it('preloads the widget messages of the page’s language (none for English), as the build’s manifest names them', async () => {
    mkdirSync(join(distDir, '.vite'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><title>UI</title></head><body><div id="root"></div></body></html>');
    const manifest = {
      'index.html': { file: 'assets/index-1a2b.js', src: 'index.html', isEntry: true },
      'src/i18n/messages.de.ts': { file: 'assets/messages.de-3c4d.js', src: 'src/i18n/messages.de.ts', isDynamicEntry: true },
      'src/i18n/messages.fr.ts': { file: 'assets/messages.fr-5e6f.js', src: 'src/i18n/messages.fr.ts', isDynamicEntry: true },
    };
    writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const { token } = await mint(ctx, apiKey, { portfolioId, scope: ['chat'] });
    const german = await request(app).get(`/embed/?token=${token}&locale=de`).expect(200);
    expect(german.text).toContain('<html lang="de"><head><title>UI</title><link rel="modulepreload" crossorigin href="/embed/assets/messages.de-3c4d.js"></head>');
    const english = await request(app).get(`/embed/?token=${token}`).expect(200);
    expect(english.text).not.toContain('modulepreload');
  });

  it.each([
    ['an invalid token', () => Promise.resolve('not-a-token'), 401, 'This insight view link is not valid'],
    [
      'an expired token',
      async () => {
        const { token } = await mint(ctx, apiKey, { portfolioId, ttlSeconds: 30 });
        ctx.clock.advance(60_000);
        return token;
      },
      401,
      'This insight view has expired',
    ],
    [
      'a revoked token',
      async () => {
        const { token, jti } = await mint(ctx, apiKey, { portfolioId });
        await request(ctx.app).delete(`/v1/sdk/clarity/embeds/${jti}`).set('x-api-key', apiKey).expect(204);
        return token;
      },
      401,
      'This insight view has been revoked',
    ],
    [
      'an inactive organization’s token',
      async () => {
        const { token } = await mint(ctx, apiKey, { portfolioId });
        const { orgId } = await ctx.app.locals.services.embeds.verify(token);
        await app.locals.services.organizations.setActive(orgId, false);
        return token;
      },
      403,
      'This insight view is switched off',
    ],
    ['no token', () => Promise.resolve(''), 400, 'This embed link is incomplete'],
  ] as const)('for %s: a page that says so, which may be framed anywhere', async (_name, tokenFor, status, words) => {
    const token = await tokenFor();
    const res = await request(app).get(`/embed/?token=${encodeURIComponent(token)}`).expect(status);
    expectEmbeddableHeaders(res, '*');
    expect(res.text).toContain('data-testid="embed-error"');
    expect(res.text).toContain(words);
  });

  it('says it in the link’s language, else the browser’s, else the token’s (catalog words)', async () => {
    const expiring = async (locale?: string) => {
      const { token } = await mint(ctx, apiKey, { portfolioId, ttlSeconds: 30, ...(locale ? { locale } : {}) });
      ctx.clock.advance(60_000);
      return token;
    };
    const linked = await request(app).get(`/embed/?token=${await expiring()}&locale=de-AT`).expect(401);
    expect(linked.headers['content-language']).toBe('de');
    expect(linked.text).toContain('<html lang="de">');
    expect(linked.text).toContain('Diese Depotansicht ist abgelaufen');
    const minted = await request(app).get(`/embed/?token=${await expiring('es')}`).expect(401);
    expect(minted.text).toContain('Esta vista de su cartera ha caducado');
    const browser = await request(app).get('/embed/').set('accept-language', 'fr-CH, en;q=0.5').expect(400);
    expect(browser.headers['content-language']).toBe('fr');
    expect(browser.text).toContain('Ce lien est incomplet');
    const malformed = await request(app).get(`/embed/?token=x&locale=${encodeURIComponent('not a tag!')}`).expect(400);
    expect(malformed.text).toContain('This embed link is not valid');
  });

  it('never logs the token', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    await request(app).get(`/embed/?token=${token}&theme=dark`).expect(200);
    await request(app).get(`/embed/?token=${token}x`).expect(401);
    await request(app).post('/v1/clarity/card').set('x-embed-token', token).set('origin', PARTNER).send({ portfolioId });
    const log = logLines.join('');
    expect(log).toContain('/embed/?token=%5Bredacted%5D&theme=dark');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
  });
});
