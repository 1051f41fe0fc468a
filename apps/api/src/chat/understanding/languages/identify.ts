import { francAll } from 'franc-min';
import type { Locale } from '../../../i18n/catalog.js';
import { PLANNER_WORDS } from './concepts.js';
import { isTickerLike, tokenize } from './tokens.js';
import { VOCABULARIES, type Language } from './vocabulary.js';

/**
 * The language of a question. Trigram statistics (franc) are reliable on sentences and weak on one to
 * three words ("Gebühren?", "frais ?", "cuanto vale mi cartera"), so they are one voice among three:
 * the words themselves (a word that only one language's lexicon has counts most; a word several
 * share is split between them), the letters only one language writes (ß, ñ, ¿, ç…), and the locale
 * the request asked for as a small prior. English is the default: a foreign language must win outright.
 */

/** English words the chat sees often, beside the planner's own words: so English questions are never read as another language. */
const ENGLISH_WORDS = new Set([
  ...Object.values(PLANNER_WORDS).flatMap((words) => words.split(/[\s-]+/)),
  ...'a an the my me i you we our your it its is are was were be been am do does did done have has had can could would should will shall may might must what which who whom whose how why when where whats hows there here this that these those and or but if then so of in on at to for from with without about into over under by as than vs versus per not no yes any some all each every more most much many few less least very just only also too up down out off again now today yesterday tomorrow please thanks thank hi hello hey ok okay show tell give list explain compare get got make made lose lost gain gained buy sell sold bought hold held own owned pay paid spend spent cost costs fee fees trade trades traded trading stock stocks share shares fund funds bond bonds etf etfs crypto coin coins cash gold oil tech energy bank banks news story stories latest new rate rates price prices value worth total overall return returns performance perform performed performing risk risky safe volatility volatile drawdown drawdowns exposure exposed allocation allocated split breakdown sector sectors region regions country countries currency currencies dollar dollars euro euros pound pounds sterling yen franc profit profits loss losses income dividend dividends since last past year years month months week weeks day days quarter ytd portfolio portfolios holding holdings position positions biggest largest top main concentrated concentration diversified diversification benchmark index market markets economy inflation interest fed central happened happening changed change changes recently lately moved move going doing fit fits suit suits profile profiles rebalance rebalancing range ranges band bands target targets mean means meaning term global international software chips semiconductors health care real estate utilities materials industrials financials equity equities fixed income commodities commodity metals silver bitcoin ethereum apple nvidia microsoft tesla amazon google'.split(' '),
]);

const LETTERS: [RegExp, Language, number][] = [
  [/[äöüß]/i, 'de', 1.5],
  [/[ñ¿¡]/i, 'es', 2],
  [/[áíóú]/i, 'es', 1],
  [/[çœèêàùâîôûëï]/i, 'fr', 1.5],
  [/[é]/i, 'fr', 0.5],
  [/[é]/i, 'es', 0.5],
];

const FRANC_CODES: Record<string, Locale> = { deu: 'de', fra: 'fr', spa: 'es', eng: 'en' };

export function questionLanguage(question: string, prior?: Locale): Language | undefined {
  const score: Record<Locale, number> = { en: 0, de: 0, fr: 0, es: 0 };
  const words = tokenize(question).filter((t) => t.kind === 'word' && !isTickerLike(t));
  for (const word of words) {
    const knownBy: Locale[] = (['de', 'fr', 'es'] as const).filter((language) => VOCABULARIES[language].knows(word.folded));
    if (ENGLISH_WORDS.has(word.folded)) knownBy.push('en');
    for (const locale of knownBy) score[locale] += knownBy.length === 1 ? 2 : 1 / knownBy.length;
  }
  for (const [letters, language, weight] of LETTERS) if (letters.test(question)) score[language] += weight;
  // Trigrams only once there is enough text for them to mean something.
  if (words.length >= 3) {
    const [first, second] = francAll(question, { only: Object.keys(FRANC_CODES), minLength: 1 });
    if (first && FRANC_CODES[first[0]] && (second === undefined || second[1] < 0.95)) score[FRANC_CODES[first[0]] as Locale] += 1.5;
  }
  if (prior !== undefined) score[prior] += 0.75;
  const [best, runnerUp] = (Object.entries(score) as [Locale, number][]).sort((a, b) => b[1] - a[1]);
  if (!best || best[0] === 'en' || best[1] < 1.5 || best[1] === runnerUp?.[1]) return undefined;
  return best[0];
}
