import { z } from 'zod';
import { STRESS_SHOCKS } from '../analytics/stress.js';
import { VOLATILITY_LIMIT } from '../findings.js';
import { round } from './lookups.js';
import { defineTool } from './types.js';
import { lowerLabel, toleranceLabel } from './words.js';

const Output = z.object({
  baseCurrency: z.string(),
  /** Annualized volatility of today's holdings over the last year; null without enough history. */
  volatility: z.number().nullable(),
  maxDrawdown: z.number(),
  drawdownFrom: z.string().nullable(),
  drawdownTo: z.string().nullable(),
  /** The stress scenario: equity -20%, crypto -50%, commodities -10%, bonds and cash flat. */
  stress: z.object({ loss: z.number(), ratio: z.number().nullable(), largestContributor: z.string().nullable() }),
  /** Holdings left out of volatility for lack of price history. */
  excluded: z.array(z.string()),
  holdingCount: z.number().int(),
  /** The risk profile the volatility is measured against (the card's limit per profile); `assumed` when none is recorded. */
  profile: z.object({ tolerance: z.string(), assumed: z.boolean(), volatilityLimit: z.number() }).optional(),
});

export type RiskOutput = z.infer<typeof Output>;

export const riskTool = defineTool({
  name: 'risk',
  description: "How much the portfolio's value swings: annualized volatility and the largest fall from a peak over the last year, and the loss in a broad sell-off (stress test).",
  input: z.object({}),
  output: Output,
  async run(ctx) {
    const { analytics: a } = await ctx.insight();
    return {
      baseCurrency: a.baseCurrency,
      volatility: a.risk.volatility === null ? null : round(a.risk.volatility, 6),
      maxDrawdown: round(a.risk.maxDrawdown, 6),
      drawdownFrom: a.risk.drawdownPeak,
      drawdownTo: a.risk.drawdownTrough,
      stress: {
        loss: round(-a.stress.change, 2),
        ratio: a.stress.changeRatio === null ? null : round(-a.stress.changeRatio, 6),
        largestContributor: a.stress.largestContributor?.assetClass ?? null,
      },
      excluded: a.riskExcluded,
      holdingCount: a.valuation.positions.length,
      profile: { tolerance: a.bands.effectiveTolerance, assumed: a.bands.assumed, volatilityLimit: VOLATILITY_LIMIT[a.bands.effectiveTolerance] },
    };
  },
  render(o, w) {
    if (o.holdingCount === 0) return [w.t('tool.summary.empty')];
    const parts: string[] = [];
    if (o.volatility !== null) {
      parts.push(w.t('tool.risk.volatility', { volatility: w.fmt.pct(o.volatility) }));
      // The profile's limit right next to the figure: "more volatile than my profile allows?" is answered here.
      if (o.profile) {
        parts.push(
          w.t('tool.risk.limit', {
            above: o.volatility > o.profile.volatilityLimit ? 'yes' : 'no',
            limit: w.fmt.pct(o.profile.volatilityLimit, 0),
            assumed: o.profile.assumed ? 'yes' : 'no',
            profile: toleranceLabel(w, o.profile.tolerance),
          }),
        );
      }
      parts.push(
        o.drawdownFrom && o.drawdownTo && o.maxDrawdown > 0
          ? w.t('tool.risk.drawdown', { drawdown: w.fmt.pct(o.maxDrawdown), from: w.fmt.date(o.drawdownFrom), to: w.fmt.date(o.drawdownTo) })
          : w.t('tool.risk.no_drawdown'),
      );
    } else {
      parts.push(w.t('tool.risk.no_history'));
    }
    const shocks = Object.entries(STRESS_SHOCKS)
      .filter(([, s]) => s < 0)
      .map(([cls, s]) => `${lowerLabel(w, 'asset_class', cls)} ${w.fmt.signedPct(s, 0)}`);
    parts.push(
      o.stress.loss > 0
        ? w.t('tool.risk.stress', {
            shocks: w.fmt.list(shocks),
            loss: w.fmt.money(o.stress.loss, o.baseCurrency),
            ratio: o.stress.ratio === null ? '' : w.fmt.pct(o.stress.ratio),
            contributor: o.stress.largestContributor ? lowerLabel(w, 'asset_class', o.stress.largestContributor) : '',
          })
        : w.t('tool.risk.stress_none'),
    );
    if (o.excluded.length > 0) parts.push(w.t('tool.risk.excluded', { tickers: w.fmt.list(o.excluded), count: o.excluded.length }));
    return [parts.join(' ')];
  },
});
