import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { MONTH_LATER_PORT } from '../playwright.config.js';

// The demo on a day a month after the sample data's last day (2026-11-13), with a documented clock
// (CLARITY_NOW): a second API of its own, started here on its own database, loads the sample dated
// to end the day before that clock, so the visitor sees current prices and no stale warning.

const PORT = MONTH_LATER_PORT;
const URL_ = `http://localhost:${PORT}`;
const DIR = 'test-results/e2e-month-later';
const NOW = '2026-12-14T09:30:00.000Z';
const DAY_BEFORE = '2026-12-13';

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...process.env, PORT: String(PORT), CLARITY_DEMO: '1', CLARITY_NOW: NOW, CLARITY_DB_PATH: join(DIR, 'clarity.db'), CLARITY_PUBLIC_URL: URL_, CLARITY_LOG_LEVEL: 'warn', CLARITY_BANNER: '0' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${URL_}/healthz`).catch(() => null))?.ok ?? false, { timeout: 60_000, intervals: [250, 500, 1000] })
    .toBe(true);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a month after the sample’s last day, the demo opens on current data: no stale badge, the chart ends the day before', async ({ page, request }) => {
  const { apiKey } = JSON.parse(readFileSync(join(DIR, 'demo-credentials.json'), 'utf8')) as { apiKey: string };
  const headers = { 'x-api-key': apiKey };
  const portfolios = (await (await request.get(`${URL_}/v1/sdk/partner-portfolios`, { headers })).json()) as { data: { id: string }[] };
  const portfolioId = portfolios.data[0]!.id;

  const res = await request.post(`${URL_}/v1/clarity/card`, { headers, data: { portfolioId } });
  expect(res.status()).toBe(200);
  const card = (await res.json()) as { asOf: string; staleness: { ageOfNewestDays: number; pricesAsOf: string }; performance: { series: { date: string; value: number }[] } };
  expect(card.asOf).toBe(NOW.slice(0, 10));
  expect(card.staleness).toMatchObject({ pricesAsOf: DAY_BEFORE, ageOfNewestDays: 1 });
  // The series runs to the valuation day on closes through the day before: no flat month at its end.
  expect(card.performance.series.at(-1)!.date >= DAY_BEFORE).toBe(true);
  const last30 = card.performance.series.slice(-30).map((p) => p.value);
  expect(new Set(last30).size).toBeGreaterThan(5);

  // The widget itself, opened on an embed link minted by this API: no stale badge at the default tolerance.
  const minted = await request.post(`${URL_}/v1/sdk/clarity/embeds`, { headers, data: { portfolioId, allowedOrigins: ['https://partner.example'], ttlSeconds: 600, scope: ['card'] } });
  expect(minted.status()).toBe(201);
  await page.goto(((await minted.json()) as { url: string }).url);
  await expect(page.getByTestId('card')).toBeVisible();
  await expect(page.getByTestId('headline')).toBeVisible();
  await expect(page.getByTestId('hero')).toBeVisible();
  await expect(page.getByTestId('stale-badge')).toHaveCount(0);
  await expect(page.getByTestId('performance-chart')).toBeVisible();
});
