import type { Db } from './database.js';

/**
 * A way to run a compiled read outside Kysely's executor, offered by the driver. SQLite's runs
 * synchronously on the database's own connection, and `canRead()` is false while a transaction is
 * open there: a read then would see another request's uncommitted writes, so callers must go
 * through Kysely (which waits). PostgreSQL's runs a named prepared statement on a pooled
 * connection, which never sees uncommitted writes, so it can always read.
 */
export interface DirectReader {
  canRead(): boolean;
  all(sql: string, parameters: readonly unknown[]): unknown[] | Promise<unknown[]>;
  /**
   * SQLite only: the rows as arrays of column values, in the order selected. better-sqlite3 builds an array per row
   * about twice as fast as an object with named columns, which counts on a read of a 5,000-activity log.
   */
  allArrays?(sql: string, parameters: readonly unknown[]): unknown[][];
}

const readers = new WeakMap<Db, DirectReader>();

export function registerDirectReader(db: Db, reader: DirectReader): void {
  readers.set(db, reader);
}

export function directReaderOf(db: Db): DirectReader | undefined {
  return readers.get(db);
}
