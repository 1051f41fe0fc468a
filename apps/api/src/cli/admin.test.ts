import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createLogger } from '../http/logging.js';
import { runAdmin } from '../testing/server-process.js';
import { createTestDatabase } from '../testing/test-database.js';
import { apiKeySecret } from '../testing/fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'clarity-cli-'));
// A path in a directory that does not exist yet: the CLI creates it (on SQLite).
const target = await createTestDatabase(join(dir, 'nested', 'clarity.db'));
afterAll(async () => {
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `clarity-admin … --json` and parses stdout, which must be exactly one JSON object. */
async function admin(...args: string[]): Promise<Record<string, unknown>> {
  const stdout = await runAdmin(target.env, ...args);
  expect(stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(stdout) as Record<string, unknown>;
}

async function status(apiKey: string, env: Record<string, string> = {}): Promise<number> {
  const database = await openDatabase(target.location);
  try {
    const app = createApp({ config: loadConfig({ ...target.env, ...env }), database, logger: createLogger('silent') });
    const answered = (await request(app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey)).status;
    // Closed before the database: its usage tick would otherwise outlive the test in the shared worker.
    await app.close();
    return answered;
  } finally {
    await database.close();
  }
}

describe('clarity-admin', () => {
  it('creates orgs and keys, revokes keys, deactivates and activates orgs (migrating a new database)', { timeout: 180_000 }, async () => {
    const created = await admin('orgs', 'create', '--name', 'Acme Wealth');
    expect(created).toMatchObject({ org: { name: 'Acme Wealth', active: true } });
    const org = created.org as { id: string };
    const firstKey = created.apiKey as string;
    expect(org.id).toMatch(/^org_/);
    expect(firstKey).toMatch(/^clk_live_[0-9a-z]{16}_/);
    expect(await status(firstKey)).toBe(200);

    const staging = await admin('keys', 'create', '--org', org.id, '--env', 'staging');
    expect(staging.apiKey).toMatch(/^clk_test_/);
    expect(await status(staging.apiKey as string, { CLARITY_ENV: 'staging' })).toBe(200);

    await admin('orgs', 'deactivate', org.id);
    expect(await status(firstKey)).toBe(403);
    await admin('orgs', 'activate', org.id);
    expect(await status(firstKey)).toBe(200);

    const keyId = firstKey.split('_')[2]!;
    expect(await admin('keys', 'revoke', keyId)).toEqual({ keyId, revoked: true });
    expect(await status(firstKey)).toBe(401);
  });

  it('stores only a hash of each key', async () => {
    const created = await admin('orgs', 'create', '--name', 'Hash Check');
    const apiKey = created.apiKey as string;
    const database = await openDatabase(target.location);
    try {
      const rows = await database.db.selectFrom('api_keys').selectAll().execute();
      const text = JSON.stringify(rows);
      expect(text).not.toContain(apiKey);
      expect(text).not.toContain(apiKeySecret(apiKey));
      expect(rows.some((r) => apiKey.startsWith(r.prefix))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('invites a console member: the printed one-time link signs the invitee up and in', { timeout: 120_000 }, async () => {
    const created = await admin('orgs', 'create', '--name', 'Console Org');
    const org = created.org as { id: string };
    const invited = await admin('members', 'invite', '--org', org.id, '--email', 'owner@console.example', '--role', 'owner');
    const inviteUrl = invited.inviteUrl as string;
    expect(inviteUrl).toMatch(/^http:\/\/localhost:\d+\/console\/invite\/[A-Za-z0-9_-]{43}$/);
    const code = inviteUrl.split('/').at(-1)!;
    const database = await openDatabase(target.location);
    try {
      const app = createApp({ config: loadConfig(target.env), database, logger: createLogger('silent') });
      const accepted = await request(app).post(`/v1/console/invites/${code}/accept`).send({ email: 'owner@console.example', password: 'a long enough passphrase' });
      expect(accepted.status).toBe(201);
      expect(accepted.body).toMatchObject({ member: { email: 'owner@console.example', role: 'owner' }, org: { id: org.id, name: 'Console Org' } });
      // Only a hash of the code is stored.
      expect(JSON.stringify(await database.db.selectFrom('console_invites').selectAll().execute())).not.toContain(code);
      await app.close();
    } finally {
      await database.close();
    }
    await expect(admin('members', 'invite', '--org', org.id, '--email', 'x@console.example', '--role', 'boss')).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('--role must be one of') });
  });

  it('reports errors as one JSON object and a non-zero exit', async () => {
    await expect(admin('orgs', 'deactivate', 'org_missing')).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('"error"') });
  });
});
