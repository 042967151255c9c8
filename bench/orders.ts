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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@jobsite/core';
import { projects, purchaseOrderItems, purchaseOrders, suppliers } from '../packages/server/src/db/schema/index';
import { createAccount } from '../packages/server/src/modules/accounts/service';
import { createCompany } from '../packages/server/src/modules/companies/service';
import { openDatabase } from '../packages/server/src/platform/db';
import { driveGet, login, machineInfo, startServer, writeResults } from './support';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (databaseUrl ? 8 : 1));
const PASSWORD = 'bench-pass-2026';

async function seed(dataDir: string | null) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    const tag = randomBytes(3).toString('hex');
    const buyer = await createCompany(db, { name: `Bench Buyer ${tag}`, systemType: 'buyer', services: [], isVerified: true });
    const seller = await createCompany(db, { name: `Bench Supply ${tag}`, systemType: 'seller', services: [], isVerified: true });
    const buyerEmail = `bench-buyer-${tag}@bench.test`;
    const sellerEmail = `bench-seller-${tag}@bench.test`;
    const account = await createAccount(db, { email: buyerEmail, password: PASSWORD, firstName: 'Bench', lastName: 'Buyer', companyId: buyer.id, emailVerified: true });
    await createAccount(db, { email: sellerEmail, password: PASSWORD, firstName: 'Bench', lastName: 'Seller', companyId: seller.id, emailVerified: true });
    const [supplier] = await db.insert(suppliers).values({ companyId: buyer.id, name: `Bench Supply ${tag}`, supplierCompanyId: seller.id }).returning();
    const projectIds = (
      await db
        .insert(projects)
        .values(Array.from({ length: 200 }, (_, i) => ({ companyId: buyer.id, name: `Bench job ${i + 1}`, mainJobNum: `B-${tag}-${i + 1}` })))
        .returning({ id: projects.id })
    ).map((r) => r.id);
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
    return { buyerEmail, sellerEmail };
  } finally {
    await database.close();
  }
}

interface Scenario {
  name: string;
  as: 'buyer' | 'seller';
  path: string;
}

const ALL = encodeURIComponent(ORDER_STATUSES.join(','));
const scenarios: Scenario[] = [
  { name: 'orders/ first page (buyer, default statuses, 90 days)', as: 'buyer', path: '/api/v1/orders/' },
  { name: 'orders/ deep page (all statuses, page 2000, offset 49,975)', as: 'buyer', path: `/api/v1/orders/?status=${ALL}&page=2000` },
  { name: 'orders/ search by PO number', as: 'buyer', path: '/api/v1/orders/?search=BEN-004242&status=' + ALL },
  { name: 'orders/ first page (supplier, incoming)', as: 'seller', path: '/api/v1/orders/' },
  { name: 'orders/action_needed_count/ (supplier)', as: 'seller', path: '/api/v1/orders/action_needed_count/' },
];

async function main() {
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'jobsite-bench-orders-'));
  console.log(`Seeding ${ORDERS.toLocaleString()} orders into ${databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`} ...`);
  const started = Date.now();
  const seeded = await seed(dataDir);
  const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`Seeded in ${seedSeconds} s. Starting the server ...`);
  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir!, DATABASE_URL: '' });
  try {
    const auth = { buyer: await login(server.baseUrl, seeded.buyerEmail, PASSWORD), seller: await login(server.baseUrl, seeded.sellerEmail, PASSWORD) };
    const rows = [];
    for (const s of scenarios) {
      const row = await driveGet(server.baseUrl, auth[s.as].cookie, s.name, s.path, { connections: CONNECTIONS, seconds: SECONDS });
      rows.push(row);
    }
    writeResults(databaseUrl ? 'orders-postgres.json' : 'orders.json', {
      benchmark: 'orders',
      generated_at: new Date().toISOString(),
      database: databaseUrl ? 'postgres' : 'pglite',
      orders: ORDERS,
      lines_per_order: 3,
      seed_seconds: seedSeconds,
      seconds_per_scenario: SECONDS,
      connections: CONNECTIONS,
      machine: machineInfo(),
      scenarios: rows,
    });
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export default main;
