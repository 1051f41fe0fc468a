import { money, pct, qty, text, ticker } from '../facts.js';
import type { Fact } from '../match.js';
import { eitherPct, priceSince, rateSince, returnBetween, returnSince } from '../heldout6/figures.js';
import type { Turn } from '../questions.js';
import { close, value, type Valuation } from '../reference.js';
import { V as V9 } from '../heldout9/figures.js';
import { EUR_COUPLE } from './books.js';

/**
 * Figures of held-out 10, on top of held-out 6's to 9's builders (../heldout{6,7,8,9}/figures.ts, which read every
 * close and rate from ../reference.ts, never from the engine). The spans this set names that those did not, each read
 * by the rule of docs/chat.md ("Periods and dates"): the close (or rate) on or before the span's first day against the
 * close on or before its last day, today being Mon 2026-11-16 (the latest closes Fri Nov 13).
 */

export const V = { ...V9, couple: value(EUR_COUPLE) };

/** “in February” / “en février”: its eve (Sat Jan 31, so the close of Fri Jan 30) to Feb 28 (a Saturday: Fri Feb 27). */
export const FEBRUARY = { from: '2026-01-31', to: '2026-02-28' } as const;
/** “in March” / “im März” / “en marzo”: its eve (Sat Feb 28) to Mar 31 (a Tuesday). */
export const MARCH = { from: '2026-02-28', to: '2026-03-31' } as const;
/** “in May” / “im Mai” / “en mayo”: its eve (Thu Apr 30) to May 31 (a Sunday: Fri May 29). */
export const MAY = { from: '2026-04-30', to: '2026-05-31' } as const;
/** “in June” / “im Juni” / “en juin” / “en junio”: its eve (Sun May 31) to Jun 30 (a Tuesday). */
export const JUNE = { from: '2026-05-31', to: '2026-06-30' } as const;
/** “the third quarter” / “au troisième trimestre” / “el tercer trimestre”: its eve (Jun 30) to Sep 30. */
export const Q3 = { from: '2026-06-30', to: '2026-09-30' } as const;
/** “the past six weeks” / “les six dernières semaines”: today less 42 days, Mon Oct 5. */
export const SIX_WEEKS_AGO = '2026-10-05';
/** “the past 3 weeks” / “die letzten drei Wochen” / “las últimas tres semanas”: today less 21 days, Mon Oct 26. */
export const THREE_WEEKS_AGO = '2026-10-26';
/** “since the 2nd of November” / “seit dem 2. November” / “depuis le 2 novembre”: that day (a Monday) to today. */
export const SINCE_NOV_2 = '2026-11-02';
/** “since the 1st of October” / “desde el 1 de octubre” / “depuis début octobre”: Oct 1 (a Thursday) to today. */
export const SINCE_OCT_1 = '2026-10-01';
/** “since September” / “seit September”: Sep 1 (a Tuesday) to today. */
export const SINCE_SEP_1 = '2026-09-01';
/** “since April” / “desde abril”: Apr 1 (a Wednesday) to today. */
export const SINCE_APR_1 = '2026-04-01';
/** “this year” / “dieses Jahr” / “cette année” / “este año”: after Dec 31, 2025 (the calculator's YTD). */
export const YEAR_EVE = '2025-12-31';
/** Today (the close on or before it is Fri Nov 13's). */
export const TODAY = '2026-11-16';

/** A book's return from a day to today, as a fact. */
export const sinceDay = (v: Valuation, day: string): Fact => pct(returnSince(v, day));
/** A book's return between the two days of a span. */
export const over = (v: Valuation, span: { from: string; to: string }): Fact => pct(returnBetween(v, span.from, span.to));
/** A price's move from a day to today (its own currency). */
export const priceFrom = (t: string, day: string): Fact => pct(priceSince(t, day));
/** An index's (or any price's) move between the two days of a span. */
export const spanMove = (t: string, span: { from: string; to: string }): Fact => pct((close(t, span.to).close / close(t, span.from).close - 1) * 100);
/** A rate's move from a day to today, either quotation. */
export const rateFrom = (base: string, quote: string, day: string): Fact => eitherPct(rateSince(base, quote, day), rateSince(quote, base, day));

/** A no-data turn that may look the subject up first (a position, a price or a performance asked by name). */
export const LOOKUP = { mayAlsoRun: ['position', 'price', 'performance', 'holdings', 'portfolio_summary', 'compare'] } as const satisfies Partial<Pick<Turn, 'mayAlsoRun'>>;
/** An empty book asked about: the answer says it holds nothing, from whichever list tool runs. */
export const EMPTY_READ = { mayAlsoRun: ['holdings', 'portfolio_summary', 'performance', 'allocation', 'position'] } as const satisfies Partial<Pick<Turn, 'mayAlsoRun'>>;
/** A cash-movement question on a book whose activity log records none: the cash-flows tool may say so. */
export const CASH_READ = { mayAlsoRun: ['cash_flows', 'fees'] } as const satisfies Partial<Pick<Turn, 'mayAlsoRun'>>;

/** The empty book's answer in each language (it holds nothing). */
export const EMPTY_ANY = /empty|no holdings|no positions|nothing|leer|keine (Positionen|Bestände|Werte)|vide|aucune (position|ligne)|vac[ií]a|ninguna posici[oó]n|no (tiene|tienes|hay) (posiciones|nada)/i;

export { money, pct, qty, text, ticker };
export { eitherPct, returnBetween };
