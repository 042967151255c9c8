import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DEFAULT_ORDER_STATUSES,
  DRAFT_ORDER_STATUSES,
  draftIdOfSearch,
  ORDER_DATE_LIMIT_DAYS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderListQuery,
  type OrderMoneyLine,
  type OrderStatus,
  type OrderSummary,
  orderTotals,
} from '@jobsite/core';
import { baseItemOptions, baseItems, cartItems, companies, companyMemberships, contractPrices, customItems, orderDayCounts, projects, purchaseOrderItems, purchaseOrders, suppliers, taxCodes } from '../../db/schema/index';
import { anyOf, type DbOrTx } from '../../platform/db';
import { jsonColumn, jsonList, jsonTuple } from '../../platform/json-tuples';
import { type CountQuery, firstPageWithKeptTotal, type PageWindow, pagedRows } from '../../platform/paging';
import { builtOnce, closedLiterals, closedSetMask, closedSubset, literalLimit, preparedPerHandle } from '../../platform/prepared';
import { containsPattern } from '../../platform/text-and-dates';
import { contractPricesFor } from '../catalogue/queries';
import type { OrderCaller } from './caller';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type OrderItemRow = typeof purchaseOrderItems.$inferSelect;

const buyer = alias(companies, 'buyer_company');
const seller = alias(companies, 'supplying_company');

/**
 * The tenant fence of every order call: the buyer reads its company's orders; a supplier
 * reads the orders addressed to it once they are submitted, never a buyer's draft.
 */
export function orderVisibility(caller: Pick<OrderCaller, 'side'> & { companyId: number | Placeholder }): SQL {
  // The draft statuses are constants of our code, written as literals, so a prepared statement
  // holding this keeps only the company as a parameter (PGlite plans it once, platform/db.ts).
  return caller.side === 'buyer'
    ? eq(purchaseOrders.companyId, caller.companyId)
    : sql`${purchaseOrders.supplyingCompanyId} = ${caller.companyId} and ${purchaseOrders.status} not in (${closedLiterals(ORDER_STATUSES, DRAFT_ORDER_STATUSES)})`;
}

export async function findOrder(db: DbOrTx, caller: OrderCaller, id: number, lock = false): Promise<OrderRow | null> {
  const q = db.select().from(purchaseOrders).where(and(orderVisibility(caller), eq(purchaseOrders.id, id))).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function orderItems(db: DbOrTx, orderIds: number[]): Promise<OrderItemRow[]> {
  if (!orderIds.length) return [];
  return db.select().from(purchaseOrderItems).where(anyOf(purchaseOrderItems.orderId, orderIds)).orderBy(asc(purchaseOrderItems.position), asc(purchaseOrderItems.id));
}

/**
 * PO number, project name or job #, supplier name (buyer) or customer name (supplier), or the
 * draft the text names as the screens do ("Draft #19", "#19", "19": core draftIdOfSearch). Each
 * part is a condition on purchase_orders' own columns (the PO number's trigram index, ids from
 * small indexed lookups, the draft by its primary key), so the planner can combine indexes
 * instead of scanning the join.
 */
function searchCondition(caller: OrderCaller, text: string): SQL {
  const pattern = containsPattern(text);
  const draftId = draftIdOfSearch(text);
  // a draft is named by its id only while it has no PO number (orderName)
  const draft = draftId ? sql`(${purchaseOrders.id} = ${draftId} and coalesce(${purchaseOrders.poNumber}, '') = '')` : undefined;
  const matchingProjects = sql`select id from projects where ${caller.side === 'buyer' ? sql`company_id = ${caller.companyId} and ` : sql``}(name ilike ${pattern} or main_job_num ilike ${pattern})`;
  const other =
    caller.side === 'buyer'
      ? sql`${purchaseOrders.supplierId} in (select id from suppliers where company_id = ${caller.companyId} and name ilike ${pattern})`
      : sql`${purchaseOrders.companyId} in (select id from companies where name ilike ${pattern})`;
  return or(ilike(purchaseOrders.poNumber, pattern), sql`${purchaseOrders.projectId} in (${matchingProjects})`, other, draft) as SQL;
}
/** The statuses and the window of days a list query asks for (the screen's defaults when it names none). */
function listWindow(q: OrderListQuery): { statuses: OrderStatus[]; days: number } {
  return { statuses: q.status ? q.status.split(',').map((s) => s.trim() as OrderStatus) : [...DEFAULT_ORDER_STATUSES], days: q.date_limit ?? ORDER_DATE_LIMIT_DAYS };
}
const windowStart = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** The window's start, its first day (counted from the orders; later days are kept) and the next day's start. */
function windowBounds(now: Date, days: number) {
  const start = windowStart(now, days);
  return { start, startDay: start.toISOString().slice(0, 10), nextDay: new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1)) };
}

