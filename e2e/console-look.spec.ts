import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_URL } from '../playwright.config.js';
import { inviteLink, newOrg, signUp } from './support/console.js';

// How the console looks: every page (sign-in, invitation, keys, embeds, usage, support, audit log, members,
// account) at 1280 and 390 px, light and dark, and the forms' refusals (a key without a name, embed
// defaults with a bad origin and accent, a portfolio that is not there), as screenshot comparisons (a layout regression fails the
// suite, as the widget's do in embed-visual.spec.ts) and axe-core (WCAG 2.2 AA: no serious or critical
// violation). Staging is visibly different from production. The organization is the spec's own, so its
// content is fixed; what changes from run to run is pinned before each shot (times and key prefixes are
// written as fixed ones of the same form, so the layout is the real one) or hidden (the live preview's
// card, which follows the market data of the day; the widget's own look is embed-visual.spec.ts's).
// Copies of the shots are kept in test-results/screens for a person to look at.

test.describe.configure({ mode: 'serial' });

const WIDTHS = [1280, 390] as const;
const THEMES = ['light', 'dark'] as const;
const SHOT = { maxDiffPixelRatio: 0.02, threshold: 0.3, animations: 'disabled', caret: 'hide', fullPage: true } as const;
const OWNER = 'look-owner@bank.example';
const INVITEE = 'new-analyst@bank.example';
/** Hides the live preview's card for the comparison (its frame keeps its place). */
const HIDDEN = fileURLToPath(new URL('./support/console-look-hidden.css', import.meta.url));

let orgId = '';
let invitation = '';
let ownerState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

