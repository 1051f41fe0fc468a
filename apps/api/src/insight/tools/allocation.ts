import { z } from 'zod';
import { round } from './lookups.js';
import { defineTool } from './types.js';
import { keyLabel, toleranceLabel } from './words.js';

export const DimensionSchema = z.enum(['asset_class', 'sector', 'region', 'currency']);

const Output = z.object({
  dimension: DimensionSchema,
  baseCurrency: z.string(),
  slices: z.array(
    z.object({
      key: z.string(),
      value: z.number(),
      weight: z.number(),
      band: z.object({ min: z.number(), max: z.number() }).nullable(),
      status: z.enum(['below', 'within', 'above', 'none']),
    }),
  ),
  /** Asset-class bands: the profile they come from, and whether it was assumed (no profile). */
  profile: z.object({ tolerance: z.string(), assumed: z.boolean() }),
});

/** Allocation along one dimension; asset classes against the profile's bands. */
export const allocationTool = defineTool({
  name: 'allocation',
  description: 'How the portfolio is split by asset class (against the profile bands), sector, region or currency.',
  input: z.object({ dimension: DimensionSchema.default('asset_class') }),
  output: Output,
  async run(ctx, { dimension }) {
    const { analytics: a } = await ctx.insight();
    const source = { asset_class: a.allocation.assetClass, sector: a.allocation.sector, region: a.allocation.region, currency: a.allocation.currency }[dimension];
    return {
      dimension,
      baseCurrency: a.baseCurrency,
      // Unheld asset classes with no minimum say nothing; classes the profile wants but the portfolio lacks do.
      slices: source
        .filter((s) => s.weight > 0 || (s.band !== null && s.band.min > 0 && dimension === 'asset_class'))
        .map((s) => ({ key: s.key, value: round(s.value, 2), weight: round(s.weight, 6), band: s.band, status: s.status })),
      profile: { tolerance: a.bands.effectiveTolerance, assumed: a.bands.assumed },
    };
  },
  render(o, w) {
    if (o.slices.length === 0 || o.slices.every((s) => s.weight === 0)) return [w.t('tool.summary.empty')];
    const d = o.dimension;
    const lines = o.slices.map((s) => {
      const base = { label: keyLabel(w, d, s.key), weight: w.fmt.pct(s.weight), value: w.fmt.money(s.value, o.baseCurrency) };
      if (d === 'asset_class' && s.band) return `- ${w.t('tool.allocation.line_band', { ...base, band: w.fmt.band(s.band), status: s.status })}`;
      return `- ${w.t('tool.allocation.line', base)}`;
    });
    const head = w.t('tool.allocation.head', { dimension: w.t(`label.dimension.${d}`) });
    const out = [`${head}\n${lines.join('\n')}`];
    if (d === 'asset_class') {
      out.push(o.profile.assumed ? w.t('tool.allocation.bands_assumed') : w.t('tool.allocation.bands_from', { tolerance: toleranceLabel(w, o.profile.tolerance) }));
    }
    return out;
  },
});
