// @postgres: passkey credentials and challenges stored and spent once
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleMember, sessionCookieOf, type ConsoleBrowser } from '../testing/console-browser.js';
import { createTestContext, type TestContext } from '../testing/harness.js';
import { assert, createCredential, type SoftCredential } from '../testing/soft-authenticator.js';
import { CHALLENGE_TTL_MS } from './passkeys.js';
import { LOCKOUT_AFTER_FAILURES } from './service.js';

/**
 * Console passkeys over real HTTP on a real database, with a software authenticator that signs with
 * its own ES256 keys (testing/soft-authenticator.ts): registration, sign-in, listing and removal; the
 * challenge is single-use, short-lived and bound to its purpose and member; every bad answer is a 4xx
 * that stores nothing, signs nobody in and leaves the counter where it was.
 */

const ORIGIN = 'http://localhost:8787';
const RP_ID = 'localhost';

let ctx: TestContext;
let orgId: string;

beforeEach(async () => {
  ctx = await createTestContext({ CLARITY_PUBLIC_URL: ORIGIN });
  ({ orgId } = await ctx.newOrg('Acme'));
});
afterEach(async () => {
  await ctx.close();
});

const post = (b: ConsoleBrowser, path: string, body: object = {}) => request(ctx.app).post(`/v1/console${path}`).set('cookie', b.cookie).set('x-csrf-token', b.csrf).set('origin', ORIGIN).send(body);
const list = async (b: ConsoleBrowser) => (await request(ctx.app).get('/v1/console/passkeys').set('cookie', b.cookie)).body.data as { id: string; name: string; lastUsedAt: string | null }[];
const stored = () => ctx.database.db.selectFrom('console_passkeys').selectAll().execute();
const auditActions = async () => (await ctx.database.db.selectFrom('console_audit').select(['action', 'target']).where('org_id', '=', orgId).orderBy('seq').execute()).map((e) => `${e.action}${e.target ? ` ${e.target}` : ''}`);

/** Registration options for the member, answered by a new software credential. */
async function answerRegistration(b: ConsoleBrowser, origin = ORIGIN) {
  const options = await post(b, '/passkeys/registration/options');
  expect(options.status).toBe(200);
  const body = options.body as { challenge: string; rp: { id: string }; user: { id: string }; authenticatorSelection: { residentKey: string; userVerification: string } };
  return { options: body, ...createCredential({ challenge: body.challenge, rpId: body.rp.id, origin, userHandle: body.user.id }) };
}

async function register(b: ConsoleBrowser, name = 'Laptop'): Promise<SoftCredential> {
  const { credential, response } = await answerRegistration(b);
  const res = await post(b, '/passkeys', { name, response });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return credential;
}

async function signInChallenge(): Promise<string> {
  const res = await request(ctx.app).post('/v1/console/passkeys/sign-in/options').set('origin', ORIGIN).send({});
  expect(res.status).toBe(200);
  return (res.body as { challenge: string }).challenge;
}

const signIn = (response: object) => request(ctx.app).post('/v1/console/passkeys/sign-in').set('origin', ORIGIN).send({ response });

