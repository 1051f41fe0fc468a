import { z } from 'zod';
import type { AssetClass } from '../../market/types.js';
import { closeAgeDays, isStalePrice } from '../price-freshness.js';
import { round, weightIn } from './lookups.js';
import type { Words } from './types.js';

/** A close older than its market's usual gap: its day and its age in calendar days on the valuation day. */
export const StaleClose = z.object({ date: z.string(), ageDays: z.number().int() });
export type StaleClose = z.infer<typeof StaleClose>;

/** How much of a total rests on stale closes (the card's `stalePrices`), and each stale ticker's close. */
export const StaleTotal = z.object({
  tickers: z.array(z.string()),
  value: z.number(),
  share: z.number(),
  closes: z.array(StaleClose.extend({ ticker: z.string() })),
});
export type StaleTotal = z.infer<typeof StaleTotal>;

/** The close's day and age when it is stale on `asOf`; null when it is fresh (docs/insight.md#price-freshness). */
export function staleCloseOf(assetClass: AssetClass, priceDate: string, asOf: string): StaleClose | null {
  return isStalePrice(assetClass, priceDate, asOf) ? { date: priceDate.slice(0, 10), ageDays: closeAgeDays(priceDate, asOf) } : null;
}

interface ValuedPosition {
  ticker: string;
  value: number;
  priceDate: string;
  instrument: { assetClass: AssetClass };
}

/** The stale part of a book's valued positions, in the order given. */
export function staleTotalOf(positions: readonly ValuedPosition[], asOf: string, total: number): StaleTotal {
  const closes = positions.flatMap((p) => {
    const close = staleCloseOf(p.instrument.assetClass, p.priceDate, asOf);
    return close ? [{ ticker: p.ticker, value: p.value, ...close }] : [];
  });
  const value = closes.reduce((sum, c) => sum + c.value, 0);
  return {
    tickers: closes.map((c) => c.ticker),
    value: round(value, 2),
    share: round(weightIn(value, total), 6),
    closes: closes.map(({ ticker, date, ageDays }) => ({ ticker, date, ageDays })),
  };
}

/**
 * "Priced at the close of Sep 3, 2026, 10 weeks old: older than usual for its market." One sentence
 * per close day; `tickers` names whose close it is (omitted when the answer is about one position).
 */
export function staleCloseSentence(close: StaleClose, w: Words, tickers: readonly string[] = []): string {
  const weeks = weeksOld(close);
  return w.t('tool.stale_close', {
    tickers: tickers.length === 0 ? 'none' : w.fmt.list(tickers),
    count: Math.max(1, tickers.length),
    date: w.fmt.date(close.date),
    weeks,
    days: close.ageDays,
  });
}

/** "That close is 10 weeks old: older than usual for its market." After a sentence that already gave the close's day. */
export function staleAgeSentence(close: StaleClose, w: Words): string {
  return w.t('tool.stale_close_age', { weeks: weeksOld(close), days: close.ageDays });
}

/** Two weeks and more read better in weeks; a crypto close two days old in days. */
function weeksOld(close: StaleClose): number {
  return close.ageDays >= 14 ? Math.floor(close.ageDays / 7) : 0;
}

/** The card's total sentence (how much of the value rests on stale closes), then each close day with its tickers. */
export function staleTotalSentences(stale: StaleTotal, currency: string, w: Words): string[] {
  if (stale.tickers.length === 0) return [];
  const total = w.t('card.positions.stale_prices', {
    count: stale.tickers.length,
    tickers: w.fmt.list(stale.tickers),
    value: w.fmt.money(stale.value, currency),
    share: w.fmt.pct(stale.share),
  });
  const byDay = new Map<string, { close: StaleClose; tickers: string[] }>();
  for (const c of stale.closes) {
    const day = byDay.get(c.date) ?? { close: { date: c.date, ageDays: c.ageDays }, tickers: [] };
    day.tickers.push(c.ticker);
    byDay.set(c.date, day);
  }
  return [[total, ...[...byDay.values()].map((d) => staleCloseSentence(d.close, w, d.tickers))].join(' ')];
}
