import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Most distinct SQL texts kept prepared; the query builder produces a small, fixed set. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query. Preparing costs more than running
 * a point lookup, so this wrapper keeps prepared statements by SQL text (least recently used out
 * first). better-sqlite3 statements are reusable and the driver runs one query at a time.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
