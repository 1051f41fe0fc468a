import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API under /console/ (assets at /console/assets/*, cached immutably: names are hashed).
// The page's CSP is `script-src 'self'; style-src 'self'`, so the build inlines neither scripts nor styles.
// Like the widget, written against React's API and shipped on Preact's compatible runtime (a tenth of react-dom).
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0, sourcemap: false, manifest: true },
});
