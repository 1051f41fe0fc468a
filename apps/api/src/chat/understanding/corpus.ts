import type { Locale } from '../../i18n/catalog.js';
import development from './corpus/development.json' with { type: 'json' };
import seed from './corpus/seed.json' with { type: 'json' };

/**
 * The labelled corpus the intent model learns from (data, not code): corpus/seed.json holds
 * hand-written phrasings per language and intent, with {ticker}, {company} and {currency} slots
 * that are filled with every sample value; corpus/development.json holds the labelled questions of
 * the development evaluation sets (build-development.ts writes it). Held-out sets are never read.
 */
export interface LabelledUtterance {
  utterance: string;
  intent: string;
}

interface Seed {
  slots: Record<string, string[]>;
  languages: Record<Locale, Record<string, string[]>>;
}

/** One template with each slot filled by each of its sample values (slots vary together, by position). */
function expand(template: string, slots: Record<string, string[]>): string[] {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  if (names.length === 0) return [template];
  const longest = Math.max(...names.map((n) => slots[n]?.length ?? 1));
  return Array.from({ length: longest }, (_, i) => template.replace(/\{(\w+)\}/g, (_m, n: string) => {
    const values = slots[n] ?? [n];
    // A second slot of the same kind takes the next value, so "{company} or {ticker}" names two things.
    return values[(i + names.slice(0, names.indexOf(n)).length) % values.length] as string;
  }));
}

export function corpusFor(locale: Locale): LabelledUtterance[] {
  const { slots, languages } = seed as Seed;
  const written = Object.entries(languages[locale]).flatMap(([intent, templates]) => templates.flatMap((t) => expand(t, slots).map((utterance) => ({ utterance, intent }))));
  return [...written, ...(development as Record<Locale, LabelledUtterance[]>)[locale]];
}
