import type { Instrument } from '../../market/types.js';
import type { ValuedPosition } from '../analytics/valuation.js';
import type { Dimension } from './words.js';

/** The key of an instrument along a dimension. */
export function keyOf(instrument: Instrument, dimension: Dimension): string {
  switch (dimension) {
    case 'asset_class':
      return instrument.assetClass;
    case 'sector':
      return instrument.sector;
    case 'region':
      return instrument.region;
    case 'currency':
      return instrument.currency;
  }
}

/** Weight of a value in the priced total; 0 for an empty portfolio. */
export function weightIn(value: number, total: number): number {
  return total > 0 ? value / total : 0;
}

export function round(n: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** Positions largest first (ties by ticker): the order every list uses. */
export function bySize(positions: readonly ValuedPosition[]): ValuedPosition[] {
  return [...positions].sort((a, b) => b.value - a.value || (a.ticker < b.ticker ? -1 : 1));
}

