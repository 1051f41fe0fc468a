import type { Activity } from '@clarity/shared';
import type { TradeRecord } from './trades.js';

/**
 * The activity log read as a brokerage book (docs/insight.md, "Activities"): the trades every figure
 * rolls positions through, and the money that moved without a trade. Pure.
 *
 * Splits: prices in the market data are split-adjusted closes, so every quantity before a split is
 * multiplied by `to / from` and every unit price divided by it (a 2:1 split doubles the units bought
 * before it and halves their price: no value, cost, return or P&L changes). A split applies to the
 * activities of its ticker executed before it.
 *
 * Transfers become trades of `kind: 'transfer'` (a lot at the stated cost for FIFO; a flow at market
 * value for returns, never a realized result); a reinvested dividend becomes a buy of `kind: 'reinvest'`
 * beside the dividend's income.
 *
 * A conversion moves cash between currencies inside the book: its sold amount leaves one currency and its
 * bought amount enters another (`conversion_out`, `conversion_in`: neither a flow across the book's edge nor
 * income), and its fee is a `fee` like any other cost.
 */
export interface Book {
  /** Buys and sells (transfers and reinvestments included), split-adjusted, in execution order. */
  trades: TradeRecord[];
  /** Dividends and interest, fees and taxes outside trades, deposits and withdrawals, conversions' legs, in execution order. */
  money: MoneyEvent[];
  /** Whether the book reports its cash: it logs deposits or withdrawals (docs/activities.md, "Cash"). */
  reportsCash: boolean;
}

export type MoneyKind = 'dividend' | 'interest' | 'fee' | 'tax' | 'deposit' | 'withdrawal' | 'conversion_out' | 'conversion_in';

/** Money that moved without a trade; `amount` positive, its direction given by `kind`. */
export interface MoneyEvent {
  kind: MoneyKind;
  /** ISO 8601 timestamp. */
  executedAt: string;
  amount: number;
  currency: string;
  /** The holding it belongs to (a dividend's; a fee's or tax's when given). */
  ticker: string | null;
  /** A dividend's tax withheld at source (part of `amount`); 0 otherwise. */
  withholdingTax: number;
}

/** The book of an activity log given oldest first (ties in the log's order), as `TradeService.activities` returns it. */
export function bookOf(activities: readonly Activity[]): Book {
  // Walk newest first so each activity meets the product of the splits after it (one pass).
  const factor = new Map<string, number>();
  const trades: TradeRecord[] = [];
  const money: MoneyEvent[] = [];
  let reportsCash = false;
  for (let i = activities.length - 1; i >= 0; i -= 1) {
    const a = activities[i] as Activity;
    const k = 'ticker' in a && a.ticker !== undefined ? (factor.get(a.ticker) ?? 1) : 1;
    switch (a.type) {
      case 'split':
        factor.set(a.ticker, k * (a.ratio.to / a.ratio.from));
        break;
      case 'buy':
      case 'sell':
        trades.push({ ticker: a.ticker, side: a.side, quantity: a.quantity * k, price: a.price / k, currency: a.currency, executedAt: a.executedAt, fees: a.fees });
        break;
      case 'transfer_in':
      case 'transfer_out': {
        const quantity = a.quantity * k;
        const price = a.costBasis === undefined ? 0 : a.costBasis / quantity;
        trades.push({ ticker: a.ticker, side: a.type === 'transfer_in' ? 'buy' : 'sell', quantity, price, currency: a.currency, executedAt: a.executedAt, kind: 'transfer' });
        break;
      }
      case 'dividend':
        if (a.reinvestedQuantity !== undefined) {
          const quantity = a.reinvestedQuantity * k;
          const price = (a.reinvestedPrice ?? (a.amount - (a.withholdingTax ?? 0)) / a.reinvestedQuantity) / k;
          trades.push({ ticker: a.ticker, side: 'buy', quantity, price, currency: a.currency, executedAt: a.executedAt, kind: 'reinvest' });
        }
        money.push({ kind: 'dividend', executedAt: a.executedAt, amount: a.amount, currency: a.currency, ticker: a.ticker, withholdingTax: a.withholdingTax ?? 0 });
        break;
      case 'interest':
      case 'deposit':
      case 'withdrawal':
        if (a.type !== 'interest') reportsCash = true;
        money.push({ kind: a.type, executedAt: a.executedAt, amount: a.amount, currency: a.currency, ticker: null, withholdingTax: 0 });
        break;
      case 'fee':
      case 'tax':
        money.push({ kind: a.type, executedAt: a.executedAt, amount: a.amount, currency: a.currency, ticker: a.ticker ?? null, withholdingTax: 0 });
        break;
      case 'conversion':
        // Pushed in reverse (the list is reversed at the end): out, in, then the fee, at one instant.
        if (a.fee !== undefined && a.fee > 0) money.push({ kind: 'fee', executedAt: a.executedAt, amount: a.fee, currency: a.feeCurrency ?? a.soldCurrency, ticker: null, withholdingTax: 0 });
        money.push({ kind: 'conversion_in', executedAt: a.executedAt, amount: a.boughtAmount, currency: a.boughtCurrency, ticker: null, withholdingTax: 0 });
        money.push({ kind: 'conversion_out', executedAt: a.executedAt, amount: a.soldAmount, currency: a.soldCurrency, ticker: null, withholdingTax: 0 });
        break;
    }
  }
  trades.reverse();
  money.reverse();
  return { trades, money, reportsCash };
}

