/// <reference lib="dom" />
// (DOM types: some steps run inside the browser.)
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO_URL } from '../playwright.config.js';
import { demoPortfolios } from './support/demo.js';

// A partner page without a bundler: the host helper loaded from the API by one module script,
// pinned by the Subresource Integrity hash docs/embedding.md gives. Only the page's HTML is
// supplied by the test (on the demo host's origin, which the demo's tokens allow); the helper, the
// embed URL (minted by the demo host's server) and the iframe are all real.

/** The versioned address and integrity from the docs' block, pointed at the test's API. */
function documentedPin(): { href: string; integrity: string } {
  const doc = readFileSync('docs/embedding.md', 'utf8');
  const block = /<!-- embed-host-sri:start[^>]*-->([\s\S]*?)<!-- embed-host-sri:end -->/.exec(doc)?.[1] ?? '';
  const href = /href="([^"]+)"/.exec(block)?.[1] ?? '';
  const integrity = /integrity="([^"]+)"/.exec(block)?.[1] ?? '';
  expect(href).toMatch(/\/embed\/host\.\d+\.\d+\.\d+.*\.js$/);
  return { href: href.replace('https://api.clarity.example', API_URL), integrity };
}

async function openPartnerPage(page: Page, portfolioId: string, pin: { href: string; integrity: string }) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<link rel="modulepreload" href="${pin.href}" integrity="${pin.integrity}" crossorigin="anonymous">
</head><body><div id="insight"></div>
<script type="module">
  window.events = [];
  import('${pin.href}').then(({ mountClarity }) => {
    const fetchEmbedUrl = () => fetch('/api/embed-url?portfolioId=${portfolioId}').then((r) => r.json());
    fetchEmbedUrl().then(({ url }) => mountClarity(document.getElementById('insight'), { url, fetchEmbedUrl, onEvent: (e) => window.events.push(e.type) }));
  }, (error) => { window.loadError = String(error); });
</script></body></html>`;
  await page.route(`${DEMO_URL}/one-script-tag.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${DEMO_URL}/one-script-tag.html`);
}

test.describe('the host helper from the API', () => {
  test('one module script with the documented SRI hash mounts the widget', async ({ page, request }) => {
    const [portfolio] = await demoPortfolios(request);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPartnerPage(page, portfolio!.id, documentedPin());
    await expect(page.frameLocator('iframe[title="Portfolio insight"]').getByTestId('card')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events)).toContain('clarity:ready');
    expect(errors).toEqual([]);
  });

  test('a hash that does not match the file stops the browser from running it', async ({ page, request }) => {
    const [portfolio] = await demoPortfolios(request);
    const wrong = { ...documentedPin(), integrity: 'sha384-' + Buffer.alloc(48, 7).toString('base64') };
    await openPartnerPage(page, portfolio!.id, wrong);
    await expect.poll(() => page.evaluate(() => (window as unknown as { loadError?: string }).loadError ?? '')).not.toBe('');
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
