import type { AssetClass } from '../../market/types.js';
import type { ValuedPosition } from './valuation.js';

/**
 * The stress scenario: a broad sell-off of the size seen several times a decade. Bonds and cash
 * are held flat (they have cushioned such falls as often as not), so the line shows what the
 * risky part of the portfolio could cost.
 */
export const STRESS_SHOCKS: Record<AssetClass, number> = {
  equity: -0.2,
  crypto: -0.5,
  commodity: -0.1,
  fixed_income: 0,
  cash: 0,
};

export interface StressResult {
  /** Change in the base currency (negative = loss). */
  change: number;
  /** change ÷ today's value; null for an empty portfolio. */
  changeRatio: number | null;
  /** The asset class contributing most to the loss, if any. */
  largestContributor: { assetClass: AssetClass; change: number } | null;
}

export function stressTest(positions: readonly ValuedPosition[], totalValue: number): StressResult {
  const byClass = new Map<AssetClass, number>();
  for (const p of positions) {
    const cls = p.instrument.assetClass;
    byClass.set(cls, (byClass.get(cls) ?? 0) + p.value * (STRESS_SHOCKS[cls] ?? 0));
  }
  let change = 0;
  let largest: { assetClass: AssetClass; change: number } | null = null;
  for (const [assetClass, delta] of [...byClass].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    change += delta;
    if (delta < 0 && (!largest || delta < largest.change)) largest = { assetClass, change: delta };
  }
  return { change, changeRatio: totalValue === 0 ? null : change / totalValue, largestContributor: largest };
}
