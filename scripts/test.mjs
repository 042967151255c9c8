// npm test: every test of every package. Builds the web app for the browser tests, runs the
// unit and API tests (server tests on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests, and closes with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
mkdirSync(out, { recursive: true });

buildWeb();

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
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
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

console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : exitCode);
