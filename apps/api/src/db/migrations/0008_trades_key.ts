import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../dialect.js';

// PostgreSQL only: the trade log's primary key becomes (portfolio_id, executed_at, seq), the order
// the log is read, paged and capped in, instead of seq alone. On PostgreSQL every index is a b-tree
// of its own that each inserted trade adds to (and a batch inserts up to 5,000), and once the cap
// deletes by row position nothing looks a trade up by seq alone; the by-time index becomes the key,
// so the table keeps three indexes instead of four, and (executed_at, seq), which orders trades and
// their cursors, is now unique within a portfolio. seq still comes from the table's identity sequence.
// On SQLite seq is the rowid (the table's own b-tree, no index of its own), so nothing changes there.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`alter table trades drop constraint trades_pkey`.execute(db);
  await sql`alter table trades add constraint trades_pkey primary key (portfolio_id, executed_at, seq)`.execute(db);
  await sql`drop index trades_by_time`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await db.schema.createIndex('trades_by_time').on('trades').columns(['portfolio_id', 'executed_at', 'seq']).execute();
  await sql`alter table trades drop constraint trades_pkey`.execute(db);
  await sql`alter table trades add constraint trades_pkey primary key (seq)`.execute(db);
}
