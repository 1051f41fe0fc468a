import { describe, expect, it } from 'vitest';
import type { Answer } from '@clarity/shared';
import { ApiError } from '../http/errors.js';
import { findQuestionnaire } from './questionnaires.js';
import { scoreAnswers } from './scoring.js';
import { BORDERLINE } from './answers.test-helpers.js';

const questionnaire = findQuestionnaire('risk-profile-v1')!;

const answers = (choices: Record<string, string>): Answer[] => Object.entries(choices).map(([questionId, optionId]) => ({ questionId, optionId }));

const LEAST_RISK = {
  goal: 'preserve',
  loss_tolerance: 'none',
  reaction_to_fall: 'sell_all',
  risk_return: 'range_2_5',
  experience: 'savings_only',
  horizon: 'under_1',
  income_stability: 'none',
  liquidity_needs: 'most',
  emergency_savings: 'none',
  share_of_wealth: 'over_75',
};
const MOST_RISK = {
  goal: 'max_growth',
  loss_tolerance: 'over_20',
  reaction_to_fall: 'buy_more',
  risk_return: 'range_35_45',
  experience: 'advanced',
  horizon: 'over_20',
  income_stability: 'very_stable',
  liquidity_needs: 'none',
  emergency_savings: 'over_6',
  share_of_wealth: 'under_25',
};

describe('risk-profile-v1 scoring', () => {
  it('ships 10 questions covering horizon, loss tolerance, experience, income stability, liquidity needs and reaction to a fall', () => {
    expect(questionnaire.questions).toHaveLength(10);
    expect(questionnaire.questions.map((q) => q.topic)).toEqual(
      expect.arrayContaining(['horizon', 'loss_tolerance', 'experience', 'income_stability', 'liquidity_needs', 'reaction_to_fall']),
    );
    for (const q of questionnaire.questions) expect(Math.max(...q.options.map((o) => o.points))).toBe(q.maxPoints);
  });

  it('scores the least risk-seeking answers 0, conservative, low capacity, half a year', () => {
    const result = scoreAnswers(questionnaire, answers(LEAST_RISK));
    expect(result).toMatchObject({ riskScore: 0, riskTolerance: 'conservative', horizonYears: 0.5, capacityForLoss: 'low', scores: { willingness: 0, capacity: 0 } });
    // The heaviest capacity question (horizon, weight 2 of 6.5): 100 × 2 × (0 − 0.5) / 6.5 = −15.4.
    expect(result.drivers[0]).toMatchObject({ questionId: 'horizon', influence: -15.4 });
    // Loss tolerance and reaction (weight 2 of 7): 100 × 2 × (−0.5) / 7 = −14.3.
    expect(result.drivers.slice(1, 3).map((d) => [d.questionId, d.influence])).toEqual([
      ['loss_tolerance', -14.3],
      ['reaction_to_fall', -14.3],
    ]);
    expect(result.rationale).toContain('Within a year');
    expect(result.rationale).toContain('Any loss would worry me');
    expect(result.caps.map((c) => c.questionId).sort()).toEqual(['horizon', 'liquidity_needs', 'reaction_to_fall']);
  });

  it('scores the most risk-seeking answers 100, aggressive, high capacity, 25 years, without caps', () => {
    const result = scoreAnswers(questionnaire, answers(MOST_RISK));
    expect(result).toMatchObject({ riskScore: 100, riskTolerance: 'aggressive', horizonYears: 25, capacityForLoss: 'high', caps: [], scores: { willingness: 100, capacity: 100 } });
    expect(result.rationale).toContain('Raised most by');
    expect(result.rationale).not.toContain('Lowered most by');
  });

  it('puts the borderline set on the lowest growth score, and one notch less capacity in balanced', () => {
    const border = scoreAnswers(questionnaire, answers(BORDERLINE));
    expect(border).toMatchObject({ riskScore: 60, riskTolerance: 'growth', horizonYears: 25, capacityForLoss: 'medium', scores: { willingness: 52, capacity: 67 } });
    // Capacity 100 × (4.3333 − 0.3333) / 6.5 = 61.54; (52.38 + 61.54) / 2 = 56.96 → 57.
    const below = scoreAnswers(questionnaire, answers({ ...BORDERLINE, share_of_wealth: 'over_75' }));
    expect(below).toMatchObject({ riskScore: 57, riskTolerance: 'balanced', scores: { willingness: 52, capacity: 62 } });
  });

  it('holds the score to 10 points above the lower dimension', () => {
    // Willingness 100, capacity: horizon 1/5 (w2) + 0 elsewhere = 100 × 0.4 / 6.5 = 6.15 → min(53.08, 16.15) = 16.
    const result = scoreAnswers(
      questionnaire,
      answers({ ...MOST_RISK, horizon: '1_to_3', income_stability: 'none', liquidity_needs: 'most', emergency_savings: 'none', share_of_wealth: 'over_75' }),
    );
    expect(result).toMatchObject({ riskScore: 16, riskTolerance: 'conservative', scores: { willingness: 100, capacity: 6 } });
    expect(result.rationale).toContain('held to 10 points above the lower capacity score');
  });

  it('caps a short horizon: an otherwise aggressive profile with 3–5 years is balanced at 59', () => {
    // Capacity 100 × (2 × 0.4 + 1 + 1.5 + 1 + 1) / 6.5 = 81.54; min((100 + 81.54) / 2, 91.54) = 90.77 → 91, capped to 59.
    const result = scoreAnswers(questionnaire, answers({ ...MOST_RISK, horizon: '3_to_5' }));
    expect(result).toMatchObject({ riskScore: 59, riskTolerance: 'balanced', horizonYears: 4, capacityForLoss: 'high' });
    expect(result.caps).toEqual([expect.objectContaining({ questionId: 'horizon', optionId: '3_to_5', maxRiskTolerance: 'balanced' })]);
    expect(result.rationale).toContain('Capped at balanced');
  });

  it('does not depend on the order of the answers', () => {
    const forward = scoreAnswers(questionnaire, answers(BORDERLINE));
    const reversed = scoreAnswers(questionnaire, answers(BORDERLINE).reverse());
    expect(reversed).toEqual(forward);
  });

  it('rejects missing, unknown and repeated answers with one 400 naming each', () => {
    const { horizon: _omitted, ...incomplete } = MOST_RISK;
    const bad = [...answers(incomplete), { questionId: 'favourite_colour', optionId: 'blue' }, { questionId: 'goal', optionId: 'max_growth' }];
    bad[0] = { questionId: 'goal', optionId: 'yolo' };
    let error: unknown;
    try {
      scoreAnswers(questionnaire, bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    const issues = (error as ApiError).options.issues ?? [];
    expect(issues.map((i) => i.code).sort()).toEqual(['duplicate_answer', 'missing_answer', 'unknown_option', 'unknown_question']);
    expect(issues.find((i) => i.code === 'missing_answer')?.message).toContain('horizon');
    expect(issues.find((i) => i.code === 'unknown_option')?.path).toEqual(['answers', 0, 'optionId']);
  });
});
