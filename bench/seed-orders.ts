/**
 * A bench contractor with `count` purchase orders (three lines each), all addressed to one
 * supplier, as bench/orders.ts and the floor benchmark (bench/floor/seed.ts) seed them: every
 * status in turn, on 200 projects, spread over the last 80 days (inside the default 90-day
 * window). The buyer signs in with the returned login, the supplier's account as `seller`.
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@jobsite/core';
import { purchaseOrderItems, purchaseOrders, suppliers } from '../packages/server/src/db/schema/index';
import { addJobs, companyWithUser, seedInto, type Target } from './support';

export function seedOrders(target: Target, count: number) {
  return seedInto(target, async (db, tag) => {
    const { company: buyer, account, login } = await companyWithUser(db, { name: `Bench Buyer ${tag}`, systemType: 'buyer', services: [] }, { email: `bench-buyer-${tag}@bench.test`, lastName: 'Buyer' });
    const { company: seller, login: sellerLogin } = await companyWithUser(db, { name: `Bench Supply ${tag}`, systemType: 'seller', services: [] }, { email: `bench-seller-${tag}@bench.test`, lastName: 'Seller' });
    const [supplier] = await db.insert(suppliers).values({ companyId: buyer.id, name: `Bench Supply ${tag}`, supplierCompanyId: seller.id }).returning();
    const projectIds = await addJobs(db, buyer.id, 200, 'Bench job', `B-${tag}`);
    const now = Date.now();
    const batch = 1000;
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
        const i = start + k;
        const status = ORDER_STATUSES[i % ORDER_STATUSES.length];
        const draft = status === 'pending' || status === 'pending archived';
        return {
          companyId: buyer.id,
          projectId: projectIds[i % projectIds.length],
          supplierId: supplier.id,
          supplyingCompanyId: seller.id,
          status,
          poNumber: draft ? null : `BEN-${String(i + 1).padStart(6, '0')}`,
          createdByAccountId: account.id,
          // spread over the last 80 days: every order is inside the default 90-day window
          createdAt: new Date(now - ((count - i) / count) * 80 * 86_400_000),
          submittedAt: draft ? null : new Date(now - ((count - i) / count) * 80 * 86_400_000),
        };
      });
      const ids = (await db.insert(purchaseOrders).values(rows).returning({ id: purchaseOrders.id })).map((r) => r.id);
      await db.insert(purchaseOrderItems).values(
        ids.flatMap((orderId, k) =>
          [0, 1, 2].map((n) => ({ companyId: buyer.id, orderId, description: `Bench item ${(k + n) % 97}`, code: `BI-${(k + n) % 97}`, unit: 'EA', quantity: 1 + n, unitPrice: 1.25 + n, priceSource: 'catalogue' as const, position: n + 1 })),
        ),
      );
    }
    await db.execute(sql`vacuum analyze purchase_orders`);
    await db.execute(sql`vacuum analyze purchase_order_items`);
    return { ...login, seller: sellerLogin };
  });
}
