import { z } from 'zod';
import { keyOf, round, weightIn } from './lookups.js';
import { defineTool, type Words } from './types.js';
import { lowerLabel } from './words.js';

export const ShockTargetSchema = z.object({
  kind: z.enum(['ticker', 'sector', 'region', 'asset_class', 'currency', 'market']),
  /** The ticker, sector, region, asset class or currency; absent for the market. */
  value: z.string().min(1).max(64).optional(),
});

const Output = z.object({
  target: ShockTargetSchema,
  /** The move applied, as a ratio (-0.3 = a 30% fall). */
  change: z.number(),
  baseCurrency: z.string(),
  totalValue: z.number(),
  /** Change in the portfolio's value in the base currency. */
  delta: z.number(),
  deltaRatio: z.number().nullable(),
  affected: z.array(z.object({ ticker: z.string(), value: z.number(), delta: z.number() })),
});

/**
 * A what-if: one holding, sector, region, asset class or currency (or the equity market: every
 * equity holding) moves by a percentage; what happens to the portfolio's value. A currency move
 * changes what the holdings priced in it are worth in the base currency (none for the base itself).
 */
export const whatIfTool = defineTool({
  name: 'what_if',
  description: 'What a move of a holding, sector, region, asset class, currency or the equity market by a percentage would do to the portfolio value.',
  input: z.object({ target: ShockTargetSchema, change: z.number().min(-1).max(10) }),
  output: Output,
  async run(ctx, { target, change }) {
    const { analytics: a } = await ctx.insight();
    const total = a.valuation.totalValue;
    const hit = a.valuation.positions.filter((p) => {
      switch (target.kind) {
        case 'market':
          return p.instrument.assetClass === 'equity';
        case 'ticker':
          return p.ticker === target.value;
        case 'currency':
          return p.instrument.currency === target.value && target.value !== a.baseCurrency;
        default:
          return keyOf(p.instrument, target.kind) === target.value;
      }
    });
    const affected = hit.map((p) => ({ ticker: p.ticker, value: round(p.value, 2), delta: round(p.value * change, 2) }));
    const delta = hit.reduce((acc, p) => acc + p.value * change, 0);
    return {
      target,
      change,
      baseCurrency: a.baseCurrency,
      totalValue: round(total, 2),
      delta: round(delta, 2),
      deltaRatio: total > 0 ? round(weightIn(delta, total), 6) : null,
      affected,
    };
  },
  render(o, w) {
    const subject = subjectOf(o.target, w);
    const move = w.fmt.pct(Math.abs(o.change), Number.isInteger(Math.round(o.change * 1000) / 10) ? 0 : 1);
    const direction = o.change < 0 ? 'fall' : 'rise';
    if (o.affected.length === 0) {
      const reason = o.target.kind === 'currency' && o.target.value === o.baseCurrency ? 'base_currency' : 'not_held';
      return [w.t('tool.what_if.none', { move, direction, subject, reason })];
    }
    const tickers = w.fmt.list(o.affected.map((x) => x.ticker));
    return [
      w.t('tool.what_if.result', {
        move,
        direction,
        subject,
        outcome: o.delta < 0 ? 'lose' : 'gain',
        amount: w.fmt.money(Math.abs(o.delta), o.baseCurrency),
        ratio: o.deltaRatio === null ? '' : w.fmt.pct(Math.abs(o.deltaRatio)),
        after: w.fmt.money(o.totalValue + o.delta, o.baseCurrency),
        tickers,
      }),
    ];
  },
});

function subjectOf(target: z.infer<typeof ShockTargetSchema>, w: Words): string {
  if (target.kind === 'market') return w.t('tool.what_if.market');
  if (target.kind === 'ticker' || target.kind === 'currency') return target.value ?? '';
  return lowerLabel(w, target.kind, target.value ?? '');
}
