import { francAll } from 'franc-min';
import type { Locale } from '../../../i18n/catalog.js';
import { isEnglish } from './english.js';
import { isTickerLike, tokenize } from './tokens.js';
import { VOCABULARIES, type Language } from './vocabulary.js';

/**
 * The language of a question. Trigram statistics (franc) are reliable on sentences and weak on one to
 * three words ("Gebühren?", "frais ?", "cuanto vale mi cartera"), so they are one voice among three:
 * the words themselves (a word that only one language's lexicon has counts most; a word several
 * share is split between them), the letters only one language writes (ß, ñ, ¿, ç…), and the locale
 * the request asked for as a small prior. English is the default: a foreign language must win outright.
 */

const LETTERS: [RegExp, Language, number][] = [
  [/[äöüß]/i, 'de', 1.5],
  [/[ñ¿¡]/i, 'es', 2],
  [/[áíóú]/i, 'es', 1],
  [/[çœèêàùâîôûëï]/i, 'fr', 1.5],
  [/[é]/i, 'fr', 0.5],
  [/[é]/i, 'es', 0.5],
];

const FRANC_CODES: Record<string, Locale> = { deu: 'de', fra: 'fr', spa: 'es', eng: 'en' };

/** Each language's phrases of two words or more in the question that no other language has and that are not all English words. */
function phrasesIn(question: string): [Language, string[]][] {
  const tokens = tokenize(question);
  const found = (['de', 'fr', 'es'] as const).map((language): [Language, string[]] => {
    const phrases: string[] = [];
    for (let at = 0; at < tokens.length; at++) {
      const match = VOCABULARIES[language].matchAt(tokens, at);
      if (!match || match.length < 2) continue;
      const words = tokens.slice(at, at + match.length);
      if (words.some((t) => isTickerLike(t)) || words.every((t) => isEnglish(t.folded))) continue;
      phrases.push(words.map((t) => t.folded).join(' '));
    }
    return [language, phrases];
  });
  return found.map(([language, phrases]) => [language, phrases.filter((p) => !found.some(([other, theirs]) => other !== language && theirs.includes(p)))]);
}

export function questionLanguage(question: string, prior?: Locale): Language | undefined {
  const score: Record<Locale, number> = { en: 0, de: 0, fr: 0, es: 0 };
  // A language wins only on evidence of its own: a word no other language has, or its letters.
  const ownEvidence = new Set<Locale>();
  // Single letters ("p&l", the "l" of "l’année") say nothing on their own.
  const words = tokenize(question).filter((t) => t.kind === 'word' && t.folded.length > 1 && !isTickerLike(t));
  for (const word of words) {
    const knownBy: Locale[] = (['de', 'fr', 'es'] as const).filter((language) => VOCABULARIES[language].knows(word.folded));
    if (isEnglish(word.folded)) knownBy.push('en');
    const [only] = knownBy;
    if (knownBy.length === 1 && only) ownEvidence.add(only);
    for (const locale of knownBy) score[locale] += knownBy.length === 1 ? 2 : 1 / knownBy.length;
  }
  // A phrase of two words or more only one language's lexicon has ("qué es un", "wie viel", "à combien") is that language's (half a point a word).
  for (const [language, phrases] of phrasesIn(question)) {
    if (phrases.length === 0) continue;
    score[language] += phrases.reduce((sum, phrase) => sum + 0.5 * phrase.split(' ').length, 0);
    ownEvidence.add(language);
  }
  for (const [letters, language, weight] of LETTERS) {
    if (!letters.test(question)) continue;
    score[language] += weight;
    if (weight >= 1) ownEvidence.add(language);
  }
  // Trigrams only once there is enough text for them to mean something.
  if (words.length >= 4) {
    const [first, second] = francAll(question, { only: Object.keys(FRANC_CODES), minLength: 1 });
    const locale = first ? FRANC_CODES[first[0]] : undefined;
    if (locale && (second === undefined || second[1] < 0.95)) score[locale] += 1;
  }
  // The requested locale tips a word it shares with others ("commissions" asked from a French page).
  if (prior !== undefined && score[prior] > 0) {
    score[prior] += 0.75;
    ownEvidence.add(prior);
  }
  const [best, runnerUp] = (Object.entries(score) as [Locale, number][]).sort((a, b) => b[1] - a[1]);
  // Without evidence of its own, a language needs a clear lead over three words or more, one of them not English ("Liste de mes positions").
  const foreignWords = best === undefined || best[0] === 'en' ? 0 : words.filter((w) => VOCABULARIES[best[0] as Language].knows(w.folded) && !isEnglish(w.folded)).length;
  const clearLead = words.length >= 3 && foreignWords >= 1 && best !== undefined && best[1] >= 1.5 && best[1] >= 1.5 * (runnerUp?.[1] ?? 0);
  if (!best || best[0] === 'en' || !(ownEvidence.has(best[0]) || clearLead) || best[1] < 1 || best[1] === runnerUp?.[1]) return undefined;
  return best[0];
}

/** The openers of an English follow-up, which none of the other three languages writes. */
const ENGLISH_FOLLOW_UP = /^\s*(and|what about|how about)\b/i;

/**
 * The language a question is clearly written in, which its answer is written in whatever the widget's
 * or the request's locale: German, French or Spanish as `questionLanguage` tells them (`prior`, the
 * requested locale, tips only a word two languages share), English when it has three words or more,
 * nearly all English and none only another language has. Undefined for a short or ambiguous question
 * ("NVDA?", "ETF", "balance?"): the requested locale decides.
 */
export function clearLanguage(question: string, prior?: Locale): Locale | undefined {
  const foreign = questionLanguage(question, prior);
  if (foreign) return foreign;
  const words = tokenize(question).filter((t) => t.kind === 'word' && t.folded.length > 1 && !isTickerLike(t));
  const foreignOnly = words.some((w) => !isEnglish(w.folded) && (['de', 'fr', 'es'] as const).some((language) => VOCABULARIES[language].knows(w.folded)));
  // "and Microsoft?", "what about ASML?" after a German turn: an English opener and a name, no word of another language.
  if (ENGLISH_FOLLOW_UP.test(question) && !foreignOnly && tokenize(question).filter((t) => t.kind !== 'mark' && (t.kind !== 'word' || t.folded.length > 1)).length >= 2) return 'en';
  if (words.length < 3) return undefined;
  const english = words.filter((w) => isEnglish(w.folded)).length;
  return !foreignOnly && english >= 3 && english >= 0.8 * words.length ? 'en' : undefined;
}
