import { convertThroughPairs } from '../../market/fx.js';
import type { FxPoint } from '../../market/types.js';

/** Currency used to cross two currencies that have no direct quote. */
const CROSS_CURRENCY = 'USD';

/**
 * Exchange rates by day, looked up "on or before" a date (the latest rate published by then).
 * `rate(from, to, date)` is how many `to` one `from` buys. Direct quotes, inverted quotes and a
 * cross through USD are tried in that order; a date before the history starts has no rate
 * (undefined): the caller names the gap instead of guessing.
 */
export class FxTable {
  private readonly series = new Map<string, { dates: string[]; rates: number[] }>();

  constructor(points: readonly FxPoint[]) {
    const grouped = new Map<string, FxPoint[]>();
    for (const p of points) {
      const key = `${p.base}/${p.quote}`;
      const list = grouped.get(key) ?? [];
      list.push(p);
      grouped.set(key, list);
    }
    for (const [key, list] of grouped) {
      list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      this.series.set(key, { dates: list.map((p) => p.date), rates: list.map((p) => p.rate) });
    }
  }

  rate(from: string, to: string, date: string): number | undefined {
    if (from === to) return 1;
    const direct = this.quoted(from, to, date);
    if (direct !== undefined) return direct;
    if (from !== CROSS_CURRENCY && to !== CROSS_CURRENCY) {
      const a = this.quoted(from, CROSS_CURRENCY, date);
      const b = this.quoted(CROSS_CURRENCY, to, date);
      if (a !== undefined && b !== undefined) return a * b;
    }
    // Last resort: any chain of stored pairs, each at its latest rate by `date`.
    const latest: FxPoint[] = [];
    for (const [key, s] of this.series) {
      const i = lastIndexOnOrBefore(s.dates, date);
      if (i < 0) continue;
      const [base = '', quote = ''] = key.split('/');
      latest.push({ base, quote, date: s.dates[i] as string, rate: s.rates[i] as number });
    }
    return convertThroughPairs(latest, from, to);
  }

  /** Converts an amount, or undefined when the rate is unknown. */
  convert(amount: number, from: string, to: string, date: string): number | undefined {
    const r = this.rate(from, to, date);
    return r === undefined ? undefined : amount * r;
  }

  private quoted(from: string, to: string, date: string): number | undefined {
    const direct = this.onOrBefore(`${from}/${to}`, date);
    if (direct !== undefined) return direct;
    const inverse = this.onOrBefore(`${to}/${from}`, date);
    return inverse === undefined || inverse === 0 ? undefined : 1 / inverse;
  }

  private onOrBefore(key: string, date: string): number | undefined {
    const s = this.series.get(key);
    if (!s) return undefined;
    const i = lastIndexOnOrBefore(s.dates, date);
    return i < 0 ? undefined : s.rates[i];
  }
}

/** Index of the last element ≤ `date` in an ascending list of YYYY-MM-DD strings, or -1. */
export function lastIndexOnOrBefore(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] as string) <= date) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
