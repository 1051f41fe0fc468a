// Issue 3 targets, as ratios to baselines of this run: minting in one process ≥ 1× /healthz's
// throughput (both are "work a process does per second"; /healthz is the cheapest request the same
// build serves); the card with `x-embed-token` ≥ 0.9× the same card with `x-api-key`.
//
// Minting is measured twice: in this process through the API's own EmbedService (sign with Ed25519
// + the durable, group-committed record: the work a mint is), and over HTTP on the bench server
// (the same plus API-key auth, JSON, Express and autocannon sharing the machine's cores).
// Key and token cards are measured alternately, twice each, so that drift on a shared machine hits
// both sides alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib.mjs';
import { atLeast, baselineOf } from '../report.mjs';

const ORIGIN = 'https://partner.example';

async function importApi(path) {
  return import(pathToFileURL(join(ROOT, 'apps/api/dist', path)).href);
}

/** Mints for `seconds` with `concurrency` mints in flight, in this process; tokens per second (wall and CPU). */
async function mintInProcess({ seconds = 3, concurrency = 256 } = {}) {
  const [{ loadConfig }, { openDatabase }, { createServices }, { systemClock }] = await Promise.all([
    importApi('config.js'),
    importApi('db/database.js'),
    importApi('services.js'),
    importApi('clock.js'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'clarity-bench-mint-'));
  const config = loadConfig({ CLARITY_DB_PATH: join(dir, 'clarity.db'), CLARITY_PUBLIC_URL: 'http://127.0.0.1:8787' });
  const database = await openDatabase(config.dbPath);
  try {
    const services = createServices(database.db, systemClock, config);
    const { org } = await services.organizations.create('Bench', 'production');
    const portfolio = await services.portfolios.create(org.id, { externalId: 'bench-mint' });
    const request = { portfolioId: portfolio.id, allowedOrigins: [ORIGIN], ttlSeconds: 600, scope: ['card', 'chat'] };
    // Warm-up: JIT, key import, statement cache.
    for (let i = 0; i < 500; i++) await services.embeds.mint(org.id, request);
    let minted = 0;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          await services.embeds.mint(org.id, request);
          minted += 1;
        }
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    // Per CPU-second too: on a shared machine wall time also measures the neighbours.
    return { perSecond: minted / ((performance.now() - started) / 1000), perCpuSecond: minted / ((cpu.user + cpu.system) / 1e6) };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export default {
  name: 'embeds',
  async run({ server, healthz, measure, row, api }) {
    const headers = { 'x-api-key': server.apiKey };
    const portfolioId = (await api('GET', '/v1/sdk/partner-portfolios?limit=1')).data[0].id;
    const mintBody = { portfolioId, allowedOrigins: [ORIGIN], ttlSeconds: 3600 };
    const vsHealthz = baselineOf('healthz', healthz.reqPerSec, 'req/s');

    const { perSecond, perCpuSecond } = await mintInProcess();
    const mintRatio = perSecond / healthz.reqPerSec;
    row('mint in process (sign + durable record)', { reqPerSec: perSecond }, { baseline: vsHealthz, ratio: mintRatio, target: atLeast(1, mintRatio), extra: `${Math.round(perCpuSecond)} per CPU-s` });

    const overHttp = await measure({ url: server.url, path: '/v1/sdk/clarity/embeds', method: 'POST', headers, body: mintBody, connections: 50, duration: 5 });
    row('POST /v1/sdk/clarity/embeds (mint over HTTP)', overHttp, { baseline: vsHealthz, ratio: overHttp.reqPerSec / healthz.reqPerSec, extra: `non2xx ${overHttp.non2xx}` });

    const { token } = await api('POST', '/v1/sdk/clarity/embeds', mintBody);
    const card = { url: server.url, path: '/v1/clarity/card', method: 'POST', body: { portfolioId }, connections: 50, duration: 4 };
    const withKey = { ...card, headers };
    const withToken = { ...card, headers: { 'x-embed-token': token, origin: ORIGIN } };
    const keyRuns = [];
    const tokenRuns = [];
    for (let round = 0; round < 2; round++) {
      keyRuns.push(await measure(withKey));
      tokenRuns.push(await measure(withToken));
    }
    const sum = (runs, field) => runs.reduce((total, r) => total + r[field], 0);
    const mean = (runs) => ({ reqPerSec: sum(runs, 'reqPerSec') / runs.length, p50: sum(runs, 'p50') / runs.length, p99: sum(runs, 'p99') / runs.length });
    const key = mean(keyRuns);
    const tok = mean(tokenRuns);
    const ratio = tok.reqPerSec / key.reqPerSec;
    const clean = [...keyRuns, ...tokenRuns].every((r) => r.non2xx === 0 && r.errors === 0);
    row('POST /v1/clarity/card with x-api-key', key, { baseline: vsHealthz, ratio: key.reqPerSec / healthz.reqPerSec, extra: `non2xx ${sum(keyRuns, 'non2xx')}` });
    row('POST /v1/clarity/card with x-embed-token', tok, {
      baseline: baselineOf('key card', key.reqPerSec, 'req/s'),
      ratio,
      target: atLeast(0.9, ratio, { 'no faults': clean }),
      extra: `non2xx ${sum(tokenRuns, 'non2xx')}`,
    });
  },
};
