import { createServer, connect, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logging.js';
import { InvalidationChannel, type Invalidation } from './invalidations.js';
import { RedisCoordination } from './redis-coordination.js';
import { dropRedisPrefix, TEST_REDIS_URL, testRedisPrefix } from './testing/two-instances.test-helpers.js';

/**
 * A real TCP relay in front of Redis that hands Redis's bytes to its client `delayMs` late (in
 * order): an instance on a busy host, whose subscriber reads a PUBLISH well after the other
 * instances' subscribers have.
 */
async function laggingRelay(delayMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(TEST_REDIS_URL);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const redis = connect(Number(upstream.port || 6379), upstream.hostname);
    sockets.add(client).add(redis);
    client.on('data', (bytes) => redis.write(bytes));
    redis.on('data', (bytes) => setTimeout(() => client.writable && client.write(bytes), delayMs));
    const end = () => {
      client.destroy();
      redis.destroy();
    };
    client.on('close', end).on('error', end);
    redis.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function channel(url: string, prefix: string): Promise<{ coordination: RedisCoordination; channel: InvalidationChannel; fallbacks: string[] }> {
  const coordination = new RedisCoordination({ url, prefix }, createLogger('silent'));
  const fallbacks: string[] = [];
  coordination.observe({ fellBack: (operation) => fallbacks.push(operation), connectionChanged: () => undefined });
  const invalidations = new InvalidationChannel(coordination);
  if (!(await coordination.ready())) throw new Error('Redis is not reachable for the test');
  await coordination.listening();
  return { coordination, channel: invalidations, fallbacks };
}

const REVOKED: Invalidation = { type: 'api_key_revoked', keyId: 'key_1' };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('an invalidation is acknowledged once every instance has applied it', () => {
  it('waits for an instance that reads the message late, and finds it applied', async () => {
    const prefix = testRedisPrefix();
    cleanups.push(() => dropRedisPrefix(TEST_REDIS_URL, prefix));
    const relay = await laggingRelay(300);
    cleanups.push(relay.close);
    const a = await channel(TEST_REDIS_URL, prefix);
    const b = await channel(relay.url, prefix);
    cleanups.push(() => a.coordination.close(), () => b.coordination.close());

    const events: string[] = [];
    b.channel.onInvalidation((invalidation) => events.push(`B dropped ${invalidation.type}`));
    const started = performance.now();
    await a.channel.publish(REVOKED);
    events.push('A acknowledged');

    // A's own subscriber had the message back at once; B read it 300 ms later, and A waited for that.
    expect(events).toEqual(['B dropped api_key_revoked', 'A acknowledged']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(a.fallbacks).toEqual([]);
  });

  it('a subscriber that never confirms (another version, a stalled host) holds the acknowledgement a second at most, and is counted', async () => {
    const prefix = testRedisPrefix();
    cleanups.push(() => dropRedisPrefix(TEST_REDIS_URL, prefix));
    const a = await channel(TEST_REDIS_URL, prefix);
    cleanups.push(() => a.coordination.close());
    const silent = new Redis(TEST_REDIS_URL);
    cleanups.push(() => {
      silent.disconnect();
      return Promise.resolve();
    });
    await silent.subscribe(`${prefix}invalidations`);

    const started = performance.now();
    await a.channel.publish(REVOKED);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(5000);
    expect(a.fallbacks).toEqual(['invalidation']);
  });

  it('alone on the channel, an instance is acknowledged by its own echo', async () => {
    const prefix = testRedisPrefix();
    cleanups.push(() => dropRedisPrefix(TEST_REDIS_URL, prefix));
    const a = await channel(TEST_REDIS_URL, prefix);
    cleanups.push(() => a.coordination.close());
    const started = performance.now();
    await a.channel.publish(REVOKED);
    expect(performance.now() - started).toBeLessThan(900);
    expect(a.fallbacks).toEqual([]);
  });
});
