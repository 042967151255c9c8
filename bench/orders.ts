/**
 * The orders benchmark: 100,000 purchase orders (three lines each) for one contractor, all
 * addressed to one supplier, then the orders calls of both sides driven with autocannon
 * against the real server: first page, a deep page, search by PO number and by a draft's name, the supplier's
 * incoming orders and its action-needed count. Writes results/orders.json (or
 * orders-postgres.json). It measures; it never fails a test run.
 *
 *   npm run bench -- orders
 *   BENCH_DATABASE_URL=postgres://... npm run bench -- orders
 *   BENCH_ORDERS=20000 BENCH_SECONDS=10 npm run bench -- orders
 */
import { ORDER_STATUSES } from '@jobsite/core';
import { benchOptions, runScenarios, type Scenario } from './support';
import { seedOrders } from './seed-orders';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const options = benchOptions();

const ALL = encodeURIComponent(ORDER_STATUSES.join(','));
const scenarios: Scenario[] = [
  { name: 'orders/ first page (buyer, default statuses, 90 days)', path: '/api/v1/orders/' },
  { name: 'orders/ deep page (all statuses, page 2000, offset 49,975)', path: `/api/v1/orders/?status=${ALL}&page=2000` },
  { name: 'orders/ search by PO number', path: '/api/v1/orders/?search=BEN-004242&status=' + ALL },
  { name: "orders/ search by a draft's name (Draft #…)", path: `/api/v1/orders/?search=${encodeURIComponent('Draft #4240')}&status=${ALL}&date_limit=0` },
  { name: 'orders/ first page (supplier, incoming)', as: 'seller', path: '/api/v1/orders/' },
  { name: 'orders/action_needed_count/ (supplier)', as: 'seller', path: '/api/v1/orders/action_needed_count/' },
];

function main() {
  return runScenarios({
    name: 'orders',
    what: `${ORDERS.toLocaleString()} orders`,
    options,
    seed: (target) => seedOrders(target, ORDERS),
    users: (seeded) => ({ seller: seeded.seller }),
    scenarios: () => scenarios,
    data: { orders: ORDERS, lines_per_order: 3 },
  });
}

export default main;
