import { cashNeverNegative, type Book, type MoneyEvent } from './book.js';
import type { FxTable } from './fx.js';
import { moneyTotals, netInvested, type MoneyTotals } from './income.js';
import type { TradeRecord } from './trades.js';

/**
 * The figures of a book up to one day that the analytics and the performance engine both read, rolled
 * once per card (`rollBook`) and passed down, so that neither rolls the cash or sums the money again:
 * the book's trades and money up to the day, whether its cash never runs below zero, its income and
 * flows since the first activity, and its net invested capital.
 */
export interface BookRoll {
  asOf: string;
  base: string;
  /** The trades executed up to `asOf` (by UTC day), in the book's order. */
  trades: readonly TradeRecord[];
  /** The money moved up to `asOf`, in execution order. */
  money: readonly MoneyEvent[];
  /** Whether the book logs deposits or withdrawals and its cash, rolled from zero, never runs below zero. */
  reportsCash: boolean;
  /** Income, costs and flows since the first activity, in the base currency. */
  sinceStart: MoneyTotals;
  /** Net invested capital in the base currency, as `netInvested` counts it when the cash is reported (`true`) or not; summed on first ask. */
  netInvested(fromDeposits: boolean): number;
}

/** One roll of the book up to `asOf` (YYYY-MM-DD) in `base`. Pure. */
export function rollBook(book: Book, fx: FxTable, base: string, asOf: string): BookRoll {
  const trades = book.trades.filter((t) => t.executedAt.slice(0, 10) <= asOf);
  const money = book.money.filter((m) => m.executedAt.slice(0, 10) <= asOf);
  const reportsCash = book.reportsCash && cashNeverNegative({ trades, money, reportsCash: true });
  const invested: [number?, number?] = [];
  return {
    asOf,
    base,
    trades,
    money,
    reportsCash,
    sinceStart: moneyTotals(money, fx, base, null, asOf),
    // Each way summed once, and only when asked for (a book that reports cash is never asked for its trades' way).
    netInvested: (fromDeposits) => (invested[fromDeposits ? 1 : 0] ??= netInvested(trades, money, fromDeposits, fx, base, asOf)),
  };
}

/**
 * The roll when it was taken over exactly `trades` (any order: the cash check sorts them) and the same money, day
 * and currency; undefined otherwise, and the caller rolls what it has. The performance engine leaves out the trades
 * of tickers it cannot value today, and then rolls its own.
 */
export function rollFor(roll: BookRoll | undefined, trades: readonly TradeRecord[], asOf: string, base: string): BookRoll | undefined {
  if (roll === undefined || roll.asOf !== asOf || roll.base !== base || roll.trades.length !== trades.length) return undefined;
  return roll;
}
