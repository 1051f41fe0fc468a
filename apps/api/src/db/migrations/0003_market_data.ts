import type { Kysely } from 'kysely';
import { float, sequenceKey, sequenceType } from './dialect-types.js';

// Market data: instruments, daily closes, FX, and the news model the card cites:
// sources, stories, their links to what a portfolio holds, dated developments, the sources each
// development rests on and the state changes it reports. Every table has a natural key so that a
// re-import updates rows instead of adding copies.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_instruments')
    .addColumn('ticker', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('asset_class', 'text', (c) => c.notNull())
    .addColumn('sector', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('market_prices')
    .addColumn('ticker', 'text', (c) => c.notNull().references('market_instruments.ticker').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('close', float(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('market_prices_pk', ['ticker', 'date'])
    .execute();

  await db.schema
    .createTable('market_fx_rates')
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('rate', float(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('market_fx_rates_pk', ['base', 'quote', 'date'])
    .execute();

  await db.schema
    .createTable('market_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('synthetic', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('market_stories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('market_story_links')
    .addColumn('story_id', 'text', (c) => c.notNull().references('market_stories.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('relevance', float(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('market_story_links_pk', ['story_id', 'kind', 'value'])
    .execute();
  await db.schema.createIndex('market_story_links_by_value').on('market_story_links').columns(['kind', 'value']).execute();

  await db.schema
    .createTable('market_developments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('story_id', 'text', (c) => c.notNull().references('market_stories.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_developments_by_story').on('market_developments').columns(['story_id', 'date']).execute();

  await db.schema
    .createTable('market_development_sources')
    .addColumn('development_id', 'text', (c) => c.notNull().references('market_developments.id').onDelete('cascade'))
    .addColumn('source_id', 'text', (c) => c.notNull().references('market_sources.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_development_sources_pk', ['development_id', 'source_id'])
    .execute();

  await db.schema
    .createTable('market_state_changes')
    .addColumn('development_id', 'text', (c) => c.notNull().references('market_developments.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('attribute', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text', (c) => c.notNull())
    .addColumn('to_value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_state_changes_pk', ['development_id', 'position'])
    .execute();

  await db.schema
    .createTable('market_imports')
    .addColumn('seq', sequenceType(db), sequenceKey(db))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addColumn('counts', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'market_imports',
    'market_state_changes',
    'market_development_sources',
    'market_developments',
    'market_story_links',
    'market_stories',
    'market_sources',
    'market_fx_rates',
    'market_prices',
    'market_instruments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
