import { dailyReturn } from './returns.js';
import type { ValueHistory } from './value-history.js';

export interface Contribution {
  ticker: string;
  contribution: number;
}

/**
 * Each ticker's contribution to the time-weighted return from the end of day `start` to the end
 * of day `end`. On one day a ticker contributes its gain over the money at work that day,
 *   c_i,d = (V_i,d + sold_i,d − V_i,d−1 − bought_i,d) ÷ (V_d−1 + bought_d),
 * so the day's contributions sum to the day's return r_d. Days are linked with GRAP (the GRAP
 * group's method; against a return of zero, as here, its factor is the portfolio's growth before
 * the day): C_i = Σ_d c_i,d × Π_{s<d}(1 + r_s). The sum over tickers telescopes,
 * Σ_d r_d Π_{s<d}(1 + r_s) = Π_d(1 + r_d) − 1, so contributions add up exactly to the TWR, and
 * unlike Carino's logarithms it stays defined for any daily return (short positions included).
 * Tickers with no value and no trade in the window are left out; largest contribution first.
 */
export function linkedContributions(history: ValueHistory, start: number, end: number): Contribution[] {
  const growthBefore = new Float64Array(end + 1);
  let growth = 1;
  for (let d = start + 1; d <= end; d += 1) {
    growthBefore[d] = growth;
    growth *= 1 + dailyReturn(history, d);
  }
  const result: Contribution[] = [];
  for (const t of history.tickers) {
    let sum = 0;
    let involved = (t.value[start] as number) !== 0;
    for (let d = start + 1; d <= end; d += 1) {
      const atWork = (history.value[d - 1] as number) + (history.bought[d] as number);
      const gain = (t.value[d] as number) + (t.sold[d] as number) - (t.value[d - 1] as number) - (t.bought[d] as number);
      if (t.value[d] !== 0 || t.bought[d] !== 0 || t.sold[d] !== 0) involved = true;
      // dailyReturn counts a day with nothing at work as 0; so does every ticker's share of it.
      if (atWork > 0) sum += (gain / atWork) * (growthBefore[d] as number);
    }
    if (involved) result.push({ ticker: t.ticker, contribution: sum });
  }
  return result.sort((a, b) => b.contribution - a.contribution || (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0));
}
