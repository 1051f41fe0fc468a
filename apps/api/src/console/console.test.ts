// @postgres: the console stores: members, sessions, keys and their rotation, the audit log, defaults
import { mkdirSync, writeFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { decodeJwt } from 'jose';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createLogger } from '../http/logging.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { LOCKOUT_AFTER_FAILURES, LOCKOUT_MS, SESSION_IDLE_MS } from './service.js';

/**
 * The console's API over real HTTP on a real database: invitation → account → session, the session
 * rules (cookie flags, CSRF, fixation, idle expiry, lockout), roles, API keys (create, rotate with a
 * grace period that the SDK API honours, revoke), the audit log, and tenant isolation.
 */

const PASSWORD = 'correct horse battery staple';
const ORIGIN = 'http://localhost:8787';

let ctx: TestContext;
let orgId: string;

beforeEach(async () => {
  ctx = await createTestContext({ CLARITY_PUBLIC_URL: ORIGIN });
  ({ orgId } = await ctx.newOrg('Acme'));
});
afterEach(async () => {
  await ctx.close();
});

/** An invitation made as the admin CLI makes it; returns the code from its link. */
async function invite(email: string, role: 'owner' | 'admin' | 'developer' | 'viewer', org = orgId): Promise<string> {
  const { code } = await ctx.app.locals.services.console.invite(org, email, role, { label: 'cli' });
  return code;
}

interface Browser {
  cookie: string;
  csrf: string;
  email: string;
}

