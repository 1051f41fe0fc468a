import { randomUUID } from 'node:crypto';
import { expect, test, type FrameLocator } from '@playwright/test';
import { API_URL } from '../playwright.config.js';
import { inviteLink, newOrg, signUp } from './support/console.js';

// The widget's theme tokens from the console (issue 29, item 3): corners and typeface chosen in the
// embed defaults show in the live preview at once (the console sends the widget's own
// `clarity:set-theme`, as a partner's page does), are saved, ride on the preview's and every mint's
// url, and a bad value gets its field's message from the catalog and changes nothing.

/** What the widget's root holds: the corner and typeface names, and what the tokens make of them. */
function look(frame: FrameLocator) {
  return frame.locator('html').evaluate((root) => ({
    radius: root.getAttribute('data-radius'),
    font: root.getAttribute('data-font'),
    corner: getComputedStyle(root).getPropertyValue('--radius-m').trim(),
    typeface: getComputedStyle(document.body).fontFamily,
  }));
}

test('corners and typeface: live in the preview, saved, on the mint\'s url; a bad accent is refused on its field', async ({ page }) => {
  test.setTimeout(120_000);
  const org = newOrg('Theme Bank');
  await signUp(page, inviteLink(org.orgId, 'theme-owner@bank.example', 'owner'), 'theme-owner@bank.example');
  const created = await fetch(`${API_URL}/v1/sdk/partner-portfolios`, {
    method: 'POST',
    headers: { 'x-api-key': org.apiKey, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ externalId: 'theme-portfolio' }),
  });
  expect(created.status).toBe(201);
  const portfolioId = ((await created.json()) as { id: string }).id;

  await page.getByTestId('nav-embeds').click();
  const preview = page.frameLocator("[data-testid='embed-preview']");
  await expect(preview.locator('html')).toHaveAttribute('data-theme', /light|dark/);
  // The widget's own look: no attributes, Clarity's corners and Inter.
  expect(await look(preview)).toMatchObject({ radius: null, font: null, corner: '8px', typeface: expect.stringMatching(/^"?Inter Variable/) });

  // Changed in the form, shown in the preview before anything is saved.
  await page.getByLabel('Corners').selectOption('large');
  await page.getByLabel('Typeface').selectOption('serif');
  await expect(preview.locator('html')).toHaveAttribute('data-radius', 'large');
  await expect(preview.locator('html')).toHaveAttribute('data-font', 'serif');
  expect(await look(preview)).toMatchObject({ corner: '14px', typeface: expect.stringMatching(/Georgia/) });
  await page.getByLabel('Corners').selectOption('none');
  await expect(preview.locator('html')).toHaveAttribute('data-radius', 'none');
  // A custom property keeps the token as written.
  expect((await look(preview)).corner).toBe('0');

  // Saved: a new preview carries them on its address, and the widget reads them there.
  await page.getByTestId('embed-origins').fill('https://bank.example');
  await page.getByTestId('embed-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Corners')).toHaveValue('none');
  await expect(page.getByLabel('Typeface')).toHaveValue('serif');
  const src = new URL((await page.getByTestId('embed-preview').getAttribute('src'))!);
  expect([src.searchParams.get('radius'), src.searchParams.get('font')]).toEqual(['none', 'serif']);
  await expect(preview.locator('html')).toHaveAttribute('data-radius', 'none');

  // A partner's mint that names no theme gets the saved one on its url.
  const minted = await fetch(`${API_URL}/v1/sdk/clarity/embeds`, {
    method: 'POST',
    headers: { 'x-api-key': org.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ portfolioId }),
  });
  expect(minted.status).toBe(201);
  const url = new URL(((await minted.json()) as { url: string }).url);
  expect([url.searchParams.get('radius'), url.searchParams.get('font')]).toEqual(['none', 'serif']);

  // A bad accent: its field says what is wrong, in the catalog's words, and nothing is saved.
  await page.getByLabel('Accent colour').fill('#12345');
  await page.getByLabel('Corners').selectOption('small');
  await page.getByTestId('embed-save').click();
  await expect(page.getByText('Enter a hex colour such as #1d5fd1, or leave the field empty.')).toBeVisible();
  await expect(page.getByLabel('Accent colour')).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(page.getByLabel('Corners')).toHaveValue('none');
  await expect(page.getByLabel('Accent colour')).toHaveValue('');
});

test('a viewer sees the theme and can change nothing', async ({ browser }) => {
  test.setTimeout(90_000);
  const org = newOrg('Theme Viewer Bank');
  const context = await browser.newContext({ baseURL: API_URL });
  const page = await context.newPage();
  await signUp(page, inviteLink(org.orgId, 'theme-viewer@bank.example', 'viewer'), 'theme-viewer@bank.example');
  await page.getByTestId('nav-embeds').click();
  await expect(page.getByText('Your role can see the defaults but not change them.')).toBeVisible();
  await expect(page.getByLabel('Corners')).toBeDisabled();
  await expect(page.getByLabel('Typeface')).toBeDisabled();
  await expect(page.getByTestId('embed-origins')).toBeDisabled();
  await expect(page.getByTestId('embed-save')).toHaveCount(0);
  await context.close();
});
