/** Tables of migration 0007 (news threading). Timestamps ISO 8601 UTC; JSON documents as text. */
export interface NewsTables {
  market_news_articles: {
    /** The article's source (market_sources.id). */
    source_id: string;
    story_id: string;
    published_at: string;
    summary: string;
    /** Title, summary and the opening of the body: what threading compares. */
    text: string;
    /** JSON array of the tickers the article stated. */
    tickers: string;
    /** JSON array of the entity mentions found at ingest (so a later ingest need not link again). */
    entities: string;
    /** The MinHash signature, base64 of its 32-bit words. */
    signature: string;
    /** Source id of the earlier article this one nearly copies. */
    duplicate_of: string | null;
    /** JSON array of `{ entity, attribute, from, to }` found in the text at ingest. */
    state_changes: string;
  };
  /** Stories opened by threading; every other story is hand-curated. */
  market_news_stories: {
    story_id: string;
  };
}
