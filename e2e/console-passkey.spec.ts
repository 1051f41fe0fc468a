import { expect, test } from '@playwright/test';
import { inviteLink, newOrg, signUp } from './support/console.js';

// Passkeys in real Chromium with its virtual authenticator (CDP WebAuthn: CTAP2, internal, resident
// keys, user verification): the first owner signs in through the CLI's link and sets a password, adds
// a passkey on the account page, signs out, and signs in with the passkey alone; the audit log names
// both. A removed passkey no longer signs in, and the page says so in the catalog's words.

const OWNER = 'passkey-owner@bank.example';

test('the first owner sets a password and a passkey, signs out, and signs in with the passkey', async ({ page }) => {
  test.setTimeout(120_000);
  const { orgId } = newOrg('Passkey Bank');

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  await test.step('the owner signs up through the CLI link with a password', async () => {
    await signUp(page, inviteLink(orgId, OWNER, 'owner'), OWNER);
  });

  await test.step('adds a passkey on the account page', async () => {
    await page.getByTestId('nav-account').click();
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByText('No passkeys yet.')).toBeVisible();
    // A name is required before the browser is asked.
    await page.getByTestId('passkey-add').click();
    await expect(page.getByText('Fill in this field.')).toBeVisible();
    await page.getByLabel('Passkey name').fill('Work laptop');
    await page.getByTestId('passkey-add').click();
    await expect(page.getByText('Passkey “Work laptop” added.')).toBeVisible();
    await expect(page.getByTestId('passkey-row')).toHaveCount(1);
    await expect(page.getByTestId('passkey-row')).toContainText('not used yet');
    // The authenticator holds a discoverable credential for this site; the server keeps its public key only.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    expect(credentials[0]!.rpId).toBe('localhost');
  });

  await test.step('signs out, and signs in with the passkey alone', async () => {
    await page.getByTestId('signout').click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByTestId('passkey-sign-in').click();
    await expect(page.getByTestId('nav-keys')).toBeVisible();
    await expect(page.getByTestId('nav-account')).toContainText(OWNER);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials[0]!.signCount).toBeGreaterThan(0);
  });

  await test.step('the audit log names the passkey added and used', async () => {
    await page.getByTestId('nav-audit').click();
    const rows = page.getByTestId('audit-row');
    await expect(rows.filter({ hasText: 'passkey.added' }).filter({ hasText: 'Work laptop' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'passkey.used' }).filter({ hasText: 'Work laptop' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'session.signed_in' }).filter({ hasText: 'passkey' })).toHaveCount(1);
  });

  await test.step('a removed passkey signs nobody in', async () => {
    await page.getByTestId('nav-account').click();
    await expect(page.getByTestId('passkey-row')).toContainText('last used');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('passkey-remove').click();
    await expect(page.getByText('Passkey “Work laptop” removed.')).toBeVisible();
    await expect(page.getByTestId('passkey-row')).toHaveCount(0);
    await page.getByTestId('signout').click();
    // The authenticator still offers its credential; the server no longer knows it.
    await page.getByTestId('passkey-sign-in').click();
    await expect(page.getByRole('alert')).toHaveText('That passkey was not accepted. Try again, or sign in with your email and password.');
    await expect(page.getByTestId('nav-keys')).toHaveCount(0);
  });
});