async function checkAxe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Writes what changes from run to run as fixed values of the same form: times, key prefixes' random part, addresses. */
async function pinVolatile(page: Page): Promise<void> {
  await page.evaluate(() => {
    const at = new Date('2026-11-16T09:30:00Z');
    const dateTime = new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
    const date = new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium' }).format(at);
    const set = (selector: string, text: (old: string) => string) => document.querySelectorAll(selector).forEach((el) => (el.textContent = text(el.textContent ?? '')));
    set("[data-testid='key-row'] code", (old) => old.replace(/[^_]+$/, (tail) => 'x'.repeat(tail.length)));
    set("[data-testid='key-row'] td:nth-of-type(4), [data-testid='key-row'] td:nth-of-type(5)", (old) => (/\d/.test(old) ? date : old));
    set("[data-testid='audit-row'] td:nth-of-type(1)", () => dateTime);
    set("[data-testid='audit-row'] td:nth-of-type(5)", () => '127.0.0.1');
    // The target column wraps anywhere, so a random id's letters (of unequal widths) could change a row's height: a
    // prefixed id's tail and a key id's sixteen hex digits ("Web backend (production, d88aeb456904ad60)") are pinned.
    set("[data-testid='audit-row'] td:nth-of-type(4)", (old) =>
      old.replace(/\b([a-z]+_)([0-9A-Za-z]{8,})\b/g, (_, kind: string, tail: string) => kind + 'x'.repeat(tail.length)).replace(/\b[0-9a-f]{12,}\b/g, (hex) => '0'.repeat(hex.length)),
    );
    set("[data-testid='member-row'] td:nth-of-type(2)", () => date);
    // Support: the portfolio's Clarity id and its times.
    set("[data-testid='support-portfolio'] dd code", (old) => old.replace(/[^_]+$/, (tail) => 'x'.repeat(tail.length)));
    set("[data-testid='support-portfolio'] dl > div:nth-of-type(5) dd, [data-testid='support-portfolio'] dl > div:nth-of-type(6) dd", () => dateTime);
    // Usage: the failed requests' times and random request ids, and the chart's day labels (the last 30 days).
    set("[data-testid='usage-failure'] td:nth-of-type(1)", () => dateTime);
    set("[data-testid='usage-failure'] code", (old) => 'x'.repeat(old.length));
    const shortDay = new Intl.DateTimeFormat(document.documentElement.lang, { month: 'short', day: 'numeric' });
    document.querySelectorAll('.chart-ticks span').forEach((el, i, all) => {
      el.textContent = shortDay.format(new Date(at.getTime() - (all.length - 1 - i) * 14.5 * 86_400_000));
    });
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Nothing sticks out sideways: a wide table scrolls in its own frame, the page never does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await pinVolatile(page);
  await page.screenshot({ path: `test-results/screens/console-${name}.png`, fullPage: true, animations: 'disabled' });
  await expect(page).toHaveScreenshot(`${name}.png`, { ...SHOT, stylePath: HIDDEN });
}

test('an organization of its own: an owner with keys, embed defaults, a portfolio and an open invitation', async ({ page }) => {
  test.setTimeout(120_000);
  const org = newOrg('Look Bank');
  orgId = org.orgId;
  await signUp(page, inviteLink(orgId, OWNER, 'owner'), OWNER);
  // A portfolio for the live preview (its card is masked: it follows the market data of the day).
  const created = await fetch(`${API_URL}/v1/sdk/partner-portfolios`, {
    method: 'POST',
    headers: { 'x-api-key': org.apiKey, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ externalId: 'look-portfolio' }),
  });
  expect(created.status).toBe(201);
  for (const [name, env] of [
    ['Mobile backend', 'Staging'],
    ['Web backend', 'Production'],
  ] as const) {
    await page.getByTestId('key-create').click();
    await page.getByLabel('Name').fill(name);
    await page.getByRole('radio', { name: env }).check();
    await page.getByTestId('key-create-submit').click();
    await expect(page.getByTestId('key-secret')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
  }
  await page.getByTestId('nav-embeds').click();
  await page.getByTestId('embed-origins').fill('https://bank.example\nhttps://app.bank.example');
  await page.getByTestId('embed-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  invitation = inviteLink(orgId, INVITEE, 'developer');
  ownerState = await page.context().storageState();
});

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test(`every page at ${width} px, ${theme}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const viewport = { width, height: width === 390 ? 844 : 900 };

      const visitor = await browser.newContext({ baseURL: API_URL, viewport, colorScheme: theme });
      const anonymous = await visitor.newPage();
      await test.step('sign-in', async () => {
        await anonymous.goto('/console/');
        await expect(anonymous.getByTestId('passkey-sign-in')).toBeVisible();
        await shoot(anonymous, `signin-${width}-${theme}`);
        await checkAxe(anonymous);
      });
      await test.step('invitation', async () => {
        await anonymous.goto(invitation);
        await expect(anonymous.getByLabel('Email')).toHaveValue(INVITEE);
        await shoot(anonymous, `invite-${width}-${theme}`);
        await checkAxe(anonymous);
      });
      await visitor.close();

      const context = await browser.newContext({ baseURL: API_URL, viewport, colorScheme: theme, storageState: ownerState });
      const page = await context.newPage();
      await test.step('keys', async () => {
        await page.goto('/console/keys');
        await expect(page.getByTestId('key-row')).toHaveCount(3);
        // Who created a key reads as one address on one line, never broken at its hyphen; the whole address in its title.
        for (const cell of await page.getByTestId('key-created-by').all()) {
          const lines = await cell.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
          expect(lines, await cell.innerText()).toBe(1);
        }
        await expect(page.getByTestId('key-created-by').filter({ hasText: OWNER }).first()).toHaveAttribute('title', OWNER);
        if (width === 1280) {
          // ...and the table still fits: no column is pushed out of view behind a scroll.
          const overflow = await page.locator('.table-wrap').first().evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
        await shoot(page, `keys-${width}-${theme}`);
        await checkAxe(page);
      });
      await test.step('a new key without a name', async () => {
        await page.getByTestId('key-create').click();
        await page.getByTestId('key-create-submit').click();
        await expect(page.getByText('Fill in this field.')).toBeVisible();
        await shoot(page, `keys-create-refused-${width}-${theme}`);
        await checkAxe(page);
        await page.getByRole('button', { name: 'Cancel' }).click();
      });
      await test.step('embeds', async () => {
        await page.getByTestId('nav-embeds').click();
        await expect(page.getByTestId('embed-origins')).toHaveValue('https://bank.example\nhttps://app.bank.example');
        await expect(page.getByTestId('embed-preview')).toBeVisible();
        await shoot(page, `embeds-${width}-${theme}`);
        await checkAxe(page);
      });
      await test.step('embed defaults refused: a bad origin and a bad accent, each said on its field', async () => {
        await page.getByTestId('embed-origins').fill('https://bank.example\nhttps://bank.example/app');
        await page.getByLabel('Accent colour').fill('#12');
        await page.getByTestId('embed-save').click();
        await expect(page.getByText('Line 2 is not an origin')).toBeVisible();
        await expect(page.getByText('Enter a hex colour such as #1d5fd1')).toBeVisible();
        await shoot(page, `embeds-refused-${width}-${theme}`);
        await checkAxe(page);
      });
      await test.step('usage', async () => {
        await page.getByTestId('nav-usage').click();
        await expect(page.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible();
        await shoot(page, `usage-${width}-${theme}`);
        await checkAxe(page);
      });
      await test.step('support', async () => {
        await page.getByTestId('nav-support').click();
        await page.getByLabel('Your portfolio id (externalId)').fill('no-such-portfolio');
        await page.getByTestId('support-find').click();
        await expect(page.getByText('No portfolio with this id in your organization.')).toBeVisible();
        await shoot(page, `support-not-found-${width}-${theme}`);
        await checkAxe(page);
        await page.getByLabel('Your portfolio id (externalId)').fill('look-portfolio');
        await page.getByTestId('support-find').click();
        await expect(page.getByTestId('support-portfolio')).toBeVisible();
        await shoot(page, `support-${width}-${theme}`);
        await checkAxe(page);
      });
      await test.step('audit log', async () => {
        await page.getByTestId('nav-audit').click();
        await expect(page.getByTestId('audit-row').first()).toBeVisible();
        await shoot(page, `audit-${width}-${theme}`);
        await checkAxe(page);
      });
      await test.step('members', async () => {
        await page.getByTestId('nav-members').click();
        await expect(page.getByTestId('member-row')).toHaveCount(1);
        await shoot(page, `members-${width}-${theme}`);
        await checkAxe(page);
      });
      await test.step('account', async () => {
        await page.getByTestId('nav-account').click();
        await expect(page.getByText('No passkeys yet.')).toBeVisible();
        await shoot(page, `account-${width}-${theme}`);
        await checkAxe(page);
      });
      await context.close();
    });
  }
}

test('a staging console is visibly different: an amber rule under the bar and a Staging badge', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: API_URL, viewport: { width: 1280, height: 900 }, colorScheme: 'light', storageState: ownerState });
  const page = await context.newPage();
  await page.goto('/console/keys');
  const bar = page.locator('.topbar');
  await expect(bar.getByText('Production', { exact: true })).toBeVisible();
  const productionRule = await bar.evaluate((el) => getComputedStyle(el).borderBottomColor);
  // The same API answer with the environment a staging deployment reports (CLARITY_ENV=staging).
  await page.route('**/v1/console/session', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), environment: 'staging' } });
  });
  await page.reload();
  await expect(bar.getByText('Staging', { exact: true })).toBeVisible();
  const stagingRule = await bar.evaluate((el) => ({ color: getComputedStyle(el).borderBottomColor, width: getComputedStyle(el).borderBottomWidth }));
  expect(stagingRule).toEqual({ color: 'rgb(181, 71, 8)', width: '3px' });
  expect(productionRule).not.toBe(stagingRule.color);
  await expect(page.getByTestId('key-row')).toHaveCount(3);
  await shoot(page, 'staging-keys-1280-light');
  await context.close();
});
