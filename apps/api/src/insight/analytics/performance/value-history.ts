import { incomeOf, moneyCash, resultOf, tradeCash, type MoneyEvent } from '../book.js';
import type { TradeRecord } from '../trades.js';
import type { RatesByCurrency } from './daily-grid.js';
import { QUANTITY_EPSILON, signedQuantity } from './trade-log.js';

/** A ticker the history values: its instrument currency and its close on each day of the grid. */
export interface PricedTicker {
  ticker: string;
  currency: string;
  closes: Float64Array;
}

export interface ValueHistoryInput {
  days: readonly string[];
  tickers: readonly PricedTicker[];
  /** Quantity held before the first day (and before any trade of the log). */
  opening: ReadonlyMap<string, number>;
  /** Trades of these tickers in execution order (see `tradesInOrder`), split-adjusted (`bookOf`). */
  trades: readonly TradeRecord[];
  /** Money moved without a trade (income, fees, taxes, deposits, withdrawals), in execution order. */
  money?: readonly MoneyEvent[];
  /**
   * `true`: the book reports its cash, so its value includes a cash balance per currency and only
   * deposits, withdrawals and transfers cross its edge; `false`: flows are measured at the edge of the
   * positions (trades, income paid out, fees and taxes paid in).
   */
  cash?: boolean;
  rates: RatesByCurrency;
}

/**
 * Money moving on one day, in the base currency. Trades are external flows: a buy brings in
 * quantity × price + fees, a sell takes out quantity × price − fees. A fee is money the investor
 * paid that bought nothing, so it lowers every return. At the edge of the positions a dividend or
 * interest paid out is money taken out (`sold`), a fee or tax outside a trade money brought in that
 * bought nothing (`bought`); with cash reported they stay inside (in the cash balance), and only
 * deposits and withdrawals (and transfers, at market value) cross the edge.
 */
export interface DailyFlows {
  /** End-of-day value. */
  value: Float64Array;
  bought: Float64Array;
  sold: Float64Array;
}

export interface TickerHistory extends DailyFlows {
  ticker: string;
}

export interface ValueHistory extends DailyFlows {
  days: readonly string[];
  tickers: TickerHistory[];
  /** 1 on a day some position (or a trade) could not be valued: no close yet, or no FX rate. */
  incomplete: Uint8Array;
  /** Income earned each day (dividends net of withholding tax, interest), in the base currency. */
  income: Float64Array;
  /** Cash per currency at the end of the last day (in that currency); empty when the book does not report cash. */
  cash: ReadonlyMap<string, number>;
}

/**
 * The portfolio's value on every day of the grid, in the base currency: quantities rolled forward
 * from the opening ones through the trades (one pointer through the ordered log), each valued at
 * the day's close × FX, plus the cash balances when the book reports cash. O(days × tickers + activities).
 */
