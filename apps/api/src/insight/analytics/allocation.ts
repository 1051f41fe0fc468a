import { ASSET_CLASSES, type Instrument } from '../../market/types.js';
import { compareText } from './concentration.js';
import type { Band, ProfileBands } from './profile-bands.js';
import type { ValuedPosition } from './valuation.js';

export type AllocationDimension = 'assetClass' | 'sector' | 'region' | 'currency';

export interface AllocationSlice {
  key: string;
  value: number;
  weight: number;
  band: Band | null;
  status: 'below' | 'within' | 'above' | 'none';
}

export interface Allocation {
  assetClass: AllocationSlice[];
  sector: AllocationSlice[];
  region: AllocationSlice[];
  currency: AllocationSlice[];
  /** Share held in currencies other than the base currency. */
  foreignCurrencyWeight: number;
}

const KEY_OF: Record<AllocationDimension, (i: Instrument) => string> = {
  assetClass: (i) => i.assetClass,
  sector: (i) => i.sector,
  region: (i) => i.region,
  currency: (i) => i.currency,
};

/**
 * Allocation by asset class, sector, region and currency, each slice checked against its band:
 * asset classes have a min–max band from the profile (every class appears, held or not);
 * a single sector or region has a maximum; currencies other than the base share one maximum.
 */
export function allocation(positions: readonly ValuedPosition[], totalValue: number, baseCurrency: string, bands: ProfileBands): Allocation {
  const assetClass = slices(positions, totalValue, 'assetClass', (key) => bands.assetClass[key as keyof ProfileBands['assetClass']] ?? null);
  for (const cls of ASSET_CLASSES) {
    if (!assetClass.some((s) => s.key === cls)) assetClass.push(withStatus({ key: cls, value: 0, weight: 0 }, bands.assetClass[cls]));
  }
  assetClass.sort(bySize);
  const currency = slices(positions, totalValue, 'currency', (key) => (key === baseCurrency ? null : { min: 0, max: bands.maxForeignCurrency }));
  return {
    assetClass,
    sector: slices(positions, totalValue, 'sector', () => ({ min: 0, max: bands.maxSector })),
    region: slices(positions, totalValue, 'region', () => ({ min: 0, max: bands.maxRegion })),
    currency,
    foreignCurrencyWeight: currency.filter((s) => s.key !== baseCurrency).reduce((acc, s) => acc + s.weight, 0),
  };
}

function slices(
  positions: readonly ValuedPosition[],
  totalValue: number,
  dimension: AllocationDimension,
  bandOf: (key: string) => Band | null,
): AllocationSlice[] {
  const values = new Map<string, number>();
  for (const p of positions) {
    const key = KEY_OF[dimension](p.instrument);
    values.set(key, (values.get(key) ?? 0) + p.value);
  }
  return [...values]
    .map(([key, value]) => withStatus({ key, value, weight: totalValue === 0 ? 0 : value / totalValue }, bandOf(key)))
    .sort(bySize);
}

function withStatus(slice: { key: string; value: number; weight: number }, band: Band | null): AllocationSlice {
  // A tolerance of a hundredth of a percentage point keeps rounding noise from flagging a slice on its bound.
  const eps = 1e-4;
  const status = band === null ? 'none' : slice.weight < band.min - eps ? 'below' : slice.weight > band.max + eps ? 'above' : 'within';
  return { ...slice, band, status };
}

function bySize(a: AllocationSlice, b: AllocationSlice): number {
  return b.weight - a.weight || compareText(a.key, b.key);
}
