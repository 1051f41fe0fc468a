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

/** `date` minus `days`, as YYYY-MM-DD. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Relative change of the close from `days` before the latest point to the latest; null when the history is too short. */
export function changeOver(series: readonly PricePoint[] | undefined, days: number): number | null {
  if (!series || series.length < 2) return null;
  const last = series[series.length - 1];
  if (!last) return null;
  const then = closeOnOrBefore(series, daysBefore(last.date, days));
  if (!then || then.close === 0 || then.date === last.date) return null;
  return last.close / then.close - 1;
}