function listConditions(caller: OrderCaller, q: OrderListQuery, now: Date): SQL {
  const { statuses, days } = listWindow(q);
  return and(
    orderVisibility(caller),
    inArray(purchaseOrders.status, statuses),
    days > 0 ? gte(purchaseOrders.createdAt, windowStart(now, days)) : undefined,
    q.project_id ? eq(purchaseOrders.projectId, q.project_id) : undefined,
    q.search ? searchCondition(caller, q.search) : undefined,
  ) as SQL;
}

const summaryColumns = {
  order: purchaseOrders,
  projectName: projects.name,
  projectJobNum: projects.mainJobNum,
  buyerName: buyer.name,
  sellerName: seller.name,
  supplierName: suppliers.name,
  promisedDate: sql<string | null>`(select max(i.promised_date)::text from purchase_order_items i where i.order_id = ${purchaseOrders.id})`,
  /** What the order's total is computed from (core orderTotals), one entry per line (also its line count): price and quantity, and the tax rate. */
  moneyLines: jsonColumn(
    jsonList(jsonTuple<OrderMoneyLine>({ unit_price: sql`i.unit_price`, quantity: sql`i.quantity` }), (row) =>
      sql`(select json_agg(${row} order by i.position, i.id) from purchase_order_items i where i.order_id = ${purchaseOrders.id})`,
    ),
  ),
  taxRate: taxCodes.taxRate,
  taxIsUse: taxCodes.isUseTax,
};

export interface SummaryRow {
  order: OrderRow;
  projectName: string;
  projectJobNum: string;
  buyerName: string;
  sellerName: string | null;
  supplierName: string | null;
  promisedDate: string | null;
  moneyLines: OrderMoneyLine[];
  taxRate: number | null;
  taxIsUse: boolean | null;
}

function summarySelect(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(purchaseOrders)
    .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .innerJoin(buyer, eq(buyer.id, purchaseOrders.companyId))
    .leftJoin(seller, eq(seller.id, purchaseOrders.supplyingCompanyId))
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(taxCodes, eq(taxCodes.id, purchaseOrders.taxCodeId));
}

/** One page of an orders list, newest first, and the count. */
export async function listOrders(db: DbOrTx, caller: OrderCaller, q: OrderListQuery, window: PageWindow, now = new Date()): Promise<{ count: number; rows: SummaryRow[] }> {
  // A screen's page (page_size is at most 200), not an export's 20,000 rows.
  const first = window.offset === 0 && window.limit <= 200 ? await openingPage(db, caller, q, window.limit, now) : null;
  if (first) return first;
  const where = listConditions(caller, q, now);
  // The page's ids first, on purchase_orders alone: the joins and per-order subqueries then run
  // for those rows only, never for the rows an offset skips or a sort has to look at.
  // Every condition is on purchase_orders' own columns: the count needs no join, and it is sent
  // only when more orders follow this page (pagedRows).
  const { rows: page, total } = await pagedRows(
    window,
    {
      rows: db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(where).orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id)),
      count: keptOrderTotal(db, caller, q, now) ?? db.select({ n: count() }).from(purchaseOrders).where(where),
    },
  );
  return { count: total, rows: await summaryRows(db, page.map((r) => r.id)) };
}

/**
 * The total of an orders screen as it opens (some statuses, the last N days, no project or
 * search) from the per-day counts the database keeps (migration 0028, decision record 021): the
 * whole days after the one the window starts in, plus a count of that one day from its start
 * time. One statement, and its cost grows with the days in the window, not with the orders.
 * Undefined for a project or a search, which are counted.
 */
function keptOrderTotal(db: DbOrTx, caller: OrderCaller, q: OrderListQuery, now: Date): CountQuery | undefined {
  if (q.project_id || q.search) return undefined;
  const { statuses: asked, days } = listWindow(q);
  const statuses = keptStatuses(caller, asked);
  if (!statuses.length) return undefined;
  const { start, startDay, nextDay } = windowBounds(now, days);
  const firstDay =
    days > 0
      ? sql`(select count(*)::int from ${purchaseOrders} where ${and(orderVisibility(caller), inArray(purchaseOrders.status, statuses), gte(purchaseOrders.createdAt, start), lt(purchaseOrders.createdAt, nextDay))})`
      : sql`0`;
  return db
    .select({ n: sql<number>`coalesce(sum(${orderDayCounts.n}), 0)::int + ${firstDay}` })
    .from(orderDayCounts)
    .where(
      and(
        eq(orderDayCounts.ownerId, caller.companyId),
        eq(orderDayCounts.side, caller.side),
        inArray(orderDayCounts.status, statuses),
        days > 0 ? gt(orderDayCounts.day, startDay) : undefined,
      ),
    );
}

