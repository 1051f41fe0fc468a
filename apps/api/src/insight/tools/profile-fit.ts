import { z } from 'zod';
import { round } from './lookups.js';
import { defineTool } from './types.js';
import { keyLabel, toleranceLabel } from './words.js';

const Output = z.object({
  tolerance: z.string(),
  effectiveTolerance: z.string(),
  horizonYears: z.number().nullable(),
  assumed: z.boolean(),
  classes: z.array(z.object({ assetClass: z.string(), weight: z.number(), min: z.number(), max: z.number(), status: z.enum(['below', 'within', 'above', 'none']) })),
  singleHoldingLimit: z.number(),
  largest: z.object({ ticker: z.string(), weight: z.number() }).nullable(),
  holdingCount: z.number().int(),
});

/** How the asset mix fits the risk profile: each class against its band; the largest holding against the single-holding limit. */
export type ProfileFitOutput = z.infer<typeof Output>;

export const profileFitTool = defineTool({
  name: 'profile_fit',
  description: "How the portfolio fits its risk profile: each asset class's weight against the profile's band and which are outside, plus the largest holding against the single-holding limit.",
  input: z.object({}),
  output: Output,
  async run(ctx) {
    const { analytics: a } = await ctx.insight();
    const b = a.bands;
    const top = a.concentration.top1;
    return {
      tolerance: b.riskTolerance,
      effectiveTolerance: b.effectiveTolerance,
      horizonYears: b.horizonYears,
      assumed: b.assumed,
      classes: a.allocation.assetClass
        .filter((s) => s.band !== null && (s.weight > 0 || s.band.min > 0))
        .map((s) => ({ assetClass: s.key, weight: round(s.weight, 6), min: s.band?.min ?? 0, max: s.band?.max ?? 1, status: s.status })),
      singleHoldingLimit: b.maxSingleHolding,
      largest: top ? { ticker: top.ticker, weight: round(top.weight, 6) } : null,
      holdingCount: a.valuation.positions.length,
    };
  },
  render(o, w) {
    if (o.holdingCount === 0) return [w.t('tool.summary.empty')];
    const intro = o.assumed
      ? w.t('tool.fit.assumed')
      : w.t('tool.fit.profile', {
          tolerance: toleranceLabel(w, o.tolerance),
          horizon: o.horizonYears ?? '',
          shifted: o.effectiveTolerance !== o.tolerance ? toleranceLabel(w, o.effectiveTolerance) : '',
        });
    const outside = o.classes.filter((c) => c.status === 'above' || c.status === 'below');
    const lines = o.classes.map((c) => `- ${w.t('tool.allocation.line_band', { label: keyLabel(w, 'asset_class', c.assetClass), weight: w.fmt.pct(c.weight), value: '', band: w.fmt.band(c), status: c.status })}`);
    const single =
      o.largest && o.largest.weight > o.singleHoldingLimit
        ? ` ${w.t('tool.concentration.above_limit', { ticker: o.largest.ticker, weight: w.fmt.pct(o.largest.weight), limit: w.fmt.pct(o.singleHoldingLimit, 0) })}`
        : '';
    // The list gives each class's share and range once; the sentence before it only says how many are off.
    const verdict = outside.length === 0 ? w.t('tool.fit.all_within') : w.t('tool.fit.outside', { count: outside.length });
    return [`${intro}${single} ${verdict}`, lines.join('\n')];
  },
});
