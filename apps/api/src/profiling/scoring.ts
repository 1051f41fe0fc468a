import {
  RISK_TOLERANCES,
  type Answer,
  type CapacityForLoss,
  type ProfileCap,
  type ProfileDimension,
  type ProfileDriver,
  type Question,
  type QuestionOption,
  type Questionnaire,
  type RiskTolerance,
  type ValidationIssue,
} from '@clarity/shared';
import { ApiError } from '../http/errors.js';
import { TOLERANCE_BANDS } from './questionnaires.js';

/** What scoring derives from the answers (the stored profile adds who, when and where it was applied). */
export interface ScoredProfile {
  riskScore: number;
  riskTolerance: RiskTolerance;
  horizonYears: number;
  capacityForLoss: CapacityForLoss;
  rationale: string;
  scores: { willingness: number; capacity: number };
  drivers: ProfileDriver[];
  caps: ProfileCap[];
}

/** How far riskScore may exceed the lower of willingness and capacity (docs/advisor.md). */
export const MAX_POINTS_ABOVE_LOWER_DIMENSION = 10;

interface Chosen {
  question: Question;
  option: QuestionOption;
}

/**
 * Scores one complete set of answers to `questionnaire` (the model is in its `scoring` text and
 * docs/advisor.md). Pure: the same answers always give the same profile.
 * Throws a 400 listing every problem when an answer is unknown, repeated or missing.
 */
export function scoreAnswers(questionnaire: Questionnaire, answers: Answer[]): ScoredProfile {
  const chosen = resolveAnswers(questionnaire, answers);

  const willingness = dimensionScore(chosen, 'willingness');
  const capacity = dimensionScore(chosen, 'capacity');
  const lower = Math.min(willingness, capacity);
  const blended = Math.min((willingness + capacity) / 2, lower + MAX_POINTS_ABOVE_LOWER_DIMENSION);
  let riskScore = clamp(Math.round(blended), 0, 100);
  let riskTolerance = toleranceOf(riskScore);

  const caps: ProfileCap[] = chosen
    .filter(({ option }) => option.capsRiskToleranceAt !== undefined)
    .map(({ question, option }) => ({
      questionId: question.id,
      optionId: option.id,
      maxRiskTolerance: option.capsRiskToleranceAt!,
      reason: `“${option.label}” (${question.text}) limits the profile to ${option.capsRiskToleranceAt}`,
    }));
  const binding = caps.reduce<RiskTolerance | undefined>((lowest, cap) => lowerOf(lowest, cap.maxRiskTolerance), undefined);
  const capped = binding !== undefined && rank(binding) < rank(riskTolerance);
  if (capped) {
    riskTolerance = binding;
    riskScore = bandOf(binding).to;
  }

  const horizonOption = chosen.find(({ option }) => option.horizonYears !== undefined)?.option;
  const drivers = chosen.map(driverOf).sort((a, b) => Math.abs(b.influence) - Math.abs(a.influence) || a.questionId.localeCompare(b.questionId));
  const scores = { willingness: Math.round(willingness), capacity: Math.round(capacity) };
  const capacityForLoss: CapacityForLoss = capacity < 40 ? 'low' : capacity < 70 ? 'medium' : 'high';

  return {
    riskScore,
    riskTolerance,
    horizonYears: horizonOption?.horizonYears ?? 0,
    capacityForLoss,
    rationale: rationaleOf({ riskScore, riskTolerance, scores, drivers, caps: capped ? caps.filter((c) => c.maxRiskTolerance === binding) : [], capacityLimited: blended < (willingness + capacity) / 2 }),
    scores,
    drivers,
    caps,
  };
}

