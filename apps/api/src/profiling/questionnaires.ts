import type { Questionnaire, RiskTolerance } from '@clarity/shared';

/**
 * The questionnaires the service ships. A published version is never edited: a change of
 * questions, options, points or weights is a new version with a new id, so every stored profiling
 * can be re-read against exactly the questions that were answered.
 */

const SCORING_V1 = [
  'Each answer scores points, from 0 (least risk) to the question’s maximum.',
  'Willingness (goal, loss tolerance, reaction to a fall, risk/return trade-off, experience) and capacity',
  '(horizon, income stability, liquidity needs, emergency savings, share of wealth) are each the weighted mean',
  'of their answers’ points as a share of the maximum, on a 0–100 scale.',
  'riskScore is the average of willingness and capacity, but never more than 10 points above the lower of the two:',
  'capacity limits how much risk a strong appetite can justify, and a weak appetite is not overridden.',
  'riskTolerance by riskScore: 0–19 conservative, 20–39 moderate, 40–59 balanced, 60–79 growth, 80–100 aggressive.',
  'Some answers cap the tolerance (a horizon under 5 years, needing half or more of the money within two years,',
  'selling everything after a fall); the riskScore is then lowered to the top of the capped band.',
  'capacityForLoss by the capacity score: under 40 low, under 70 medium, else high. horizonYears comes from the horizon answer.',
].join(' ');

