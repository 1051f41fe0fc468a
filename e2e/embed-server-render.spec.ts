/// <reference lib="dom" />
// (DOM types: some steps run inside the browser.)
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../playwright.config.js';
import { embedFrame, openDemo } from './support/demo.js';
import { carriesRenderedCard, serveCard } from './support/fixtures.js';

// The embed page carries the card rendered (apps/api/src/embeds/server-render.ts): the browser paints
// it from the HTML and CSS before any script has run, and the widget hydrates that markup.

/** The widget's scripts never arrive: what the page shows is the server's markup alone. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(new RegExp(`^${API_URL}/embed/assets/.+\\.js$`), (route) => route.abort());
}

/** The host sized the iframe from the widget's first resize message: the widget has hydrated and runs. */
async function hydrated(page: Page): Promise<void> {
  const iframe = page.locator('iframe[title="Portfolio insight"]');
  await expect.poll(async () => Number.parseInt((await iframe.evaluate((el) => (el as HTMLIFrameElement).style.height)) || '0', 10)).toBeGreaterThan(200);
}

test.describe('the card rendered into the embed page', () => {
  test('the real page carries the markup, and paints the card with no script at all', async ({ page }) => {
    let pageHtml: Promise<string> = Promise.resolve('');
    page.on('response', (response) => {
      if (/\/embed\/\?token=/.test(response.url())) pageHtml = response.text();
    });
    await withoutScripts(page);
    // The demo's data ends yesterday (a day old): a zero-day tolerance makes the badge certain.
    const frame = await openDemo(page, { scope: 'card', staleAfterDays: 0 });
    await expect(frame.getByTestId('card')).toBeVisible();
    await expect(frame.getByTestId('hero-value')).toHaveText(/\$\d/);
    await expect(frame.getByTestId('stale-badge')).toBeVisible();
    expect(await frame.getByTestId('holding-row').count()).toBeGreaterThan(0);
    await expect(frame.getByTestId('market-context')).toContainText(/\S/);
    expect(carriesRenderedCard(await pageHtml)).toBe(true);
    // No script ran: the token is still in the address, the data block still in the page.
    const embed = await embedFrame(page);
    expect(await embed.evaluate(() => document.querySelectorAll('script[type="application/json"]').length)).toBe(1);
  });

  test('in the theme the URL names, before any script: no flash of the light theme', async ({ page }) => {
    await withoutScripts(page);
    const frame = await openDemo(page, { scope: 'card', theme: 'dark' });
    await expect(frame.getByTestId('card')).toBeVisible();
    const embed = await embedFrame(page);
    expect(await embed.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    // (Polled: the card may be in the DOM before the stylesheet has arrived; the browser paints only once it has.)
    await expect.poll(() => embed.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 23, 28)');
    expect(await embed.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim())).toBe('#7fb0ff');
  });

  test('auto follows the system before any script: dark on a dark system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await withoutScripts(page);
    const frame = await openDemo(page, { scope: 'card', theme: 'auto' });
    await expect(frame.getByTestId('card')).toBeVisible();
    const embed = await embedFrame(page);
    expect(await embed.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    // (Polled: the card may be in the DOM before the stylesheet has arrived; the browser paints only once it has.)
    await expect.poll(() => embed.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 23, 28)');
    expect(await embed.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--link').trim())).toBe('#7fb0ff');
  });

  test('in the page’s language, from the widget’s catalog, before any script', async ({ page }) => {
    await withoutScripts(page);
    const frame = await openDemo(page, { scope: 'card', locale: 'de-DE' });
    await expect(frame.getByTestId('hero')).toContainText('Depotwert');
    await expect(frame.getByTestId('holdings')).toContainText('Positionen');
    expect(((await frame.getByTestId('hero-value').textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ')).toMatch(/^\d{1,3}(\.\d{3})+ \$$/);
  });

  test('hydration keeps the markup as it is, which is the widget’s own render', async ({ page, context }) => {
    // The Markdown renderer stays away, so the sections keep the plain text of the first render.
    const noMarkdown = async (p: Page) => p.route(new RegExp(`^${API_URL}/embed/assets/Markdown-.+\\.js$`), (route) => route.abort());
    // The page's markup as parsed, before the widget's module scripts run (they run after readyState turns "interactive").
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const root = document.getElementById('root');
        if (document.readyState === 'interactive' && root !== null) (window as Window & { __serverMarkup?: string }).__serverMarkup = root.innerHTML;
      });
    });
    // Markup in a canonical form: attributes sorted, inline styles as the CSSOM writes them (the server writes `width:89.457…%`, the DOM `width: 89.4572%`).
    const canonical = async (p: Page, html?: string) =>
      (await embedFrame(p)).evaluate((markup) => {
        const holder = document.createElement('div');
        holder.innerHTML = markup ?? document.getElementById('root')!.innerHTML;
        const write = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
          if (!(node instanceof Element)) return '';
          const attributes = Array.from(node.attributes)
            .map((a) => (a.name === 'style' ? `style="${(node as HTMLElement).style.cssText}"` : `${a.name}="${a.value}"`))
            .sort()
            .join(' ');
          return `<${node.localName} ${attributes}>${Array.from(node.childNodes).map(write).join('')}</${node.localName}>`;
        };
        return Array.from(holder.childNodes).map(write).join('');
      }, html);

    await serveCard(page);
    await noMarkdown(page);
    await openDemo(page, { scope: 'card', staleAfterDays: 1 });
    await hydrated(page);
    const serverMarkup = await (await embedFrame(page)).evaluate(() => (window as Window & { __serverMarkup?: string }).__serverMarkup);
    expect(serverMarkup).toContain('data-testid="card"');
    expect(await (await embedFrame(page)).evaluate(() => document.getElementById('root')!.innerHTML)).toBe(serverMarkup);
    const server = await canonical(page, serverMarkup);

    // The same card, rendered by the widget itself in a page without the markup.
    const other = await context.newPage();
    await serveCard(other, undefined, { markup: false });
    await noMarkdown(other);
    await openDemo(other, { scope: 'card', staleAfterDays: 1 });
    await hydrated(other);
    expect(await (await embedFrame(other)).evaluate(() => (window as Window & { __serverMarkup?: string }).__serverMarkup)).toBe('');
    expect(await canonical(other)).toBe(server);
  });

  test('after hydration the card is interactive: tabs, period, glossary, “More”', async ({ page }) => {
    await serveCard(page);
    const frame = await openDemo(page, { scope: 'card,chat', staleAfterDays: 1 });
    await hydrated(page);
    const region = frame.getByRole('group', { name: 'Allocation by' }).getByRole('button', { name: 'Region' });
    await region.click();
    await expect(region).toHaveAttribute('aria-pressed', 'true');
    const month = frame.getByRole('group', { name: 'Change over' }).getByRole('button', { name: '1M' });
    await month.click();
    await expect(month).toHaveAttribute('aria-pressed', 'true');
    await expect(frame.getByTestId('hero-change')).toContainText('the past month');
    const term = frame.getByTestId('glossary-term').first();
    await term.focus();
    await expect(frame.locator('.term-tip:not([hidden])').first()).toBeVisible();
    const more = frame.getByTestId('positions-analysis').locator('button.link-button');
    if ((await more.count()) > 0) {
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
    }
    // The chat came after the card's markup, and works.
    await expect(frame.getByTestId('chat-input')).toBeVisible();
  });
});
