import type { Locale } from '../../../i18n/catalog.js';
import { CONTEXTUAL, PLANNER_WORDS, type Concept, type ContextualConcept } from './concepts.js';
import { questionLanguage } from './identify.js';
import { isTickerLike, tokenize, type Token } from './tokens.js';
import { VOCABULARIES, type Language } from './vocabulary.js';

/** What the reader found at one place of the question. */
type Piece = { concept: Concept | ContextualConcept } | { as: string };

const CURRENCY_CONCEPTS = new Set<string>(['dollar', 'euro', 'pound', 'swissFranc', 'yen', 'currency', 'exchangeRate']);
const STORY_CONCEPTS = new Set<string>(['story', 'news', 'anyNews', 'timeline', 'interestRates', 'inflation', 'oil', 'ai', 'centralBank', 'federalReserve', 'europeanCentralBank', 'bankOfEngland']);
const IF_CONCEPTS = new Set<string>(['if', 'whatIf']);
const CURRENCY_CODE = /^(USD|EUR|GBP|JPY|CHF|CAD|AUD|CNY)(\/[A-Z]{3})?$/i;

/**
 * A German, French or Spanish question read for the planner: each word or phrase of the language's
 * lexicon becomes its concept, said in the planner's words (concepts.ts); numbers become digits;
 * function words go; tickers, company names, figures and anything unknown are handed on as written.
 * Word order is the question's, except where the planner's patterns need English order
 * ("les 3 derniers mois" → "last 3 month", "posiciones más grandes" → "largest holdings").
 */
export function readForPlanner(question: string, language: Language): string {
  const vocabulary = VOCABULARIES[language];
  const tokens = language === 'de' ? tokenize(question).map((token) => withUmlauts(token, vocabulary)) : tokenize(question);
  const pieces: Piece[] = [];
  for (let at = openingInterjection(tokens, language); at < tokens.length; ) {
    const token = tokens[at] as Token;
    const match = isTickerLike(token) && !CURRENCY_CODE.test(token.text) && !vocabulary.conceptOf(token.folded) ? undefined : vocabulary.matchAt(tokens, at);
    if (match) {
      const meaning = match.meaning;
      if ('concept' in meaning) pieces.push({ concept: meaning.concept });
      else if ('number' in meaning) pieces.push({ as: String(meaning.number) });
      at += match.length;
      continue;
    }
    at += 1;
    if (token.kind !== 'word' || isTickerLike(token)) {
      pieces.push({ as: token.text });
      continue;
    }
    const parts = vocabulary.compoundParts(token.folded);
    const typo = parts.length === 0 ? vocabulary.corrected(token.folded) : undefined;
    if (parts.length > 0) pieces.push(...parts.map((concept) => ({ concept })));
    else if (typo) pieces.push({ concept: typo });
    else pieces.push({ as: token.text });
  }
  return inEnglishOrder(pieces.map((piece) => ('as' in piece ? piece.as : plannerWords(piece.concept, pieces, tokens))).join(' '));
}

/**
 * German typed without umlauts ("verkaeufen", "Gebuehren", "hoechste"): "ae", "oe", "ue" are read as "ä", "ö", "ü" (folded to
 * "a", "o", "u") when only the word so read is known ("neue", "teuer" are known as written and stay).
 */
function withUmlauts(token: Token, vocabulary: (typeof VOCABULARIES)[Language]): Token {
  if (token.kind !== 'word' || !/ae|oe|ue/.test(token.folded) || vocabulary.knows(token.folded)) return token;
  const folded = token.folded.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
  return vocabulary.knows(folded) ? { ...token, folded } : token;
}

/**
 * Words that open a reply set off by a comma ("vale, ¿y …?", "bon, et …", "gut, und …"): a turn of speech, not the
 * word's meaning (Spanish "vale" is also "is worth").
 */
