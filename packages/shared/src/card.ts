import { z } from 'zod';
import { BenchmarkComponentSchema, BenchmarkNameSchema } from './benchmark.js';
import { exactlyOneTarget, insightTargetFields } from './insight-target.js';
import { RequestedLocaleSchema, SupportedLocaleSchema } from './locale.js';

/**
 * The insight card (docs/insight.md). Every shape here is shared by the card endpoint,
 * the chat's final answer (citations, follow-ups, staleness, narrative) and the iframe UI.
 */

/** Body of `POST /v1/clarity/card`: exactly one of `portfolioId` and an inline `portfolio`, and the language wanted. */
export const CardRequestSchema = z.strictObject({ ...insightTargetFields, locale: RequestedLocaleSchema.optional() }).superRefine(exactlyOneTarget);
export type CardRequest = z.infer<typeof CardRequestSchema>;

/**
 * A stored market source the text cites. `id` is the number used in the Markdown's `[n]` markers
 * (1, 2, 3 … in order of first use); `sourceId` is the stored source it points to.
 */
export const CitationSchema = z.object({
  id: z.number().int().min(1),
  title: z.string(),
  publisher: z.string(),
  url: z.string(),
  /** ISO 8601 timestamp of publication. */
  publishedAt: z.string(),
  /** The stored source's own identifier (also used by `narrative` developments' `sourceIds`). */
  sourceId: z.string(),
  /** True when the source belongs to the synthetic sample data set shipped with the service. */
  synthetic: z.boolean(),
});
export type Citation = z.infer<typeof CitationSchema>;

/** A short Markdown section; every `[n]` in `markdown` is one of `citationIds` and of the card's citations. */
export const SectionSchema = z.object({
  title: z.string(),
  markdown: z.string(),
  citationIds: z.array(z.number().int().min(1)),
});
export type Section = z.infer<typeof SectionSchema>;

/**
 * A question the chat can answer, offered as a chip under the card or an answer. Each is written
 * from a plan of insight tools, so it is answerable by construction; `tool` names the tool its
 * answer runs (the chat's `TOOL_CALL_START.toolCallName`).
 */
export const FollowUpSchema = z.object({ question: z.string(), tool: z.string().optional() });
export type FollowUp = z.infer<typeof FollowUpSchema>;

/**
 * How fresh the data behind the answer is. Ages are whole calendar days (UTC) from a cited
 * source's publication day to `asOf`; null when nothing is cited.
 */
export const StalenessSchema = z.object({
  /**
   * Age in whole days of the freshest dated data the answer rests on: its cited sources and the prices
   * it valued the holdings at. Show a "data may be stale" badge above your tolerance. Null only when
   * the answer rests on no dated data at all.
   */
  ageOfNewestDays: z
    .number()
    .nullable()
    .describe(
      'Age in whole calendar days (UTC, to `asOf`) of the newest dated data the answer or card rests on: its cited news sources, and the market data it read: the closes it valued the holdings at (the card, and chat answers about the book or a position), the close of an instrument asked about, the exchange rate asked about (its own day). A number whenever any such data is used, so an answer without news still has an age; null only when it rests on no dated data (a definition, a clarification, a decline).',
    ),
  /** Age in whole days of the oldest dated data it rests on (usually its oldest cited source). */
  ageOfOldestDays: z.number().nullable(),
  /** The day (YYYY-MM-DD, UTC) the answer was computed for, by the service clock (`CLARITY_NOW` when set). */
  asOf: z.string(),
  /** Number of distinct sources cited. */
  sourceCount: z.number().int().min(0),
  /** Date (YYYY-MM-DD) of the newest price used for valuation; null when no holding could be priced. */
  pricesAsOf: z.string().nullable(),
});
export type Staleness = z.infer<typeof StalenessSchema>;

export const StateChangeSchema = z.object({
  entity: z.string(),
  attribute: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type StateChange = z.infer<typeof StateChangeSchema>;

export const DevelopmentSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  headline: z.string(),
  /** Stored source ids (see `Citation.sourceId`). */
  sourceIds: z.array(z.string()),
  stateChanges: z.array(StateChangeSchema),
});
export type Development = z.infer<typeof DevelopmentSchema>;

