import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  INVOICEABLE_ORDER_STATUSES,
  type CreateInvoiceInput,
  type InvoiceDetail,
  type InvoiceSummary,
  invoiceMatchStatus,
  invoiceMessages,
  invoiceDateRefusal,
  invoicedOnOthers,
  matchFlags,
  extendedPrice,
  invoiceTotals,
  orderTotals,
} from '@jobsite/core';
import { companies, invoiceItems, invoices, projects, purchaseOrderEvents, purchaseOrders } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { ApiError, fieldErrors, permissionDenied, registerUniqueField } from '../../platform/errors';
import { type PageWindow, pagedRows } from '../../platform/paging';
import { containsPattern } from '../../platform/text-and-dates';
import { notify } from '../notifications/service';
import type { OrderCaller } from './caller';
import { activeMemberIds, orderItems, type OrderItemRow, type OrderRow } from './queries';

registerUniqueField('invoices_supplier_number_unique', 'invoice_number', invoiceMessages.numberTaken);

export type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceItemRow = typeof invoiceItems.$inferSelect;

const buyer = alias(companies, 'invoice_buyer');
const supplier = alias(companies, 'invoice_supplier');

/** The buyer reads the invoices it received; a supplier those it issued. */
export function invoiceVisibility(caller: OrderCaller): SQL {
  return caller.side === 'buyer' ? eq(invoices.companyId, caller.companyId) : eq(invoices.supplierCompanyId, caller.companyId);
}

/** POST orders/{id}/invoices/: the supplier invoices a shipped order, line by line. */
export async function createInvoice(tx: Tx, caller: OrderCaller, order: OrderRow, input: CreateInvoiceInput): Promise<number> {
  if (caller.side !== 'seller' || order.supplyingCompanyId !== caller.companyId) throw permissionDenied('Only the supplier can invoice an order.');
  if (!INVOICEABLE_ORDER_STATUSES.includes(order.status)) throw new ApiError(409, { detail: invoiceMessages.notShipped });
  const dateRefused = invoiceDateRefusal(input.invoice_date, order.submittedAt?.toISOString() ?? null);
  if (dateRefused) throw fieldErrors({ invoice_date: dateRefused });
  const items = await orderItems(tx, [order.id]);
  const own = new Set(items.map((i) => i.id));
  if (!input.lines.every((l) => own.has(l.order_item_id))) throw fieldErrors({ lines: invoiceMessages.lineNotOnOrder });
  if (new Set(input.lines.map((l) => l.order_item_id)).size !== input.lines.length) throw fieldErrors({ lines: invoiceMessages.lineTwice });
  const [row] = await tx
    .insert(invoices)
    .values({
      companyId: order.companyId,
      supplierCompanyId: caller.companyId,
      orderId: order.id,
      invoiceNumber: input.invoice_number,
      invoiceDate: input.invoice_date,
      dueDate: input.due_date ?? null,
      tax: input.tax,
      notes: input.notes ?? '',
      createdByAccountId: caller.accountId,
    })
    .returning();
  await tx.insert(invoiceItems).values(input.lines.map((l) => ({ companyId: order.companyId, invoiceId: row.id, orderItemId: l.order_item_id, quantity: l.quantity, unitPrice: l.unit_price })));
  await tx.insert(purchaseOrderEvents).values({ companyId: order.companyId, orderId: order.id, accountId: caller.accountId, actorCompanyId: caller.companyId, action: 'Invoice recorded', detail: `Invoice ${input.invoice_number}` });
  if (order.createdByAccountId && (await activeMemberIds(tx, order.companyId)).includes(order.createdByAccountId)) {
    await notify(tx, {
      accountIds: [order.createdByAccountId],
      companyId: order.companyId,
      content: `${caller.companyName} sent invoice ${input.invoice_number} for PO ${order.poNumber ?? order.id}.`,
      link: `/invoices?invoice_id=${row.id}`,
    });
  }
  return row.id;
}

const summaryColumns = {
  invoice: invoices,
  poNumber: purchaseOrders.poNumber,
  projectId: projects.id,
  projectName: projects.name,
  buyerName: buyer.name,
  supplierName: supplier.name,
};
type SummaryRow = { invoice: InvoiceRow; poNumber: string | null; projectId: number; projectName: string; buyerName: string; supplierName: string };

function summarySelect(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.orderId))
    .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
    .innerJoin(buyer, eq(buyer.id, invoices.companyId))
    .innerJoin(supplier, eq(supplier.id, invoices.supplierCompanyId));
}

export async function findInvoice(db: DbOrTx, caller: OrderCaller, id: number): Promise<SummaryRow | null> {
  const [row] = await summarySelect(db).where(and(invoiceVisibility(caller), eq(invoices.id, id)));
  return row ?? null;
}

interface Matched {
  lines: InvoiceDetail['lines'];
  invoiced: { unit_price: number; quantity: number }[];
}

/**
 * Ordered, received and invoiced for every line of the order; received is what the buyer counted
 * in of the line (receive, line by line). `before` is what the order's earlier invoices billed of each line, `elsewhere` what all its
 * other invoices did.
 */
