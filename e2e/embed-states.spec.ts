/// <reference lib="dom" />
// (DOM types: some steps run inside the browser.)
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { API_URL, DEMO_URL } from '../playwright.config.js';
import { demoApiKey, embedFrame, openDemo, tokenInIframeSrc } from './support/demo.js';
import { withoutCardInPage } from './support/fixtures.js';

// States a partner's user can meet, with the real API: an empty portfolio, a token revoked
// mid-session (renewed through the host page, or not when the host cannot mint), and messages that
// do not come from the widget.

function claimsOf(token: string): { jti: string; sub: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { jti: string; sub: string };
}

test('an empty portfolio says so instead of showing an allocation', async ({ page, request }) => {
  const created = await request.post(`${API_URL}/v1/sdk/partner-portfolios`, {
    headers: { 'x-api-key': demoApiKey() },
    data: { externalId: `e2e-empty-${Date.now()}`, baseCurrency: 'EUR' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const frame = await openDemo(page, { portfolio: id });
  await expect(frame.getByTestId('card')).toBeVisible();
  await expect(frame.getByTestId('empty-portfolio')).toBeVisible();
  await expect(frame.locator('.allocation')).toHaveCount(0);
});

/** Revokes the token the host page put in the iframe, and waits until the API refuses it (within a second). */
async function revokeShownToken(page: Page, request: APIRequestContext): Promise<string> {
  const token = await tokenInIframeSrc(page);
  const revoked = await request.delete(`${API_URL}/v1/sdk/clarity/embeds/${claimsOf(token).jti}`, { headers: { 'x-api-key': demoApiKey() } });
  expect(revoked.status()).toBe(204);
  const withToken = async () =>
    (await request.post(`${API_URL}/v1/clarity/card`, { headers: { 'x-embed-token': token, origin: DEMO_URL }, data: { portfolioId: claimsOf(token).sub } })).status();
  await expect.poll(withToken).toBe(401);
  return token;
}

test('a token revoked mid-session: the next question gets token_revoked, the host page refreshes, and the answer comes', async ({ page, request }) => {
  const frame = await openDemo(page);
  await expect(frame.getByTestId('card')).toBeVisible();
  const revokedToken = await revokeShownToken(page, request);

  // Kept in the order the responses came: a refusal's body is read later than a 200's status, so pushing each call
  // once read could put the retry's 200 first.
  const chatCalls: Promise<{ token: string | undefined; status: number; code: string | undefined }>[] = [];
  page.on('response', (response) => {
    if (response.url() !== `${API_URL}/v1/clarity/chat`) return;
    const status = response.status();
    const token = response.request().headers()['x-embed-token'];
    chatCalls.push(
      (async () => ({ token, status, code: status === 200 ? undefined : ((await response.json()) as { error: { code: string } }).error.code }))(),
    );
  });
  await frame.getByTestId('chat-input').fill('How is my portfolio doing?');
  await frame.getByTestId('chat-send').click();

  const answer = frame.getByTestId('chat-answer').first();
  await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(answer.locator('.markdown')).toContainText(/\w{3,}/);
  await expect(frame.getByTestId('embed-error')).toHaveCount(0);
  // Asked once with the revoked token, refused with its reason; asked again with the host's new one.
  await expect.poll(() => chatCalls.length).toBe(2);
  const [refused, retried] = await Promise.all(chatCalls);
  expect(refused).toEqual({ token: revokedToken, status: 401, code: 'token_revoked' });
  expect(retried!.status).toBe(200);
  expect(retried!.token).not.toBe(revokedToken);
  const events = page.getByTestId('host-events');
  await expect(events.locator('[data-type="clarity:token-rejected"]')).toHaveText('clarity:token-rejected {"code":"token_revoked"}');
  await expect(events.locator('[data-type="clarity:token-refreshed"]')).toHaveCount(1);
  await expect(events.locator('[data-type="clarity:token-expired"]')).toHaveCount(0);
  await expect(events.locator('[data-type="clarity:error"]')).toHaveCount(0);
});

test('a token revoked mid-session while the host cannot mint a new one: the session shows as expired', async ({ page, request }) => {
  test.setTimeout(60_000);
  // The mount's embed URL passes; every refresh after it fails on the partner's server.
  let calls = 0;
  await page.route('**/api/embed-url**', async (route: Route) => {
    calls += 1;
    if (calls === 1) await route.continue();
    else await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'minting is down' }) });
  });
  const frame = await openDemo(page);
  await expect(frame.getByTestId('card')).toBeVisible();
  await revokeShownToken(page, request);

  await frame.getByTestId('chat-input').fill('How is my portfolio doing?');
  await frame.getByTestId('chat-send').click();
  const events = page.getByTestId('host-events');
  await expect(events.locator('[data-type="clarity:token-rejected"]')).toHaveCount(1);
  // The host gave up (its retries failed) and the view stopped waiting: the expired state, and the host told.
  await expect(events.locator('[data-type="clarity:error"]', { hasText: 'token_refresh_failed' }).first()).toBeAttached({ timeout: 20_000 });
  const error = frame.locator('[data-testid="embed-error"]:visible');
  await expect(error).toContainText(/expired/i, { timeout: 20_000 });
  await expect(events.locator('[data-type="clarity:token-expired"]')).toHaveCount(1);
  await expect(frame.getByTestId('card')).toBeHidden();
  expect(calls).toBeGreaterThan(1);
});

