import { defineConfig } from 'tsup';

// ESM (dist/index.js) and CJS (dist/index.cjs) with declarations for each. The library imports
// @clarity/shared with `import type` only, so no zod reaches the JavaScript; scripts/wire-types.mjs
// then replaces the declarations' @clarity/shared imports with expanded, zod-free types.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  external: ['eventsource-parser', 'fast-xml-parser'],
  // The CSV and untrusted-XML readers the SDK shares with the API (packages/file-readers, private) are
  // bundled from their source; fast-xml-parser, which they use, stays a dependency.
  noExternal: ['@clarity/file-readers'],
  esbuildOptions(options) {
    options.conditions = ['@clarity/source'];
  },
});
