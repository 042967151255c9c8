/**
 * A bench contractor with `count` tool items (50 models, 10 bins, a fifth of them out on 300
 * projects, one in twelve not ok), as bench/assets.ts and the floor benchmark
 * (bench/floor/seed.ts) seed them. Returns the login and a project holding some items.
 */
import { sql } from 'drizzle-orm';
import { TOOL_ITEM_STATUSES } from '@jobsite/core';
import { assetItems, assetModels, binLocations, warehouses } from '../packages/server/src/db/schema/index';
import { addJobs, companyWithUser, seedInto, type Target } from './support';

export function seedToolItems(target: Target, count: number) {
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
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
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
