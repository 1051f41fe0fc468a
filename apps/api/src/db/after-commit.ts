import type { Db } from './database.js';

/** What a listener running inside a transaction asks to run once that transaction has committed (e.g. forget a cache). */
export type AfterCommit = () => void;

/** Runs `listeners` in order inside the transaction `trx`; returns what they asked to run after its commit. */
export async function runListeners<Event>(
  listeners: readonly ((event: Event, trx: Db) => Promise<AfterCommit | void>)[],
  event: Event,
  trx: Db,
): Promise<AfterCommit[]> {
  const afterCommit: AfterCommit[] = [];
  for (const listener of listeners) {
    const after = await listener(event, trx);
    if (after) afterCommit.push(after);
  }
  return afterCommit;
}
