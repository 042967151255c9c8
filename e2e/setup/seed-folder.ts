import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../packages/server/test/processes';

/**
 * A new data folder holding the demo world: a first start of the compiled server on an empty
 * folder migrates and seeds it (tens of seconds on a busy machine), then stops. Each journey file
 * starts on a copy (e2e/support/server.ts). The folder is removed when the start fails.
 */
export async function seedDemoFolder(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobsite-e2e-seeded-'));
  try {
    // VITEST as under the test runner, whether the folder is seeded ahead (npm test, outside Vitest)
    // or by the journeys' global setup (inside it): the demo users' passwords are then hashed at the
    // test cost (packages/server/src/platform/passwords.ts), which every sign-in of a journey
    // verifies (about 4 ms instead of 140 ms of CPU with the production cost).
    const server = await startServerProcess({ DATABASE_URL: '', DATA_DIR: dataDir, VITEST: 'true' }, { compiled: true });
    await server.stop();
    return dataDir;
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

// `node --import tsx e2e/setup/seed-folder.ts` (scripts/test.mjs seeds ahead, while the unit
// tests run): prints the folder's path, or why it could not be seeded and exits with 1.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  seedDemoFolder().then(
    (dataDir) => console.log(dataDir),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
