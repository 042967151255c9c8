// npm start: build the web app when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, newestMtime, serverBuildIsStale, serverBundle } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'packages/web/dist/index.html');

export function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = ['packages/web/src', 'packages/web/index.html', 'packages/web/public', 'packages/web/vite.config.ts', 'packages/core/src', 'package-lock.json'];
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

export function buildWeb() {
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@jobsite/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (webBuildIsStale()) buildWeb();
  if (serverBuildIsStale()) await buildServer();
  const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
