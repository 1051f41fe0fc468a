import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { decodeProtectedHeader } from 'jose';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { TEST_NOW, createTestContext, type TestContext } from '../testing/harness.js';
import { PARTNER, createPortfolio, mint } from './embeds.test-helpers.js';
import { SIGNING_KEYS_FILE } from './signing-keys.js';

const run = promisify(execFile);
const ADMIN = fileURLToPath(new URL('../cli/admin.ts', import.meta.url));

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** The real admin CLI, from source, on the test's database (a separate process, like an operator's). */
async function admin(databaseEnv: Record<string, string>, env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', '--conditions', '@clarity/source', ADMIN, ...args], {
      env: { ...process.env, ...databaseEnv, CLARITY_NOW: TEST_NOW.toISOString(), ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const kidsOf = (jwks: unknown) => (jwks as { keys: { kid: string }[] }).keys.map((k) => k.kid);

function privateJwk(kid?: string): Record<string, string> {
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }) as Record<string, string>;
  return kid ? { ...jwk, kid } : jwk;
}

describe('signing keys', () => {
  it('are generated on first start into the data dir (0600) and reused after a restart', async () => {
    ctx = await createTestContext();
    const file = join(ctx.dir, SIGNING_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { keys: { kid: string; d: string }[] };
    expect(stored.keys).toHaveLength(1);

    const { apiKey } = await ctx.newOrg();
    const portfolioId = await createPortfolio(ctx, apiKey);
    const { token } = await mint(ctx, apiKey, { portfolioId });
    expect(kidOf(token)).toBe(stored.keys[0]!.kid);

    // A restarted server (a new app on the same data dir) verifies the token minted before.
    const restarted = createApp({ config: ctx.config, database: ctx.database, clock: ctx.clock });
    const principal = await restarted.locals.services.embeds.verify(token);
    // Closed before the database: its usage tick would otherwise outlive the test in the shared worker.
    await restarted.close();
    expect(principal.portfolioId).toBe(portfolioId);
  });

  it('CLARITY_SIGNING_KEYS overrides the file: the first key signs, the others verify', async () => {
    const signing = privateJwk('k-2026-03');
    const older = privateJwk();
    ctx = await createTestContext({ CLARITY_SIGNING_KEYS: JSON.stringify({ keys: [signing, older] }) });
    expect(() => statSync(join(ctx!.dir, SIGNING_KEYS_FILE))).toThrow();
    const { apiKey } = await ctx.newOrg();
    const { token } = await mint(ctx, apiKey, { portfolioId: await createPortfolio(ctx, apiKey) });
    expect(kidOf(token)).toBe('k-2026-03');
    const jwks = await request(ctx.app).get('/.well-known/jwks.json').expect(200);
    expect(kidsOf(jwks.body)).toEqual(['k-2026-03', expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
    expect(jwks.body.keys[0].x).toBe(signing.x);
  });

  it.each([
    ['not JSON', 'nope', /not JSON/],
    ['an empty set', '{"keys":[]}', /empty/],
    ['an RSA key', JSON.stringify({ keys: [{ kty: 'RSA', n: 'x', e: 'AQAB' }] }), /kty/],
    ['a public key only', JSON.stringify({ keys: [{ kty: 'OKP', crv: 'Ed25519', x: privateJwk().x }] }), /d/],
    ['x not matching d', JSON.stringify({ keys: [{ ...privateJwk(), x: privateJwk().x }] }), /does not belong/],
  ])('refuse to start with %s in CLARITY_SIGNING_KEYS', async (_name, value, message) => {
    await expect(createTestContext({ CLARITY_SIGNING_KEYS: value })).rejects.toThrow(message);
  });

  it('rotate with the admin CLI: the running API signs with the new key within a second; old tokens keep working until they expire', async () => {
    ctx = await createTestContext();
    const { apiKey } = await ctx.newOrg();
    const portfolioId = await createPortfolio(ctx, apiKey);
    const before = await mint(ctx, apiKey, { portfolioId, ttlSeconds: 3600 });
    const oldKid = kidOf(before.token);

    const rotated = await admin(ctx.databaseEnv, {}, 'signing', 'rotate', '--json');
    expect(rotated.code).toBe(0);
    const output = JSON.parse(rotated.stdout) as { signing: { kid: string; status: string }; retired: string[] };
    expect(output.retired).toEqual([oldKid]);
    expect(output.signing.status).toBe('signing');
    const newKid = output.signing.kid;
    expect(newKid).not.toBe(oldKid);

    await vi.waitFor(async () => expect(kidOf((await mint(ctx!, apiKey, { portfolioId })).token)).toBe(newKid), { timeout: 2500, interval: 100 });
    const jwks = await request(ctx.app).get('/.well-known/jwks.json').expect(200);
    expect(kidsOf(jwks.body)).toEqual([newKid, oldKid]);
    await request(ctx.app).post('/v1/clarity/card').set('x-embed-token', before.token).set('origin', PARTNER).send({ portfolioId }).expect(200);

    const listed = await admin(ctx.databaseEnv, {}, 'signing', 'list', '--json');
    expect(JSON.parse(listed.stdout)).toEqual({
      keys: [
        { kid: newKid, status: 'signing', createdAt: TEST_NOW.toISOString(), retiredAt: null, verifiesUntil: null },
        { kid: oldKid, status: 'verifying', createdAt: TEST_NOW.toISOString(), retiredAt: TEST_NOW.toISOString(), verifiesUntil: '2026-03-02T13:02:00.000Z' },
      ],
    });

    // Once every token the old key signed has expired, it is no longer published or accepted.
    ctx.clock.set(new Date('2026-03-02T13:02:01.000Z'));
    const later = await request(ctx.app).get('/.well-known/jwks.json').expect(200);
    expect(kidsOf(later.body)).toEqual([newKid]);
    expect(ctx.app.locals.services.embeds.keys.verificationKey(oldKid!)).toBeUndefined();
  });

  it('removing a key from the file (a compromised one) fails its tokens within a second, cached or not', async () => {
    ctx = await createTestContext();
    const { apiKey } = await ctx.newOrg();
    const portfolioId = await createPortfolio(ctx, apiKey);
    const { token } = await mint(ctx, apiKey, { portfolioId });
    const callCard = () => request(ctx!.app).post('/v1/clarity/card').set('x-embed-token', token).set('origin', PARTNER).send({ portfolioId });
    await callCard().expect(200);
    writeFileSync(join(ctx.dir, SIGNING_KEYS_FILE), JSON.stringify({ keys: [privateJwk()] }), { mode: 0o600 });
    await vi.waitFor(async () => expect((await callCard()).status).toBe(401), { timeout: 2500, interval: 100 });
  });

  it('the CLI refuses to rotate keys that come from CLARITY_SIGNING_KEYS', async () => {
    const keys = JSON.stringify({ keys: [privateJwk('env-key')] });
    ctx = await createTestContext({ CLARITY_SIGNING_KEYS: keys });
    const result = await admin(ctx.databaseEnv, { CLARITY_SIGNING_KEYS: keys }, 'signing', 'rotate');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Signing keys come from CLARITY_SIGNING_KEYS');
  });
});
