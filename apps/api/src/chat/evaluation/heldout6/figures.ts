import { CRYPTO_HEAVY, EMPTY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH } from '../books.js';
import { EUR_BENCH } from '../heldout/books.js';
import { EUR_TECH, GBP_INCOME, USD_RETIREE } from '../heldout2/books.js';
import { EUR_STARTER, USD_DIVIDEND } from '../heldout3/books.js';
import { USD_BENCHMARKED } from '../languages-heldout2/books.js';
import { fxRate, money, pct, price, text, ticker } from '../facts.js';
import type { Fact } from '../match.js';
import type { Category, ToolName, Turn } from '../questions.js';
import {
  AS_OF,
  close,
  DEVELOPMENTS,
  latestDevelopment,
  concentration,
  fees,
  fifo,
  holdingsReturn,
  periodStart,
  position,
  rate,
  shock,
  slice,
  stress,
  type Dimension,
  type Period,
  type Position,
  type Valuation,
  value,
} from '../reference.js';
import type { EvaluationConversation } from '../runner.test-helpers.js';

/**
 * Figures and builders shared by the four languages of held-out 6. Every figure comes from ../reference.ts
 * (its closes, rates and valuations), combined by hand where the calculator has no function for a span
 * (a day named by the user, a week): the rule stays the calculator's (the latest value on or before a day).
 */

export const V = {
  usd: value(USD_GROWTH),
  eur: value(EUR_BALANCED),
  gbp: value(GBP_CONSERVATIVE),
  crypto: value(CRYPTO_HEAVY),
  merged: value(MERGED_MISSING),
  trader: value(TRADER),
  empty: value(EMPTY),
  bench: value(EUR_BENCH),
  income: value(GBP_INCOME),
  tech: value(EUR_TECH),
  retiree: value(USD_RETIREE),
  dividend: value(USD_DIVIDEND),
  starter: value(EUR_STARTER),
  benchmarked: value(USD_BENCHMARKED),
};

export const TRADES = TRADER.trades ?? [];
export const REALIZED = fifo(TRADES, 'USD');

// ---------------------------------------------------------------------------------------------
// Days the calculator's periods do not name, read as it reads any day (the close on or before it).

/** "since March": from the close on or before Mar 1 (Friday Feb 27's) to the latest. */
export const SINCE_MARCH = '2026-03-01';
/** "since June": the close on or before Jun 1. */
export const SINCE_JUNE = '2026-06-01';
/** "since September": the close on or before Sep 1. */
export const SINCE_SEPTEMBER = '2026-09-01';
/** "the past week" / "the last 7 days": seven days back from Mon Nov 16, the close on or before Nov 9. */
export const WEEK_AGO = '2026-11-09';

/** A book's return from a day to today: today's holdings at that day's closes and rates against today's value (books without trades). */
export function returnSince(v: Valuation, day: string): number {
  const start = v.positions.reduce((s, p) => s + p.quantity * close(p.ticker, day).close * rate(p.instrument.currency, v.book.baseCurrency, day), 0);
  return (v.total / start - 1) * 100;
}
/** A price's move from a day's close (on or before it) to the latest, in its own currency. */
export const priceSince = (t: string, day: string): number => (close(t).close / close(t, day).close - 1) * 100;
/** An exchange rate's move from a day to the latest. */
export const rateSince = (base: string, quote: string, day: string): number => (rate(base, quote) / rate(base, quote, day) - 1) * 100;

// ---------------------------------------------------------------------------------------------
// Facts

