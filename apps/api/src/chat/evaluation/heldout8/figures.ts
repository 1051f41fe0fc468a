import { money, pct, text } from '../facts.js';
import type { Fact } from '../match.js';
import { eitherPct, priceSince, rateSince, returnBetween, returnSince, TRADES } from '../heldout6/figures.js';
import { close, latestDevelopment, shock, turnover, type Position, type Valuation } from '../reference.js';
import { V } from '../heldout7/figures.js';

/**
 * Figures of held-out 8, on top of held-out 6's and 7's builders (../heldout6/figures.ts, ../heldout7/figures.ts, which
 * read every close and rate from ../reference.ts, never from the engine). The spans this set names, each read by the
 * rule of docs/chat.md ("Periods and dates"): the close (or rate) on or before the span's first day against the close
 * on or before its last day, today being Mon 2026-11-16 (the latest closes Fri Nov 13).
 */

export { V };

/** “since July” / “seit Juli” / “depuis juillet” / “desde julio”: 1 July (a Wednesday) to today. */
export const SINCE_JULY = '2026-07-01';
/** “since February”: 1 February 2026 (a Sunday, so the close of Fri Jan 30) to today. */
export const SINCE_FEBRUARY = '2026-02-01';
/** “since the 15th of September”: that day (a Tuesday) to today. */
export const SINCE_SEP_15 = '2026-09-15';
/** “the past 10 days”: today less ten days, Fri Nov 6. */
export const TEN_DAYS_AGO = '2026-11-06';
/** “the past three weeks”: today less 21 days, Mon Oct 26. */
export const THREE_WEEKS_AGO = '2026-10-26';
/** “in October” as the span: its eve (Sep 30) to Oct 31 (a Saturday, so the close of Fri Oct 30). */
export const OCTOBER = { from: '2026-09-30', to: '2026-10-31' } as const;
/** “in September”: Aug 31 to Sep 30. */
export const SEPTEMBER = { from: '2026-08-31', to: '2026-09-30' } as const;
/** “Q2” / “the second quarter”: its eve (Mar 31) to Jun 30. */
export const Q2 = { from: '2026-03-31', to: '2026-06-30' } as const;
/** “since the start of the year” / “this year”: after Dec 31, 2025 (the calculator's YTD). */
export const YEAR_END_2025 = '2025-12-31';

/** A book's return over a month named as the span. */
export const inMonth = (v: Valuation, span: { from: string; to: string }): Fact => pct(returnBetween(v, span.from, span.to));
/**
 * “last month”: the past month (the calculator's 1M, from Oct 16) or the calendar month October (Sep 30 to Oct 31);
 * docs/chat.md names both readings (“the past month” is the stored 1M, “in October” a month), so either is accepted.
 */
export const lastMonth = (v: Valuation): Fact => eitherPct(returnSince(v, '2026-10-16'), returnBetween(v, OCTOBER.from, OCTOBER.to));
/** A price's move between two days (its own currency). */
export const priceBetween = (t: string, from: string, to: string): number => (close(t, to).close / close(t, from).close - 1) * 100;
/** An exchange rate's move since a day, in either quotation (the pair may be written either way round). */
export const rateMoveSince = (base: string, quote: string, day: string): Fact => eitherPct(rateSince(base, quote, day), rateSince(quote, base, day));
/** A named benchmark with one index series (SPX, MXWO, DAX…) in a book of the index's currency: its price move since a day. */
export const indexSince = (index: string, day: string): Fact => pct(priceSince(index, day));

/** A move of every holding matching `match` by `change` percent: the amount (base currency) and its share of the value. */
export const shockFacts = (v: Valuation, match: (p: Position) => boolean, change: number): Fact[] => {
  const s = shock(v, match, change);
  return [money(s.amount, v.book.baseCurrency), pct(s.pctOfPortfolio)];
};
export const isTicker = (t: string) => (p: Position) => p.ticker === t;
export const inCurrency = (c: string) => (p: Position) => p.instrument.currency === c;
export const inSector = (s: string) => (p: Position) => p.instrument.sector === s;
export const inClass = (c: string) => (p: Position) => p.instrument.assetClass === c;

/** The trade log's 12-month turnover: the number of trades and the ratio. */
export const TURNOVER = turnover(TRADES, 'USD', V.trader.total);

/** Advice and forecast turns are built as held-out 7's are (its POLICY_KIND map tells their kind to the shape test). */
export { adviceTurn, forecastTurn, POLICY_KIND } from '../heldout7/figures.js';

/** The word “dividend” in the four languages (Dividende, dividende, dividendo): the income tool's no-dividend reply names it. */
export const DIVIDEND = text(/dividend/i);
/** The money-weighted return asked by name: the measure named in any of the four languages. */
export const MWR_NAME = text(/money.weighted|MWR|XIRR|IRR|geldgewichtet|Zinsfu|pond[ée]r[ée]e? par les (flux|capitaux)|TRI|TIR|ponderad/i);

/**
 * The latest development of either of two stories linked to a holding with the same relevance (XOM: oil supply and
 * the oil majors' results, both 0.9), so either may come first: the start of either headline.
 */
export const latestOfEither = (a: string, b: string): Fact =>
  text(new RegExp([a, b].map((id) => latestDevelopment(id).headline.slice(0, 24).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
