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
import { count } from 'drizzle-orm';
import { baseItems } from '../packages/server/src/db/schema/index';
import { createCompany } from '../packages/server/src/modules/companies/service';
import { seedCatalogue } from '../packages/server/src/seed/catalogue/seed';
import { COSTS, PHASES, seedCartProject } from './seed-cart';
import { type BenchAuth, benchOptions, companyWithUser, printRow, type Row, runScenarios, seedInto, type Target } from './support';

const LINES = Number(process.env.BENCH_CART_LINES ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const options = benchOptions();

/**
 * A contractor with one project of LINES lines (bench/seed-cart.ts: a twentieth custom, the
 * rest catalogue items cycled through the catalogue, phase codes spread over eight), added
 * through the cart module. Seeds a catalogue when the database has none.
 */
function seedCart(target: Target) {
  return seedInto(target, async (db, tag) => {
    const { company, account, login } = await companyWithUser(db, { name: `Bench Cart ${tag}`, systemType: 'buyer', services: ['tool'] }, { email: `bench-cart-${tag}@bench.test`, lastName: 'Buyer' });
    const [{ n }] = await db.select({ n: count() }).from(baseItems);
    if (n < 2000) {
      const supplier = await createCompany(db, { name: `Bench Supply ${tag}`, systemType: 'seller', isVerified: true });
      await db.transaction((tx) => seedCatalogue(tx, { supplierId: supplier.id, buyerIds: [company.id], count: 5000 }));
    }
    const projectId = await seedCartProject(db, { companyId: company.id, accountId: account.id }, LINES, { name: `Bench Tower ${tag}`, mainJobNum: 'B-1' });
    return { ...login, projectId };
  });
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
  printRow(row);
  return row;
}

/**
 * The writes, the export and the import, timed call by call (bulk phase code set on 1,000
 * lines, CSV export of every line, a 1,000-line BOM import).
 */
async function timedCalls(baseUrl: string, auth: BenchAuth, projectId: number): Promise<Row[]> {
  const headers = { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' };
  const p = `/api/v1/projects/${projectId}`;
  const rows: Row[] = [];
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
  return rows;
}

function main() {
  return runScenarios({
    name: 'cart',
    what: `a ${LINES.toLocaleString()}-line project`,
    options,
    seed: seedCart,
    scenarios: (seeded) => {
      const p = `/api/v1/projects/${seeded.projectId}`;
      return [
        { name: 'retrieve_cart_items first page (50)', method: 'GET', path: `${p}/retrieve_cart_items/?page_size=50` },
        { name: 'retrieve_cart_items deep page (page 95 of 50, offset 4,700)', method: 'GET', path: `${p}/retrieve_cart_items/?page_size=50&page=95` },
        { name: 'retrieve_cart_items search "bracket"', method: 'GET', path: `${p}/retrieve_cart_items/?page_size=50&search=bracket` },
        { name: 'retrieve_cart_items grouped by phase code, one phase', method: 'GET', path: `${p}/retrieve_cart_items/?page_size=50&ordering=phase_code&phase_code=26-05-33` },
        { name: 'retrieve_cart_summary (totals, codes, makers)', method: 'GET', path: `${p}/retrieve_cart_summary/` },
      ];
    },
    more: (seeded, { baseUrl, auth }) => timedCalls(baseUrl, auth.user, seeded.projectId),
    data: { lines: LINES },
    settings: { seconds_per_read_scenario: options.seconds, rounds_per_write_scenario: ROUNDS, connections: options.connections },
  });
}

// Run by bench/run.ts with the other benchmarks (npm run bench -- cart for this one alone).
export default main;
