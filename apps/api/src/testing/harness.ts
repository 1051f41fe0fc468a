import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createApp, type ClarityApp } from '../app.js';
import { ManualClock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { createLogger } from '../http/logging.js';
import { createTestDatabase } from './test-database.js';

/** The clock every test starts at unless it says otherwise. */
export const TEST_NOW = new Date('2026-03-02T12:00:00.000Z');

export interface TestContext {
  app: ClarityApp;
  config: Config;
  database: Database;
  clock: ManualClock;
  dir: string;
  /** The variables that point another process (a server, the admin CLI) at this test's database. */
  databaseEnv: Record<string, string>;
  /** Every log line the app wrote, as text (to assert that no secret is logged). */
  logs: () => string;
  /** A new organization with one production key. */
  newOrg(name?: string): Promise<{ orgId: string; apiKey: string; keyId: string }>;
  /** Writes market-data files (name → content) into the test's directory and imports them. */
  importMarket(files: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real app on a real SQLite file in a fresh temp directory (or, with `CLARITY_TEST_DB=postgres`,
 * a fresh PostgreSQL database), with a manual clock and a captured log. Nothing is mocked; tests
 * drive it over HTTP with supertest.
 */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-test-'));
  const testDatabase = await createTestDatabase(join(dir, 'clarity.db'));
  const config = loadConfig({
    ...testDatabase.env,
    CLARITY_PUBLIC_URL: 'http://127.0.0.1:8787',
    CLARITY_LOG_LEVEL: 'info',
    ...env,
  });
  const database = await openDatabase(config.database);
  const clock = new ManualClock(TEST_NOW);
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const app = createApp({ config, database, clock, logger: createLogger(config.logLevel, sink) });
  return {
    app,
    config,
    database,
    clock,
    dir,
    databaseEnv: testDatabase.env,
    logs: () => chunks.join(''),
    async newOrg(name = 'Test Org') {
      const { org, apiKey, keyId } = await app.locals.services.organizations.create(name, config.env);
      return { orgId: org.id, apiKey, keyId };
    },
    async importMarket(files) {
      const marketDir = join(dir, `market-${Object.keys(files).length}-${Date.now()}`);
      mkdirSync(marketDir);
      for (const [name, content] of Object.entries(files)) writeFileSync(join(marketDir, name), content);
      await app.locals.services.marketImport.importDirectory(marketDir);
    },
    async close() {
      // The app first: it writes the usage still counted in memory before the database closes.
      await app.close();
      await database.close();
      await testDatabase.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
