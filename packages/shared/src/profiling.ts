import { z } from 'zod';
import { RiskToleranceSchema } from './portfolio.js';

/**
 * Risk-profiling questionnaires and the profile scored from a user's answers. The scoring model is
 * described in docs/advisor.md and, per result,
 * in `rationale`, `scores`, `drivers` and `caps`.
 */

/** Willingness: how much risk the person wants to take. Capacity: how much loss they can afford. */
export const PROFILE_DIMENSIONS = ['willingness', 'capacity'] as const;
export const ProfileDimensionSchema = z.enum(PROFILE_DIMENSIONS);
export type ProfileDimension = z.infer<typeof ProfileDimensionSchema>;

export const CAPACITY_FOR_LOSS = ['low', 'medium', 'high'] as const;
export const CapacityForLossSchema = z.enum(CAPACITY_FOR_LOSS);
export type CapacityForLoss = z.infer<typeof CapacityForLossSchema>;

export const QuestionOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Points of this answer, 0 (least risk) up to the question's `maxPoints`. */
  points: z.number().int().min(0),
  /** On the horizon question: the investment horizon in years this answer stands for. */
  horizonYears: z.number().optional(),
  /** When present, choosing this answer limits the risk tolerance to at most this value. */
  capsRiskToleranceAt: RiskToleranceSchema.optional(),
});
export type QuestionOption = z.infer<typeof QuestionOptionSchema>;

export const QuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** What the question measures: horizon, loss tolerance, experience, income stability … */
  topic: z.string(),
  dimension: ProfileDimensionSchema,
  /** Relative weight of the question within its dimension. */
  weight: z.number().positive(),
  maxPoints: z.number().int().positive(),
  options: z.array(QuestionOptionSchema),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionnaireSchema = z.object({
  /** Names one immutable version, e.g. `risk-profile-v1`. */
  id: z.string(),
  /** The questionnaire across its versions, e.g. `risk-profile`. */
  family: z.string(),
  version: z.number().int().min(1),
  /** True for the version new profilings should use. */
  current: z.boolean(),
  title: z.string(),
  description: z.string(),
  /** The scoring model in plain words. */
  scoring: z.string(),
  questions: z.array(QuestionSchema),
});
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;

export const QuestionnaireListSchema = z.object({ data: z.array(QuestionnaireSchema) });

export const AnswerSchema = z.strictObject({
  questionId: z.string().min(1).max(64),
  optionId: z.string().min(1).max(64),
});
export type Answer = z.infer<typeof AnswerSchema>;

/** Body of `POST /v1/sdk/users/{id}/profiling`: one answer per question of the questionnaire. */
export const ProfilingRequestSchema = z.strictObject({
  questionnaireId: z.string().min(1).max(64),
  answers: z.array(AnswerSchema).min(1).max(100),
  /** Also set `profile` ({ riskTolerance, horizonYears }) on every portfolio linked to the user. */
  applyToPortfolios: z.boolean().optional(),
});
export type ProfilingRequest = z.infer<typeof ProfilingRequestSchema>;

/** One answer and how far it moved the score away from the neutral middle. */
export const ProfileDriverSchema = z.object({
  questionId: z.string(),
  optionId: z.string(),
  question: z.string(),
  answer: z.string(),
  dimension: ProfileDimensionSchema,
  points: z.number(),
  maxPoints: z.number(),
  /**
   * Points (on the 0–100 scale of its dimension) this answer added above, or took below, a neutral
   * answer. Drivers are sorted by the size of this number.
   */
  influence: z.number(),
});
export type ProfileDriver = z.infer<typeof ProfileDriverSchema>;

/** A suitability rule that limited the result, e.g. a short horizon capping the tolerance. */
export const ProfileCapSchema = z.object({
  questionId: z.string(),
  optionId: z.string(),
  maxRiskTolerance: RiskToleranceSchema,
  reason: z.string(),
});
export type ProfileCap = z.infer<typeof ProfileCapSchema>;

export const RiskProfileSchema = z.object({
  userId: z.string(),
  questionnaireId: z.string(),
  questionnaireVersion: z.number().int(),
  /** 0 (least risk) to 100 (most risk). */
  riskScore: z.number().int().min(0).max(100),
  riskTolerance: RiskToleranceSchema,
  horizonYears: z.number().min(0).max(100),
  capacityForLoss: CapacityForLossSchema,
  /** Plain-words explanation naming the answers that drove the result. */
  rationale: z.string(),
  scores: z.object({ willingness: z.number().int(), capacity: z.number().int() }),
  /** Every answer, the most influential first. */
  drivers: z.array(ProfileDriverSchema),
  caps: z.array(ProfileCapSchema),
  answers: z.array(AnswerSchema),
  /** Portfolios whose `profile` was set from this result (empty unless `applyToPortfolios`). */
  appliedToPortfolioIds: z.array(z.string()),
  createdAt: z.string(),
});
export type RiskProfile = z.infer<typeof RiskProfileSchema>;
