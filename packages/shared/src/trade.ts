import { z } from 'zod';
import { CurrencyCodeSchema, ExternalIdSchema, MAX_AMOUNT, TickerSchema, TimestampSchema } from './common.js';
import { HoldingSchema, MAX_CURRENT_HOLDINGS, PortfolioSchema } from './portfolio.js';

/** The trade log keeps the most recent trades by `executedAt`: at most this many. */
export const TRADE_LOG_CAP = 5000;
/** Largest batch accepted by one record-trades call. */
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

export const RecordTradesBodySchema = z.strictObject({
  trades: z.array(TradeInputSchema).max(MAX_TRADES_PER_BATCH),
  /** The positions after these trades; replaces `currentHoldings` in the same transaction. */
  currentHoldings: z.array(HoldingSchema).max(MAX_CURRENT_HOLDINGS),
});
export type RecordTradesBody = z.infer<typeof RecordTradesBodySchema>;

export const RecordTradesResultSchema = z.object({
  /** Trades added to the log by this call. */
  appended: z.number().int(),
  /** Trades of this call not added because their externalId was already logged (or repeated in the batch). */
  skippedDuplicates: z.number().int(),
  /** Trades removed from the log (old ones, or new ones older than the window) to keep it at the cap. */
  dropped: z.number().int(),
  /** Trades in the log after this call. */
  tradeCount: z.number().int(),
  portfolio: PortfolioSchema,
});
export type RecordTradesResult = z.infer<typeof RecordTradesResultSchema>;
