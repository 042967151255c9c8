/**
 * The cart (BOM) benchmark: one project with 5,000 lines, then the BOM screen's calls
 * against the real server: retrieve_cart_items/ first page, a deep page, a search, the
 * grouped order, the summary, a bulk phase code set on 1,000 lines, the BOM export and
 * a 1,000-line BOM import. Writes results/cart.json (cart-postgres.json on PostgreSQL).
 * It measures; it never fails a test run.
 *
 *   npm run bench -- cart                                  # embedded PGlite in a temporary DATA_DIR
 *   BENCH_DATABASE_URL=postgres://... npm run bench -- cart  # a PostgreSQL database (a company is added)
 *   BENCH_SECONDS=5 BENCH_CART_LINES=5000 BENCH_ROUNDS=20 npm run bench -- cart
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { asc, count } from 'drizzle-orm';
import type { LineCode } from '@jobsite/core';
import { baseItems } from '../packages/server/src/db/schema/index';
import { createAccount } from '../packages/server/src/modules/accounts/service';
import { addCatalogueLines, addCustomLines } from '../packages/server/src/modules/cart/lines';
import { createCompany } from '../packages/server/src/modules/companies/service';
import { createProject } from '../packages/server/src/modules/projects/service';
import { openDatabase } from '../packages/server/src/platform/db';
import { companyScope } from '../packages/server/src/platform/scope';
import { seedCatalogue } from '../packages/server/src/seed/catalogue/seed';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const LINES = Number(process.env.BENCH_CART_LINES ?? 5_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (databaseUrl ? 8 : 1));

const PHASES: LineCode[] = [
  ['26-05-19', 'Low-Voltage Conductors'],
  ['26-05-26', 'Grounding and Bonding'],
  ['26-05-29', 'Hangers and Supports'],
  ['26-05-33', 'Raceways and Boxes'],
  ['26-24-16', 'Panelboards'],
  ['26-27-26', 'Wiring Devices'],
  ['26-51-13', 'Interior Lighting Fixtures'],
  ['26-56-13', 'Exterior Lighting'],
].map(([code, name]) => ({ code, name }));
const COSTS: LineCode[] = [
  { code: 'M', name: 'Material' },
  { code: 'E', name: 'Equipment Rental' },
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health/`)).ok) return { baseUrl, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function login(baseUrl: string, email: string, password: string): Promise<{ cookie: string; csrf: string }> {
  const first = await fetch(`${baseUrl}/api/v1/health/`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('no CSRF cookie');
  const res = await fetch(`${baseUrl}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const session = /sessionid=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
  return { cookie: `csrftoken=${csrf}; sessionid=${session}`, csrf };
}

/**
 * A contractor with one project of LINES lines (a twentieth custom, the rest catalogue
 * items cycled through the catalogue, phase codes spread over eight), added through the
 * cart module in one transaction as the BOM import would. Seeds a catalogue when the
 * database has none.
 */
