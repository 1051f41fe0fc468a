import request from 'supertest';
import type { ConsoleRole } from '../console/tables.js';
import type { TestContext } from './harness.js';

/** A password that passes the console's rules (docs/console.md, "Getting in"). */
export const CONSOLE_PASSWORD = 'correct horse battery staple';

/** A member signed in as a browser would be: the session cookie and the CSRF token. */
export interface ConsoleBrowser {
  cookie: string;
  csrf: string;
  email: string;
}

/** The `clarity_console=…` pair of a Set-Cookie header. */
export function sessionCookieOf(header: string | string[] | undefined): string {
  const cookie = [header ?? []].flat().find((c) => c.startsWith('clarity_console='));
  if (!cookie) throw new Error(`no session cookie in ${String(header)}`);
  return cookie.split(';')[0]!;
}

/** Invites `email` as the admin CLI does and accepts the invitation over HTTP: a signed-in member of `orgId`. */
export async function consoleMember(ctx: TestContext, orgId: string, email: string, role: ConsoleRole): Promise<ConsoleBrowser> {
  const { code } = await ctx.app.locals.services.console.invite(orgId, email, role, { label: 'cli' });
  const res = await request(ctx.app).post(`/v1/console/invites/${code}/accept`).send({ email, password: CONSOLE_PASSWORD });
  if (res.status !== 201) throw new Error(`accepting the invitation: ${res.status} ${JSON.stringify(res.body)}`);
  return { cookie: sessionCookieOf(res.headers['set-cookie']), csrf: (res.body as { csrfToken: string }).csrfToken, email };
}

/** `GET /v1/console<path>` with the member's session. */
export function consoleGet(ctx: TestContext, b: ConsoleBrowser, path: string) {
  return request(ctx.app).get(`/v1/console${path}`).set('cookie', b.cookie);
}

/** Signs an existing member in again (after the clock moved past the session's idle limit). */
export async function consoleSignIn(ctx: TestContext, email: string): Promise<ConsoleBrowser> {
  const res = await request(ctx.app).post('/v1/console/sessions').send({ email, password: CONSOLE_PASSWORD });
  if (res.status !== 200) throw new Error(`signing in: ${res.status} ${JSON.stringify(res.body)}`);
  return { cookie: sessionCookieOf(res.headers['set-cookie']), csrf: (res.body as { csrfToken: string }).csrfToken, email };
}
