import type { Kysely } from 'kysely';

// A portfolio's own benchmark (`{ components: [{ ticker, weight }] }` as JSON text), or null when
// the card compares it with the blend at its profile's target mix.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('portfolios').addColumn('benchmark', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('portfolios').dropColumn('benchmark').execute();
}
