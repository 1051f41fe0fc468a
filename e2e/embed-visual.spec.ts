import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { API_URL } from '../playwright.config.js';
import { scanPageAndWidget, seriousViolations } from './support/axe.js';
import { openDemo } from './support/demo.js';
import { emptyCard, serveCard, serveChat, withoutCardInPage } from './support/fixtures.js';

// How the widget looks, as screenshot comparisons (a layout regression fails the suite), and
// axe-core (WCAG 2.2 AA) in every state: card, chat exchange, loading, error, empty; 1280 and
// 390 px; light and dark. Data is fixed (support/fixtures.ts). Copies of the shots are kept in
// test-results/screens for a person to look at.

const WIDTHS = [1280, 390] as const;
const THEMES = ['light', 'dark'] as const;
// threshold 0.3: text antialiasing may differ a little between runs; a moved or restyled part does not pass.
const SHOT = { maxDiffPixelRatio: 0.02, threshold: 0.3, animations: 'disabled', caret: 'hide' } as const;

async function settle(frame: FrameLocator): Promise<void> {
  // The Markdown renderer has replaced the plain-text first paint.
  await expect(frame.getByTestId('market-context').locator('.plain')).toHaveCount(0);
}

async function checkAxe(page: Page): Promise<void> {
  expect(seriousViolations(await scanPageAndWidget(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']))).toEqual([]);
}

/**
 * The demo page lists the organization's portfolios above the widget on a phone; other specs add
 * portfolios, which would move the frame by a fraction of a pixel and shift every glyph's
 * antialiasing. A fixed-height list keeps the frame where it is.
 */
async function pinFrame(page: Page): Promise<void> {
  await page.addStyleTag({ content: 'nav[aria-label="Portfolios"] { height: 240px; overflow: hidden; }' });
}

/** `small`: a short state (error), where a one-pixel shift of its text is already a few per cent of the image. */
async function shoot(page: Page, name: string, small = false): Promise<void> {
  await pinFrame(page);
  const iframe = page.locator('iframe[title="Portfolio insight"]');
  // The frame paints out of process: after the host has sized it, let it draw two frames and
  // settle, or a busy machine may capture it half rasterized (seen once in CI, passed on retry).
  await page.frameLocator('iframe[title="Portfolio insight"]').locator('body').evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForTimeout(200);
  await iframe.screenshot({ path: `test-results/screens/${name}.png`, animations: 'disabled' });
  await expect(iframe).toHaveScreenshot(`${name}.png`, small ? { ...SHOT, maxDiffPixelRatio: 0.06 } : SHOT);
}

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`widget at ${width} px, ${theme}`, () => {
      test.beforeEach(async ({ page }) => {
        // Tall enough for the whole iframe: an out-of-process frame is not painted outside the viewport.
        await page.setViewportSize({ width, height: 2400 });
      });

      test('card', async ({ page }) => {
        await serveCard(page);
        const frame = await openDemo(page, { theme, scope: 'card', staleAfterDays: 1 });
        await expect(frame.getByTestId('card')).toBeVisible();
        await settle(frame);
        await shoot(page, `card-${width}-${theme}`);
        await checkAxe(page);
      });

      test('chat exchange', async ({ page }) => {
        await serveCard(page);
        await serveChat(page);
        const frame = await openDemo(page, { theme, staleAfterDays: 1 });
        await settle(frame);
        await frame.getByTestId('chat-input').fill('How is my portfolio doing?');
        await frame.getByTestId('chat-send').click();
        await expect(frame.getByTestId('chat-answer')).toHaveAttribute('data-status', 'done');
        await expect(frame.getByTestId('chat-answer').locator('.plain')).toHaveCount(0);
        await pinFrame(page);
        const chat = frame.locator('.chat');
        await chat.screenshot({ path: `test-results/screens/chat-${width}-${theme}.png`, animations: 'disabled' });
        await expect(chat).toHaveScreenshot(`chat-${width}-${theme}.png`, SHOT);
        await checkAxe(page);
      });

      test('loading', async ({ page }) => {
        // The page came without the card (not ready in time), and the card request never answers.
        const embedPage = await withoutCardInPage(page);
        await page.route(`${API_URL}/v1/clarity/card`, () => undefined);
        const frame = await openDemo(page, { theme, scope: 'card' });
        await expect(frame.locator('.skeleton')).toBeVisible();
        expect(embedPage.tookOutCard()).toBe(true);
        await shoot(page, `loading-${width}-${theme}`, true);
        await checkAxe(page);
      });

      test('error', async ({ page }) => {
        // The page came without the card, and the card request fails.
        const embedPage = await withoutCardInPage(page);
        await page.route(`${API_URL}/v1/clarity/card`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable"}}' }));
        const frame = await openDemo(page, { theme, scope: 'card' });
        await expect(frame.getByTestId('embed-error')).toBeVisible({ timeout: 15_000 });
        expect(embedPage.tookOutCard()).toBe(true);
        await shoot(page, `error-${width}-${theme}`, true);
        await checkAxe(page);
      });

      test('empty portfolio', async ({ page }) => {
        await serveCard(page, emptyCard());
        const frame = await openDemo(page, { theme, scope: 'card', staleAfterDays: 1 });
        await expect(frame.getByTestId('empty-portfolio')).toBeVisible();
        await settle(frame);
        await shoot(page, `empty-${width}-${theme}`);
        await checkAxe(page);
      });
    });
  }
}
