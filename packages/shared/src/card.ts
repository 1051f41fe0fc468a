import { z } from 'zod';
import { exactlyOneTarget, insightTargetFields } from './insight-target.js';

/**
 * The insight card (SPEC §2.4, DESIGN §3). Every shape here is shared by the card endpoint,
 * the chat's final answer (citations, follow-ups, staleness, narrative) and the iframe UI.
 */

/** Body of `POST /v1/clarity/card`: exactly one of `portfolioId` and an inline `portfolio`. */
export const CardRequestSchema = z.strictObject(insightTargetFields).superRefine(exactlyOneTarget);
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

/** A question the chat can answer, offered as a chip under the card. */
export const FollowUpSchema = z.object({ question: z.string() });
export type FollowUp = z.infer<typeof FollowUpSchema>;

/**
 * How fresh the data behind the answer is. Ages are whole calendar days (UTC) from a cited
 * source's publication day to `asOf`; null when nothing is cited.
 */
export const StalenessSchema = z.object({
  /** Age in days of the freshest cited source. Show a "data may be stale" badge above your tolerance. */
  ageOfNewestDays: z.number().nullable(),
  /** Age in days of the oldest cited source. */
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
  /** Share (0–1) of the portfolio's value exposed to the story. */
  exposure: z.number(),
  /** Tickers of the portfolio the story touches. */
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

export const CardSchema = z.object({
  marketContext: SectionSchema,
  positionsAnalysis: SectionSchema,
  followUps: z.array(FollowUpSchema),
  citations: z.array(CitationSchema),
  staleness: StalenessSchema,
  narrative: NarrativeSchema,
  /** Valuation date (YYYY-MM-DD): the service clock's day. */
  asOf: z.string(),
  baseCurrency: z.string(),
  /** Total value of the priced holdings in the base currency. */
  totalValue: z.number(),
  allocation: CardAllocationSchema,
  warnings: z.array(CardWarningSchema),
  /** `model` when a configured language model worded the sections and its facts checked out. */
  wording: z.enum(['deterministic', 'model']),
});
export type Card = z.infer<typeof CardSchema>;
