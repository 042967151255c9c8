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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
import { driveGet, login, machineInfo, startServer, writeResults } from './support';

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
async function driveRead(baseUrl: string, auth: { cookie: string }, name: string, pathAndQuery: string): Promise<Row> {
  const { path: p, ...rest } = await driveGet(baseUrl, auth.cookie, name, pathAndQuery, { connections: CONNECTIONS, seconds: SECONDS });
  return { ...rest, method: 'GET', path: p };
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
  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir!, DATABASE_URL: '' });
  const { baseUrl } = server;
  try {
    const auth = await login(baseUrl, seeded.email, seeded.password);
    const headers = { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' };
    const p = `/api/v1/projects/${seeded.projectId}`;
    const rows: Row[] = [];
    rows.push(await driveRead(baseUrl, auth, 'retrieve_cart_items first page (50)', `${p}/retrieve_cart_items/?page_size=50`));
    rows.push(await driveRead(baseUrl, auth, 'retrieve_cart_items deep page (page 95 of 50, offset 4,700)', `${p}/retrieve_cart_items/?page_size=50&page=95`));
    rows.push(await driveRead(baseUrl, auth, 'retrieve_cart_items search "bracket"', `${p}/retrieve_cart_items/?page_size=50&search=bracket`));
    rows.push(await driveRead(baseUrl, auth, 'retrieve_cart_items grouped by phase code, one phase', `${p}/retrieve_cart_items/?page_size=50&ordering=phase_code&phase_code=26-05-33`));
    rows.push(await driveRead(baseUrl, auth, 'retrieve_cart_summary (totals, codes, makers)', `${p}/retrieve_cart_summary/`));

    // The first 1,000 lines, as select-all of a filtered list would send them.
    const ids: number[] = [];
    for (let page = 1, more = true; more && ids.length < 1000; page++) {
      const body = (await (await fetch(`${baseUrl}${p}/retrieve_cart_items/?page_size=200&page=${page}`, { headers })).json()) as { next: string | null; results: { id: number }[] };
      ids.push(...body.results.map((r) => r.id));
      more = body.next !== null;
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
      machine: machineInfo(),
      scenarios: rows,
    };
    writeResults(databaseUrl ? 'cart-postgres.json' : 'cart.json', out);
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run by bench/run.ts with the other benchmarks (npm run bench -- cart for this one alone).
export default main;
