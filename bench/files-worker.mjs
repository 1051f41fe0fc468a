// One measured pass over a CSV file in a process of its own (so that its peak RSS is its own), on the
// built code. `node bench/files-worker.mjs raw|stream <file>` prints one JSON line:
// { ms, cpuMs, peakRssMB, count }.
//   raw     csv-parse's stream API over the file, counting records: the baseline, a plain pass (no `info`
//           records, nothing cast: options that would make the baseline slower than csv-parse is).
//   stream  the SDK's parseTradesCsvStream over csv-parse records (@clarity/file-readers/stream), as
//           `import trades --dry-run` runs it, counting the activities handed on.
import { createReadStream, openSync, readSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse';

const [mode, file] = process.argv.slice(2);
const ROOT = new URL('..', import.meta.url).pathname;
const started = performance.now();
const cpuAtStart = process.cpuUsage();
let count = 0;
if (mode === 'raw') {
  for await (const record of createReadStream(file).pipe(parse({ relax_column_count: true, skip_empty_lines: true, trim: true }))) if (record) count++;
} else {
  const { parseTradesCsvStream } = await import(pathToFileURL(join(ROOT, 'packages/sdk/dist/index.js')).href);
  const { csvRecordBatches } = await import(pathToFileURL(join(ROOT, 'packages/file-readers/dist/csv-stream.js')).href);
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(256 * 1024);
  const bytes = readSync(fd, buffer, 0, buffer.length, 0);
  closeSync(fd);
  const headText = buffer.subarray(0, bytes).toString('utf8');
  const head = headText.slice(0, headText.lastIndexOf('\n'));
  const summary = await parseTradesCsvStream(head, (from) => csvRecordBatches(createReadStream(file), from), {}, (batch) => {
    count += batch.length;
  });
  if (summary.skippedCount > 0) throw new Error(`bench file rows skipped: ${JSON.stringify(summary.skipped.slice(0, 3))}`);
}
const ms = performance.now() - started;
// CPU time beside the wall time: on a loaded machine it says more about the code than the wall time does.
const cpu = process.cpuUsage(cpuAtStart);
process.stdout.write(`${JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, peakRssMB: process.resourceUsage().maxRSS / 1024, count })}\n`);
