/**
 * The assets benchmark: 100,000 tool items (50 models, 10 bins, a fifth of them out on 300
 * projects, one in twelve not ok) for one contractor, then the tool items list driven with
 * autocannon against the real server: first page, filtered by status, by project, by
 * expected-return status, and a search by serial number. Writes results/assets.json (or
 * assets-postgres.json). It measures; it never fails a test run.
 *
 *   npm run bench -- assets
 *   BENCH_DATABASE_URL=postgres://... npm run bench -- assets
 *   BENCH_ITEMS=20000 BENCH_SECONDS=10 npm run bench -- assets
 */
import { sql } from 'drizzle-orm';
import { TOOL_ITEM_STATUSES } from '@jobsite/core';
import { assetItems, assetModels, binLocations, warehouses } from '../packages/server/src/db/schema/index';
import { addJobs, benchOptions, companyWithUser, runScenarios, seedInto, type Target } from './support';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const options = benchOptions();

function seed(target: Target) {
  return seedInto(target, async (db, tag) => {
    const { company, login } = await companyWithUser(db, { name: `Bench Contractor ${tag}`, systemType: 'buyer', services: ['tool'] }, { email: `bench-tools-${tag}@bench.test`, lastName: 'Crew' });
    const [crib] = await db.insert(warehouses).values({ companyId: company.id, name: `Bench crib ${tag}`, type: 'Tools' }).returning();
    const bins = await db
      .insert(binLocations)
      .values(Array.from({ length: 10 }, (_, i) => ({ companyId: company.id, warehouseId: crib.id, name: `Aisle ${i + 1}`, code: `B-${i + 1}` })))
      .returning({ id: binLocations.id });
    const models = await db
      .insert(assetModels)
      .values(Array.from({ length: 50 }, (_, i) => ({ companyId: company.id, service: 'tool' as const, code: `BM-${i + 1}`, name: `Bench model ${i + 1}`, dailyRateCents: 500 + i * 10 })))
      .returning({ id: assetModels.id });
    const projectIds = await addJobs(db, company.id, 300, 'Bench job', `T-${tag}`);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const batch = 2000;
    for (let start = 0; start < ITEMS; start += batch) {
      const rows = Array.from({ length: Math.min(batch, ITEMS - start) }, (_, k) => {
        const i = start + k;
        const out = i % 5 === 0;
        return {
          companyId: company.id,
          service: 'tool' as const,
          modelId: models[i % models.length].id,
          serialNumber: `SN-${String(i + 1).padStart(6, '0')}`,
          barcode: `BC-${tag}-${i + 1}`,
          status: i % 12 === 0 ? TOOL_ITEM_STATUSES[1 + ((i / 12) % (TOOL_ITEM_STATUSES.length - 1))] : ('ok' as const),
          warehouseId: crib.id,
          binId: out ? null : bins[i % bins.length].id,
          projectId: out ? projectIds[i % projectIds.length] : null,
          expectedReturnDate: out ? day((i % 90) - 30) : null,
        };
      });
      await db.insert(assetItems).values(rows);
    }
    await db.execute(sql`vacuum analyze asset_items`);
    // out items are every fifth (i % 5 === 0) and go to projectIds[i % 300]: index 10 holds some
    return { ...login, projectId: projectIds[10] };
  });
}

function main() {
  return runScenarios({
    name: 'assets',
    what: `${ITEMS.toLocaleString()} tool items`,
    options,
    seed,
    scenarios: (seeded) => [
      { name: 'tool_items/ first page', path: '/api/v1/tool_items/?service=tool' },
      { name: 'tool_items/ status need repair', path: '/api/v1/tool_items/?service=tool&status=need%20repair' },
      { name: 'tool_items/ on one project', path: `/api/v1/tool_items/?service=tool&project_id=${seeded.projectId}` },
      { name: 'tool_items/ status ok on one project', path: `/api/v1/tool_items/?service=tool&status=ok&project_id=${seeded.projectId}` },
      { name: 'tool_items/ overdue', path: '/api/v1/tool_items/?service=tool&expected_return_status=overdue' },
      { name: 'tool_items/ search serial', path: '/api/v1/tool_items/?service=tool&search=SN-004242' },
    ],
    data: { items: ITEMS },
  });
}

export default main;
