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

/**
 * Exact days asked instead of a stored period ("since March", "in June", "last quarter": chat/understanding/spans.ts):
 * a move over them compares the close on or before `to` with the close on or before `from`, as a period's does.
 */
export const SpanFields = {
  /** The span's first day, YYYY-MM-DD (the close on or before it is where the move starts); with `to`, instead of `period`. */
  from: z.iso.date().optional(),
  /** The span's last day, YYYY-MM-DD (today when left out or later). */
  to: z.iso.date().optional(),
};

export const SpanSchema = z.object({ from: z.string(), to: z.string() });
export type Span = z.infer<typeof SpanSchema>;

/** The span asked, `to` clamped to today; null when the tool was asked for a stored period. */
export function spanOf(input: { from?: string | undefined; to?: string | undefined }, asOf: string): Span | null {
  if (input.from === undefined) return null;
  const to = input.to === undefined || input.to > asOf ? asOf : input.to;
  return { from: input.from < to ? input.from : to, to };
}

/** The latest point on or before `asOf` against the point on or before the period's start. */
export function moveOver(series: readonly PricePoint[] | undefined, period: Period, asOf: string): Move | null {
  return moveBetween(series, startOf(period, asOf), asOf);
}

/** The point on or before `to` against the point on or before `from`. */
export function moveBetween(series: readonly PricePoint[] | undefined, from: string, to: string): Move | null {
  if (!series || series.length === 0) return null;
  const latest = closeOnOrBefore(series, to);
  if (!latest) return null;
  const start = closeOnOrBefore(series, from);
  const change = start && start.close > 0 && start.date !== latest.date ? latest.close / start.close - 1 : null;
  return { close: latest.close, date: latest.date, startClose: start?.close ?? null, startDate: start?.date ?? null, change: change === null ? null : Math.round(change * 1e6) / 1e6 };
}

/**
 * The day after which a span's activity (trades, fees, dividends) counts: its base day, as a stored period's start is
 * (the year to date counts what happened after 31 December). A span that starts on a month's first day ("since June")
 * counts that day too, so its base is the day before, as "in June" starts on its eve.
 */
export function activityAfter(span: Span): string {
  return span.from.endsWith('-01') ? daysBeforeDate(span.from, 1) : span.from;
}
