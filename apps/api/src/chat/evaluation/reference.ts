import { readFileSync } from 'node:fs';

/**
 * An independent calculator for the evaluation set. It reads the shipped sample market data itself
 * (its own few-line CSV and JSONL readers) and computes the figures a correct answer must contain.
 * It deliberately imports nothing from the engine (insight, chat, market, strategies): an expected
 * fact is never produced by the code it is meant to check.
 *
 * Rules (from the issue, one rule for everything):
 * - a price or rate is the latest close/rate ON OR BEFORE the day asked for (no interpolation);
 * - a value is converted to the base currency at the valuation day's rate (cost too, for P&L);
 * - lines of one ticker are merged: quantities summed, cost basis quantity-weighted;
 * - a change over 1M/3M/6M/1Y compares the value on or before asOf with the value on or before the
 *   same calendar day 1/3/6/12 months earlier (clamped to month end); YTD starts on Dec 31 of the
 *   previous year.
 */

const DATA_DIR = new URL('../../../market-data/sample/', import.meta.url);

/** The evaluation clock: a Monday; the latest closes are Friday 2026-11-13. */
export const AS_OF = '2026-11-16';
export const NOW_ISO = '2026-11-16T12:00:00.000Z';

export type Period = '1M' | '3M' | '6M' | '1Y' | 'YTD';

export interface Instrument {
  ticker: string;
  name: string;
  assetClass: string;
  sector: string;
  region: string;
  currency: string;
}

function readCsv(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(new URL(name, DATA_DIR), 'utf8').trim().split(/\r?\n/);
  const keys = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? '']));
  });
}

