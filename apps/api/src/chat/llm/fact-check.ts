import type { Citation } from '@clarity/shared';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/catalog.js';
import { numbersIn } from '../../i18n/numbers.js';
import { fold } from '../../market/benchmark-catalog.js';
import advicePhrases from './advice-phrases.json' with { type: 'json' };

export interface FactCheck {
  ok: boolean;
  /** Why the text was rejected (for the log), empty when ok. */
  problems: string[];
}

const CITATION = /\[(\d+)\]/g;

/** Every language's recommendation and prediction phrases: a model may answer in any of them. */
const ADVICE = Object.entries(advicePhrases).flatMap(([key, phrases]) => (key === '_comment' ? [] : (phrases as string[])));

/** The recommendation or prediction a text makes ("you should sell", "wird steigen"), if any. */
export function adviceIn(text: string): string | undefined {
  const folded = ` ${fold(text)} `;
  return ADVICE.find((phrase) => folded.includes(` ${phrase} `));
}

/** The figures a text states in `locale` ("1.234,56 €", "12,3 %" in German), citation markers left out. */
function figuresIn(text: string, locale: Locale): Set<string> {
  return new Set(numbersIn(text.replace(CITATION, ' '), locale));
}

/** What a piece of text states that the facts do not: figures missing from the fact sheet, citation markers that are no citation. */
function unbackedIn(text: string, factSheet: string, citations: readonly Citation[], locale: Locale): { problems: string[]; cited: number } {
  const problems: string[] = [];
  const allowed = figuresIn(factSheet, locale);
  for (const n of figuresIn(text, locale)) if (!allowed.has(n)) problems.push(`number not in the facts: ${n}`);
  const ids = new Set(citations.map((c) => c.id));
  const cited = [...text.matchAll(CITATION)].map((m) => Number(m[1]));
  for (const id of cited) if (!ids.has(id)) problems.push(`unknown citation [${id}]`);
  // No tool result recommends or predicts: a sentence that does is the model's own, and the chat gives neither.
  const advice = adviceIn(text);
  if (advice !== undefined) problems.push(`recommends or predicts: "${advice}"`);
  return { problems, cited: cited.length };
}

/**
 * Checks one sentence of a model's streamed answer before it is shown: every number it writes must
 * appear in the fact sheet known so far, every `[n]` must be a citation of the answer, and it must
 * neither recommend a trade nor predict a price.
 */
export function checkSentence(sentence: string, factSheet: string, citations: readonly Citation[], locale: Locale = DEFAULT_LOCALE): FactCheck {
  const { problems } = unbackedIn(sentence, factSheet, citations, locale);
  return { ok: problems.length === 0, problems };
}

/**
 * Checks a model's whole wording against the facts it was given: every number it writes
 * must appear in the fact sheet, every `[n]` must be a citation of the answer, and an answer
 * whose facts cite sources must cite at least one. Anything else means the model invented or
 * garbled something, and the deterministic text is used instead. Both texts are read as `locale`
 * writes numbers (the fact sheet is the deterministic answer in the answer's language).
 */
export function checkModelText(text: string, factSheet: string, citations: readonly Citation[], locale: Locale = DEFAULT_LOCALE): FactCheck {
  const { problems, cited } = unbackedIn(text, factSheet, citations, locale);
  if (text.trim().length === 0) problems.unshift('empty answer');
  if (citations.length > 0 && cited === 0) problems.push('cites no source');
  return { ok: problems.length === 0, problems };
}
