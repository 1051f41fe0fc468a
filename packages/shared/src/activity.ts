import { z } from 'zod';
import { CurrencyCodeSchema, ExternalIdSchema, MAX_AMOUNT, TickerSchema, TimestampSchema } from './common.js';
import { ListQuerySchema } from './pagination.js';
import { HoldingSchema, MAX_CURRENT_HOLDINGS, PortfolioSchema } from './portfolio.js';
import { MAX_TRADES_PER_BATCH, TradeInputSchema, type Trade } from './trade.js';

/**
 * The activity log: everything that happened in a brokerage account, one entry each. A trade is an
 * activity of type `buy` or `sell` (its `type` may be left out: `side` says it). Amounts are positive
 * numbers in `currency`; the type says which way the money went.
 */
export const ACTIVITY_TYPES = [
  'buy',
  'sell',
  'dividend',
  'interest',
  'fee',
  'tax',
  'deposit',
  'withdrawal',
  'split',
  'transfer_in',
  'transfer_out',
  'conversion',
] as const;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

/** A positive amount of money within today's bounds. */
const AmountSchema = z.number().gt(0).max(MAX_AMOUNT);
/** An amount that may be zero (a tax withheld, a fee waived). */
const NonNegativeAmountSchema = z.number().min(0).max(MAX_AMOUNT);
const QuantitySchema = z.number().gt(0).max(MAX_AMOUNT);

const common = { executedAt: TimestampSchema, externalId: ExternalIdSchema.optional() };

/** A cash dividend, gross; the tax withheld at source and a reinvestment, when there was one, beside it. */
export const DividendInputSchema = z.strictObject({
  type: z.literal('dividend'),
  ticker: TickerSchema,
  /** Gross amount, before withholding tax. */
  amount: AmountSchema,
  currency: CurrencyCodeSchema,
  /** Tax withheld at source, in `currency` (part of `amount`). */
  withholdingTax: NonNegativeAmountSchema.optional(),
  /** Units bought with the dividend (a dividend reinvestment plan); `reinvestedPrice` is their unit price. */
  reinvestedQuantity: QuantitySchema.optional(),
  reinvestedPrice: NonNegativeAmountSchema.optional(),
  ...common,
}).meta({ example: { type: 'dividend', ticker: 'AAPL', amount: 9.6, currency: 'USD', withholdingTax: 1.44, executedAt: '2026-02-13T00:00:00Z', externalId: 'div-2026-02' } });

export const InterestInputSchema = z.strictObject({ type: z.literal('interest'), amount: AmountSchema, currency: CurrencyCodeSchema, ...common }).meta({ example: { type: 'interest', amount: 4.1, currency: 'EUR', executedAt: '2026-01-31T00:00:00Z' } });

/** A fee charged outside a trade (custody, account); `ticker` when it belongs to one holding. */
export const FeeInputSchema = z.strictObject({
  type: z.literal('fee'),
  amount: AmountSchema,
  currency: CurrencyCodeSchema,
  ticker: TickerSchema.optional(),
  ...common,
}).meta({ example: { type: 'fee', amount: 12, currency: 'EUR', executedAt: '2026-03-31T00:00:00Z' } });

/** A tax paid (capital gains, transaction tax); `ticker` when it belongs to one holding. */
export const TaxInputSchema = z.strictObject({
  type: z.literal('tax'),
  amount: AmountSchema,
  currency: CurrencyCodeSchema,
  ticker: TickerSchema.optional(),
  ...common,
}).meta({ example: { type: 'tax', amount: 25.8, currency: 'EUR', ticker: 'SAP.DE', executedAt: '2026-02-20T00:00:00Z' } });

export const DepositInputSchema = z.strictObject({ type: z.literal('deposit'), amount: AmountSchema, currency: CurrencyCodeSchema, ...common }).meta({ example: { type: 'deposit', amount: 10000, currency: 'USD', executedAt: '2026-01-02T09:00:00Z', externalId: 'dep-1' } });
export const WithdrawalInputSchema = z.strictObject({ type: z.literal('withdrawal'), amount: AmountSchema, currency: CurrencyCodeSchema, ...common }).meta({ example: { type: 'withdrawal', amount: 500, currency: 'USD', executedAt: '2026-02-27T09:00:00Z' } });

