import { defineConfig } from 'vitest/config';

// One test run for every workspace. Workspace packages resolve to their TypeScript source
// through the `@clarity/source` export condition, so tests never need a prior build.
export default defineConfig({
  resolve: { conditions: ['@clarity/source'] },
  ssr: { resolve: { conditions: ['@clarity/source'] } },
  test: {
    include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
