import type { NewsArticle } from './article.js';
import type { EntityLinker, EntityMention } from './entities.js';
import { minhashSignature } from './minhash.js';
import { extractStateChanges } from './state-changes.js';
import type { StateChange } from '../types.js';
import { words } from './text.js';

/** What threading compares of one article, computed once. */
export interface ArticleFeatures {
  /** Word counts of the title (counted twice: it says what the article is about) and the text. */
  terms: Map<string, number>;
  entities: EntityMention[];
  signature: Uint32Array;
  stateChanges: StateChange[];
  /** Milliseconds since the epoch. */
  time: number;
}

// Long bodies add words but rarely new topics; the opening carries the story.
const BODY_CHARS = 4000;

export function articleText(article: Pick<NewsArticle, 'title' | 'summary' | 'body'>): string {
  return [article.title, article.summary, article.body.slice(0, BODY_CHARS)].filter(Boolean).join('\n');
}

/** `text` defaults to the article's own; a stored article passes the text kept at its ingest. */
export function featuresOf(article: NewsArticle, linker: EntityLinker, text = articleText(article)): ArticleFeatures {
  const terms = new Map<string, number>();
  for (const word of words(article.title)) terms.set(word, (terms.get(word) ?? 0) + 1);
  for (const word of words(text)) terms.set(word, (terms.get(word) ?? 0) + 1);
  const { mentions, organizations } = linker.link(text, article.tickers);
  return {
    terms,
    entities: mentions,
    signature: minhashSignature(text),
    stateChanges: extractStateChanges(text, organizations),
    time: Date.parse(article.publishedAt),
  };
}