/** `ratio: { from: 1, to: 4 }`: each share becomes four (a reverse split has `to` < `from`). */
export const SplitRatioSchema = z.strictObject({ from: QuantitySchema, to: QuantitySchema });
export const SplitInputSchema = z.strictObject({ type: z.literal('split'), ticker: TickerSchema, ratio: SplitRatioSchema, ...common }).meta({ example: { type: 'split', ticker: 'NVDA', ratio: { from: 1, to: 10 }, executedAt: '2024-06-10T00:00:00Z' } });

/** A position moved in from another broker: its quantity and its total cost there. */
export const TransferInInputSchema = z.strictObject({
  type: z.literal('transfer_in'),
  ticker: TickerSchema,
  quantity: QuantitySchema,
  /** Total cost of the units moved, in `currency`. */
  costBasis: NonNegativeAmountSchema,
  currency: CurrencyCodeSchema,
  ...common,
}).meta({ example: { type: 'transfer_in', ticker: 'MSFT', quantity: 15, costBasis: 4200, currency: 'USD', executedAt: '2026-01-10T00:00:00Z' } });

/** A position moved out to another broker; `costBasis` (total) when the sender knows it. */
export const TransferOutInputSchema = z.strictObject({
  type: z.literal('transfer_out'),
  ticker: TickerSchema,
  quantity: QuantitySchema,
  currency: CurrencyCodeSchema,
  costBasis: NonNegativeAmountSchema.optional(),
  ...common,
}).meta({ example: { type: 'transfer_out', ticker: 'MSFT', quantity: 5, currency: 'USD', executedAt: '2026-02-10T00:00:00Z' } });

/**
 * Money changed from one currency into another inside the account: `soldAmount` of `soldCurrency` out,
 * `boughtAmount` of `boughtCurrency` in. Neither a flow across the account's edge nor income; `fee` (in
 * `feeCurrency`, else `soldCurrency`) is a cost charged beside the amounts.
 */
const ConversionFieldsSchema = z.strictObject({
  type: z.literal('conversion'),
  soldAmount: AmountSchema,
  soldCurrency: CurrencyCodeSchema,
  boughtAmount: AmountSchema,
  boughtCurrency: CurrencyCodeSchema,
  fee: NonNegativeAmountSchema.optional(),
  feeCurrency: CurrencyCodeSchema.optional(),
  ...common,
});
export const ConversionInputSchema = ConversionFieldsSchema.refine((conversion) => conversion.soldCurrency !== conversion.boughtCurrency, {
  message: 'boughtCurrency must differ from soldCurrency',
  path: ['boughtCurrency'],
})
  .refine((conversion) => conversion.feeCurrency === undefined || conversion.fee !== undefined, { message: 'feeCurrency needs fee', path: ['feeCurrency'] })
  .meta({ example: { type: 'conversion', soldAmount: 1000, soldCurrency: 'EUR', boughtAmount: 1084.5, boughtCurrency: 'USD', fee: 2.5, feeCurrency: 'EUR', executedAt: '2026-01-05T14:55:00Z', externalId: 'fx-1' } });

/** A trade as today (`side`), optionally with `type` equal to its side. */
export const TradeActivityInputSchema = TradeInputSchema.extend({ type: z.enum(['buy', 'sell']).optional() }).refine(
  (trade) => trade.type === undefined || trade.type === trade.side,
  { message: 'type must equal side', path: ['type'] },
).meta({ example: { type: 'buy', ticker: 'AAPL', side: 'buy', quantity: 10, price: 180, currency: 'USD', fees: 1, executedAt: '2026-01-05T15:00:00Z', externalId: 't-1' } });

