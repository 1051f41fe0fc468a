import type { Kysely } from 'kysely';
import { float } from './dialect-types.js';

// A book's cash per currency as the withdrawal check rolls it (docs/activities.md, "Cash kept per currency"):
// kept by the write path in the transaction that records the activities, so that a batch appended after the
// log is checked against these few rows instead of the whole log. A portfolio with no row has none kept (its
// next batch that withdraws rolls the log, and keeps the result). Deleting a portfolio deletes its rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cash_balances')
    .addColumn('portfolio_id', 'text', (c) => c.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance', float(db), (c) => c.notNull())
    .addColumn('lowest', float(db))
    .addColumn('lowest_at', 'text')
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cash_balances_pk', ['portfolio_id', 'currency'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cash_balances').execute();
}
