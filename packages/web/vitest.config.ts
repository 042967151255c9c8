import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
    // A limit, not a measure: some dialog tests take 4-5 s of jsdom work on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
