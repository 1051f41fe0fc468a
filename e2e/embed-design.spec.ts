/// <reference lib="dom" />
// (DOM types: the checks run inside the widget's frame.)
import { expect, test } from '@playwright/test';
import { embedFrame, openDemo } from './support/demo.js';
import { serveCard } from './support/fixtures.js';

// The designer's points of issue #30, read from what a phone user sees (390 px, the recorded card of
// support/fixtures.ts): each was a defect once, and the screenshots alone would pass a small return of it.
test('on a phone, the card reads as designed: one scale for holdings, words beside the arrows, no stub, one typeface', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 2400 });
  await serveCard(page);
  const frame = await openDemo(page);
  await expect(frame.getByTestId('holding-row')).toHaveCount(5);
  await expect(frame.getByTestId('allocation-chart')).toBeVisible();
  // The chat loads after the card: its question box is part of what the phone shows.
  await expect(frame.locator('.chat-form textarea')).toBeVisible();
  const embed = await embedFrame(page);
  const seen = await embed.evaluate(async () => {
    await document.fonts.ready;
    const width = (el: Element | null) => (el ? el.getBoundingClientRect().width : NaN);
    const firstRow = document.querySelector('[data-testid="holding-row"]')!;
    const bar = firstRow.querySelector('.h-bar')!;
    const rows = Array.from(document.querySelectorAll('[data-testid="allocation-chart"] .bar-row')).map((row) => ({
      label: row.querySelector('.bar-label')?.textContent ?? '',
      value: row.querySelector('.bar-value')?.textContent ?? '',
      fill: width(row.querySelector('.bar-fill')),
      flag: row.querySelector<HTMLElement>('.bar-flag')?.innerText.trim() ?? '',
      band: width(row.querySelector('.bar-band')),
    }));
    const question = document.querySelector('.chat-form textarea');
    return {
      ticker: firstRow.querySelector('.h-ticker')?.textContent,
      barShare: width(bar.firstElementChild) / width(bar),
      rows,
      headingTerms: Array.from(document.querySelectorAll('h2 [data-testid="glossary-term"], h3 [data-testid="glossary-term"]')).length,
      underlinedHeadingTerms: Array.from(document.querySelectorAll('h2 [data-testid="glossary-term"], h3 [data-testid="glossary-term"]')).filter((term) => getComputedStyle(term).textDecorationLine !== 'none').length,
      underlinedTextTerms: Array.from(document.querySelectorAll('p [data-testid="glossary-term"]')).filter((term) => getComputedStyle(term).textDecorationLine === 'underline').length,
      heroCharts: document.querySelectorAll('[data-testid="hero"] svg').length,
      font: getComputedStyle(document.body).fontFamily,
      interLoaded: document.fonts.check('16px "Inter Variable"'),
      resize: question ? getComputedStyle(question).resize : 'no question box',
    };
  });
  // BTC is 26.8% of the portfolio: its bar fills 26.8% of the track (the portfolio's 100%), not all of it.
  expect(seen.ticker).toBe('BTC');
  expect(seen.barShare).toBeGreaterThan(0.25);
  expect(seen.barShare).toBeLessThan(0.29);
  const byLabel = new Map(seen.rows.map((r) => [r.label, r]));
  // Outside its range, a class says so in words at 390 px, not with a bare arrow.
  expect(byLabel.get('Crypto')?.flag).toBe('▲ Above');
  expect(byLabel.get('Bonds')?.flag).toBe('▼ Below');
  // A 0.0% class draws no bar at all, and its target range is there to see.
  expect(byLabel.get('Bonds')?.value).toBe('0.0%');
  expect(Number.isNaN(byLabel.get('Bonds')!.fill)).toBe(true);
  // Crypto's 0–8% target range is a visible mark, not a hairline.
  expect(byLabel.get('Crypto')!.band).toBeGreaterThanOrEqual(6);
  // A heading that explains itself (Allocation) keeps its explanation but not the dotted underline of the text's terms;
  // no sparkline repeats the chart below the value.
  expect(seen.headingTerms).toBeGreaterThan(0);
  expect(seen.underlinedHeadingTerms).toBe(0);
  expect(seen.underlinedTextTerms).toBeGreaterThan(0);
  expect(seen.heroCharts).toBe(0);
  // The bundled typeface, loaded; and a question box without a resize grip.
  expect(seen.font).toMatch(/^"?Inter Variable"?,/);
  expect(seen.interLoaded).toBe(true);
  expect(seen.resize).toBe('none');
});
