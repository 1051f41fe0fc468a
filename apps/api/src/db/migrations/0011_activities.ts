import type { Kysely } from 'kysely';
import { float } from './dialect-types.js';

// The trade log becomes the activity log (docs/activities.md). Every activity is a row of `trades`:
// `side` holds its type (`buy`, `sell`, `dividend`, … : a trade's rows stay exactly as they were),
// `amount` the money of a cash activity (a dividend's gross amount, an interest payment, a fee, a tax,
// a deposit, a withdrawal), and `details` (JSON text) the fields only one type has: a dividend's
// withholding tax and reinvestment, a split's ratio, a transfer's cost basis. Activities without a
// ticker store '' and those without a quantity or price store 0, so the columns keep their NOT NULL
// and the trade path's statements keep their shape. Both columns are nullable: no row is rewritten.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trades').addColumn('amount', float(db)).execute();
  await db.schema.alterTable('trades').addColumn('details', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trades').dropColumn('details').execute();
  await db.schema.alterTable('trades').dropColumn('amount').execute();
}
