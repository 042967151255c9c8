// What npm start does when npm is told to stop: npm passes the signal to the shell running the
// script, the shell dies without passing it on, and the script (here a stand-in for
// scripts/start.mjs) must stop what it started.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stop-when-orphaned.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'jobsite-orphan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `script` to a file and runs it with node under `sh -c`, as npm runs a package script. */
function runUnderShell(script) {
  const file = path.join(dir, `script-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, script);
  return spawn('sh', ['-c', `"${process.execPath}" "${file}"; true`], { stdio: 'ignore' });
}

const waitFor = async (file) => {
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  return existsSync(file);
};

it('stops what the script started when the shell npm ran it in dies', { timeout: 30_000 }, async () => {
  const started = path.join(dir, 'started');
  const stopped = path.join(dir, 'stopped');
  const script = `import { writeFileSync } from 'node:fs';
import { stopWhenOrphaned } from ${JSON.stringify(module)};
stopWhenOrphaned(() => { writeFileSync(${JSON.stringify(stopped)}, ''); process.exit(0); }, 50);
writeFileSync(${JSON.stringify(started)}, '');
setInterval(() => {}, 1000);`;
  const shell = runUnderShell(script);
  expect(await waitFor(started)).toBe(true);
  expect(existsSync(stopped)).toBe(false);
  shell.kill('SIGTERM');
  expect(await waitFor(stopped)).toBe(true);
});

it('leaves a script whose parent stays alone, and keeps no process alive by itself', { timeout: 30_000 }, async () => {
  const done = path.join(dir, 'done');
  const script = `import { writeFileSync } from 'node:fs';
import { stopWhenOrphaned } from ${JSON.stringify(module)};
stopWhenOrphaned(() => writeFileSync(${JSON.stringify(path.join(dir, 'wrongly-stopped'))}, ''), 50);
setTimeout(() => writeFileSync(${JSON.stringify(done)}, ''), 400);`;
  const shell = runUnderShell(script);
  const code = await new Promise((resolve) => shell.on('exit', resolve));
  expect(code).toBe(0);
  expect(existsSync(done)).toBe(true);
  expect(existsSync(path.join(dir, 'wrongly-stopped'))).toBe(false);
});