export const NarrativeStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The story's state as stored with the market data, e.g. `developing`, `escalating`, `resolved`. */
  status: z.string(),
  /** Share (0–1) of the portfolio's value in `holdings`: the sum of their weights, as the holdings panel shows them. */
  exposure: z.number(),
  /** Tickers of the portfolio the story bears on directly (a ticker, sector or asset-class link; a shared currency or region is too broad). */
  holdings: z.array(z.string()),
  /** Oldest first. */
  developments: z.array(DevelopmentSchema),
});
export type NarrativeStory = z.infer<typeof NarrativeStorySchema>;

export const NarrativeSchema = z.object({ stories: z.array(NarrativeStorySchema) });
export type Narrative = z.infer<typeof NarrativeSchema>;

/** A target band for one allocation bucket, from the profile (fractions of the portfolio, 0–1). */
export const AllocationBandSchema = z.object({ min: z.number(), max: z.number() });
export type AllocationBand = z.infer<typeof AllocationBandSchema>;

export const AllocationSliceSchema = z.object({
  /** Bucket key, e.g. `equity`, `fixed_income`, `crypto`, `cash`, `commodity`, `unknown`. */
  key: z.string(),
  label: z.string(),
  /** Share of the priced value, 0–1. */
  weight: z.number(),
  /** Value in the base currency. */
  value: z.number(),
  band: AllocationBandSchema.nullable(),
  /** Where the weight sits against its band; `none` when the bucket has no band. */
  status: z.enum(['below', 'within', 'above', 'none']),
});
export type AllocationSlice = z.infer<typeof AllocationSliceSchema>;

/** Allocation by asset class for a chart, against the profile's bands. */
export const CardAllocationSchema = z.object({
  byAssetClass: z.array(AllocationSliceSchema),
  /** By sector, region and currency (same slices; a sector or region band is a maximum, a foreign currency shares one). */
  bySector: z.array(AllocationSliceSchema),
  byRegion: z.array(AllocationSliceSchema),
  byCurrency: z.array(AllocationSliceSchema),
  /** The risk tolerance whose bands apply; `assumed` when the portfolio has no profile (balanced bands). */
  bandsFrom: z.object({ riskTolerance: z.string(), horizonYears: z.number().nullable(), assumed: z.boolean() }),
});
export type CardAllocation = z.infer<typeof CardAllocationSchema>;

/** Something the card could not compute and says so (never priced by guess). */
export const CardWarningSchema = z.object({
  code: z.enum(['unknown_ticker', 'missing_price', 'missing_fx']),
  ticker: z.string(),
  message: z.string(),
});
export type CardWarning = z.infer<typeof CardWarningSchema>;

/** One position per ticker (lines of a ticker merged), as the card lists them; largest first, unpriced last. */
export const PositionSchema = z.object({
  ticker: z.string(),
  /** The instrument's name; the ticker itself when the market data does not know it. */
  name: z.string(),
  assetClass: z.string().nullable(),
  /** Units held, summed over the portfolio's lines of this ticker. */
  quantity: z.number(),
  /** Latest close on or before the valuation day, in `priceCurrency`; null when unpriced. */
  price: z.number().nullable(),
  priceCurrency: z.string().nullable(),
  /** Value in the base currency; null when the holding could not be valued (see `reason`). */
  value: z.number().nullable(),
  /** Share of the priced value, 0–1; null when unpriced. */
  weight: z.number().nullable(),
  /** Unrealized P&L in the base currency; null when the cost is unknown. */
  unrealizedPnl: z.number().nullable(),
  /** Unrealized P&L over cost (0.052 = 5.2 %); null when the cost is zero or unknown. */
  unrealizedPnlPct: z.number().nullable(),
  /**
   * Where the cost behind `unrealizedPnl` comes from: `stated` (the holding's `costBasis`), `derived` (the
   * activity log's open FIFO lots, splits and transfers applied, when the holding states none), `unknown`.
   */
  costSource: z.enum(['stated', 'derived', 'unknown']),
  /** Price change over about a month (ratio); null without the price history. */
  change1M: z.number().nullable(),
  /** Day (YYYY-MM-DD) of the close the holding is valued at; null when unpriced. */
  priceDate: z.string().nullable(),
  /**
   * The close is older than the instrument's usual gap on the valuation day (more than 5 trading days
   * for a listed security, more than 1 day for crypto: docs/insight.md#price-freshness).
   */
  stalePrice: z.boolean(),
  /** Why the holding is not valued: `unknown_ticker`, `missing_price` or `missing_fx`. */
  reason: z.enum(['unknown_ticker', 'missing_price', 'missing_fx']).optional(),
});
export type Position = z.infer<typeof PositionSchema>;

