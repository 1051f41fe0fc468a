// Shared pieces of `npm run bench`: start a real server from the build, and load it with autocannon.
// Every figure is printed next to a baseline measured in the same run (bench/baselines.mjs), because
// these machines are shared and noisy: only ratios mean something.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { medianBy } from './stats.mjs';

export const ROOT = resolve(import.meta.dirname, '..');

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts apps/api/dist/server.js on a free port with a fresh temp database and the demo seed.
 * Rate limiting is off and logging quiet so that the load measures the endpoint, not the limiter.
 * `ulimit` raises the open-file limit for scenarios that hold many sockets; `nodeArgs` go to node
 * before the script (V8 flags, `--cpu-prof` when looking for where the time goes).
 */
export async function startServer({ env = {}, ulimit, nodeArgs = [], shareDataWith } = {}) {
  const port = await freePort();
  // Another instance of the same deployment (several instances behind a balancer): its database,
  // data dir (signing keys) and public URL; only the first instance's stop removes the dir.
  const dir = shareDataWith?.dir ?? mkdtempSync(join(tmpdir(), 'clarity-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CLARITY_DB_PATH: join(dir, 'clarity.db'),
    CLARITY_PUBLIC_URL: shareDataWith?.publicUrl ?? url,
    CLARITY_DEMO: '1',
    CLARITY_LOG_LEVEL: 'warn',
    CLARITY_RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  };
  const script = join(ROOT, 'apps/api/dist/server.js');
  const child = ulimit
    ? spawn('bash', ['-c', `ulimit -n ${ulimit} && exec "$0" "$@"`, process.execPath, ...nodeArgs, script], { env: serverEnv, stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, [...nodeArgs, script], { env: serverEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.resume();
  await waitUntilUp(child, `${url}/healthz`);
  const credentials = JSON.parse(readFileSync(join(dir, 'demo-credentials.json'), 'utf8'));
  return {
    url,
    publicUrl: serverEnv.CLARITY_PUBLIC_URL,
    pid: child.pid,
    apiKey: credentials.apiKey,
    orgId: credentials.orgId,
    dir,
    async stop() {
      await stopChild(child);
      if (!shareDataWith) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL server the bench creates its databases on (a superuser connection to its `postgres` database). */
const POSTGRES_URL = process.env.CLARITY_BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onPostgres(statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * As {@link startServer}, on a fresh PostgreSQL database (`CLARITY_DATABASE_URL`) created for it and
 * dropped by `stop()`: the same build, seed and settings, so its rows compare with the SQLite server's.
 */
export async function startPostgresServer(options = {}) {
  const name = `clarity_bench_${process.pid}_${Date.now()}`;
  await onPostgres(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C'`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    const server = await startServer({ ...options, env: { ...options.env, CLARITY_DATABASE_URL: url.href } });
    return {
      ...server,
      async stop() {
        await server.stop();
        await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  } catch (error) {
    await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
}

/** Resolves once `url` answers 2xx; throws if `child` exits first or 60 s pass. */
export async function waitUntilUp(child, url) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stopChild(child) {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
}

/** Runs autocannon and returns the figures every row reports. */
export async function load({ url, path = '/', method = 'GET', headers = {}, body, connections = 50, duration = 5, requests, amount }) {
  const result = await autocannon({
    url: `${url}${path}`,
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    connections,
    duration,
    requests,
    amount,
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** Warm-up then measurement, so the JIT and caches are in their steady state. */
export async function measure(options) {
  await load({ ...options, duration: Math.min(2, options.duration ?? 5) });
  return load(options);
}

export async function api(server, method, path, body) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'x-api-key': server.apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** One load window: `spec` is load() options, or an async function of the seconds that returns the same figures. */
function window(spec, seconds) {
  return typeof spec === 'function' ? spec(seconds) : load({ ...spec, duration: seconds });
}

/**
 * Alternates short windows of `baseline` and `subject` (`rounds` of each, after one warm-up of
 * each) and returns the round with the median ratio of their req/s, every round's ratio, and the
 * subject's faults over all rounds. On a shared machine the speed drifts within a minute, so a 5 s
 * baseline followed by a 5 s subject compares two different machines; alternating windows compare
 * like with like.
 */
export async function alternate({ baseline, subject, rounds = 5, seconds = 2 }) {
  await window(baseline, seconds);
  await window(subject, seconds);
  const all = [];
  for (let i = 0; i < rounds; i++) {
    const base = await window(baseline, seconds);
    const figures = await window(subject, seconds);
    all.push({ ...figures, baseline: base, ratio: figures.reqPerSec / base.reqPerSec });
  }
  const { item, spread } = medianBy(all, 'ratio');
  return {
    ...item,
    ratios: spread,
    faults: all.reduce((n, r) => n + (r.non2xx ?? 0) + (r.errors ?? 0), 0),
  };
}
