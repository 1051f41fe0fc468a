import { z } from 'zod';
import { RequestedLocaleSchema } from './locale.js';
import { CardSchema } from './card.js';
import { ProfileSchema } from './portfolio.js';
import { StrategyFitSchema } from './strategies.js';
import { TradeSchema } from './trade.js';

/**
 * Stored portfolio reports (REST only): the card, the analytics, the strategy fit and
 * the recent trades at one moment, as JSON and optionally as a printable HTML document.
 */

export const REPORT_FORMATS = ['json', 'html'] as const;

export const ReportRequestSchema = z.strictObject({
  portfolioId: z.string().min(1).max(64),
  /** `html` also renders a self-contained printable document (inline SVG charts, no scripts). Default `json`. */
  format: z.enum(REPORT_FORMATS).optional(),
  /** The report's language (card, tables, charts): as for the card; else `Accept-Language`, else English. */
  locale: RequestedLocaleSchema.optional(),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

export const ReportPositionSchema = z.object({
  ticker: z.string(),
  name: z.string(),
  assetClass: z.string(),
  quantity: z.number(),
  /** Latest close on or before `asOf`, in `currency`. */
  price: z.number(),
  priceDate: z.string(),
  currency: z.string(),
  /** Value in the base currency. */
  value: z.number(),
  /** Share of the priced value, 0–1. */
  weight: z.number(),
  /** Unrealized P&L in the base currency; null without a cost basis. */
  unrealizedPnl: z.number().nullable(),
});
export type ReportPosition = z.infer<typeof ReportPositionSchema>;

/** The insight engine's analytics for the portfolio, as plain figures (money in the base currency). */
export const ReportAnalyticsSchema = z.object({
  asOf: z.string(),
  baseCurrency: z.string(),
  totalValue: z.number(),
  pricesAsOf: z.string().nullable(),
  positions: z.array(ReportPositionSchema),
  unpriced: z.array(z.object({ ticker: z.string(), quantity: z.number(), reason: z.string() })),
  unrealized: z.object({ total: z.number(), priceEffect: z.number(), currencyEffect: z.number(), costBase: z.number() }),
  concentration: z.object({
    top1: z.object({ ticker: z.string(), weight: z.number() }).nullable(),
    top5Weight: z.number(),
    effectiveHoldings: z.number(),
  }),
  realized: z.object({ total: z.number(), sellCount: z.number().int() }),
  costs: z.object({ fees: z.number(), feeRatio: z.number().nullable(), fees12m: z.number(), feesToValue12m: z.number().nullable() }),
  turnover: z.object({ buys12m: z.number(), sells12m: z.number(), ratio: z.number().nullable(), tradeCount12m: z.number().int() }),
  risk: z.object({
    volatility: z.number().nullable(),
    maxDrawdown: z.number(),
    drawdownPeak: z.string().nullable(),
    drawdownTrough: z.string().nullable(),
  }),
  stress: z.object({ change: z.number(), changeRatio: z.number().nullable() }),
  /** What today's holdings would have been worth on each priced day of the last 12 months. */
  valueHistory: z.array(z.object({ date: z.string(), value: z.number() })),
});
export type ReportAnalytics = z.infer<typeof ReportAnalyticsSchema>;

export const ReportSchema = z.object({
  id: z.string(),
  portfolioId: z.string(),
  format: z.enum(REPORT_FORMATS),
  generatedAt: z.string(),
  title: z.string(),
  portfolio: z.object({
    externalId: z.string(),
    baseCurrency: z.string(),
    userId: z.string().nullable(),
    profile: ProfileSchema.nullable(),
  }),
  card: CardSchema,
  analytics: ReportAnalyticsSchema,
  /** Null when no strategy applies: the portfolio has no riskTolerance and its user no risk profile. */
  strategyFit: StrategyFitSchema.nullable(),
  /** The newest trades of the log (up to 20), newest first. */
  recentTrades: z.array(TradeSchema),
  /** The printable HTML document (format `html`); null for `json`. */
  html: z.string().nullable(),
});
export type Report = z.infer<typeof ReportSchema>;
