/**
 * Catalogue search benchmark: seeds the demo world with a 200,000-item catalogue into a
 * fresh data folder, starts the real server on it, signs in as the demo buyer and drives
 * POST searchproduct/ with autocannon for a few representative searches. Writes p50/p99
 * latencies to bench/results/catalogue.json. It measures; it never fails a run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../packages/server/src/platform/db';
import { seedDemo } from '../packages/server/src/seed/demo';
import { login, machineInfo, startServer, writeResults } from './support';

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

    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const { baseUrl } = server;
    try {
      const auth = await login(baseUrl, 'buyer@demo.test', 'demo-pass-2026');
      const headers = { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' };
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
        machine: machineInfo(),
        queries: results,
      };
      writeResults('catalogue.json', out);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
