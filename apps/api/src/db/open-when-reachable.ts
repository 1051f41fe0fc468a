import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseLocation } from '../config.js';
import { openDatabase, type Database } from './database.js';
import { isDatabaseUnavailable } from './errors.js';

export interface ReconnectOptions {
  /** The first wait after a failed attempt; each next one doubles, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Told of each failed attempt and the wait before the next (for the log). */
  onUnavailable?: (error: unknown, attempt: number, delayMs: number) => void;
  /** Stops the attempts (shutdown before the database came): the promise rejects with the abort. */
  signal?: AbortSignal;
}

/**
 * Opens (and migrates) the database, trying again with exponential backoff while it cannot be
 * reached (PostgreSQL down, restarting, the network cut: `isDatabaseUnavailable`). Any other failure,
 * such as a refused password or a database with the wrong collation, is final and rejects at once.
 * Each wait is jittered (between half and all of it) so instances restarted together do not retry in step.
 */
export async function openDatabaseWhenReachable(location: DatabaseLocation, options: ReconnectOptions = {}): Promise<Database> {
  const { initialDelayMs = 250, maxDelayMs = 5_000, onUnavailable, signal } = options;
  let delayMs = initialDelayMs;
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    try {
      return await openDatabase(location);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const wait = Math.round(delayMs * (0.5 + Math.random() / 2));
      onUnavailable?.(error, attempt, wait);
      await sleep(wait, undefined, { signal });
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}
