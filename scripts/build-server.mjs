// Compiles the server ahead (packages/server/dist/main.mjs) so `npm start` runs plain
// JavaScript instead of transpiling TypeScript at every start (decision 019). Our own code
// (the server and @jobsite/core) is bundled; every other package stays an import of node_modules.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'packages/server/dist/main.mjs');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function serverBuildIsStale() {
  if (!existsSync(serverBundle)) return true;
  const built = statSync(serverBundle).mtimeMs;
  const sources = ['packages/server/src', 'packages/core/src', 'package-lock.json', 'scripts/build-server.mjs'];
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

export async function buildServer() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'packages/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(b) {
          // Bare imports other than our workspace packages load from node_modules at run time.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@jobsite/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
