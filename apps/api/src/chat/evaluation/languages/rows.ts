import type { Locale } from '../../../i18n/catalog.js';
import { CRYPTO_HEAVY, EUR_BALANCED, GBP_CONSERVATIVE, TRADER, USD_GROWTH, type BookKey } from '../books.js';
import { money, pct, qty, text, ticker } from '../facts.js';
import type { Fact } from '../match.js';
import type { Conversation, ToolName } from '../questions.js';
import { latestDevelopment, position, storyTitle, value, type Valuation } from '../reference.js';

/** The shape and the fact helpers of the German, French and Spanish sets (./questions.ts and ../languages-heldout/). */

export type Language = Exclude<Locale, 'en'>;

/** One question type, asked in each language, with the facts its answer must state (read in that language). */
export interface Row {
  id: string;
  category: Conversation['category'];
  portfolio: BookKey;
  ask: Record<Language, string>;
  tools: (ToolName | ToolName[])[];
  facts: (language: Language) => Fact[];
}

/** The reference valuation of each book the sets ask about. */
export const V = { usd: value(USD_GROWTH), eur: value(EUR_BALANCED), gbp: value(GBP_CONSERVATIVE), crypto: value(CRYPTO_HEAVY), trader: value(TRADER) };

/** A position asked for by its ticker: the ticker, units, value in the base currency, weight. */
export function held(v: Valuation, t: string): Fact[] {
  const p = position(v, t);
  return [ticker(t), qty(p.quantity), money(p.value, v.book.baseCurrency), pct(p.weight)];
}

export const tradeLog = TRADER.trades ?? [];

/** A percentage as each language writes it, with its decimal comma: "+7,0 %". */
export const writtenPercent = text(/[+\-−]?\d+,\d\s?%/);

/** A story's answer: its title, its latest development's headline, a citation. */
export const news = (id: string): Fact[] => [text(storyTitle(id)), text(latestDevelopment(id).headline.slice(0, 24)), text(/\[1\]/)];

/** The set in one language: one conversation per question, ids `<language>-<prefix><row id>`. */
export function conversationsOf(rows: Row[], language: Language, idPrefix = ''): Conversation[] {
  return rows.map((row) => ({ id: `${language}-${idPrefix}${row.id}`, category: row.category, portfolio: row.portfolio, turns: [{ question: row.ask[language], tools: row.tools, facts: row.facts(language) }] }));
}
