import type { ParsedMarketData } from '../market/parse.js';

const DAY_MS = 86_400_000;

/** The day before `now` (UTC), written YYYY-MM-DD: the last day a demo started at `now` has data for. */
export function dayBefore(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS).toISOString().slice(0, 10);
}

function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The newest date of any price, rate or development: where the data set ends. */
export function lastDayOf(data: ParsedMarketData): string | undefined {
  const dates = [...data.prices, ...data.fx, ...data.developments].map(({ value }) => value.date);
  return dates.length === 0 ? undefined : dates.reduce((a, b) => (a > b ? a : b));
}

/**
 * The sample set moved in time so that it ends on `lastDay`: every price, rate, development and
 * source publication moves by the same whole number of days, so the series, their moves and the
 * news that explains them stay exactly as generated, only dated later. (A weekday-only series may
 * then have closes on a weekend; nothing in the card or chat reads the day of the week.) The
 * synthetic sources' example.com addresses carry their date in the path and move with it.
 */
export function redateToEndOn(data: ParsedMarketData, lastDay: string): ParsedMarketData {
  const end = lastDayOf(data);
  if (end === undefined) return data;
  const days = Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${end}T00:00:00Z`)) / DAY_MS);
  if (days === 0) return data;
  const shift = <T extends { date: string }>(rows: { line: number; value: T }[]) => rows.map(({ line, value }) => ({ line, value: { ...value, date: shiftDay(value.date, days) } }));
  return {
    ...data,
    prices: shift(data.prices),
    fx: shift(data.fx),
    developments: shift(data.developments),
    corporateActions: data.corporateActions.map(({ line, value }) => ({ line, value: { ...value, ex_date: shiftDay(value.ex_date, days) } })),
    sources: data.sources.map(({ line, value }) => ({
      line,
      value: {
        ...value,
        publishedAt: new Date(Date.parse(value.publishedAt) + days * DAY_MS).toISOString(),
        url: value.url.replace(/\/(\d{4})\/(\d{2})\/(\d{2})\//, (_whole, y: string, m: string, d: string) => `/${shiftDay(`${y}-${m}-${d}`, days).replaceAll('-', '/')}/`),
      },
    })),
  };
}