const riskProfileV1: Questionnaire = {
  id: 'risk-profile-v1',
  family: 'risk-profile',
  version: 1,
  current: true,
  title: 'Investor risk profile',
  description: 'Ten questions on what the money is for, how long it can stay invested, and how much risk you want and can afford to take.',
  scoring: SCORING_V1,
  questions: [
    {
      id: 'goal',
      text: 'What is the main goal for this money?',
      topic: 'goal',
      dimension: 'willingness',
      weight: 1,
      maxPoints: 4,
      options: [
        { id: 'preserve', label: 'Keep it safe; avoid losses', points: 0 },
        { id: 'income', label: 'A steady income', points: 1 },
        { id: 'balanced', label: 'A balance of income and growth', points: 2 },
        { id: 'growth', label: 'Long-term growth', points: 3 },
        { id: 'max_growth', label: 'The highest possible growth', points: 4 },
      ],
    },
    {
      id: 'loss_tolerance',
      text: 'What is the largest fall in value over one year you could accept?',
      topic: 'loss_tolerance',
      dimension: 'willingness',
      weight: 2,
      maxPoints: 4,
      options: [
        { id: 'none', label: 'Any loss would worry me', points: 0 },
        { id: 'up_to_5', label: 'Up to 5 %', points: 1 },
        { id: 'up_to_10', label: 'Up to 10 %', points: 2 },
        { id: 'up_to_20', label: 'Up to 20 %', points: 3 },
        { id: 'over_20', label: 'More than 20 %', points: 4 },
      ],
    },
    {
      id: 'reaction_to_fall',
      text: 'Your portfolio falls 20 % in three months. What do you do?',
      topic: 'reaction_to_fall',
      dimension: 'willingness',
      weight: 2,
      maxPoints: 3,
      options: [
        { id: 'sell_all', label: 'Sell everything', points: 0, capsRiskToleranceAt: 'moderate' },
        { id: 'sell_some', label: 'Sell some of it', points: 1 },
        { id: 'hold', label: 'Hold and wait', points: 2 },
        { id: 'buy_more', label: 'Buy more', points: 3 },
      ],
    },
    {
      id: 'risk_return',
      text: 'Which range of one-year outcomes would you choose for this money?',
      topic: 'risk_return_tradeoff',
      dimension: 'willingness',
      weight: 1,
      maxPoints: 4,
      options: [
        { id: 'range_2_5', label: 'Between −2 % and +5 %', points: 0 },
        { id: 'range_8_12', label: 'Between −8 % and +12 %', points: 1 },
        { id: 'range_15_20', label: 'Between −15 % and +20 %', points: 2 },
        { id: 'range_25_30', label: 'Between −25 % and +30 %', points: 3 },
        { id: 'range_35_45', label: 'Between −35 % and +45 %', points: 4 },
      ],
    },
    {
      id: 'experience',
      text: 'Which investments have you held before?',
      topic: 'experience',
      dimension: 'willingness',
      weight: 1,
      maxPoints: 3,
      options: [
        { id: 'savings_only', label: 'Only savings accounts', points: 0 },
        { id: 'funds', label: 'Funds or bonds', points: 1 },
        { id: 'shares', label: 'Individual shares', points: 2 },
        { id: 'advanced', label: 'Options, leveraged products or crypto-assets', points: 3 },
      ],
    },
    {
      id: 'horizon',
      text: 'When will you need most of this money?',
      topic: 'horizon',
      dimension: 'capacity',
      weight: 2,
      maxPoints: 5,
      options: [
        { id: 'under_1', label: 'Within a year', points: 0, horizonYears: 0.5, capsRiskToleranceAt: 'conservative' },
        { id: '1_to_3', label: 'In 1–3 years', points: 1, horizonYears: 2, capsRiskToleranceAt: 'moderate' },
        { id: '3_to_5', label: 'In 3–5 years', points: 2, horizonYears: 4, capsRiskToleranceAt: 'balanced' },
        { id: '5_to_10', label: 'In 5–10 years', points: 3, horizonYears: 7 },
        { id: '10_to_20', label: 'In 10–20 years', points: 4, horizonYears: 15 },
        { id: 'over_20', label: 'In more than 20 years', points: 5, horizonYears: 25 },
      ],
    },
    {
      id: 'income_stability',
      text: 'How secure is your income over the next few years?',
      topic: 'income_stability',
      dimension: 'capacity',
      weight: 1,
      maxPoints: 3,
      options: [
        { id: 'none', label: 'I have no regular income', points: 0 },
        { id: 'irregular', label: 'Irregular or at risk', points: 1 },
        { id: 'stable', label: 'Stable', points: 2 },
        { id: 'very_stable', label: 'Very secure (for example a pension or tenured post)', points: 3 },
      ],
    },
    {
      id: 'liquidity_needs',
      text: 'How much of this money might you need to withdraw in the next two years?',
      topic: 'liquidity_needs',
      dimension: 'capacity',
      weight: 1.5,
      maxPoints: 3,
      options: [
        { id: 'most', label: 'Most of it', points: 0, capsRiskToleranceAt: 'conservative' },
        { id: 'half', label: 'About half', points: 1, capsRiskToleranceAt: 'moderate' },
        { id: 'some', label: 'Up to a quarter', points: 2 },
        { id: 'none', label: 'Little or none', points: 3 },
      ],
    },
    {
      id: 'emergency_savings',
      text: 'How many months of expenses do you keep in cash outside this portfolio?',
      topic: 'emergency_savings',
      dimension: 'capacity',
      weight: 1,
      maxPoints: 3,
      options: [
        { id: 'none', label: 'None', points: 0 },
        { id: 'under_3', label: 'Less than three months', points: 1 },
        { id: '3_to_6', label: 'Three to six months', points: 2 },
        { id: 'over_6', label: 'More than six months', points: 3 },
      ],
    },
    {
      id: 'share_of_wealth',
      text: 'What share of your savings and investments is this portfolio?',
      topic: 'share_of_wealth',
      dimension: 'capacity',
      weight: 1,
      maxPoints: 3,
      options: [
        { id: 'over_75', label: 'More than three quarters', points: 0 },
        { id: '50_to_75', label: 'Half to three quarters', points: 1 },
        { id: '25_to_50', label: 'A quarter to a half', points: 2 },
        { id: 'under_25', label: 'Less than a quarter', points: 3 },
      ],
    },
  ],
};

/** Every shipped version, oldest first. */
export const QUESTIONNAIRES: readonly Questionnaire[] = [riskProfileV1];

export function findQuestionnaire(id: string): Questionnaire | undefined {
  return QUESTIONNAIRES.find((q) => q.id === id);
}

/** riskTolerance bands by riskScore (inclusive lower bounds), and the highest score of each band. */
export const TOLERANCE_BANDS: readonly { tolerance: RiskTolerance; from: number; to: number }[] = [
  { tolerance: 'conservative', from: 0, to: 19 },
  { tolerance: 'moderate', from: 20, to: 39 },
  { tolerance: 'balanced', from: 40, to: 59 },
  { tolerance: 'growth', from: 60, to: 79 },
  { tolerance: 'aggressive', from: 80, to: 100 },
];
