import { describe, expect, it } from 'vitest';
import { runsIsolated, runsOnPostgres, tierOf } from '../../../../test-tiers.js';

// The rules that put a test file in its tier (test-tiers.ts), read from what the file uses. The sample
// sources are assembled from pieces so that this file's own source does not match the rules it checks
// (it is a unit test, and must stay one).
const q = "'";
const from = (module: string) => `import x from ${q}${module}${q};`;
/** `<dir>/<name>`, written apart. */
const at = (dir: string, name: string) => `${dir}/${name}`;

describe('test tiers', () => {
  it('puts pure code in unit, whatever its folder, and anything under evaluation/ in eval', () => {
    expect(tierOf('apps/api/src/insight/risk.test.ts', from('./risk.js'))).toBe('unit');
    expect(tierOf('packages/shared/src/money.test.ts', from('vitest'))).toBe('unit');
    expect(tierOf('apps/api/src/chat/evaluation/heldout9/heldout9-evaluation.test.ts', from('./questions.js'))).toBe('eval');
    // The folder decides before the source: an evaluation that starts a server is still the eval tier's.
    expect(tierOf('apps/api/src/market/news/evaluation/evaluation.test.ts', from(at('../../../testing', 'harness.js')))).toBe('eval');
  });

  it('puts a file that starts or reaches anything outside its process in integration', () => {
    for (const module of [at('../testing', 'harness.js'), at('../../testing', 'server-process.js'), at('./testing', 'tcp-proxy'), at('./helpers', 'api-server.js'), 'supertest', 'ioredis', 'pg', 'better-sqlite3'])
      expect(tierOf('apps/api/src/x.test.ts', from(module)), module).toBe('integration');
    for (const builtin of ['http', 'https', 'net', 'tls', 'dgram', 'child_process'])
      expect(tierOf('packages/sdk/test/x.test.ts', from(`node:${builtin}`)), builtin).toBe('integration');
    expect(tierOf('apps/api/src/db/x.test.ts', `const db = ${'open'}Database(path);`)).toBe('integration');
    // Node modules that stay in the process do not.
    for (const builtin of ['fs', 'path', 'crypto', 'zlib', 'events'])
      expect(tierOf('apps/api/src/x.test.ts', from(`node:${builtin}`)), builtin).toBe('unit');
  });

  it('runs on PostgreSQL the API files that open a database themselves or carry the marker, not those that only use the app', () => {
    const marker = (why: string) => `${from('supertest')}\n//${' @'}postgres: ${why}\n`;
    expect(runsOnPostgres('apps/api/src/x.test.ts', from(at('../testing', 'test-database.js')))).toBe(true);
    expect(runsOnPostgres('apps/api/src/x.test.ts', `const db = await ${'open'}Database(location);`)).toBe(true);
    expect(runsOnPostgres('apps/api/src/x.test.ts', marker('idempotency keys stored and replayed'))).toBe(true);
    // The app as a place for fixtures, a marker without its reason or inside a line, and other packages: SQLite only.
    expect(runsOnPostgres('apps/api/src/x.test.ts', from(at('../testing', 'harness.js')))).toBe(false);
    expect(runsOnPostgres('apps/api/src/x.test.ts', marker(''))).toBe(false);
    expect(runsOnPostgres('apps/api/src/x.test.ts', `const note = '//${' @'}postgres: no';`)).toBe(false);
    expect(runsOnPostgres('packages/sdk/test/x.test.ts', marker('not the API'))).toBe(false);
  });

  it('gives a process of its own only to an integration file that says why on a line `// @isolate: <why>`', () => {
    const marker = (why: string) => `${from('supertest')}\n//${' @'}isolate: ${why}\n`;
    expect(runsIsolated(marker('registers a process-wide handler'))).toBe(true);
    // No marker, a marker without its reason, or one inside a line: the file shares its worker.
    expect(runsIsolated(from(at('../testing', 'harness.js')))).toBe(false);
    expect(runsIsolated(marker(''))).toBe(false);
    expect(runsIsolated(`const note = '//${' @'}isolate: no';`)).toBe(false);
  });

  it('runs with the test Redis and PostgreSQL at a closed port (vitest.config.ts), so nothing in the tier can use them', () => {
    expect(process.env.CLARITY_TEST_REDIS_URL).toBe('redis://127.0.0.1:1');
    expect(process.env.CLARITY_TEST_POSTGRES_URL).toBe('postgres://postgres@127.0.0.1:1/postgres');
  });
});
