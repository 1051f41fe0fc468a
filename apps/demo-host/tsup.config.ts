import { defineConfig } from 'tsup';

export default defineConfig([
  // The partner's server (Node): dependencies stay external and load from node_modules.
  { entry: { server: 'src/server.ts' }, format: ['esm'], platform: 'node', target: 'node20', outDir: 'dist', sourcemap: true },
  // The partner's page script: @clarity/embed-host bundled in, as a partner's own build would.
  {
    entry: { 'public/app': 'src/browser/app.ts' },
    format: ['esm'],
    platform: 'browser',
    target: 'es2020',
    outDir: 'dist',
    noExternal: [/.*/],
    minify: true,
    sourcemap: true,
    esbuildOptions(options) {
      // The widget helper from source: no build of it needed first.
      options.conditions = ['@clarity/source'];
    },
  },
]);
