import type { Source } from '../../market/types.js';
import { DEFAULT_LOCALE, hasMessage, t, type Locale } from '../../i18n/catalog.js';
import { formatterFor } from '../../i18n/format.js';
import { CitationRegistry } from '../citations.js';
import type { Words } from './types.js';

/** Words for one answer or card in one locale, citing the given stored sources. */
export function wordsFor(sources: ReadonlyMap<string, Source>, locale: Locale = DEFAULT_LOCALE, cite = new CitationRegistry(sources)): Words {
  return { locale, t: (key, params) => t(key, params, locale), fmt: formatterFor(locale), cite };
}

export type Dimension = 'asset_class' | 'sector' | 'region' | 'currency';

/** The name of an asset class, sector, region or currency as a user reads it; the key itself (spaced) when the catalog has none. */
export function keyLabel(words: Words, dimension: Dimension, key: string): string {
  if (dimension === 'currency') return key;
  const id = `label.${dimension}.${key}`;
  if (hasMessage(id, words.locale)) return words.t(id);
  const spaced = key.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Languages whose nouns keep their capital inside a sentence ("Aktien", never "aktien"). */
const CAPITALIZED_NOUNS: ReadonlySet<Locale> = new Set(['de']);

/** A label inside a sentence: lower-cased as English, French and Spanish write it, as written in German. */
export function lowerLabel(words: Words, dimension: Dimension, key: string): string {
  const text = keyLabel(words, dimension, key);
  if (dimension === 'currency' || CAPITALIZED_NOUNS.has(words.locale) || /^[A-Z]{2,}/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function periodLabel(words: Words, period: string): string {
  const id = `label.period.${period}`;
  return hasMessage(id, words.locale) ? words.t(id) : period;
}

/** A stored period's name, or the exact days asked ("the period from 1 Mar 2026 to 28 Nov 2026") in the locale's date format. */
export function periodOrSpan(words: Words, period: string, span: { from: string; to: string } | null | undefined): string {
  if (!span) return periodLabel(words, period);
  return words.t('label.period.span', { from: words.fmt.date(span.from), to: words.fmt.date(span.to) });
}

export function toleranceLabel(words: Words, tolerance: string): string {
  const id = `label.tolerance.${tolerance}`;
  return hasMessage(id, words.locale) ? words.t(id) : tolerance;
}

/**
 * A story state's value as a user reads it ("not filed" → "nicht eingebracht"): the catalog's word for it
 * (`label.state.*`, keyed by the value in lower case with other characters as `_`), else the value as stored,
 * since a figure or a rating ("$41.8B", "AA-") reads the same in every language.
 */
export function stateLabel(words: Words, value: string): string {
  const id = `label.state.${value.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
  return hasMessage(id, words.locale) ? words.t(id) : value;
}
