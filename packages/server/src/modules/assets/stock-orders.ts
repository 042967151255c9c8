import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assetMessages,
  type createStockOrderBody,
  type StockOrder,
  type StockOrderAction,
  stockOrderActionsFor,
  type stockOrderActionBody,
  type StockOrderDetail,
  type StockOrderItem,
  type StockOrderStatus,
  STOCK_ORDER_STATUS_LABELS,
  stockOrderTransition,
  suggestedRestock,
  formatQuantity,
} from '@jobsite/core';
import { accounts, assetItems, assetModels, binLocations, stockOrderLines, stockOrders, suppliers, warehouses } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { detailError, fieldErrors, notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import type { AssetCaller } from './caller';
import { addEvent } from './service';

/*
 * Stock orders (the sidebar's stock_orders and stock_order_item): restocking a stock warehouse
 * from a supplier. Drafted by hand or from the stock models below their reorder point,
 * ordered, then received (in parts) into a bin, which adds to the bin's count. Costs are kept
 * in ten-thousandths of a dollar and totalled in integers here only.
 */

type OrderRow = typeof stockOrders.$inferSelect;
type LineRow = typeof stockOrderLines.$inferSelect;
const MICROS = 10_000;
/** The outer model's id inside a correlated subquery (drizzle writes a bare "id" in a one-table select, which the subquery would read as its own). */
const MODEL_ID = sql.raw('"asset_models"."id"');

export const stockOrderNumber = (id: number) => `SO-${String(id).padStart(5, '0')}`;
/** quantity × unit cost, rounded half up to cents. */
const centsOf = (quantity: number, unitMicros: number) => (BigInt(quantity) * BigInt(unitMicros) + 50n) / 100n;
const dollars = (cents: bigint) => Number(cents) / 100;

function lineView(l: LineRow, model: { id: number; code: string; name: string; unit: string }) {
  return {
    id: l.id,
    model,
    quantity: l.quantity,
    received_quantity: l.receivedQuantity,
    unit_cost: l.unitCostMicros / MICROS,
    extended_cost: dollars(centsOf(l.quantity, l.unitCostMicros)),
  };
}

async function linesOf(db: DbOrTx, scope: CompanyScope, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ line: stockOrderLines, model: { id: assetModels.id, code: assetModels.code, name: assetModels.name, unit: assetModels.unit } })
    .from(stockOrderLines)
    .innerJoin(assetModels, eq(assetModels.id, stockOrderLines.modelId))
    .where(scope.where(stockOrderLines, inArray(stockOrderLines.orderId, orderIds)))
    .orderBy(asc(stockOrderLines.id));
}

async function views(db: DbOrTx, scope: CompanyScope, rows: OrderRow[]): Promise<StockOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await linesOf(db, scope, ids);
  const names = await db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(
      scope.where(
        warehouses,
        inArray(
          warehouses.id,
          rows.map((r) => r.warehouseId),
        ),
      ),
    );
  const supplierRows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(scope.where(suppliers, inArray(suppliers.id, rows.flatMap((r) => (r.supplierId ? [r.supplierId] : [])).concat(0))));
  const people = await db
    .select({ id: accounts.id, first: accounts.firstName, last: accounts.lastName, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.id, rows.flatMap((r) => (r.createdById ? [r.createdById] : [])).concat(0)));
  return rows.map((r) => {
    const mine = lines.filter((l) => l.line.orderId === r.id);
    const person = people.find((p) => p.id === r.createdById);
    return {
      id: r.id,
      number: stockOrderNumber(r.id),
      status: r.status,
      status_display: STOCK_ORDER_STATUS_LABELS[r.status],
      warehouse: { id: r.warehouseId, name: names.find((w) => w.id === r.warehouseId)?.name ?? '' },
      supplier: r.supplierId ? { id: r.supplierId, name: supplierRows.find((s) => s.id === r.supplierId)?.name ?? '' } : null,
      notes: r.notes,
      created_by: { id: r.createdById ?? 0, name: person ? `${person.first} ${person.last}`.trim() || person.email : 'Former user' },
      created_at: r.createdAt.toISOString(),
      ordered_at: r.orderedAt?.toISOString() ?? null,
      received_at: r.receivedAt?.toISOString() ?? null,
      line_count: mine.length,
      total: dollars(mine.reduce((s, l) => s + centsOf(l.line.quantity, l.line.unitCostMicros), 0n)),
    };
  });
}

export async function listStockOrders(db: DbOrTx, scope: CompanyScope, q: { status?: StockOrderStatus[]; search?: string }, page: PageRequest) {
  const where = scope.where(
    stockOrders,
    q.status?.length ? inArray(stockOrders.status, q.status) : undefined,
    q.search
      ? or(
          ilike(stockOrders.notes, containsPattern(q.search)),
          /^so-?\d+$/i.test(q.search) ? eq(stockOrders.id, Number(q.search.replace(/\D/g, ''))) : undefined,
          sql`${stockOrders.supplierId} in (select ${suppliers.id} from ${suppliers} where ${suppliers.companyId} = ${scope.companyId} and ${ilike(suppliers.name, containsPattern(q.search))})`,
        )
      : undefined,
  );
  const { rows, total } = await pagedRows(page, { rows: db.select().from(stockOrders).where(where).orderBy(desc(stockOrders.id)), count: db.select({ n: count() }).from(stockOrders).where(where) });
  return { count: total, results: await views(db, scope, rows) };
}

