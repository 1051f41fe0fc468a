import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withdrawalIssues, type BatchCashStep } from './batch-rules.js';
import { afterDrop, comesAfter, rollCash, type CashState, type CashStep } from './cash-state.js';

// The stored cash (cash-state.ts) against the roll it stands for: whenever the write path keeps a state, it must be
// what rolling the whole log from zero gives, and a batch checked against it must meet the same issues as one
// checked against the whole log. Amounts are whole numbers (cents), so every sum is exact and states compare equal.

/** A logged row: its cash step (amount 0: a split or a transfer, no step) in the log's order (by time, then insertion). */
interface Row {
  at: string;
  currency: string;
  amount: number;
  withdrawal: boolean;
}

const instant = (n: number) => `2026-01-01T00:${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}.000Z`;
const stepsOf = (rows: readonly Row[]): CashStep[] => rows.filter((r) => r.amount !== 0);
const fromZero = (rows: readonly Row[]) => rollCash(new Map(), stepsOf(rows));

const rowArb = (from: number) =>
  fc.record({
    // Few instants, so that rows tie on time and the cap cuts through an instant now and then.
    at: fc.integer({ min: from, max: from + 6 }).map(instant),
    currency: fc.constantFrom('USD', 'EUR'),
    amount: fc.oneof(fc.integer({ min: -500, max: 500 }), fc.constant(0)),
    withdrawal: fc.boolean(),
  }).map((r) => ({ ...r, withdrawal: r.withdrawal && r.amount < 0 }));

/** Appends `batch` as the log would (sorted in by time, after rows of the same instant) and drops the `drop` oldest. */
function apply(log: Row[], batch: Row[], drop: number): { log: Row[]; dropped: Row[] } {
  const merged = [...log];
  for (const row of batch) {
    let i = merged.length;
    while (i > 0 && merged[i - 1]!.at > row.at) i -= 1;
    merged.splice(i, 0, row);
  }
  return { log: merged.slice(drop), dropped: merged.slice(0, drop) };
}

/** What the write path does to its kept state for one batch and its drop (service.ts `cashAfter`). */
function kept(state: CashState, batch: Row[], after: Row[], dropped: Row[]): CashState | undefined {
  const steps = stepsOf(batch);
  if (!comesAfter(state, steps)) return undefined;
  const rolled = rollCash(state, steps);
  if (dropped.length === 0) return rolled;
  const until = dropped.reduce((max, r) => (r.at > max ? r.at : max), dropped[0]!.at);
  return afterDrop(rolled, stepsOf(dropped), until, after.some((r) => r.at === until));
}

describe('the stored cash', () => {
  it('equals the whole log rolled from zero whenever it is kept, through appends and the cap’s drops', () => {
    const batchArb = fc.record({
      advance: fc.nat({ max: 6 }),
      // Rows from a little before the clock (dated into the log) to a little after it.
      rows: fc.array(fc.record({ rel: fc.integer({ min: -3, max: 4 }), row: rowArb(0) }), { minLength: 1, maxLength: 6 }),
      drop: fc.nat({ max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(rowArb(0), { minLength: 1, maxLength: 10 }), fc.array(batchArb, { minLength: 1, maxLength: 12 }), (seed, batches) => {
        let log = apply([], seed, 0).log;
        let state: CashState | undefined = fromZero(log);
        let clock = 6;
        for (const { advance, rows, drop } of batches) {
          clock += advance;
          const batch = rows.map(({ rel, row }) => ({ ...row, at: instant(Math.max(0, clock + rel)) }));
          const next = apply(log, batch, Math.min(drop, log.length + batch.length));
          state = state === undefined ? undefined : kept(state, batch, next.log, next.dropped);
          log = next.log;
          if (state !== undefined) expect(state).toEqual(fromZero(log));
          // Not kept: the write path rolls the log again at its next batch that withdraws.
          state ??= fromZero(log);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('meets the same withdrawal issues as the whole log, for a batch that comes after it', () => {
    fc.assert(
      fc.property(fc.array(rowArb(0), { minLength: 0, maxLength: 15 }), fc.array(rowArb(7), { minLength: 1, maxLength: 8 }), (logRows, batchRows) => {
        const log = apply([], logRows, 0).log;
        const batch: BatchCashStep[] = batchRows.flatMap((r, index) => (r.amount === 0 ? [] : [{ ...r, index }]));
        const state = fromZero(log);
        expect(comesAfter(state, batch)).toBe(true);
        expect(withdrawalIssues(state, [], batch)).toEqual(withdrawalIssues(new Map(), stepsOf(log), batch));
      }),
      { numRuns: 500 },
    );
  });

  it('is rolled anew when its lowest point falls to the cap, or the cap cuts through an instant', () => {
    const usd = (at: number, amount: number, withdrawal = false): Row => ({ at: instant(at), currency: 'USD', amount, withdrawal });
    // 1,000 in, 100 out, 50 in: the lowest point after something other than a withdrawal is 900, at the second row.
    const log = [usd(0, 1000), usd(1, -100), usd(2, 50)];
    const state = fromZero(log);
    expect(state.get('USD')).toEqual({ balance: 950, lowest: 900, lowestAt: instant(1), lastAt: instant(2) });
    // Dropping the deposit alone keeps the lowest point: 900 − 1,000 = −100 (the cash is no longer reported).
    expect(afterDrop(state, [usd(0, 1000)], instant(0), false)?.get('USD')).toEqual({ balance: -50, lowest: -100, lowestAt: instant(1), lastAt: instant(2) });
    // Dropping the row of the lowest point, or a row of an instant a kept row shares: not known without the log.
    expect(afterDrop(state, [usd(0, 1000), usd(1, -100)], instant(1), false)).toBeUndefined();
    expect(afterDrop(state, [usd(0, 1000)], instant(0), true)).toBeUndefined();
    // Every row of the currency dropped: nothing left of it.
    expect(afterDrop(state, log, instant(2), false)?.has('USD')).toBe(false);
  });
});
