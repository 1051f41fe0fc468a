import type { Activity } from '@clarity/shared';
import type { SplitEvent } from '../market/repository.js';

/** How far apart a log's split and the market data's may be dated and still be one event (a broker may book it a few days late). */
const SAME_SPLIT_WITHIN_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The activity log with the market data's splits (corporate_actions.csv) of its tickers added as
 * split activities at the start of their ex-date, so the book restates earlier quantities and unit
 * prices for them as for a logged split. A split the log already records (same ticker and ratio,
 * dated within a week of the ex-date) is applied once: the log's. Oldest first, as given.
 */
export function withMarketSplits(activities: readonly Activity[], splits: readonly SplitEvent[]): Activity[] {
  const logged = activities.filter((a): a is Extract<Activity, { type: 'split' }> => a.type === 'split');
  const added: Activity[] = splits
    .filter((s) => !logged.some((l) => l.ticker === s.ticker && sameRatio(l.ratio, s) && Math.abs(Date.parse(l.executedAt) - Date.parse(`${s.exDate}T00:00:00Z`)) <= SAME_SPLIT_WITHIN_DAYS * DAY_MS))
    .map((s) => {
      const at = `${s.exDate}T00:00:00.000Z`;
      return { type: 'split', ticker: s.ticker, ratio: { from: s.from, to: s.to }, executedAt: at, recordedAt: at, id: `market-split:${s.ticker}:${s.exDate}` };
    });
  if (added.length === 0) return [...activities];
  // Stable merge: a market split goes before every activity at or after the start of its ex-date.
  const result: Activity[] = [];
  let next = 0;
  const sorted = [...added].sort((a, b) => (a.executedAt < b.executedAt ? -1 : a.executedAt > b.executedAt ? 1 : 0));
  for (const activity of activities) {
    while (next < sorted.length && Date.parse((sorted[next] as Activity).executedAt) <= Date.parse(activity.executedAt)) result.push(sorted[next++] as Activity);
    result.push(activity);
  }
  while (next < sorted.length) result.push(sorted[next++] as Activity);
  return result;
}

function sameRatio(a: { from: number; to: number }, b: { from: number; to: number }): boolean {
  return Math.abs(a.to / a.from - b.to / b.from) < 1e-9;
}

/** The tickers an activity log names (the ones whose market splits matter). */
export function tickersOf(activities: readonly Activity[]): string[] {
  const tickers = new Set<string>();
  for (const a of activities) if ('ticker' in a && a.ticker !== undefined) tickers.add(a.ticker);
  return [...tickers].sort();
}
