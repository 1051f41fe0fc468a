import { CRYPTO_HEAVY, EMPTY, EUR_BALANCED, GBP_CONSERVATIVE, MERGED_MISSING, TRADER, USD_GROWTH } from '../books.js';
import { fxRate, money, num, pct, price, qty, text, ticker } from '../facts.js';
import { EUR_STARTER, USD_DIVIDEND } from '../heldout3/books.js';
import { USD_BENCHMARKED } from '../languages-heldout2/books.js';
import type { Fact } from '../match.js';
import type { ToolName } from '../questions.js';
import {
  close,
  concentration,
  DEVELOPMENTS,
  fees,
  fifo,
  holdingsReturn,
  latestDevelopment,
  periodStart,
  position,
  rate,
  rateChange,
  priceChange,
  shock,
  slice,
  storyTitle,
  stress,
  turnover,
  value,
  type Dimension,
  type Period,
  type Position,
  type Valuation,
} from '../reference.js';
import type { FrozenConversation, FrozenKind, FrozenLanguage, FrozenTurn } from './contract.js';

/**
 * The builders and expected facts the French and Spanish frozen lists share. Every figure comes from
 * ../reference.ts (the independent calculator), never from the engine; the few it has no function
 * for ("the past week") are the same arithmetic on its closes and rates, written out below.
 */

/** The reference valuation of each book the two lists ask about. */
export const V = {
  usd: value(USD_GROWTH),
  eur: value(EUR_BALANCED),
  gbp: value(GBP_CONSERVATIVE),
  crypto: value(CRYPTO_HEAVY),
  merged: value(MERGED_MISSING),
  trader: value(TRADER),
  empty: value(EMPTY),
  dividend: value(USD_DIVIDEND),
  starter: value(EUR_STARTER),
  bench: value(USD_BENCHMARKED),
};

/** The ten books' keys, as `FrozenConversation.portfolio` names them. */
export type FrozenBookKey = 'usd-growth' | 'eur-balanced' | 'gbp-conservative' | 'crypto-heavy' | 'merged-missing' | 'trader' | 'empty' | 'usd-dividend' | 'eur-starter' | 'usd-benchmarked';

// ---------------------------------------------------------------------------------------------
// Turns

interface TurnOptions {
  /** The request's locale. */
  locale?: string;
  /** The answer's language when it is not the list's (never used to contradict the brief's rule). */
  answerLanguage?: FrozenLanguage;
}

type Tools = (ToolName | ToolName[])[];

/** The turn builders of one language: every turn starts as a first turn; `conversation` marks the rest as follow-ups. */
export function builders(language: FrozenLanguage) {
  const make = (kind: FrozenKind, question: string, tools: Tools, facts: Fact[], options: TurnOptions = {}): FrozenTurn => {
    const first = tools[0];
    const intent = kind !== 'answerable' ? kind : Array.isArray(first) ? (first[0] ?? kind) : (first ?? kind);
    return {
      question,
      kind,
      intent,
      tools: kind === 'answerable' ? tools : [],
      facts,
      followUp: false,
      answerLanguage: options.answerLanguage ?? language,
      ...(options.locale ? { locale: options.locale } : {}),
    };
  };
  return {
    /** A question the service answers: the tools that must run and the facts the answer must show. */
    ask: (question: string, tools: Tools, facts: Fact[], options?: TurnOptions) => make('answerable', question, tools, facts, options),
    advice: (question: string, facts: Fact[] = [], options?: TurnOptions) => make('advice', question, [], facts, options),
    forecast: (question: string, facts: Fact[] = [], options?: TurnOptions) => make('forecast', question, [], facts, options),
    offTopic: (question: string, options?: TurnOptions) => make('off_topic', question, [], [], options),
    noData: (question: string, facts: Fact[] = [], options?: TurnOptions) => make('no_data', question, [], facts, options),
  };
}

/** A conversation: its first turn, then follow-ups that lean on it (each later turn is marked `followUp`). */
export function conversation(id: string, portfolio: FrozenBookKey, first: FrozenTurn, ...rest: FrozenTurn[]): FrozenConversation {
  return { id, portfolio, turns: [first, ...rest.map((turn) => ({ ...turn, followUp: true }))] };
}

// ---------------------------------------------------------------------------------------------
// Facts (figures from ../reference.ts)

const base = (v: Valuation) => v.book.baseCurrency;

