import type { ValuedPosition } from './valuation.js';

export interface WeightedTicker {
  ticker: string;
  value: number;
  /** Share of the priced value, 0–1. */
  weight: number;
}

export interface Concentration {
  /** Per ticker (lines of the same ticker merged), largest first; ties by ticker. */
  weights: WeightedTicker[];
  top1: WeightedTicker | null;
  /** Combined weight of the five largest holdings. */
  top5Weight: number;
  /** Herfindahl–Hirschman index Σw². */
  hhi: number;
  /** 1 / HHI: how many equal-sized holdings would be as diversified. 0 for an empty portfolio. */
  effectiveHoldings: number;
}

/** Weights of the priced holdings, top-1, top-5 and the effective number of holdings (1/HHI). */
export function concentration(positions: readonly ValuedPosition[], totalValue: number): Concentration {
  const byTicker = new Map<string, number>();
  for (const p of positions) byTicker.set(p.ticker, (byTicker.get(p.ticker) ?? 0) + p.value);
  const weights = [...byTicker]
    .map(([ticker, value]) => ({ ticker, value, weight: totalValue === 0 ? 0 : value / totalValue }))
    .sort((a, b) => b.weight - a.weight || compareText(a.ticker, b.ticker));
  const hhi = weights.reduce((acc, w) => acc + w.weight * w.weight, 0);
  return {
    weights,
    top1: weights[0] ?? null,
    top5Weight: weights.slice(0, 5).reduce((acc, w) => acc + w.weight, 0),
    hhi,
    effectiveHoldings: hhi === 0 ? 0 : 1 / hhi,
  };
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
