/// <reference lib="dom" />
// (DOM types: some steps run inside the browser.)
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from '../playwright.config.js';
import { demoApiKey, demoPortfolios } from './support/demo.js';

// A partner page without a bundler: the host helper loaded from the API by one module script,
// pinned by the Subresource Integrity hash docs/embedding.md gives. The partner site is a real
// server on a port of its own (its origin the token allows); the helper, the embed URL (minted
// with the demo organization's key, server to server) and the iframe are all real.

interface Pin {
  href: string;
  integrity: string;
}

/** The versioned address and integrity from the docs' block, pointed at the test's API. */
function documentedPin(): Pin {
  const doc = readFileSync('docs/embedding.md', 'utf8');
  const block = /<!-- embed-host-sri:start[^>]*-->([\s\S]*?)<!-- embed-host-sri:end -->/.exec(doc)?.[1] ?? '';
  const href = /href="([^"]+)"/.exec(block)?.[1] ?? '';
  const integrity = /integrity="([^"]+)"/.exec(block)?.[1] ?? '';
  expect(href).toMatch(/\/embed\/host\.\d+\.\d+\.\d+.*\.js$/);
  return { href: href.replace('https://api.clarity.example', API_URL), integrity };
}

function partnerPage(pin: Pin, embedUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<link rel="modulepreload" href="${pin.href}" integrity="${pin.integrity}" crossorigin="anonymous">
</head><body><div id="insight"></div>
<script type="module">
  window.events = [];
  import('${pin.href}').then(
    ({ mountClarity }) => mountClarity(document.getElementById('insight'), { url: ${JSON.stringify(embedUrl)}, onEvent: (e) => window.events.push(e.type) }),
    (error) => { window.loadError = String(error); },
  );
</script></body></html>`;
}

let site: Server;
let siteOrigin: string;
let html = '';

test.beforeAll(async () => {
  site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

async function mintFor(request: APIRequestContext, origin: string): Promise<string> {
  const [portfolio] = await demoPortfolios(request);
  const minted = await request.post(`${API_URL}/v1/sdk/clarity/embeds`, {
    headers: { 'x-api-key': demoApiKey() },
    data: { portfolioId: portfolio!.id, allowedOrigins: [origin], scope: ['card'] },
  });
  expect(minted.status()).toBe(201);
  return ((await minted.json()) as { url: string }).url;
}

const loadErrorOf = (page: Page) => page.evaluate(() => (window as unknown as { loadError?: string }).loadError ?? null);

test.describe('the host helper from the API', () => {
  test('one module script with the documented SRI hash mounts the widget', async ({ page, request }) => {
    html = partnerPage(documentedPin(), await mintFor(request, siteOrigin));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${siteOrigin}/`);
    await expect(page.frameLocator('iframe[title="Portfolio insight"]').getByTestId('card')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events)).toContain('clarity:ready');
    expect(await loadErrorOf(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  test('a hash that does not match the file stops the browser from running it', async ({ page, request }) => {
    const wrong = { ...documentedPin(), integrity: `sha384-${Buffer.alloc(48, 7).toString('base64')}` };
    html = partnerPage(wrong, await mintFor(request, siteOrigin));
    await page.goto(`${siteOrigin}/`);
    await expect.poll(() => loadErrorOf(page)).toMatch(/host\.\d/);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
