import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INLINED_CARD_ELEMENT_ID, type Card } from '@clarity/shared';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type ClarityApp } from '../app.js';
import { createLogger } from '../http/logging.js';
import { createCardService } from '../insight/card/handler.js';
import { parseExposition, sampleValue } from '../observability/exposition.test-helpers.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { PARTNER, createPortfolio, mint } from './embeds.test-helpers.js';
import { inlineCardFor, INLINE_CARD_WAIT_MS } from './inline-card.js';

// The embed page carries the card (embeds/inline-card.ts): through the card service and its cache,
// in the page's language, safely escaped, only for a browser navigation of a token with the card
// scope, and never holding the page back for a card that is late.

const HOSTILE = `</script><script>alert(1)</script> <!-- $' $& \u2028\u2029 "quoted" & co`;

/** One instrument and one story about it whose title and source title try to break out of the data block. */
const MARKET: Record<string, string> = {
  'instruments.csv': ['ticker,name,asset_class,sector,region,currency', 'AAPL,Apple Inc.,equity,technology,north_america,USD'].join('\n'),
  'prices.csv': ['ticker,date,close', 'AAPL,2026-02-02,200', 'AAPL,2026-02-27,210'].join('\n'),
  'stories.jsonl': JSON.stringify({ id: 'hostile', title: `Apple ${HOSTILE}`, summary: 'A story.', status: 'developing', links: [{ kind: 'ticker', value: 'AAPL', relevance: 1 }] }),
  'developments.jsonl': JSON.stringify({ id: 'hostile-01', storyId: 'hostile', date: '2026-02-25', headline: `Apple ${HOSTILE}`, summary: 'It happened.', sourceIds: ['src-hostile'], stateChanges: [] }),
  'sources.jsonl': JSON.stringify({ id: 'src-hostile', publisher: 'Wire', title: `Apple ${HOSTILE}`, url: 'https://example.com/hostile', publishedAt: '2026-02-25T12:00:00.000Z', synthetic: true }),
};