export const total = (v: Valuation): Fact => money(v.total, v.book.baseCurrency);
export const totalIn = (v: Valuation, currency: string): Fact => money(v.total * rate(v.book.baseCurrency, currency), currency);
export const ret = (v: Valuation, period: Period): Fact => pct(holdingsReturn(v, period));
export const retSince = (v: Valuation, day: string): Fact => pct(returnSince(v, day));
export const pos = (v: Valuation, t: string): Position => position(v, t);
/** A holding asked about: units, value in the base currency, weight (its name may be the ticker or the company's). */
export const holding = (v: Valuation, t: string): Fact[] => {
  const p = position(v, t);
  return [money(p.value, v.book.baseCurrency), pct(p.weight)];
};
/** A holding's value in another currency: its base-currency value at today's rate. */
export const holdingIn = (v: Valuation, t: string, currency: string): Fact => money(position(v, t).value * rate(v.book.baseCurrency, currency), currency);
export const gain = (v: Valuation, t: string): Fact => money(position(v, t).pnl ?? 0, v.book.baseCurrency);
export const biggest = (v: Valuation): Fact[] => [ticker(v.positions[0]!.ticker), pct(v.positions[0]!.weight)];
export const smallest = (v: Valuation): Fact[] => [ticker(v.positions.at(-1)!.ticker), pct(v.positions.at(-1)!.weight)];
export const weight = (v: Valuation, dimension: Dimension, key: string): Fact => pct(slice(v, dimension, key).weight);
export const sliceValue = (v: Valuation, dimension: Dimension, key: string): Fact => money(slice(v, dimension, key).value, v.book.baseCurrency);
export const stressFacts = (v: Valuation): Fact[] => [money(stress(v).amount, v.book.baseCurrency), pct(stress(v).pctOfPortfolio)];
export const top5 = (v: Valuation): Fact => pct(concentration(v).top5);
/** A move of every holding matching `match` by `change` percent: the amount in the base currency. */
export const shockOf = (v: Valuation, match: (p: Position) => boolean, change: number): Fact => money(shock(v, match, change).amount, v.book.baseCurrency);
export const last = (t: string): Fact => price(close(t).close);
export const move = (t: string, period: Period): Fact => pct((close(t).close / close(t, periodStart(period)).close - 1) * 100);
export const moveSince = (t: string, day: string): Fact => pct(priceSince(t, day));
export const fx = (base: string, quote: string): Fact => fxRate(rate(base, quote));
export const fxMove = (base: string, quote: string, period: Period): Fact => pct((rate(base, quote) / rate(base, quote, periodStart(period)) - 1) * 100);
export const closeOn = (t: string, day: string): Fact => price(close(t, day).close);
export const feesAll = (): Fact => money(fees(TRADES, 'USD'), 'USD');
export const feesSince = (day: string): Fact => money(fees(TRADES, 'USD', day), 'USD');
export const feesOf = (t: string): Fact => money(fees(TRADES.filter((x) => x.ticker === t), 'USD'), 'USD');
export const realizedOf = (t: string): Fact => money(REALIZED.realized.get(t) ?? 0, 'USD');
export const realizedAll = (): Fact => money(REALIZED.total, 'USD');
/** The tickers the trader book traded after a day. */
export const tradedAfter = (day: string): Fact[] => [...new Set(TRADES.filter((t) => t.executedAt.slice(0, 10) > day).map((t) => t.ticker))].map(ticker);
/** The holding whose value moved most (base currency) since a day, and its direction in percent. */
export function biggestMoverSince(v: Valuation, day: string): Fact {
  const moved = (p: Position) => Math.abs(p.value - p.quantity * close(p.ticker, day).close * rate(p.instrument.currency, v.book.baseCurrency, day));
  return ticker([...v.positions].sort((a, b) => moved(b) - moved(a))[0]!.ticker);
}
/** The holding whose price moved most in percent since a day. */
export function biggestPctMoverSince(v: Valuation, day: string): string {
  return [...v.positions].sort((a, b) => Math.abs(priceSince(b.ticker, day)) - Math.abs(priceSince(a.ticker, day)))[0]!.ticker;
}
/** A percentage written with a decimal comma (de, fr, es): the answer is in one of those languages. */
export const commaPercent = text(/\d,\d\s?%/);
/** A percentage written with a decimal point (en). */
export const pointPercent = text(/\d\.\d+\s?%/);
/**
 * Either of two readings of a span, as a percentage: any written figure within 0.1 point of either value, with a
 * decimal point or comma and any number of decimals ("1.6%", "-1,54 %", "+2,55 %").
 */
export function eitherPct(a: number, b: number): Fact {
  const prefixes = new Set<string>();
  for (const x of [Math.abs(a), Math.abs(b)]) {
    // Every one-decimal prefix a figure within 0.1 of x can start with (1.54 → 1.4, 1.5, 1.6).
    for (let tenth = Math.floor((x - 0.1) * 10); tenth <= Math.floor((x + 0.1) * 10); tenth++) if (tenth >= 0) prefixes.add((tenth / 10).toFixed(1).replace('.', '[.,]'));
  }
  return text(new RegExp(`(^|[^\\d.,])(${[...prefixes].join('|')})\\d*\\s?%`));
}
export { AS_OF };

