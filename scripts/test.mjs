// `npm test`: every check CI runs, step by step, then a table of where the time went.
//
// The steps run one after another (each needs both cores: the type checks and linters run their
// packages side by side under Turborepo, and vitest runs two test files at a time), except the browser
// tests, which start with the vitest runs and run beside them: Playwright mostly waits (a quiet run's
// 8 min of wall took 4 min 21 s of CPU: tokens that must expire, a browser that must paint, one test
// at a time on one demo organization) while the vitest runs keep the cores busy, so beside them it
// fills the idle share instead of adding its wall time. Its ports (4010–4013, or four from CLARITY_E2E_PORT:
// playwright.config.ts) are outside every vitest file's (free ports from the kernel, relays at 10,000 and above). The run stops at the first
// step that fails, with its exit code (steps running beside it are let finish first). The table gives each step's wall time, the CPU time of
// its processes (user + system, read from /proc when they end: the figure that does not depend on what
// else the machine runs) and the load average when it ended, so a slow run on a shared machine can be
// told from a slower suite (docs/benchmarks.md, "Test times"). Output of a step running beside others
// is prefixed with its name.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** [name, command]: each runs in a shell from the repository's root, one after another. */
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
  ['count', 'tsx scripts/count-tests.ts'],
];

/** The step that runs beside others: it starts with `from` and is waited for before `until` (which reads its report). */
const BESIDE = {
  // Where several checkouts share this machine and so the browser tests' fixed ports (4010–4013), a
  // command the step runs under, e.g. CLARITY_TEST_E2E_PREFIX='flock /tmp/clarity-e2e.lock'.
  step: ['e2e (Playwright, Chromium; beside the vitest runs)', `${process.env.CLARITY_TEST_E2E_PREFIX ?? ''} npm run test:e2e`.trim()],
  prefix: '[e2e] ',
  from: 'vitest on SQLite (unit, integration, eval)',
  until: 'count',
};

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const statDir = mkdtempSync(join(tmpdir(), 'clarity-npm-test-'));

/**
 * CPU seconds (user + system) of a step's processes: its shell writes its own /proc stat after the
 * command has ended and been waited for, whose cutime and cstime then hold everything the command ran
 * (steps that run side by side are told apart so). Undefined off Linux.
 */
function cpuSecondsOf(statFile) {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // Fields after the command name (which is in parentheses and may hold spaces): cutime is 16th, cstime 17th of the whole line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Runs one step; resolves to its row of the table. `prefix`: its output goes out line by line behind it. */
function run([name, command], prefix) {
  const statFile = join(statDir, `${name.replace(/\W+/g, '-')}.stat`);
  const script = `${command}\nstatus=$?\ncat /proc/$$/stat > '${statFile}' 2>/dev/null\nexit $status`;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', script], { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (prefix) {
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (text) => out.write(`${prefix}${text}\n`));
      }
    }
    child.on('exit', (code, signal) =>
      resolve({ name, wall: (Date.now() - started) / 1000, cpu: cpuSecondsOf(statFile), load: loadavg()[0], code: code ?? (signal ? 1 : 0) }),
    );
  });
}

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
const rows = [];
const started = Date.now();
let beside;
let failed = 0;
for (const step of STEPS) {
  if (step[0] === BESIDE.from) beside = run(BESIDE.step, BESIDE.prefix);
  if (step[0] === BESIDE.until && beside) {
    const row = await beside;
    beside = undefined;
    rows.push(row);
    if (row.code !== 0) {
      failed = row.code;
      break;
    }
  }
  const row = await run(step);
  rows.push(row);
  if (row.code !== 0) {
    failed = row.code;
    break;
  }
}
// A step that failed stops the run; what runs beside it ends first, so its figures are in the table too.
if (beside) rows.push(await beside);
rmSync(statDir, { recursive: true, force: true });
const measured = rows.map((r) => r.cpu);
const total = {
  name: 'npm test',
  wall: (Date.now() - started) / 1000,
  cpu: measured.includes(undefined) ? undefined : measured.reduce((sum, cpu) => sum + cpu, 0),
  load: loadavg()[0],
};

const width = Math.max(...rows.map((r) => r.name.length), total.name.length);
const line = (r) =>
  `${r.name.padEnd(width)}  ${minutes(r.wall).padStart(6)}  ${r.cpu === undefined ? '     –' : minutes(r.cpu).padStart(6)}  ${r.load.toFixed(1).padStart(5)}${r.code ? `  failed (${r.code})` : ''}`;
console.log(`\n${'step'.padEnd(width)}    wall     CPU   load (1 min, at its end)`);
for (const r of rows) console.log(line(r));
console.log(line(total));
process.exit(failed);
