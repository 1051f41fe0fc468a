import type { Kysely } from 'kysely';
import { float } from './dialect-types.js';

// Splits and cash dividends per instrument and ex-date, from the market data's corporate-actions
// file (docs/market-data.md). A split has its ratio (from → to), a dividend its amount and currency.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_corporate_actions')
    .addColumn('ticker', 'text', (c) => c.notNull().references('market_instruments.ticker').onDelete('cascade'))
    .addColumn('ex_date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('ratio_from', float(db))
    .addColumn('ratio_to', float(db))
    .addColumn('amount', float(db))
    .addColumn('currency', 'text')
    .addPrimaryKeyConstraint('market_corporate_actions_pk', ['ticker', 'ex_date', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_corporate_actions').execute();
}
