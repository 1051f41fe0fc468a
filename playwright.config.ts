import { defineConfig, devices } from '@playwright/test';

// Browser tests run Debian's Chromium (Playwright cannot download its own here).
// The servers start from the built output on ports of their own, with a fresh database: four in a row from
// CLARITY_E2E_PORT (default 4010: the API, the demo host, its refused second origin, embed-month-later's API),
// so a checkout can run its browser tests while another's servers hold the default ones.
const FIRST_PORT = Number(process.env.CLARITY_E2E_PORT ?? 4010);
export const API_PORT = FIRST_PORT;
export const API_URL = `http://localhost:${API_PORT}`;
const E2E_DB = 'test-results/e2e-data/clarity.db';
// The demo partner site (apps/demo-host): the origin its embed tokens allow, and a second origin they do not.
export const DEMO_PORT = FIRST_PORT + 1;
export const DEMO_URL = `http://localhost:${DEMO_PORT}`;
export const REFUSED_DEMO_URL = `http://localhost:${FIRST_PORT + 2}`;
/** embed-month-later.spec.ts's second API. */
export const MONTH_LATER_PORT = FIRST_PORT + 3;
/** The API writes the demo organization's key here on its first start. */
export const DEMO_CREDENTIALS = 'test-results/e2e-data/demo-credentials.json';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // The JSON report feeds the test count `npm test` prints last (scripts/count-tests.ts).
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: API_URL,
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `rm -rf test-results/e2e-data && node apps/api/dist/server.js`,
      url: `${API_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(API_PORT), CLARITY_DEMO: '1', CLARITY_DB_PATH: E2E_DB, CLARITY_PUBLIC_URL: API_URL, CLARITY_LOG_LEVEL: 'warn' },
    },
    {
      // Reads the demo key from the file lazily, so it may start before the API has written it.
      command: 'node apps/demo-host/dist/server.js',
      url: `${DEMO_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(DEMO_PORT), DEMO_REFUSED_PORT: new URL(REFUSED_DEMO_URL).port, CLARITY_BASE_URL: API_URL, CLARITY_API_KEY_FILE: DEMO_CREDENTIALS },
    },
  ],
});
