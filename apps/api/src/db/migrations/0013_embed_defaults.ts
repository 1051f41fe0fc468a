import type { Kysely } from 'kysely';

// An organization's embed defaults, set in the partner console (docs/console.md, "Embeds"): what a
// mint that omits allowed origins, lifetime, scope or language gets, and the widget's theme the
// console's preview shows. One row per organization; lists are JSON text (both dialects).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embed_defaults')
    .addColumn('org_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('allowed_origins', 'text', (c) => c.notNull())
    .addColumn('ttl_seconds', 'integer', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('locale', 'text')
    .addColumn('theme_mode', 'text', (c) => c.notNull())
    .addColumn('theme_accent', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embed_defaults').execute();
}
