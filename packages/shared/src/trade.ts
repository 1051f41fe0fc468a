import { z } from 'zod';
import { CurrencyCodeSchema, ExternalIdSchema, MAX_AMOUNT, TickerSchema, TimestampSchema } from './common.js';

/** The activity log keeps the most recent activities by `executedAt`: at most this many. */
export const TRADE_LOG_CAP = 5000;
/** Largest batch (activities) accepted by one record-trades call. */
export const MAX_TRADES_PER_BATCH = 5000;

export const TradeSideSchema = z.enum(['buy', 'sell']);

export const TradeInputSchema = z.strictObject({
  ticker: TickerSchema,
  side: TradeSideSchema,
  quantity: z.number().gt(0).max(MAX_AMOUNT),
  /** Price per unit in `currency`. */
  price: z.number().min(0).max(MAX_AMOUNT),
  currency: CurrencyCodeSchema,
  executedAt: TimestampSchema,
  /** Total fees of the trade in `currency`. */
  fees: z.number().min(0).max(MAX_AMOUNT).optional(),
  /** The caller's identifier; a trade whose externalId is already logged is not appended again. */
  externalId: ExternalIdSchema.optional(),
});
export type TradeInput = z.infer<typeof TradeInputSchema>;

export const TradeSchema = TradeInputSchema.extend({
  id: z.string(),
  executedAt: z.string(),
  recordedAt: z.string(),
});
export type Trade = z.infer<typeof TradeSchema>;
