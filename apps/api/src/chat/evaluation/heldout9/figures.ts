import { money, pct, text, ticker } from '../facts.js';
import type { Fact } from '../match.js';
import { eitherPct, returnBetween, TRADES } from '../heldout6/figures.js';
import type { Turn } from '../questions.js';
import { close, fees, fifo, rate, value, type Position, type Valuation } from '../reference.js';
import { V as V8 } from '../heldout8/figures.js';
import { GBP_MIX } from './books.js';

/**
 * Figures of held-out 9, on top of held-out 6's, 7's and 8's builders (../heldout6/figures.ts, ../heldout7/figures.ts,
 * ../heldout8/figures.ts, which read every close and rate from ../reference.ts, never from the engine). The spans this
 * set names, each read by the rule of docs/chat.md ("Periods and dates"): the close (or rate) on or before the span's
 * first day against the close on or before its last day, today being Mon 2026-11-16 (the latest closes Fri Nov 13).
 */

export const V = { ...V8, mix: value(GBP_MIX) };

/** “in August” / “im August” / “en août” / “en agosto”: its eve (Fri Jul 31) to Aug 31 (a Monday). */
export const AUGUST = { from: '2026-07-31', to: '2026-08-31' } as const;
/** “in July”: its eve (Tue Jun 30) to Jul 31 (a Friday). */
export const JULY = { from: '2026-06-30', to: '2026-07-31' } as const;
/** “Q1” / “the first quarter” / “im ersten Quartal” / “el primer trimestre”: its eve (Dec 31, 2025) to Mar 31. */
export const Q1 = { from: '2025-12-31', to: '2026-03-31' } as const;
/** “since the 20th of October”: that day (a Tuesday) to today. */
export const SINCE_OCT_20 = '2026-10-20';
/** “the past 5 days”: today less five days, Wed Nov 11. */
export const FIVE_DAYS_AGO = '2026-11-11';
/** “the past four weeks”: today less 28 days, Mon Oct 19. */
export const FOUR_WEEKS_AGO = '2026-10-19';
/** “the past two months”: Sep 16. */
export const TWO_MONTHS_AGO = '2026-09-16';
/** “since November” / “seit November”: the close on or before Nov 1 (a Sunday, so Fri Oct 30's). */
export const SINCE_NOVEMBER = '2026-11-01';

/** A book's return between the two days of a span. */
export const between = (v: Valuation, span: { from: string; to: string }): Fact => pct(returnBetween(v, span.from, span.to));
/** A price's move between the two days of a span (its own currency). */
export const priceMoveBetween = (t: string, span: { from: string; to: string }): Fact => pct((close(t, span.to).close / close(t, span.from).close - 1) * 100);
/** A rate's move between two days, either quotation (the pair may be written either way round). */
export const rateBetween = (base: string, quote: string, span: { from: string; to: string }): Fact => {
  const moved = (b: string, q: string) => (rate(b, q, span.to) / rate(b, q, span.from) - 1) * 100;
  return eitherPct(moved(base, quote), moved(quote, base));
};

const tradeDay = (day: string) => day.slice(0, 10);
/** Fees of the trade log's trades after `from` up to `to` (USD, each at its trade day's rate); `tickers` narrows them. */
export function feesBetween(from: string, to: string, tickers?: string[]): Fact {
  const trades = TRADES.filter((x) => (!tickers || tickers.includes(x.ticker)) && tradeDay(x.executedAt) <= to);
  return money(fees(trades, 'USD', from), 'USD');
}
/**
 * What the sales between two days realized (FIFO, USD, fees excluded): the log's cumulative realized gain up to `to`
 * less the same up to `from` (a sale's lots are the same whatever comes after it).
 */
export function realizedBetween(from: string, to: string, only?: string): Fact {
  const upTo = (day: string) => {
    const r = fifo(TRADES.filter((x) => tradeDay(x.executedAt) <= day), 'USD');
    return only ? (r.realized.get(only) ?? 0) : r.total;
  };
  return money(upTo(to) - upTo(from), 'USD');
}
/** The tickers the trader book traded after `from` up to `to`. */
export const tradedBetween = (from: string, to: string): Fact[] =>
  [...new Set(TRADES.filter((x) => tradeDay(x.executedAt) > from && tradeDay(x.executedAt) <= to).map((x) => x.ticker))].map(ticker);

/** The holding whose value moved most (base currency) between two days: the cause of a book's move over that span. */
export function moverBetween(v: Valuation, from: string, to: string): Fact {
  const at = (p: Position, day: string) => p.quantity * close(p.ticker, day).close * rate(p.instrument.currency, v.book.baseCurrency, day);
  return ticker([...v.positions].sort((a, b) => Math.abs(at(b, to) - at(b, from)) - Math.abs(at(a, to) - at(a, from)))[0]!.ticker);
}

/**
 * “why?” after a figure of the whole book: docs/chat.md says it is the book's biggest movers, without naming the tool
 * that lists them, so the turn requires none and lets the tools that can name a mover run; the mover is the fact.
 */
export const WHY_BOOK = { mayAlsoRun: ['performance', 'recent_changes', 'holdings', 'position', 'compare', 'price', 'stories', 'portfolio_summary'] } as const satisfies Partial<Pick<Turn, 'mayAlsoRun'>>;
/** A holding's weight in percent (for the largest or smallest line asked by a pronoun). */
export const weightOf = (v: Valuation, t: string): Fact => pct(v.positions.find((p) => p.ticker === t)!.weight);

export { money, pct, text, ticker };
/** Advice and forecast turns are built as held-out 7's are (its POLICY_KIND map tells their kind to the shape test). */
export { POLICY_KIND } from '../heldout7/figures.js';
