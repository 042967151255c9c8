// npm start: build the web app when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, newestMtime, serverBuildIsStale, serverBundle } from './build-server.mjs';
import { stopWhenOrphaned } from './stop-when-orphaned.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'packages/web/dist/index.html');
/**
 * The V8 settings the server runs with, here and wherever a test, journey or benchmark starts one
 * (packages/server/test/processes.ts): a young generation of up to 64 MB a half, where Node 20's
 * default is 16. Under load a request's objects (rows, parsed JSON, the answer) outlived the small
 * one and were copied into the old generation and collected there: at 50 connections on a BOM page
 * the server spent 28 % less CPU a request without it (decision record 032).
 */
const serverV8Flags = JSON.parse(readFileSync(path.join(root, 'packages/server/v8-flags.json'), 'utf8'));

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
  const server = spawn(process.execPath, [...serverV8Flags, '--enable-source-maps', serverBundle], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  // The shell npm runs this in dies on a stop without passing it on: stop the server as the signal would have.
  stopWhenOrphaned(() => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
