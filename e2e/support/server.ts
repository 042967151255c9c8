import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../packages/server/test/processes';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningApp = ServerProcess;

/**
 * A new data folder holding the demo world: a copy of the one the run seeded once
 * (setup/global-setup.ts). The caller removes it.
 */
export function seededDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobsite-e2e-'));
  cpSync(inject('seededDataDir'), dir, { recursive: true });
  return dir;
}

/**
 * Starts the real server (the built web app and the compiled server: `npm run build`) on a
 * free port, on the embedded database, as `npm start` runs it, and waits until it answers: on
 * env.DATA_DIR when given, otherwise on its own copy of the seeded demo world (removed when it
 * stops).
 *
 * One node option differs: `--liftoff-only`, V8 runs PGlite's WebAssembly with its baseline
 * compiler only. A journey's server lives for a few hundred requests, and optimising the
 * database's hot functions cost more CPU than it gave back: a start, a sign-in and 30 list calls
 * took 2.6 -> 1.5 s of CPU (300 list calls 3.9 -> 2.7 s), and the journeys' servers 82 -> 54 s
 * of CPU over a run. A server that runs for hours (npm start, the benchmarks) keeps the default.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const own = env.DATA_DIR ? null : seededDataDir();
  const app = await startServerProcess({ DATABASE_URL: '', ...env, ...(own ? { DATA_DIR: own } : {}) }, { compiled: true, nodeOptions: ['--liftoff-only'] });
  if (!own) return app;
  return {
    ...app,
    stop: async () => {
      await app.stop();
      rmSync(own, { recursive: true, force: true });
    },
  };
}
