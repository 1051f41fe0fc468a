import { defineConfig } from 'vitest/config';
import { testTiers } from './test-tiers.js';

// One configuration for every workspace, in tiers (test-tiers.ts decides each file's from what it
// uses; README, "Test tiers"): `vitest run --project unit` is the fast loop. Workspace packages
// resolve to their TypeScript source through the `@clarity/source` export condition, so tests never
// need a prior build.
//
// With `CLARITY_TEST_DB=postgres` the run is the PostgreSQL one: only the files that touch storage,
// each once, on PostgreSQL; so `CLARITY_TEST_DB=postgres npx vitest run <file>` means what it always did.
const tiers = testTiers(import.meta.dirname);
const onPostgres = process.env.CLARITY_TEST_DB === 'postgres';

export default defineConfig({
  resolve: { conditions: ['@clarity/source'] },
  ssr: { resolve: { conditions: ['@clarity/source'] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: onPostgres
      ? [{ extends: true, test: { name: 'postgres', include: tiers.postgres } }]
      : [
          { extends: true, test: { name: 'unit', include: tiers.unit } },
          { extends: true, test: { name: 'integration', include: tiers.integration } },
          { extends: true, test: { name: 'eval', include: tiers.eval } },
        ],
  },
});