export function buildValueHistory(input: ValueHistoryInput): ValueHistory {
  const { days, tickers, trades, rates } = input;
  const money = input.money ?? [];
  const withCash = input.cash === true;
  const n = days.length;
  const indexOf = new Map(tickers.map((t, i) => [t.ticker, i]));
  const quantities = tickers.map((t) => input.opening.get(t.ticker) ?? 0);
  const perTicker: TickerHistory[] = tickers.map((t) => ({ ticker: t.ticker, ...emptyFlows(n) }));
  const total = emptyFlows(n);
  const income = new Float64Array(n);
  const incomplete = new Uint8Array(n);
  const rateSeries = tickers.map((t) => rates.of(t.currency));
  const cash = new Map<string, number>();
  const addCash = (currency: string, amount: number): void => {
    if (withCash) cash.set(currency, (cash.get(currency) ?? 0) + amount);
  };
  let next = 0;
  let nextMoney = 0;
  const firstDay = days[0] ?? '';
  // Activities before the grid (none when the grid starts before the log) only move quantities and cash.
  while (next < trades.length && (trades[next] as TradeRecord).executedAt.slice(0, 10) < firstDay) {
    const t = trades[next++] as TradeRecord;
    const i = indexOf.get(t.ticker);
    if (i !== undefined) quantities[i] = (quantities[i] as number) + signedQuantity(t);
    addCash(t.currency, tradeCash(t));
  }
  while (nextMoney < money.length && (money[nextMoney] as MoneyEvent).executedAt.slice(0, 10) < firstDay) {
    const m = money[nextMoney++] as MoneyEvent;
    addCash(m.currency, moneyCash(m));
  }
  for (let d = 0; d < n; d += 1) {
    const day = days[d] as string;
    for (; next < trades.length && (trades[next] as TradeRecord).executedAt.slice(0, 10) === day; next += 1) {
      const t = trades[next] as TradeRecord;
      const i = indexOf.get(t.ticker);
      if (i === undefined) continue;
      quantities[i] = (quantities[i] as number) + signedQuantity(t);
      const rate = rates.of(t.currency)[d] as number;
      if (Number.isNaN(rate)) incomplete[d] = 1;
      const flows = perTicker[i] as TickerHistory;
      if (t.kind === 'transfer') {
        // A position moved in or out crosses the book's edge at its market value, whatever it cost.
        const atMarket = t.quantity * ((tickers[i] as PricedTicker).closes[d] as number) * ((rateSeries[i] as Float64Array)[d] as number);
        if (Number.isNaN(atMarket)) {
          incomplete[d] = 1;
        } else {
          const side = t.side === 'buy' ? 'bought' : 'sold';
          add(flows[side], d, atMarket);
          add(total[side], d, atMarket);
        }
        continue;
      }
      const fees = t.fees ?? 0;
      const paid = t.side === 'buy' ? (t.quantity * t.price + fees) * rate : (t.quantity * t.price - fees) * rate;
      // The holding's own flows (its contribution) always; the book's only at the edge of the positions.
      const side = t.side === 'buy' ? 'bought' : 'sold';
      add(flows[side], d, paid);
      if (!withCash) add(total[side], d, paid);
      addCash(t.currency, tradeCash(t));
    }
    for (; nextMoney < money.length && (money[nextMoney] as MoneyEvent).executedAt.slice(0, 10) === day; nextMoney += 1) {
      const m = money[nextMoney] as MoneyEvent;
      const rate = rates.of(m.currency)[d] as number;
      if (Number.isNaN(rate)) {
        incomplete[d] = 1;
        continue;
      }
      income[d] = (income[d] as number) + incomeOf(m) * rate;
      addCash(m.currency, moneyCash(m));
      const i = m.ticker === null ? undefined : indexOf.get(m.ticker);
      const flows = i === undefined ? null : (perTicker[i] as TickerHistory);
      if (withCash) {
        if (m.kind === 'deposit') add(total.bought, d, m.amount * rate);
        else if (m.kind === 'withdrawal') add(total.sold, d, m.amount * rate);
        continue;
      }
      // At the edge of the positions: income paid out is taken out, a fee or tax paid is brought in.
      const result = resultOf(m) * rate;
      if (result > 0) {
        add(total.sold, d, result);
        if (flows) flows.sold[d] = (flows.sold[d] as number) + result;
      } else if (result < 0) {
        add(total.bought, d, -(result));
        if (flows) flows.bought[d] = (flows.bought[d] as number) - result;
      }
    }
    let value = 0;
    for (let i = 0; i < tickers.length; i += 1) {
      const quantity = quantities[i] as number;
      const flows = perTicker[i] as TickerHistory;
      if (Math.abs(quantity) > QUANTITY_EPSILON) {
        const v = quantity * ((tickers[i] as PricedTicker).closes[d] as number) * ((rateSeries[i] as Float64Array)[d] as number);
        if (Number.isNaN(v)) incomplete[d] = 1;
        else flows.value[d] = v;
      }
      value += flows.value[d] as number;
    }
    for (const [currency, balance] of cash) {
      if (balance === 0) continue;
      const v = balance * (rates.of(currency)[d] as number);
      if (Number.isNaN(v)) incomplete[d] = 1;
      else value += v;
    }
    total.value[d] = value;
    if (withCash) {
      // Money in and out on the same day never went to work: only the net crosses the edge (so a deposit
      // and an equal withdrawal on one day change no return).
      const both = Math.min(total.bought[d] as number, total.sold[d] as number);
      add(total.bought, d, -both);
      add(total.sold, d, -both);
    }
  }
  return { days, tickers: perTicker, incomplete, income, cash, ...total };
}

function emptyFlows(n: number): DailyFlows {
  return { value: new Float64Array(n), bought: new Float64Array(n), sold: new Float64Array(n) };
}

function add(series: Float64Array, d: number, amount: number): void {
  series[d] = (series[d] as number) + amount;
}
