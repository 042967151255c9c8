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
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 1500 },
});
