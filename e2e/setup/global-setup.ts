import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from '../support/browser';
import { seedDemoFolder } from './seed-folder';
import { REPO_ROOT } from '../support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the compiled server has migrated and seeded with the demo world; each journey runs on a copy. */
    seededDataDir: string;
  }
}

/**
 * Browser tests need Debian's Chromium (its headless shell) and the built web app (npm test builds it first).
 * A first start on an empty folder migrates and seeds the demo world (tens of seconds on a
 * busy machine): that happens once here, and each journey file starts on a copy of the result.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium-headless-shell (npm test and the CI script do).`);
  if (!existsSync(path.join(REPO_ROOT, 'packages/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` (npm test does it).');
  }
  // npm test seeds it ahead, while the unit tests run (scripts/test.mjs), and removes it after.
  const given = process.env.E2E_SEEDED_DATA_DIR;
  if (given && existsSync(given)) {
    project.provide('seededDataDir', given);
    return () => {};
  }
  const dataDir = await seedDemoFolder();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
