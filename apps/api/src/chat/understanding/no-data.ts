import type { Locale } from '../../i18n/catalog.js';
import { benchmarkByName } from '../../market/benchmark-catalog.js';
import table from './corpus/no-data-subjects.json' with { type: 'json' };

/**
 * In-domain things the service has no data for (corpus/no-data-subjects.json): a commodity without
 * prices, an index without a series. A question that names one is
 * answered with exactly that and what the chat can offer instead, never with something else.
 */
export type NoDataKind = 'instrument' | 'benchmark' | 'unsupported';

export interface NoDataSubject {
  id: string;
  kind: NoDataKind;
  /** How the answer names it, per language. */
  label: Record<Locale, string>;
}

interface Entry extends NoDataSubject {
  phrases: string[];
}

/** Lower case, accents and umlauts folded, typographic apostrophes made plain, split into words ("s&p" and "l'or" stay whole). */
export function wordsOf(text: string): string[] {
  return markedWordsOf(text).map(fold);
}

/** The words as `wordsOf` splits them, their accents kept. */
function markedWordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .split(/[^\p{L}\p{N}&']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

const ENTRIES = (table.subjects as Entry[]).map((e) => ({ ...e, sequences: e.phrases.map(markedWordsOf) }));

/**
 * A question's word is a phrase's word when the two are one with their accents folded, and an accent the question
 * typed is the phrase's own: a word typed without accents may be any of its accented forms ("platano"), but "cobré"
 * (I collected) is not "cobre" (copper).
 */
function sameWord(typed: string, listed: string): boolean {
  const folded = fold(typed);
  return folded === fold(listed) && (folded === typed || typed === listed);
}

function containsSequence(words: readonly string[], sequence: readonly string[]): boolean {
  if (sequence.length === 0) return false;
  for (let i = 0; i + sequence.length <= words.length; i++) if (sequence.every((w, j) => sameWord(words[i + j]!, w))) return true;
  return false;
}

/**
 * The first no-data subject the question names, if any. A benchmark of the named-benchmark catalog is
 * not one: the performance tool compares with it (or says the market data has no series for it).
 */
export function noDataSubjectIn(question: string): NoDataSubject | undefined {
  const words = markedWordsOf(question);
  const cataloged = benchmarkByName(question, 'en') !== null;
  const found = ENTRIES.find((e) => !(cataloged && e.kind === 'benchmark') && e.sequences.some((s) => containsSequence(words, s)));
  return found ? { id: found.id, kind: found.kind, label: found.label } : undefined;
}
