/** Answer sets for risk-profile-v1 worked out by hand, shared by the scoring and API tests. */

/**
 * Willingness: goal 2/4 (w1), loss 2/4 (w2), reaction 2/3 (w2), risk/return 2/4 (w1), experience 1/3 (w1)
 *   = 100 × (0.5 + 1 + 1.3333 + 0.5 + 0.3333) / 7 = 52.38
 * Capacity: horizon 5/5 (w2), income 1/3 (w1), liquidity 2/3 (w1.5), emergency 2/3 (w1), share 1/3 (w1)
 *   = 100 × (2 + 0.3333 + 1 + 0.6667 + 0.3333) / 6.5 = 66.67
 * riskScore = min((52.38 + 66.67) / 2, 52.38 + 10) = 59.52 → 60: the lowest growth score.
 */
export const BORDERLINE: Record<string, string> = {
  goal: 'balanced',
  loss_tolerance: 'up_to_10',
  reaction_to_fall: 'hold',
  risk_return: 'range_15_20',
  experience: 'funds',
  horizon: 'over_20',
  income_stability: 'irregular',
  liquidity_needs: 'some',
  emergency_savings: '3_to_6',
  share_of_wealth: '50_to_75',
};
