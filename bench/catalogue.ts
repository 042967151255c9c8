/**
 * Catalogue search benchmark: seeds the demo world with a 200,000-item catalogue into a
 * fresh data folder, starts the real server on it, signs in as the demo buyer and drives
 * POST searchproduct/ with autocannon for a few representative searches. Writes p50/p99
 * latencies to bench/results/catalogue.json. It measures; it never fails a run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../packages/server/src/platform/db';
import { seedDemo } from '../packages/server/src/seed/demo';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const ITEMS = Number(process.env.BENCH_CATALOGUE_ITEMS ?? 200_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

const QUERIES: { name: string; body: Record<string, unknown> }[] = [
  { name: 'exact catalogue number', body: { search_text: 'SQD-QO1020' } },
  { name: 'partial catalogue number (trigram)', body: { search_text: 'EMT07' } },
  { name: 'description words', body: { search_text: '1/2 emt connector' } },
  { name: 'broad word, many matches', body: { search_text: 'conduit' } },
  { name: 'words with category filter', body: { search_text: 'troffer 4000k', category_id: 0 } },
  { name: 'unit price filter only', body: { unit_price: 45.2 } },
  { name: 'no filter (browse first page)', body: {} },
];

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 300_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      if ((await fetch(`${baseUrl}/api/v1/health/`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const csrf = 'bench-csrf-token-0123456789abcdef';
  const res = await fetch(`${baseUrl}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ email: 'buyer@demo.test', password: 'demo-pass-2026' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const session = /sessionid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return { cookie: `csrftoken=${csrf}; sessionid=${session}`, 'x-csrftoken': csrf, 'content-type': 'application/json' };
}

export default async function benchCatalogue(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobsite-bench-catalogue-'));
  try {
    console.log(`catalogue: seeding ${ITEMS.toLocaleString()} items into ${dataDir} (embedded PGlite)…`);
    const t0 = Date.now();
    const database = await openDatabase({ dataDir });
    await seedDemo(database.db, { catalogueItems: ITEMS });
    await database.close();
    const seedSeconds = (Date.now() - t0) / 1000;
    console.log(`catalogue: seeded in ${seedSeconds.toFixed(1)} s`);

    const { child, baseUrl } = await startServer(dataDir);
    try {
      const headers = await signIn(baseUrl);
      const options = await (await fetch(`${baseUrl}/api/v1/GetProdSearchOptions/`, { headers })).json();
      const lighting = options.categories.find((c: { name: string }) => c.name === 'Lighting');
      const results = [];
      for (const q of QUERIES) {
        const body = 'category_id' in q.body ? { ...q.body, category_id: lighting.id } : q.body;
        const probe = await (await fetch(`${baseUrl}/api/v1/searchproduct/`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
        const run = await autocannon({ url: `${baseUrl}/api/v1/searchproduct/`, method: 'POST', headers, body: JSON.stringify(body), connections: CONNECTIONS, duration: DURATION });
        const row = {
          name: q.name,
          body,
          matches: probe.count,
          p50_ms: run.latency.p50,
          p99_ms: run.latency.p99,
          mean_ms: Number(run.latency.average.toFixed(1)),
          requests_per_sec: Number(run.requests.average.toFixed(1)),
          errors: run.errors + run.non2xx,
        };
        console.log(`  ${q.name.padEnd(36)} matches ${String(probe.count).padStart(7)}  p50 ${row.p50_ms} ms  p99 ${row.p99_ms} ms  ${row.requests_per_sec} req/s`);
        results.push(row);
      }
      const out = {
        benchmark: 'POST /api/v1/searchproduct/ (first page of 25)',
        recorded_at: new Date().toISOString(),
        database: 'embedded PGlite (single process)',
        catalogue_items: ITEMS,
        seed_seconds: Number(seedSeconds.toFixed(1)),
        connections: CONNECTIONS,
        duration_seconds_per_query: DURATION,
        machine: { cpus: cpus().length, load_average_at_end: loadavg().map((l) => Number(l.toFixed(2))), node: process.version },
        queries: results,
      };
      writeFileSync(path.join(HERE, 'results/catalogue.json'), `${JSON.stringify(out, null, 2)}\n`);
      console.log('catalogue: wrote bench/results/catalogue.json');
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