/**
 * The first page of an orders screen as it opens (some statuses, the last N days or all time, no
 * project or search) in one statement: the page's ids from purchase_orders alone (a deferred
 * join), their summaries, and the kept total (keptOrderTotal's sum) as a column, read once per
 * statement. A named statement per side, status set, window or not and page size, built once
 * per database handle: the company, the window's start (an instant), its first day and the next
 * day's start are its parameters, the statuses, the side and the page size are written into the
 * text, so PGlite plans it once (platform/db.ts) where it planned the ids and the total on every
 * call and sent three statements (decision record 026). Null when the list is not such a view.
 */
async function openingPage(db: DbOrTx, caller: OrderCaller, q: OrderListQuery, limit: number, now: Date): Promise<{ count: number; rows: SummaryRow[] } | null> {
  if (q.project_id || q.search) return null;
  const { statuses: asked, days } = listWindow(q);
  const statuses = closedSubset(ORDER_STATUSES, asked);
  if (!statuses || !keptStatuses(caller, statuses).length) return null;
  const { start, startDay, nextDay } = windowBounds(now, days);
  const rows = await openingPageOf(caller.side, statuses, days > 0, limit + 1)(db).execute({
    companyId: caller.companyId,
    start: start.toISOString(),
    startDay,
    nextDay: nextDay.toISOString(),
  });
  const page = firstPageWithKeptTotal(rows, limit);
  return { count: page.total, rows: page.rows.map(({ keptTotal: _, ...row }) => row) };
}

/** The statuses a supplier's kept total counts: its list never holds a buyer's draft. */
const keptStatuses = (caller: Pick<OrderCaller, 'side'>, statuses: readonly OrderStatus[]) =>
  caller.side === 'buyer' ? [...statuses] : statuses.filter((s) => !(DRAFT_ORDER_STATUSES as readonly string[]).includes(s));

const openingPages = builtOnce<ReturnType<typeof openingPageStatement>>();
const openingPageOf = (side: OrderCaller['side'], statuses: readonly OrderStatus[], windowed: boolean, rows: number) => {
  const mask = closedSetMask(ORDER_STATUSES, statuses);
  const name = `order_list_${side}_${windowed ? 'days' : 'all'}_${mask}_${Math.trunc(rows)}`;
  return openingPages(name, () => openingPageStatement(name, side, statuses, windowed, rows));
};

function openingPageStatement(name: string, side: OrderCaller['side'], statuses: readonly OrderStatus[], windowed: boolean, rows: number) {
  const companyId = sql.placeholder('companyId');
  const start = sql`${sql.placeholder('start')}::timestamptz`;
  const listed = sql`${orderVisibility({ side, companyId })} and ${purchaseOrders.status} in (${closedLiterals(ORDER_STATUSES, statuses)})`;
  const kept = keptStatuses({ side }, statuses);
  const firstDay = windowed
    ? sql`(select count(*)::int from ${purchaseOrders} where ${listed} and ${purchaseOrders.createdAt} >= ${start} and ${purchaseOrders.createdAt} < ${sql.placeholder('nextDay')}::timestamptz)`
    : sql`0`;
  const keptTotal = sql<number>`(select coalesce(sum(${orderDayCounts.n}), 0)::int + ${firstDay} from ${orderDayCounts} where ${orderDayCounts.ownerId} = ${companyId} and ${orderDayCounts.side} = ${sql.raw(side === 'buyer' ? "'buyer'" : "'seller'")} and ${orderDayCounts.status} in (${closedLiterals(ORDER_STATUSES, kept)})${windowed ? sql` and ${orderDayCounts.day} > ${sql.placeholder('startDay')}::date` : sql``})`;
  return preparedPerHandle((db) => {
    const ids = db
      .select({ pageId: sql<number>`${purchaseOrders.id}`.as('page_id') })
      .from(purchaseOrders)
      .where(windowed ? sql`${listed} and ${purchaseOrders.createdAt} >= ${start}` : listed)
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .limit(literalLimit(Math.trunc(rows)))
      .as('page_ids');
    return db
      .select({ ...summaryColumns, keptTotal })
      .from(ids)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, ids.pageId))
      .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
      .innerJoin(buyer, eq(buyer.id, purchaseOrders.companyId))
      .leftJoin(seller, eq(seller.id, purchaseOrders.supplyingCompanyId))
      .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .leftJoin(taxCodes, eq(taxCodes.id, purchaseOrders.taxCodeId))
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .prepare(name);
  });
}