function matchLines(items: OrderItemRow[], invoiced: InvoiceItemRow[], before: Map<number, number>, elsewhere: Map<number, number>): Matched {
  const byItem = new Map(invoiced.map((i) => [i.orderItemId, i]));
  const lines = items.map((item) => {
    const inv = byItem.get(item.id);
    const m = {
      ordered_quantity: item.quantity,
      ordered_price: item.unitPrice,
      received_quantity: item.receivedQuantity,
      invoiced_quantity: inv?.quantity ?? 0,
      invoiced_price: inv?.unitPrice ?? null,
      invoiced_before_quantity: before.get(item.id) ?? 0,
      invoiced_elsewhere_quantity: elsewhere.get(item.id) ?? 0,
    };
    return { order_item_id: item.id, code: item.code, description: item.description, unit: item.unit, ...m, invoiced_amount: inv ? extendedPrice(inv.unitPrice, inv.quantity) : null, flags: matchFlags(m) };
  });
  return { lines, invoiced: invoiced.map((i) => ({ unit_price: i.unitPrice, quantity: i.quantity })) };
}

async function summaries(db: DbOrTx, rows: SummaryRow[]): Promise<{ summary: InvoiceSummary; matched: Matched }[]> {
  const orderIds = [...new Set(rows.map((r) => r.invoice.orderId))];
  // every invoice line of these orders (their buyers'), for what each invoice's earlier ones billed
  const items = orderIds.length
    ? await db
        .select({ item: invoiceItems, orderId: invoices.orderId })
        .from(invoiceItems)
        .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
        .where(and(inArray(invoices.orderId, orderIds), inArray(invoiceItems.companyId, [...new Set(rows.map((r) => r.invoice.companyId))])))
    : [];
  const orderLines = await orderItems(db, orderIds);
  return rows.map((r) => {
    const ofOrder = items.filter((i) => i.orderId === r.invoice.orderId).map((i) => i.item);
    const billed = ofOrder.map((i) => ({ invoice_id: i.invoiceId, order_item_id: i.orderItemId, quantity: i.quantity }));
    const matched = matchLines(
      orderLines.filter((l) => l.orderId === r.invoice.orderId),
      ofOrder.filter((i) => i.invoiceId === r.invoice.id),
      invoicedOnOthers(r.invoice.id, billed, 'earlier'),
      invoicedOnOthers(r.invoice.id, billed, 'all'),
    );
    const inv = r.invoice;
    const totals = invoiceTotals(matched.invoiced, inv.tax);
    return {
      matched,
      summary: {
        id: inv.id,
        invoice_number: inv.invoiceNumber,
        invoice_date: inv.invoiceDate,
        due_date: inv.dueDate,
        order: { id: inv.orderId, po_number: r.poNumber },
        project: { id: r.projectId, name: r.projectName },
        buyer_company: { id: inv.companyId, name: r.buyerName },
        supplier_company: { id: inv.supplierCompanyId, name: r.supplierName },
        ...totals,
        match_status: invoiceMatchStatus(matched.lines),
        created_at: inv.createdAt.toISOString(),
      },
    };
  });
}

/** GET invoices/: newest first; search by invoice number, PO number or project. */
export async function listInvoices(db: DbOrTx, caller: OrderCaller, q: { search?: string; order_id?: number }, window: PageWindow) {
  const search = q.search ? containsPattern(q.search) : null;
  const where = and(
    invoiceVisibility(caller),
    q.order_id ? eq(invoices.orderId, q.order_id) : undefined,
    search ? or(ilike(invoices.invoiceNumber, search), ilike(purchaseOrders.poNumber, search), ilike(projects.name, search)) : undefined,
  );
  // Counted only when more invoices follow the page (pagedRows), not on every page.
  const { rows, total } = await pagedRows(window, {
    rows: summarySelect(db).where(where).orderBy(desc(invoices.invoiceDate), desc(invoices.id)),
    count: db
      .select({ n: count() })
      .from(invoices)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.orderId))
      .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
      .where(where),
  });
  return { count: total, results: (await summaries(db, rows)).map((s) => s.summary) };
}

export async function invoiceDetail(db: DbOrTx, row: SummaryRow): Promise<InvoiceDetail> {
  const [{ summary, matched }] = await summaries(db, [row]);
  const items = await orderItems(db, [row.invoice.orderId]);
  return {
    ...summary,
    notes: row.invoice.notes,
    order_total: orderTotals(items.map((i) => ({ unit_price: i.unitPrice, quantity: i.quantity })), null).subtotal,
    lines: matched.lines,
  };
}

/** Invoices of one order, for its detail. */
export async function orderInvoiceSummaries(db: DbOrTx, caller: OrderCaller, orderId: number): Promise<InvoiceSummary[]> {
  const rows = await summarySelect(db).where(and(invoiceVisibility(caller), eq(invoices.orderId, orderId))).orderBy(desc(invoices.id));
  return (await summaries(db, rows)).map((s) => s.summary);
}
