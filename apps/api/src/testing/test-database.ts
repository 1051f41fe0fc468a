import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseLocation } from '../config.js';
import { REFUSAL_PREFIX } from './refuse-inserts.js';

/**
 * Which database the tests run on: `CLARITY_TEST_DB=postgres` (`npm run test:unit:postgres`) gives
 * every test context its own empty PostgreSQL schema; otherwise each has its own SQLite file.
 */
export const TEST_DB: 'sqlite' | 'postgres' = process.env.CLARITY_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** The server the PostgreSQL suite runs on (a superuser connection to its `postgres` database). */
const SERVER_URL = process.env.CLARITY_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The database that holds the suite's schemas; created once, sorting by code point as the app requires. */
const SUITE_DATABASE = 'clarity_tests';
const SCHEMA_PREFIX = 'test_';
/**
 * The first key of a schema's ownership lock (`pg_advisory_lock(class, hashtext(schema))`): two-key
 * advisory locks are a key space apart from the one-key locks the app and Kysely's migrator take.
 */
export const OWNER_LOCK_CLASS = 0x636c7479; // "clty"

export interface TestDatabase {
  location: DatabaseLocation;
  /** The variables that point a server or CLI process at this database (and at the file directory for keys). */
  env: Record<string, string>;
  /** Gives the PostgreSQL schema back emptied (or drops the database); nothing for SQLite, whose directory the test removes. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** A schema never migrated, even when an emptied one is at hand (tests of the migrations themselves). */
  fresh?: boolean;
  /** A database of its own with this ICU collation (which the app must refuse) instead of a schema. */
  icuLocale?: string;
}

/**
 * A fresh, empty database for one test context: the SQLite file `dbPath`, or on PostgreSQL a
 * schema of its own (the app's connections put it first on their `search_path`). Migrating a
 * schema costs far more than emptying one, so a process keeps the schemas its finished contexts
 * gave back, emptied (`TRUNCATE … RESTART IDENTITY`: as new, sequences included), for the next.
 */
export async function createTestDatabase(dbPath: string, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (TEST_DB === 'sqlite') {
    return { location: { kind: 'sqlite', path: dbPath }, env: { CLARITY_DB_PATH: dbPath }, drop: () => Promise.resolve() };
  }
  if (options.icuLocale !== undefined) return ownDatabase(dbPath, options.icuLocale);
  const admin = await suiteAdmin();
  let schema = options.fresh ? undefined : released.pop();
  if (schema === undefined) {
    schema = await claimNewSchemaName(admin);
    await admin.query(`CREATE SCHEMA ${schema}`);
  }
  const url = urlOf(SUITE_DATABASE);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const taken = schema;
  return {
    location: { kind: 'postgres', url: url.href, poolSize: 10 },
    env: { CLARITY_DB_PATH: dbPath, CLARITY_DATABASE_URL: url.href },
    drop: async () => {
      await empty(admin, taken);
      released.push(taken);
    },
  };
}

/** Schemas of this process's finished contexts, emptied, ready for the next. */
const released: string[] = [];
let suitePool: Promise<pg.Pool> | undefined;

function urlOf(database: string): URL {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url;
}

function suiteAdmin(): Promise<pg.Pool> {
  suitePool ??= (async () => {
    await onServer(`CREATE DATABASE ${SUITE_DATABASE} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C'`).catch((error: unknown) => {
      // Already there (made by an earlier run, or by another test process a moment ago).
      const code = (error as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw error;
    });
    // One session for the process's whole life (never closed for idleness; it does not keep the process
    // alive): it holds the ownership locks of the process's schemas, which PostgreSQL releases when the
    // process ends, however it ends.
    const pool = new pg.Pool({ connectionString: urlOf(SUITE_DATABASE).href, max: 1, idleTimeoutMillis: 0, allowExitOnIdle: true });
    await dropOrphanedSchemas(pool);
    return pool;
  })();
  return suitePool;
}

/**
 * Schemas left by test processes that no longer run (killed before they could clean up, or ended:
 * a process gives its schemas back emptied, never dropped, for the next context to reuse).
 *
 * A schema is left only when both say so: its owner's session no longer holds the schema's lock,
 * and no process has the pid in its name. The pid alone cannot tell: several test runs share this
 * server and database (other checkouts, CI), and a schema is in use by whoever holds its name, which
 * a process id does not prove; the lock is PostgreSQL's own word that the owning session is gone.
 * The pid check stays for schemas made by code older than the lock (they hold none).
 */
export async function dropOrphanedSchemas(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)`, [SCHEMA_PREFIX]);
  for (const { name } of rows) {
    const pid = Number(name.slice(SCHEMA_PREFIX.length).split('_')[0]);
    if (!Number.isInteger(pid) || isRunning(pid)) continue;
    if (!(await tryOwnerLock(pool, name))) continue; // its owner still holds it
    try {
      await pool.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`).catch(() => undefined);
    } finally {
      await pool.query(`SELECT pg_advisory_unlock(${OWNER_LOCK_CLASS}, hashtext($1))`, [name]);
    }
  }
}

/**
 * A new schema name, claimed before the schema exists by its ownership lock on the session that lives
 * as long as this process, so that no sweep can take it. A name whose lock is taken (another name
 * with the same hash) is passed over rather than waited for.
 */
async function claimNewSchemaName(admin: pg.Pool): Promise<string> {
  for (;;) {
    const name = `${SCHEMA_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
    if (await tryOwnerLock(admin, name)) return name;
  }
}

async function tryOwnerLock(pool: pg.Pool, schema: string): Promise<boolean> {
  const { rows } = await pool.query<{ taken: boolean }>(`SELECT pg_try_advisory_lock(${OWNER_LOCK_CLASS}, hashtext($1)) AS taken`, [schema]);
  return rows[0]?.taken === true;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function empty(admin: pg.Pool, schema: string): Promise<void> {
  // A function a test made (a trigger that refuses writes) goes, its triggers with it; the migrations' own stay.
  const { rows: functions } = await admin.query<{ name: string }>(
    `SELECT p.oid::regprocedure::text AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1 AND starts_with(p.proname, $2)`,
    [schema, REFUSAL_PREFIX],
  );
  for (const { name } of functions) await admin.query(`DROP FUNCTION ${name} CASCADE`);
  const { rows } = await admin.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 AND tablename NOT LIKE 'kysely\\_%'`,
    [schema],
  );
  if (rows.length === 0) return;
  await admin.query(`TRUNCATE ${rows.map((r) => `${schema}."${r.name}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

async function ownDatabase(dbPath: string, icuLocale: string): Promise<TestDatabase> {
  const name = `clarity_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C' LOCALE_PROVIDER icu ICU_LOCALE '${icuLocale}'`);
  const url = urlOf(name);
  return {
    location: { kind: 'postgres', url: url.href, poolSize: 10 },
    env: { CLARITY_DB_PATH: dbPath, CLARITY_DATABASE_URL: url.href },
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
