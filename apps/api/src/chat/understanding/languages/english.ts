import { stemmer as englishStem } from '@orama/stemmers/english';
import { ASSET_CLASS_WORDS, CURRENCY_WORDS, DOWN_WORDS, REGION_WORDS, SECTOR_WORDS, TERM_WORDS, UP_WORDS } from '../lexicon.js';
import { PERIOD_TERMS } from '../recognizers.js';
import { TOPICS } from '../topics.js';
import { PLANNER_WORDS } from './concepts.js';
import { fold } from './tokens.js';

/**
 * English as the chat knows it, for telling English questions from the others: the planner's words for
 * every concept, the words of the English lexicons (currencies, regions, sectors, classes, periods,
 * moves, terms, topics), and common words of questions. Matched by Snowball stem, so "realized",
 * "gains", "rates" are English however their stems look in another language.
 */
const COMMON = `a an the my me i you we our your it its is are was were be been am do does did done have has had can could would should will
shall may might must what which who whom whose how why when where whats hows there here this that these those and or but if then so of in on
at to for from with without about into over under by as than vs versus per not no yes any some all each every more most much many few less
least very just only also too up down out off again now today yesterday tomorrow please thanks thank hi hello hey ok okay show tell give list
explain compare get got make made lose lost gain gained buy sell sold bought hold held own owned pay paid spend spent cost fee trade traded
trading stock share fund bond etf coin cash gold oil tech bank news story latest new rate price value worth total overall return performance
perform risk risky safe volatile drawdown exposure exposed allocation split breakdown sector region country currency dollar euro pound sterling
yen franc profit loss income dividend since last past year month week day quarter ytd portfolio holding position biggest largest top main
concentrated diversified benchmark index market economy inflation interest happened changed change recently lately moved move going doing fit
suit profile rebalance range band target mean meaning term balance summary overview write poem weather joke recipe jan feb mar apr jun jul aug
sep sept oct nov dec january february march april may june july august september october november december unit units number realized
unrealized sitting sits doing done good bad better worse ever one two three four five six seven eight nine ten eleven twelve thirty sixty
ninety half
pls plz thx perf divs divvies yr yrs hw rn`;

function wordsOf(patterns: readonly RegExp[]): string[] {
  // Escapes ("\b", "\w") are not letters of a word.
  return patterns.flatMap((p) => p.source.replace(/\\[a-z]/gi, ' ').match(/[a-z]{2,}/g) ?? []);
}

const STEMS = new Set(
  [
    ...COMMON.split(/\s+/),
    ...Object.values(PLANNER_WORDS).flatMap((words) => words.split(/[\s-]+/)),
    ...wordsOf([...[ASSET_CLASS_WORDS, CURRENCY_WORDS, PERIOD_TERMS, REGION_WORDS, SECTOR_WORDS, TERM_WORDS].flatMap((list) => list.map(([pattern]) => pattern)), DOWN_WORDS, UP_WORDS, ...TOPICS.map((t) => t.words)]),
  ].map((w) => englishStem(fold(w))),
);

/** Names and acronyms every language writes the same way ("bitcoin kurs", "prix du bitcoin"): no evidence of English. */
const NAMES = new Set(['bitcoin', 'btc', 'ether', 'ethereum', 'eth', 'crypto', 'brent', 'wti', 'opec', 'fed', 'ecb', 'boe', 'fomc', 'cpi', 'pce', 'etf', 'etfs', 'msci', 'nasdaq', 'dax']);

/** Whether the (folded) word is one English questions use. */
export function isEnglish(word: string): boolean {
  return !NAMES.has(word) && STEMS.has(englishStem(word));
}
