import type { Performance } from '@clarity/shared';
import type { AnalyticsInput } from './portfolio-analytics.js';

/**
 * PLACEHOLDER until the performance engine lands (issue: insight depth): the portfolio's value
 * history and returns. Returns the empty shape so the card contract holds meanwhile.
 */
export function portfolioPerformance(input: AnalyticsInput): Performance {
  return { basis: 'current_holdings', currency: input.baseCurrency, periods: [], benchmark: null, series: [], contributions: [], notes: [] };
}
