import { z } from 'zod';
import { CurrencyCodeSchema, DateSchema, ExternalIdSchema, MAX_AMOUNT, TickerSchema } from './common.js';
import { PortfolioBenchmarkSchema } from './benchmark.js';
import { idSchema } from './ids.js';
import { ListQuerySchema } from './pagination.js';

export const RISK_TOLERANCES = ['conservative', 'moderate', 'balanced', 'growth', 'aggressive'] as const;
export const RiskToleranceSchema = z.enum(RISK_TOLERANCES);
export type RiskTolerance = z.infer<typeof RiskToleranceSchema>;

export const HoldingSchema = z.strictObject({
  ticker: TickerSchema,
  /** Units held; negative for a short position. */
  quantity: z.number().min(-MAX_AMOUNT).max(MAX_AMOUNT),
  /** Cost per unit, in `currency`. */
  costBasis: z.number().min(0).max(MAX_AMOUNT).optional(),
  /** Currency of `costBasis`; defaults to the instrument's trading currency. */
  currency: CurrencyCodeSchema.optional(),
});
export type Holding = z.infer<typeof HoldingSchema>;

/** A past position: a holding as it stood on `asOf`. Changed only through PATCH. */
export const HistoricHoldingSchema = HoldingSchema.extend({ asOf: DateSchema });
export type HistoricHolding = z.infer<typeof HistoricHoldingSchema>;

export const ProfileSchema = z.strictObject({
  riskTolerance: RiskToleranceSchema.optional(),
  horizonYears: z.number().min(0).max(100).optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const MAX_CURRENT_HOLDINGS = 1000;
export const MAX_HISTORIC_HOLDINGS = 10_000;

const portfolioFields = {
  externalId: ExternalIdSchema,
  baseCurrency: CurrencyCodeSchema,
  currentHoldings: z.array(HoldingSchema).max(MAX_CURRENT_HOLDINGS),
  historicHoldings: z.array(HistoricHoldingSchema).max(MAX_HISTORIC_HOLDINGS),
  profile: ProfileSchema,
  /** The user (`usr_…`, same organization) whose portfolio this is. */
  userId: idSchema('user'),
  benchmark: PortfolioBenchmarkSchema,
};

/** Body of create, and the shape of an inline portfolio for card and chat (an inline portfolio is never stored). */
export const PortfolioInputSchema = z.strictObject({
  externalId: portfolioFields.externalId,
  baseCurrency: portfolioFields.baseCurrency.optional(),
  currentHoldings: portfolioFields.currentHoldings.optional(),
  historicHoldings: portfolioFields.historicHoldings.optional(),
  profile: portfolioFields.profile.optional(),
  userId: portfolioFields.userId.optional(),
  /** What the card compares the portfolio with; without one, a blend at the profile's target mix. */
  benchmark: portfolioFields.benchmark.optional(),
});
export type PortfolioInput = z.infer<typeof PortfolioInputSchema>;

/** PATCH body: only the fields to change; `profile: null` clears the profile. */
export const PortfolioPatchSchema = z
  .strictObject({
    externalId: portfolioFields.externalId.optional(),
    baseCurrency: portfolioFields.baseCurrency.optional(),
    currentHoldings: portfolioFields.currentHoldings.optional(),
    historicHoldings: portfolioFields.historicHoldings.optional(),
    profile: portfolioFields.profile.nullable().optional(),
    /** `null` unlinks the portfolio from its user. */
    userId: portfolioFields.userId.nullable().optional(),
    /** `null` clears the benchmark (the card then uses the profile's blend). */
    benchmark: portfolioFields.benchmark.nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Supply at least one field to change' });
export type PortfolioPatch = z.infer<typeof PortfolioPatchSchema>;

/** Base currency assumed when a portfolio does not name one. */
export const DEFAULT_BASE_CURRENCY = 'USD';

export const PortfolioSchema = z.object({
  id: z.string(),
  externalId: z.string(),
  baseCurrency: z.string(),
  currentHoldings: z.array(HoldingSchema),
  historicHoldings: z.array(HistoricHoldingSchema),
  profile: ProfileSchema.nullable(),
  userId: z.string().nullable(),
  /** The portfolio's own benchmark; null when the card uses the profile's blend. */
  benchmark: PortfolioBenchmarkSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Portfolio = z.infer<typeof PortfolioSchema>;

export const PortfolioListQuerySchema = ListQuerySchema.extend({ externalId: ExternalIdSchema.optional() });
export type PortfolioListQuery = z.infer<typeof PortfolioListQuerySchema>;
