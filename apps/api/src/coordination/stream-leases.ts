import type { Result } from 'ioredis';
import { StreamCaps, streamCapExceeded, type StreamCapLimits, type StreamSlots } from '../chat/stream-caps.js';
import type { RedisCoordination } from './redis-coordination.js';

/**
 * How long a stream's lease lives without a refresh. An instance that dies (SIGKILL, a lost host)
 * cannot release its streams: their slots come back when their leases expire, this long after the
 * last refresh.
 */
export const STREAM_LEASE_MS = 30_000;

/** Milliseconds of Redis's own clock: every instance scores leases on one clock, whatever their own say. */
const REDIS_NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/**
 * KEYS: the organization's lease set [, the token's]. ARGV: lease id, lease ms, org limit [, token limit].
 * Drops expired leases, refuses (1: organization, 2: token) when a set is full, else adds the lease to
 * each set scored by its expiry. One script, so two instances cannot both take the last slot.
 */
const ACQUIRE = `${REDIS_NOW}
local ttl = tonumber(ARGV[2])
for i = 1, #KEYS do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  if redis.call('ZCARD', KEYS[i]) >= tonumber(ARGV[2 + i]) then return i end
end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now + ttl, ARGV[1])
  redis.call('PEXPIRE', KEYS[i], ttl)
end
return 0`;

/** KEYS: one lease set. ARGV: lease ms, then the lease ids of this instance's live streams in it. */
const REFRESH = `${REDIS_NOW}
local expiry = now + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], expiry, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    clarityLeaseAcquire(numKeys: number, ...keysThenArgs: (string | number)[]): Result<number, Context>;
    clarityLeaseRefresh(key: string, ...args: (string | number)[]): Result<number, Context>;
  }
}

interface Lease {
  id: string;
  keys: string[];
}

/**
 * Chat stream caps across every instance: each open stream holds a lease (an id in a sorted set per
 * organization and per embed token, scored by its expiry on Redis's clock). One timer refreshes
 * this instance's leases every third of their life, so a live stream keeps its slot and a dead
 * instance's slots expire rather than leak (bare counters would never come down). While Redis
 * fails, a stream is capped by this instance's own counts (the local caps), reported as a fallback.
 */
export class SharedStreamCaps implements StreamSlots {
  private readonly live = new Set<Lease>();
  private readonly local: StreamCaps;
  private timer: NodeJS.Timeout | undefined;
  private sequence = 0;

  constructor(
    private readonly coordination: RedisCoordination,
    private readonly limits: StreamCapLimits,
    private readonly leaseMs = STREAM_LEASE_MS,
  ) {
    this.local = new StreamCaps(limits);
    coordination.commands.defineCommand('clarityLeaseAcquire', { lua: ACQUIRE });
    coordination.commands.defineCommand('clarityLeaseRefresh', { numberOfKeys: 1, lua: REFRESH });
  }

  async acquire(orgId: string, tokenJti: string | undefined): Promise<() => void> {
    const keys = [this.coordination.key('streams', 'org', orgId), ...(tokenJti === undefined ? [] : [this.coordination.key('streams', 'token', tokenJti)])];
    const lease: Lease = { id: `${this.coordination.instanceId}:${++this.sequence}`, keys };
    const limits = [this.limits.perOrg, ...(tokenJti === undefined ? [] : [this.limits.perToken])];
    let refused: number;
    try {
      refused = await this.coordination.commands.clarityLeaseAcquire(keys.length, ...keys, lease.id, this.leaseMs, ...limits);
    } catch (error) {
      this.coordination.fellBack('stream_caps', error);
      return this.local.acquire(orgId, tokenJti);
    }
    if (refused === 1) throw streamCapExceeded('organization', this.limits.perOrg);
    if (refused === 2) throw streamCapExceeded('token', this.limits.perToken);
    this.live.add(lease);
    this.startRefreshing();
    return () => this.release(lease);
  }

  /** Stops refreshing (the app is closing): whatever is still leased expires with its lease. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private release(lease: Lease): void {
    if (!this.live.delete(lease)) return;
    if (this.live.size === 0) this.stop();
    const pipeline = this.coordination.commands.pipeline();
    for (const key of lease.keys) pipeline.zrem(key, lease.id);
    // A failed release only leaves the lease to expire (it is no longer refreshed).
    pipeline.exec().catch((error: unknown) => this.coordination.fellBack('stream_caps', error));
  }

  private startRefreshing(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.refresh(), Math.max(10, Math.floor(this.leaseMs / 3)));
    // Leases never keep a process alive: a process that exits has no streams left.
    this.timer.unref();
  }

  /** One script per lease set (all of this instance's leases in it), in one pipeline. */
  private refresh(): void {
    const byKey = new Map<string, string[]>();
    for (const lease of this.live) {
      for (const key of lease.keys) {
        const ids = byKey.get(key);
        if (ids) ids.push(lease.id);
        else byKey.set(key, [lease.id]);
      }
    }
    const pipeline = this.coordination.commands.pipeline();
    for (const [key, ids] of byKey) pipeline.clarityLeaseRefresh(key, this.leaseMs, ...ids);
    pipeline.exec().catch((error: unknown) => this.coordination.fellBack('stream_caps', error));
  }
}