describe('registering a passkey', () => {
  it('asks for a discoverable, user-verified passkey for this site and stores only its public key', async () => {
    const dev = await consoleMember(ctx, orgId, 'dev@acme.example', 'developer');
    const { options, response } = await answerRegistration(dev);
    expect(options.rp.id).toBe(RP_ID);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const res = await post(dev, '/passkeys', { name: 'Work laptop', response });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: response.id, name: 'Work laptop', lastUsedAt: null });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['counter', 'created_at', 'id', 'last_used_at', 'member_id', 'name', 'public_key', 'transports']);
    // The COSE EC2 public key: a CBOR map of 77 bytes (5 entries, two 32-byte coordinates), nothing more.
    expect(Buffer.from(rows[0]!.public_key, 'base64url')).toHaveLength(77);
    expect(await list(dev)).toEqual([{ id: response.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(await auditActions()).toContain('passkey.added Work laptop');
  });

  it('refuses bad answers with a 4xx and stores nothing: malformed, replayed, expired, another origin, another member’s challenge, no CSRF token', async () => {
    const dev = await consoleMember(ctx, orgId, 'dev@acme.example', 'developer');
    const other = await consoleMember(ctx, orgId, 'other@acme.example', 'developer');

    expect((await post(dev, '/passkeys', {})).status).toBe(400);
    expect((await post(dev, '/passkeys', { name: '', response: {} })).status).toBe(400);
    const garbage = await post(dev, '/passkeys', { name: 'x', response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'bm90IGpzb24', attestationObject: 'AAAA' } } });
    expect(garbage.status).toBe(400);
    expect(garbage.body.issues[0]).toMatchObject({ path: ['response'], code: 'passkey_invalid' });

    // The answer is signed for another origin.
    const foreign = await answerRegistration(dev, 'https://evil.example');
    expect((await post(dev, '/passkeys', { name: 'x', response: foreign.response })).status).toBe(400);

    // Used once: the same answer again finds its challenge spent.
    const once = await answerRegistration(dev);
    const first = await post(dev, '/passkeys', { name: 'Phone', response: once.response });
    expect(first.status).toBe(201);
    await request(ctx.app).delete(`/v1/console/passkeys/${once.response.id}`).set('cookie', dev.cookie).set('x-csrf-token', dev.csrf).set('origin', ORIGIN);
    expect((await post(dev, '/passkeys', { name: 'Phone', response: once.response })).status).toBe(400);

    // Past its lifetime.
    const late = await answerRegistration(dev);
    ctx.clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await post(dev, '/passkeys', { name: 'Late', response: late.response })).status).toBe(400);

    // A challenge given to one member cannot register a passkey for another.
    const stolen = await answerRegistration(other);
    expect((await post(dev, '/passkeys', { name: 'Stolen', response: stolen.response })).status).toBe(400);

    // Without the CSRF token.
    const noCsrf = await answerRegistration(dev);
    const refused = await request(ctx.app).post('/v1/console/passkeys').set('cookie', dev.cookie).set('origin', ORIGIN).send({ name: 'x', response: noCsrf.response });
    expect(refused.status).toBe(403);

    expect(await stored()).toHaveLength(0);
    expect((await auditActions()).filter((a) => a.startsWith('passkey.added'))).toEqual(['passkey.added Phone']);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without an email: a new session, the counter and last use updated, the audit log told', async () => {
    const dev = await consoleMember(ctx, orgId, 'dev@acme.example', 'developer');
    const credential = await register(dev, 'Laptop');
    const challenge = await signInChallenge();
    const res = await signIn(assert(credential, { challenge, rpId: RP_ID, origin: ORIGIN })).set('cookie', dev.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ member: { email: 'dev@acme.example', role: 'developer' }, org: { id: orgId } });
    const fresh = sessionCookieOf(res.headers['set-cookie']);
    // A new session id; the one sent along is ended (no fixation).
    expect(fresh).not.toBe(dev.cookie);
    expect((await request(ctx.app).get('/v1/console/session').set('cookie', dev.cookie)).status).toBe(401);
    expect((await request(ctx.app).get('/v1/console/session').set('cookie', fresh)).status).toBe(200);
    const [row] = await stored();
    expect(row!.counter).toBe(1);
    expect(row!.last_used_at).not.toBeNull();
    const actions = await auditActions();
    expect(actions).toContain('passkey.used Laptop');
    expect(actions).toContain('session.signed_in passkey');
  });

  it('refuses bad assertions with a 4xx, signs nobody in and keeps the counter: malformed, unknown, forged, replayed, expired, another origin, locked account', async () => {
    const dev = await consoleMember(ctx, orgId, 'dev@acme.example', 'developer');
    const credential = await register(dev, 'Laptop');
    const signedIn = async () => (await auditActions()).filter((a) => a === 'session.signed_in passkey').length;

    expect((await signIn({})).status).toBe(400);
    expect((await request(ctx.app).post('/v1/console/passkeys/sign-in').set('origin', ORIGIN).send({})).status).toBe(400);
    const badChallenge = await signIn({ id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } });
    expect(badChallenge.status).toBe(401);

    // A passkey this server never registered.
    const { credential: unknown } = createCredential({ challenge: 'x'.repeat(43), rpId: RP_ID, origin: ORIGIN, userHandle: 'abc' });
    expect((await signIn(assert(unknown, { challenge: await signInChallenge(), rpId: RP_ID, origin: ORIGIN }))).status).toBe(401);

    // A forged signature: the right passkey id, signed by another key.
    const forged = assert(credential, { challenge: await signInChallenge(), rpId: RP_ID, origin: ORIGIN });
    const otherKey = assert(unknown, { challenge: 'y'.repeat(43), rpId: RP_ID, origin: ORIGIN });
    expect((await signIn({ ...forged, response: { ...forged.response, signature: otherKey.response.signature } })).status).toBe(401);

    // Without user verification (flags: user present only).
    expect((await signIn(assert(credential, { challenge: await signInChallenge(), rpId: RP_ID, origin: ORIGIN, flags: 0x01 }))).status).toBe(401);

    // For another origin, and for another relying party.
    expect((await signIn(assert(credential, { challenge: await signInChallenge(), rpId: RP_ID, origin: 'https://evil.example' }))).status).toBe(401);
    expect((await signIn(assert(credential, { challenge: await signInChallenge(), rpId: 'evil.example', origin: ORIGIN }))).status).toBe(401);

    // Expired.
    const late = await signInChallenge();
    ctx.clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await signIn(assert(credential, { challenge: late, rpId: RP_ID, origin: ORIGIN }))).status).toBe(401);

    // A registration challenge is not a sign-in challenge.
    const registration = (await post(dev, '/passkeys/registration/options')).body as { challenge: string };
    expect((await signIn(assert(credential, { challenge: registration.challenge, rpId: RP_ID, origin: ORIGIN }))).status).toBe(401);

    expect(await signedIn()).toBe(0);
    const [before] = await stored();
    expect(before!.counter).toBe(0);

    // A good assertion works once; replayed, it finds its challenge spent.
    const good = assert(credential, { challenge: await signInChallenge(), rpId: RP_ID, origin: ORIGIN });
    const first = await signIn(good);
    expect(first.status).toBe(200);
    const again = await signIn(good);
    expect(again.status).toBe(401);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await signedIn()).toBe(1);

    // A locked account stays locked, passkey or not.
    for (let i = 0; i < LOCKOUT_AFTER_FAILURES; i++) await request(ctx.app).post('/v1/console/sessions').set('origin', ORIGIN).send({ email: 'dev@acme.example', password: `wrong password ${i}` });
    expect((await signIn(assert(credential, { challenge: await signInChallenge(), rpId: RP_ID, origin: ORIGIN }))).status).toBe(401);
    expect(await signedIn()).toBe(1);
  });

  it('refuses a sign-in ceremony started from another site', async () => {
    const res = await request(ctx.app).post('/v1/console/passkeys/sign-in/options').set('origin', 'https://evil.example').send({});
    expect(res.status).toBe(403);
    expect(await ctx.database.db.selectFrom('console_webauthn_challenges').selectAll().execute()).toHaveLength(0);
  });
});

