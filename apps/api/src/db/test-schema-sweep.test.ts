import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropOrphanedSchemas, OWNER_LOCK_CLASS, TEST_DB, type TestDatabase } from '../testing/test-database.js';

/**
 * The orphan sweep drops a schema only when its owner is gone. PostgreSQL runs of several checkouts
 * share one server and one database, and this machine's process ids wrap within a run (pid_max
 * 32,768), so a pid in a schema's name cannot prove its owner gone; the owner's session lock can.
 */
describe.runIf(TEST_DB === 'postgres')('the test schemas’ orphan sweep', () => {
  // Above Linux's largest pid_max (2^22): no process can have it.
  const NO_SUCH_PID = 4_194_305;
  let dir: string;
  let suite: TestDatabase;
  let suiteUrl: string;
  let pool: pg.Pool;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clarity-test-'));
    suite = await createTestDatabase(join(dir, 'clarity.db'));
    const url = new URL(suite.env.CLARITY_DATABASE_URL!);
    url.searchParams.delete('options');
    suiteUrl = url.href;
    pool = new pg.Pool({ connectionString: suiteUrl, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await suite.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const exists = async (schema: string) =>
    (await pool.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount === 1;
  const nameWithPid = (pid: number) => `test_${pid}_${randomBytes(4).toString('hex')}`;

  it('keeps a schema whose owner’s session holds its lock, though no process has the pid in its name', async () => {
    const schema = nameWithPid(NO_SUCH_PID);
    const owner = new pg.Client({ connectionString: suiteUrl });
    await owner.connect();
    try {
      await owner.query(`SELECT pg_advisory_lock(${OWNER_LOCK_CLASS}, hashtext($1))`, [schema]);
      await owner.query(`CREATE SCHEMA ${schema}`);
      await dropOrphanedSchemas(pool);
      expect(await exists(schema)).toBe(true);
    } finally {
      await owner.end();
    }
    // The owner's session has ended (as it does when its process exits or is killed): now it is an orphan.
    await dropOrphanedSchemas(pool);
    expect(await exists(schema)).toBe(false);
  });

  it('keeps a schema named by a running process even without a lock (made by code older than the lock)', async () => {
    const schema = nameWithPid(process.pid);
    await pool.query(`CREATE SCHEMA ${schema}`);
    try {
      await dropOrphanedSchemas(pool);
      expect(await exists(schema)).toBe(true);
    } finally {
      await pool.query(`DROP SCHEMA ${schema} CASCADE`);
    }
  });
});
