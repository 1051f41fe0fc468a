/// <reference lib="dom" />
// (DOM types: some steps run inside the browser.)
import { expect, test } from '@playwright/test';
import { API_URL, DEMO_URL, REFUSED_DEMO_URL } from '../playwright.config.js';
import { demoApiKey, demoPortfolios, openDemo, tokenInIframeSrc } from './support/demo.js';

// Origins: the widget works only on the origins its token allows, and the API agrees.

test.describe('embed origins', () => {
  test('a page on an origin the token does not allow is refused, and so is its fetch', async ({ page }, testInfo) => {
    const frame = await openDemo(page, {}, REFUSED_DEMO_URL);
    await expect(page.getByTestId('origin-notice')).toBeVisible();
    // The browser refuses the frame (CSP frame-ancestors); the host helper reports it.
    await expect(page.getByTestId('host-refusal')).toBeVisible({ timeout: 15_000 });
    await expect(frame.getByTestId('card')).toHaveCount(0);
    expect(page.frames().some((f) => f.url().startsWith(`${API_URL}/embed`))).toBe(false);
    await testInfo.attach('refused-origin', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    // The page's own script calls the card endpoint with a valid token. The browser blocks the
    // answer (no CORS grant for this origin), so the status is read from the network layer: 403.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const cardRequests: string[] = [];
    const statusById = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.method === 'POST' && e.request.url === `${API_URL}/v1/clarity/card`) cardRequests.push(e.requestId);
    });
    cdp.on('Network.responseReceivedExtraInfo', (e) => statusById.set(e.requestId, e.statusCode));
    const portfolioId = await page.locator('#clarity').getAttribute('data-portfolio-id');
    const outcome = await page.evaluate(
      async ({ api, portfolioId }) => {
        const minted = (await (await fetch(`/api/embed-url?portfolioId=${portfolioId}`)).json()) as { url: string };
        const token = new URL(minted.url).searchParams.get('token') ?? '';
        try {
          const response = await fetch(`${api}/v1/clarity/card`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-embed-token': token },
            body: JSON.stringify({ portfolioId }),
          });
          return `read ${response.status}`;
        } catch {
          return 'blocked';
        }
      },
      { api: API_URL, portfolioId },
    );
    expect(outcome).toBe('blocked');
    await expect.poll(() => cardRequests.map((id) => statusById.get(id))).toEqual([403]);
  });

  test('the API refuses the token from another origin and accepts it from its own (403 origin_denied)', async ({ page, request }) => {
    const frame = await openDemo(page);
    await expect(frame.getByTestId('card')).toBeVisible();
    const token = await tokenInIframeSrc(page);
    const [portfolio] = await demoPortfolios(request);
    const body = { portfolioId: portfolio!.id };
    const refused = await request.post(`${API_URL}/v1/clarity/card`, { headers: { 'x-embed-token': token, origin: REFUSED_DEMO_URL }, data: body });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('origin_denied');
    const allowed = await request.post(`${API_URL}/v1/clarity/card`, { headers: { 'x-embed-token': token, origin: DEMO_URL }, data: body });
    expect(allowed.status()).toBe(200);
  });

  test('the API key never reaches the browser', async ({ page }) => {
    // Every body is read before the check: one still being read would otherwise go unchecked.
    const reading: Promise<string>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/html|javascript|json/.test(type)) reading.push(response.text().catch(() => ''));
    });
    const frame = await openDemo(page);
    await expect(frame.getByTestId('card')).toBeVisible();
    const key = demoApiKey();
    const bodies = await Promise.all(reading);
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.some((b) => b.includes(key))).toBe(false);
  });
});
