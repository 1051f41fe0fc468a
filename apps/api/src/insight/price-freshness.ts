import type { AssetClass } from '../market/types.js';

/**
 * How old a close may be before it is stale, per asset class: the usual gap between two closes of
 * the class plus what a market holiday stretch adds. Listed securities (shares, bonds, funds,
 * commodities, a cash line) close on weekdays, so theirs is counted in trading days (weekdays; the
 * market data has no holiday calendar): more than 5 is stale. Crypto trades every calendar day: a
 * close more than 1 day old is stale.
 */
export const PRICE_GAP: Readonly<Record<AssetClass, { days: number; calendarDays: boolean }>> = {
  equity: { days: 5, calendarDays: false },
  fixed_income: { days: 5, calendarDays: false },
  commodity: { days: 5, calendarDays: false },
  cash: { days: 5, calendarDays: false },
  crypto: { days: 1, calendarDays: true },
};

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** Weekdays after `from` up to and including `to` (0 when `to` is not after `from`). */
export function tradingDaysBetween(from: string, to: string): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  let count = 0;
  // Day 0 (1970-01-01) was a Thursday: (n + 4) % 7 is the weekday, 0 = Sunday.
  for (let n = start + 1; n <= end; n++) if ((n + 4) % 7 !== 0 && (n + 4) % 7 !== 6) count++;
  return count;
}

/** Whether a close dated `priceDate` is older than its class's usual gap on the valuation day `asOf`. */
export function isStalePrice(assetClass: AssetClass, priceDate: string, asOf: string): boolean {
  const gap = PRICE_GAP[assetClass];
  const age = gap.calendarDays ? dayNumber(asOf) - dayNumber(priceDate) : tradingDaysBetween(priceDate, asOf);
  return age > gap.days;
}

/** Calendar days from the close `priceDate` to the valuation day `asOf`: how old the close reads to a user. */
export function closeAgeDays(priceDate: string, asOf: string): number {
  return Math.max(0, dayNumber(asOf) - dayNumber(priceDate));
}
