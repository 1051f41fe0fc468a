/// <reference lib="dom" />
// (DOM types: some steps run inside the browser.)
import { expect, test } from '@playwright/test';
import { demoPortfolios, embedFrame, openDemo } from './support/demo.js';

// The widget in a partner's language: the demo page mounts it with mountClarity({ locale: 'de-DE' }),
// the embed page answers in German, and every word and figure the reader sees follows.

test.describe('the widget in German', () => {
  test('mounted with locale de-DE: German words from both catalogs, German numbers and dates', async ({ page, request }, testInfo) => {
    const euro = (await demoPortfolios(request)).find((p) => p.externalId === 'demo-balanced-eur');
    expect(euro).toBeDefined();
    const frame = await openDemo(page, { portfolio: euro!.id, locale: 'de-DE', staleAfterDays: 100_000 });
    await expect(frame.getByTestId('card')).toBeVisible();

    // The embed page chose the language: <html lang="de">.
    const embed = await embedFrame(page);
    expect(await embed.evaluate(() => document.documentElement.lang)).toBe('de');
    // … and preloaded the German messages with the page's own scripts, rather than after the entry ran.
    expect(await embed.evaluate(() => Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (l) => l.getAttribute('href')))).toContainEqual(
      expect.stringMatching(/^\/embed\/assets\/messages\.de-[\w-]+\.js$/),
    );

    // The widget's own words (apps/embed catalog) …
    await expect(frame.getByTestId('hero')).toContainText('Depotwert');
    await expect(frame.getByTestId('holdings')).toContainText('Positionen');
    await expect(frame.getByRole('heading', { name: 'Wertentwicklung' })).toBeVisible();
    // … and the card's sentences (the API catalog), asked for in German by the widget.
    // (Its first sentence, the value, is the hero's figure: the section leads with the next one.)
    await expect(frame.getByTestId('positions-analysis')).toContainText('Gemessen am Kaufpreis');
    await expect(frame.getByTestId('market-context')).toContainText(/Nachricht|Marktnachrichten/);

    // Figures as German readers write them: "12.345 €", "12,3 %", "13.11.2026".
    const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
    expect(spaced(await frame.getByTestId('hero-value').textContent())).toMatch(/^\d{1,3}(\.\d{3})+ €$/);
    expect(spaced(await frame.getByTestId('holdings').textContent())).toMatch(/\d+,\d %/);
    expect(spaced(await frame.getByTestId('hero').textContent())).toMatch(/Stand \d{2}\.\d{2}\.\d{4}/);
    expect(spaced(await frame.getByTestId('positions-analysis').textContent())).toMatch(/\*?\d{1,3}(\.\d{3})+ €/);
    // No English left in what the card says.
    await expect(frame.getByTestId('positions-analysis')).not.toContainText('Your portfolio');
    await testInfo.attach('card-de', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });

  test('an unknown language falls back to English', async ({ page }) => {
    const frame = await openDemo(page, { locale: 'ja-JP', staleAfterDays: 100_000 });
    await expect(frame.getByTestId('card')).toBeVisible();
    await expect(frame.getByTestId('hero')).toContainText('Portfolio value');
    const embed = await embedFrame(page);
    expect(await embed.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
