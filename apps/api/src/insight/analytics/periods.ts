import type { PerformancePeriodLabel } from '@clarity/shared';

/**
 * The day a period starts, for a period ending on `asOf` (YYYY-MM-DD): the same calendar day one
 * or three months back, a year back, or the last day of the previous year (YTD). A month-end that
 * does not exist in the earlier month falls on that month's last day (Mar 31 → Feb 28).
 * A change "over the period" compares the close on or before `asOf` with the close on or before
 * this day. Every period figure (card, chat, performance) uses this one rule.
 */
export function periodStart(label: Exclude<PerformancePeriodLabel, 'SI'>, asOf: string): string {
  switch (label) {
    case '1M':
      return monthsBefore(asOf, 1);
    case '3M':
      return monthsBefore(asOf, 3);
    case '1Y':
      return monthsBefore(asOf, 12);
    case 'YTD':
      return `${Number(asOf.slice(0, 4)) - 1}-12-31`;
  }
}

/** `asOf` moved back by whole calendar months, clamped to the earlier month's last day. */
export function monthsBefore(asOf: string, months: number): string {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7)) - 1;
  const day = Number(asOf.slice(8, 10));
  const target = new Date(Date.UTC(year, month - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** `asOf` moved back by whole days. */
export function daysBeforeDate(asOf: string, days: number): string {
  return new Date(Date.parse(`${asOf}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