/** The book of a log of trades only (inline portfolios, tests): nothing but the trades. */
export function bookOfTrades(trades: readonly TradeRecord[]): Book {
  return { trades: [...trades], money: [], reportsCash: false };
}

/**
 * What a money event does to the investor's net worth inside the book, in its currency: income
 * (dividend net of withholding, interest) adds, fees and taxes take away. Deposits and withdrawals
 * move money across the book's edge and a conversion's legs move it between currencies: not a result, 0.
 */
export function resultOf(event: MoneyEvent): number {
  switch (event.kind) {
    case 'dividend':
      return event.amount - event.withholdingTax;
    case 'interest':
      return event.amount;
    case 'fee':
    case 'tax':
      return -event.amount;
    default:
      return 0;
  }
}

/** Net income of an event (dividend net of withholding, interest); 0 for the other kinds. */
export function incomeOf(event: MoneyEvent): number {
  return event.kind === 'dividend' || event.kind === 'interest' ? resultOf(event) : 0;
}

/** Below this much (in a currency's units) a cash balance counts as zero: rounding of amounts in cents. */
export const CASH_TOLERANCE = 0.005;

/** What a trade does to the book's cash, in its currency: a buy pays price and fees, a sell brings price less fees; a transfer moves no cash. */
export function tradeCash(t: TradeRecord): number {
  if (t.kind === 'transfer') return 0;
  const fees = t.fees ?? 0;
  return t.side === 'buy' ? -(t.quantity * t.price + fees) : t.quantity * t.price - fees;
}

/** What a money event does to the book's cash, in its currency: deposits and a conversion's bought side in, withdrawals and its sold side out, else its result (income in, fees and taxes out). */
export function moneyCash(m: MoneyEvent): number {
  if (m.kind === 'deposit' || m.kind === 'conversion_in') return m.amount;
  if (m.kind === 'withdrawal' || m.kind === 'conversion_out') return -m.amount;
  return resultOf(m);
}

/** Cash moved in one currency, signed. */
export interface CashMove {
  currency: string;
  amount: number;
}

/**
 * What a conversion does to the cash, per currency: the sold amount out, the bought amount in, the fee out (in
 * `feeCurrency`, else the sold currency). The write path's twin of the book's conversion legs and fee.
 */
export function conversionCash(c: { soldAmount: number; soldCurrency: string; boughtAmount: number; boughtCurrency: string; fee?: number; feeCurrency?: string }): CashMove[] {
  const moves: CashMove[] = [
    { currency: c.soldCurrency, amount: -c.soldAmount },
    { currency: c.boughtCurrency, amount: c.boughtAmount },
  ];
  if (c.fee !== undefined && c.fee > 0) moves.push({ currency: c.feeCurrency ?? c.soldCurrency, amount: -c.fee });
  return moves;
}

/**
 * The order cash is rolled forward in: by execution time, and at one instant money in before money out (a
 * deposit and a buy stamped alike are not an overdraft). The write path's withdrawal check rolls in this order too.
 */
export function cashOrder(a: { at: string; amount: number }, b: { at: string; amount: number }): number {
  return a.at < b.at ? -1 : a.at > b.at ? 1 : b.amount - a.amount;
}

/**
 * Whether the book's cash, rolled forward from zero through every activity in execution order, stays
 * at or above zero in every currency. A book that logs deposits but spends more than they bring
 * (a log started after the account, or deposits left out) does not report its cash after all.
 */
export function cashNeverNegative(book: { readonly trades: readonly TradeRecord[]; readonly money: readonly MoneyEvent[]; reportsCash?: boolean }): boolean {
  const events: { at: string; currency: string; amount: number }[] = [];
  for (const t of book.trades) if (t.kind !== 'transfer') events.push({ at: t.executedAt, currency: t.currency, amount: tradeCash(t) });
  for (const m of book.money) events.push({ at: m.executedAt, currency: m.currency, amount: moneyCash(m) });
  events.sort(cashOrder);
  const balance = new Map<string, number>();
  for (const e of events) {
    const next = (balance.get(e.currency) ?? 0) + e.amount;
    if (next < -CASH_TOLERANCE) return false;
    balance.set(e.currency, next);
  }
  return true;
}
