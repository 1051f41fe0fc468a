// `npm test`: every check CI runs, step by step, then a table of where the time went.
//
// The steps run one after another (each needs both cores: the type checks and linters run their
// packages side by side under Turborepo, and vitest runs two test files at a time), and the run stops at
// the first that fails, with its exit code. The table gives each step's wall time, the CPU time of
// its processes (user + system, read from /proc when they end: the figure that does not depend on what
// else the machine runs) and the load average when it ended, so a slow run on a shared machine can be
// told from a slower suite (docs/benchmarks.md, "Test times").
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** [name, command]: each runs in a shell from the repository's root. */
const STEPS = [
  // One Turborepo graph: each package's typecheck, lint and build side by side (the build is what the
  // package lint and the browser tests run against; their own `turbo run build` is then a cache hit).
  ['typecheck + lint + build (packages)', 'turbo run typecheck lint build --output-logs=errors-only'],
  ['typecheck (root)', 'tsc -p tsconfig.json --noEmit'],
  ['lint (root)', "eslint --max-warnings=0 e2e bench scripts '*.ts' '*.js'"],
  ['lint:openapi', 'npm run lint:openapi'],
  ['lint:packages', 'npm run lint:packages'],
  ['vitest on SQLite (unit, integration, eval)', 'npm run test:vitest'],
  ['vitest on PostgreSQL (storage files)', 'npm run test:vitest:postgres'],
  // Where several checkouts share this machine and so the browser tests' fixed ports (4010–4012), a
  // command the step runs under, e.g. CLARITY_TEST_E2E_PREFIX='flock /tmp/clarity-e2e.lock'.
  ['e2e (Playwright, Chromium)', `${process.env.CLARITY_TEST_E2E_PREFIX ?? ''} npm run test:e2e`.trim()],
  ['count', 'tsx scripts/count-tests.ts'],
];

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds of this process's ended (waited-for) descendants, from /proc; undefined off Linux. */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which is in parentheses and may hold spaces): cutime is 16th, cstime 17th of the whole line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
const rows = [];
const started = Date.now();
const cpuAtStart = childCpuSeconds();
let failed = 0;
for (const [name, command] of STEPS) {
  const stepStarted = Date.now();
  const cpuBefore = childCpuSeconds();
  const code = await run(command);
  const cpuAfter = childCpuSeconds();
  rows.push({ name, wall: (Date.now() - stepStarted) / 1000, cpu: cpuBefore === undefined ? undefined : cpuAfter - cpuBefore, load: loadavg()[0], code });
  if (code !== 0) {
    failed = code;
    break;
  }
}
const total = { name: 'npm test', wall: (Date.now() - started) / 1000, cpu: cpuAtStart === undefined ? undefined : childCpuSeconds() - cpuAtStart, load: loadavg()[0] };

const width = Math.max(...rows.map((r) => r.name.length), total.name.length);
const line = (r) =>
  `${r.name.padEnd(width)}  ${minutes(r.wall).padStart(6)}  ${r.cpu === undefined ? '     –' : minutes(r.cpu).padStart(6)}  ${r.load.toFixed(1).padStart(5)}${r.code ? `  failed (${r.code})` : ''}`;
console.log(`\n${'step'.padEnd(width)}    wall     CPU   load (1 min, at its end)`);
for (const r of rows) console.log(line(r));
console.log(line(total));
process.exit(failed);
