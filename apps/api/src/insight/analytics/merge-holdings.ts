import type { Holding } from '@clarity/shared';
import type { Instrument } from '../../market/types.js';
import type { FxTable } from './fx.js';

/**
 * One position per ticker: a portfolio may hold a ticker on several lines (two accounts, two
 * purchases). Every figure is computed on the merged position, so "you hold 40 AGG" can never
 * describe one line of 60. Quantities are summed; the cost basis is quantity-weighted, in the
 * first line's cost currency (other lines converted at the valuation day's rate). When any line
 * has no cost basis, the merged position has none either: its P&L is unknown rather than half-known.
 * Order: first appearance of each ticker.
 */
export function mergeHoldingsByTicker(
  holdings: readonly Holding[],
  instruments: ReadonlyMap<string, Instrument>,
  fx: FxTable,
  asOf: string,
): Holding[] {
  const groups = new Map<string, Holding[]>();
  for (const h of holdings) {
    const group = groups.get(h.ticker);
    if (group) group.push(h);
    else groups.set(h.ticker, [h]);
  }
  const merged: Holding[] = [];
  for (const [ticker, lines] of groups) {
    const first = lines[0] as Holding;
    if (lines.length === 1) {
      merged.push(first);
      continue;
    }
    const quantity = lines.reduce((acc, l) => acc + l.quantity, 0);
    const instrumentCurrency = instruments.get(ticker)?.currency;
    const currencyOf = (l: Holding): string | undefined => l.currency ?? instrumentCurrency;
    const costCurrency = currencyOf(first);
    let costBasis: number | undefined;
    if (quantity !== 0 && lines.every((l) => l.costBasis !== undefined) && costCurrency !== undefined) {
      let cost = 0;
      for (const l of lines) {
        const from = currencyOf(l);
        const rate = from === undefined ? undefined : fx.rate(from, costCurrency, asOf);
        if (rate === undefined) {
          cost = Number.NaN;
          break;
        }
        cost += l.quantity * (l.costBasis as number) * rate;
      }
      costBasis = Number.isFinite(cost) ? cost / quantity : undefined;
    }
    const holding: Holding = { ticker, quantity };
    if (costBasis !== undefined) holding.costBasis = costBasis;
    const currency = first.currency ?? (costBasis !== undefined ? costCurrency : undefined);
    if (currency !== undefined) holding.currency = currency;
    merged.push(holding);
  }
  return merged;
}