async function seedCart(dataDir: string | null) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    const tag = randomBytes(3).toString('hex');
    const company = await createCompany(db, { name: `Bench Cart ${tag}`, systemType: 'buyer', services: ['tool'], isVerified: true });
    const password = 'bench-pass-2026';
    const email = `bench-cart-${tag}@bench.test`;
    const account = await createAccount(db, { email, password, firstName: 'Bench', lastName: 'Buyer', companyId: company.id, emailVerified: true });
    const [{ n }] = await db.select({ n: count() }).from(baseItems);
    if (n < 2000) {
      const supplier = await createCompany(db, { name: `Bench Supply ${tag}`, systemType: 'seller', isVerified: true });
      await db.transaction((tx) => seedCatalogue(tx, { supplierId: supplier.id, buyerIds: [company.id], count: 5000 }));
    }
    const items = (await db.select({ id: baseItems.id }).from(baseItems).orderBy(asc(baseItems.id)).limit(3000)).map((r) => r.id);
    const scope = companyScope(company.id);
    const project = await db.transaction((tx) =>
      createProject(tx, scope, { id: account.id, isStaff: false }, { name: `Bench Tower ${tag}`, main_job_num: 'B-1', is_create_group: false, is_work_order: false, status: 'active' }),
    );
    const ctx = { scope, project: { id: project.id }, accountId: account.id };
    const custom = Math.floor(LINES / 20);
    await db.transaction(async (tx) => {
      await addCatalogueLines(
        tx,
        ctx,
        Array.from({ length: LINES - custom }, (_, i) => ({
          baseItemId: items[(i * 7) % items.length],
          packageCount: 1 + (i % 40),
          phaseCode: PHASES[i % PHASES.length],
          costCode: COSTS[i % 11 === 0 ? 1 : 0],
          wbsCode1: `L${1 + (i % 12)}`,
        })),
      );
      await addCustomLines(
        tx,
        ctx,
        Array.from({ length: custom }, (_, i) => ({
          description: `Field-fabricated bracket type ${i % 25}`,
          code: `FAB-${i % 25}`,
          unit: 'EA' as const,
          unitPrice: 12 + (i % 25),
          manufacturerName: 'Shop',
          packageCount: 2,
          phaseCode: PHASES[2],
        })),
      );
    });
    return { email, password, projectId: project.id };
  } finally {
    await database.close();
  }
}

interface Row {
  name: string;
  method: string;
  path: string;
  matching_rows: number | null;
  p50_ms: number;
  p99_ms: number;
  mean_ms: number;
  requests_per_sec: number | null;
  total_requests: number;
  non_2xx: number;
}

const print = (r: Row) =>
  console.log(`${r.name.padEnd(62)} p50 ${String(r.p50_ms).padStart(6)} ms  p99 ${String(r.p99_ms).padStart(6)} ms  (${r.total_requests} requests, ${r.matching_rows ?? '-'} rows, ${r.non_2xx} non-2xx)`);

/** A read driven with autocannon for SECONDS. */
async function driveGet(baseUrl: string, auth: { cookie: string }, name: string, pathAndQuery: string): Promise<Row> {
  const url = baseUrl + pathAndQuery;
  const sample = (await (await fetch(url, { headers: { cookie: auth.cookie } })).json()) as { count?: number };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie: auth.cookie } });
  const row: Row = {
    name,
    method: 'GET',
    path: pathAndQuery,
    matching_rows: sample.count ?? null,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    mean_ms: Math.round(result.latency.average * 100) / 100,
    requests_per_sec: Math.round(result.requests.average * 10) / 10,
    total_requests: result.requests.total,
    non_2xx: result.non2xx + result.errors,
  };
  print(row);
  return row;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A write timed one call at a time for ROUNDS rounds; `request(i)` makes round i's call. */
async function timeRounds(name: string, pathLabel: string, rows: number, request: (i: number) => Promise<Response>, rounds = ROUNDS): Promise<Row> {
  const times: number[] = [];
  let bad = 0;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) bad++;
  }
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  const row: Row = {
    name,
    method: 'POST',
    path: pathLabel,
    matching_rows: rows,
    p50_ms: round(percentile(times, 50)),
    p99_ms: round(percentile(times, 99)),
    mean_ms: round(times.reduce((a, b) => a + b, 0) / times.length),
    requests_per_sec: null,
    total_requests: rounds,
    non_2xx: bad,
  };
  print(row);
  return row;
}

