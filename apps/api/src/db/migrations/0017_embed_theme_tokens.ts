import type { Kysely } from 'kysely';

// The widget's corners and typeface in an organization's embed defaults (docs/console.md, "Embeds"):
// a name from the widget's own lists (`THEME_RADII`, `THEME_FONTS`), never CSS. Rows saved before
// them get the widget's own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('embed_defaults').addColumn('theme_radius', 'text', (c) => c.notNull().defaultTo('medium')).execute();
  await db.schema.alterTable('embed_defaults').addColumn('theme_font', 'text', (c) => c.notNull().defaultTo('inter')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['theme_font', 'theme_radius']) await db.schema.alterTable('embed_defaults').dropColumn(column).execute();
}