test('the host helper ignores messages that do not come from its iframe', async ({ page }) => {
  const frame = await openDemo(page);
  await expect(frame.getByTestId('card')).toBeVisible();
  const iframe = page.locator('iframe[title="Portfolio insight"]');
  const embed = await embedFrame(page);
  const iframeHeight = async () => Number.parseInt(await iframe.evaluate((el) => (el as HTMLIFrameElement).style.height), 10);
  const contentHeight = () => embed.evaluate(() => Math.ceil(document.querySelector('main')!.getBoundingClientRect().height));
  await expect.poll(iframeHeight).toBeGreaterThan(200);

  // Another frame on the page (and the page itself) posts a well-formed resize: nothing happens.
  await page.evaluate(() => {
    const other = document.createElement('iframe');
    other.srcdoc = '<p>other widget</p>';
    document.body.appendChild(other);
    return new Promise<void>((resolve) => {
      other.addEventListener('load', () => {
        other.contentWindow!.parent.postMessage({ type: 'clarity:resize', height: 7 }, '*');
        window.postMessage({ type: 'clarity:resize', height: 9 }, '*');
        resolve();
      });
    });
  });
  // The genuine iframe's messages still work: a theme round trip, then the height is still the content's.
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await iframeHeight()) === (await contentHeight())).toBe(true);
  expect(await iframeHeight()).toBeGreaterThan(200);
  // (exactly 7 and 9: the card's own height may start with either digit)
  await expect(page.getByTestId('host-events').locator('li', { hasText: /"height":7(?!\d)/ })).toHaveCount(0);
  await expect(page.getByTestId('host-events').locator('li', { hasText: /"height":9(?!\d)/ })).toHaveCount(0);
});

test('a network failure is said in words, retried, and "Try again" recovers', async ({ page }) => {
  // The page came without the card (not ready in time), and the card endpoint is unreachable
  // (connection refused) until the test lets it through.
  const embedPage = await withoutCardInPage(page);
  let blocked = true;
  let attempts = 0;
  await page.route(`${API_URL}/v1/clarity/card`, async (route) => {
    if (!blocked) return route.continue();
    attempts += 1;
    return route.abort('connectionrefused');
  });
  const frame = await openDemo(page, { scope: 'card' });
  const error = frame.getByTestId('embed-error');
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(error).toContainText(/connection/i);
  expect(embedPage.tookOutCard()).toBe(true);
  expect(attempts).toBe(3); // the first request and two automatic retries
  await expect(page.getByTestId('host-events').locator('li', { hasText: '"code":"network"' })).toHaveCount(1);

  blocked = false;
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(frame.getByTestId('card')).toBeVisible();
  await expect(frame.getByTestId('embed-error')).toHaveCount(0);
});

test('a chat question that fails can be retried in place', async ({ page }) => {
  let failNext = true;
  await page.route(`${API_URL}/v1/clarity/chat`, async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    return route.abort('connectionreset');
  });
  const frame = await openDemo(page, { scope: 'chat' });
  await frame.getByTestId('chat-input').fill('What is happening in the markets?');
  await frame.getByTestId('chat-send').click();
  const answer = frame.getByTestId('chat-answer');
  await expect(answer).toHaveAttribute('data-status', 'error');
  await expect(answer.getByTestId('embed-error')).toContainText(/connection/i);

  await answer.getByRole('button', { name: 'Retry' }).click();
  await expect(frame.getByTestId('chat-answer')).toHaveCount(1);
  await expect(frame.getByTestId('chat-answer')).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await expect(frame.locator('.turn .question')).toHaveCount(1);
  await expect(frame.locator('.turn .question')).toContainText('What is happening in the markets?');
});
