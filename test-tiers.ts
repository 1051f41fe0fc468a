import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Which tier each test file runs in (README, "Test tiers"; ARCHITECTURE.md, "Tests"). The tier is
 * read from what the file uses, so a new test file lands in a sensible tier without anyone editing
 * the configuration:
 *
 * - `eval`: the chat and news evaluations (a folder named `evaluation/`).
 * - `integration`: a file that starts or reaches something outside its own process: the API's
 *   harness and test helpers (a real app on a database file, server processes, TCP proxies), the SDK's
 *   test servers, `node:http`/`node:net`/`node:child_process`, Redis, or a database opened itself.
 * - `unit`: everything else: pure code in one process, no network, no database server, no Redis, no
 *   child process. It must pass with Redis and PostgreSQL unreachable (`npm run test:quick`).
 * - `postgres`: the API's integration files that test storage, run again on PostgreSQL
 *   (`CLARITY_TEST_DB=postgres`): what can differ between the engines (SQL, types, constraints,
 *   transactions, migrations, the connection). A file is one when it opens a database itself (the
 *   test database helper or `openDatabase`: migrations, processes and CLIs on a database, outages,
 *   several instances on one database), or when it says so with the marker `// @postgres: <why>` on a
 *   line of its own (a file that reaches storage through the app: a store, a write and its rollback,
 *   idempotency, dedupe, counting). A file that only keeps its fixtures in the database (an answer's
 *   wording, a card's text, HTTP validation, rendering) runs on SQLite only: the engine cannot change
 *   what it checks. Pure code never reads the database.
 */
export type Tier = 'unit' | 'integration' | 'eval';

const TEST_ROOTS = ['apps', 'packages'];
const TEST_FILE = /\.test\.ts$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.turbo']);

/** What makes a file an integration test: each pattern names one thing a unit test may not use. */
const OUTSIDE_THE_PROCESS: readonly RegExp[] = [
  /testing\/(harness|server-process|test-database|tcp-proxy)(\.js)?['"]/, // the API's real app, processes, databases
  /helpers\/(api-server|scripted-server|cutting-proxy)(\.js)?['"]/, // the SDK's test servers
  /from ['"]node:(http|https|net|tls|dgram|child_process)['"]/,
  /from ['"](supertest|ioredis|pg|better-sqlite3)['"]/,
  /\bopenDatabase\b/,
];

/** What makes an API integration file also a PostgreSQL one, read from its own source (not its helpers'). */
const TESTS_STORAGE: readonly RegExp[] = [
  /testing\/test-database(\.js)?['"]/, // opens a test database itself
  /\bopenDatabase\(/, // opens the app's database itself (a second connection, a CLI's, a migration)
  /^\/\/ @postgres: \S/m, // the marker: storage reached through the app, with what can differ
];

export function tierOf(path: string, source: string): Tier {
  if (path.split(/[\\/]/).includes('evaluation')) return 'eval';
  return OUTSIDE_THE_PROCESS.some((pattern) => pattern.test(source)) ? 'integration' : 'unit';
}

/**
 * An integration file that needs a process of its own (`// @isolate: <why>` on a line of its own): the other
 * integration files share their worker's modules, as the unit and eval tiers do (vitest.config.ts).
 */
const NEEDS_ITS_OWN_PROCESS = /^\/\/ @isolate: \S/m;

/** Whether an integration file (`ownSource`: its own text, not its helpers') needs a process of its own. */
export function runsIsolated(ownSource: string): boolean {
  return NEEDS_ITS_OWN_PROCESS.test(ownSource);
}

/** Whether an integration file (`ownSource`: its own text, not its helpers') is also one of the PostgreSQL run. */
export function runsOnPostgres(path: string, ownSource: string): boolean {
  return path.startsWith('apps/api/') && TESTS_STORAGE.some((pattern) => pattern.test(ownSource));
}

export interface TestTiers {
  unit: string[];
  integration: string[];
  eval: string[];
  /** API files of `integration` that test storage (see `postgres` above): the PostgreSQL run. */
  postgres: string[];
  /** Files of `integration` marked `// @isolate: <why>`: each in a process of its own (`runsIsolated`). */
  isolated: string[];
}

/** Every test file under `apps/` and `packages/` of `root`, by tier (paths relative to `root`, `/`-separated). */
export function testTiers(root: string): TestTiers {
  const tiers: TestTiers = { unit: [], integration: [], eval: [], postgres: [], isolated: [] };
  for (const file of testFiles(root)) {
    const source = sourceWithHelpers(root, file);
    const tier = tierOf(file, source);
    tiers[tier].push(file);
    if (tier !== 'integration') continue;
    const ownSource = readFileSync(join(root, file), 'utf8');
    if (runsOnPostgres(file, ownSource)) tiers.postgres.push(file);
    if (runsIsolated(ownSource)) tiers.isolated.push(file);
  }
  return tiers;
}

/**
 * A test file's source with that of the test helpers it imports, transitively (relative imports of
 * `*.test-helpers.ts` files and of `testing/` or `helpers/` folders): what a helper starts, the test starts.
 */
function sourceWithHelpers(root: string, file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  let source: string;
  try {
    source = readFileSync(join(root, file), 'utf8');
  } catch {
    return '';
  }
  const parts = [source];
  for (const [, specifier] of source.matchAll(/from ['"](\.{1,2}\/[^'"]+)['"]/g)) {
    if (!/test-helpers|\/testing\/|\/helpers\//.test(`/${specifier!}`)) continue;
    const helper = normalize(join(dirname(file), specifier!.replace(/\.js$/, '.ts'))).split(sep).join('/');
    parts.push(sourceWithHelpers(root, helper, seen));
  }
  return parts.join('\n');
}

function testFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (TEST_FILE.test(entry.name)) files.push(path.split(sep).join('/'));
    }
  };
  for (const dir of TEST_ROOTS) walk(dir);
  return files.sort();
}
