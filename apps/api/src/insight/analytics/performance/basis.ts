import type { Holding, Performance } from '@clarity/shared';
import type { Instrument, PricePoint } from '../../../market/types.js';
import type { FxTable } from '../fx.js';
import type { TradeRecord } from '../trades.js';
import { reconcileTradeLog, tradesInOrder } from './trade-log.js';

export interface BasisInput {
  asOf: string;
  baseCurrency: string;
  holdings: readonly Holding[];
  trades: readonly TradeRecord[];
  instruments: ReadonlyMap<string, Instrument>;
  closes: ReadonlyMap<string, readonly PricePoint[]>;
}

/** Which positions the value history follows, and what the notes say about that choice. */
export interface BasisChoice {
  basis: Performance['basis'];
  /** Held or traded tickers that cannot be valued today (unknown, no close, no FX): left out of every figure. */
  excluded: string[];
  /** Whether there were trades (of valued tickers) to reconcile at all. */
  hadLog: boolean;
  /** Tickers the log does not explain; non-empty only when the log was refused. */
  unexplained: string[];
  /** Quantities before the history's first day: before the log (`trade_log`) or today's (`current_holdings`). */
  opening: ReadonlyMap<string, number>;
  /** The trades rolled forward, in execution order (none for `current_holdings`). */
  trades: TradeRecord[];
  /** Every ticker the history values, sorted. */
  tickers: string[];
}

/**
 * `trade_log` when there are trades and the log explains today's holdings (`reconcileTradeLog`),
 * else `current_holdings`: today's holdings held throughout. Tickers that cannot be valued today
 * are dropped first, with their trades, so one unpriced holding does not void the whole log.
 */
export function chooseBasis(input: BasisInput, fx: FxTable): BasisChoice {
  const valuedToday = (ticker: string): boolean => {
    const instrument = input.instruments.get(ticker);
    const closes = input.closes.get(ticker) ?? [];
    return instrument !== undefined && closes.some((p) => p.date <= input.asOf) && fx.rate(instrument.currency, input.baseCurrency, input.asOf) !== undefined;
  };
  const ordered = tradesInOrder(input.trades, input.asOf);
  const every = [...new Set([...input.holdings.map((h) => h.ticker), ...ordered.map((tr) => tr.ticker)])].sort();
  const excluded = new Set(every.filter((ticker) => !valuedToday(ticker)));
  const trades = ordered.filter((tr) => !excluded.has(tr.ticker));
  const current = new Map(input.holdings.filter((h) => !excluded.has(h.ticker)).map((h) => [h.ticker, h.quantity]));
  const reconciliation = trades.length > 0 ? reconcileTradeLog(current, trades) : null;
  const common = { excluded: [...excluded], hadLog: reconciliation !== null, unexplained: reconciliation?.unexplained ?? [] };
  if (reconciliation && reconciliation.unexplained.length === 0) {
    return { ...common, basis: 'trade_log', opening: reconciliation.opening, trades, tickers: [...reconciliation.opening.keys()].sort() };
  }
  return { ...common, basis: 'current_holdings', opening: current, trades: [], tickers: [...current.keys()].sort() };
}