/** The summaries of these orders as a named prepared statement: five joins and three subqueries planned once per connection (decision record 021). */
const summariesQuery = preparedPerHandle((db) =>
  summarySelect(db)
    .where(sql`${purchaseOrders.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('order_summaries_by_ids'),
);

/** Summaries of given orders (already fenced by the caller), in the given order. */
export async function summaryRows(db: DbOrTx, ids: number[]): Promise<SummaryRow[]> {
  if (!ids.length) return [];
  const rows = await summariesQuery(db).execute({ ids });
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** The list shape of an order; its total comes from core orderTotals over its lines. */
export function summaryView(r: SummaryRow): OrderSummary {
  const o = r.order;
  return {
    id: o.id,
    po_number: o.poNumber,
    status: o.status,
    status_display: ORDER_STATUS_LABELS[o.status],
    project: { id: o.projectId, name: r.projectName, main_job_num: r.projectJobNum },
    buyer_company: { id: o.companyId, name: r.buyerName },
    supplying_company: o.supplyingCompanyId && r.sellerName !== null ? { id: o.supplyingCompanyId, name: r.sellerName } : null,
    supplier: o.supplierId && r.supplierName !== null ? { id: o.supplierId, name: r.supplierName } : null,
    line_count: r.moneyLines.length,
    total: orderTotals(r.moneyLines, r.taxRate === null ? null : { tax_rate: r.taxRate, is_use_tax: r.taxIsUse ?? false }).total,
    need_by_date: o.needByDate,
    promised_date: r.promisedDate,
    created_at: o.createdAt.toISOString(),
    submitted_at: o.submittedAt?.toISOString() ?? null,
  };
}

/** BOM lines to order, with what their price and units come from. */
export async function cartLinesForOrder(db: DbOrTx, companyId: number, projectId: number, ids: number[]) {
  return db
    .select({
      id: cartItems.id,
      baseItemId: cartItems.baseItemId,
      packageCount: cartItems.packageCount,
      packageQuantity: baseItemOptions.packageQuantity,
      itemCode: baseItems.baseItemCode,
      itemDescription: baseItems.description,
      itemUnit: baseItems.unit,
      itemPrice: baseItems.unitPrice,
      customDescription: customItems.description,
      customCode: customItems.code,
      customUnit: customItems.unit,
      customPrice: customItems.unitPrice,
      position: cartItems.position,
    })
    .from(cartItems)
    .leftJoin(baseItems, eq(baseItems.id, cartItems.baseItemId))
    .leftJoin(baseItemOptions, eq(baseItemOptions.id, cartItems.baseItemOptionId))
    .leftJoin(customItems, eq(customItems.id, cartItems.customItemId))
    .where(and(eq(cartItems.companyId, companyId), eq(cartItems.projectId, projectId), inArray(cartItems.id, ids)))
    .orderBy(asc(cartItems.position), asc(cartItems.id));
}
export type CartLineForOrder = Awaited<ReturnType<typeof cartLinesForOrder>>[number];

/** Units of each BOM line already on orders that are not canceled. */
export async function orderedQuantities(db: DbOrTx, companyId: number, cartItemIds: number[]): Promise<Map<number, number>> {
  if (!cartItemIds.length) return new Map();
  const rows = await db
    .select({ cartItemId: purchaseOrderItems.cartItemId, q: sql<string>`sum(${purchaseOrderItems.quantity})` })
    .from(purchaseOrderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId))
    .where(and(eq(purchaseOrderItems.companyId, companyId), inArray(purchaseOrderItems.cartItemId, cartItemIds), sql`${purchaseOrders.status} <> 'canceled'`))
    .groupBy(purchaseOrderItems.cartItemId);
  return new Map(rows.map((r) => [r.cartItemId as number, Number(r.q)]));
}

/**
 * The buyer's lowest contract price from one supplier for each item, valid on `on`: the
 * catalogue's contractPricesFor (the one place the validity rule is written) narrowed to
 * that buyer and supplier; its rows come cheapest first per item.
 */
export async function supplierContractPrices(db: DbOrTx, buyerId: number, sellerId: number, itemIds: number[], on: string): Promise<Map<number, number>> {
  const rows = await contractPricesFor(db, and(eq(contractPrices.companyId, buyerId), eq(contractPrices.supplierCompanyId, sellerId)) as SQL, itemIds, on);
  const best = new Map<number, number>();
  for (const r of rows) if (!best.has(r.base_item_id)) best.set(r.base_item_id, r.price);
  return best;
}

/** Active members of a company (who a supplier-side notification goes to). */
export async function activeMemberIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyMemberships.accountId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), eq(companyMemberships.status, 'active')));
  return rows.map((r) => r.id);
}
