import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../dialect.js';

// PostgreSQL only: trade ids lose their unique index. Nothing looks a trade up by id (the log is read,
// paged and capped by its primary key, deduped by the unique externalId index), and ids are minted by
// the API alone, one per inserted row, as monotonic ULIDs (a millisecond timestamp and 80 random bits),
// so the index only re-checked what the generator guarantees, at the price of a b-tree entry and its
// WAL record for every trade: about a tenth of a 1,000-trade batch. SQLite keeps it: there it is an
// in-process index probe.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`alter table trades drop constraint trades_id_key`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`alter table trades add constraint trades_id_key unique (id)`.execute(db);
}
