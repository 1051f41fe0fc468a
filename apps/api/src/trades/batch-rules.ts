import type { Activity, ActivityInput, Holding, ValidationIssue } from '@clarity/shared';
import { CASH_TOLERANCE, cashOrder, conversionCash, type CashMove } from '../insight/analytics/book.js';
import { reportsCurrencyCash, type CashState, type CashStep } from './cash-state.js';

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

/**
 * What one activity does to the account's cash, in its currency (splits and transfers: nothing): the activity-level
 * twin of the book's `tradeCash`/`moneyCash` (a reinvested dividend here is the dividend less the units it bought,
 * which the book reads as a dividend and a buy), checked against them in activities.test.ts.
 */
export function cashEffect(activity: ActivityInput | Activity): number {
  switch (activity.type) {
    case undefined:
    case 'buy':
    case 'sell': {
      if (!('side' in activity)) return 0;
      const fees = activity.fees ?? 0;
      return activity.side === 'buy' ? -(activity.quantity * activity.price + fees) : activity.quantity * activity.price - fees;
    }
    case 'dividend': {
      const net = activity.amount - (activity.withholdingTax ?? 0);
      const reinvested = activity.reinvestedQuantity === undefined ? 0 : activity.reinvestedQuantity * (activity.reinvestedPrice ?? net / activity.reinvestedQuantity);
      return net - reinvested;
    }
    case 'interest':
    case 'deposit':
      return activity.amount;
    case 'fee':
    case 'tax':
    case 'withdrawal':
      return -activity.amount;
    default:
      return 0;
  }
}

/** A batch activity's cash step, with its index in the batch. */
export type BatchCashStep = CashStep & { index: number };

/** What one activity does to the account's cash, per currency: its `cashEffect`, or a conversion's moves in each of its currencies. */
export function cashMoves(activity: ActivityInput | Activity): CashMove[] {
  if (activity.type === 'conversion') return conversionCash(activity);
  const amount = cashEffect(activity);
  return amount !== 0 && 'currency' in activity ? [{ currency: activity.currency, amount }] : [];
}

/** The cash steps of a batch (`cashMoves`), leaving out the activities at `skipped` indexes (duplicates the log will not take). */
export function batchCashSteps(batch: readonly ActivityInput[], skipped: ReadonlySet<number> = new Set()): BatchCashStep[] {
  const steps: BatchCashStep[] = [];
  batch.forEach((a, index) => {
    if (skipped.has(index)) return;
    const at = new Date(a.executedAt).toISOString();
    for (const move of cashMoves(a)) steps.push({ at, currency: move.currency, amount: move.amount, index, withdrawal: a.type === 'withdrawal' });
  });
  return steps;
}

/**
 * A withdrawal larger than the cash (docs/activities.md): when the book reports cash (its log and
 * this batch hold deposits or withdrawals), the cash of each currency is rolled forward from zero
 * through the log and the batch in execution order (money in before money out at one instant); a
 * withdrawal of the batch that takes it below zero is an issue. Once anything else has taken a
 * currency's cash below zero (a log that started after the account), the book does not report its
 * cash there and its withdrawals are not checked.
 *
 * `start` is the cash after the steps that precede every `logged` one (the stored state of the log when the
 * batch comes after it, `logged` then empty; or nothing, and `logged` the whole log).
 */
export function withdrawalIssues(start: CashState, logged: readonly CashStep[], batch: readonly BatchCashStep[]): ValidationIssue[] {
  type Step = CashStep & { index: number | null };
  // Only a withdrawal of the batch can be refused.
  if (!batch.some((s) => s.withdrawal)) return [];
  const steps: Step[] = [...logged.map((s) => ({ ...s, index: null })), ...batch];
  steps.sort(cashOrder);
  const balance = new Map<string, number>();
  const unreported = new Set<string>();
  for (const [currency, cash] of start) {
    balance.set(currency, cash.balance);
    if (!reportsCurrencyCash(cash)) unreported.add(currency);
  }
  const issues: ValidationIssue[] = [];
  for (const step of steps) {
    const before = balance.get(step.currency) ?? 0;
    const after = before + step.amount;
    balance.set(step.currency, after);
    if (unreported.has(step.currency) || after >= -CASH_TOLERANCE) continue;
    if (!step.withdrawal) {
      unreported.add(step.currency);
    } else if (step.index !== null) {
      issues.push({
        path: ['trades', step.index, 'amount'],
        code: 'exceeds_cash',
        message: `A withdrawal of ${-step.amount} ${step.currency}, more than the ${Math.max(0, before).toFixed(2)} ${step.currency} of cash the activities leave on that day`,
      });
      // Counted as refused: the next withdrawals meet the cash before it.
      balance.set(step.currency, before);
    }
  }
  return issues;
}
