import type { z } from 'zod';
import { INVOICE_MATCH_LABELS, type InvoiceSummary, type OrderSummary, type invoiceExportQuerySchema, type orderExportQuerySchema } from '@jobsite/core';
import type { DbOrTx } from '../../platform/db';
import type { PageWindow } from '../../platform/paging';
import { type Cell, MONEY_FORMAT } from '../../platform/table-export';
import type { OrderCaller } from './caller';
import { listInvoices } from './invoices';
import { listOrders } from './queries';
import { orderSummaries } from './service';

/*
 * export_orders and export_invoices: how the filtered lists become rows of a spreadsheet. The
 * synchronous exports (orders/export/, invoices/export/) and the background export sources read
 * through these, so the same filters give the same file either way.
 */

type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;
type InvoiceExportQuery = z.infer<typeof invoiceExportQuerySchema>;

/** The orders list's filters as an export's query gives them (format aside): always from the first row. */
export function orderExportFilters(q: OrderExportQuery) {
  const { format: _format, ...filters } = q;
  return { ...filters, page: 1 };
}

/** A page of the filtered orders (as the orders list reads them) with the list's count. */
export async function orderExportPage(db: DbOrTx, caller: OrderCaller, q: OrderExportQuery, window: PageWindow): Promise<{ count: number; orders: OrderSummary[] }> {
  const { count, rows } = await listOrders(db, caller, orderExportFilters(q), window);
  return { count, orders: orderSummaries(rows) };
}

export const ORDER_EXPORT_WIDTHS = [16, 18, 36, 12, 30, 30, 8, 14, 12, 12, 12, 12];
/** The total is money. */
export const ORDER_EXPORT_NUM_FMTS = { 7: MONEY_FORMAT };

export const orderExportRow = (o: OrderSummary): Cell[] => [
  o.po_number ?? `Draft #${o.id}`,
  o.status_display,
  o.project.name,
  o.project.main_job_num,
  o.buyer_company.name,
  o.supplying_company?.name ?? o.supplier?.name ?? '',
  o.line_count,
  o.total,
  o.need_by_date,
  o.promised_date,
  o.created_at.slice(0, 10),
  o.submitted_at?.slice(0, 10) ?? null,
];

/** A page of the filtered invoices (as the invoices list reads them) with the list's count. */
export async function invoiceExportPage(db: DbOrTx, caller: OrderCaller, q: InvoiceExportQuery, window: PageWindow): Promise<{ count: number; invoices: InvoiceSummary[] }> {
  const { format: _format, ...filters } = q;
  const { count, results } = await listInvoices(db, caller, filters, window);
  return { count, invoices: results };
}

export const INVOICE_EXPORT_WIDTHS = [16, 12, 12, 16, 36, 30, 30, 14, 12, 14, 12];
/** Subtotal, tax and total are money. */
export const INVOICE_EXPORT_NUM_FMTS = { 7: MONEY_FORMAT, 8: MONEY_FORMAT, 9: MONEY_FORMAT };

export const invoiceExportRow = (i: InvoiceSummary): Cell[] => [
  i.invoice_number,
  i.invoice_date,
  i.due_date,
  i.order.po_number ?? `#${i.order.id}`,
  i.project.name,
  i.buyer_company.name,
  i.supplier_company.name,
  i.subtotal,
  i.tax,
  i.total,
  INVOICE_MATCH_LABELS[i.match_status],
];
