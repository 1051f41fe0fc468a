/// <reference lib="dom" />
// (DOM types: some steps run inside the browser.)
import { expect, test } from '@playwright/test';
import { API_URL } from '../playwright.config.js';
import { scanPageAndWidget, seriousViolations } from './support/axe.js';
import { embedFrame, openDemo } from './support/demo.js';

// The widget as a partner's users see it: the demo partner page on its own origin, the Clarity
// iframe from the API's origin, both real servers.

test.describe('embedded card', () => {
  test('renders in the partner page with the stale badge, the story threads, citations and follow-ups', async ({ page }, testInfo) => {
    // The demo's data ends yesterday, so its newest is a day old: a zero-day tolerance makes the badge certain.
    const frame = await openDemo(page, { staleAfterDays: 0 });
    await expect(frame.getByTestId('card')).toBeVisible();
    await expect(frame.getByTestId('market-context')).toContainText(/\S/);
    await expect(frame.getByTestId('positions-analysis')).toContainText(/\S/);
    await expect(frame.getByTestId('stale-badge')).toBeVisible();
    await expect(frame.getByTestId('stale-badge')).toContainText(/\d+ days? old/);
    const narrative = frame.getByTestId('narrative');
    await expect(narrative.locator('.story').first()).toBeVisible();
    await expect(narrative.locator('.state-chip').first()).toContainText('→');
    await expect(narrative.locator('.ticker').first()).toBeVisible();
    await expect(frame.getByTestId('citations').locator('li').first()).toContainText(/·/);
    expect(await frame.getByTestId('followup').count()).toBeGreaterThan(0);
    // Citation markers link to their source.
    const marker = narrative.locator('a.cite-ref').first();
    await expect(marker).toHaveAttribute('href', /#card-cite-\d+/);
    // The market context's list of the stories that matter most would retell the stories shown below it: its lead stands alone.
    await expect(frame.getByTestId('market-context').locator('button')).toHaveCount(0);
    await testInfo.attach('card-light', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });

  test('comes with the page: the first render is the card, with no card request and no skeleton', async ({ page }) => {
    const cardRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${API_URL}/v1/clarity/card`)) cardRequests.push(r.url());
    });
    // In every frame, before the page's own scripts: note whether a skeleton was ever in the document.
    await page.addInitScript(() => {
      const w = window as Window & { __sawSkeleton?: boolean };
      w.__sawSkeleton = false;
      new MutationObserver(() => {
        if (document.querySelector('.skeleton') !== null) w.__sawSkeleton = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const frame = await openDemo(page, { scope: 'card' });
    await expect(frame.getByTestId('card')).toBeVisible();
    const embed = await embedFrame(page);
    expect(await embed.evaluate(() => (window as Window & { __sawSkeleton?: boolean }).__sawSkeleton)).toBe(false);
    // The widget took the card out of the page's DOM once it had read it.
    expect(await embed.evaluate(() => document.querySelectorAll('script[type="application/json"]').length)).toBe(0);
    expect(cardRequests).toEqual([]);
  });

  test('shows no stale badge when the data is within the tolerance', async ({ page }) => {
    const frame = await openDemo(page, { staleAfterDays: 100_000 });
    await expect(frame.getByTestId('card')).toBeVisible();
    await expect(frame.getByTestId('stale-badge')).toHaveCount(0);
  });

  test('takes the token out of its address at once', async ({ page }) => {
    const frame = await openDemo(page);
    await expect(frame.getByTestId('card')).toBeVisible();
    const embed = await embedFrame(page);
    expect(await embed.evaluate(() => location.href)).not.toContain('token=');
    expect(await embed.evaluate(() => history.length)).toBeGreaterThan(0);
    expect(embed.url()).not.toContain('token=');
  });

  test('resize messages make the iframe grow and shrink with its content', async ({ page }) => {
    await page.setViewportSize({ width: 760, height: 900 });
    const frame = await openDemo(page, { staleAfterDays: 1 });
    await expect(frame.getByTestId('card')).toBeVisible();
    const iframe = page.locator('iframe[title="Portfolio insight"]');
    const embed = await embedFrame(page);
    const contentHeight = () => embed.evaluate(() => Math.ceil(document.querySelector('main')!.getBoundingClientRect().height));
    const iframeHeight = async () => Number.parseInt((await iframe.evaluate((el) => (el as HTMLIFrameElement).style.height)) || '0', 10);

    // The host helper starts at 200 px; the card's first resize message sets its real height.
    await expect.poll(iframeHeight).toBeGreaterThan(200);
    await expect.poll(async () => (await iframeHeight()) === (await contentHeight())).toBe(true);
    const initial = await iframeHeight();

    // Grows: unfold a story's timeline (folded stories show their newest development only).
    await frame.getByTestId('narrative').getByRole('button', { name: /^Timeline \(\d+\)/ }).first().click();
    await expect.poll(iframeHeight).toBeGreaterThan(initial);
    const grown = await iframeHeight();

    // Shrinks: a wider page lets the text wrap less.
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect.poll(iframeHeight).toBeLessThan(grown);
    await expect.poll(async () => (await iframeHeight()) === (await contentHeight())).toBe(true);
    // No inner scrollbar: the iframe shows all of its content.
    expect(await embed.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
  });

  test('card-only scope shows the card and no chat', async ({ page }) => {
    const frame = await openDemo(page, { scope: 'card' });
    await expect(frame.getByTestId('card')).toBeVisible();
    await expect(frame.getByTestId('chat-input')).toHaveCount(0);
    await expect(frame.getByTestId('chat-send')).toHaveCount(0);
  });

  test('chat-only scope shows the chat and no card', async ({ page }) => {
    const frame = await openDemo(page, { scope: 'chat' });
    await expect(frame.getByTestId('chat-input')).toBeVisible();
    await expect(frame.getByTestId('card')).toHaveCount(0);
  });

  test('follows the host page theme: URL parameter and clarity:set-theme', async ({ page }, testInfo) => {
    const frame = await openDemo(page, { theme: 'dark', staleAfterDays: 1 });
    await expect(frame.getByTestId('card')).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    await testInfo.attach('card-dark', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    await page.getByRole('button', { name: 'Light', exact: true }).click();
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('is usable 320 px wide: no horizontal scrolling', async ({ page }, testInfo) => {
    // A 360 px phone: the partner page's margins leave the iframe about 320 px.
    await page.setViewportSize({ width: 360, height: 800 });
    const frame = await openDemo(page, { staleAfterDays: 1 });
    await expect(frame.getByTestId('card')).toBeVisible();
    const embed = await embedFrame(page);
    const width = await embed.evaluate(() => window.innerWidth);
    expect(width).toBeLessThanOrEqual(330);
    expect(await embed.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await testInfo.attach('card-narrow', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violations (${theme})`, async ({ page }) => {
      const frame = await openDemo(page, { theme, staleAfterDays: 1 });
      await expect(frame.getByTestId('card')).toBeVisible();
      await expect(frame.getByTestId('chat-input')).toBeVisible();
      // Wait for the Markdown renderer, so the scan sees the final markup.
      await expect(frame.getByTestId('market-context').locator('.plain')).toHaveCount(0);
      // Every serious finding on the page and inside the cross-origin widget iframe (the helper makes sure the scan reached it).
      expect(seriousViolations(await scanPageAndWidget(page))).toEqual([]);
    });
  }
});
