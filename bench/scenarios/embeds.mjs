// Issue 3 targets, as ratios to baselines of this run: minting in one process ≥ 0.5× /healthz's
// throughput (both are "work a process does per second"; /healthz is the cheapest request the same
// build serves); the card with `x-embed-token` ≥ 0.9× the same card with `x-api-key`.
//
// Minting is measured twice: in this process through the API's own EmbedService (sign with Ed25519
// + the durable, group-committed record: the work a mint is), and over HTTP on the bench server
// (the same plus API-key auth, JSON, Express and autocannon sharing the machine's cores).
// Each figure is measured in short windows alternated with its baseline (lib.mjs, `alternate`), so
// that drift on a shared machine hits both sides alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, alternate } from '../lib.mjs';
import { atLeast, baselineOf } from '../report.mjs';

const ORIGIN = 'https://partner.example';

async function importApi(path) {
  return import(pathToFileURL(join(ROOT, 'apps/api/dist', path)).href);
}

/**
 * Sets up the API's own services on a fresh database in this process; `mintFor(seconds)` then mints
 * with `concurrency` mints in flight and returns tokens per second (wall and CPU).
 */
async function openInProcessMinter({ concurrency = 256 } = {}) {
  const [{ loadConfig }, { openDatabase }, { createServices }, { systemClock }] = await Promise.all([
    importApi('config.js'),
    importApi('db/database.js'),
    importApi('services.js'),
    importApi('clock.js'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'clarity-bench-mint-'));
  const config = loadConfig({ CLARITY_DB_PATH: join(dir, 'clarity.db'), CLARITY_PUBLIC_URL: 'http://127.0.0.1:8787' });
  const database = await openDatabase(config.dbPath);
  const services = createServices(database.db, systemClock, config);
  const { org } = await services.organizations.create('Bench', 'production');
  const portfolio = await services.portfolios.create(org.id, { externalId: 'bench-mint' });
  const request = { portfolioId: portfolio.id, allowedOrigins: [ORIGIN], ttlSeconds: 600, scope: ['card', 'chat'] };
  // Warm-up: JIT, key import, statement cache.
  for (let i = 0; i < 500; i++) await services.embeds.mint(org.id, request);
  return {
    async mintFor(seconds) {
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
      return { reqPerSec: minted / ((performance.now() - started) / 1000), perCpuSecond: minted / ((cpu.user + cpu.system) / 1e6) };
    },
    async close() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default {
  name: 'embeds',
  async run({ server, row, api }) {
    const headers = { 'x-api-key': server.apiKey };
    const portfolioId = (await api('GET', '/v1/sdk/partner-portfolios?limit=1')).data[0].id;
    const mintBody = { portfolioId, allowedOrigins: [ORIGIN], ttlSeconds: 3600 };
    const healthz = { url: server.url, path: '/healthz', connections: 50 };
    const vsHealthz = (r) => baselineOf('healthz', r.baseline.reqPerSec, 'req/s');

    const minter = await openInProcessMinter();
    try {
      const mint = await alternate({ baseline: healthz, subject: (seconds) => minter.mintFor(seconds) });
      row('mint in process (sign + durable record; 5 rounds)', mint, {
        baseline: vsHealthz(mint),
        ratio: mint.ratio,
        target: atLeast(0.7, mint.ratio),
        extra: `ratios ${mint.ratios}; ${Math.round(mint.perCpuSecond)} per CPU-s`,
      });
    } finally {
      await minter.close();
    }

    const overHttp = await alternate({ baseline: healthz, subject: { url: server.url, path: '/v1/sdk/clarity/embeds', method: 'POST', headers, body: mintBody, connections: 50 } });
    row('POST /v1/sdk/clarity/embeds (mint over HTTP; 5 rounds)', overHttp, { baseline: vsHealthz(overHttp), ratio: overHttp.ratio, extra: `ratios ${overHttp.ratios}; faults ${overHttp.faults}` });

    const { token } = await api('POST', '/v1/sdk/clarity/embeds', mintBody);
    const card = { url: server.url, path: '/v1/clarity/card', method: 'POST', body: { portfolioId }, connections: 50 };
    const byToken = await alternate({ baseline: { ...card, headers }, subject: { ...card, headers: { 'x-embed-token': token, origin: ORIGIN } } });
    row('POST /v1/clarity/card with x-api-key (the token\'s baseline)', byToken.baseline, { extra: 'the median round\'s' });
    row('POST /v1/clarity/card with x-embed-token (5 rounds)', byToken, {
      baseline: baselineOf('key card', byToken.baseline.reqPerSec, 'req/s'),
      ratio: byToken.ratio,
      target: atLeast(0.9, byToken.ratio, { 'no faults': byToken.faults === 0 && byToken.baseline.non2xx === 0 }),
      extra: `ratios ${byToken.ratios}; faults ${byToken.faults}`,
    });
  },
};