/** The book's total value in its base currency. */
export const worth = (v: Valuation): Fact => money(v.total, base(v));
/** A held position: units, value in the base currency, weight. */
export function held(v: Valuation, t: string): Fact[] {
  const p = position(v, t);
  return [qty(p.quantity), money(p.value, base(v)), pct(p.weight)];
}
/** A position's unrealized gain or loss: money and percent. */
export function gain(v: Valuation, t: string): Fact[] {
  const p = position(v, t);
  return [money(p.pnl ?? 0, base(v)), pct(p.pnlPct ?? 0)];
}
/** The book's unrealized gain or loss in money. */
export const bookGain = (v: Valuation): Fact => money(v.pnl, base(v));
export const weight = (v: Valuation, t: string): Fact => pct(position(v, t).weight);
export const share = (v: Valuation, dimension: Dimension, key: string): Fact => pct(slice(v, dimension, key).weight);
export const shareValue = (v: Valuation, dimension: Dimension, key: string): Fact => money(slice(v, dimension, key).value, base(v));
export const everyTicker = (v: Valuation): Fact[] => v.positions.map((p) => ticker(p.ticker));
export const largest = (v: Valuation): Fact[] => [ticker(v.positions[0]!.ticker), pct(v.positions[0]!.weight)];
export const bookReturn = (v: Valuation, period: Period): Fact => pct(holdingsReturn(v, period));
export const move = (t: string, period: Period): Fact => pct(priceChange(t, period));
export const last = (t: string): Fact => price(close(t).close);
export const closeOn = (t: string, day: string): Fact => price(close(t, day).close);
export const fx = (from: string, to: string): Fact => fxRate(rate(from, to));
export const fxMove = (from: string, to: string, period: Period): Fact => pct(rateChange(from, to, period));
export const concentrationOf = (v: Valuation): Fact[] => [pct(concentration(v).top5), num(concentration(v).effective)];
export const stressOf = (v: Valuation): Fact[] => [money(stress(v).amount, base(v)), pct(stress(v).pctOfPortfolio)];
/** What a move of `change` percent in the holdings matching `match` does: money and share of the book. */
export function shockOf(v: Valuation, match: (p: Position) => boolean, change: number): Fact[] {
  const s = shock(v, match, change);
  return [money(s.amount, base(v)), pct(s.pctOfPortfolio)];
}
export const isTicker = (t: string) => (p: Position) => p.ticker === t;
export const isClass = (cls: string) => (p: Position) => p.instrument.assetClass === cls;
export const isCurrency = (c: string) => (p: Position) => p.instrument.currency === c;
export const isSector = (s: string) => (p: Position) => p.instrument.sector === s;

/**
 * "The past week" is seven days: the close on or before 2026-11-09 against the latest close (Friday
 * 2026-11-13), the same on-or-before rule reference.ts uses for its periods.
 */
export const WEEK_START = '2026-11-09';
export const weekMove = (t: string): Fact => pct((close(t).close / close(t, WEEK_START).close - 1) * 100);
/** The book's return over the past week: today's holdings at that day's closes and rates, as holdingsReturn does. */
export function weekReturn(v: Valuation): Fact {
  const start = v.positions.reduce((s, p) => s + p.quantity * close(p.ticker, WEEK_START).close * rate(p.instrument.currency, base(v), WEEK_START), 0);
  return pct((v.total / start - 1) * 100);
}

/** A story: its title and the start of its latest development's headline (stored in English, quoted as stored). */
export const storyOf = (id: string): Fact[] => [text(storyTitle(id)), text(latestDevelopment(id).headline.slice(0, 24))];
/** A story's course: the starts of its three most recent headlines. */
export const courseOf = (id: string): Fact[] =>
  DEVELOPMENTS.filter((d) => d.storyId === id)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-3)
    .map((d) => text(d.headline.slice(0, 20)));

// The trade log (trader book, USD base).
const log = TRADER.trades ?? [];
const fifoResult = fifo(log, 'USD');
export const realizedTotal = (): Fact => money(fifoResult.total, 'USD');
export const realizedOf = (t: string): Fact => money(fifoResult.realized.get(t) ?? 0, 'USD');
export const feesAll = (): Fact => money(fees(log, 'USD'), 'USD');
export const fees12m = (): Fact => money(fees(log, 'USD', periodStart('1Y')), 'USD');
/** Fees of the last month (trades after 2026-10-16). */
export const feesMonth = (): Fact => money(fees(log, 'USD', periodStart('1M')), 'USD');
/** Fees of this calendar year (trades after 2025-12-31). */
export const feesYtd = (): Fact => money(fees(log, 'USD', periodStart('YTD')), 'USD');
export const feesOf = (t: string): Fact => money(fees(log.filter((x) => x.ticker === t), 'USD'), 'USD');
const turn = turnover(log, 'USD', V.trader.total);
export const tradeCount = (): Fact => qty(turn.count);
export const boughtSold = (): Fact[] => [money(turn.bought, 'USD'), money(turn.sold, 'USD')];
export const turnoverRatio = (): Fact => pct(turn.ratio);
/** Tickers traded after `since` (ISO day), each once. */
export const tradedSince = (since: string): Fact[] => [...new Set(log.filter((t) => t.executedAt.slice(0, 10) > since).map((t) => t.ticker))].map(ticker);

/** The holding whose value moved most in the base currency over the last month (1M, reference.ts periods). */
export function biggestMover(v: Valuation): Fact {
  const start = periodStart('1M');
  const moved = (p: Position) => Math.abs(p.value - p.quantity * close(p.ticker, start).close * rate(p.instrument.currency, base(v), start));
  return ticker([...v.positions].sort((a, b) => moved(b) - moved(a))[0]!.ticker);
}

/** Which of two holdings has made the user more (unrealized, base currency): both gains. */
export const bothGains = (v: Valuation, a: string, b: string): Fact[] => [money(position(v, a).pnl ?? 0, base(v)), money(position(v, b).pnl ?? 0, base(v))];

export { money, pct, price, qty, text, ticker };