function readJsonl<T>(name: string): T[] {
  return readFileSync(new URL(name, DATA_DIR), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

type Series = { date: string; value: number }[];

function seriesBy(rows: Record<string, string>[], key: (r: Record<string, string>) => string, value: string): Map<string, Series> {
  const out = new Map<string, Series>();
  for (const r of rows) {
    const k = key(r);
    const s = out.get(k) ?? [];
    s.push({ date: r.date ?? '', value: Number(r[value]) });
    out.set(k, s);
  }
  for (const s of out.values()) s.sort((a, b) => a.date.localeCompare(b.date));
  return out;
}

export const INSTRUMENTS = new Map<string, Instrument>(
  readCsv('instruments.csv').map((r) => [
    r.ticker ?? '',
    { ticker: r.ticker ?? '', name: r.name ?? '', assetClass: r.asset_class ?? '', sector: r.sector ?? '', region: r.region ?? '', currency: r.currency ?? '' },
  ]),
);
const PRICES = seriesBy(readCsv('prices.csv'), (r) => r.ticker ?? '', 'close');
const FX = seriesBy(readCsv('fx.csv'), (r) => `${r.base}/${r.quote}`, 'rate');

export interface Story {
  id: string;
  title: string;
  status: string;
}
export interface Development {
  id: string;
  storyId: string;
  date: string;
  headline: string;
}
export const STORIES = readJsonl<Story>('stories.jsonl');
export const DEVELOPMENTS = readJsonl<Development>('developments.jsonl');

function onOrBefore(series: Series | undefined, date: string): { date: string; value: number } {
  let found: { date: string; value: number } | undefined;
  for (const point of series ?? []) {
    if (point.date <= date) found = point;
    else break;
  }
  if (!found) throw new Error(`no value on or before ${date}`);
  return found;
}

/** Start day of a period ending on `asOf` (calendar months back, clamped to the month's end). */
export function periodStart(period: Period, asOf = AS_OF): string {
  const [y, m, d] = asOf.split('-').map(Number) as [number, number, number];
  if (period === 'YTD') return `${y - 1}-12-31`;
  const back = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12 }[period];
  let year = y;
  let month = m - back;
  while (month < 1) {
    month += 12;
    year -= 1;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

export function close(ticker: string, date = AS_OF): { date: string; close: number } {
  const p = onOrBefore(PRICES.get(ticker), date);
  return { date: p.date, close: p.value };
}

/** Units of `quote` per 1 `base` on or before `date` (direct, inverse or the cross through USD). */
export function rate(base: string, quote: string, date = AS_OF): number {
  if (base === quote) return 1;
  const direct = FX.get(`${base}/${quote}`);
  if (direct) return onOrBefore(direct, date).value;
  const inverse = FX.get(`${quote}/${base}`);
  if (inverse) return 1 / onOrBefore(inverse, date).value;
  return rate(base, 'USD', date) * rate('USD', quote, date);
}

const changePct = (from: number, to: number) => (to / from - 1) * 100;

/** Price change of an instrument over a period, in percent (its own currency). */
export function priceChange(ticker: string, period: Period): number {
  return changePct(close(ticker, periodStart(period)).close, close(ticker).close);
}

/** Change of an exchange rate over a period, in percent. */
export function rateChange(base: string, quote: string, period: Period): number {
  return changePct(rate(base, quote, periodStart(period)), rate(base, quote));
}

/** "Nov 13, 2026" */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1] ?? '';
  return `${month} ${d}, ${y}`;
}

// ---------------------------------------------------------------------------------------------
// Portfolios

export interface HoldingLine {
  ticker: string;
  quantity: number;
  costBasis?: number;
  currency?: string;
}

export interface TradeLine {
  ticker: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  currency: string;
  executedAt: string;
  fees?: number;
  externalId?: string;
}

export type RiskTolerance = 'conservative' | 'moderate' | 'balanced' | 'growth' | 'aggressive';

export interface Book {
  key: string;
  baseCurrency: string;
  holdings: HoldingLine[];
  profile?: { riskTolerance: RiskTolerance; horizonYears: number };
  trades?: TradeLine[];
  /** The portfolio's own benchmark (sent on create). */
  benchmark?: { components: { ticker: string; weight: number }[] };
}

/**
 * Asset-class bands per risk tolerance as the product documents them (min–max, fractions), for a
 * horizon of 5 years or more (every book here has one).
 */
export const BANDS: Record<RiskTolerance, Record<string, { min: number; max: number }>> = {
  conservative: { equity: { min: 0.1, max: 0.35 }, fixed_income: { min: 0.45, max: 0.8 }, cash: { min: 0.05, max: 0.3 }, crypto: { min: 0, max: 0.02 }, commodity: { min: 0, max: 0.1 } },
  moderate: { equity: { min: 0.3, max: 0.5 }, fixed_income: { min: 0.35, max: 0.6 }, cash: { min: 0, max: 0.2 }, crypto: { min: 0, max: 0.03 }, commodity: { min: 0, max: 0.1 } },
  balanced: { equity: { min: 0.45, max: 0.65 }, fixed_income: { min: 0.25, max: 0.45 }, cash: { min: 0, max: 0.15 }, crypto: { min: 0, max: 0.05 }, commodity: { min: 0, max: 0.1 } },
  growth: { equity: { min: 0.6, max: 0.85 }, fixed_income: { min: 0.1, max: 0.3 }, cash: { min: 0, max: 0.1 }, crypto: { min: 0, max: 0.08 }, commodity: { min: 0, max: 0.1 } },
  aggressive: { equity: { min: 0.75, max: 1 }, fixed_income: { min: 0, max: 0.2 }, cash: { min: 0, max: 0.1 }, crypto: { min: 0, max: 0.15 }, commodity: { min: 0, max: 0.15 } },
};

export interface Position {
  ticker: string;
  quantity: number;
  instrument: Instrument;
  /** Latest close in the instrument's currency. */
  close: number;
  closeDate: string;
  /** Value in the base currency. */
  value: number;
  weight: number; // percent
  /** Unrealized P&L in base currency (cost converted at today's rate), undefined without a cost. */
  pnl?: number;
  pnlPct?: number;
}

export interface Valuation {
  book: Book;
  total: number;
  positions: Position[];
  /** Tickers held with no market data. */
  unpriced: string[];
  cost: number;
  pnl: number;
  pnlPct: number;
}

export function value(book: Book): Valuation {
  const merged = new Map<string, { quantity: number; costQty: number; costSum: number; currency?: string }>();
  for (const h of book.holdings) {
    const m = merged.get(h.ticker) ?? { quantity: 0, costQty: 0, costSum: 0, currency: h.currency };
    m.quantity += h.quantity;
    if (h.costBasis !== undefined) {
      m.costQty += h.quantity;
      m.costSum += h.quantity * h.costBasis;
    }
    merged.set(h.ticker, m);
  }
  const positions: Position[] = [];
  const unpriced: string[] = [];
  let cost = 0;
  for (const [ticker, m] of merged) {
    const instrument = INSTRUMENTS.get(ticker);
    if (!instrument) {
      unpriced.push(ticker);
      continue;
    }
    const c = close(ticker);
    const fx = rate(instrument.currency, book.baseCurrency);
    const positionValue = m.quantity * c.close * fx;
    const position: Position = { ticker, quantity: m.quantity, instrument, close: c.close, closeDate: c.date, value: positionValue, weight: 0 };
    if (m.costQty > 0) {
      const costValue = m.quantity * (m.costSum / m.costQty) * rate(m.currency ?? instrument.currency, book.baseCurrency);
      position.pnl = positionValue - costValue;
      position.pnlPct = (positionValue / costValue - 1) * 100;
      cost += costValue;
    }
    positions.push(position);
  }
  const total = positions.reduce((s, p) => s + p.value, 0);
  for (const p of positions) p.weight = total ? (p.value / total) * 100 : 0;
  positions.sort((a, b) => b.value - a.value);
  const pnl = positions.reduce((s, p) => s + (p.pnl ?? 0), 0);
  return { book, total, positions, unpriced, cost, pnl, pnlPct: cost ? (pnl / cost) * 100 : 0 };
}

/**
 * Return of the book over a period, in percent of its base currency, with today's holdings held
 * throughout (a book without trades): their value today against their value at the period's start,
 * each side at its own day's closes and rates. With no flows in between, this is the time-weighted return.
 */
export function holdingsReturn(v: Valuation, period: Period): number {
  const start = periodStart(period);
  const startValue = v.positions.reduce((s, p) => s + p.quantity * close(p.ticker, start).close * rate(p.instrument.currency, v.book.baseCurrency, start), 0);
  return changePct(startValue, v.total);
}

export function position(v: Valuation, ticker: string): Position {
  const p = v.positions.find((x) => x.ticker === ticker);
  if (!p) throw new Error(`${v.book.key} does not hold ${ticker}`);
  return p;
}

export type Dimension = 'assetClass' | 'sector' | 'region' | 'currency';

/** Weight (percent) and value of each slice of a dimension. */
export function allocation(v: Valuation, dimension: Dimension): Map<string, { weight: number; value: number; tickers: string[] }> {
  const out = new Map<string, { weight: number; value: number; tickers: string[] }>();
  for (const p of v.positions) {
    const key = p.instrument[dimension];
    const s = out.get(key) ?? { weight: 0, value: 0, tickers: [] };
    s.weight += p.weight;
    s.value += p.value;
    s.tickers.push(p.ticker);
    out.set(key, s);
  }
  return out;
}

export function slice(v: Valuation, dimension: Dimension, key: string): { weight: number; value: number; tickers: string[] } {
  return allocation(v, dimension).get(key) ?? { weight: 0, value: 0, tickers: [] };
}

export function concentration(v: Valuation): { top5: number; effective: number } {
  const top5 = v.positions.slice(0, 5).reduce((s, p) => s + p.weight, 0);
  const effective = 1 / v.positions.reduce((s, p) => s + (p.weight / 100) ** 2, 0);
  return { top5, effective };
}

/** Profile fit: each asset class against its band; the ones outside. */
export function fit(v: Valuation): { cls: string; weight: number; min: number; max: number; status: 'below' | 'inside' | 'above' }[] {
  const bands = BANDS[v.book.profile?.riskTolerance ?? 'balanced'];
  const classes = allocation(v, 'assetClass');
  return Object.entries(bands).map(([cls, band]) => {
    const weight = classes.get(cls)?.weight ?? 0;
    const status = weight < band.min * 100 - 1e-9 ? 'below' : weight > band.max * 100 + 1e-9 ? 'above' : 'inside';
    return { cls, weight, min: band.min * 100, max: band.max * 100, status };
  });
}

/** Change in base currency of a shock: every holding matching `match` moves by `pct` percent. */
export function shock(v: Valuation, match: (p: Position) => boolean, pct: number): { amount: number; pctOfPortfolio: number } {
  const amount = v.positions.filter(match).reduce((s, p) => s + (p.value * pct) / 100, 0);
  return { amount, pctOfPortfolio: (amount / v.total) * 100 };
}

/** Equity −20%, crypto −50%, commodities −10%, bonds/cash flat. */
export function stress(v: Valuation): { amount: number; pctOfPortfolio: number } {
  const moves: Record<string, number> = { equity: -20, crypto: -50, commodity: -10 };
  const amount = v.positions.reduce((s, p) => s + (p.value * (moves[p.instrument.assetClass] ?? 0)) / 100, 0);
  return { amount, pctOfPortfolio: (amount / v.total) * 100 };
}

// ---------------------------------------------------------------------------------------------
// Trade log

const tradeDay = (t: TradeLine) => t.executedAt.slice(0, 10);

/** Base-currency amount of a trade (price × quantity, fees excluded) at its trade day's rate. */
export function tradeAmount(t: TradeLine, base: string): number {
  return t.price * t.quantity * rate(t.currency, base, tradeDay(t));
}

export function fees(trades: TradeLine[], base: string, since?: string): number {
  return trades.filter((t) => !since || tradeDay(t) > since).reduce((s, t) => s + (t.fees ?? 0) * rate(t.currency, base, tradeDay(t)), 0);
}

export function turnover(trades: TradeLine[], base: string, currentValue: number): { count: number; bought: number; sold: number; ratio: number } {
  const since = periodStart('1Y');
  const recent = trades.filter((t) => tradeDay(t) > since);
  const bought = recent.filter((t) => t.side === 'buy').reduce((s, t) => s + tradeAmount(t, base), 0);
  const sold = recent.filter((t) => t.side === 'sell').reduce((s, t) => s + tradeAmount(t, base), 0);
  return { count: recent.length, bought, sold, ratio: (Math.min(bought, sold) / currentValue) * 100 };
}

/** FIFO realized P&L in base currency per ticker (fees excluded), and the lots left open. */
export function fifo(trades: TradeLine[], base: string): { realized: Map<string, number>; total: number; open: Map<string, { quantity: number; avgCost: number; currency: string }> } {
  const lots = new Map<string, { quantity: number; price: number; fx: number; currency: string }[]>();
  const realized = new Map<string, number>();
  const sorted = [...trades].sort((a, b) => a.executedAt.localeCompare(b.executedAt));
  for (const t of sorted) {
    const fx = rate(t.currency, base, tradeDay(t));
    const queue = lots.get(t.ticker) ?? [];
    lots.set(t.ticker, queue);
    if (t.side === 'buy') {
      queue.push({ quantity: t.quantity, price: t.price, fx, currency: t.currency });
      continue;
    }
    let left = t.quantity;
    while (left > 1e-12) {
      const lot = queue[0];
      if (!lot) throw new Error(`selling more ${t.ticker} than bought`);
      const q = Math.min(left, lot.quantity);
      realized.set(t.ticker, (realized.get(t.ticker) ?? 0) + q * (t.price * fx - lot.price * lot.fx));
      lot.quantity -= q;
      left -= q;
      if (lot.quantity <= 1e-12) queue.shift();
    }
  }
  const open = new Map<string, { quantity: number; avgCost: number; currency: string }>();
  for (const [ticker, queue] of lots) {
    const quantity = queue.reduce((s, l) => s + l.quantity, 0);
    if (quantity <= 1e-12) continue;
    open.set(ticker, { quantity, avgCost: queue.reduce((s, l) => s + l.quantity * l.price, 0) / quantity, currency: queue[0]?.currency ?? 'USD' });
  }
  return { realized, total: [...realized.values()].reduce((s, x) => s + x, 0), open };
}

/** The headline of a story's latest development and its date. */
export function latestDevelopment(storyId: string): Development {
  const devs = DEVELOPMENTS.filter((d) => d.storyId === storyId).sort((a, b) => a.date.localeCompare(b.date));
  const last = devs.at(-1);
  if (!last) throw new Error(`no developments for ${storyId}`);
  return last;
}

export function storyTitle(storyId: string): string {
  const s = STORIES.find((x) => x.id === storyId);
  if (!s) throw new Error(`no story ${storyId}`);
  return s.title;
}
