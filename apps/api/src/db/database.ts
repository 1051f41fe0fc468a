import { Migrator, sql, type Kysely } from 'kysely';
import type { DatabaseLocation } from '../config.js';
import { migrations } from './migrations/index.js';
import type { DatabaseSchema } from './schema.js';
import { openSqlite } from './sqlite.js';
import { openPostgres } from './postgres.js';

export type Db = Kysely<DatabaseSchema>;

/** Told of every statement once it has run: its SQL (parameters apart, so no values), time taken, and whether it failed. */
export type QueryObserver = (sql: string, durationMs: number, failed: boolean) => void;

export interface Database {
  db: Db;
  /** Which engine holds the data. */
  kind: DatabaseLocation['kind'];
  /** Adds an observer of every statement, through Kysely or the direct reader (metrics, spans); returns its removal. */
  observeQueries(observer: QueryObserver): () => void;
  /** Runs `SELECT 1`; used by /readyz. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the database (a SQLite file path, or a location from the config: SQLite, or PostgreSQL
 * when `CLARITY_DATABASE_URL` is set) and applies pending migrations.
 */
export async function openDatabase(location: string | DatabaseLocation): Promise<Database> {
  const where: DatabaseLocation = typeof location === 'string' ? { kind: 'sqlite', path: location } : location;
  const { db, observers } = where.kind === 'sqlite' ? openSqlite(where.path) : await openPostgres(where.url, where.poolSize);
  try {
    await migrateToLatest(db, where.kind);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    kind: where.kind,
    observeQueries: (observer) => observers.add(observer),
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

/** The database for a log line: the SQLite path, or PostgreSQL's host and database name (never its user or password). */
export function databaseLabel(location: DatabaseLocation): string {
  if (location.kind === 'sqlite') return location.path;
  const url = new URL(location.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/**
 * Applies pending migrations. On PostgreSQL Kysely's Migrator holds an advisory lock meanwhile,
 * so instances starting together migrate once; on SQLite the file's write lock does the same.
 */
export async function migrateToLatest(db: Kysely<DatabaseSchema>, kind: DatabaseLocation['kind'] = 'sqlite'): Promise<void> {
  // On PostgreSQL the Migrator looks for its own tables in every schema unless told which one:
  // a database shared with another schema's Clarity (or anything using Kysely) would fool it.
  const migrationTableSchema = kind === 'postgres' ? await currentSchema(db) : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

async function currentSchema(db: Kysely<DatabaseSchema>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The PostgreSQL search_path names no existing schema to hold the tables');
  return schema;
}
