import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './server';

const run = promisify(execFile);

/**
 * Runs the operator CLI (`npm run manage -- ...`) against a data folder before the
 * server starts on it (the server holds the folder's lock while it runs). Answers stdout.
 */
export async function manage(dataDir: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'packages/server/src/manage.ts'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  return stdout.trim();
}
