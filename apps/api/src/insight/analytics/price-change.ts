import type { PricePoint } from '../../market/types.js';

/** The close on or before `date` in an ascending series. */
export function closeOnOrBefore(series: readonly PricePoint[], date: string): PricePoint | undefined {
  let found: PricePoint | undefined;
  for (const point of series) {
    if (point.date > date) break;
    found = point;
  }
  return found;
}
