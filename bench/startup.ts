/**
 * Start-up: how long `npm start`'s server takes from its launch to its first answer. It runs the
 * compiled server as `npm start` does (`node --enable-source-maps packages/server/dist/main.mjs`;
 * `npm run build` first), on the embedded database, and polls /api/v1/health/ every 10 ms:
 * - once on an empty data folder (migrations and the demo seed: a new user's first start);
 * - then BENCH_STARTS times (default 10) on that folder, now existing (every later start).
 * Writes the times in ms, their median, and the machine to bench/results/startup.json. The goal
 * (issue 14): under 1.5 s on an existing folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../packages/server/test/processes';
import { machineInfo, median, writeResults } from './support';

/** Milliseconds from spawning the server (no build: startServerProcess says so) to its first 200 from /api/v1/health/; the server is stopped after. */
async function timedStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const app = await startServerProcess({ DATABASE_URL: '', DATA_DIR: dataDir }, { compiled: true, pollMs: 10, timeoutMs: 300_000 });
  const ms = Math.round(performance.now() - started);
  await app.stop();
  return ms;
}


export default async function startup(): Promise<void> {
  const starts = Number(process.env.BENCH_STARTS ?? 10);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobsite-bench-startup-'));
  try {
    const emptyFolder = await timedStart(dataDir);
    console.log(`empty data folder (migrations and the demo seed): ${emptyFolder} ms`);
    const existing: number[] = [];
    for (let i = 0; i < starts; i++) existing.push(await timedStart(dataDir));
    console.log(`existing data folder, ${starts} starts: median ${median(existing)} ms (${Math.min(...existing)}-${Math.max(...existing)}): ${existing.join(', ')}`);
    writeResults('startup.json', {
      benchmark: 'compiled server (npm start) from launch to the first 200 from /api/v1/health/, embedded database',
      recorded_at: new Date().toISOString(),
      machine: machineInfo(),
      goal_existing_folder_ms: 1500,
      empty_folder_ms: emptyFolder,
      existing_folder_ms: { median: median(existing), min: Math.min(...existing), max: Math.max(...existing), runs: existing },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
