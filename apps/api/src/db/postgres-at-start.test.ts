import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ErrorEnvelopeSchema } from '@clarity/shared';
import { runAdmin, startServerProcess, type ServerProcess } from '../testing/server-process.js';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../testing/test-database.js';

// The real server process started while its PostgreSQL cannot be reached: the test's database sits
// behind a TCP relay whose port is closed (connections refused, as with a server not up yet) when the
// process starts, and opened later. Nothing else changes; the same process must come to serve.

let dir: string | undefined;
let testDatabase: TestDatabase | undefined;
let proxy: TcpProxy | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  await proxy?.close();
  await testDatabase?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function expectUnavailable(res: Response): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('3');
  expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  expect(ErrorEnvelopeSchema.parse(await res.json()).error).toMatchObject({ type: 'service_unavailable', code: 'unavailable' });
}

describe.runIf(TEST_DB === 'postgres')('started while PostgreSQL is unreachable', () => {
  it('answers /healthz 200, /readyz and requests 503 unavailable with Retry-After, and serves once the database is reachable', { timeout: 180_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), 'clarity-start-'));
    testDatabase = await createTestDatabase(join(dir, 'clarity.db'), { fresh: true });
    if (testDatabase.location.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const direct = new URL(testDatabase.location.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.cut();
    const relayed = new URL(direct);
    relayed.host = `127.0.0.1:${proxy.port}`;

    server = await startServerProcess({ ...testDatabase.env, CLARITY_DATABASE_URL: relayed.href });
    const url = server.url;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const readyz = await fetch(`${url}/readyz`);
    expect(readyz.status).toBe(503);
    expect(readyz.headers.get('retry-after')).toBe('3');
    expect(await readyz.json()).toEqual({ status: 'unavailable' });
    await expectUnavailable(await fetch(`${url}/v1/sdk/partner-portfolios`, { headers: { 'x-api-key': 'clk_live_notchecked_yet' } }));
    await expectUnavailable(await fetch(`${url}/v1/clarity/card`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    // Still refused a moment later: the process keeps trying and keeps answering.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(server.child.exitCode, server.stderr()).toBeNull();
    expect((await fetch(`${url}/readyz`)).status).toBe(503);

    await proxy.restore();
    await vi.waitFor(async () => expect((await fetch(`${url}/readyz`)).status).toBe(200), { timeout: 60_000, interval: 200 }).catch((error: unknown) => {
      throw new Error(`not ready after the database came back (server ${server?.child.exitCode === null ? 'running' : `exited: ${server?.stderr()}`})`, { cause: error });
    });
    // Migrated and serving: a key made by the admin CLI on the same database works against it.
    const { apiKey } = JSON.parse(await runAdmin(testDatabase.env, 'orgs', 'create', '--name', 'Late')) as { apiKey: string };
    const created = await fetch(`${url}/v1/sdk/partner-portfolios`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ externalId: 'after-start' }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ externalId: 'after-start' });
  });
});
