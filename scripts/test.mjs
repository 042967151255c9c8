// npm test: every test of every package. Checks that Chromium is there (installs Debian's
// package when it can), type-checks and lints the repository, builds the web app for the
// browser tests, runs the unit and API tests (server tests on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests, and closes with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';
import { buildWeb } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
mkdirSync(out, { recursive: true });

// The browser tests need Debian's Chromium: install it as root (as .ci/run does), or stop at
// once with the command, rather than a wall of browser-launch failures.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian\'s chromium package for the browser tests...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }).status === 0;
    if (!ok || !existsSync(chromium)) {
      console.error('Could not install Chromium. Run: apt-get update && apt-get install -y chromium');
      process.exit(1);
    }
  } else {
    console.error(`The browser tests need Chromium at ${chromium}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

// What we say we hold: strict types and the lint rules, before any test runs. The two run at
// once (each is one thread; together they take the longer one's time on two cores); each one's
// output is printed whole when it ends.
const timings = [];
const started = Date.now();
const timed = (name, since) => timings.push(`${name} ${Math.round((Date.now() - since) / 1000)} s`);
const checks = await Promise.all(
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
  ].map(
    ([name, args]) =>
      new Promise((resolve) => {
        const t = Date.now();
        const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          console.log(`\n== ${name}\n${output.trim()}`);
          timed(name, t);
          resolve({ name, ok: code === 0 });
        });
      }),
  ),
);
for (const check of checks) {
  if (!check.ok) {
    console.error(`\nThe ${check.name} failed: fix it before the tests run.`);
    process.exit(1);
  }
}

const built = Date.now();
buildWeb();
// The browser journeys run the compiled server, as npm start does.
await buildServer();
timed('builds', built);

const unitProjects = ['core', 'web', 'server-pglite', ...(process.env.TEST_DATABASE_URL ? ['server-postgres'] : [])];
const runs = [
  { name: 'unit', projects: unitProjects },
  { name: 'e2e', projects: ['e2e'] },
];

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
for (const run of runs) {
  const report = path.join(out, `${run.name}.json`);
  const args = ['vitest', 'run', ...run.projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  console.log(`\n> ${run.name} tests: ${run.projects.join(', ')}`);
  const t = Date.now();
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  timed(`${run.name} tests`, t);
  if (result.status !== 0) exitCode = 1;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + (json.numTodoTests ?? 0);
  } catch {
    exitCode = 1;
    console.error(`No report from the ${run.name} tests.`);
  }
}

timed('in all', started);
console.log(`\nTook: ${timings.join(', ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : exitCode);
