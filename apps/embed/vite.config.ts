import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API under /embed/ (assets at /embed/assets/*, cached immutably: names are hashed).
// The page's CSP is `script-src 'self'`, so the build must not inline scripts.
// `vite build --ssr` builds the server's render of the card (src/ssr.tsx) into dist/ssr/, one
// self-contained module (Preact and all included, so the API needs none of the widget's packages).
export default defineConfig(({ isSsrBuild }) => ({
  base: '/embed/',
  plugins: [react()],
  resolve: {
    alias: [
      // The dependency-free half of the message protocol: the widget does not ship zod.
      { find: '@clarity/shared/message-protocol', replacement: fileURLToPath(new URL('../../packages/shared/src/message-protocol.ts', import.meta.url)) },
      // The widget is written against React's API and typed with @types/react, but ships Preact's
      // compatible runtime: about a tenth of react-dom's size, and the card paints sooner because
      // the browser parses and runs far less code before the first render (bench: embed-ui).
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { input: 'src/ssr.tsx', output: { entryFileNames: 'render-card.js', codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        sourcemap: false,
        manifest: true,
      },
}));
