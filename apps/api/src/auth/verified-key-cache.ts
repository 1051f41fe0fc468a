import type { Db } from '../db/database.js';

/** How long a verified key is trusted without a lookup. Revocation and deactivation made in
 * another process (the admin CLI, another API instance) take effect within this time; those made
 * through this process's services clear the cache at once, and so do those another process
 * announces over Redis (coordination/invalidations.ts). */
export const VERIFIED_KEY_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Successful API-key verifications, per database. Only successes are kept (random invalid keys
 * cannot fill it) and the map is bounded. Keyed by the presented key itself: it lives only in
 * this process's memory, like the request that carried it.
 */
export class VerifiedKeyCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Bumped by every drop: a lookup that started before it must not cache what it read. */
  private generation = 0;

  /** Pass to {@link set}: a verification read before a drop is not kept. */
  get currentGeneration(): number {
    return this.generation;
  }

  get(apiKey: string): T | undefined {
    const entry = this.entries.get(apiKey);
    if (!entry) return undefined;
    if (entry.expiresAt <= performance.now()) {
      this.entries.delete(apiKey);
      return undefined;
    }
    return entry.value;
  }

  set(apiKey: string, value: T, readInGeneration = this.generation): void {
    if (readInGeneration !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(apiKey, { value, expiresAt: performance.now() + VERIFIED_KEY_TTL_MS });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Drops the entries whose value matches (one revoked key, one organization's keys). */
  dropWhere(matches: (value: T) => boolean): void {
    this.generation += 1;
    for (const [apiKey, entry] of this.entries) if (matches(entry.value)) this.entries.delete(apiKey);
  }
}

/** A verified key's organization and id; `validUntil` (ISO 8601) when it is a rotated key in its grace period. */
export interface VerifiedKey {
  orgId: string;
  keyId: string;
  validUntil?: string;
}

const caches = new WeakMap<Db, VerifiedKeyCache<VerifiedKey>>();

/** The cache that belongs to one database (tests open many databases in one process). */
export function verifiedKeyCache(db: Db): VerifiedKeyCache<VerifiedKey> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new VerifiedKeyCache();
    caches.set(db, cache);
  }
  return cache;
}
