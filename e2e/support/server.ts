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
 * free port, on the embedded database, exactly as `npm start` runs it, and waits until it
 * answers: on env.DATA_DIR when given, otherwise on its own copy of the seeded demo world
 * (removed when it stops).
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const own = env.DATA_DIR ? null : seededDataDir();
  const app = await startServerProcess({ DATABASE_URL: '', ...env, ...(own ? { DATA_DIR: own } : {}) }, { compiled: true });
  if (!own) return app;
  return {
    ...app,
    stop: async () => {
      await app.stop();
      rmSync(own, { recursive: true, force: true });
    },
  };
}
