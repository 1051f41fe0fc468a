import type { NewsArticle } from './article.js';
import type { EntityLinker, EntityMention } from './entities.js';
import { minhashSignature } from './minhash.js';
import { extractStateChanges } from './state-changes.js';
import type { StateChange } from '../types.js';
import { nameWords, words } from './text.js';

/** What threading compares of one article, computed once. */
export interface ArticleFeatures {
  /** Word counts of the title (counted twice: it says what the article is about) and the text. */
  terms: Map<string, number>;
  /** Of those, the ones written as names (text.ts `nameWords`): they weigh more in threading. */
  names: Set<string>;
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

/** A stored article's features: its words again (cheap), everything else as kept at its ingest. */
export function storedFeaturesOf(
  article: NewsArticle,
  stored: { text: string; entities: EntityMention[]; signature: Uint32Array; stateChanges: StateChange[] },
): ArticleFeatures {
  return { terms: termsOf(article.title, stored.text), names: nameWords(article.title, stored.text), entities: stored.entities, signature: stored.signature, stateChanges: stored.stateChanges, time: Date.parse(article.publishedAt) };
}

export function encodeSignature(signature: Uint32Array): string {
  return Buffer.from(signature.buffer, signature.byteOffset, signature.byteLength).toString('base64');
}

export function decodeSignature(encoded: string): Uint32Array {
  const bytes = Buffer.from(encoded, 'base64');
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

function termsOf(title: string, text: string): Map<string, number> {
  const terms = new Map<string, number>();
  for (const word of words(title)) terms.set(word, (terms.get(word) ?? 0) + 1);
  for (const word of words(text)) terms.set(word, (terms.get(word) ?? 0) + 1);
  return terms;
}

export function featuresOf(article: NewsArticle, linker: EntityLinker): ArticleFeatures {
  const text = articleText(article);
  const terms = termsOf(article.title, text);
  const { mentions, organizations } = linker.link(text, article.tickers);
  return {
    terms,
    names: nameWords(article.title, text),
    entities: mentions,
    signature: minhashSignature(text),
    stateChanges: extractStateChanges(text, organizations),
    time: Date.parse(article.publishedAt),
  };
}
