import { z } from 'zod';
import { RequestedLocaleSchema } from './locale.js';
import { ProfileSchema, RiskToleranceSchema } from './portfolio.js';

/**
 * Model strategies: target weights by asset class with tolerance bands, the recommendation of one
 * for a user or a profile, and a portfolio's fit against one (docs/advisor.md).
 * Weights are fractions of the portfolio's value (0.25 = 25 %).
 */

/** The asset classes of the market data (instruments' `assetClass`). */
export const STRATEGY_ASSET_CLASSES = ['equity', 'fixed_income', 'commodity', 'crypto', 'cash'] as const;
export const StrategyAssetClassSchema = z.enum(STRATEGY_ASSET_CLASSES);
export type StrategyAssetClass = z.infer<typeof StrategyAssetClassSchema>;

export const StrategyAllocationSchema = z.object({
  assetClass: StrategyAssetClassSchema,
  targetWeight: z.number().min(0).max(1),
  /** The band: no rebalancing is needed while the weight stays within [minWeight, maxWeight]. */
  minWeight: z.number().min(0).max(1),
  maxWeight: z.number().min(0).max(1),
  /** Bought when a trade must add to a class the portfolio holds nothing of. */
  proxyTicker: z.string().nullable(),
});
export type StrategyAllocation = z.infer<typeof StrategyAllocationSchema>;

export const StrategySchema = z.object({
  id: z.string(),
  name: z.string(),
  riskTolerance: RiskToleranceSchema,
  /** The shortest horizon this strategy suits; shorter horizons get a more cautious one. */
  minHorizonYears: z.number().min(0),
  description: z.string(),
  /** One entry per asset class; target weights sum to 1. */
  allocation: z.array(StrategyAllocationSchema),
});
export type Strategy = z.infer<typeof StrategySchema>;

export const StrategyListSchema = z.object({ data: z.array(StrategySchema) });

/** Exactly one of `userId` (their latest profile) and an explicit `profile`. */
export const StrategyRecommendRequestSchema = z
  .strictObject({
    userId: z.string().min(1).max(64).optional(),
    profile: ProfileSchema.extend({ riskTolerance: RiskToleranceSchema }).optional(),
    /** The language of `reason`; else `Accept-Language`, else English. */
    locale: RequestedLocaleSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const count = Number(body.userId !== undefined) + Number(body.profile !== undefined);
    if (count !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: count === 0 ? ['userId'] : ['profile'],
        message: count === 0 ? 'Give userId or a profile' : 'Give either userId or profile, not both',
      });
    }
  });
export type StrategyRecommendRequest = z.infer<typeof StrategyRecommendRequestSchema>;

export const StrategyRecommendationSchema = z.object({
  strategy: StrategySchema,
  /** Where the profile came from: the user's latest profiling, or the request's profile. */
  basedOn: z.enum(['user_profile', 'profile']),
  riskTolerance: RiskToleranceSchema,
  horizonYears: z.number().nullable(),
  reason: z.string(),
});
export type StrategyRecommendation = z.infer<typeof StrategyRecommendationSchema>;

export const StrategyFitQuerySchema = z.strictObject({ strategyId: z.string().min(1).max(64).optional() });
export type StrategyFitQuery = z.infer<typeof StrategyFitQuerySchema>;

export const AssetClassDriftSchema = z.object({
  assetClass: StrategyAssetClassSchema,
  /** Value in the portfolio's base currency. */
  value: z.number(),
  weight: z.number(),
  targetWeight: z.number(),
  minWeight: z.number(),
  maxWeight: z.number(),
  /** weight − targetWeight. */
  drift: z.number(),
  status: z.enum(['within', 'above', 'below']),
  /** The weight once the suggested trades are done. */
  weightAfter: z.number(),
});
export type AssetClassDrift = z.infer<typeof AssetClassDriftSchema>;

export const RebalanceTradeSchema = z.object({
  /**
   * The holding to trade, or the strategy's proxy instrument for a class the portfolio holds nothing
   * of. null for a class-level instruction (cash, or a class without a priced proxy): move `value`
   * into or out of the class.
   */
  ticker: z.string().nullable(),
  assetClass: StrategyAssetClassSchema,
  side: z.enum(['buy', 'sell']),
  /** Units, rounded to 6 decimals; null for a class-level instruction. */
  quantity: z.number().positive().nullable(),
  /** Latest close used, in `currency`; null for a class-level instruction. */
  price: z.number().nullable(),
  /** The instrument's currency (the base currency for a class-level instruction). */
  currency: z.string(),
  /** Value of the trade in the portfolio's base currency. */
  value: z.number(),
  /** True when the portfolio holds nothing of the class and the strategy's proxy instrument is bought. */
  proxy: z.boolean(),
});
export type RebalanceTrade = z.infer<typeof RebalanceTradeSchema>;

export const ExcludedHoldingSchema = z.object({
  ticker: z.string(),
  reason: z.enum(['unknown_instrument', 'no_price', 'no_fx_rate', 'unsupported_asset_class']),
});

export const StrategyFitSchema = z.object({
  portfolioId: z.string(),
  strategy: StrategySchema,
  /** How the strategy was chosen: named in the request, or recommended from the portfolio's or its user's profile. */
  strategySource: z.enum(['requested', 'portfolio_profile', 'user_profile']),
  baseCurrency: z.string(),
  /** Valuation date (YYYY-MM-DD); each price is the latest close on or before it. */
  asOf: z.string(),
  totalValue: z.number(),
  withinBands: z.boolean(),
  assetClasses: z.array(AssetClassDriftSchema),
  /** Self-financing trades (buys equal sells) that bring every asset class back inside its band. */
  trades: z.array(RebalanceTradeSchema),
  /** Holdings left out of the weights, and why: nothing is guessed. */
  excluded: z.array(ExcludedHoldingSchema),
  /** The rebalancing rule in plain words. */
  method: z.string(),
});
export type StrategyFit = z.infer<typeof StrategyFitSchema>;
