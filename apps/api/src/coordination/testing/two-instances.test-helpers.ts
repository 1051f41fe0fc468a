import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createApp, type ClarityApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/database.js';
import { createLogger } from '../../http/logging.js';
import { createTestContext, type TestContext } from '../../testing/harness.js';

/** The Redis the test machine runs (docs: common brief); each test isolates itself with its own prefix. */
export const TEST_REDIS_URL = process.env.CLARITY_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A prefix no other test (or deployment) uses. */
export function testRedisPrefix(): string {
  return `clarity-test:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix` (the test's own). */
export async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const client = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

export interface TwoInstances {
  /** Instance A: the test context's app (its clock, its captured log). */
  ctx: TestContext;
  a: ClarityApp;
  /** Instance B: another app on the same database, the same Redis and prefix. */
  b: ClarityApp;
  close(): Promise<void>;
}

/**
 * Two instances in one test process, as two API processes behind a load balancer would be: two
 * `createApp` on one database (each its own connection and caches) and one Redis prefix, each
 * with its own Redis connections and instance id. Resolves once both are connected and subscribed.
 */
export async function startTwoInstances(env: Record<string, string> = {}, redisUrl = TEST_REDIS_URL): Promise<TwoInstances> {
  const prefix = testRedisPrefix();
  const ctx = await createTestContext({ CLARITY_REDIS_URL: redisUrl, CLARITY_REDIS_PREFIX: prefix, ...env });
  const databaseB: Database = await openDatabase(ctx.config.database);
  const b = createApp({ config: ctx.config, database: databaseB, clock: ctx.clock, logger: createLogger('silent') });
  for (const app of [ctx.app, b]) {
    const coordination = app.locals.coordination;
    if (!coordination || !(await coordination.ready())) throw new Error('Redis is not reachable for the test');
    await coordination.listening();
  }
  return {
    ctx,
    a: ctx.app,
    b,
    async close() {
      await Promise.all([b.close(), databaseB.close()]);
      await ctx.close();
      await dropRedisPrefix(redisUrl, prefix);
    },
  };
}
