import { and, count, desc, eq, gte, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_ORDER_STATUSES, ORDER_DATE_LIMIT_DAYS, ORDER_STATUS_LABELS, type OrderListQuery, type OrderStatus, type PoItem, extendedPrice } from '@jobsite/core';
import { companies, projects, purchaseOrderItems, purchaseOrders, suppliers } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { type PageWindow, pagedRows } from '../../platform/paging';
import { containsPattern } from '../../platform/text-and-dates';
import type { OrderCaller } from './caller';
import { orderVisibility } from './queries';

const seller = alias(companies, 'po_item_seller');

/** GET orders/items/ (all_po_items): lines of the caller's orders, newest order first; search by code, description or PO number. */
export async function listPoItems(db: DbOrTx, caller: OrderCaller, q: OrderListQuery, window: PageWindow, now = new Date()): Promise<{ count: number; results: PoItem[] }> {
  const statuses = q.status ? (q.status.split(',').map((s) => s.trim()) as OrderStatus[]) : [...DEFAULT_ORDER_STATUSES];
  const days = q.date_limit ?? ORDER_DATE_LIMIT_DAYS;
  const search = q.search ? containsPattern(q.search) : null;
  const where = and(
    orderVisibility(caller),
    inArray(purchaseOrders.status, statuses),
    days > 0 ? gte(purchaseOrders.createdAt, new Date(now.getTime() - days * 86_400_000)) : undefined,
    q.project_id ? eq(purchaseOrders.projectId, q.project_id) : undefined,
    search ? or(ilike(purchaseOrderItems.code, search), ilike(purchaseOrderItems.description, search), ilike(purchaseOrders.poNumber, search)) : undefined,
  ) as SQL;
  // Counted only when more items follow the page (pagedRows), not on every page.
  const { rows: page, total: n } = await pagedRows(
    window,
    {
      rows: db
        .select({ id: purchaseOrderItems.id })
        .from(purchaseOrderItems)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId))
        .where(where)
        .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id), purchaseOrderItems.position, purchaseOrderItems.id),
      count: db.select({ n: count() }).from(purchaseOrderItems).innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId)).where(where),
    },
  );
  const ids = page.map((r) => r.id);
  if (!ids.length) return { count: n, results: [] };
  const rows = await db
    .select({ item: purchaseOrderItems, order: purchaseOrders, projectName: projects.name, jobNum: projects.mainJobNum, sellerName: seller.name, supplierName: suppliers.name })
    .from(purchaseOrderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId))
    .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .leftJoin(seller, eq(seller.id, purchaseOrders.supplyingCompanyId))
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(inArray(purchaseOrderItems.id, ids));
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  const results = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { item, order } = r;
    return [
      {
        id: item.id,
        order: {
          id: order.id,
          po_number: order.poNumber,
          status: order.status,
          status_display: ORDER_STATUS_LABELS[order.status],
          supplying_company: order.supplyingCompanyId && r.sellerName ? { id: order.supplyingCompanyId, name: r.sellerName } : null,
        },
        supplier_name: r.sellerName ?? r.supplierName ?? '',
        project: { id: order.projectId, name: r.projectName, main_job_num: r.jobNum },
        code: item.code,
        description: item.description,
        unit: item.unit,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        extended_price: extendedPrice(item.unitPrice, item.quantity),
        need_by_date: item.needByDate,
        promised_date: item.promisedDate,
        backordered: item.backordered,
        shipped: item.shipped,
        received_quantity: item.receivedQuantity,
      },
    ];
  });
  return { count: n, results };
}
