/**
 * The projects benchmark: 20,000 projects for one company, then the list and search
 * calls driven with autocannon against the real server. Writes results/projects.json.
 * It measures; it never fails a test run.
 *
 *   npm run bench                                  # embedded PGlite in a temporary DATA_DIR
 *   BENCH_DATABASE_URL=postgres://... npm run bench # a PostgreSQL database (a company is added to it)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run bench   (default connections: 1 on PGlite, 8 on PostgreSQL)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedProjects } from './seed-projects';
import { login, machineInfo, startServer, writeResults } from './support';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const databaseUrl = process.env.BENCH_DATABASE_URL;
// PGlite answers one query at a time, so more connections only queue: one connection
// measures the latency of a call; PostgreSQL gets 8 to show it serving in parallel.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (databaseUrl ? 8 : 1));

/** Signs in like the browser: a CSRF cookie first, then auth/login/. Returns the Cookie header. */
interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

const scenarios: Scenario[] = [
  { name: 'ListProject first page', method: 'GET', path: '/api/v1/ListProject/' },
  { name: 'ListProject top level, active', method: 'GET', path: '/api/v1/ListProject/?parent_id=0&status=active' },
  { name: 'ListProject filtered (search text + status + jobs only)', method: 'GET', path: '/api/v1/ListProject/?st=tower&status=active,completed&is_job_only=true' },
  { name: 'ListProject sorted by newest, my projects', method: 'GET', path: '/api/v1/ListProject/?sR=-created_at&owner_id=OWNER' },
  { name: 'ListProject deep page by number (page=701, offset 17,500)', method: 'GET', path: '/api/v1/ListProject/?page=701' },
  { name: 'ListProject deep page by next link (after row 17,500)', method: 'GET', path: 'DEEP_NEXT' },
  { name: 'projects/search/ by name or job #', method: 'POST', path: '/api/v1/projects/search/', body: { search_string: 'harbor' } },
  { name: 'SearchProjects/ (request access dialog)', method: 'GET', path: '/api/v1/SearchProjects/?search_text=lodge' },
];

/** Walks the next links (200 rows a page) to row 17,500, as load-more would, and returns that page's next link. */
async function deepNextLink(baseUrl: string, auth: { cookie: string }): Promise<string> {
  let url = `${baseUrl}/api/v1/ListProject/?page_size=175`;
  for (let i = 0; i < 100; i++) {
    const body = (await (await fetch(url, { headers: { cookie: auth.cookie } })).json()) as { next: string };
    url = body.next;
  }
  return url.replace('page_size=175', 'page_size=25');
}

async function drive(baseUrl: string, auth: { cookie: string; csrf: string }, s: Scenario, ownerId: number, deepNext: string) {
  const url = s.path === 'DEEP_NEXT' ? deepNext : baseUrl + s.path.replace('OWNER', String(ownerId));
  const probe = await fetch(url, { method: s.method, headers: { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' }, body: s.body ? JSON.stringify(s.body) : undefined });
  const sample = (await probe.json()) as { count?: number };
  const result = await autocannon({
    url,
    method: s.method,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' },
    body: s.body ? JSON.stringify(s.body) : undefined,
  });
  const row = {
    name: s.name,
    method: s.method,
    path: s.path,
    matching_rows: sample.count ?? null,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    mean_ms: Math.round(result.latency.average * 100) / 100,
    requests_per_sec: Math.round(result.requests.average * 10) / 10,
    total_requests: result.requests.total,
    non_2xx: result.non2xx + result.errors,
  };
  console.log(`${row.name.padEnd(58)} p50 ${String(row.p50_ms).padStart(5)} ms  p99 ${String(row.p99_ms).padStart(5)} ms  ${String(row.requests_per_sec).padStart(7)} req/s  (${row.matching_rows} rows, ${row.non_2xx} non-2xx)`);
  return row;
}

async function main() {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'jobsite-bench-'));
  console.log(`Seeding ${PROJECTS.toLocaleString()} projects into ${databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`} ...`);
  const started = Date.now();
  const seeded = await seedProjects({ databaseUrl, dataDir, count: PROJECTS });
  const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`Seeded in ${seedSeconds} s. Starting the server ...`);

  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir!, DATABASE_URL: '' });
  const { baseUrl } = server;
  try {
    const auth = await login(baseUrl, seeded.email, seeded.password);
    const deepNext = await deepNextLink(baseUrl, auth);
    const rows = [];
    for (const s of scenarios) rows.push(await drive(baseUrl, auth, s, seeded.accountId, deepNext));
    const out = {
      benchmark: 'projects',
      generated_at: new Date().toISOString(),
      database: databaseUrl ? 'postgres' : 'pglite',
      projects: PROJECTS,
      seed_seconds: seedSeconds,
      seconds_per_scenario: SECONDS,
      connections: CONNECTIONS,
      // Load average at the end: the numbers mean little on a machine busy with other work.
      machine: machineInfo(),
      scenarios: rows,
    };
    writeResults(databaseUrl ? 'projects-postgres.json' : 'projects.json', out);
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run by bench/run.ts with the other benchmarks (npm run bench -- projects for this one alone).
export default main;
