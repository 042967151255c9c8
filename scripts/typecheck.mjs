// npm run typecheck: every package's TypeScript checked strictly with TypeScript 7, the compiler
// written in Go (npm's `typescript-7` alias of typescript@7): 9 s for the repository where
// TypeScript 5.9 took 30 s (decision record 028). npm links no `tsc` command for an alias, so this
// script calls it by its path.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');
// The server's program includes bench/ (packages/server/tsconfig.json).
const projects = ['packages/core', 'packages/server', 'packages/web', 'e2e'];

let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Type errors in ${project}.`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
