import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testTiers } from './test-tiers.js';

// One configuration for every workspace, in tiers (test-tiers.ts decides each file's from what it
// uses; README, "Test tiers"): `vitest run --project unit` is the fast loop. Workspace packages
// resolve to their TypeScript source through the `@clarity/source` export condition, so tests never
// need a prior build.
//
// With `CLARITY_TEST_DB=postgres` the run is the PostgreSQL one: only the files that test storage,
// each once, on PostgreSQL; so `CLARITY_TEST_DB=postgres npx vitest run <file>` means what it always did.
const tiers = testTiers(import.meta.dirname);
const onPostgres = process.env.CLARITY_TEST_DB === 'postgres';
/** The files of a tier that may share their worker's modules (all but those marked `// @isolate: <why>`). */
const shared = (files: string[]): string[] => files.filter((file) => !tiers.isolated.includes(file));
/** The project of a tier's files marked `// @isolate: <why>`, a process each; none when no file is marked. */
const isolatedProject = (name: string, files: string[]) => {
  const isolated = files.filter((file) => tiers.isolated.includes(file));
  return isolated.length ? [{ extends: true as const, test: { name, include: isolated } }] : [];
};

/**
 * The unit tier's files share their worker's modules (`isolate: false`): pure code with no state
 * between files, so each worker imports the code once instead of once per file (measured: the tier's
 * wall time 123 s → 45 s and CPU 33 s → 14 s on the shared 2-core machine; docs/benchmarks.md). A unit
 * test that changes module state (a mock, a fake clock, a global) restores it in its own hooks. The
 * evaluations likewise: each set runs on an app of its own, and sharing the worker spares each file
 * the import of the whole API and the training of the intent models (three sets: 71 s → 46 s wall,
 * the same scores). The integration tier too: a fresh process per file cost each of its 117 files about
 * 4.4 s of CPU before its first test (starting the worker, importing the API through vite's module runner,
 * training the intent models again); twelve of them took 99 s of CPU one process each and 47 s sharing
 * (docs/benchmarks.md, "Test times"). Its files already share nothing but modules: each starts its own app,
 * database and servers and closes them, and restores what it spies on. A file that cannot share (a
 * process-wide handler, a module's state it must see fresh) says why on a line `// @isolate: <why>` and runs
 * in a process of its own (test-tiers.ts). Measured whole (28 November 2026, load 3): the SQLite integration
 * files sharing their workers passed in 3 min 15 s wall (4 min 10 s CPU); the PostgreSQL files, at load 9–12,
 * passed but for one timing assertion under that load (since made to retry). An earlier run of the whole tier
 * shared, at load 30, had many failures after its first 30 files (docs/benchmarks.md, "Test times").
 *
 * The unit tier always runs with the test Redis and PostgreSQL at a closed port (TCP port 1 on the
 * loopback, where nothing listens: a connection is refused at once), so every unit run, `npm run
 * test:quick`'s included, proves that the tier needs neither (README, "Test tiers").
 */
const UNREACHABLE = {
  CLARITY_TEST_REDIS_URL: 'redis://127.0.0.1:1',
  CLARITY_TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/postgres',
} as const;

export default defineConfig({
  resolve: { conditions: ['@clarity/source'] },
  ssr: { resolve: { conditions: ['@clarity/source'] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A test file per core. Vitest's default, one core less, leaves one of this 2-core machine's two idle
    // (one file at a time), while vitest's own process mostly waits and most integration files spend
    // much of their time waiting too (on a server process, PostgreSQL, Redis, a socket).
    // The PostgreSQL run keeps one file at a time until it has passed three times in a row at two. At two, a
    // fresh clone's run saw a live process's test schema vanish under it (`schema "test_<pid>_…" does not
    // exist` while migrating, embeds/mint.test.ts, 28 November 2026). The only code that drops a schema is
    // the orphan sweep in testing/test-database.ts, which judged a schema's owner by the pid in its name
    // alone. How that took a live one is not proven (every checkout's processes share one pid namespace,
    // where a running creator always answers); but pids wrap here within a run (pid_max 32,768: 31,463 →
    // 580 in one PostgreSQL run) and every checkout shares the server and the database, so a pid is no
    // proof. The sweep now also needs the schema's ownership lock, which its owner's session holds for as
    // long as the owner lives (db/test-schema-sweep.test.ts). At two since then: two runs at load 30–38, no
    // schema lost, but neither passed (time limits of CLI and server processes started from source, and a
    // timing assertion, under that load), so three passes in a row are still to come (docs/benchmarks.md).
    maxWorkers: onPostgres ? 1 : Math.max(2, availableParallelism()),
    projects: onPostgres
      ? [
          { extends: true, test: { name: 'postgres', include: shared(tiers.postgres), isolate: false } },
          ...isolatedProject('postgres-isolated', tiers.postgres),
        ]
      : [
          { extends: true, test: { name: 'unit', include: tiers.unit, isolate: false, env: { ...UNREACHABLE } } },
          { extends: true, test: { name: 'integration', include: shared(tiers.integration), isolate: false } },
          ...isolatedProject('integration-isolated', tiers.integration),
          { extends: true, test: { name: 'eval', include: tiers.eval, isolate: false } },
        ],
  },
});
