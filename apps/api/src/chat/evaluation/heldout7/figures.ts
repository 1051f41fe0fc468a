import { money, pct, text, ticker } from '../facts.js';
import type { Fact } from '../match.js';
import { eitherPct, returnBetween, returnSince, priceSince, Q3_END, Q3_START, TRADES, V as V6, WEEK_AGO } from '../heldout6/figures.js';
import type { Turn } from '../questions.js';
import { allocation, close, fees, fit, holdingsReturn, periodStart, position, rate, value, type Dimension, type Valuation } from '../reference.js';
import { EUR_DIY } from './books.js';

/**
 * Figures of held-out 7, on top of held-out 6's (../heldout6/figures.ts, which reads every close and rate from
 * ../reference.ts, never from the engine). The spans this set names that held-out 6 did not, each read as
 * the calculator reads any day (the latest close or rate on or before it):
 */

export const V = { ...V6, diy: value(EUR_DIY) };

/** “since April” / “seit April” / “depuis avril” / “desde abril”: from the close on or before Apr 1, 2026 (docs/chat.md: a month named after “since” starts on its first day). */
export const SINCE_APRIL = '2026-04-01';
/** “since August”: the close on or before Aug 1, 2026 (a Saturday, so Friday Jul 31's). */
export const SINCE_AUGUST = '2026-08-01';
/** “since the start of October” / “depuis début octobre”: the close on or before Oct 1, 2026. */
export const SINCE_OCTOBER = '2026-10-01';
/** “since May”: the close on or before May 1, 2026. */
export const SINCE_MAY = '2026-05-01';
/**
 * “the past two weeks” / “die letzten zwei Wochen” / “ces quinze derniers jours” / “las últimas dos semanas”:
 * fourteen days back from Mon Nov 16, the close on or before Mon Nov 2. docs/chat.md says such a span is read
 * as the nearest period the tools keep (“the past 2 weeks” → one week, the close on or before Nov 9), so
 * either figure is accepted.
 */
export const TWO_WEEKS_AGO = '2026-11-02';

/** A book's return over the past two weeks: the two-week figure, or the one-week figure docs/chat.md reads it as. */
export const twoWeeks = (v: Valuation): Fact => eitherPct(returnSince(v, TWO_WEEKS_AGO), returnSince(v, WEEK_AGO));
/** A price's move over the past two weeks, read the same two ways. */
export const twoWeeksPrice = (t: string): Fact => eitherPct(priceSince(t, TWO_WEEKS_AGO), priceSince(t, WEEK_AGO));
/**
 * “last quarter”: the last full calendar quarter (Q3 2026, the closes on or before Jun 30 and Sep 30) or the
 * last three months (the calculator's 3M); either is a fair reading of the words.
 */
export const lastQuarter = (v: Valuation): Fact => eitherPct(returnBetween(v, Q3_START, Q3_END), holdingsReturn(v, '3M'));
/**
 * The money-weighted return asked by name over a period of a year or less, on a book without trades: with no
 * flows the XIRR over the period is the value's change (docs/insight.md), so the holdings' return.
 */
export const mwrOf = (v: Valuation, day: string): Fact[] => [text(/money.weighted|MWR|XIRR|IRR|geldgewichtet|Zinsfu|pond[ée]r[ée]e? par les (flux|capitaux)|TRI|TIR|ponderad/i), pct(returnSince(v, day))];
/** A holding's unrealized gain on cost, in percent (for “which did better for me”). */
export const gainPct = (v: Valuation, t: string): Fact => pct(position(v, t).pnlPct ?? 0);
/** The first day of the 12-month window (the calculator's 1Y start). */
export const YEAR_START = periodStart('1Y');
/** Dec 31 of last year: “this year” starts after it. */
export const THIS_YEAR = periodStart('YTD');

/** The kind of a policy turn, for the shape test (advice ≥ 6, forecasts ≥ 3 per language). */
export const POLICY_KIND = new Map<Turn, 'advice' | 'forecast'>();
/** An advice turn: the no-advice statement first (the `policy` field), then the facts, from any tool. */
export function adviceTurn(question: string, facts: Fact[] = []): Turn {
  const turn: Turn = { question, tools: [], facts };
  POLICY_KIND.set(turn, 'advice');
  return turn;
}
/** A forecast turn: the no-forecast statement first. */
export function forecastTurn(question: string, facts: Fact[] = []): Turn {
  const turn: Turn = { question, tools: [], facts };
  POLICY_KIND.set(turn, 'forecast');
  return turn;
}
/** A no-data turn about something the data lacks (a benchmark, an instrument): said plainly, no figures needed. */
export const missing = (question: string, subject: RegExp, more: Partial<Pick<Turn, 'tools' | 'mayAlsoRun' | 'noFigures'>> = {}): Turn => ({ question, tools: [], facts: [text(subject)], ...more });
/** A tax or other unsupported question: declined or no data, and no figures. */
export const noFigures = (question: string): Turn => ({ question, tools: [], facts: [], noFigures: true });

/** A ticker's fees in the trade log after a day (USD, each at its trade day's rate). */
export const feesOfSince = (t: string, day: string): Fact => money(fees(TRADES.filter((x) => x.ticker === t), 'USD', day), 'USD');
/** The largest slice of a dimension: its weight. */
export function largestSlice(v: Valuation, dimension: Dimension): { key: string; weight: number } {
  const [key, s] = [...allocation(v, dimension)].sort(([, a], [, b]) => b.weight - a.weight)[0]!;
  return { key, weight: s.weight };
}
/**
 * The holding whose value moved most (base currency) since either of two days (a span read two ways): a
 * pattern accepting the mover of either reading.
 */
export function biggestMoverEither(v: Valuation, a: string, b: string): Fact {
  const mover = (day: string) => [...v.positions].sort((x, y) => Math.abs(y.value - y.quantity * close(y.ticker, day).close * rate(y.instrument.currency, v.book.baseCurrency, day)) - Math.abs(x.value - x.quantity * close(x.ticker, day).close * rate(x.instrument.currency, v.book.baseCurrency, day)))[0]!.ticker;
  return text(new RegExp(`\\b(${[...new Set([mover(a), mover(b)])].join('|')})\\b`));
}
export { ticker };

/** How each language names an asset class (the answer's words for the classes outside a profile's bands). */
const CLASS_WORDS: Record<'en' | 'de' | 'fr' | 'es', Record<string, string>> = {
  en: { equity: 'equit|stock|share', fixed_income: 'bond|fixed.income', crypto: 'crypto', cash: 'cash', commodity: 'commodit' },
  de: { equity: 'aktie', fixed_income: 'anleihe|renten|festverzins', crypto: 'krypto', cash: 'liquidit|bargeld|cash', commodity: 'rohstoff' },
  fr: { equity: 'action', fixed_income: 'obligat|taux', crypto: 'crypto', cash: 'liquidit|trésorerie|tresorerie|cash', commodity: 'mati[eè]res' },
  es: { equity: 'acci[oó]n|acciones|renta variable', fixed_income: 'bono|renta fija', crypto: 'cripto', cash: 'liquidez|efectivo', commodity: 'materias' },
};
/** The classes outside the book's profile bands (reference.ts `fit`), each named in the answer's language. */
export const outsideBands = (v: Valuation, language: keyof typeof CLASS_WORDS, withCash = true): Fact[] =>
  fit(v)
    .filter((c) => c.status !== 'inside' && (withCash || c.cls !== 'cash'))
    .map((c) => text(new RegExp(CLASS_WORDS[language][c.cls] ?? c.cls, 'i')));
