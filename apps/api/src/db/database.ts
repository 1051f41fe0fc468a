import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { migrations } from './migrations/index.js';
import type { DatabaseSchema } from './schema.js';
import { withStatementCache } from './statement-cache.js';
import { registerDirectReader } from './direct-reader.js';

export type Db = Kysely<DatabaseSchema>;

export interface Database {
  db: Db;
  /** Runs `SELECT 1`; used by /readyz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite file and applies pending migrations.
 * WAL lets readers run beside the writer; `synchronous = FULL` makes every acknowledged
 * commit durable across a crash or power loss, which the trade log promises.
 */
export async function openDatabase(path: string): Promise<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: statements }) });
  registerDirectReader(db, {
    canRead: () => !sqlite.inTransaction,
    all: (sql, parameters) => statements.prepare(sql).all(parameters),
  });
  await migrateToLatest(db);
  return {
    db,
    ping: async () => {
      try {
        await sql`SELECT 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
