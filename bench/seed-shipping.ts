/**
 * A bench contractor with `count` shipping forms (two items each, every status, on 300
 * projects), as bench/shipping.ts and the floor benchmark (bench/floor/seed.ts) seed them.
 * Returns the login, a project holding some forms and one form's id.
 */
import { sql } from 'drizzle-orm';
import { SHIPPING_STATUSES } from '@jobsite/core';
import { assetModels, shippingChanges, shippingForms, shippingItems, warehouses } from '../packages/server/src/db/schema/index';
import { addJobs, companyWithUser, seedInto, type Target } from './support';

export function seedShippingForms(target: Target, count: number) {
  return seedInto(target, async (db, tag) => {
    const { company, account, login } = await companyWithUser(db, { name: `Bench Shipper ${tag}`, systemType: 'buyer', services: ['tool'] }, { email: `bench-ship-${tag}@bench.test`, lastName: 'Dispatch' });
    const [crib] = await db.insert(warehouses).values({ companyId: company.id, name: `Bench crib ${tag}`, type: 'Tools' }).returning();
    const [model] = await db.insert(assetModels).values({ companyId: company.id, service: 'tool', code: `SBM-${tag}`, name: 'Bench drill' }).returning();
    const projectIds = await addJobs(db, company.id, 300, 'Ship job', `S-${tag}`);
    const address = { note: '', Field_1: '1800 Blake St', Field_2: '', city: 'Denver', state: 'CO', zip: '80202', country: 'USA', type: '', work_phone: '' };
    const batch = 1000;
    let sampleId = 0;
    for (let start = 0; start < count; start += batch) {
      const forms = await db
        .insert(shippingForms)
        .values(
          Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
            const i = start + k;
            return {
              companyId: company.id,
              status: SHIPPING_STATUSES[i % SHIPPING_STATUSES.length],
              projectId: projectIds[i % projectIds.length],
              pickupWarehouseId: crib.id,
              externalTrackingNum: `TRK-${String(i + 1).padStart(6, '0')}`,
              shippingAddress: address,
              shippingDate: new Date(Date.now() - (i % 60) * 86_400_000).toISOString().slice(0, 10),
              createdById: account.id,
            };
          }),
        )
        .returning({ id: shippingForms.id });
      await db.insert(shippingItems).values(forms.flatMap((f) => [1, 2].map((n) => ({ companyId: company.id, formId: f.id, type: 'tool' as const, modelId: model.id, name: 'Bench drill', code: model.code, serialNumber: `SN-${f.id}-${n}`, quantity: 1 }))));
      await db.insert(shippingChanges).values(forms.map((f) => ({ companyId: company.id, formId: f.id, accountId: account.id, text: 'Created' })));
      sampleId ||= forms[0].id;
    }
    await db.execute(sql`vacuum analyze shipping_forms`);
    await db.execute(sql`vacuum analyze shipping_items`);
    return { ...login, projectId: projectIds[10], formId: sampleId };
  });
}
