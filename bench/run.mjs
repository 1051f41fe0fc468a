// `npm run bench`: one server; before every scenario in
// bench/scenarios/*.mjs (or only those named on the command line: `npm run bench -- card chat`),
// /healthz is measured as that scenario's baseline.
// Prints req/s, p50, p99 and the ratio to the baseline (re-measured before each scenario), and
// whether each target is met.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, api, load, measure, startServer } from './lib.mjs';

const rows = [];
const only = process.argv.slice(2);

function fmt(n, digits = 1) {
  return typeof n === 'number' && Number.isFinite(n) ? n.toFixed(digits) : String(n ?? '');
}

function printRow(r) {
  const cells = [
    r.label.padEnd(52),
    fmt(r.reqPerSec, 0).padStart(8),
    fmt(r.p50).padStart(8),
    fmt(r.p99).padStart(8),
    (r.ratio === undefined ? '' : `${fmt(r.ratio, 2)}×`).padStart(7),
    `${r.extra ?? ''}`.padEnd(22),
    r.target ? `${r.pass ? 'PASS' : 'FAIL'} (${r.target})` : '',
  ];
  process.stdout.write(`${cells.join('  ')}\n`);
}

const server = await startServer();
try {
  process.stdout.write(`${'scenario'.padEnd(52)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(8)}  ${'p99 ms'.padStart(8)}  ${'ratio'.padStart(7)}  ${'other'.padEnd(22)}  target\n`);

  const ctx = {
    server,
    /** /healthz measured just before the running scenario. */
    baseline: undefined,
    load,
    measure,
    api: (method, path, body) => api(server, method, path, body),
    startServer,
    row(label, result, target, pass, extra) {
      // A scenario that measured its own interleaved baseline passes `ratio` in the result.
      const ratio = result.ratio ?? (result.reqPerSec !== undefined ? result.reqPerSec / ctx.baseline.reqPerSec : undefined);
      const r = { label, ...result, ratio, target, pass, extra };
      rows.push(r);
      printRow(r);
      return r;
    },
  };

  const dir = join(ROOT, 'bench/scenarios');
  const files = readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort();
  for (const file of files) {
    const scenario = (await import(pathToFileURL(join(dir, file)).href)).default;
    if (only.length > 0 && !only.includes(scenario.name)) continue;
    try {
      // A fresh baseline right before each scenario: the same server, in the state the earlier
      // scenarios left it (heap, caches), measured minutes closer than the first one.
      const local = await measure({ url: server.url, path: '/healthz', connections: 50, duration: 5 });
      const localRow = { label: `GET /healthz (baseline before ${scenario.name})`, ...local, ratio: 1 };
      rows.push(localRow);
      printRow(localRow);
      ctx.baseline = local;
      await scenario.run(ctx);
    } catch (error) {
      const r = { label: `${scenario.name}: failed`, extra: String(error?.message ?? error).slice(0, 200), target: 'runs', pass: false };
      rows.push(r);
      printRow(r);
    }
  }
} finally {
  await server.stop();
}
const failed = rows.filter((r) => r.pass === false);
process.stdout.write(`\n${rows.length} rows, ${failed.length} below target.\n`);
