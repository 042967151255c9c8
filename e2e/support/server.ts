import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerProcess, startServerProcess } from '../../packages/server/test/processes';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningApp = ServerProcess;

/**
 * Starts the real server (the built web app and the compiled server: `npm run build`) on a
 * free port with a fresh data folder (or env.DATA_DIR), on the embedded database, exactly as
 * `npm start` runs it, and waits until it answers.
 */
export function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  return startServerProcess({ DATABASE_URL: '', ...env }, { compiled: true });
}