describe('listing and removing passkeys', () => {
  it('each member sees and removes only their own; a removed passkey signs nobody in', async () => {
    const dev = await consoleMember(ctx, orgId, 'dev@acme.example', 'developer');
    const other = await consoleMember(ctx, orgId, 'other@acme.example', 'developer');
    const credential = await register(dev, 'Laptop');
    const id = credential.id.toString('base64url');
    expect(await list(other)).toEqual([]);
    const removeAs = (b: ConsoleBrowser) => request(ctx.app).delete(`/v1/console/passkeys/${id}`).set('cookie', b.cookie).set('x-csrf-token', b.csrf).set('origin', ORIGIN);
    expect((await removeAs(other)).status).toBe(404);
    expect(await stored()).toHaveLength(1);
    expect((await removeAs(dev)).status).toBe(204);
    expect(await list(dev)).toEqual([]);
    expect(await auditActions()).toContain('passkey.removed Laptop');
    expect((await signIn(assert(credential, { challenge: await signInChallenge(), rpId: RP_ID, origin: ORIGIN }))).status).toBe(401);
  });

  it('answers 401 on the passkey routes without a session', async () => {
    for (const [method, path] of [
      ['get', '/passkeys'],
      ['post', '/passkeys'],
      ['post', '/passkeys/registration/options'],
      ['delete', '/passkeys/abc'],
    ] as const) {
      expect((await request(ctx.app)[method](`/v1/console${path}`).send({})).status, `${method} ${path}`).toBe(401);
    }
  });
});
