/**
 * The product lists benchmark: one contractor with a project per size (by default a list of
 * 1,000 items and one of 50,000), each item in one of 40 job-site bins with stock on site,
 * then driven with autocannon against the real server: the list's first page of items
 * (GetProjectProductListItem/, with ordered, received, remaining and on-site quantities),
 * the job-site stock rows' first page of that project (job_warehouse_stock_items/), the same
 * with a search, and the company-wide stock rows. Writes results/product-lists.json
 * (product-lists-postgres.json with BENCH_DATABASE_URL). It measures; it never fails a test run.
 *
 *   npm run bench -- product-lists
 *   BENCH_DATABASE_URL=postgres://... npm run bench -- product-lists
 *   BENCH_LIST_SIZES=1000,10000 BENCH_SECONDS=5 npm run bench -- product-lists
 */
import { sql } from 'drizzle-orm';
import { jobSiteBins, jobSiteStock, projectProductListItems, projectProductLists, projects } from '../packages/server/src/db/schema/index';
import { benchOptions, companyWithUser, runScenarios, seedInto, type Target } from './support';

const SIZES = (process.env.BENCH_LIST_SIZES ?? '1000,50000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const options = benchOptions();
const BINS = 40;

const KINDS = ['EMT conduit 1/2 in', 'THHN 12 AWG copper wire', 'QO breaker 20 A', '4 in square box 2-1/8 deep', 'LED troffer 2x4 4000K', 'Duplex receptacle 20 A', 'Unistrut P1000 10 ft', 'Ground rod 5/8 x 8 ft'];

/** A contractor, a project per size with its bins and one list of that many items, each on site in a bin. */
function seed(target: Target) {
  return seedInto(target, async (db, tag) => {
    const { company, login } = await companyWithUser(db, { name: `Bench Lists ${tag}`, systemType: 'buyer', services: ['tool'] }, { email: `bench-lists-${tag}@bench.test`, lastName: 'Foreman' });
    const sets: { size: number; projectId: number; listId: number }[] = [];
    for (const size of SIZES) {
      const [project] = await db.insert(projects).values({ companyId: company.id, name: `List job ${size}`, mainJobNum: `L-${tag}-${size}` }).returning({ id: projects.id });
      const bins = await db
        .insert(jobSiteBins)
        .values(Array.from({ length: BINS }, (_, i) => ({ companyId: company.id, projectId: project.id, code: `B-${String(i + 1).padStart(2, '0')}`, name: `Bin ${i + 1}` })))
        .returning({ id: jobSiteBins.id });
      const [list] = await db.insert(projectProductLists).values({ companyId: company.id, projectId: project.id, name: `Level ${size} material` }).returning({ id: projectProductLists.id });
      const batch = 1000;
      for (let start = 0; start < size; start += batch) {
        const items = await db
          .insert(projectProductListItems)
          .values(
            Array.from({ length: Math.min(batch, size - start) }, (_, k) => {
              const i = start + k;
              return {
                companyId: company.id,
                projectId: project.id,
                listId: list.id,
                code: `BL-${String(i + 1).padStart(6, '0')}`,
                description: `${KINDS[i % KINDS.length]} item ${i + 1}`,
                manufacturer: 'Bench Mfg',
                unit: 'EA',
                quantity: 10 + (i % 90),
                binId: bins[i % BINS].id,
                position: i + 1,
              };
            }),
          )
          .returning({ id: projectProductListItems.id, binId: projectProductListItems.binId });
        await db.insert(jobSiteStock).values(items.map((it, k) => ({ companyId: company.id, projectId: project.id, binId: it.binId, listItemId: it.id, quantity: 1 + ((start + k) % 9) })));
      }
      sets.push({ size, projectId: project.id, listId: list.id });
    }
    for (const table of ['project_product_list_items', 'job_site_stock', 'job_site_bins', 'project_product_lists']) await db.execute(sql.raw(`vacuum analyze ${table}`));
    return { ...login, sets };
  });
}

function main() {
  return runScenarios({
    name: 'product-lists',
    what: `lists of ${SIZES.map((s) => s.toLocaleString()).join(' and ')} items`,
    options,
    seed,
    scenarios: (seeded) => [
      ...seeded.sets.flatMap(({ size, projectId, listId }) => [
        { name: `GetProjectProductListItem/ first page (${size.toLocaleString()} items)`, path: `/api/v1/GetProjectProductListItem/?list_id=${listId}` },
        { name: `job_warehouse_stock_items/ first page (${size.toLocaleString()} items)`, path: `/api/v1/ProjectProductList/job_warehouse_stock_items/?project_id=${projectId}` },
        { name: `job_warehouse_stock_items/ search (${size.toLocaleString()} items)`, path: `/api/v1/ProjectProductList/job_warehouse_stock_items/?project_id=${projectId}&search=breaker&in_stock=true` },
      ]),
      { name: 'job_warehouse_stock_items/ every project', path: '/api/v1/ProjectProductList/job_warehouse_stock_items/' },
    ],
    data: { list_sizes: SIZES, bins_per_project: BINS },
  });
}

export default main;