/** Maps every answer to its question and option, or throws one 400 naming every bad answer. */
function resolveAnswers(questionnaire: Questionnaire, answers: Answer[]): Chosen[] {
  const issues: ValidationIssue[] = [];
  const byQuestion = new Map<string, Chosen>();
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    const question = questionnaire.questions.find((q) => q.id === answer.questionId);
    if (!question) {
      issues.push({ path: ['answers', index, 'questionId'], code: 'unknown_question', message: `${questionnaire.id} has no question ${answer.questionId}` });
      return;
    }
    if (seen.has(question.id)) {
      issues.push({ path: ['answers', index, 'questionId'], code: 'duplicate_answer', message: `Question ${question.id} is answered more than once` });
      return;
    }
    seen.add(question.id);
    const option = question.options.find((o) => o.id === answer.optionId);
    if (!option) {
      issues.push({
        path: ['answers', index, 'optionId'],
        code: 'unknown_option',
        message: `Question ${question.id} has no option ${answer.optionId}; choose one of ${question.options.map((o) => o.id).join(', ')}`,
      });
      return;
    }
    byQuestion.set(question.id, { question, option });
  });
  for (const question of questionnaire.questions) {
    const answeredBadly = answers.some((a) => a.questionId === question.id);
    if (!byQuestion.has(question.id) && !answeredBadly) {
      issues.push({ path: ['answers'], code: 'missing_answer', message: `Question ${question.id} is not answered` });
    }
  }
  if (issues.length > 0) throw new ApiError('validation_error', 'The answers do not complete the questionnaire', { issues });
  // Questionnaire order, so that results do not depend on the order answers were sent in.
  return questionnaire.questions.map((q) => byQuestion.get(q.id)!);
}

/** Weighted mean of the answers' points as a share of their maximum, 0–100. */
function dimensionScore(chosen: Chosen[], dimension: ProfileDimension): number {
  const inDimension = chosen.filter(({ question }) => question.dimension === dimension);
  const totalWeight = inDimension.reduce((sum, { question }) => sum + question.weight, 0);
  if (totalWeight === 0) return 0;
  const weighted = inDimension.reduce((sum, { question, option }) => sum + question.weight * (option.points / question.maxPoints), 0);
  return (100 * weighted) / totalWeight;
}

function driverOf({ question, option }: Chosen, _index: number, all: Chosen[]): ProfileDriver {
  const totalWeight = all.filter((c) => c.question.dimension === question.dimension).reduce((sum, c) => sum + c.question.weight, 0);
  const influence = (100 * question.weight * (option.points / question.maxPoints - 0.5)) / totalWeight;
  return {
    questionId: question.id,
    optionId: option.id,
    question: question.text,
    answer: option.label,
    dimension: question.dimension,
    points: option.points,
    maxPoints: question.maxPoints,
    influence: Math.round(influence * 10) / 10,
  };
}

function rationaleOf(input: {
  riskScore: number;
  riskTolerance: RiskTolerance;
  scores: { willingness: number; capacity: number };
  drivers: ProfileDriver[];
  caps: ProfileCap[];
  capacityLimited: boolean;
}): string {
  const { riskScore, riskTolerance, scores, drivers, caps } = input;
  const parts = [`Risk score ${riskScore} of 100 (${riskTolerance}): willingness to take risk ${scores.willingness}, capacity for loss ${scores.capacity}.`];
  if (input.capacityLimited) {
    const lowerName = scores.capacity <= scores.willingness ? 'capacity' : 'willingness';
    parts.push(`The score is held to ${MAX_POINTS_ABOVE_LOWER_DIMENSION} points above the lower ${lowerName} score.`);
  }
  const raised = drivers.filter((d) => d.influence > 0).slice(0, 3);
  const lowered = drivers.filter((d) => d.influence < 0).slice(0, 3);
  if (raised.length > 0) parts.push(`Raised most by ${raised.map(describe).join(', ')}.`);
  if (lowered.length > 0) parts.push(`Lowered most by ${lowered.map(describe).join(', ')}.`);
  if (caps.length > 0) parts.push(`Capped at ${riskTolerance}: ${caps.map((c) => c.reason).join('; ')}.`);
  return parts.join(' ');
}

function describe(driver: ProfileDriver): string {
  return `“${driver.answer}” (${driver.questionId.replaceAll('_', ' ')})`;
}

export function toleranceOf(riskScore: number): RiskTolerance {
  return TOLERANCE_BANDS.find((band) => riskScore >= band.from && riskScore <= band.to)?.tolerance ?? 'conservative';
}

function bandOf(tolerance: RiskTolerance) {
  return TOLERANCE_BANDS.find((band) => band.tolerance === tolerance)!;
}

function rank(tolerance: RiskTolerance): number {
  return RISK_TOLERANCES.indexOf(tolerance);
}

function lowerOf(a: RiskTolerance | undefined, b: RiskTolerance): RiskTolerance {
  return a === undefined || rank(b) < rank(a) ? b : a;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
