// `npm run bench`: one API server and one raw `node:http` hello server; before every scenario in
// bench/scenarios/*.mjs (or only those named on the command line: `npm run bench -- card chat`),
// the hello and /healthz are measured as that scenario's baselines.
// Prints req/s, p50, p99, each row's baseline (measured in this run), the ratio to it and whether
// the ratio meets its target. Rows below target are counted in the summary; they do not change the
// exit code. A scenario that cannot run at all is a FAIL row.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startHelloServer } from './baselines.mjs';
import { ROOT, api, load, measure, startPostgresServer, startServer } from './lib.mjs';
import { baselineOf, printHeader, printRow } from './report.mjs';

const rows = [];
const notes = [];
const only = process.argv.slice(2);

const server = await startServer();
let hello;
try {
  hello = await startHelloServer();
  printHeader();

  const ctx = {
    server,
    helloServer: hello,
    /** The raw hello and /healthz, each measured just before the running scenario (50 connections). */
    hello: undefined,
    healthz: undefined,
    load,
    measure,
    api: (method, path, body) => api(server, method, path, body),
    startServer,
    /** A second server of the same build on a fresh PostgreSQL database; the scenario stops it. */
    startPostgresServer,
    /** Prints a row: `figures` (reqPerSec, p50, p99), and `baseline`, `ratio`, `target` (report.mjs), `extra`. */
    row(label, figures, { baseline, ratio, target, extra } = {}) {
      const r = { label, ...figures, baseline, ratio, target, extra };
      rows.push(r);
      printRow(r);
      return r;
    },
    /** A line for the summary under the table. */
    note(text) {
      notes.push(text);
    },
  };

  const dir = join(ROOT, 'bench/scenarios');
  const files = readdirSync(dir).filter((f) => f.endsWith('.mjs')).sort();
  for (const file of files) {
    const scenario = (await import(pathToFileURL(join(dir, file)).href)).default;
    if (only.length > 0 && !only.includes(scenario.name)) continue;
    try {
      // Fresh baselines right before each scenario: the same servers, in the state the earlier
      // scenarios left them (heap, caches), measured minutes closer than the first ones.
      ctx.hello = await measure({ url: hello.url, path: '/', connections: 50, duration: 5 });
      ctx.row(`raw node:http hello (baseline before ${scenario.name})`, ctx.hello, { extra: 'the limit for a response' });
      ctx.healthz = await measure({ url: server.url, path: '/healthz', connections: 50, duration: 5 });
      ctx.row(`GET /healthz (baseline before ${scenario.name})`, ctx.healthz, {
        baseline: baselineOf('hello', ctx.hello.reqPerSec, 'req/s'),
        ratio: ctx.healthz.reqPerSec / ctx.hello.reqPerSec,
      });
      await scenario.run(ctx);
    } catch (error) {
      ctx.row(`${scenario.name}: failed`, {}, { target: { text: 'runs', pass: false }, extra: String(error?.message ?? error).slice(0, 200) });
    }
  }
} finally {
  await hello?.stop();
  await server.stop();
}
const judged = rows.filter((r) => r.target !== undefined);
const failed = judged.filter((r) => !r.target.pass);
process.stdout.write(`\n${rows.length} rows, ${judged.length} with a target, ${failed.length} below target.\n`);
for (const text of notes) process.stdout.write(`${text}\n`);
