import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { migrations } from './migrations/index.js';
import type { DatabaseSchema } from './schema.js';
import { withStatementCache } from './statement-cache.js';
import { registerDirectReader } from './direct-reader.js';

export type Db = Kysely<DatabaseSchema>;

/** Told of every statement once it has run: its SQL (parameters apart, so no values), time taken, and whether it failed. */
export type QueryObserver = (sql: string, durationMs: number, failed: boolean) => void;

export interface Database {
  db: Db;
  /** Adds an observer of every statement, through Kysely or the direct reader (metrics, spans); returns its removal. */
  observeQueries(observer: QueryObserver): () => void;
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
  const observers = new Set<QueryObserver>();
  const notify = (sql: string, durationMs: number, failed: boolean): void => {
    for (const observer of observers) observer(sql, durationMs, failed);
  };
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: statements }),
    log: (event) => {
      if (observers.size > 0) notify(event.query.sql, event.queryDurationMillis, event.level === 'error');
    },
  });
  registerDirectReader(db, {
    canRead: () => !sqlite.inTransaction,
    all: (sql, parameters) => {
      if (observers.size === 0) return statements.prepare(sql).all(parameters);
      const started = performance.now();
      let failed = true;
      try {
        const rows = statements.prepare(sql).all(parameters);
        failed = false;
        return rows;
      } finally {
        notify(sql, performance.now() - started, failed);
      }
    },
  });
  await migrateToLatest(db);
  return {
    db,
    observeQueries: (observer) => {
      observers.add(observer);
      return () => observers.delete(observer);
    },
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
