import { PostgresAdapter, type Kysely } from 'kysely';

/** True when `db` (a database, a transaction, a migration's handle) speaks to PostgreSQL rather than SQLite. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations see Kysely<unknown>, the app Kysely<DatabaseSchema>
export function onPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
