import type { ActivityInput, Holding, ValidationIssue } from '@clarity/shared';

/**
 * Rules of a batch that no single activity's schema can check, because they need the rest of the book:
 * a dividend must be paid on a ticker the book holds or has held (in the log, in this batch, or among
 * the holdings). Returns the tickers still to look up in the log: those of dividends that nothing in the
 * call itself shows as held.
 */
export function dividendTickersToCheck(activities: ActivityInput[], currentHoldings: Holding[], historicHoldings: Holding[]): Set<string> {
  const held = new Set<string>();
  for (const holding of currentHoldings) held.add(holding.ticker);
  for (const holding of historicHoldings) held.add(holding.ticker.toUpperCase());
  for (const activity of activities) {
    if (activity.type === undefined || activity.type === 'buy' || activity.type === 'transfer_in') held.add(activity.ticker);
    if (activity.type === 'dividend' && activity.reinvestedQuantity !== undefined) held.add(activity.ticker);
  }
  const toCheck = new Set<string>();
  for (const activity of activities) if (activity.type === 'dividend' && !held.has(activity.ticker)) toCheck.add(activity.ticker);
  return toCheck;
}

/** One issue per dividend whose ticker the book has never held (`heldInLog`: what the log showed). */
export function dividendIssues(activities: ActivityInput[], unheld: Set<string>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  activities.forEach((activity, index) => {
    if (activity.type === 'dividend' && unheld.has(activity.ticker)) {
      issues.push({
        path: ['trades', index, 'ticker'],
        code: 'never_held',
        message: `A dividend on ${activity.ticker}, which the portfolio has never held (no buy or transfer in the log or the batch, no holding)`,
      });
    }
  });
  return issues;
}

/** The call with every ticker upper-cased: tickers match instruments case-insensitively and are stored upper-case. */
export function withUpperCaseTickers(activities: ActivityInput[], holdings: Holding[]): { activities: ActivityInput[]; holdings: Holding[] } {
  return {
    activities: activities.map((activity) =>
      'ticker' in activity && activity.ticker !== undefined && activity.ticker !== activity.ticker.toUpperCase()
        ? { ...activity, ticker: activity.ticker.toUpperCase() }
        : activity,
    ),
    holdings: holdings.map((holding) => (holding.ticker === holding.ticker.toUpperCase() ? holding : { ...holding, ticker: holding.ticker.toUpperCase() })),
  };
}
