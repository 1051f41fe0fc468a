import { z } from 'zod';
import { bySize, keyOf, round, weightIn } from './lookups.js';
import { defineTool } from './types.js';
import type { PortfolioAnalytics } from '../analytics/portfolio-analytics.js';
import { lowerLabel, toleranceLabel } from './words.js';

export const ExposureKindSchema = z.enum(['currency', 'region', 'sector', 'asset_class', 'ticker']);

const Output = z.object({
  kind: ExposureKindSchema,
  value: z.string(),
  baseCurrency: z.string(),
  amount: z.number(),
  weight: z.number(),
  /** The holdings that make up the exposure, largest first, with their share of the portfolio. */
  drivers: z.array(z.object({ ticker: z.string(), value: z.number(), weight: z.number() })),
  /** The most the risk profile allows for this kind of exposure (a sector, a region, foreign currencies, an asset class, one holding); null where it sets none. */
  limit: z.object({ max: z.number(), tolerance: z.string(), assumed: z.boolean() }).nullable().optional(),
});

export type ExposureOutput = z.infer<typeof Output>;

/** The allocation dimension whose bands hold an exposure kind's limit. */
const DIMENSION = { currency: 'currency', region: 'region', sector: 'sector', asset_class: 'assetClass' } as const;

/** Exposure to a currency, region, sector, asset class or ticker, and which holdings drive it. */
export const exposureTool = defineTool({
  name: 'exposure',
  description: "The portfolio's exposure to one currency, region, sector, asset class or ticker: its share and value, and which holdings drive it.",
  input: z.object({ kind: ExposureKindSchema, value: z.string().min(1).max(64) }),
  output: Output,
  async run(ctx, { kind, value }) {
    const { analytics: a } = await ctx.insight();
    const total = a.valuation.totalValue;
    const matching = bySize(a.valuation.positions).filter((p) => (kind === 'ticker' ? p.ticker === value : keyOf(p.instrument, kind) === value));
    const amount = matching.reduce((acc, p) => acc + p.value, 0);
    return {
      kind,
      value,
      baseCurrency: a.baseCurrency,
      amount: round(amount, 2),
      weight: round(weightIn(amount, total), 6),
      drivers: matching.map((p) => ({ ticker: p.ticker, value: round(p.value, 2), weight: round(weightIn(p.value, total), 6) })),
      limit: limitOf(a, kind, value),
    };
  },
  render(o, w) {
    const subject = o.kind === 'ticker' ? o.value : lowerLabel(w, o.kind, o.value);
    const kind = o.kind === 'currency' && o.value === o.baseCurrency ? 'base_currency' : o.kind;
    if (o.drivers.length === 0) return [w.t('tool.exposure.none', { subject, kind })];
    const drivers = o.drivers.slice(0, 6).map((d) => `${d.ticker} (${w.fmt.pct(d.weight)})`);
    const more = o.drivers.length - drivers.length;
    return [
      [
        w.t('tool.exposure.total', { subject, kind, weight: w.fmt.pct(o.weight), amount: w.fmt.money(o.amount, o.baseCurrency) }),
        o.kind === 'ticker' ? '' : w.t('tool.exposure.drivers', { drivers: w.fmt.list(drivers), only: o.drivers[0]?.ticker ?? '', more, count: o.drivers.length }),
        // The profile's limit next to the figure: "do I have too much in tech?" is answered here.
        o.limit
          ? w.t('tool.exposure.limit', { above: o.weight > o.limit.max ? 'yes' : 'no', limit: w.fmt.pct(o.limit.max, 0), assumed: o.limit.assumed ? 'yes' : 'no', profile: toleranceLabel(w, o.limit.tolerance), kind: o.kind })
          : '',
      ]
        .filter((s) => s.length > 0)
        .join(' '),
    ];
  },
});

/** The profile's most for this exposure: one holding's limit for a ticker, else the band of its allocation slice (none for the base currency). */
function limitOf(a: PortfolioAnalytics, kind: z.infer<typeof ExposureKindSchema>, value: string): { max: number; tolerance: string; assumed: boolean } | null {
  const profile = { tolerance: a.bands.effectiveTolerance, assumed: a.bands.assumed };
  if (kind === 'ticker') return { max: a.bands.maxSingleHolding, ...profile };
  // A broad fund's "sector" is no bet on one industry (as the card's findings read it).
  if (kind === 'sector' && value === 'diversified') return null;
  const band = a.allocation[DIMENSION[kind]].find((slice) => slice.key === value)?.band;
  return band && band.max < 1 ? { max: band.max, ...profile } : null;
}
