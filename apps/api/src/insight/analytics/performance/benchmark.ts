import type { BenchmarkComponent, Profile } from '@clarity/shared';
import { t } from '../../../i18n/catalog.js';
import type { Formatter } from '../../../i18n/format.js';
import type { AssetClass, Instrument, PricePoint } from '../../../market/types.js';
import { round } from '../../market-context.js';
import { bandsForProfile } from '../profile-bands.js';
import { closesOnDays, firstCompleteIndex, type RatesByCurrency } from './daily-grid.js';

/**
 * The index fund standing for each asset class in the default benchmark: ACWI (MSCI All Country
 * World: large and mid-sized companies of developed and emerging markets) for shares, AGG (the US
 * investment-grade bond market) for bonds; they are the broadest index funds of their class in the
 * market data. Cash, crypto and commodities have none, so the blend leaves them out.
 */
export const INDEX_INSTRUMENTS: Partial<Record<AssetClass, string>> = { equity: 'ACWI', fixed_income: 'AGG' };
const INDEXED_CLASSES = Object.keys(INDEX_INSTRUMENTS) as AssetClass[];

/**
 * The blend at the profile's target mix: each indexed class at the mid-point of its band, the
 * weights scaled to sum to 1 (rounded to 4 decimals, the last taking the remainder so the sum is
 * exactly 1). No profile → the balanced bands, like the rest of the card.
 */
export function defaultBenchmarkComponents(profile: Profile | null): BenchmarkComponent[] {
  const bands = bandsForProfile(profile).assetClass;
  const mids = INDEXED_CLASSES.map((c) => (bands[c].min + bands[c].max) / 2);
  const total = mids.reduce((a, b) => a + b, 0);
  let assigned = 0;
  return INDEXED_CLASSES.map((c, i) => {
    const weight = i === INDEXED_CLASSES.length - 1 ? round(1 - assigned, 4) : round((mids[i] as number) / total, 4);
    assigned += weight;
    return { ticker: INDEX_INSTRUMENTS[c] as string, weight };
  });
}

/** "61% global shares (ACWI) and 39% bonds (AGG)": plain words for the default blend, names for one's own. */
export function benchmarkLabel(components: readonly BenchmarkComponent[], instruments: ReadonlyMap<string, Instrument>, isDefault: boolean, fmt: Formatter): string {
  const parts = components.map((c) => {
    const weight = fmt.pct(c.weight, 0);
    const assetClass = instruments.get(c.ticker)?.assetClass;
    if (isDefault && assetClass === 'equity') return t('performance.benchmark.part.shares', { weight, ticker: c.ticker }, fmt.locale);
    if (isDefault && assetClass === 'fixed_income') return t('performance.benchmark.part.bonds', { weight, ticker: c.ticker }, fmt.locale);
    return t('performance.benchmark.part.named', { weight, ticker: c.ticker, name: instruments.get(c.ticker)?.name ?? c.ticker }, fmt.locale);
  });
  return fmt.list(parts);
}

export type BenchmarkReturns =
  | { kind: 'priced'; returns: Float64Array; firstComplete: number }
  | { kind: 'missing'; tickers: string[] };

/**
 * The benchmark's daily returns in the base currency, rebalanced to its weights every day:
 *   r_d = Σ w_i × (close_i,d × fx_i,d) ÷ (close_i,d−1 × fx_i,d−1) − 1.
 * A component with no instrument or no close by the last day makes the whole benchmark missing.
 */
export function benchmarkDailyReturns(
  components: readonly BenchmarkComponent[],
  instruments: ReadonlyMap<string, Instrument>,
  closes: ReadonlyMap<string, readonly PricePoint[]>,
  days: readonly string[],
  rates: RatesByCurrency,
): BenchmarkReturns {
  const last = days.length - 1;
  const tracks = components.map((c) => {
    const instrument = instruments.get(c.ticker);
    const local = closesOnDays(closes.get(c.ticker) ?? [], days);
    const rate = instrument ? rates.of(instrument.currency) : undefined;
    const inBase = new Float64Array(days.length).fill(Number.NaN);
    if (rate) for (let d = 0; d < days.length; d += 1) inBase[d] = (local[d] as number) * (rate[d] as number);
    return { ticker: c.ticker, weight: c.weight, inBase };
  });
  const missing = tracks.filter((tr) => last < 0 || Number.isNaN(tr.inBase[last])).map((tr) => tr.ticker);
  if (missing.length > 0) return { kind: 'missing', tickers: missing.sort() };
  const incomplete = new Uint8Array(days.length);
  const returns = new Float64Array(days.length);
  for (let d = 0; d < days.length; d += 1) {
    let growth = 0;
    for (const tr of tracks) {
      if (Number.isNaN(tr.inBase[d])) incomplete[d] = 1;
      if (d > 0) growth += tr.weight * ((tr.inBase[d] as number) / (tr.inBase[d - 1] as number));
    }
    returns[d] = d > 0 ? growth - 1 : 0;
  }
  return { kind: 'priced', returns, firstComplete: firstCompleteIndex(incomplete) };
}

/** The benchmark's return from the end of day `start` to the end of day `end`, or null before its prices start. */
export function benchmarkReturn(b: BenchmarkReturns, start: number, end: number): number | null {
  if (b.kind === 'missing' || start < b.firstComplete) return null;
  let growth = 1;
  for (let d = start + 1; d <= end; d += 1) growth *= 1 + (b.returns[d] as number);
  return growth - 1;
}
