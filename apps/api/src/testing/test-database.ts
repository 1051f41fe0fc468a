import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseLocation } from '../config.js';

/**
 * Which database the tests run on: `CLARITY_TEST_DB=postgres` (`npm run test:unit:postgres`) gives
 * every test its own fresh PostgreSQL database; otherwise each test has its SQLite file.
 */
export const TEST_DB: 'sqlite' | 'postgres' = process.env.CLARITY_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** The server the PostgreSQL suite creates its databases on (a superuser connection to the `postgres` database). */
const ADMIN_URL = process.env.CLARITY_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  location: DatabaseLocation;
  /** The variables that point a server or CLI process at this database (and at the file directory for keys). */
  env: Record<string, string>;
  /** Drops the PostgreSQL database (closing whatever still holds it); nothing for SQLite, whose directory the test removes. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test: the SQLite file `dbPath`, or a new PostgreSQL database
 * (sorting by code point, unless `icuLocale` asks for an ICU collation the app must refuse).
 */
export async function createTestDatabase(dbPath: string, options: { icuLocale?: string } = {}): Promise<TestDatabase> {
  if (TEST_DB === 'sqlite') {
    return { location: { kind: 'sqlite', path: dbPath }, env: { CLARITY_DB_PATH: dbPath }, drop: () => Promise.resolve() };
  }
  const name = `clarity_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  // template0 with code-point collation, whatever the cluster's default: the app refuses any other.
  const icu = options.icuLocale === undefined ? '' : ` LOCALE_PROVIDER icu ICU_LOCALE '${options.icuLocale}'`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C'${icu}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.href, poolSize: 10 },
    env: { CLARITY_DB_PATH: dbPath, CLARITY_DATABASE_URL: url.href },
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