/** Accepts an invitation as the browser would: returns the session cookie and CSRF token. */
async function join(email: string, role: 'owner' | 'admin' | 'developer' | 'viewer', org = orgId): Promise<Browser> {
  const code = await invite(email, role, org);
  const res = await request(ctx.app).post(`/v1/console/invites/${code}/accept`).set('origin', ORIGIN).send({ email, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { cookie: sessionCookieOf(res.headers['set-cookie']), csrf: (res.body as { csrfToken: string }).csrfToken, email };
}

function sessionCookieOf(header: string | string[] | undefined): string {
  const cookie = [header ?? []].flat().find((c) => c.startsWith('clarity_console='));
  if (!cookie) throw new Error(`no session cookie in ${String(header)}`);
  return cookie.split(';')[0]!;
}

const get = (b: Browser, path: string) => request(ctx.app).get(`/v1/console${path}`).set('cookie', b.cookie);
const change = (b: Browser, method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object) => {
  const req = request(ctx.app)[method](`/v1/console${path}`).set('cookie', b.cookie).set('x-csrf-token', b.csrf).set('origin', ORIGIN);
  return body ? req.send(body) : req;
};

describe('invitations and sign-in', () => {
  it('an invitation opens once: the invitee sets a password, gets a session, and the code is spent', async () => {
    const code = await invite('Owner@Acme.example', 'owner');
    const opened = await request(ctx.app).get(`/v1/console/invites/${code}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ email: 'owner@acme.example', role: 'owner', orgName: 'Acme' });

    const accepted = await request(ctx.app).post(`/v1/console/invites/${code}/accept`).send({ email: 'owner@acme.example', password: PASSWORD });
    expect(accepted.status).toBe(201);
    const setCookie = [accepted.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/clarity_console=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);

    const session = await request(ctx.app).get('/v1/console/session').set('cookie', sessionCookieOf(accepted.headers['set-cookie']));
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ member: { email: 'owner@acme.example', role: 'owner' }, org: { id: orgId, name: 'Acme' }, environment: 'production' });

    expect((await request(ctx.app).get(`/v1/console/invites/${code}`)).status).toBe(404);
    expect((await request(ctx.app).post(`/v1/console/invites/${code}/accept`).send({ email: 'owner@acme.example', password: PASSWORD })).status).toBe(404);
  });

  it('refuses a weak password or another email with a field-level 400, and creates nothing', async () => {
    const code = await invite('dev@acme.example', 'developer');
    const short = await request(ctx.app).post(`/v1/console/invites/${code}/accept`).send({ email: 'dev@acme.example', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([expect.objectContaining({ path: ['password'], code: 'too_short' })]);
    const common = await request(ctx.app).post(`/v1/console/invites/${code}/accept`).send({ email: 'dev@acme.example', password: 'password1234' });
    expect(common.body.issues).toEqual([expect.objectContaining({ path: ['password'], code: 'too_common' })]);
    const other = await request(ctx.app).post(`/v1/console/invites/${code}/accept`).send({ email: 'someone@else.example', password: PASSWORD });
    expect(other.body.issues).toEqual([expect.objectContaining({ path: ['email'], code: 'email_mismatch' })]);
    // The invitation still works: nothing was spent or created.
    expect((await request(ctx.app).get(`/v1/console/invites/${code}`)).status).toBe(200);
    expect(await ctx.app.locals.services.console.members(orgId)).toEqual([]);
  });

  it('stores the password only as an argon2id hash', async () => {
    await join('owner@acme.example', 'owner');
    const row = await ctx.database.db.selectFrom('console_members').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(ctx.logs()).not.toContain(PASSWORD);
  });

  it('signs in with email and password; a wrong password, an unknown email and a locked account get the same 401', async () => {
    await join('owner@acme.example', 'owner');
    const ok = await request(ctx.app).post('/v1/console/sessions').send({ email: 'OWNER@acme.example', password: PASSWORD });
    expect(ok.status).toBe(200);
    const wrong = await request(ctx.app).post('/v1/console/sessions').send({ email: 'owner@acme.example', password: 'not the password at all' });
    const unknown = await request(ctx.app).post('/v1/console/sessions').send({ email: 'nobody@acme.example', password: PASSWORD });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
  });

  it(`locks an account for a while after ${LOCKOUT_AFTER_FAILURES} failed sign-ins, even with the right password`, async () => {
    await join('owner@acme.example', 'owner');
    for (let i = 0; i < LOCKOUT_AFTER_FAILURES; i++) {
      expect((await request(ctx.app).post('/v1/console/sessions').send({ email: 'owner@acme.example', password: `wrong password ${i}` })).status).toBe(401);
    }
    expect((await request(ctx.app).post('/v1/console/sessions').send({ email: 'owner@acme.example', password: PASSWORD })).status).toBe(401);
    ctx.clock.advance(LOCKOUT_MS + 1000);
    expect((await request(ctx.app).post('/v1/console/sessions').send({ email: 'owner@acme.example', password: PASSWORD })).status).toBe(200);
  });

  it('limits sign-in attempts per address whatever the account (429 with Retry-After)', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await request(ctx.app).post('/v1/console/sessions').send({ email: `x${i}@acme.example`, password: 'whatever it is' })).status;
    expect(last).toBe(429);
  });

  it('never keeps a session id the browser had before sign-in (fixation), and ends sessions when idle', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const again = await request(ctx.app).post('/v1/console/sessions').set('cookie', owner.cookie).send({ email: 'owner@acme.example', password: PASSWORD });
    const fresh = sessionCookieOf(again.headers['set-cookie']);
    expect(fresh).not.toBe(owner.cookie);
    expect((await get(owner, '/session')).status).toBe(401);
    ctx.clock.advance(SESSION_IDLE_MS + 1000);
    expect((await request(ctx.app).get('/v1/console/session').set('cookie', fresh)).status).toBe(401);
  });

  it('signs out here, and everywhere', async () => {
    const one = await join('owner@acme.example', 'owner');
    const signIn = await request(ctx.app).post('/v1/console/sessions').send({ email: 'owner@acme.example', password: PASSWORD });
    const two = { ...one, cookie: sessionCookieOf(signIn.headers['set-cookie']), csrf: signIn.body.csrfToken as string };
    expect((await change(one, 'delete', '/session')).status).toBe(204);
    expect((await get(one, '/session')).status).toBe(401);
    expect((await get(two, '/session')).status).toBe(200);
    const third = await request(ctx.app).post('/v1/console/sessions').send({ email: 'owner@acme.example', password: PASSWORD });
    expect((await change(two, 'post', '/session/sign-out-everywhere')).status).toBe(204);
    expect((await request(ctx.app).get('/v1/console/session').set('cookie', sessionCookieOf(third.headers['set-cookie']))).status).toBe(401);
  });
});

describe('what protects a session', () => {
  it('refuses a change without the CSRF token, with another one, or from another origin', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const body = { name: 'Backend', environment: 'staging' };
    const noToken = await request(ctx.app).post('/v1/console/keys').set('cookie', owner.cookie).send(body);
    expect(noToken.status).toBe(403);
    expect(noToken.body.error.code).toBe('csrf_failed');
    expect((await request(ctx.app).post('/v1/console/keys').set('cookie', owner.cookie).set('x-csrf-token', 'x'.repeat(43)).send(body)).status).toBe(403);
    const crossSite = await request(ctx.app).post('/v1/console/keys').set('cookie', owner.cookie).set('x-csrf-token', owner.csrf).set('origin', 'https://evil.example').send(body);
    expect(crossSite.body.error.code).toBe('csrf_failed');
    // A cross-site HTML form can only send form encodings: refused before anything is read.
    const form = await request(ctx.app).post('/v1/console/keys').set('cookie', owner.cookie).set('origin', 'https://evil.example').type('form').send('name=x&environment=staging');
    expect(form.status).toBeGreaterThanOrEqual(400);
    expect(form.status).toBeLessThan(500);
    expect((await get(owner, '/keys')).body.data).toHaveLength(1);
  });

  it('accepts no API key on a console route, and no console cookie on the SDK', async () => {
    const { apiKey } = await ctx.newOrg('Other');
    const owner = await join('owner@acme.example', 'owner');
    const withKey = await request(ctx.app).get('/v1/console/keys').set('x-api-key', apiKey).set('cookie', owner.cookie);
    expect(withKey.status).toBe(401);
    expect(withKey.body.error.code).toBe('console_session_required');
    expect((await request(ctx.app).get('/v1/sdk/partner-portfolios').set('cookie', owner.cookie)).status).toBe(401);
  });

  it('answers 401 on every console route without a session', async () => {
    for (const [method, path] of [
      ['get', '/session'],
      ['get', '/members'],
      ['get', '/keys'],
      ['get', '/audit'],
      ['get', '/audit.csv'],
      ['post', '/keys'],
      ['post', '/members/invites'],
      ['get', '/embeds/defaults'],
      ['put', '/embeds/defaults'],
      ['post', '/embeds/preview'],
      ['post', '/embeds/revoke-all'],
    ] as const) {
      expect((await request(ctx.app)[method](`/v1/console${path}`).send({})).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('roles', () => {
  it('a viewer sees but changes nothing; a developer makes staging keys only and cannot invite or change roles', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const dev = await join('dev@acme.example', 'developer');
    const viewer = await join('viewer@acme.example', 'viewer');
    expect((await get(viewer, '/keys')).status).toBe(200);
    expect((await get(viewer, '/members')).body.data).toHaveLength(3);
    for (const b of [viewer, dev]) {
      const invited = await change(b, 'post', '/members/invites', { email: 'new@acme.example', role: 'viewer' });
      expect(invited.status).toBe(403);
      expect(invited.body.error.code).toBe('role_denied');
    }
    expect((await change(viewer, 'post', '/keys', { name: 'x', environment: 'staging' })).status).toBe(403);
    expect((await change(dev, 'post', '/keys', { name: 'x', environment: 'production' })).status).toBe(403);
    expect((await change(dev, 'post', '/keys', { name: 'CI', environment: 'staging' })).status).toBe(201);
    const members = (await get(owner, '/members')).body.data as { id: string; email: string }[];
    const viewerId = members.find((m) => m.email === viewer.email)!.id;
    expect((await change(dev, 'patch', `/members/${viewerId}`, { role: 'admin' })).status).toBe(403);
    expect((await change(owner, 'patch', `/members/${viewerId}`, { role: 'admin' })).body.role).toBe('admin');
  });

  it('keeps at least one owner', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const me = ((await get(owner, '/members')).body.data as { id: string }[])[0]!;
    expect((await change(owner, 'patch', `/members/${me.id}`, { role: 'viewer' })).status).toBe(409);
    expect((await change(owner, 'delete', `/members/${me.id}`)).status).toBe(409);
  });
});

describe('every console route, with each role and with none', () => {
  type Role = 'owner' | 'admin' | 'developer' | 'viewer';
  type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
  type Call = { method: Method; path: string; body?: object };
  /** A route's call (its path with real ids, made fresh for each caller where a call spends them) and the status each caller gets. */
  interface Row {
    call: () => Call | Promise<Call>;
    expect: Record<Role | 'none', number>;
  }
  const all = (status: number) => ({ none: 401, owner: status, admin: status, developer: status, viewer: status });
  const ownersAndAdmins = (status: number) => ({ none: 401, owner: status, admin: status, developer: 403, viewer: 403 });
  /** Routes reached before a session exists (signing in, accepting an invitation): the same answer with or without one. */
  const open = (status: number) => ({ none: status, owner: status, admin: status, developer: status, viewer: status });

  it('answers each role as docs/console.md says, 401 without a session, and logs no cookie, CSRF token or key on the way', async () => {
    const members = { owner: await join('owner@acme.example', 'owner'), admin: await join('admin@acme.example', 'admin'), developer: await join('dev@acme.example', 'developer'), viewer: await join('viewer@acme.example', 'viewer') };
    const { owner } = members;
    const newKey = async (environment: 'production' | 'staging') => (await change(owner, 'post', '/keys', { name: 'Target', environment })).body as { key: { keyId: string }; apiKey: string };
    const apiKey = (await newKey('production')).apiKey;
    const created = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId: 'client-1' });
    const portfolioId = created.body.id as string;
    // Members and sessions made through the service, not over HTTP: the address's sign-in limit (30 in
    // 15 minutes) is for the open routes below.
    const service = ctx.app.locals.services.console;
    let invited = 0;
    const newMember = async () => {
      const email = `target-${++invited}@acme.example`;
      return (await service.acceptInvite(await invite(email, 'viewer'), email, PASSWORD, undefined)).member.id;
    };
    const table: Record<string, Row> = {
      'POST /v1/console/sessions': { call: () => ({ method: 'post', path: '/sessions', body: {} }), expect: open(400) },
      'GET /v1/console/invites/:code': { call: () => ({ method: 'get', path: '/invites/unknown-code' }), expect: open(404) },
      'POST /v1/console/invites/:code/accept': { call: () => ({ method: 'post', path: '/invites/unknown-code/accept', body: { email: 'x@acme.example', password: PASSWORD } }), expect: open(404) },
      'POST /v1/console/passkeys/sign-in/options': { call: () => ({ method: 'post', path: '/passkeys/sign-in/options' }), expect: open(200) },
      'POST /v1/console/passkeys/sign-in': { call: () => ({ method: 'post', path: '/passkeys/sign-in', body: {} }), expect: open(400) },
      'GET /v1/console/session': { call: () => ({ method: 'get', path: '/session' }), expect: all(200) },
      'GET /v1/console/passkeys': { call: () => ({ method: 'get', path: '/passkeys' }), expect: all(200) },
      'POST /v1/console/passkeys/registration/options': { call: () => ({ method: 'post', path: '/passkeys/registration/options' }), expect: all(200) },
      // A malformed answer: refused on its form, so the route was open to the caller.
      'POST /v1/console/passkeys': { call: () => ({ method: 'post', path: '/passkeys', body: { name: 'x' } }), expect: all(400) },
      'DELETE /v1/console/passkeys/:id': { call: () => ({ method: 'delete', path: '/passkeys/pk_unknown' }), expect: all(404) },
      'GET /v1/console/members': { call: () => ({ method: 'get', path: '/members' }), expect: all(200) },
      'POST /v1/console/members/invites': { call: () => ({ method: 'post', path: '/members/invites', body: { email: `invitee-${++invited}@acme.example`, role: 'viewer' } }), expect: ownersAndAdmins(201) },
      'PATCH /v1/console/members/:id': { call: async () => ({ method: 'patch', path: `/members/${await newMember()}`, body: { role: 'developer' } }), expect: { none: 401, owner: 200, admin: 403, developer: 403, viewer: 403 } },
      'DELETE /v1/console/members/:id': { call: async () => ({ method: 'delete', path: `/members/${await newMember()}` }), expect: { none: 401, owner: 204, admin: 403, developer: 403, viewer: 403 } },
      'GET /v1/console/keys': { call: () => ({ method: 'get', path: '/keys' }), expect: all(200) },
      'POST /v1/console/keys': { call: () => ({ method: 'post', path: '/keys', body: { name: 'CI', environment: 'staging' } }), expect: { none: 401, owner: 201, admin: 201, developer: 201, viewer: 403 } },
      'POST /v1/console/keys/:keyId/revoke': { call: async () => ({ method: 'post', path: `/keys/${(await newKey('staging')).key.keyId}/revoke` }), expect: ownersAndAdmins(204) },
      'POST /v1/console/keys/:keyId/rotate': { call: async () => ({ method: 'post', path: `/keys/${(await newKey('staging')).key.keyId}/rotate`, body: { graceHours: 0 } }), expect: { none: 401, owner: 201, admin: 201, developer: 201, viewer: 403 } },
      'GET /v1/console/embeds/defaults': { call: () => ({ method: 'get', path: '/embeds/defaults' }), expect: all(200) },
      'PUT /v1/console/embeds/defaults': {
        call: () => ({ method: 'put', path: '/embeds/defaults', body: { allowedOrigins: ['https://bank.example'], ttlSeconds: 600, scope: ['card'], locale: null, theme: { mode: 'auto', accent: null } } }),
        expect: ownersAndAdmins(200),
      },
      'POST /v1/console/embeds/preview': { call: () => ({ method: 'post', path: '/embeds/preview', body: { portfolioId } }), expect: all(201) },
      'POST /v1/console/embeds/revoke-all': { call: () => ({ method: 'post', path: '/embeds/revoke-all', body: { portfolioId } }), expect: ownersAndAdmins(200) },
      'GET /v1/console/audit': { call: () => ({ method: 'get', path: '/audit' }), expect: all(200) },
      'GET /v1/console/audit.csv': { call: () => ({ method: 'get', path: '/audit.csv' }), expect: all(200) },
      'GET /v1/console/usage': { call: () => ({ method: 'get', path: '/usage' }), expect: all(200) },
      'GET /v1/console/support/portfolios': { call: () => ({ method: 'get', path: '/support/portfolios?externalId=client-1' }), expect: all(200) },
      // These end the caller's session: each caller signs in afresh for them, below.
      'DELETE /v1/console/session': { call: () => ({ method: 'delete', path: '/session' }), expect: all(204) },
      'POST /v1/console/session/sign-out-everywhere': { call: () => ({ method: 'post', path: '/session/sign-out-everywhere' }), expect: all(204) },
    };
    // A route added to the console without a row here fails this test.
    expect(Object.keys(table).sort()).toEqual(ctx.app.locals.routes.routes().filter((r) => r.includes(' /v1/console/')).sort());

    const signIn = async (who: Browser): Promise<Browser> => {
      const issued = await service.signIn(who.email, PASSWORD, undefined);
      return { cookie: `clarity_console=${issued.token}`, csrf: issued.csrfToken, email: who.email };
    };
    const sessions: Browser[] = Object.values(members);
    const ends = (route: string) => route.endsWith('/session') || route.endsWith('/sign-out-everywhere');
    for (const [route, row] of Object.entries(table)) {
      for (const caller of ['none', 'viewer', 'developer', 'admin', 'owner'] as const) {
        const { method, path, body } = await row.call();
        let res;
        if (caller === 'none') {
          res = await request(ctx.app)[method](`/v1/console${path}`).set('origin', ORIGIN).send(body);
        } else {
          const who = ends(route) ? await signIn(members[caller]) : members[caller];
          sessions.push(who);
          res = method === 'get' ? await get(who, path) : await change(who, method, path, body);
        }
        expect(res.status, `${route} as ${caller}: ${JSON.stringify(res.body)}`).toBe(row.expect[caller]);
        if (res.status === 403) expect(res.body.error.code, `${route} as ${caller}`).toBe('role_denied');
        if (res.status === 401 && caller === 'none') expect(res.body.error.code).toBe('unauthorized');
      }
    }
    const logs = ctx.logs();
    expect(logs).toContain('/v1/console/embeds/preview');
    for (const secret of [apiKey, PASSWORD, ...sessions.flatMap((b) => [b.cookie.split('=')[1]!, b.csrf])]) expect(logs.includes(secret), 'a secret in the log').toBe(false);
  });
});

describe('API keys', () => {
  it('creates a staging key shown once that works against the API, rotates it with a grace period, then the old one gets 401', async () => {
    const staging = await createTestContext({ CLARITY_PUBLIC_URL: ORIGIN, CLARITY_ENV: 'staging' });
    try {
      const { org } = await staging.app.locals.services.organizations.create('Acme staging', 'staging');
      const { code } = await staging.app.locals.services.console.invite(org.id, 'dev@acme.example', 'developer', { label: 'cli' });
      const accepted = await request(staging.app).post(`/v1/console/invites/${code}/accept`).send({ email: 'dev@acme.example', password: PASSWORD });
      const dev = { cookie: sessionCookieOf(accepted.headers['set-cookie']), csrf: accepted.body.csrfToken as string };
      const call = (path: string, method: 'get' | 'post', body?: object) => {
        const r = request(staging.app)[method](`/v1/console${path}`).set('cookie', dev.cookie).set('x-csrf-token', dev.csrf);
        return body ? r.send(body) : r;
      };

      const created = await call('/keys', 'post', { name: 'Backend', environment: 'staging' });
      expect(created.status).toBe(201);
      const oldKey = created.body.apiKey as string;
      expect(oldKey).toMatch(/^clk_test_/);
      expect(created.body.key).toMatchObject({ name: 'Backend', environment: 'staging', createdBy: 'dev@acme.example', prefix: oldKey.split('_').slice(0, 3).join('_') });
      // Listed by prefix, never with the secret.
      const listed = await call('/keys', 'get');
      expect(JSON.stringify(listed.body)).not.toContain(oldKey);
      expect((await request(staging.app).get('/v1/sdk/partner-portfolios').set('x-api-key', oldKey)).status).toBe(200);
      const used = ((await call('/keys', 'get')).body.data as { keyId: string; lastUsedAt: string | null }[]).find((k) => k.keyId === created.body.key.keyId);
      expect(used?.lastUsedAt).toBe(staging.clock.now().toISOString());

      const rotated = await call(`/keys/${created.body.key.keyId}/rotate`, 'post', { graceHours: 2 });
      expect(rotated.status).toBe(201);
      const newKey = rotated.body.apiKey as string;
      expect((await request(staging.app).get('/v1/sdk/partner-portfolios').set('x-api-key', oldKey)).status).toBe(200);
      expect((await request(staging.app).get('/v1/sdk/partner-portfolios').set('x-api-key', newKey)).status).toBe(200);
      staging.clock.advance(2 * 3600_000 + 2000);
      expect((await request(staging.app).get('/v1/sdk/partner-portfolios').set('x-api-key', oldKey)).status).toBe(401);
      expect((await request(staging.app).get('/v1/sdk/partner-portfolios').set('x-api-key', newKey)).status).toBe(200);
      expect(staging.logs()).not.toContain(oldKey);
      expect(staging.logs()).not.toContain(newKey);
    } finally {
      await staging.close();
    }
  });

  it('revokes a key at once (owner), and another organization’s key is not found', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const created = await change(owner, 'post', '/keys', { name: 'Prod', environment: 'production' });
    expect((await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', created.body.apiKey)).status).toBe(200);
    expect((await change(owner, 'post', `/keys/${created.body.key.keyId}/revoke`)).status).toBe(204);
    expect((await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', created.body.apiKey)).status).toBe(401);

    const other = await ctx.newOrg('Other');
    expect((await change(owner, 'post', `/keys/${other.keyId}/revoke`)).status).toBe(404);
    expect((await change(owner, 'post', `/keys/${other.keyId}/rotate`, { graceHours: 0 })).status).toBe(404);
    expect((await request(ctx.app).get('/v1/sdk/partner-portfolios').set('x-api-key', other.apiKey)).status).toBe(200);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const before = (await get(owner, '/keys')).body.data.length as number;
    const bad = await change(owner, 'post', '/keys', { name: '', environment: 'qa' });
    expect(bad.status).toBe(400);
    expect((bad.body.issues as { path: string[] }[]).map((i) => i.path[0]).sort()).toEqual(['environment', 'name']);
    expect((await change(owner, 'post', `/keys/${'x'}/rotate`, { graceHours: 9999 })).status).toBe(400);
    expect((await get(owner, '/keys')).body.data).toHaveLength(before);
  });
});

describe('audit log', () => {
  it('lists every change with who, when and from where, filters by action, and exports CSV', async () => {
    const owner = await join('owner@acme.example', 'owner');
    await change(owner, 'post', '/members/invites', { email: 'dev@acme.example', role: 'developer' });
    const key = await change(owner, 'post', '/keys', { name: 'Backend', environment: 'production' });
    await change(owner, 'post', `/keys/${key.body.key.keyId}/rotate`, { graceHours: 0 });
    await request(ctx.app).post('/v1/console/sessions').send({ email: 'owner@acme.example', password: 'a wrong password here' });

    const all = (await get(owner, '/audit')).body.data as { action: string; actor: string; address: string | null }[];
    expect(all.map((e) => e.action)).toEqual(['session.sign_in_failed', 'key.rotated', 'key.created', 'member.invited', 'member.joined', 'member.invited']);
    expect(all[1]).toMatchObject({ actor: 'owner@acme.example' });
    expect(all[1]!.address).toBeTruthy();
    expect(((await get(owner, '/audit?action=key.')).body.data as unknown[]).length).toBe(2);
    expect((await get(owner, '/audit?limit=0')).status).toBe(400);

    const csv = await get(owner, '/audit.csv');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe('at,actor,action,target,address');
    expect(csv.text).toContain('key.rotated');
  });

  it('keeps each organization to its own entries', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const other = await ctx.newOrg('Other');
    const stranger = await join('owner@other.example', 'owner', other.orgId);
    await change(stranger, 'post', '/keys', { name: 'Theirs', environment: 'production' });
    const ours = (await get(owner, '/audit')).body.data as { target: string | null }[];
    expect(ours.some((e) => e.target?.includes('Theirs'))).toBe(false);
    expect(((await get(owner, '/keys')).body.data as { name: string | null }[]).some((k) => k.name === 'Theirs')).toBe(false);
    // Their member and key ids, named in our session: not found, and untouched.
    const theirKeys = async () => (await get(stranger, '/keys')).body.data as { keyId: string; name: string | null; revokedAt: string | null }[];
    const theirKey = (await theirKeys()).find((k) => k.name === 'Theirs')!.keyId;
    const theirMember = ((await get(stranger, '/members')).body.data as { id: string }[])[0]!.id;
    for (const [method, path, body] of [
      ['patch', `/members/${theirMember}`, { role: 'viewer' }],
      ['delete', `/members/${theirMember}`, undefined],
      ['post', `/keys/${theirKey}/rotate`, { graceHours: 0 }],
      ['post', `/keys/${theirKey}/revoke`, undefined],
    ] as const) {
      expect((await change(owner, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await get(stranger, '/members')).body.data).toMatchObject([{ id: theirMember, role: 'owner' }]);
    expect((await theirKeys()).find((k) => k.keyId === theirKey)?.revokedAt).toBeNull();
  });
});

describe('embed defaults, preview and revocation', () => {
  const DEFAULTS = {
    allowedOrigins: ['https://bank.example', 'https://staging.bank.example'],
    ttlSeconds: 1200,
    scope: ['card'],
    locale: 'de',
    theme: { mode: 'dark', accent: '#0a7cff', radius: 'large', font: 'serif' },
  };

  async function portfolioOf(apiKey: string, externalId = 'client-1'): Promise<string> {
    const res = await request(ctx.app).post('/v1/sdk/partner-portfolios').set('x-api-key', apiKey).send({ externalId, currentHoldings: [{ ticker: 'AAPL', quantity: 3 }] });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  it('owners and admins set the defaults; developers and viewers get 403; every role reads them', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const admin = await join('admin@acme.example', 'admin');
    const dev = await join('dev@acme.example', 'developer');
    const viewer = await join('viewer@acme.example', 'viewer');
    // Before anyone sets them: the mint's own defaults.
    expect((await get(viewer, '/embeds/defaults')).body).toEqual({ allowedOrigins: [], ttlSeconds: 600, scope: ['card', 'chat'], locale: null, theme: { mode: 'auto', accent: null, radius: 'medium', font: 'inter' } });
    for (const b of [dev, viewer]) {
      const refused = await change(b, 'put', '/embeds/defaults', DEFAULTS);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('role_denied');
    }
    expect((await change(admin, 'put', '/embeds/defaults', DEFAULTS)).status).toBe(200);
    expect((await get(dev, '/embeds/defaults')).body).toEqual(DEFAULTS);
    expect((await change(owner, 'put', '/embeds/defaults', { ...DEFAULTS, ttlSeconds: 900 })).body.ttlSeconds).toBe(900);
    const audit = (await get(owner, '/audit?action=embed.')).body.data as { actor: string; action: string }[];
    expect(audit.map((e) => `${e.actor} ${e.action}`)).toEqual(['owner@acme.example embed.defaults_changed', 'admin@acme.example embed.defaults_changed']);
  });

  it('refuses bad defaults with a 400 naming the field, and keeps the old ones', async () => {
    const owner = await join('owner@acme.example', 'owner');
    await change(owner, 'put', '/embeds/defaults', DEFAULTS);
    for (const [bad, path] of [
      [{ ...DEFAULTS, allowedOrigins: ['https://bank.example/path'] }, ['allowedOrigins', 0]],
      [{ ...DEFAULTS, allowedOrigins: ['https://a.example', 'https://a.example'] }, ['allowedOrigins', 1]],
      [{ ...DEFAULTS, ttlSeconds: 5 }, ['ttlSeconds']],
      [{ ...DEFAULTS, scope: [] }, ['scope']],
      [{ ...DEFAULTS, locale: 'xx' }, ['locale']],
      [{ ...DEFAULTS, theme: { mode: 'dark', accent: 'red;x' } }, ['theme', 'accent']],
      [{ ...DEFAULTS, theme: { ...DEFAULTS.theme, radius: '12px' } }, ['theme', 'radius']],
      [{ ...DEFAULTS, theme: { ...DEFAULTS.theme, font: 'Comic Sans MS' } }, ['theme', 'font']],
    ] as const) {
      const res = await change(owner, 'put', '/embeds/defaults', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.issues[0].path).toEqual(path);
    }
    expect((await get(owner, '/embeds/defaults')).body).toEqual(DEFAULTS);
  });

  it('a mint that omits origins, lifetime, scope and language gets the defaults; what it names wins', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const { apiKey } = await ctx.newOrg('Acme backend');
    // The key must be Acme's own: make one through the console.
    const key = (await change(owner, 'post', '/keys', { name: 'Backend', environment: 'production' })).body.apiKey as string;
    void apiKey;
    const portfolioId = await portfolioOf(key);
    const mint = (body: object) => request(ctx.app).post('/v1/sdk/clarity/embeds').set('x-api-key', key).send({ portfolioId, ...body });

    const withoutDefaults = await mint({});
    expect(withoutDefaults.status).toBe(400);
    expect(withoutDefaults.body.issues[0].path).toEqual(['allowedOrigins']);

    await change(owner, 'put', '/embeds/defaults', DEFAULTS);
    const minted = await mint({});
    expect(minted.status).toBe(201);
    const claims = decodeJwt(minted.body.token as string);
    expect(claims.origins).toEqual(DEFAULTS.allowedOrigins);
    expect(claims.scope).toEqual(['card']);
    expect(claims.locale).toBe('de');
    expect(claims.exp! - claims.iat!).toBe(1200);

    const named = decodeJwt((await mint({ allowedOrigins: ['https://other.example'], ttlSeconds: 60, scope: ['chat'], locale: 'fr' })).body.token as string);
    expect(named).toMatchObject({ origins: ['https://other.example'], scope: ['chat'], locale: 'fr' });
    expect(named.exp! - named.iat!).toBe(60);
  });

  it('a mint carries the saved theme on its url (the widget reads it there); without a saved theme the url is the plain one', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const key = (await change(owner, 'post', '/keys', { name: 'Backend', environment: 'production' })).body.apiKey as string;
    const portfolioId = await portfolioOf(key);
    const mint = async () => {
      const res = await request(ctx.app).post('/v1/sdk/clarity/embeds').set('x-api-key', key).send({ portfolioId, allowedOrigins: ['https://bank.example'] });
      expect(res.status).toBe(201);
      return new URL(res.body.url as string);
    };
    const plain = await mint();
    expect([...plain.searchParams.keys()]).toEqual(['token']);

    await change(owner, 'put', '/embeds/defaults', DEFAULTS);
    const themed = await mint();
    expect(Object.fromEntries(themed.searchParams)).toEqual({ token: expect.any(String), theme: 'dark', accent: '#0a7cff', radius: 'large', font: 'serif' });
    // A console older than radius and font saves without them: the widget's own, so the url names neither.
    await change(owner, 'put', '/embeds/defaults', { ...DEFAULTS, theme: { mode: 'light', accent: null } });
    expect((await get(owner, '/embeds/defaults')).body.theme).toEqual({ mode: 'light', accent: null, radius: 'medium', font: 'inter' });
    expect(Object.fromEntries((await mint()).searchParams)).toEqual({ token: expect.any(String), theme: 'light' });
  });

  it('previews through the session: a token framed only by the console, with the theme on the URL; another org’s portfolio is 404', async () => {
    const viewer = await join('viewer@acme.example', 'viewer');
    const owner = await join('owner@acme.example', 'owner');
    const key = (await change(owner, 'post', '/keys', { name: 'Backend', environment: 'production' })).body.apiKey as string;
    await portfolioOf(key, 'older');
    const newest = await portfolioOf(key, 'newest');
    await change(owner, 'put', '/embeds/defaults', DEFAULTS);

    const preview = await change(viewer, 'post', '/embeds/preview', {});
    expect(preview.status).toBe(201);
    expect(preview.body.portfolioId).toBe(newest);
    const url = new URL(preview.body.url as string);
    expect(url.searchParams.get('theme')).toBe('dark');
    expect(url.searchParams.get('accent')).toBe('#0a7cff');
    expect(url.searchParams.get('radius')).toBe('large');
    expect(url.searchParams.get('font')).toBe('serif');
    const claims = decodeJwt(url.searchParams.get('token')!);
    expect(claims).toMatchObject({ origins: [ORIGIN], scope: ['card'], locale: 'de', sub: newest });
    // The embed page opens for the console's origin.
    expect((await request(ctx.app).get(`${url.pathname}${url.search}`)).headers['content-security-policy']).toContain(`frame-ancestors ${ORIGIN}`);

    const other = await ctx.newOrg('Other');
    const theirs = await portfolioOf(other.apiKey, 'theirs');
    expect((await change(viewer, 'post', '/embeds/preview', { portfolioId: theirs })).status).toBe(404);
    expect((await change(owner, 'post', '/embeds/revoke-all', { portfolioId: theirs })).status).toBe(404);
  });

  it('owners and admins revoke every token of a portfolio; the revoked token gets 401', async () => {
    const owner = await join('owner@acme.example', 'owner');
    const dev = await join('dev@acme.example', 'developer');
    const key = (await change(owner, 'post', '/keys', { name: 'Backend', environment: 'production' })).body.apiKey as string;
    const portfolioId = await portfolioOf(key);
    const minted = await request(ctx.app).post('/v1/sdk/clarity/embeds').set('x-api-key', key).send({ portfolioId, allowedOrigins: ['https://bank.example'] });
    expect((await change(dev, 'post', '/embeds/revoke-all', { portfolioId })).status).toBe(403);
    const revoked = await change(owner, 'post', '/embeds/revoke-all', { portfolioId });
    expect(revoked.body).toEqual({ portfolioId, revoked: 1 });
    const card = await request(ctx.app).post('/v1/clarity/card').set('x-embed-token', minted.body.token as string).set('origin', 'https://bank.example').send({ portfolioId });
    expect(card.status).toBe(401);
    expect(((await get(owner, '/audit?action=embed.tokens_revoked')).body.data as unknown[]).length).toBe(1);
  });
});

describe('the console page', () => {
  it('serves the single page at /console/ and below it with a strict CSP, its assets for good, and no page where an asset is missing', async () => {
    const dist = joinPath(ctx.dir, 'console-dist');
    mkdirSync(joinPath(dist, 'assets'), { recursive: true });
    writeFileSync(joinPath(dist, 'index.html'), '<!doctype html><title>console</title><script type="module" src="/console/assets/app-1.js"></script>');
    writeFileSync(joinPath(dist, 'assets', 'app-1.js'), 'export {};');
    const app = createApp({ config: ctx.config, database: ctx.database, clock: ctx.clock, logger: createLogger('silent'), consoleDistDir: dist });
    for (const path of ['/console', '/console/', '/console/keys', '/console/invite/abc123']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<title>console</title>');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(`frame-src ${new URL(ctx.config.embedUrl).origin}`);
      expect(csp).not.toContain('unsafe');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const asset = await request(app).get('/console/assets/app-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await request(app).get('/console/assets/missing.js')).status).toBe(404);
  });

  it('never writes a password, session cookie, CSRF token, invitation code or API key to the log', async () => {
    const code = await invite('owner@acme.example', 'owner');
    const accepted = await request(ctx.app).post(`/v1/console/invites/${code}/accept`).set('origin', ORIGIN).send({ email: 'owner@acme.example', password: PASSWORD });
    const owner = { cookie: sessionCookieOf(accepted.headers['set-cookie']), csrf: accepted.body.csrfToken as string, email: 'owner@acme.example' };
    const created = await change(owner, 'post', '/keys', { name: 'Backend', environment: 'production' });
    const rotated = await change(owner, 'post', `/keys/${created.body.key.keyId as string}/rotate`, { graceHours: 1 });
    await change(owner, 'put', '/embeds/defaults', { allowedOrigins: ['https://bank.example'], ttlSeconds: 600, scope: ['card'], locale: null, theme: { mode: 'auto', accent: null } });
    await request(ctx.app).post('/v1/console/sessions').set('origin', ORIGIN).send({ email: 'owner@acme.example', password: 'a wrong password here' });
    const logs = ctx.logs();
    expect(logs).toContain('/v1/console/keys');
    const secrets = { password: PASSWORD, wrongPassword: 'a wrong password here', code, cookie: owner.cookie.split('=')[1]!, csrf: owner.csrf, apiKey: created.body.apiKey as string, rotatedKey: rotated.body.apiKey as string };
    for (const [what, secret] of Object.entries(secrets)) {
      const at = logs.indexOf(secret);
      expect(at, `${what} in the log: ${logs.slice(Math.max(0, at - 300), at + 50)}`).toBe(-1);
    }
  });
});
