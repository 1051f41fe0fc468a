import type { Kysely } from 'kysely';

// News threading's memory (market/news/): every ingested article's text and the story it joined,
// so a later ingest can thread new articles into existing stories; and which stories were
// computed (the rest are hand-curated and are never rewritten by threading).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_news_articles')
    .addColumn('source_id', 'text', (c) => c.primaryKey().references('market_sources.id').onDelete('cascade'))
    .addColumn('story_id', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('tickers', 'text', (c) => c.notNull())
    .addColumn('entities', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('duplicate_of', 'text')
    .addColumn('state_changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_news_articles_story').on('market_news_articles').columns(['story_id', 'published_at']).execute();
  await db.schema.createIndex('market_news_articles_published').on('market_news_articles').column('published_at').execute();
  await db.schema.createTable('market_news_stories').addColumn('story_id', 'text', (c) => c.primaryKey()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_news_stories').execute();
  await db.schema.dropTable('market_news_articles').execute();
}
