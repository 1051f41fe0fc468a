import { CASH_TOLERANCE, cashOrder } from '../insight/analytics/book.js';

/**
 * A book's cash per currency as the withdrawal check rolls it (docs/activities.md, "Rules of a call"): from zero,
 * through every activity that moves cash, in `cashOrder`. Stored per portfolio (`cash_balances`, migration 0018)
 * so that a batch appended after the log is checked against it instead of the whole log. Pure.
 */
export interface CashStep {
  /** The activity's execution time, ISO 8601 in UTC (as stored). */
  at: string;
  currency: string;
  /** Its cash, signed; never 0 (an activity that moves no cash is no step). */
  amount: number;
  withdrawal: boolean;
}

/** Where one currency's cash stands after every step of the log. */
export interface CurrencyCash {
  /** The sum of the steps. */
  balance: number;
  /**
   * The lowest balance right after a step other than a withdrawal (null: no such step). Below −CASH_TOLERANCE,
   * something other than a withdrawal took the cash below zero, so the book does not report this currency's cash.
   */
  lowest: number | null;
  /** When the latest step that left `lowest` was executed (null with it). */
  lowestAt: string | null;
  /** When the latest step was executed. */
  lastAt: string;
}

export type CashState = ReadonlyMap<string, CurrencyCash>;

/** Whether the currency's cash is reported: nothing but a withdrawal has taken it below zero. */
export function reportsCurrencyCash(cash: CurrencyCash | undefined): boolean {
  return cash?.lowest == null || cash.lowest >= -CASH_TOLERANCE;
}

/** The state after `steps` (any order: rolled in `cashOrder`, ties in the order given) from `start`. */
export function rollCash(start: CashState, steps: readonly CashStep[]): Map<string, CurrencyCash> {
  const state = new Map(start);
  for (const step of [...steps].sort(cashOrder)) {
    const before = state.get(step.currency);
    const balance = (before?.balance ?? 0) + step.amount;
    let lowest = before?.lowest ?? null;
    let lowestAt = before?.lowestAt ?? null;
    // `<=`: the latest step at the lowest is kept, so that it outlives the oldest rows the cap drops as long as it can.
    if (!step.withdrawal && (lowest === null || balance <= lowest)) {
      lowest = balance;
      lowestAt = step.at;
    }
    state.set(step.currency, { balance, lowest, lowestAt, lastAt: step.at });
  }
  return state;
}

/** Whether every step comes after the state's last step of its currency, so that rolling them onto it equals rolling the whole log. */
export function comesAfter(state: CashState, steps: readonly CashStep[]): boolean {
  return steps.every((step) => {
    const cash = state.get(step.currency);
    return cash === undefined || step.at > cash.lastAt;
  });
}

/**
 * The state once the cap has dropped the oldest rows of the log: each currency's balance and lowest less the cash of
 * its dropped steps, when that is exact. Undefined when it is not, and the state must be rolled from the log again:
 * a kept row executed at the same instant as a dropped one (`cashOrder` may have put the dropped one after it), or a
 * currency whose lowest point was among the dropped rows (`droppedUntil`: when the newest dropped row was executed).
 */
export function afterDrop(state: CashState, dropped: readonly CashStep[], droppedUntil: string, keptRowAtThatInstant: boolean): Map<string, CurrencyCash> | undefined {
  if (keptRowAtThatInstant) return undefined;
  const out = new Map(state);
  const droppedCash = new Map<string, number>();
  for (const step of dropped) droppedCash.set(step.currency, (droppedCash.get(step.currency) ?? 0) + step.amount);
  for (const [currency, amount] of droppedCash) {
    const cash = state.get(currency);
    if (cash === undefined) return undefined;
    if (cash.lastAt <= droppedUntil) {
      // Every step of the currency was dropped: it has no cash left to speak of.
      out.delete(currency);
      continue;
    }
    if (cash.lowestAt !== null && cash.lowestAt <= droppedUntil) return undefined;
    out.set(currency, { ...cash, balance: cash.balance - amount, lowest: cash.lowest === null ? null : cash.lowest - amount });
  }
  return out;
}