/** What a browser sends when it navigates an iframe to the page. */
const IFRAME_NAVIGATION = { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' };
const UI = '<!doctype html><html lang="en"><head><script type="module" src="/embed/assets/app.js"></script></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
let apiKey: string;
let portfolioId: string;
let distDir: string;

function appWith(env: { waitMs?: number; ctx?: TestContext } = {}): ClarityApp {
  const c = env.ctx ?? ctx;
  // A generous wait unless a test is about the wait: a computed card must not miss it on a busy machine.
  return createApp({ config: c.config, database: c.database, clock: c.clock, logger: createLogger('silent'), embedDistDir: distDir, inlineCardWaitMs: env.waitMs ?? 10_000 });
}

beforeEach(async () => {
  ctx = await createTestContext();
  await ctx.importMarket(MARKET);
  ({ apiKey } = await ctx.newOrg());
  portfolioId = await createPortfolio(ctx, apiKey);
  distDir = mkdtempSync(join(tmpdir(), 'clarity-embed-dist-'));
  writeFileSync(join(distDir, 'index.html'), UI);
});
afterEach(async () => {
  rmSync(distDir, { recursive: true, force: true });
  await ctx.close();
});

/** The data block's text as the HTML parser sees it: everything up to the first `</script` after its start tag. */
function dataBlockOf(html: string): string | undefined {
  const start = html.indexOf(`<script type="application/json" id="${INLINED_CARD_ELEMENT_ID}">`);
  if (start < 0) return undefined;
  const textStart = html.indexOf('>', start) + 1;
  return html.slice(textStart, html.toLowerCase().indexOf('</script', textStart));
}

async function cardFromApi(app: ClarityApp, token: string, locale: string): Promise<request.Response> {
  return request(app).post('/v1/clarity/card').set('x-embed-token', token).set('origin', PARTNER).send({ portfolioId, locale }).expect(200);
}

describe('the embed page carries the card', () => {
  it('for a card token on an iframe navigation: the card the API serves, byte for byte, and no credential', async () => {
    const app = appWith();
    const { token } = await mint(ctx, apiKey, { portfolioId, scope: ['card', 'chat'] });
    const page = await request(app).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toBe('Sec-Fetch-Dest, Sec-Fetch-Mode');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const block = dataBlockOf(page.text);
    expect(block).toBeDefined();
    const api = await cardFromApi(app, token, 'en');
    expect(JSON.parse(block!)).toEqual(JSON.parse(api.text));
    expect(page.text).not.toContain(apiKey);
    expect(page.text).not.toContain(token);
    // After the root element, before the end of the body: there when the module script runs.
    expect(page.text.indexOf('<div id="root"></div>')).toBeLessThan(page.text.indexOf(INLINED_CARD_ELEMENT_ID));
    expect(page.text.endsWith('</script></body></html>')).toBe(true);
  });

  it('also for a top-level navigation (someone opening the link)', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const page = await request(appWith()).get(`/embed/?token=${token}`).set({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }).expect(200);
    expect(dataBlockOf(page.text)).toBeDefined();
  });

  it('escapes the card so that no text in it ends the data block or starts markup', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const page = await request(appWith()).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
    const block = dataBlockOf(page.text)!;
    expect(block).not.toMatch(/[<>\u2028\u2029]/);
    // One script element more than the built page has, and it ends where the block ends.
    expect(page.text.match(/<script/gi)).toHaveLength(2);
    const card = JSON.parse(block) as Card;
    const titles = card.citations.map((c) => c.title);
    expect(titles).toContain(`Apple ${HOSTILE}`);
    expect(JSON.stringify(card)).toContain(HOSTILE.slice(0, 40));
  });

  it('in the page’s language: the link’s ?locale=, else the token’s', async () => {
    const app = appWith();
    const { token } = await mint(ctx, apiKey, { portfolioId, locale: 'de' });
    const german = await request(app).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).set('accept-language', 'fr').expect(200);
    expect(german.text).toContain('<html lang="de">');
    expect((JSON.parse(dataBlockOf(german.text)!) as Card).locale).toBe('de');
    const spanish = await request(app).get(`/embed/?token=${token}&locale=es-MX`).set(IFRAME_NAVIGATION).expect(200);
    expect((JSON.parse(dataBlockOf(spanish.text)!) as Card).locale).toBe('es');
    expect(JSON.parse(dataBlockOf(spanish.text)!)).toEqual(JSON.parse((await cardFromApi(app, token, 'es')).text));
  });

  it('through the card cache: the widget’s later request for the same card is a hit', async () => {
    const app = appWith();
    const cacheLookups = async (result: 'hit' | 'miss') => sampleValue(parseExposition((await request(app).get('/metrics').expect(200)).text), 'clarity_card_cache_lookups_total', { result }) ?? 0;
    const { token } = await mint(ctx, apiKey, { portfolioId });
    await request(app).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
    expect([await cacheLookups('miss'), await cacheLookups('hit')]).toEqual([1, 0]);
    await cardFromApi(app, token, 'en');
    await request(app).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
    expect([await cacheLookups('miss'), await cacheLookups('hit')]).toEqual([1, 2]);
  });
});

describe('the card’s markup in the page (the widget’s real server render)', () => {
  it('renders the page’s card, with no text of it becoming markup, and no credential', { timeout: 120_000 }, async () => {
    // The renderer the widget's build makes, built here from its source into this test's UI.
    const { build } = await import('vite');
    const embedRoot = fileURLToPath(new URL('../../../embed/', import.meta.url));
    await build({ root: embedRoot, configFile: join(embedRoot, 'vite.config.ts'), logLevel: 'silent', build: { ssr: true, outDir: join(distDir, 'ssr'), emptyOutDir: true } });
    const { token } = await mint(ctx, apiKey, { portfolioId, scope: ['card'] });
    const page = await request(appWith()).get(`/embed/?token=${token}&theme=dark`).set(IFRAME_NAVIGATION).expect(200);
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(page.text)?.[1];
    expect(root).toBeDefined();
    expect(root).toContain('data-testid="card"');
    expect(root).toContain('data-testid="holdings"');
    expect(root).toContain('AAPL');
    expect(page.text).toContain('<html lang="en" data-theme="dark" style="color-scheme: dark;');
    // The hostile story and source titles are text: escaped, never an element.
    expect(root).toContain('&lt;/script>&lt;script>alert(1)&lt;/script>');
    expect(page.text.match(/<script/gi)).toHaveLength(2);
    expect(page.text).not.toContain(token);
    expect(page.text).not.toContain(apiKey);
  });
});

