// Issue 29 target: counting usage per organization and day for the console (apps/api/src/console/usage.ts)
// adds at most 5 % to a cached card's cost. Two fresh servers of the same build, one with
// CLARITY_USAGE_COUNTING=0, serve the same cached 25-holding card (gzip accepted, 50 connections) in
// alternating 3 s windows. Cost is measured as the server process's CPU time per request (utime +
// stime from /proc/<pid>/stat over the window ÷ requests answered): on a machine shared with other
// work, throughput swings by tens of percent between windows, while the CPU a request takes moves far
// less. The cost ratio (on ÷ off, 1.00: no extra cost) is judged on the round with the median ratio;
// the throughput ratio is printed beside it. A second row times the counting's own work in process
// (UsageRecorder.answered and its flush) against the same card's CPU per request: the extra cost
// without the noise of two processes sharing a busy machine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { holdings } from '../fixtures.mjs';
import { ROOT, api, load } from '../lib.mjs';
import { atMost, baselineOf } from '../report.mjs';
import { medianBy } from '../stats.mjs';

const ROUNDS = 7;
const SECONDS = 3;
const TICKS_PER_SECOND = 100;

/** CPU seconds the process has used (user + system). */
function cpuSeconds(pid) {
  // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function cachedCard(server) {
  const portfolio = await api(server, 'POST', '/v1/sdk/partner-portfolios', {
    externalId: `bench-usage-${Date.now()}`,
    baseCurrency: 'USD',
    currentHoldings: holdings(),
    profile: { riskTolerance: 'balanced', horizonYears: 10 },
  });
  // The first request computes and caches the card.
  await api(server, 'POST', '/v1/clarity/card', { portfolioId: portfolio.id });
  return {
    url: server.url,
    path: '/v1/clarity/card',
    method: 'POST',
    body: { portfolioId: portfolio.id },
    connections: 50,
    headers: { 'x-api-key': server.apiKey, 'accept-encoding': 'gzip, deflate, br, zstd' },
  };
}

/** One window of load on `server`: its figures and the server's CPU milliseconds per request. */
async function window(server, spec, seconds) {
  const before = cpuSeconds(server.pid);
  const figures = await load({ ...spec, duration: seconds });
  const cpu = cpuSeconds(server.pid) - before;
  return { ...figures, cpuMsPerRequest: (cpu * 1000) / Math.max(1, figures.total) };
}

/** In-process answered() calls timed (one request in a hundred a 404, as failures are rarer still). */
const COUNTED = 1_000_000;

/**
 * The counting's own work, in this process through the API's own UsageRecorder on a fresh SQLite
 * file: CPU nanoseconds per counted request, the flush that writes them included.
 */
async function countingNsPerRequest() {
  const importApi = (path) => import(pathToFileURL(join(ROOT, 'apps/api/dist', path)).href);
  const [{ loadConfig }, { openDatabase }, { UsageRecorder }, { AuditLog }, { systemClock }, { createLogger }] = await Promise.all([
    importApi('config.js'),
    importApi('db/database.js'),
    importApi('console/usage.js'),
    importApi('console/audit.js'),
    importApi('clock.js'),
    importApi('http/logging.js'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'clarity-bench-usage-'));
  const config = loadConfig({ CLARITY_DB_PATH: join(dir, 'clarity.db'), CLARITY_PUBLIC_URL: 'http://127.0.0.1:8787' });
  const database = await openDatabase(config.database);
  try {
    const usage = new UsageRecorder(database.db, systemClock, new AuditLog(database.db, systemClock), { enabled: true, flushMs: 10_000, logger: createLogger('silent') });
    const req = { method: 'POST', requestId: 'req_bench', auth: { kind: 'apiKey', orgId: 'org_bench', keyId: 'key_bench' } };
    const ok = { statusCode: 200 };
    const missing = { statusCode: 404 };
    for (let i = 0; i < 10_000; i++) usage.answered(req, i % 100 === 0 ? missing : ok, '/v1/clarity/card');
    await usage.flush();
    // CPU time, as the card's cost is measured: what this process spent, not the wall clock a busy machine stretches.
    const started = process.cpuUsage();
    for (let i = 0; i < COUNTED; i++) usage.answered(req, i % 100 === 0 ? missing : ok, '/v1/clarity/card');
    await usage.flush();
    const spent = process.cpuUsage(started);
    return ((spent.user + spent.system) * 1000) / COUNTED;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export default {
  name: 'usage',
  async run({ row, note, startServer }) {
    const on = await startServer();
    const off = await startServer({ env: { CLARITY_USAGE_COUNTING: '0' } });
    try {
      const [offCard, onCard] = [await cachedCard(off), await cachedCard(on)];
      await window(off, offCard, 2);
      await window(on, onCard, 2);
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) {
        // Alternate which goes first, so neither always follows the other.
        const [a, b] = i % 2 === 0 ? [await window(off, offCard, SECONDS), await window(on, onCard, SECONDS)] : [null, null];
        const [c, d] = i % 2 === 1 ? [await window(on, onCard, SECONDS), await window(off, offCard, SECONDS)] : [null, null];
        const offFigures = a ?? d;
        const onFigures = b ?? c;
        rounds.push({ ...onFigures, off: offFigures, cost: onFigures.cpuMsPerRequest / offFigures.cpuMsPerRequest, throughput: onFigures.reqPerSec / offFigures.reqPerSec });
      }
      const faults = rounds.reduce((n, r) => n + r.non2xx + r.errors + r.off.non2xx + r.off.errors, 0);
      const { item, spread } = medianBy(rounds, 'cost');
      row(`POST /v1/clarity/card cached, usage counting on vs off, CPU per request (${ROUNDS} rounds)`, item, {
        baseline: baselineOf('counting off, CPU per request', item.off.cpuMsPerRequest, 'ms'),
        ratio: item.cost,
        target: atMost(1.05, item.cost, { 'no faults': faults === 0 }),
        extra: `on ${item.cpuMsPerRequest.toFixed(3)} ms CPU/request; cost ratios ${spread}; throughput ratios ${medianBy(rounds, 'throughput').spread}`,
      });
      // The same question answered without the machine's noise: the counting's own work per request
      // (in process) against the CPU a cached card takes with counting off (the windows above).
      const ns = await countingNsPerRequest();
      const offCpuNs = medianBy(rounds.map((r) => r.off), 'cpuMsPerRequest').item.cpuMsPerRequest * 1e6;
      const share = ns / offCpuNs;
      row('usage counting’s own work per request ÷ cached card CPU per request', {}, {
        baseline: baselineOf('card CPU per request, counting off', offCpuNs / 1e6, 'ms'),
        ratio: share,
        target: atMost(0.05, share),
        extra: `${ns.toFixed(0)} ns CPU per counted request (in process, ${COUNTED.toLocaleString('en')} requests and their flush)`,
      });
      note(`usage counting: a cached card costs ${item.cost.toFixed(3)}× the CPU per request with counting on (target ≤ 1.05×; median of ${ROUNDS} alternating rounds: ${spread})`);
    } finally {
      await Promise.all([on.stop(), off.stop()]);
    }
  },
};
