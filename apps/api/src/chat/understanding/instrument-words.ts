import seed from './corpus/seed.json' with { type: 'json' };
import { INSTRUMENT_NICKNAMES } from './entities.js';

/**
 * Instrument names taken out of a text before the intent model reads it, in training and in use.
 * A name says which instrument, never what is asked about it: left in, the many "is {company} a buy?"
 * phrasings of the corpus taught the model that a company's name alone means advice ("tsla" read as
 * advice at 1.00, "news on SAP lately?" at 0.93). The planner still reads the names (entities.ts).
 */
const NAMES: readonly string[] = [...new Set([...seed.slots.ticker, ...seed.slots.company, ...INSTRUMENT_NICKNAMES].map((n) => n.toLowerCase()))];

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Longest first, so "johnson & johnson" goes before "johnson"; whole words only, with a possessive. */
const PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(${[...NAMES].sort((a, b) => b.length - a.length).map(escaped).join('|')})(['’]s)?(?![\\p{L}\\p{N}])`, 'giu');

/** The text without instrument names (and without any further symbols the caller knows the question named). */
export function withoutInstruments(text: string, named: readonly string[] = []): string {
  let out = text.replace(PATTERN, ' ');
  for (const symbol of named) out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped(symbol)}(?![\\p{L}\\p{N}])`, 'giu'), ' ');
  return out.replace(/\s+/g, ' ').trim();
}
