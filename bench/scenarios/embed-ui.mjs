// Targets: the embedded card visible ≤ 2.5× a blank page's navigation time measured in the same run
// (loopback; the ratio holds on a slow machine where absolute times do not). Sizes are budgets, not
// speeds, so they stay absolute: initial card JS ≤ 90 KB gzip, all widget JS ≤ 135 KB gzip,
// @clarity/embed-host ≤ 3 KB gzip.
//
// Card-visible time: real Chromium opens a freshly minted embed URL; a script injected before the
// page's own (through the DevTools protocol, so the page's CSP does not apply to it) notes the first
// frame painted after the `card` element appears, in ms since navigation start. The page is opened
// top-level, and carries the card as it does in a partner's iframe (both are navigations that render
// it: apps/api/src/embeds/inline-card.ts), unless the card was not ready in time. Cold runs use a new
// browser context each (empty HTTP cache: a user's first view); warm runs reuse one (assets cached
// immutably, as on every later view).
/* global window, document, MutationObserver, requestAnimationFrame -- the functions passed to the page run in the browser */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from '../lib.mjs';
import { atMost, baselineOf, budget } from '../report.mjs';
import { median, percentile } from '../stats.mjs';
import { measureEmbedJs } from '../../apps/embed/scripts/js-sizes.mjs';

const KB = 1024;
const RUNS = 8;

function recordCardVisible() {
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="card"]') === null) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__cardVisibleAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Baseline: the same browser navigating to a tiny JSON page on the same server (load event, ms). */
async function blankNavigationMs(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  const ms = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
  await page.close();
  return ms;
}

async function cardVisibleMs(context, url) {
  const page = await context.newPage();
  await page.addInitScript(recordCardVisible);
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__cardVisibleAt === 'number', undefined, { timeout: 15_000 });
  const ms = await page.evaluate(() => window.__cardVisibleAt);
  await page.close();
  return ms;
}

const p90 = (xs) => percentile(xs, 90);

export default {
  name: 'embed-ui',
  async run(ctx) {
    const sizes = measureEmbedJs(join(ROOT, 'apps/embed/dist'));
    ctx.row('embed UI: initial card JS (gzip)', {}, { target: budget('≤ 40 KB (size)', sizes.initialGzip <= 40 * KB), extra: `${(sizes.initialGzip / KB).toFixed(1)} KB` });
    ctx.row('embed UI: all JS, lazy chat + Markdown (gzip)', {}, { target: budget('≤ 135 KB (size)', sizes.totalGzip <= 135 * KB), extra: `${(sizes.totalGzip / KB).toFixed(1)} KB` });
    ctx.row('embed UI: all JS + CSS + font (gzip)', {}, { target: budget('≤ 140 KB (size)', sizes.withAssetsGzip <= 140 * KB), extra: `${(sizes.withAssetsGzip / KB).toFixed(1)} KB` });
    const hostGzip = gzipSync(readFileSync(join(ROOT, 'packages/embed-host/dist/index.js')), { level: 9 }).length;
    ctx.row('@clarity/embed-host (gzip)', {}, { target: budget('≤ 3 KB (size)', hostGzip <= 3 * KB), extra: `${(hostGzip / KB).toFixed(2)} KB` });

    const { data: portfolios } = await ctx.api('GET', '/v1/sdk/partner-portfolios');
    const portfolioId = portfolios[0].id;
    const mint = async () =>
      (await ctx.api('POST', '/v1/sdk/clarity/embeds', { portfolioId, allowedOrigins: ['https://partner.example'], ttlSeconds: 600, scope: ['card', 'chat'] })).url;

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    try {
      // Warm-up: the server's first card and Chromium's first page.
      const warmup = await browser.newContext();
      await cardVisibleMs(warmup, await mint());
      await warmup.close();

      // One blank navigation, one cold and one warm card per round, so that the machine's drift
      // (other jobs share it) hits the baseline and the cards alike.
      const blank = [];
      const cold = [];
      const warm = [];
      const warmContext = await browser.newContext();
      await cardVisibleMs(warmContext, await mint());
      for (let i = 0; i < RUNS; i++) {
        const blankContext = await browser.newContext();
        blank.push(await blankNavigationMs(blankContext, `${ctx.server.url}/healthz`));
        await blankContext.close();
        const coldContext = await browser.newContext();
        cold.push(await cardVisibleMs(coldContext, await mint()));
        await coldContext.close();
        warm.push(await cardVisibleMs(warmContext, await mint()));
      }
      await warmContext.close();

      const blankMedian = median(blank);
      ctx.row('browser: navigation to /healthz (baseline)', { p50: blankMedian, p99: p90(blank) }, { extra: `p50/p90 of ${RUNS} runs` });

      const vsBlank = baselineOf('blank navigation p50', blankMedian, 'ms');
      for (const [cache, times] of [['cold', cold], ['warm', warm]]) {
        const ratio = median(times) / blankMedian;
        ctx.row(`embed UI: card visible after navigation, ${cache} cache`, { p50: median(times), p99: p90(times) }, { baseline: vsBlank, ratio, target: atMost(2.5, ratio), extra: `p50/p90 of ${RUNS} runs` });
      }
    } finally {
      await browser.close();
    }
  },
};
