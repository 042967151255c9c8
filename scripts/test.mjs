// npm test: every test of every package. Checks that Chromium is there (installs Debian's
// package when it can), type-checks and lints the repository, runs the unit and API tests (server
// tests on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set) while it builds the web app and
// the server for the browser tests, then the browser tests, and closes with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
mkdirSync(out, { recursive: true });

// The browser tests need Debian's Chromium, its headless shell (e2e/support/browser.ts; the full
// chromium package also does): install the shell as root (as .ci/run does), or stop at once with
// the command, rather than a wall of browser-launch failures.
const browsers = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
if (!browsers.some((p) => existsSync(p))) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const install = 'apt-get update && apt-get install -y chromium-headless-shell';
  if (isRoot && !process.env.CHROMIUM_PATH && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium-headless-shell package for the browser tests...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env }).status === 0;
    if (!ok || !existsSync(browsers[0])) {
      console.error(`Could not install Chromium. Run: ${install}`);
      process.exit(1);
    }
  } else {
    console.error(`The browser tests need Chromium at ${browsers.join(' or ')}. Install it with: sudo ${install} (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

// What we say we hold: strict types and the lint rules, before any test runs, in one pass of oxlint
// (`npm run lint:types`): its own rules and ours (.oxlintrc.json, scripts/lint-rules.mjs), the
// typed rules, and TypeScript's diagnostics (oxlint-tsgolint builds each file's program with
// TypeScript 7 for the typed rules anyway, and --type-check reports that program's type errors, so
// the types are not checked a second time by `npm run typecheck`; decision records 028 and 030).
// Once it has passed, the unit tests start, and beside them the builds (the journeys run the
// compiled server, as npm start does) and then the demo folder the browser journeys copy
// (e2e/setup/global-setup.ts seeds it otherwise); the journeys start when both are done. Each
// step's output is printed whole when it ends (the builds' after the unit tests, so as not to cut
// into theirs); nothing after a failed check is used.
const timings = [];
const started = Date.now();
const timed = (name, since) => timings.push(`${name} ${Math.round((Date.now() - since) / 1000)} s`);

/** Runs a command with its output kept, and prints the output when it ends (or later: `held`). */
function step(name, command, args, held = null) {
  return new Promise((resolve) => {
    const t = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const text = `\n== ${name}\n${output.trim()}`;
      if (held) held.push(text);
      else console.log(text);
      timed(name, t);
      resolve({ name, ok: code === 0 });
    });
  });
}

/**
 * The demo folder the browser journeys copy, seeded the way their set-up seeds it
 * (e2e/setup/seed-folder.ts, which starts the server as every test does), and handed to them as
 * E2E_SEEDED_DATA_DIR. Null when that fails: the journeys' own set-up then seeds (and reports
 * what goes wrong); what it printed then goes to `held`.
 */
async function seedJourneyFolder(held) {
  const t = Date.now();
  const seeded = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/setup/seed-folder.ts'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }));
  });
  timed("journeys' demo folder", t);
  const dataDir = seeded.output.split('\n').at(-1);
  if (seeded.ok && dataDir && existsSync(dataDir)) return dataDir;
  held.push(`\nThe journeys' demo folder could not be seeded ahead; their set-up seeds it:\n${seeded.output}`);
  return null;
}

const checkRun = step('type check and lint (oxlint)', 'npm', ['run', 'lint:types']);
/** What the builds and the demo folder printed, shown after the unit tests. */
const heldOutput = [];
// Settles, never rejects: nothing awaits it until the unit tests end, and a rejection no one
// handled by then would end this script in the middle of them.
const preparing = (async () => {
  const check = await checkRun;
  if (!check.ok) return {};
  const built = Date.now();
  const web = await step('web build', 'npm', ['run', 'build', '-w', '@jobsite/web'], heldOutput);
  if (!web.ok) return { failed: web };
  try {
    await buildServer();
  } catch (err) {
    heldOutput.push(`\n== server build\n${err instanceof Error ? err.message : String(err)}`);
    return { failed: { name: 'server build' } };
  }
  timed('builds', built);
  return { seededDataDir: await seedJourneyFolder(heldOutput) };
})();

function stop(failed, seededDataDir) {
  console.error(`\nThe ${failed.name} failed: fix it before the ${failed.name.endsWith('build') ? 'browser journeys run' : 'tests run'}.`);
  if (seededDataDir) rmSync(seededDataDir, { recursive: true, force: true });
  process.exit(1);
}
const check = await checkRun;
if (!check.ok) stop(check, (await preparing).seededDataDir);

const unitProjects = ['core', 'tooling', 'web', 'server-pglite', ...(process.env.TEST_DATABASE_URL ? ['server-postgres'] : [])];

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
/** One vitest run (its output shown as it comes), counted into the summary from its JSON report. */
async function vitestRun(name, projects, env = {}) {
  const report = path.join(out, `${name}.json`);
  // A run that writes no report is counted as failed, not with the last run's figures.
  rmSync(report, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  console.log(`\n> ${name} tests: ${projects.join(', ')}`);
  const t = Date.now();
  const status = await new Promise((resolve) => spawn('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).on('close', resolve));
  timed(`${name} tests`, t);
  if (status !== 0) exitCode = 1;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + (json.numTodoTests ?? 0);
  } catch {
    exitCode = 1;
    console.error(`No report from the ${name} tests.`);
  }
}

await vitestRun('unit', unitProjects);
const prepared = await preparing;
for (const text of heldOutput) console.log(text);
if (prepared.failed) stop(prepared.failed, prepared.seededDataDir);
await vitestRun('e2e', ['e2e'], prepared.seededDataDir ? { E2E_SEEDED_DATA_DIR: prepared.seededDataDir } : {});

if (prepared.seededDataDir) rmSync(prepared.seededDataDir, { recursive: true, force: true });
timed('in all', started);
console.log(`\nTook: ${timings.join(', ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : exitCode);
