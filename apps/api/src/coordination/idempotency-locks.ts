import { createHash } from 'node:crypto';
import type { Result } from 'ioredis';
import type { RedisCoordination } from './redis-coordination.js';

/**
 * How long a lock lives without a refresh: an instance that dies mid-request holds its keys this
 * long at most. Its holder refreshes it every third of that while the request runs.
 */
export const IDEMPOTENCY_LOCK_MS = 10_000;

/** Deletes the lock only if it is still ours (it may have expired and been taken by another instance). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
/**
 * Extends the lock if it is ours, and takes it back if it vanished (Redis restarted without its
 * data): the request is still running here, so nobody else may start it.
 */
const REFRESH = `local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    clarityLockRelease(key: string, holder: string): Result<number, Context>;
    clarityLockRefresh(key: string, holder: string, ms: number): Result<number, Context>;
  }
}

/**
 * The outcome of asking for an Idempotency-Key's lock: another instance runs it (`held`), or this
 * request may run it. `exclusive` says Redis vouches that nobody else runs it, so an in-flight
 * record older than a lock's life was left by an instance that died; without it (Redis failed) the
 * database's own rule applies.
 */
export type IdempotencyLock = { held: true } | { held: false; exclusive: boolean; release(): void };

export interface IdempotencyLocks {
  acquire(orgId: string, key: string): Promise<IdempotencyLock>;
}

/**
 * Idempotency-Key locks in the shared Redis: only one instance runs a key at a time. The database
 * record stays the source of truth for replays; the lock only says whether its in-flight state is
 * someone's live work. SET NX with an expiry, refreshed by one timer for every lock held here,
 * released (only if still ours) when the response is stored.
 */
export class RedisIdempotencyLocks implements IdempotencyLocks {
  private readonly held = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private sequence = 0;

  constructor(
    private readonly coordination: RedisCoordination,
    private readonly lockMs = IDEMPOTENCY_LOCK_MS,
  ) {
    coordination.commands.defineCommand('clarityLockRelease', { numberOfKeys: 1, lua: RELEASE });
    coordination.commands.defineCommand('clarityLockRefresh', { numberOfKeys: 1, lua: REFRESH });
  }

  async acquire(orgId: string, key: string): Promise<IdempotencyLock> {
    // Hashed: the key is the caller's text (up to 255 characters); the Redis key stays short and tidy.
    const lockKey = this.coordination.key('idempotency', orgId, createHash('sha256').update(key).digest('base64url'));
    const holder = `${this.coordination.instanceId}:${++this.sequence}`;
    let taken: string | null;
    try {
      taken = await this.coordination.commands.set(lockKey, holder, 'PX', this.lockMs, 'NX');
    } catch (error) {
      this.coordination.fellBack('idempotency_lock', error);
      return { held: false, exclusive: false, release: () => undefined };
    }
    if (taken === null) return { held: true };
    this.held.set(lockKey, holder);
    this.startRefreshing();
    let released = false;
    return {
      held: false,
      exclusive: true,
      release: () => {
        if (released) return;
        released = true;
        this.held.delete(lockKey);
        if (this.held.size === 0) this.stop();
        // A failed release leaves the lock to expire.
        this.coordination.commands.clarityLockRelease(lockKey, holder).catch((error: unknown) => this.coordination.fellBack('idempotency_lock', error));
      },
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private startRefreshing(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      const pipeline = this.coordination.commands.pipeline();
      for (const [lockKey, holder] of this.held) pipeline.clarityLockRefresh(lockKey, holder, this.lockMs);
      pipeline.exec().catch((error: unknown) => this.coordination.fellBack('idempotency_lock', error));
    }, Math.floor(this.lockMs / 3));
    this.timer.unref();
  }
}
