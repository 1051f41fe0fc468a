import type { Db } from './database.js';

/**
 * A synchronous way to run a compiled read on the database's own connection, offered by the
 * SQLite driver. `canRead()` is false while a transaction is open on that connection: a read then
 * would see another request's uncommitted writes, so callers must go through Kysely (which waits).
 */
export interface DirectReader {
  canRead(): boolean;
  all(sql: string, parameters: readonly unknown[]): unknown[];
}

const readers = new WeakMap<Db, DirectReader>();

export function registerDirectReader(db: Db, reader: DirectReader): void {
  readers.set(db, reader);
}

export function directReaderOf(db: Db): DirectReader | undefined {
  return readers.get(db);
}
