import type { ActivityInput } from '@clarity/shared';
import type { Db } from '../db/database.js';
import { CASH_COLUMNS, rowCashMoves } from './activity-rows.js';
import type { CashState, CashStep, CurrencyCash } from './cash-state.js';

/**
 * The stored cash of a book (`cash_balances`, migration 0018), read and written inside the transaction that
 * records a batch, after the portfolio's row is locked. Undefined: none is kept for the portfolio.
 */
export async function loadCash(trx: Db, portfolioId: string): Promise<CashState | undefined> {
  const rows = await trx.selectFrom('cash_balances').select(['currency', 'balance', 'lowest', 'lowest_at', 'last_at']).where('portfolio_id', '=', portfolioId).execute();
  if (rows.length === 0) return undefined;
  return new Map(rows.map((row) => [row.currency, { balance: row.balance, lowest: row.lowest, lowestAt: row.lowest_at, lastAt: row.last_at }]));
}

/** Replaces the portfolio's stored cash with `state`; undefined (or a state without a currency) keeps none. */
export async function saveCash(trx: Db, portfolioId: string, state: CashState | undefined, stored: CashState | undefined): Promise<void> {
  if (stored !== undefined) await trx.deleteFrom('cash_balances').where('portfolio_id', '=', portfolioId).execute();
  if (state === undefined || state.size === 0) return;
  await trx
    .insertInto('cash_balances')
    .values([...state].map(([currency, cash]: [string, CurrencyCash]) => ({ portfolio_id: portfolioId, currency, balance: cash.balance, lowest: cash.lowest, lowest_at: cash.lowestAt, last_at: cash.lastAt })))
    .execute();
}

/** Every cash step of the logged activities, in the log's order (only the columns a row's cash needs, only the rows that can move cash). */
export async function loggedCashSteps(trx: Db, portfolioId: string): Promise<CashStep[]> {
  const rows = await trx
    .selectFrom('trades')
    .select(CASH_COLUMNS)
    .where('portfolio_id', '=', portfolioId)
    .where('side', 'not in', ['split', 'transfer_in', 'transfer_out'])
    .orderBy('executed_at', 'asc')
    .orderBy('seq', 'asc')
    .execute();
  return cashStepsOfRows(rows);
}

/** The cash steps of stored rows (`rowCashMoves`: a conversion's in each of its currencies), leaving out those that move no cash. */
export function cashStepsOfRows(rows: readonly Parameters<typeof rowCashMoves>[0][]): CashStep[] {
  const steps: CashStep[] = [];
  for (const row of rows) {
    for (const move of rowCashMoves(row)) steps.push({ at: row.executed_at, currency: move.currency, amount: move.amount, withdrawal: row.side === 'withdrawal' });
  }
  return steps;
}

/** Indexes of the batch's activities the log will not take: an externalId already logged, or repeated earlier in the batch. */
export async function duplicateIndexes(trx: Db, portfolioId: string, batch: readonly ActivityInput[]): Promise<Set<number>> {
  const ids = [...new Set(batch.flatMap((a) => (a.externalId === undefined ? [] : [a.externalId])))];
  const logged = new Set<string>();
  // Chunks keep each statement's parameters far below SQLite's limit.
  for (let i = 0; i < ids.length; i += 2_000) {
    const rows = await trx.selectFrom('trades').select('external_id').where('portfolio_id', '=', portfolioId).where('external_id', 'in', ids.slice(i, i + 2_000)).execute();
    for (const row of rows) if (row.external_id !== null) logged.add(row.external_id);
  }
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  batch.forEach((a, index) => {
    if (a.externalId === undefined) return;
    if (logged.has(a.externalId) || seen.has(a.externalId)) duplicates.add(index);
    seen.add(a.externalId);
  });
  return duplicates;
}

/** Whether the log holds a row executed at `at` (the cap kept a row of the instant it dropped rows of). */
export async function loggedAt(trx: Db, portfolioId: string, at: string): Promise<boolean> {
  const row = await trx.selectFrom('trades').select('seq').where('portfolio_id', '=', portfolioId).where('executed_at', '=', at).limit(1).executeTakeFirst();
  return row !== undefined;
}
