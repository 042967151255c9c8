import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

// In development the API runs on :3000 (npm run dev:server); Vite proxies to it.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/checkin': { target: 'ws://localhost:3000', ws: true },
    },
  },
  // Source maps are written for error reports and debugging on the server's disk, but the
  // bundles do not point at them and the server does not serve them ('hidden').
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Every screen is its own chunk (lazyPage), and the modules two or more screens share became
      // one chunk per set of screens sharing them: 219 chunks, 78 of a signed-in page's 104 scripts
      // under 2 KB. A common chunk under 3 KB of source is now copied into the chunks that read it,
      // behind Rolldown's registry, which keeps each module one instance executed once (its state,
      // React contexts included): 124 chunks; /projects loads 50 scripts (316 KB) instead of 104
      // (307 KB), /login 13 instead of 27, and a page load costs 18 % less CPU in Chromium and the
      // server together. Inlining needs strict execution order (Rolldown turns it on), whose module
      // wrappers add 2 KB to the login page (199.5 of its 200 KB gzip budget, bench/bundle.ts): a
      // 4 KB limit went over it. Chunks holding styles stay files, as Vite's CSS plugin expects
      // (decision record 029).
      // Core's schemas are built at module level (`export const x = z.object(...)`), and a call is
      // kept unless the bundler knows it is pure: every screen's chunk built the schemas of whole
      // core modules it never reads (55 ms of a /projects load's script time). A call on `z` now
      // counts as pure, so an unused schema is dropped: 25 ms left on /projects, 4 KB less gzip in
      // all, 1.3 KB less on /login. A call on `z` for its effect would be dropped too: zod-messages.ts
      // configures zod through `config`, not `z.config` (the accounts journey checks its texts).
      treeshake: { manualPureFunctions: ['z'] },
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 3 * 1024, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ } } },
    },
  },
});
