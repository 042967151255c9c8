/**
 * Catalogue search benchmark: seeds the demo world with a 200,000-item catalogue into a
 * fresh data folder, starts the real server on it, signs in as the demo buyer and drives
 * POST searchproduct/ with autocannon for a few representative searches. Writes p50/p99
 * latencies to bench/results/catalogue.json. It measures; it never fails a run.
 */
import { seedDemo } from '../packages/server/src/seed/demo';
import { login, machineInfo, measure, seedInto, type Target, withSeededServer, writeResults } from './support';

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

/** The demo world with ITEMS catalogue items (always embedded PGlite: no databaseUrl is given). */
function seed(target: Target) {
  return seedInto(target, (db) => seedDemo(db, { catalogueItems: ITEMS }));
}

export default function benchCatalogue(): Promise<void> {
  return withSeededServer({ name: 'catalogue', what: `${ITEMS.toLocaleString()} catalogue items (the demo world)`, seed }, async ({ baseUrl }, _seeded, seedSeconds) => {
    const auth = await login(baseUrl, 'buyer@demo.test', 'demo-pass-2026');
    const options = (await (await fetch(`${baseUrl}/api/v1/GetProdSearchOptions/`, { headers: { cookie: auth.cookie } })).json()) as { categories: { id: number; name: string }[] };
    const lighting = options.categories.find((c) => c.name === 'Lighting')!;
    const results = [];
    for (const q of QUERIES) {
      const body = 'category_id' in q.body ? { ...q.body, category_id: lighting.id } : q.body;
      const { sample, result: run } = await measure(`${baseUrl}/api/v1/searchproduct/`, auth, { method: 'POST', body }, { connections: CONNECTIONS, seconds: DURATION });
      const row = {
        name: q.name,
        body,
        matches: sample.count,
        p50_ms: run.latency.p50,
        p99_ms: run.latency.p99,
        mean_ms: Number(run.latency.average.toFixed(1)),
        requests_per_sec: Number(run.requests.average.toFixed(1)),
        errors: run.errors + run.non2xx,
      };
      console.log(`  ${q.name.padEnd(36)} matches ${String(sample.count).padStart(7)}  p50 ${row.p50_ms} ms  p99 ${row.p99_ms} ms  ${row.requests_per_sec} req/s`);
      results.push(row);
    }
    writeResults('catalogue.json', {
      benchmark: 'POST /api/v1/searchproduct/ (first page of 25)',
      recorded_at: new Date().toISOString(),
      database: 'embedded PGlite (single process)',
      catalogue_items: ITEMS,
      seed_seconds: seedSeconds,
      connections: CONNECTIONS,
      duration_seconds_per_query: DURATION,
      machine: machineInfo(),
      queries: results,
    });
  });
}