async function main() {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'jobsite-bench-cart-'));
  console.log(`Seeding a ${LINES.toLocaleString()}-line project into ${databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`} ...`);
  const started = Date.now();
  const seeded = await seedCart(dataDir);
  const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`Seeded in ${seedSeconds} s. Starting the server ...`);
  const { baseUrl, child } = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir!, DATABASE_URL: '' });
  try {
    const auth = await login(baseUrl, seeded.email, seeded.password);
    const headers = { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' };
    const p = `/api/v1/projects/${seeded.projectId}`;
    const rows: Row[] = [];
    rows.push(await driveGet(baseUrl, auth, 'retrieve_cart_items first page (50)', `${p}/retrieve_cart_items/?page_size=50`));
    rows.push(await driveGet(baseUrl, auth, 'retrieve_cart_items deep page (page 95 of 50, offset 4,700)', `${p}/retrieve_cart_items/?page_size=50&page=95`));
    rows.push(await driveGet(baseUrl, auth, 'retrieve_cart_items search "bracket"', `${p}/retrieve_cart_items/?page_size=50&search=bracket`));
    rows.push(await driveGet(baseUrl, auth, 'retrieve_cart_items grouped by phase code, one phase', `${p}/retrieve_cart_items/?page_size=50&ordering=phase_code&phase_code=26-05-33`));
    rows.push(await driveGet(baseUrl, auth, 'retrieve_cart_summary (totals, codes, makers)', `${p}/retrieve_cart_summary/`));

    // The first 1,000 lines, as select-all of a filtered list would send them.
    const ids: number[] = [];
    for (let page = 1; ids.length < 1000; page++) {
      const body = (await (await fetch(`${baseUrl}${p}/retrieve_cart_items/?page_size=200&page=${page}`, { headers })).json()) as { results: { id: number }[] };
      ids.push(...body.results.map((r) => r.id));
    }
    const bulkIds = ids.slice(0, 1000);
    rows.push(
      await timeRounds('set_item_phase_code_and_cost_code on 1,000 lines (override)', `${p}/ func set_item_phase_code_and_cost_code`, bulkIds.length, (i) =>
        fetch(`${baseUrl}${p}/`, {
          method: 'POST',
          headers,
          // Alternate the code so every round really writes 1,000 lines.
          body: JSON.stringify({ func: 'set_item_phase_code_and_cost_code', id_list: bulkIds, phase_code: PHASES[i % 2], cost_code: COSTS[0], override: true }),
        }),
      ),
    );
    rows.push(await timeRounds(`bom_export/ CSV of ${LINES.toLocaleString()} lines`, `${p}/bom_export/?format=csv`, LINES, () => fetch(`${baseUrl}${p}/bom_export/?format=csv`, { headers })));

    // A 1,000-line takeoff: catalogue numbers (exact matches) and descriptions (full-text + trigram).
    const sample = (await (await fetch(`${baseUrl}${p}/retrieve_cart_items/?page_size=200&kind=catalogue`, { headers })).json()) as { results: { base_item_code: string; description: string }[] };
    const csv = ['Qty,Description,Catalog #,Phase Code']
      .concat(Array.from({ length: 1000 }, (_, i) => {
        const item = sample.results[i % sample.results.length];
        return i % 2 ? `${1 + (i % 9)},,${item.base_item_code},26-05-33` : `${1 + (i % 9)},"${item.description.replaceAll('"', '""')}",,26-05-33`;
      }))
      .join('\n');
    // Matching is the slow part (a query per distinct description): fewer rounds.
    rows.push(
      await timeRounds(
        'bom_import/ upload and match a 1,000-line CSV',
        `${p}/bom_import/`,
        1000,
        () => {
          const form = new FormData();
          form.append('file', new Blob([csv], { type: 'text/csv' }), 'takeoff.csv');
          return fetch(`${baseUrl}${p}/bom_import/`, { method: 'POST', headers: { cookie: auth.cookie, 'x-csrftoken': auth.csrf }, body: form });
        },
        Math.min(ROUNDS, 5),
      ),
    );

    const out = {
      benchmark: 'cart',
      generated_at: new Date().toISOString(),
      database: databaseUrl ? 'postgres' : 'pglite',
      lines: LINES,
      seed_seconds: seedSeconds,
      seconds_per_read_scenario: SECONDS,
      rounds_per_write_scenario: ROUNDS,
      connections: CONNECTIONS,
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version, load_average_1m: Math.round(loadavg()[0] * 100) / 100 },
      scenarios: rows,
    };
    mkdirSync(path.join(here, 'results'), { recursive: true });
    const file = path.join(here, 'results', databaseUrl ? 'cart-postgres.json' : 'cart.json');
    writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
    console.log(`Wrote ${path.relative(root, file)}`);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run by bench/run.ts with the other benchmarks (npm run bench -- cart for this one alone).
export default main;
