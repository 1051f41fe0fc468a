import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ReportSchema, type Report } from '@clarity/shared';

// The API started by playwright.config.ts seeds the demo organization (CLARITY_DEMO=1) and writes
// its key beside the database.
const credentials = () => JSON.parse(readFileSync('test-results/e2e-data/demo-credentials.json', 'utf8')) as { apiKey: string };

/** "€12,345": how the English report writes amounts of 100 and more (Intl, apps/api/src/i18n/format.ts). */
const wholeMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(Math.abs(amount));

test('an HTML report renders in Chromium with its SVG charts and key numbers', async ({ page, request }) => {
  const headers = { 'x-api-key': credentials().apiKey };
  const list = await request.get('/v1/sdk/partner-portfolios?externalId=demo-balanced-eur', { headers });
  expect(list.status()).toBe(200);
  const portfolioId = ((await list.json()) as { data: { id: string }[] }).data[0]!.id;

  const generated = await request.post('/v1/sdk/reports/generate', { headers, data: { portfolioId, format: 'html' } });
  expect(generated.status()).toBe(201);
  const report: Report = ReportSchema.parse(await generated.json());
  expect(report.html).not.toBeNull();
  const stored = await request.get(`/v1/sdk/reports/${report.id}`, { headers });
  expect(((await stored.json()) as Report).html).toBe(report.html);

  // The document must need nothing from outside: any request it tries to make fails the test.
  const outbound: string[] = [];
  page.on('request', (r) => outbound.push(r.url()));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1000, height: 1400 });
  await page.setContent(report.html!, { waitUntil: 'load' });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio report: demo-balanced-eur');
  const allocation = page.getByTestId('allocation-chart').locator('svg');
  const history = page.getByTestId('value-chart').locator('svg');
  await expect(allocation).toBeVisible();
  await expect(history).toBeVisible();
  // The charts really drew: bars for each asset class, and a line with a point per priced day.
  expect(await allocation.locator('rect').count()).toBeGreaterThanOrEqual(report.strategyFit ? report.strategyFit.assetClasses.length : 1);
  expect((await history.locator('path').getAttribute('d'))?.split('L').length).toBe(report.analytics.valueHistory.length);
  const box = await history.boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(box?.height).toBeGreaterThan(50);

  await expect(page.getByTestId('total-value')).toContainText(wholeMoney(report.analytics.totalValue, 'EUR'));
  await expect(page.getByTestId('strategy-fit')).toContainText(report.strategyFit!.strategy.name);
  await expect(page.getByTestId('positions')).toContainText(report.analytics.positions[0]!.ticker);
  await expect(page.getByTestId('market-context')).toBeVisible();

  await page.screenshot({ path: test.info().outputPath('report.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(allocation).toBeVisible();

  expect(outbound.filter((url) => !url.startsWith('about:') && !url.startsWith('data:'))).toEqual([]);
  expect(errors).toEqual([]);
});
