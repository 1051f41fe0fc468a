import { createHash } from 'node:crypto';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { DatabaseSchema } from './schema.js';
import { registerDirectReader } from './direct-reader.js';
import { QueryObservers } from './query-observers.js';

/** A request waits this long for a connection before it fails (503 `unavailable`), instead of hanging while the server is away. */
const CONNECT_TIMEOUT_MS = 3_000;
/** Idle connections above the first are closed after this. */
const IDLE_TIMEOUT_MS = 30_000;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * pg hands 64-bit integers (`count(*)`, identity keys) and numerics over as strings, because they
 * may exceed 2^53. Ours never do (row counts, sequence numbers), and the code reads them as numbers
 * as it does on SQLite.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
    oid === INT8_OID || oid === NUMERIC_OID ? Number : (pg.types.getTypeParser(oid, format) as unknown)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Collations that order text by code point, as SQLite does: ids, cursors and timestamps sort the same on both. */
const CODE_POINT_COLLATIONS = new Set(['C', 'POSIX', 'C.UTF-8', 'C.utf8']);

/**
 * Opens a pool on the PostgreSQL database at `url`, without migrating. Hot reads prepared by
 * `preparedQuery` run as named prepared statements on a pooled connection (parsed and planned
 * once per connection), the PostgreSQL counterpart of SQLite's statement cache; a pooled
 * connection outside any transaction only ever sees committed rows.
 */
export async function openPostgres(url: string, poolSize: number): Promise<{ db: Kysely<DatabaseSchema>; observers: QueryObservers }> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    keepAlive: true,
    application_name: 'clarity',
    types,
  });
  // An idle connection the server drops (restart, network cut) is discarded by the pool and
  // replaced on next use; without a listener the event would end the process.
  pool.on('error', () => undefined);
  const observers = new QueryObservers();
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), log: observers.kyselyLog });
  const names = new Map<string, string>();
  registerDirectReader(db, {
    canRead: () => true,
    all: (text, values) =>
      observers.timedAsync(text, async (): Promise<unknown[]> => (await pool.query<Record<string, unknown>>({ name: statementName(names, text), text, values: [...values] })).rows),
  });
  try {
    await assertCodePointCollation(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, observers };
}

function statementName(names: Map<string, string>, text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `clarity_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

async function assertCodePointCollation(db: Kysely<DatabaseSchema>): Promise<void> {
  // `select *`: datlocprovider exists from PostgreSQL 15 on; before, every database used libc.
  const { rows } = await sql<{ datcollate: string; datlocprovider?: string; daticulocale?: string | null }>`select * from pg_database where datname = current_database()`.execute(db);
  const row = rows[0];
  const icu = row?.datlocprovider === 'i';
  const collation = icu ? `ICU ${row?.daticulocale ?? ''}` : (row?.datcollate ?? '');
  if (icu || !CODE_POINT_COLLATIONS.has(collation)) {
    throw new Error(
      `The PostgreSQL database sorts text by the "${collation}" collation; Clarity needs code-point order (C or C.UTF-8), ` +
        `as on SQLite. Create it with: CREATE DATABASE clarity TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C' (docs/deploy.md, PostgreSQL).`,
    );
  }
}
