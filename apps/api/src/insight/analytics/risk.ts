import type { PricePoint } from '../../market/types.js';
import { lastIndexOnOrBefore, type FxTable } from './fx.js';

export interface SeriesHolding {
  ticker: string;
  quantity: number;
  currency: string;
}

export interface ValuePoint {
  date: string;
  value: number;
}

export interface RiskFigures {
  /** Annualized standard deviation of period returns; null with fewer than 2 returns. */
  volatility: number | null;
  /** Largest peak-to-trough fall, 0–1 (0 when the value never fell). */
  maxDrawdown: number;
  drawdownPeak: string | null;
  drawdownTrough: string | null;
  from: string | null;
  to: string | null;
  observations: number;
}

/**
 * The value today's holdings would have had on each day of the window, in the base currency.
 * Days run over the union of the holdings' price dates; each price is carried forward, and the
 * series starts on the first day every holding has a price (so no holding "arrives" mid-series).
 * Holdings with no price history in the window are left out by the caller and named.
 */
export function holdingsValueSeries(
  holdings: readonly SeriesHolding[],
  history: ReadonlyMap<string, readonly PricePoint[]>,
  baseCurrency: string,
  fx: FxTable,
  from: string,
  to: string,
): ValuePoint[] {
  const included = holdings.filter((h) => (history.get(h.ticker) ?? []).some((p) => p.date <= to));
  if (included.length === 0) return [];
  const days = new Set<string>();
  for (const h of included) for (const p of history.get(h.ticker) ?? []) if (p.date >= from && p.date <= to) days.add(p.date);
  const series: ValuePoint[] = [];
  // One track per ticker (lines of a ticker merged); one FX lookup per currency per day.
  const quantities = new Map<string, SeriesHolding>();
  for (const h of included) {
    const seen = quantities.get(h.ticker);
    quantities.set(h.ticker, seen ? { ...seen, quantity: seen.quantity + h.quantity } : h);
  }
  const tracks = [...quantities.values()].map((h) => {
    const points = [...(history.get(h.ticker) ?? [])].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return { holding: h, points, dates: points.map((p) => p.date) };
  });
  for (const day of [...days].sort()) {
    const rates = new Map<string, number | undefined>();
    let value = 0;
    let complete = true;
    for (const { holding, points, dates } of tracks) {
      const i = lastIndexOnOrBefore(dates, day);
      if (!rates.has(holding.currency)) rates.set(holding.currency, fx.rate(holding.currency, baseCurrency, day));
      const rate = rates.get(holding.currency);
      if (i < 0 || rate === undefined) {
        complete = false;
        break;
      }
      value += holding.quantity * (points[i] as PricePoint).close * rate;
    }
    if (complete) series.push({ date: day, value });
  }
  return series;
}

/**
 * Volatility and maximum drawdown of a value series. Volatility = sample standard deviation of
 * simple period returns × √(periods per year), where periods per year = returns × 365 ÷ days
 * spanned (365 for a daily series with weekends, about 261 for business days).
 */
export function riskFigures(series: readonly ValuePoint[]): RiskFigures {
  const first = series[0];
  const last = series.at(-1);
  const returns: number[] = [];
  for (let i = 1; i < series.length; i++) {
    const prev = (series[i - 1] as ValuePoint).value;
    if (prev !== 0) returns.push((series[i] as ValuePoint).value / prev - 1);
  }
  let volatility: number | null = null;
  if (returns.length >= 2 && first && last) {
    const mean = returns.reduce((a, r) => a + r, 0) / returns.length;
    const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
    const spanDays = (Date.parse(last.date) - Date.parse(first.date)) / 86_400_000;
    const periodsPerYear = spanDays > 0 ? (returns.length * 365) / spanDays : 365;
    volatility = Math.sqrt(variance) * Math.sqrt(periodsPerYear);
  }
  let peak = first;
  let maxDrawdown = 0;
  let drawdownPeak: string | null = null;
  let drawdownTrough: string | null = null;
  for (const point of series) {
    if (!peak || point.value > peak.value) peak = point;
    const dd = peak.value > 0 ? (peak.value - point.value) / peak.value : 0;
    if (dd > maxDrawdown) {
      maxDrawdown = dd;
      drawdownPeak = peak.date;
      drawdownTrough = point.date;
    }
  }
  return { volatility, maxDrawdown, drawdownPeak, drawdownTrough, from: first?.date ?? null, to: last?.date ?? null, observations: series.length };
}
