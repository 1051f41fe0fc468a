import { defineConfig } from 'tsup';

// One ESM file with no runtime dependencies: the protocol parser from @clarity/shared is bundled
// in (it is a few hundred bytes and has no imports), and so are its types in the .d.ts.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2020',
  platform: 'browser',
  dts: { resolve: true },
  minify: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
});