/** One activity of the record-trades body: a trade, or any other type named by `type`. */
export const ActivityInputSchema = z.discriminatedUnion('type', [
  TradeActivityInputSchema,
  DividendInputSchema,
  InterestInputSchema,
  FeeInputSchema,
  TaxInputSchema,
  DepositInputSchema,
  WithdrawalInputSchema,
  SplitInputSchema,
  TransferInInputSchema,
  TransferOutInputSchema,
  ConversionInputSchema,
]);
export type ActivityInput = z.infer<typeof ActivityInputSchema>;
export type DividendInput = z.infer<typeof DividendInputSchema>;
export type SplitInput = z.infer<typeof SplitInputSchema>;
export type TransferInInput = z.infer<typeof TransferInInputSchema>;
export type TransferOutInput = z.infer<typeof TransferOutInputSchema>;
export type ConversionInput = z.infer<typeof ConversionInputSchema>;

/** What the log adds to every stored activity. */
const stored = { id: z.string(), executedAt: z.string(), recordedAt: z.string() };

/** A logged activity as listed: always with its `type` (a trade's equals its `side`). */
export const ActivitySchema = z.discriminatedUnion('type', [
  TradeInputSchema.extend({ type: z.enum(['buy', 'sell']), ...stored }),
  DividendInputSchema.extend(stored),
  InterestInputSchema.extend(stored),
  FeeInputSchema.extend(stored),
  TaxInputSchema.extend(stored),
  DepositInputSchema.extend(stored),
  WithdrawalInputSchema.extend(stored),
  SplitInputSchema.extend(stored),
  TransferInInputSchema.extend(stored),
  TransferOutInputSchema.extend(stored),
  ConversionFieldsSchema.extend(stored),
]);
export type Activity = z.infer<typeof ActivitySchema>;

/** A logged trade in the trade's own shape (without the listing's `type`). */
export function tradeOf(activity: Extract<Activity, { type: 'buy' | 'sell' }>): Trade {
  const { type: _type, ...trade } = activity;
  return trade;
}

/** The type of an activity as given (a trade may leave `type` out). */
export function activityType(activity: ActivityInput): ActivityType {
  return activity.type ?? ('side' in activity ? activity.side : 'buy');
}

/** Query of the log's listing: a page, optionally only some types (`type=dividend,interest`). */
export const ActivityListQuerySchema = ListQuerySchema.extend({
  type: z
    .string()
    .max(200)
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(ActivityTypeSchema).min(1))
    .optional(),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

/** A ticker of the call (an activity's or a holding's) that no instrument of the market data matches. */
export const RecordWarningSchema = z.object({
  code: z.literal('unknown_ticker'),
  ticker: z.string(),
  message: z.string(),
});
export type RecordWarning = z.infer<typeof RecordWarningSchema>;

export const RecordTradesBodySchema = z.strictObject({
  /** Activities to append: trades as today, and every other type (`type`). */
  trades: z.array(ActivityInputSchema).max(MAX_TRADES_PER_BATCH),
  /** The positions after these activities; replaces `currentHoldings` in the same transaction. */
  currentHoldings: z.array(HoldingSchema).max(MAX_CURRENT_HOLDINGS),
});
export type RecordTradesBody = z.infer<typeof RecordTradesBodySchema>;

export const RecordTradesResultSchema = z.object({
  /** Activities added to the log by this call. */
  appended: z.number().int(),
  /** Activities of this call not added because their externalId was already logged (or repeated in the batch). */
  skippedDuplicates: z.number().int(),
  /** Activities removed from the log (old ones, or new ones older than the window) to keep it at the cap. */
  dropped: z.number().int(),
  /** Activities in the log after this call. */
  tradeCount: z.number().int(),
  /** Tickers of this call (activities and holdings, upper-cased) that the market data does not know. */
  warnings: z.array(RecordWarningSchema),
  portfolio: PortfolioSchema,
});
export type RecordTradesResult = z.infer<typeof RecordTradesResultSchema>;
