import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { API_URL } from '../../playwright.config.js';

/** The password console e2e accounts set when they accept an invitation. */
export const CONSOLE_PASSWORD = 'a long passphrase for e2e';

/** `npm run admin -- …args --json` on the e2e server's database, as an operator would run it. */
export function admin<T>(...args: string[]): T {
  const out = execFileSync('npm', ['run', '-s', 'admin', '--', ...args, '--json'], {
    env: { ...process.env, CLARITY_DB_PATH: 'test-results/e2e-data/clarity.db', CLARITY_PUBLIC_URL: API_URL, CLARITY_LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

/** An organization of its own (so a spec's members and audit entries touch no other spec's). */
export function newOrg(name: string): { orgId: string; apiKey: string } {
  const { org, apiKey } = admin<{ org: { id: string }; apiKey: string }>('orgs', 'create', '--name', name);
  return { orgId: org.id, apiKey };
}

/** The CLI's one-time sign-up link for `email` in `orgId`. */
export function inviteLink(orgId: string, email: string, role: 'owner' | 'admin' | 'developer' | 'viewer'): string {
  return admin<{ inviteUrl: string }>('members', 'invite', '--org', orgId, '--email', email, '--role', role).inviteUrl;
}

/** Opens an invitation link and creates the account with a password; lands on the keys page. */
export async function signUp(page: Page, link: string, email: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('nav-keys')).toBeVisible();
}
