import type { TradeRecord } from '../trades.js';

/** Quantities closer to zero than this are zero (float noise from fractional trades). */
export const QUANTITY_EPSILON = 1e-9;

/** The trades up to `asOf` (inclusive, by UTC day) in execution order; the log's order breaks ties. */
export function tradesInOrder(trades: readonly TradeRecord[], asOf: string): TradeRecord[] {
  return trades
    .filter((t) => t.executedAt.slice(0, 10) <= asOf)
    .sort((a, b) => (a.executedAt < b.executedAt ? -1 : a.executedAt > b.executedAt ? 1 : 0));
}

export function signedQuantity(trade: TradeRecord): number {
  return trade.side === 'buy' ? trade.quantity : -trade.quantity;
}

export interface Reconciliation {
  /** Quantity held per ticker before the first trade: today's quantity minus every trade's. */
  opening: Map<string, number>;
  /** Tickers whose trades today's holdings do not explain, sorted. */
  unexplained: string[];
}

/**
 * Rolls today's holdings back through the log. The log explains a ticker when the rolled-back
 * quantity never crosses to the other side of today's: a long (or closed) holding is never
 * negative at any point of the log, a short one never positive. So a ticker whose sells exceed
 * what was bought plus what was held before the log, or whose trades net to more than is held
 * today, is not explained. One pass over the ordered log: O(trades).
 */
export function reconcileTradeLog(currentQuantities: ReadonlyMap<string, number>, ordered: readonly TradeRecord[]): Reconciliation {
  const net = new Map<string, number>();
  for (const t of ordered) net.set(t.ticker, (net.get(t.ticker) ?? 0) + signedQuantity(t));
  const opening = new Map<string, number>();
  for (const ticker of new Set([...currentQuantities.keys(), ...net.keys()])) {
    opening.set(ticker, (currentQuantities.get(ticker) ?? 0) - (net.get(ticker) ?? 0));
  }
  const running = new Map(opening);
  const unexplained = new Set<string>();
  const crosses = (ticker: string, quantity: number): boolean =>
    (currentQuantities.get(ticker) ?? 0) < 0 ? quantity > QUANTITY_EPSILON : quantity < -QUANTITY_EPSILON;
  for (const [ticker, quantity] of opening) if (crosses(ticker, quantity)) unexplained.add(ticker);
  for (const t of ordered) {
    const quantity = (running.get(t.ticker) ?? 0) + signedQuantity(t);
    running.set(t.ticker, quantity);
    if (crosses(t.ticker, quantity)) unexplained.add(t.ticker);
  }
  return { opening, unexplained: [...unexplained].sort() };
}
