import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from '../support/browser';
import { REPO_ROOT } from '../support/server';

/** Browser tests need Debian's Chromium and the built web app (npm test builds it first). */
export default function setup(): void {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (the CI script does).`);
  if (!existsSync(path.join(REPO_ROOT, 'packages/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` (npm test does it).');
  }
}
