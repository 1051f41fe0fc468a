import { z } from 'zod';
import { round } from './lookups.js';
import { defineTool } from './types.js';

const Output = z.object({
  top: z.array(z.object({ ticker: z.string(), weight: z.number() })),
  top5Weight: z.number(),
  /** 1 / Σ weight²: how many equal-sized holdings would be as diversified. */
  effectiveHoldings: z.number(),
  holdingCount: z.number().int(),
  /** The largest single name (a stock or a coin, not a broad fund) and the profile's limit for one. */
  largestName: z.object({ ticker: z.string(), weight: z.number() }).nullable(),
  singleHoldingLimit: z.number(),
});

export type ConcentrationOutput = z.infer<typeof Output>;

/** How concentrated the portfolio is: largest weights, the top five, the effective number of holdings. */
export const concentrationTool = defineTool({
  name: 'concentration',
  description: 'How concentrated the portfolio is: the largest holdings and their weights, the weight of the top five, and the effective number of holdings (1/HHI) against the single-holding limit for the profile.',
  input: z.object({}),
  output: Output,
  async run(ctx) {
    const { analytics: a } = await ctx.insight();
    const c = a.concentration;
    const singleNames = new Set(
      a.valuation.positions.filter((p) => p.instrument.assetClass === 'crypto' || (p.instrument.assetClass === 'equity' && p.instrument.sector !== 'diversified')).map((p) => p.ticker),
    );
    const largestName = c.weights.find((w) => singleNames.has(w.ticker));
    return {
      top: c.weights.slice(0, 5).map((w) => ({ ticker: w.ticker, weight: round(w.weight, 6) })),
      top5Weight: round(c.top5Weight, 6),
      effectiveHoldings: round(c.effectiveHoldings, 4),
      holdingCount: c.weights.length,
      largestName: largestName ? { ticker: largestName.ticker, weight: round(largestName.weight, 6) } : null,
      singleHoldingLimit: a.bands.maxSingleHolding,
    };
  },
  render(o, w) {
    if (o.holdingCount === 0) return [w.t('tool.summary.empty')];
    const top = o.top.slice(0, 3).map((x) => `${x.ticker} ${w.fmt.pct(x.weight)}`);
    const parts = [
      w.t('tool.concentration.top', { holdings: w.fmt.list(top), top5: o.holdingCount > 5 ? w.fmt.pct(o.top5Weight) : '', count: o.holdingCount }),
      w.t('tool.concentration.effective', { effective: w.fmt.number(o.effectiveHoldings, 1), count: o.holdingCount }),
    ];
    if (o.largestName && o.largestName.weight > o.singleHoldingLimit) {
      parts.push(w.t('tool.concentration.above_limit', { ticker: o.largestName.ticker, weight: w.fmt.pct(o.largestName.weight), limit: w.fmt.pct(o.singleHoldingLimit, 0) }));
    } else {
      parts.push(w.t('tool.concentration.within_limit', { limit: w.fmt.pct(o.singleHoldingLimit, 0) }));
    }
    return [parts.join(' ')];
  },
});
