/**
 * The orders benchmark: 100,000 purchase orders (three lines each) for one contractor, all
 * addressed to one supplier, then the orders calls of both sides driven with autocannon
 * against the real server: first page, a deep page, search by PO number, the supplier's
 * incoming orders and its action-needed count. Writes results/orders.json (or
 * orders-postgres.json). It measures; it never fails a test run.
 *
 *   npm run bench -- orders
 *   BENCH_DATABASE_URL=postgres://... npm run bench -- orders
 *   BENCH_ORDERS=20000 BENCH_SECONDS=10 npm run bench -- orders
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@jobsite/core';
import { purchaseOrderItems, purchaseOrders, suppliers } from '../packages/server/src/db/schema/index';
import { addJobs, benchOptions, companyWithUser, runScenarios, type Scenario, seedInto, type Target } from './support';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const options = benchOptions();

/** The buyer signs in as the seeded user, the supplier's account as `seller`. */
function seed(target: Target) {
  return seedInto(target, async (db, tag) => {
    const { company: buyer, account, login } = await companyWithUser(db, { name: `Bench Buyer ${tag}`, systemType: 'buyer', services: [] }, { email: `bench-buyer-${tag}@bench.test`, lastName: 'Buyer' });
    const { company: seller, login: sellerLogin } = await companyWithUser(db, { name: `Bench Supply ${tag}`, systemType: 'seller', services: [] }, { email: `bench-seller-${tag}@bench.test`, lastName: 'Seller' });
    const [supplier] = await db.insert(suppliers).values({ companyId: buyer.id, name: `Bench Supply ${tag}`, supplierCompanyId: seller.id }).returning();
    const projectIds = await addJobs(db, buyer.id, 200, 'Bench job', `B-${tag}`);
    const now = Date.now();
    const batch = 1000;
    for (let start = 0; start < ORDERS; start += batch) {
      const rows = Array.from({ length: Math.min(batch, ORDERS - start) }, (_, k) => {
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
          createdAt: new Date(now - ((ORDERS - i) / ORDERS) * 80 * 86_400_000),
          submittedAt: draft ? null : new Date(now - ((ORDERS - i) / ORDERS) * 80 * 86_400_000),
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

const ALL = encodeURIComponent(ORDER_STATUSES.join(','));
const scenarios: Scenario[] = [
  { name: 'orders/ first page (buyer, default statuses, 90 days)', path: '/api/v1/orders/' },
  { name: 'orders/ deep page (all statuses, page 2000, offset 49,975)', path: `/api/v1/orders/?status=${ALL}&page=2000` },
  { name: 'orders/ search by PO number', path: '/api/v1/orders/?search=BEN-004242&status=' + ALL },
  { name: 'orders/ first page (supplier, incoming)', as: 'seller', path: '/api/v1/orders/' },
  { name: 'orders/action_needed_count/ (supplier)', as: 'seller', path: '/api/v1/orders/action_needed_count/' },
];

function main() {
  return runScenarios({
    name: 'orders',
    what: `${ORDERS.toLocaleString()} orders`,
    options,
    seed,
    users: (seeded) => ({ seller: seeded.seller }),
    scenarios: () => scenarios,
    data: { orders: ORDERS, lines_per_order: 3 },
  });
}

export default main;
