import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { testTiers, type Tier } from '../test-tiers.js';

/**
 * The last line of `npm test`: how many tests it ran, per tier, read from the reports the runs wrote
 * (vitest's JSON reporter for the SQLite and the PostgreSQL runs, Playwright's for the browser tests).
 * "Distinct" counts each test once however many runs it was in, so a drop in it means a test was lost.
 * Exits non-zero when a report is missing, so a run that skipped a tier cannot print a total.
 */
const ROOT = relative(process.cwd(), new URL('..', import.meta.url).pathname) || '.';
const REPORTS = { sqlite: 'test-results/vitest-sqlite.json', postgres: 'test-results/vitest-postgres.json', e2e: 'test-results/playwright.json' };

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests: { results: { status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}

function read<T>(path: string): T {
  if (!existsSync(path)) {
    console.error(`count-tests: ${path} is missing; run the whole \`npm test\``);
    process.exit(1);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

const tiers = testTiers(ROOT);
const tierOf = new Map<string, Tier>();
for (const tier of ['unit', 'integration', 'eval'] as const) for (const file of tiers[tier]) tierOf.set(file, tier);

const counts = new Map<string, number>();
const distinct = new Set<string>();
const count = (label: string, id: string, status: string): void => {
  if (status === 'skipped' || status === 'pending' || status === 'todo') label = 'skipped';
  counts.set(label, (counts.get(label) ?? 0) + 1);
  if (label !== 'skipped') distinct.add(id);
};

for (const [run, path] of [['sqlite', REPORTS.sqlite], ['postgres', REPORTS.postgres]] as const) {
  for (const file of read<VitestReport>(path).testResults) {
    const name = relative(ROOT, file.name).split('\\').join('/');
    const label = run === 'postgres' ? 'postgres' : (tierOf.get(name) ?? 'integration');
    for (const test of file.assertionResults) count(label, `${name} > ${test.fullName}`, test.status);
  }
}

const walk = (suite: PlaywrightSuite, file: string): void => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) count('e2e', `${file} > ${spec.title}`, test.results.at(-1)?.status ?? 'skipped');
  }
  for (const child of suite.suites ?? []) walk(child, child.file ?? file);
};
for (const suite of read<{ suites: PlaywrightSuite[] }>(REPORTS.e2e).suites) walk(suite, suite.file ?? suite.title);

const ran = [...counts].filter(([label]) => label !== 'skipped').reduce((sum, [, n]) => sum + n, 0);
const parts = ['unit', 'integration', 'eval', 'postgres', 'e2e', 'skipped'].map((label) => `${label} ${counts.get(label) ?? 0}`);
console.log(`npm test ran ${ran} tests (${distinct.size} distinct): ${parts.join(', ')}`);
