import { money, pct, qty, text, ticker } from '../facts.js';
import { moveSince, Q3_END, Q3_START, retSince, SINCE_SEPTEMBER } from '../heldout6/figures.js';
import { SINCE_APRIL, SINCE_OCTOBER } from '../heldout7/figures.js';
import { rateMoveSince, THREE_WEEKS_AGO, YEAR_END_2025 } from '../heldout8/figures.js';
import { between, priceMoveBetween, V as V9 } from '../heldout9/figures.js';
import type { Turn } from '../questions.js';
import { AS_OF, value } from '../reference.js';
import { EUR_COUPLE } from './books.js';

/**
 * Figures of held-out 10, on top of held-out 6's to 9's builders (../heldout{6,7,8,9}/figures.ts, which read every
 * close and rate from ../reference.ts, never from the engine), reused by name where they already read a span this set
 * names. The spans this set names that those did not, each read by the rule of docs/chat.md ("Periods and dates"): the
 * close (or rate) on or before the span's first day against the close on or before its last day, today being Mon
 * 2026-11-16 (the latest closes Fri Nov 13).
 */

export const V = { ...V9, couple: value(EUR_COUPLE) };

/** “in March” / “en marzo”: its eve (Sat Feb 28, so the close of Fri Feb 27) to Mar 31 (a Tuesday). */
export const MARCH = { from: '2026-02-28', to: '2026-03-31' } as const;
/** “in May” / “im Mai”: its eve (Thu Apr 30) to May 31 (a Sunday: Fri May 29). */
export const MAY = { from: '2026-04-30', to: '2026-05-31' } as const;
/** “in June” / “im Juni” / “en juin”: its eve (Sun May 31, so the close of Fri May 29) to Jun 30 (a Tuesday). */
export const JUNE = { from: '2026-05-31', to: '2026-06-30' } as const;
/** “the third quarter” / “au troisième trimestre” / “el tercer trimestre”: its eve (Jun 30) to Sep 30 (held-out 6's days). */
export const Q3 = { from: Q3_START, to: Q3_END } as const;
/** “the past six weeks” / “les six dernières semaines”: today less 42 days, Mon Oct 5. */
export const SIX_WEEKS_AGO = '2026-10-05';
/** “since the 2nd of November” / “seit dem 2. November” / “le 2 novembre”: that day (a Monday). */
export const SINCE_NOV_2 = '2026-11-02';
/** Today, the evaluation clock's day (the close on or before it is Fri Nov 13's). */
export const TODAY = AS_OF;

/** A no-data turn that may look the subject up first (a position, a price or a performance asked by name). */
export const LOOKUP = { mayAlsoRun: ['position', 'price', 'performance', 'holdings', 'portfolio_summary', 'compare'] } as const satisfies Partial<Pick<Turn, 'mayAlsoRun'>>;
/** An empty book asked about: the answer says it holds nothing, from whichever list tool runs. */
export const EMPTY_READ = { mayAlsoRun: ['holdings', 'portfolio_summary', 'performance', 'allocation', 'position'] } as const satisfies Partial<Pick<Turn, 'mayAlsoRun'>>;
/** A cash-movement question on a book whose activity log records none: the cash-flows tool may say so. */
export const CASH_READ = { mayAlsoRun: ['cash_flows', 'fees'] } as const satisfies Partial<Pick<Turn, 'mayAlsoRun'>>;

/** The empty book's answer in each language (it holds nothing). */
export const EMPTY_ANY = /empty|no holdings|no positions|nothing|leer|keine (Positionen|Bestände|Werte)|vide|aucune (position|ligne)|vac[ií]a|ninguna posici[oó]n|no (tiene|tienes|hay) (posiciones|nada)/i;

export { money, pct, qty, text, ticker };
/** The spans and span figures of the earlier sets this one names too (each defined once, there). */
export { between, moveSince, priceMoveBetween, rateMoveSince, retSince, SINCE_APRIL, SINCE_OCTOBER, SINCE_SEPTEMBER, THREE_WEEKS_AGO, YEAR_END_2025 };