describe('the embed page goes without the card', () => {
  it.each([
    ['no Fetch Metadata (a link unfurler, a scanner, an old browser)', {}],
    ['a subresource load (<script src>)', { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors' }],
    ['a subresource load (<img src>)', { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' }],
    ['a fetch()', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }],
    ['an <object> or <embed>', { 'sec-fetch-dest': 'object', 'sec-fetch-mode': 'navigate' }],
  ])('for %s', async (_name, headers: Record<string, string>) => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const page = await request(appWith()).get(`/embed/?token=${token}`).set(headers).expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.text).not.toContain(INLINED_CARD_ELEMENT_ID);
  });

  it('for a token without the card scope', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId, scope: ['chat'] });
    const page = await request(appWith()).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
    expect(page.text).not.toContain(INLINED_CARD_ELEMENT_ID);
  });

  it('for an invalid, expired or revoked token (the page that says why)', async () => {
    const app = appWith();
    const expired = await mint(ctx, apiKey, { portfolioId, ttlSeconds: 30 });
    const revoked = await mint(ctx, apiKey, { portfolioId });
    await request(app).delete(`/v1/sdk/clarity/embeds/${revoked.jti}`).set('x-api-key', apiKey).expect(204);
    ctx.clock.advance(60_000);
    for (const token of ['not-a-token', expired.token, revoked.token]) {
      const page = await request(app).get(`/embed/?token=${encodeURIComponent(token)}`).set(IFRAME_NAVIGATION).expect(401);
      expect(page.text).toContain('data-testid="embed-error"');
      expect(page.text).not.toContain(INLINED_CARD_ELEMENT_ID);
    }
  });

  it('when the card fails: the outcome says so, and the page is left to the widget’s request', async () => {
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const principal = await ctx.app.locals.services.embeds.verify(token);
    const cards = createCardService({ services: ctx.app.locals.services, clock: ctx.clock, config: ctx.config });
    // A portfolio that is not the organization's (one deleted by another instance, say): the lookup refuses it with a 404.
    const outcome = await inlineCardFor({ cards, portfolios: ctx.app.locals.services.portfolios, waitMs: INLINE_CARD_WAIT_MS }, { ...principal, portfolioId: 'ppf_00000000000000000000000000' }, 'en');
    expect(outcome).toMatchObject({ kind: 'failed', error: { code: 'not_found' } });
  });
});

/** A local OpenAI-compatible model that holds every answer until released, then words the card faithfully. */
async function startHeldModel(): Promise<{ baseUrl: string; calls: () => number; release: () => void; close: () => Promise<void> }> {
  let calls = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls += 1;
      const body = JSON.parse(raw) as { messages: { content: string }[]; model: string };
      const facts = JSON.parse(body.messages.at(-1)!.content) as { marketContext: { markdown: string }; positionsAnalysis: { markdown: string } };
      const content = JSON.stringify({ marketContext: `Briefly: ${facts.marketContext.markdown}`, positionsAnalysis: facts.positionsAnalysis.markdown });
      void released.then(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: body.model, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls: () => calls,
    release,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a card that is late at page time', () => {
  it('does not hold the page back; the widget’s request then gets the same computation’s card', async () => {
    const model = await startHeldModel();
    const worded = await createTestContext({ CLARITY_LLM_BASE_URL: model.baseUrl, CLARITY_LLM_API_KEY: 'k', CLARITY_LLM_MODEL: 'test-model' });
    try {
      await worded.importMarket(MARKET);
      const org = await worded.newOrg();
      const id = await createPortfolio(worded, org.apiKey);
      const app = appWith({ ctx: worded, waitMs: INLINE_CARD_WAIT_MS });
      const { token } = await mint(worded, org.apiKey, { portfolioId: id });
      // The model holds its answer: the card cannot be ready, and the page comes back without it.
      const page = await request(app).get(`/embed/?token=${token}`).set(IFRAME_NAVIGATION).expect(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).not.toContain(INLINED_CARD_ELEMENT_ID);
      expect(model.calls()).toBe(1);
      // The widget asks; the model answers once, for both.
      const card = request(app).post('/v1/clarity/card').set('x-embed-token', token).set('origin', PARTNER).send({ portfolioId: id, locale: 'en' });
      model.release();
      const res = await card.expect(200);
      expect((res.body as Card).wording).toBe('model');
      expect(model.calls()).toBe(1);
    } finally {
      await model.close();
      await worded.close();
    }
  });
});