async function findOrder(db: DbOrTx, scope: CompanyScope, id: number, lock = false): Promise<OrderRow> {
  const q = db.select().from(stockOrders).where(scope.where(stockOrders, eq(stockOrders.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function stockOrderDetail(db: DbOrTx, scope: CompanyScope, id: number): Promise<StockOrderDetail> {
  const row = await findOrder(db, scope, id);
  const [view] = await views(db, scope, [row]);
  const lines = await linesOf(db, scope, [id]);
  return { ...view, lines: lines.map((l) => lineView(l.line, l.model)), actions: stockOrderActionsFor(row.status) };
}

async function stockWarehouse(db: DbOrTx, scope: CompanyScope, id: number) {
  const [w] = await db.select().from(warehouses).where(scope.where(warehouses, eq(warehouses.id, id)));
  if (!w) throw fieldErrors({ warehouse_id: assetMessages.selectWarehouse });
  if (w.type !== 'Stock') throw fieldErrors({ warehouse_id: 'Choose a Stock warehouse.' });
  return w;
}

export async function createStockOrder(tx: Tx, scope: CompanyScope, caller: AssetCaller, b: z.output<typeof createStockOrderBody>): Promise<number> {
  await stockWarehouse(tx, scope, b.warehouse_id!);
  if (b.supplier_id !== null) {
    const [s] = await tx.select({ id: suppliers.id }).from(suppliers).where(scope.where(suppliers, eq(suppliers.id, b.supplier_id)));
    if (!s) throw fieldErrors({ supplier_id: 'Choose one of your suppliers.' });
  }
  const ids = [...new Set(b.lines.map((l) => l.model_id))];
  const models = await tx
    .select({ id: assetModels.id, service: assetModels.service })
    .from(assetModels)
    .where(scope.where(assetModels, inArray(assetModels.id, ids)));
  if (models.length !== ids.length || models.some((m) => m.service !== 'stock')) throw fieldErrors({ lines: 'Choose stock models of your company.' });
  const [order] = await tx.insert(stockOrders).values({ companyId: scope.companyId, warehouseId: b.warehouse_id!, supplierId: b.supplier_id, notes: b.notes, createdById: caller.accountId }).returning();
  await tx.insert(stockOrderLines).values(b.lines.map((l) => ({ companyId: scope.companyId, orderId: order.id, modelId: l.model_id, quantity: l.quantity, unitCostMicros: Math.round(l.unit_cost * MICROS) })));
  return order.id;
}

/** order, receive (into a bin: adds to that bin's count of the model) or cancel, through the table in core. */
export async function actOnStockOrder(tx: Tx, scope: CompanyScope, caller: AssetCaller, id: number, action: StockOrderAction, body: z.output<typeof stockOrderActionBody>): Promise<void> {
  const order = await findOrder(tx, scope, id, true);
  const lines = (await linesOf(tx, scope, [id])).map((l) => l.line);
  const fill = () => ({ ordered: lines.reduce((s, l) => s + l.quantity, 0), received: lines.reduce((s, l) => s + l.receivedQuantity, 0) });
  const check = stockOrderTransition(order.status, action, fill());
  if (!check.ok) throw detailError(409, check.error);
  if (action === 'receive') {
    const binId = body.bin_id ?? null;
    if (binId !== null) {
      const [bin] = await tx.select({ id: binLocations.id }).from(binLocations).where(scope.where(binLocations, eq(binLocations.id, binId), eq(binLocations.warehouseId, order.warehouseId)));
      if (!bin) throw fieldErrors({ bin_id: 'This bin is not in the order’s warehouse.' });
    }
    const wanted = body.lines?.length ? body.lines : lines.filter((l) => l.receivedQuantity < l.quantity).map((l) => ({ line_id: l.id, quantity: l.quantity - l.receivedQuantity }));
    if (wanted.length === 0) throw detailError(409, 'Nothing on this order is waiting to be received.');
    for (const w of wanted) {
      const line = lines.find((l) => l.id === w.line_id);
      if (!line) throw fieldErrors({ lines: 'Some of the lines are not on this order.' });
      const open = line.quantity - line.receivedQuantity;
      if (w.quantity > open) throw fieldErrors({ lines: `Only ${formatQuantity(open)} more of this line are expected.` });
      line.receivedQuantity += w.quantity;
      await tx.update(stockOrderLines).set({ receivedQuantity: line.receivedQuantity }).where(scope.where(stockOrderLines, eq(stockOrderLines.id, line.id)));
      // the bin's count of the model grows (one row per model and bin), or a new row starts it
      const [shelf] = await tx
        .select({ id: assetItems.id, quantity: assetItems.quantity })
        .from(assetItems)
        .where(
          scope.where(
            assetItems,
            eq(assetItems.modelId, line.modelId),
            eq(assetItems.warehouseId, order.warehouseId),
            isNull(assetItems.projectId),
            binId === null ? isNull(assetItems.binId) : eq(assetItems.binId, binId),
            eq(assetItems.status, 'ok'),
          ),
        )
        .orderBy(asc(assetItems.id))
        .limit(1)
        .for('update');
      let itemId: number;
      if (shelf) {
        await tx.update(assetItems).set({ quantity: shelf.quantity + w.quantity }).where(eq(assetItems.id, shelf.id));
        itemId = shelf.id;
      } else {
        const [created] = await tx
          .insert(assetItems)
          .values({ companyId: scope.companyId, service: 'stock', modelId: line.modelId, quantity: w.quantity, warehouseId: order.warehouseId, binId })
          .returning({ id: assetItems.id });
        itemId = created.id;
      }
      await addEvent(tx, { companyId: scope.companyId, itemId, accountId: caller.accountId, text: `${formatQuantity(w.quantity)} received on ${stockOrderNumber(order.id)}` });
    }
  }
  const after = stockOrderTransition(order.status, action, fill());
  if (!after.ok) throw detailError(409, after.error);
  await tx
    .update(stockOrders)
    .set({
      status: after.to,
      ...(action === 'order' ? { orderedAt: new Date() } : {}),
      ...(after.to === 'received' ? { receivedAt: new Date() } : {}),
    })
    .where(scope.where(stockOrders, eq(stockOrders.id, id)));
}

/** The stock models at or below their reorder point in a warehouse, with what is on open orders and what to order. */
export async function restockSuggestions(db: DbOrTx, scope: CompanyScope, warehouseId: number) {
  await stockWarehouse(db, scope, warehouseId);
  const rows = await db
    .select({
      id: assetModels.id,
      code: assetModels.code,
      name: assetModels.name,
      unit: assetModels.unit,
      reorderPoint: assetModels.reorderPoint,
      available: sql<number>`coalesce((select sum(i.quantity) from asset_items i where i.company_id = ${scope.companyId} and i.model_id = ${MODEL_ID} and i.warehouse_id = ${warehouseId} and i.project_id is null and i.status = 'ok'), 0)::int`,
      onOrder: sql<number>`coalesce((select sum(l.quantity - l.received_quantity) from stock_order_lines l join stock_orders o on o.id = l.order_id where l.company_id = ${scope.companyId} and l.model_id = ${MODEL_ID} and o.warehouse_id = ${warehouseId} and o.status in ('draft', 'ordered', 'partly received')), 0)::int`,
    })
    .from(assetModels)
    .where(scope.where(assetModels, eq(assetModels.service, 'stock'), sql`${assetModels.reorderPoint} is not null`))
    .orderBy(assetModels.name);
  return rows
    .filter((r) => r.available + r.onOrder <= r.reorderPoint!)
    .map((r) => ({
      model: { id: r.id, code: r.code, name: r.name, unit: r.unit },
      available: r.available,
      reorder_point: r.reorderPoint!,
      on_order: r.onOrder,
      suggested_quantity: suggestedRestock(r.available + r.onOrder, r.reorderPoint!),
    }));
}

/** stock_order_item: the lines of every stock order, newest first, by order status. */
export async function listStockOrderItems(db: DbOrTx, scope: CompanyScope, q: { status?: StockOrderStatus[]; search?: string }, page: PageRequest): Promise<{ count: number; results: StockOrderItem[] }> {
  const where = and(
    scope.where(stockOrderLines),
    q.status?.length ? inArray(stockOrders.status, q.status) : undefined,
    q.search ? or(ilike(assetModels.name, containsPattern(q.search)), ilike(assetModels.code, containsPattern(q.search))) : undefined,
  );
  const base = () =>
    db
      .select({ line: stockOrderLines, model: { id: assetModels.id, code: assetModels.code, name: assetModels.name, unit: assetModels.unit }, order: stockOrders, warehouse: { id: warehouses.id, name: warehouses.name } })
      .from(stockOrderLines)
      .innerJoin(stockOrders, eq(stockOrders.id, stockOrderLines.orderId))
      .innerJoin(assetModels, eq(assetModels.id, stockOrderLines.modelId))
      .innerJoin(warehouses, eq(warehouses.id, stockOrders.warehouseId));
  const { rows, total } = await pagedRows(page, {
    rows: base().where(where).orderBy(desc(stockOrderLines.id)),
    count: db
      .select({ n: count() })
      .from(stockOrderLines)
      .innerJoin(stockOrders, eq(stockOrders.id, stockOrderLines.orderId))
      .innerJoin(assetModels, eq(assetModels.id, stockOrderLines.modelId))
      .where(where),
  });
  return {
    count: total,
    results: rows.map((r) => ({
      ...lineView(r.line, r.model),
      order: { id: r.order.id, number: stockOrderNumber(r.order.id), status: r.order.status, status_display: STOCK_ORDER_STATUS_LABELS[r.order.status] },
      warehouse: r.warehouse,
    })),
  };
}