const INTERJECTIONS: Record<Language, ReadonlySet<string>> = {
  de: new Set(['gut', 'ok', 'okay', 'also', 'na', 'so', 'danke']),
  fr: new Set(['bon', 'bref', 'ok', 'dis', 'alors', 'bien', 'merci']),
  es: new Set(['vale', 'bueno', 'venga', 'oye', 'mira', 'ok', 'gracias', 'vaya']),
};

/** Where the question's words start once an opening interjection and its comma are left out. */
function openingInterjection(tokens: readonly Token[], language: Language): number {
  return tokens[1]?.text === ',' && INTERJECTIONS[language].has(tokens[0]?.folded ?? '') ? 2 : 0;
}

/** A concept's planner words; the contextual ones by what else the question names. */
function plannerWords(concept: Concept | ContextualConcept, pieces: readonly Piece[], tokens: readonly Token[]): string {
  const names = (kinds: Set<string>): boolean => pieces.some((p) => 'concept' in p && kinds.has(p.concept));
  if (concept === 'fallOrWillFall' || concept === 'riseOrWillRise') return names(IF_CONCEPTS) ? CONTEXTUAL[concept].ifClause : CONTEXTUAL[concept].otherwise;
  if (concept === 'develop') return names(STORY_CONCEPTS) ? CONTEXTUAL.develop.story : CONTEXTUAL.develop.otherwise;
  const nearCurrency = names(CURRENCY_CONCEPTS) || tokens.some((t) => CURRENCY_CODE.test(t.text));
  if (concept === 'quote') return nearCurrency ? CONTEXTUAL.quote.currency : CONTEXTUAL.quote.otherwise;
  if (concept === 'change') return nearCurrency ? CONTEXTUAL.change.currency : CONTEXTUAL.change.otherwise;
  return PLANNER_WORDS[concept];
}

const UNIT = '(month|year|week|day|quarter)';
const HOLDINGS = '(?:all |my |largest |\\d+ )*holdings';
/** The currencies' planner words (concepts.ts). */
const CURRENCY = `(?:${['dollar', 'euro', 'pound', 'swissFranc', 'yen'].map((c) => PLANNER_WORDS[c as Concept]).join('|')})`;

/** The few reorderings the planner's English patterns need. */
function inEnglishOrder(text: string): string {
  return text
    .replace(new RegExp(`\\b(\\d+) last ${UNIT}\\b`, 'g'), 'last $1 $2')
    .replace(new RegExp(`\\b(a |\\d+ )?${UNIT} last\\b`, 'g'), 'last $1$2')
    // "la semaine prochaine", "el mes que viene": "next week", as the planner's forecast words say it.
    .replace(new RegExp(`\\b${UNIT} next\\b`, 'g'), 'next $1')
    .replace(/\b(holdings|position) (largest|smallest)\b/g, '$2 $1')
    // "Wie viel ist mein Depot in Euro (statt in Dollar) wert?": the value asked in a currency, the verb last; in English order
    // "worth in euro", a value's unit, not an exposure to the euro.
    .replace(new RegExp(`\\bin (${CURRENCY}(?: instead of (?:in )?${CURRENCY})?) worth\\b`, 'g'), 'worth in $1')
    // "Zeig mir meine Positionen", "Können Sie mir meine Positionen zeigen?": "show my holdings", wherever the verb stood.
    .replace(new RegExp(`\\b(show|list)\\b(.*?)\\b(${HOLDINGS})\\b`), '$2 $1 $3')
    .replace(new RegExp(`\\b(${HOLDINGS})\\b(.*?)\\b(show|list)\\b`), '$3 $1$2')
    .replace(/\s+([?,;%])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The question as the planner reads it: English as asked; German, French or Spanish read into the planner's words. `locale` (the answer's) is the prior for short questions. */
export function questionForPlanner(question: string, locale?: Locale): string {
  const language = questionLanguage(question, locale);
  return language === undefined ? question : readForPlanner(question, language);
}
