import { expect, test, type Route } from '@playwright/test';
import { API_URL, DEMO_URL } from '../playwright.config.js';
import { demoPortfolios, openDemo, tokenInIframeSrc } from './support/demo.js';

// A token that expires under the user's eyes: the iframe says so and tells the host page, the
// host helper fetches a new embed URL from the partner's server, and the card comes back.

test('an expired token shows the error, the host helper refreshes it and the card returns', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Hold the refresh back until the expiry has been seen (the first request, the mount, passes).
  let calls = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/embed-url**', async (route: Route) => {
    calls += 1;
    if (calls > 1) await released;
    await route.continue();
  });

  // The shortest lifetime (30 s), and no refresh ahead of expiry: only `clarity:token-expired` triggers one.
  const frame = await openDemo(page, { ttl: 30, lead: 0 });
  await expect(frame.getByTestId('card')).toBeVisible();
  const firstToken = await tokenInIframeSrc(page);

  const error = frame.getByTestId('embed-error');
  await expect(error).toBeVisible({ timeout: 60_000 });
  await expect(error).toContainText(/expired/i);
  await expect(frame.getByTestId('card')).toBeHidden();
  await expect(page.getByTestId('host-events').locator('[data-type="clarity:token-expired"]')).toHaveCount(1);

  // The server agrees: the old token is refused (once its few seconds of clock tolerance have passed).
  const [portfolio] = await demoPortfolios(request);
  const withOldToken = async () =>
    (await request.post(`${API_URL}/v1/clarity/card`, { headers: { 'x-embed-token': firstToken, origin: DEMO_URL }, data: { portfolioId: portfolio!.id } })).status();
  await expect.poll(withOldToken, { timeout: 30_000 }).toBe(401);

  // The refresh goes through; the card is fetched again with the new token.
  const refetch = page.waitForRequest((r) => r.url() === `${API_URL}/v1/clarity/card` && r.headers()['x-embed-token'] !== firstToken);
  release();
  const request2 = await refetch;
  expect((await request2.response())?.status()).toBe(200);
  await expect(frame.getByTestId('card')).toBeVisible();
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('host-events').locator('[data-type="clarity:token-refreshed"]')).toHaveCount(1);
});

test('the host helper renews the token before it expires, without interrupting the user', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Default lead: the refresh happens a fifth of the lifetime before expiry (about 24 s into 30).
  const frame = await openDemo(page, { ttl: 30 });
  await expect(frame.getByTestId('card')).toBeVisible();
  const firstToken = await tokenInIframeSrc(page);
  const events = page.getByTestId('host-events');
  await expect(events.locator('[data-type="clarity:token-refreshed"]')).toHaveCount(1, { timeout: 40_000 });

  // Wait until the first token is really dead on the server, then check the view never noticed.
  const [portfolio] = await demoPortfolios(request);
  const withOldToken = async () =>
    (await request.post(`${API_URL}/v1/clarity/card`, { headers: { 'x-embed-token': firstToken, origin: DEMO_URL }, data: { portfolioId: portfolio!.id } })).status();
  await expect.poll(withOldToken, { timeout: 30_000 }).toBe(401);
  await expect(events.locator('[data-type="clarity:token-expired"]')).toHaveCount(0);
  await expect(frame.getByTestId('embed-error')).toHaveCount(0);
  await expect(frame.getByTestId('card')).toBeVisible();

  // The chat still works: its requests carry the new token.
  await frame.getByTestId('chat-input').fill('What is happening in the markets?');
  await frame.getByTestId('chat-send').click();
  await expect(frame.getByTestId('chat-answer').first()).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
});
