import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { API_URL, DEMO_CREDENTIALS, DEMO_URL } from '../../playwright.config.js';

/**
 * Helpers for the embed suites: open the demo partner page (apps/demo-host) with widget options,
 * and reach the Clarity iframe inside it. Everything runs against the real API and demo host.
 */
export interface DemoOptions {
  portfolio?: string;
  scope?: 'card' | 'chat' | 'card,chat';
  ttl?: number;
  /** Seconds before expiry at which the host helper refreshes; 0: only when the iframe reports expiry. */
  lead?: number;
  staleAfterDays?: number;
  theme?: 'light' | 'dark' | 'auto';
  /** The widget's language, passed to `mountClarity({ locale })`. */
  locale?: string;
}

export function demoPageUrl(options: DemoOptions = {}, base = DEMO_URL): string {
  const params = new URLSearchParams(Object.entries(options).map(([k, v]): [string, string] => [k, String(v)]));
  return `${base}/?${params.toString()}`;
}

export async function openDemo(page: Page, options: DemoOptions = {}, base = DEMO_URL): Promise<FrameLocator> {
  await page.goto(demoPageUrl(options, base));
  return page.frameLocator('iframe[title="Portfolio insight"]');
}

/** The iframe's Frame (for evaluating inside it), once it has loaded the embed page. */
export async function embedFrame(page: Page): Promise<Frame> {
  let found: Frame | undefined;
  await expect.poll(() => (found = page.frames().find((f) => f.url().startsWith(`${API_URL}/embed`))) !== undefined).toBe(true);
  return found!;
}

export function demoApiKey(): string {
  return (JSON.parse(readFileSync(DEMO_CREDENTIALS, 'utf8')) as { apiKey: string }).apiKey;
}

/** The demo organization's portfolios (server to server, as a partner backend would). */
export async function demoPortfolios(request: APIRequestContext): Promise<Array<{ id: string; externalId: string }>> {
  const response = await request.get(`${API_URL}/v1/sdk/partner-portfolios`, { headers: { 'x-api-key': demoApiKey() } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Array<{ id: string; externalId: string }> }).data;
}

/** The embed token the host page put in the iframe's src (the iframe itself drops it from its address). */
export async function tokenInIframeSrc(page: Page): Promise<string> {
  const src = await page.locator('iframe[title="Portfolio insight"]').getAttribute('src');
  const token = new URL(src ?? '').searchParams.get('token');
  expect(token).toBeTruthy();
  return token!;
}
