import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO_URL } from '../playwright.config.js';
import { inviteLink, newOrg, signUp } from './support/console.js';

// A signed-in owner's browser is led to another page that posts an HTML form to the console's API (the
// classic CSRF). From another origin of the same site (the demo host, localhost:4011: the SameSite cookie
// goes along) the API's own checks refuse it; from another site (127.0.0.1) the browser does not even send
// the cookie. Either way a 4xx, and no key is made. The API tests cover the same at the HTTP level
// (apps/api/src/console/console.test.ts, "what protects a session").

const OWNER = 'csrf-owner@bank.example';

async function keyCount(page: Page): Promise<number> {
  return page.evaluate(async () => ((await (await fetch('/v1/console/keys')).json()) as { data: unknown[] }).data.length);
}

test('a cross-site form post to the console is refused and changes nothing', async ({ page }) => {
  test.setTimeout(90_000);
  const { orgId } = newOrg('Form Post Bank');
  await signUp(page, inviteLink(orgId, OWNER, 'owner'), OWNER);
  const before = await keyCount(page);

  for (const attackerPage of [`${DEMO_URL}/healthz`, `${DEMO_URL.replace('localhost', '127.0.0.1')}/healthz`]) {
    const attacker = await page.context().newPage();
    await attacker.goto(attackerPage);
    const answered = attacker.waitForResponse((r) => r.url() === `${API_URL}/v1/console/keys`);
    // A text/plain form whose body reads as JSON: the trick that gets a JSON-looking body past a form.
    await attacker.evaluate((target) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = target;
      form.enctype = 'text/plain';
      const input = document.createElement('input');
      input.name = '{"name":"csrf","environment":"staging","x":"';
      input.value = '"}';
      form.append(input);
      document.body.append(form);
      form.submit();
    }, `${API_URL}/v1/console/keys`);
    const status = (await answered).status();
    expect(status, attackerPage).toBeGreaterThanOrEqual(400);
    expect(status, attackerPage).toBeLessThan(500);
    await attacker.close();
  }
  expect(await keyCount(page)).toBe(before);
});
