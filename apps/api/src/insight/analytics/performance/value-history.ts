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
  /** Trades of these tickers in execution order (see `tradesInOrder`). */
  trades: readonly TradeRecord[];
  rates: RatesByCurrency;
}

/**
 * Money moving on one day, in the base currency. Trades are external flows: a buy brings in
 * quantity × price + fees, a sell takes out quantity × price − fees. A fee is money the investor
 * paid that bought nothing, so it lowers every return.
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
}

/**
 * The portfolio's value on every day of the grid, in the base currency: quantities rolled forward
 * from the opening ones through the trades (one pointer through the ordered log), each valued at
 * the day's close × FX. O(days × tickers + trades).
 */
export function buildValueHistory(input: ValueHistoryInput): ValueHistory {
  const { days, tickers, trades, rates } = input;
  const n = days.length;
  const indexOf = new Map(tickers.map((t, i) => [t.ticker, i]));
  const quantities = tickers.map((t) => input.opening.get(t.ticker) ?? 0);
  const perTicker: TickerHistory[] = tickers.map((t) => ({ ticker: t.ticker, ...emptyFlows(n) }));
  const total = emptyFlows(n);
  const incomplete = new Uint8Array(n);
  const rateSeries = tickers.map((t) => rates.of(t.currency));
  let next = 0;
  // Trades before the grid (none when the grid starts before the log) only move quantities.
  while (next < trades.length && (trades[next] as TradeRecord).executedAt.slice(0, 10) < (days[0] ?? '')) {
    const t = trades[next++] as TradeRecord;
    const i = indexOf.get(t.ticker);
    if (i !== undefined) quantities[i] = (quantities[i] as number) + signedQuantity(t);
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
      const fees = t.fees ?? 0;
      const flows = perTicker[i] as TickerHistory;
      if (t.side === 'buy') flows.bought[d] = (flows.bought[d] as number) + (t.quantity * t.price + fees) * rate;
      else flows.sold[d] = (flows.sold[d] as number) + (t.quantity * t.price - fees) * rate;
    }
    let value = 0;
    let bought = 0;
    let sold = 0;
    for (let i = 0; i < tickers.length; i += 1) {
      const quantity = quantities[i] as number;
      const flows = perTicker[i] as TickerHistory;
      if (Math.abs(quantity) > QUANTITY_EPSILON) {
        const v = quantity * ((tickers[i] as PricedTicker).closes[d] as number) * ((rateSeries[i] as Float64Array)[d] as number);
        if (Number.isNaN(v)) incomplete[d] = 1;
        else flows.value[d] = v;
      }
      value += flows.value[d] as number;
      bought += flows.bought[d] as number;
      sold += flows.sold[d] as number;
    }
    total.value[d] = value;
    total.bought[d] = bought;
    total.sold[d] = sold;
  }
  return { days, tickers: perTicker, incomplete, ...total };
}

function emptyFlows(n: number): DailyFlows {
  return { value: new Float64Array(n), bought: new Float64Array(n), sold: new Float64Array(n) };
}