export const PERFORMANCE_PERIODS = ['1M', '3M', 'YTD', '1Y', 'SI'] as const;
export const PerformancePeriodLabelSchema = z.enum(PERFORMANCE_PERIODS);
export type PerformancePeriodLabel = z.infer<typeof PerformancePeriodLabelSchema>;

/** Returns over one period. Every return is a decimal (0.052 = 5.2 %), or null when it cannot be computed (see `notes`). */
/** Sums of the activity log's money over a span, in the base currency. */
export const MoneySummarySchema = z.object({
  /** Dividends, gross (before tax withheld at source). */
  dividends: z.number(),
  interest: z.number(),
  /** Tax withheld at source on the dividends (part of `dividends`). */
  withholdingTax: z.number(),
  /** Fees charged outside trades. */
  fees: z.number(),
  /** Taxes paid (other than the dividends' withholding). */
  taxes: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
});
export type MoneySummary = z.infer<typeof MoneySummarySchema>;

export const PerformancePeriodSchema = z.object({
  label: PerformancePeriodLabelSchema,
  /** First and last day of the period, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /** Time-weighted return: daily returns chain-linked, trades treated as external flows (fees lower it). Not annualized. */
  twr: z.number().nullable(),
  /** Money-weighted return (XIRR of the start value, the trades and the end value), annualized for periods over a year, else for the period. */
  mwr: z.number().nullable(),
  /** The benchmark's time-weighted return over the same days (rebalanced daily); null before its prices start or when a component has none. */
  benchmark: z.number().nullable(),
  /** Change in value over the period in the base currency (including money added or taken out). */
  valueChange: z.number().nullable(),
  /**
   * `twr` split into what prices did and what income (dividends net of withholding tax, interest) added:
   * the income part linked day by day like the contributions (GRAP), the price part the rest, so
   * `twr` (the total return) = `priceReturn` + `incomeReturn`. Null when `twr` is.
   */
  priceReturn: z.number().nullable(),
  incomeReturn: z.number().nullable(),
  /** Income, costs and flows of the activity log in the period, in the base currency (each at its day's rate). */
  income: MoneySummarySchema,
});
export type PerformancePeriod = z.infer<typeof PerformancePeriodSchema>;