/** Month names as German, French and Spanish answers abbreviate or write them (3-letter stems), and English. */
const MONTHS: string[][] = [
  ['jan', 'janv', 'ene'],
  ['feb', 'févr', 'fév'],
  ['mar', 'mär', 'mars'],
  ['apr', 'avr', 'abr'],
  ['may', 'mai'],
  ['jun', 'juin'],
  ['jul', 'juil'],
  ['aug', 'août', 'ago'],
  ['sep', 'sept'],
  ['oct', 'okt'],
  ['nov'],
  ['dec', 'dez', 'déc', 'dic'],
];
/**
 * A day as any of the four languages writes it: "Nov 5, 2026", "05.11.2026", "5 nov. 2026", "5 de nov. de 2026",
 * "5 nov 2026" or 2026-11-05.
 */
export function anyDate(iso: string): Fact {
  const [y = '', m = '', d = ''] = iso.split('-');
  const day = String(Number(d));
  const month = Number(m);
  const names = (MONTHS[month - 1] ?? []).join('|');
  return text(
    new RegExp(
      [`(^|\\D)0?${day}\\.0?${month}\\.${y}`, `(^|\\D)0?${day}\\.? (de )?(${names})[a-zäéû]*\\.? (de )?${y}`, `(${names})[a-z]*\\.? 0?${day},? ${y}`, iso].join('|'),
      'i',
    ),
  );
}
/** A story's latest development in any language: its day and the start of its headline (headlines stay in English). */
export const latestAny = (id: string): Fact[] => [anyDate(latestDevelopment(id).date), text(latestDevelopment(id).headline.slice(0, 24))];
/** The days of a story's five most recent developments, in any language. */
export const timelineAny = (id: string): Fact[] =>
  DEVELOPMENTS.filter((x) => x.storyId === id)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-5)
    .map((x) => anyDate(x.date));

// ---------------------------------------------------------------------------------------------
// Builders

export type Tools = Turn['tools'];
const NEWS: Tools = [['stories', 'story_timeline']];
export { NEWS };

/**
 * A dividend or income question on a book without dividends (none of these books records any): a no-data turn that
 * may run the income tool, which reads the activity log and says none are recorded (docs/chat.md). Added after the
 * income tool landed (issue 26); the question, tools and facts are the writer's.
 */
export const INCOME_READ = { mayAlsoRun: ['income'] } as const satisfies Partial<Pick<Turn, 'mayAlsoRun'>>;
export const t = (question: string, tools: Tools, facts: Fact[], more: Partial<Pick<Turn, 'mayAlsoRun' | 'noFigures' | 'locale'>> = {}): Turn => ({ question, tools, facts, ...more });
/** An off-topic turn: declined, no figures. */
export const offTopic = (question: string): Turn => ({ question, tools: [], facts: [], noFigures: true });
/** An advice or forecast turn: the statement first (the `policy` field), then the facts, from any tool. */
export const advice = (question: string, facts: Fact[] = []): Turn => ({ question, tools: [], facts });

export const convo = (id: string, category: Category, portfolio: string, ...turns: Turn[]): EvaluationConversation => ({ id, category, portfolio, turns });

/** Tools that may show a holding's figures. */
export const POSITION: Tools = ['position'];
export const BIGGEST: Tools = [['portfolio_summary', 'holdings', 'concentration']];
export const ALLOC: Tools = [['allocation', 'exposure']];
export const PRICE_MOVE: Tools = [['price', 'compare', 'position']];
export type { ToolName };

/** Either quotation of a pair (A/B or B/A), cut to three decimals, with a decimal point or comma. */
export function eitherRate(base: string, quote: string): Fact {
  const cut = (r: number) => r.toFixed(4).slice(0, -1).replace('.', '[.,]');
  return text(new RegExp(`${cut(rate(base, quote))}|${cut(rate(quote, base))}`));
}
/** An amount as English writes it, to the unit (thousands with commas, "34,648" or "34,649"): the answer is in English. */
export function englishAmount(amount: number): Fact {
  const options = [Math.floor(amount), Math.round(amount)].map((n) => n.toLocaleString('en-US'));
  return text(new RegExp([...new Set(options)].join('|')));
}

/** A book's return between two days: today's holdings at each day's closes and rates (books without trades). */
export function returnBetween(v: Valuation, from: string, to: string): number {
  const at = (day: string) => v.positions.reduce((s, p) => s + p.quantity * close(p.ticker, day).close * rate(p.instrument.currency, v.book.baseCurrency, day), 0);
  return (at(to) / at(from) - 1) * 100;
}
/** "last quarter": the last full calendar quarter, Q3 2026 (the closes on or before Jun 30 and Sep 30). */
export const Q3_START = '2026-06-30';
export const Q3_END = '2026-09-30';
