import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logging.js';
import { ApiError } from '../http/errors.js';
import { RedisIdempotencyLocks } from './idempotency-locks.js';
import { RedisCoordination } from './redis-coordination.js';
import { SharedStreamCaps } from './stream-leases.js';
import { dropRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from './testing/two-instances.test-helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two instances' connections on one prefix (what two processes would hold). */
async function twoConnections(): Promise<{ a: RedisCoordination; b: RedisCoordination; close: () => Promise<void> }> {
  const prefix = testRedisPrefix();
  const config = { url: TEST_REDIS_URL, prefix };
  const a = new RedisCoordination(config, createLogger('silent'));
  const b = new RedisCoordination(config, createLogger('silent'));
  if (!(await a.ready()) || !(await b.ready())) throw new Error('Redis is not reachable for the test');
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await dropRedisPrefix(TEST_REDIS_URL, prefix);
    },
  };
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('stream-cap leases', () => {
  it('caps per organization and per token across instances, and frees a slot on release', async () => {
    const { a, b, close } = await twoConnections();
    cleanup = close;
    const capsA = new SharedStreamCaps(a, { perOrg: 2, perToken: 1 });
    const capsB = new SharedStreamCaps(b, { perOrg: 2, perToken: 1 });

    const first = await capsA.acquire('org_1', 'emb_1');
    await expect(capsB.acquire('org_1', 'emb_1')).rejects.toThrow(/embed token/);
    const second = await capsB.acquire('org_1', undefined);
    const refused = await capsA.acquire('org_1', undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toMatch(/organization \(limit 2\)/);
    // Another organization has its own slots.
    (await capsB.acquire('org_2', undefined))();

    first();
    first();
    await sleep(20);
    const third = await capsB.acquire('org_1', 'emb_1');
    second();
    third();
    capsA.stop();
    capsB.stop();
  });

  it('a live stream keeps its slot past the lease’s life; a dead instance’s slots come back when its leases expire', async () => {
    const { a, b, close } = await twoConnections();
    cleanup = close;
    const leaseMs = 300;
    const capsA = new SharedStreamCaps(a, { perOrg: 1, perToken: 1 }, leaseMs);
    const capsB = new SharedStreamCaps(b, { perOrg: 1, perToken: 1 }, leaseMs);

    await capsA.acquire('org_1', undefined);
    // Refreshed every 100 ms: still held three lease lives later.
    await sleep(leaseMs * 3);
    await expect(capsB.acquire('org_1', undefined)).rejects.toThrow(ApiError);

    // A "dies": it neither refreshes nor releases (as after SIGKILL).
    capsA.stop();
    await expect(capsB.acquire('org_1', undefined)).rejects.toThrow(ApiError);
    await sleep(leaseMs + 100);
    const release = await capsB.acquire('org_1', undefined);
    release();
    capsB.stop();
  });
});

describe('idempotency locks', () => {
  it('one holder at a time; released (only by its holder) at the end; a dead holder’s lock expires', async () => {
    const { a, b, close } = await twoConnections();
    cleanup = close;
    const lockMs = 300;
    const locksA = new RedisIdempotencyLocks(a, lockMs);
    const locksB = new RedisIdempotencyLocks(b, lockMs);

    const held = await locksA.acquire('org_1', 'key-1');
    expect(held).toMatchObject({ held: false, exclusive: true });
    expect(await locksB.acquire('org_1', 'key-1')).toEqual({ held: true });
    // Another organization's key of the same text is another lock.
    const other = await locksB.acquire('org_2', 'key-1');
    expect(other.held).toBe(false);

    // Refreshed while held: still A's after several lives.
    await sleep(lockMs * 3);
    expect(await locksB.acquire('org_1', 'key-1')).toEqual({ held: true });
    if (!held.held) held.release();
    await sleep(20);
    const afterRelease = await locksB.acquire('org_1', 'key-1');
    expect(afterRelease.held).toBe(false);

    // B "dies" holding it: A gets it once the lock has expired.
    locksB.stop();
    expect(await locksA.acquire('org_1', 'key-1')).toEqual({ held: true });
    await sleep(lockMs + 100);
    const taken = await locksA.acquire('org_1', 'key-1');
    expect(taken.held).toBe(false);
    if (!taken.held) taken.release();
    if (!other.held) other.release();
    locksA.stop();
  });
});

describe('while Redis is unreachable', () => {
  it('stream caps count on this instance alone, locks give way to the database’s rule, and each fallback is reported', async () => {
    const coordination = new RedisCoordination({ url: 'redis://127.0.0.1:1', prefix: testRedisPrefix() }, createLogger('silent'));
    const fallbacks: string[] = [];
    coordination.observe({ fellBack: (operation) => fallbacks.push(operation), connectionChanged: () => undefined });
    cleanup = () => coordination.close();
    const caps = new SharedStreamCaps(coordination, { perOrg: 1, perToken: 1 });
    const release = await caps.acquire('org_1', undefined);
    await expect(caps.acquire('org_1', undefined)).rejects.toThrow(/organization \(limit 1\)/);
    release();
    (await caps.acquire('org_1', undefined))();

    const lock = await new RedisIdempotencyLocks(coordination).acquire('org_1', 'key-1');
    expect(lock).toMatchObject({ held: false, exclusive: false });
    expect(fallbacks).toEqual(['stream_caps', 'stream_caps', 'stream_caps', 'idempotency_lock']);
  });
});
