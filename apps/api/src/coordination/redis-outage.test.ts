import { spawn, type ChildProcess } from 'node:child_process';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClarityApp } from '../app.js';
import { parseExposition, sampleValue } from '../observability/exposition.test-helpers.js';
import { freePort } from '../testing/server-process.js';
import { createLogger } from '../http/logging.js';
import { RedisCoordination } from './redis-coordination.js';
import { SharedStreamCaps } from './stream-leases.js';
import { startTwoInstances, type TwoInstances } from './testing/two-instances.test-helpers.js';

const REDIS_SERVER = process.env.CLARITY_TEST_REDIS_SERVER ?? '/usr/bin/redis-server';

/** A redis-server of the test's own on `port`, without persistence; resolves once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

function stopRedis(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} within 10 s`);
}

async function metricsOf(app: ClarityApp) {
  return parseExposition((await app.locals.metrics.exposition()).body);
}

describe('Redis unreachable', () => {
  let redis: ChildProcess | undefined;
  let two: TwoInstances | undefined;
  afterAll(async () => {
    await two?.close().catch(() => undefined);
    if (redis) await stopRedis(redis);
  });

  it('requests are still served with local limits, logged and counted; once Redis is back, the budget is shared again', { timeout: 60_000 }, async () => {
    const port = await freePort();
    redis = await startRedis(port);
    two = await startTwoInstances({ CLARITY_RATE_LIMIT_PER_MINUTE: '4' }, `redis://127.0.0.1:${port}`);
    const { a, b, ctx } = two;
    const { apiKey } = await ctx.newOrg();
    const list = (app: ClarityApp) => request(app).get('/v1/sdk/partner-portfolios').set('x-api-key', apiKey);
    const turns = async (apps: ClarityApp[]) => {
      const statuses: number[] = [];
      for (const app of apps) statuses.push((await list(app)).status);
      return statuses;
    };

    // Shared: four answers across both, then 429.
    expect(await turns([a, b, a, b, a])).toEqual([200, 200, 200, 200, 429]);
    expect(sampleValue(await metricsOf(a), 'clarity_redis_connected')).toBe(1);

    await stopRedis(redis);
    await until(() => a.locals.coordination?.commands.status !== 'ready' && b.locals.coordination?.commands.status !== 'ready', 'both instances notice the outage');

    // Each instance limits on its own now: four each (the shared window is out of reach), then 429.
    expect(await turns([a, a, a, a, a])).toEqual([200, 200, 200, 200, 429]);
    expect(await turns([b, b, b, b, b])).toEqual([200, 200, 200, 200, 429]);
    // Writes, with an Idempotency-Key (no lock to take), are served and replayed from the database.
    const created = await request(a).post('/v1/sdk/partner-portfolios').set('x-api-key', (await ctx.newOrg('Writer')).apiKey).set('idempotency-key', 'outage-1').send({ externalId: 'outage' });
    expect(created.status).toBe(201);

    const samples = await metricsOf(a);
    expect(sampleValue(samples, 'clarity_redis_connected')).toBe(0);
    expect(sampleValue(samples, 'clarity_redis_fallbacks_total', { operation: 'rate_limit' })).toBeGreaterThanOrEqual(5);
    expect(sampleValue(samples, 'clarity_redis_fallbacks_total', { operation: 'idempotency_lock' })).toBe(1);
    const warnings = ctx.logs().split('\n').filter((line) => line.includes('Redis unreachable'));
    // Once per outage, not once per request; and never the URL.
    expect(warnings).toHaveLength(1);
    expect(ctx.logs()).not.toContain(`127.0.0.1:${port}`);

    // Back: both reconnect by themselves, and the budget is one again (the new Redis starts empty).
    redis = await startRedis(port);
    await until(() => a.locals.coordination?.commands.status === 'ready' && b.locals.coordination?.commands.status === 'ready', 'both instances reconnect');
    expect(await turns([b, a, b, a, b])).toEqual([200, 200, 200, 200, 429]);
    expect(sampleValue(await metricsOf(a), 'clarity_redis_connected')).toBe(1);
    expect(ctx.logs()).toContain('Redis reachable again');
  });
});

describe('Redis stalled, its connection still open', () => {
  let redis: ChildProcess | undefined;
  let coordination: RedisCoordination | undefined;
  afterAll(async () => {
    if (redis?.pid !== undefined) process.kill(redis.pid, 'SIGCONT');
    await coordination?.close().catch(() => undefined);
    if (redis) await stopRedis(redis);
  });

  it('a command that times out marks Redis unreachable, and a probe marks it reachable again once it answers (no reconnect to say so)', { timeout: 30_000 }, async () => {
    const port = await freePort();
    redis = await startRedis(port);
    coordination = new RedisCoordination({ url: `redis://127.0.0.1:${port}`, prefix: 'stall:' }, createLogger('silent'));
    const states: boolean[] = [];
    coordination.observe({ fellBack: () => undefined, connectionChanged: (connected) => states.push(connected) });
    expect(await coordination.ready()).toBe(true);
    const caps = new SharedStreamCaps(coordination, { perOrg: 5, perToken: 5 });

    // Stopped, not killed: the socket stays open, so the client sees a command time out, not a close.
    process.kill(redis.pid!, 'SIGSTOP');
    (await caps.acquire('org_1', undefined))();
    expect(states).toEqual([false, true, false]);
    expect(coordination.commands.status).toBe('ready');

    process.kill(redis.pid!, 'SIGCONT');
    await until(() => states.at(-1) === true, 'the instance reports Redis reachable again');
    expect(states).toEqual([false, true, false, true]);
    caps.stop();
  });
});
