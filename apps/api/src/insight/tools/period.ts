import { z } from 'zod';
import { closeOnOrBefore } from '../analytics/price-change.js';
import { daysBeforeDate, monthsBefore, periodStart } from '../analytics/periods.js';
import type { PricePoint } from '../../market/types.js';

/** The periods a price, rate or return can be asked over. */
export const PeriodSchema = z.enum(['1W', '1M', '3M', '6M', 'YTD', '1Y']);
export type Period = z.infer<typeof PeriodSchema>;

/** The first day of a period ending on `asOf` (the one rule of insight/analytics/periods.ts, plus a week and six months). */
export function startOf(period: Period, asOf: string): string {
  if (period === '1W') return daysBeforeDate(asOf, 7);
  if (period === '6M') return monthsBefore(asOf, 6);
  return periodStart(period, asOf);
}

export interface Move {
  close: number;
  date: string;
  startClose: number | null;
  startDate: string | null;
  change: number | null;
}

/** The latest point on or before `asOf` against the point on or before the period's start. */
export function moveOver(series: readonly PricePoint[] | undefined, period: Period, asOf: string): Move | null {
  if (!series || series.length === 0) return null;
  const latest = closeOnOrBefore(series, asOf);
  if (!latest) return null;
  const start = closeOnOrBefore(series, startOf(period, asOf));
  const change = start && start.close > 0 && start.date !== latest.date ? latest.close / start.close - 1 : null;
  return { close: latest.close, date: latest.date, startClose: start?.close ?? null, startDate: start?.date ?? null, change: change === null ? null : Math.round(change * 1e6) / 1e6 };
}
