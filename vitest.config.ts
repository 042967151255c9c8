import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner for every package. Server tests run once on embedded PGlite and, when
// TEST_DATABASE_URL points at a PostgreSQL server, once more against it.
/**
 * Server test files that open no database: configuration, the data folder lock and the management
 * CLI (which runs on its own embedded folder whatever TEST_DB says), signed file links, file
 * storage. They run in the PGlite pass only; the PostgreSQL pass ran them again to the same end
 * (startup.test.ts alone is 20 s of a worker: five server processes started through tsx).
 */
const databaseFree = ['src/platform/startup.test.ts', 'src/platform/files.test.ts', 'src/platform/storage.test.ts'];

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './packages/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(db === 'postgres' ? databaseFree : [])],
    env: { TEST_DB: db },
    globalSetup: ['./test/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One worker per core. Vitest's default outside watch mode is one less than the cores, which on
    // the 2-core machines we test on is a single worker: the unit run then kept 0.7 of 2 cores busy
    // (much of a server test's time is the database answering, not the worker).
    maxWorkers: availableParallelism(),
    projects: [
      // Core's tests are pure functions over core's modules: one module graph per worker (as the server
      // and web tests have) instead of one per file. 27 files: 7.6 -> 2.0 s alone; they pass in shuffled orders.
      { test: { name: 'core', root: './packages/core', include: ['src/**/*.test.ts'], isolate: false } },
      // The repository's own tooling: the lint rules (scripts/lint-rules.mjs) and what they forbid.
      { test: { name: 'tooling', root: './scripts', include: ['**/*.test.mjs'] } },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      './packages/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // Three journey files for every two cores: each starts its own server on its own copy of
          // the seeded folder and its own Chromium, so they share nothing. A journey file alone
          // kept the machine 70 % busy (waits on the server and the browser): 416 -> 317 s for the 17
          // files with two at a time. On two cores, two at a time then kept them 81 % busy (21
          // files), three 94 %: 163 -> 132-145 s; four spent more CPU than they filled (154 s).
          fileParallelism: true,
          maxWorkers: Math.ceil(availableParallelism() * 1.5),
          // A worker runs its next journey file in the same process: the runner, playwright-core and
          // our support modules are loaded once per worker instead of once per file (import time
          // 13.7 -> 2.4 s, the run 198 -> 182 s). A file shares no state with the next: useJourney
          // starts and stops its own server and browser, and nothing here is kept at module level.
          isolate: false,
          // A worker count of its own needs a group of its own: the journeys run after the unit
          // projects when one `vitest run` runs them all (npm test runs them in a run of their own).
          sequence: { groupOrder: 1 },
          globalSetup: ['./setup/global-setup.ts'],
        },
      },
    ],
  },
});
