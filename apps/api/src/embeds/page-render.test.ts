import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INLINED_CARD_ELEMENT_ID } from '@clarity/shared';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type ClarityApp } from '../app.js';
import { createLogger } from '../http/logging.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { createPortfolio, mint } from './embeds.test-helpers.js';
import { cardRendererPath, withRenderedCard } from './server-render.js';

// The page that carries the card carries its markup too (embeds/server-render.ts): the renderer the
// widget's build makes (`<dist>/ssr/render-card.js`) is given the page's card, token, language and
// settings; its markup goes inside the root element, its theme on <html> and in <head>. Here the
// renderer is a stand-in module that records what it was given (the real one is exercised by
// e2e/embed-server-render.spec.ts against the built UI).

const IFRAME_NAVIGATION = { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' };
const UI = '<!doctype html><html lang="en"><head><script type="module" src="/embed/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/** A renderer module: `behaviour` is its body's `renderCardPage` result (a JS expression over `input`). */
function writeRenderer(distDir: string, behaviour: string): void {
  mkdirSync(join(distDir, 'ssr'), { recursive: true });
  writeFileSync(
    cardRendererPath(distDir),
    `export function renderCardPage(input) { (globalThis.__renderCalls ??= []).push(input); ${behaviour} }\n`,
  );
}

const calls = () => ((globalThis as { __renderCalls?: Array<{ cardJson: string; token: string; locale: string; search: string }> }).__renderCalls ??= []);

let ctx: TestContext;
let apiKey: string;
let portfolioId: string;
let distDir: string;
let app: ClarityApp;

beforeEach(async () => {
  ctx = await createTestContext();
  ({ apiKey } = await ctx.newOrg());
  portfolioId = await createPortfolio(ctx, apiKey);
  // A fresh directory per test: the renderer's module is loaded once per file and modification time.
  distDir = mkdtempSync(join(tmpdir(), 'clarity-embed-dist-'));
  writeFileSync(join(distDir, 'index.html'), UI);
  app = createApp({ config: ctx.config, database: ctx.database, clock: ctx.clock, logger: createLogger('silent'), embedDistDir: distDir, inlineCardWaitMs: 10_000 });
  calls().length = 0;
});
afterEach(async () => {
  rmSync(distDir, { recursive: true, force: true });
  // This file's app before the context's database: its usage tick would otherwise outlive the file in the shared worker.
  await app.close();
  await ctx.close();
});

describe('the embed page with the rendered card', () => {
  it('for a rendering navigation: the markup in the root element, the theme on <html> and in <head>, the data block after it', async () => {
    writeRenderer(distDir, `return { rootHtml: '<main class="clarity" data-testid="rendered">$& card</main>', htmlAttributes: ' data-theme="dark" style="color-scheme: dark"', headStyle: '<style>:root{}</style>' };`);
    const { token } = await mint(ctx, apiKey, { portfolioId, scope: ['card', 'chat'], locale: 'de' });
    const page = await request(app).get(`/embed/?token=${token}&theme=dark&staleAfterDays=3`).set(IFRAME_NAVIGATION).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.text).toContain('<html lang="de" data-theme="dark" style="color-scheme: dark">');
    expect(page.text).toContain('<style>:root{}</style></head>');
    // Spliced as it is (`$&` is not expanded), before the data block.
    expect(page.text).toContain('<div id="root"><main class="clarity" data-testid="rendered">$& card</main></div>');
    expect(page.text.indexOf('data-testid="rendered"')).toBeLessThan(page.text.indexOf(INLINED_CARD_ELEMENT_ID));
    // Given what the widget would read: the card the page carries, the token, the language, the URL's settings.
    expect(calls()).toHaveLength(1);
    const [input] = calls();
    expect(input!.token).toBe(token);
    expect(input!.locale).toBe('de');
    expect(new URLSearchParams(input!.search).get('theme')).toBe('dark');
    expect(new URLSearchParams(input!.search).get('staleAfterDays')).toBe('3');
    expect(JSON.parse(input!.cardJson)).toMatchObject({ locale: 'de' });
    // The token itself is never written into the page.
    expect(page.text).not.toContain(token);
  });

  it.each([
    ['no Fetch Metadata (a link unfurler, a scanner)', {}],
    ['a subresource load (<script src>)', { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors' }],
    ['a fetch()', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }],
  ])('not for %s: no markup, and the renderer is not asked', async (_name, headers: Record<string, string>) => {
    writeRenderer(distDir, `return { rootHtml: '<main data-testid="rendered"></main>', htmlAttributes: '', headStyle: '' };`);
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const page = await request(app).get(`/embed/?token=${token}`).set(headers).expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).not.toContain('data-testid="rendered"');
    expect(calls()).toHaveLength(0);
  });

  it('not for a token without the card scope', async () => {
    writeRenderer(distDir, `return { rootHtml: '<main data-testid="rendered"></main>', htmlAttributes: '', headStyle: '' };`);
    const { token } = await mint(ctx, apiKey, { portfolioId, scope: ['chat'] });
    const page = await request(app).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(calls()).toHaveLength(0);
  });

  it('when the renderer declines (null) or fails: the card’s data only, as before', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    writeRenderer(distDir, 'return null;');
    const declined = await request(app).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
    expect(declined.text).toContain('<div id="root"></div>');
    expect(declined.text).toContain(INLINED_CARD_ELEMENT_ID);

    const failing = mkdtempSync(join(tmpdir(), 'clarity-embed-dist-'));
    try {
      writeFileSync(join(failing, 'index.html'), UI);
      writeRenderer(failing, "throw new Error('broken render');");
      const failingApp = createApp({ config: ctx.config, database: ctx.database, clock: ctx.clock, logger: createLogger('silent'), embedDistDir: failing, inlineCardWaitMs: 10_000 });
      const page = await request(failingApp).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).toContain(INLINED_CARD_ELEMENT_ID);
      await failingApp.close();
    } finally {
      rmSync(failing, { recursive: true, force: true });
    }
  });

  it('without a built renderer: the card’s data only', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const page = await request(app).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).toContain(INLINED_CARD_ELEMENT_ID);
  });
});

describe('withRenderedCard', () => {
  it('leaves a page without the built root element as it is', () => {
    const html = '<html lang="en"><head></head><body><div id="app"></div></body></html>';
    expect(withRenderedCard(html, { rootHtml: '<main></main>', htmlAttributes: ' data-theme="dark"', headStyle: '<style></style>' })).toBe(html);
  });

  it('adds nothing for the auto theme’s empty attributes', () => {
    const html = '<html lang="en"><head></head><body><div id="root"></div></body></html>';
    expect(withRenderedCard(html, { rootHtml: '<main></main>', htmlAttributes: '', headStyle: '' })).toBe('<html lang="en"><head></head><body><div id="root"><main></main></div></body></html>');
  });
});
