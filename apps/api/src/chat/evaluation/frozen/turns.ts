import { money, pct, qty, ticker } from '../facts.js';
import type { Fact } from '../match.js';
import type { ToolName } from '../questions.js';
import { close, position, rate, value, type Valuation } from '../reference.js';
import { TRADER } from '../books.js';
import { FROZEN_BOOKS } from './books.js';
import type { FrozenConversation, FrozenKind, FrozenLanguage, FrozenTurn } from './contract.js';

/**
 * What the frozen split's question files share: the turn builders (one writer per language) and the
 * few figures `../reference.ts` has no function for, computed here with its `close` and `rate`.
 */

const valuations = new Map(FROZEN_BOOKS.map((book) => [book.key, value(book)]));
const valued = (key: string): Valuation => {
  const v = valuations.get(key);
  if (!v) throw new Error(`no frozen book ${key}`);
  return v;
};

/** The reference valuation of each book the split asks about (the empty book has none). */
export const V = {
  usd: valued('usd-growth'),
  eur: valued('eur-balanced'),
  gbp: valued('gbp-conservative'),
  crypto: valued('crypto-heavy'),
  merged: valued('merged-missing'),
  trader: valued('trader'),
  dividend: valued('usd-dividend'),
  starter: valued('eur-starter'),
  benchmarked: valued('usd-benchmarked'),
};

export const TRADES = TRADER.trades ?? [];

/** "The past week": 7 days back from 2026-11-16 is Monday 2026-11-09; the close on or before it against the latest. */
export const WEEK_START = '2026-11-09';
export const weekChange = (t: string): number => (close(t).close / close(t, WEEK_START).close - 1) * 100;

/** A held position: units, value in the base currency, weight. */
export function held(v: Valuation, t: string): Fact[] {
  const p = position(v, t);
  return [qty(p.quantity), money(p.value, v.book.baseCurrency), pct(p.weight)];
}

/** A held position's unrealized gain or loss, in money (base currency). */
export const gainOf = (v: Valuation, t: string): Fact => money(position(v, t).pnl ?? 0, v.book.baseCurrency);

/** Every priced holding's ticker. */
export const everyTicker = (v: Valuation): Fact[] => v.positions.map((p) => ticker(p.ticker));

/** A rate to four decimals is how the answer writes it; the fact's tolerance is 0.0002. */
export const fx = (base: string, quote: string, day?: string): number => rate(base, quote, day);

/** A percentage written either way (12.3% or 12,3 %): for method-dependent figures. */
export const ANY_PERCENT = /\d\s?%/;

type Tools = (ToolName | ToolName[])[];
type Draft = Omit<FrozenTurn, 'followUp'> & { fresh?: boolean };

export interface TurnOptions {
  /** The request's locale. */
  locale?: string;
  /** The answer's language when it is not the file's (a short question answered in the request's locale). */
  answerLanguage?: FrozenLanguage;
  /** A label other than the first plain tool. */
  intent?: string;
  /** A later turn that does not lean on the earlier ones. */
  fresh?: boolean;
}

/** The turn builders of one language's file. */
export function writer(language: FrozenLanguage) {
  const draft = (kind: FrozenKind, question: string, tools: Tools, facts: Fact[], intent: string, o: TurnOptions = {}): Draft => ({
    question,
    kind,
    intent: o.intent ?? intent,
    tools,
    facts,
    answerLanguage: o.answerLanguage ?? language,
    ...(o.locale ? { locale: o.locale } : {}),
    ...(o.fresh ? { fresh: true } : {}),
  });
  return {
    /** An answerable question: the tools that must run and the facts the answer must show. */
    ask: (question: string, tools: Tools, facts: Fact[], o?: TurnOptions): Draft => {
      const first = tools[0];
      return draft('answerable', question, tools, facts, typeof first === 'string' ? first : (first?.[0] ?? 'answerable'), o);
    },
    advice: (question: string, facts: Fact[] = [], o?: TurnOptions): Draft => draft('advice', question, [], facts, 'advice', o),
    forecast: (question: string, facts: Fact[] = [], o?: TurnOptions): Draft => draft('forecast', question, [], facts, 'forecast', o),
    offTopic: (question: string, o?: TurnOptions): Draft => draft('off_topic', question, [], [], 'off_topic', o),
    noData: (question: string, facts: Fact[] = [], o?: TurnOptions): Draft => draft('no_data', question, [], facts, 'no_data', o),
    /** A conversation: every turn after the first is a follow-up unless marked `fresh`. */
    conv: (id: string, portfolio: string, ...drafts: Draft[]): FrozenConversation => ({
      id: `${language}-${id}`,
      portfolio,
      turns: drafts.map(({ fresh, ...turn }, index) => ({ ...turn, followUp: index > 0 && !fresh })),
    }),
  };
}
