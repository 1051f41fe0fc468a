import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API under /embed/ (assets at /embed/assets/*, cached immutably: names are hashed).
// The page's CSP is `script-src 'self'`, so the build must not inline scripts.
export default defineConfig({
  base: '/embed/',
  plugins: [react()],
  resolve: {
    alias: {
      // The dependency-free half of the message protocol: the widget does not ship zod.
      '@clarity/shared/message-protocol': fileURLToPath(new URL('../../packages/shared/src/message-protocol.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    sourcemap: false,
    manifest: true,
  },
});
