import { sql } from 'kysely';
import { onPostgres } from './dialect.js';
import type { Db } from './database.js';

/**
 * Takes PostgreSQL's transaction-scoped advisory lock named `name`, held until the transaction ends:
 * writers under the same name run one at a time, as every writer does on SQLite's one connection
 * (where this does nothing). For writes that touch many shared rows in an order of their own, which
 * side by side could deadlock.
 */
export async function lockForTransaction(trx: Db, name: string): Promise<void> {
  if (!onPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}
