import type { PricePoint } from '../../../market/types.js';
import type { FxTable } from '../fx.js';

/**
 * The performance engine works on a grid of calendar days (weekends included, so crypto's weekend
 * closes and weekend trades count); every series is an array indexed by the day's position on it.
 * Values on a day without a close are the latest close on or before it, never interpolated.
 */
const MS_PER_DAY = 86_400_000;

export function dayNumber(date: string): number {
  return Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY;
}

export function dateOfDayNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Every calendar day from `from` to `to`, inclusive (empty when `from` is after `to`). */
export function calendarDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let n = dayNumber(from), last = dayNumber(to); n <= last; n += 1) days.push(dateOfDayNumber(n));
  return days;
}

/**
 * The latest close on or before each day of the grid (NaN before the first close), by one walk of
 * a pointer through the ascending closes: O(days + closes), no search per day.
 */
export function closesOnDays(points: readonly PricePoint[], days: readonly string[]): Float64Array {
  const out = new Float64Array(days.length).fill(Number.NaN);
  let i = -1;
  days.forEach((day, d) => {
    while (i + 1 < points.length && (points[i + 1] as PricePoint).date <= day) i += 1;
    if (i >= 0) out[d] = (points[i] as PricePoint).close;
  });
  return out;
}

/** How many `to` one `from` buys on each day of the grid (NaN where no rate is known yet). */
export function ratesOnDays(fx: FxTable, from: string, to: string, days: readonly string[]): Float64Array {
  const out = new Float64Array(days.length);
  days.forEach((day, d) => (out[d] = fx.rate(from, to, day) ?? Number.NaN));
  return out;
}

/** Rates per currency into one base currency over one grid, each currency computed once. */
export class RatesByCurrency {
  private readonly byCurrency = new Map<string, Float64Array>();

  constructor(
    private readonly fx: FxTable,
    private readonly baseCurrency: string,
    private readonly days: readonly string[],
  ) {}

  of(currency: string): Float64Array {
    let rates = this.byCurrency.get(currency);
    if (!rates) this.byCurrency.set(currency, (rates = ratesOnDays(this.fx, currency, this.baseCurrency, this.days)));
    return rates;
  }
}

/**
 * The first index from which every day is complete (the day after the last incomplete one);
 * `flags.length` when the last day itself is incomplete.
 */
export function firstCompleteIndex(incomplete: Uint8Array): number {
  for (let d = incomplete.length - 1; d >= 0; d -= 1) if (incomplete[d]) return d + 1;
  return 0;
}
