import type { Position } from '@clarity/shared';
import type { PricePoint } from '../market/types.js';
import type { PortfolioAnalytics } from './analytics/portfolio-analytics.js';
import { round } from './market-context.js';
import { isStalePrice } from './price-freshness.js';
import { moveOver } from './tools/period.js';

/**
 * The card's `positions`: one per ticker (the analytics already merged lines), largest value
 * first, then the holdings that could not be valued, each with its reason.
 */
export function positionsOf(a: PortfolioAnalytics, priceHistory: ReadonlyMap<string, readonly PricePoint[]>): Position[] {
  const total = a.valuation.totalValue;
  const priced: Position[] = [...a.valuation.positions]
    .sort((x, y) => y.value - x.value || (x.ticker < y.ticker ? -1 : 1))
    .map((p) => {
      const pnl = p.pnl;
      return {
        ticker: p.ticker,
        name: p.instrument.name,
        assetClass: p.instrument.assetClass,
        quantity: p.quantity,
        price: p.price,
        priceCurrency: p.instrument.currency,
        value: round(p.value, 2),
        weight: total > 0 ? round(p.value / total, 6) : 0,
        unrealizedPnl: pnl ? round(pnl.total, 2) : null,
        unrealizedPnlPct: pnl ? pnlRatio(pnl.total, pnl.costBase) : null,
        costSource: p.costSource,
        // The one period rule the chat uses too: the close on or before the same day a month earlier.
        change1M: moveOver(priceHistory.get(p.ticker), '1M', a.asOf)?.change ?? null,
        priceDate: p.priceDate,
        stalePrice: isStalePrice(p.instrument.assetClass, p.priceDate, a.asOf),
      };
    });
  const unpriced: Position[] = a.valuation.unpriced.map((u) => ({
    ticker: u.ticker,
    name: u.ticker,
    assetClass: null,
    quantity: u.quantity,
    price: null,
    priceCurrency: null,
    value: null,
    weight: null,
    unrealizedPnl: null,
    unrealizedPnlPct: null,
    costSource: 'unknown',
    change1M: null,
    priceDate: null,
    stalePrice: false,
    reason: u.reason,
  }));
  return [...priced, ...unpriced];
}

/** P&L over cost; null when the cost is zero or so near it that the ratio means nothing. */
function pnlRatio(total: number, cost: number): number | null {
  if (cost <= 0) return null;
  const ratio = total / cost;
  return Number.isFinite(ratio) && Math.abs(ratio) < 1e4 ? round(ratio, 6) : null;
}

/** How much of the priced value rests on stale closes: the card's `stalePrices`. */
export function stalePricesOf(positions: readonly Position[], totalValue: number): { value: number; share: number; tickers: string[] } {
  const stale = positions.filter((p) => p.stalePrice && p.value !== null);
  const value = stale.reduce((sum, p) => sum + (p.value ?? 0), 0);
  return { value: round(value, 2), share: totalValue > 0 ? round(value / totalValue, 6) : 0, tickers: stale.map((p) => p.ticker) };
}
