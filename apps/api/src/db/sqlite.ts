import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DatabaseSchema } from './schema.js';
import { withStatementCache } from './statement-cache.js';
import { registerDirectReader } from './direct-reader.js';
import { QueryObservers } from './query-observers.js';

/**
 * Opens (creating if needed) the SQLite file, without migrating.
 * WAL lets readers run beside the writer; `synchronous = FULL` makes every acknowledged
 * commit durable across a crash or power loss, which the trade log promises.
 */
export function openSqlite(path: string): { db: Kysely<DatabaseSchema>; observers: QueryObservers } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const observers = new QueryObservers();
  const arrayStatements = new Map<string, SQLite.Statement>();
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: statements }), log: observers.kyselyLog });
  registerDirectReader(db, {
    canRead: () => !sqlite.inTransaction,
    all: (sql, parameters) => observers.timed(sql, () => statements.prepare(sql).all(parameters)),
    allArrays: (sql, parameters) =>
      observers.timed(sql, () => {
        // Statements of their own (in array mode for good): the few fixed SQL texts that read this way.
        let statement = arrayStatements.get(sql);
        if (!statement) arrayStatements.set(sql, (statement = sqlite.prepare(sql).raw(true)));
        return statement.all(parameters) as unknown[][];
      }),
  });
  return { db, observers };
}
