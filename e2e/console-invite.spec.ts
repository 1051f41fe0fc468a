import { expect, test } from '@playwright/test';
import { CONSOLE_PASSWORD, inviteLink, newOrg } from './support/console.js';

// The invitation page's bad input (issue 29, "every console form's bad input gets a field-level message
// from the catalog and changes nothing"): a short, a common and an email-derived password are each refused
// on the password field with the catalog's sentence, no account is made, and the same link still works.

test('the invite page refuses weak passwords on the field, makes no account, and the link still works', async ({ page }) => {
  test.setTimeout(120_000);
  const { orgId } = newOrg('Invite Bank');
  const email = 'jane.doe@invite-bank.example';
  const link = inviteLink(orgId, email, 'developer');
  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  const password = page.getByLabel('Password');
  const refusals: [string, string][] = [
    ['short pass', 'Use at least 12 characters.'],
    ['password1234', 'This password is among the most used ones; choose another.'],
    ['jane.doe is my password', 'The password must not contain your email’s name.'],
  ];
  for (const [weak, message] of refusals) {
    await password.fill(weak);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The message belongs to the field (its accessible description), not only somewhere on the page.
    await expect(password).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByTestId('nav-keys')).toHaveCount(0);
  }

  // Nothing was made: no session, and signing in with a refused password fails.
  expect((await page.evaluate(() => fetch('/v1/console/session').then((r) => r.status)))).toBe(401);

  // The link was not used up by the refusals: the invitee still creates the account with it.
  await password.fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('nav-keys')).toBeVisible();
  const session = (await page.evaluate(() => fetch('/v1/console/session').then((r) => r.json()))) as { member: { email: string; role: string } };
  expect(session.member).toMatchObject({ email, role: 'developer' });
});