export const PerformanceSchema = z.object({
  /** `trade_log`: positions rolled back through the trades; `current_holdings`: today's holdings held throughout. */
  basis: z.enum(['trade_log', 'current_holdings']),
  /**
   * `reported`: the activity log has deposits or withdrawals and its cash never runs below zero, so the
   * value includes a cash balance per currency and only deposits, withdrawals and transfers are flows;
   * `not_reported`: flows are measured at the edge of the positions (trades, income paid out, fees paid in).
   */
  cash: z.enum(['reported', 'not_reported']),
  /**
   * The cash the activity log leaves on the valuation day when `cash` is `reported` (else value 0, no currencies):
   * each currency's balance, and their value in the base currency at that day's rates. It is the cash in the last
   * point of `series`, and the card's `totalValue` counts it, so the two agree.
   */
  cashBalance: z.object({ value: z.number(), byCurrency: z.array(z.object({ currency: z.string(), amount: z.number() })) }),
  /** The base currency every value is in. */
  currency: z.string(),
  periods: z.array(PerformancePeriodSchema),
  /** Everything since the first activity: income, costs and flows, and the dividends of each holding (largest first). */
  income: z.object({
    total: MoneySummarySchema,
    byHolding: z.array(z.object({ ticker: z.string(), dividends: z.number(), withholdingTax: z.number() })),
  }),
  /** Net invested capital: deposits − withdrawals when cash is reported, else buys − sells (transfers at cost). */
  netInvested: z.object({ amount: z.number(), from: z.enum(['deposits', 'trades']) }),
  /**
   * What the portfolio is compared with: its own benchmark, or a blend at the profile's target mix.
   * `label` is the catalog's display name when the benchmark was given by `name`.
   */
  benchmark: z
    .object({
      label: z.string(),
      /** The catalog name (`sp500`) when the portfolio's benchmark was given by name; absent otherwise. */
      name: BenchmarkNameSchema.optional(),
      components: z.array(BenchmarkComponentSchema),
    })
    .nullable(),
  /** The last year of daily values (at most 400 points); `benchmark` rebased to the first value. */
  series: z.array(z.object({ date: z.string(), value: z.number(), benchmark: z.number().nullable() })),
  /** Each holding's contribution to the 1Y (else since-inception) time-weighted return; they sum to it within rounding. */
  contributions: z.array(z.object({ ticker: z.string(), contribution: z.number() })),
  /** Why any figure is null, or how the basis was chosen, in plain words. */
  notes: z.array(z.string()),
});
export type Performance = z.infer<typeof PerformanceSchema>;

/** The rules that can choose a card's headline, most urgent first (docs/insight.md, "Headline"). */
export const HEADLINE_FINDINGS = ['limit_breach', 'story_on_holdings', 'outside_profile', 'within_profile', 'no_holdings'] as const;

/** The one message a reader should take from the card today: one or two sentences at its top. */
export const HeadlineSchema = z.object({
  /** Markdown; may cite sources with `[n]` markers, as the sections do. */
  markdown: z.string(),
  /** The rule that chose it (`HEADLINE_FINDINGS`). */
  finding: z.enum(HEADLINE_FINDINGS),
});
export type Headline = z.infer<typeof HeadlineSchema>;

export const CardSchema = z.object({
  /** The most important thing about this portfolio today, chosen by a documented rule; the sections below never repeat it. */
  headline: HeadlineSchema,
  marketContext: SectionSchema,
  positionsAnalysis: SectionSchema,
  followUps: z.array(FollowUpSchema),
  citations: z.array(CitationSchema),
  staleness: StalenessSchema,
  narrative: NarrativeSchema,
  /** Valuation date (YYYY-MM-DD): the service clock's day. */
  asOf: z.string(),
  baseCurrency: z.string(),
  /**
   * Total value in the base currency: the priced holdings, plus the cash balance when the activity log reports
   * cash (`performance.cashBalance.value`), so that it equals the last value of `performance.series`.
   */
  totalValue: z.number(),
  allocation: CardAllocationSchema,
  /** One entry per ticker held, largest value first; unpriced holdings last with `value: null` and a reason. */
  positions: z.array(PositionSchema),
  /** How much of `totalValue` rests on stale prices (positions with `stalePrice`). */
  stalePrices: z.object({
    /** Value of those positions in the base currency. */
    value: z.number(),
    /** Their share of `totalValue`, 0–1 (0 when nothing is priced). */
    share: z.number(),
    /** Their tickers, largest value first. */
    tickers: z.array(z.string()),
  }),
  /** How the portfolio has done over time, against its benchmark. */
  performance: PerformanceSchema,
  warnings: z.array(CardWarningSchema),
  /** `model` when a configured language model worded the sections and its facts checked out. */
  wording: z.enum(['deterministic', 'model']),
  /** The language the card is written in (also its `Content-Language`). */
  locale: SupportedLocaleSchema,
});
export type Card = z.infer<typeof CardSchema>;
