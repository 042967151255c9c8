import { eq } from 'drizzle-orm';
import {
  BOM_EXPORT_HEADER,
  EXPORT_PAGE_ROWS,
  INVOICE_EXPORT_HEADER,
  ORDER_EXPORT_HEADER,
  TOOL_CHARGE_EXPORT_HEADERS,
  exportParamsSchemas,
  type ExportKind,
  type ShippingFormSummary,
  type ToolItem,
} from '@jobsite/core';
import { accounts, companies } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { PageWindow } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import type { Cell } from '../../platform/table-export';
import { CHARGE_EXPORT_NUM_FMTS, CHARGE_EXPORT_WIDTHS, chargeExportRow, chargeRows, chargesOf } from '../assets/charges';
import { itemPagesNewestFirst, listItems } from '../assets/queries';
import { BOM_EXPORT_NUM_FMTS, BOM_EXPORT_WIDTHS, bomExportItems, bomExportRow } from '../bom/export';
import type { OrderCaller } from '../orders/caller';
import { INVOICE_EXPORT_NUM_FMTS, INVOICE_EXPORT_WIDTHS, ORDER_EXPORT_NUM_FMTS, ORDER_EXPORT_WIDTHS, invoiceExportPage, invoiceExportRow, orderExportPage, orderExportRow } from '../orders/export';
import { STOCK_EXPORT_HEADERS, stockExportRow, stockItemsPage } from '../product-lists/stock';
import { findProject } from '../projects/queries';
import { listForms } from '../shipping/queries';

/*
 * What each kind of export writes: a header and its rows, read page by page (EXPORT_PAGE_ROWS
 * at a time) through the same list functions the screens and the synchronous exports use, so a
 * background file holds exactly what the screen's export would, however many rows.
 */

export interface ExportContext {
  scope: CompanyScope;
  accountId: number;
  today: string;
}

export interface ExportSource {
  header: readonly string[];
  widths?: number[];
  /** Number formats by column index: XLSX shows them, CSV writes their decimals (money with its cents). */
  numFmts?: Record<number, string>;
  /** The sheet's name in XLSX. */
  sheet: string;
  total: number;
  /** Pages of rows, in order; each page is read when the writer asks for it. */
  pages(): AsyncGenerator<Cell[][]>;
}

/** A list's pages as the file's rows (a list row may become several file rows). */
async function* asCells<T>(pages: AsyncIterable<T[]>, toRow: (r: T) => Cell[] | Promise<Cell[][]>): AsyncGenerator<Cell[][]> {
  for await (const rows of pages) {
    const out: Cell[][] = [];
    for (const r of rows) {
      const mapped = await toRow(r);
      if (Array.isArray(mapped[0])) out.push(...(mapped as Cell[][]));
      else out.push(mapped as Cell[]);
    }
    yield out;
  }
}

/**
 * The pages of a list `total` rows long (its opening read counted them): each read asks for
 * EXPORT_PAGE_ROWS rows and passes the total on, so the list does not count itself again.
 */
async function* offsetWindows<T>(total: number, read: (window: PageWindow) => Promise<T[]>): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
    const rows = await read({ limit: EXPORT_PAGE_ROWS, offset, knownTotal: total });
    if (!rows.length) return;
    yield rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
  }
}

const offsetPages = <T>(total: number, read: (window: PageWindow) => Promise<T[]>, toRow: (r: T) => Cell[] | Promise<Cell[][]>) => asCells(offsetWindows(total, read), toRow);

/** The caller an orders list needs, for the job's account and company (reads only). */
async function orderCallerFor(db: DbOrTx, ctx: ExportContext): Promise<OrderCaller> {
  const [row] = await db
    .select({ first: accounts.firstName, last: accounts.lastName, email: accounts.email, company: companies.name, systemType: companies.systemType })
    .from(companies)
    .leftJoin(accounts, eq(accounts.id, ctx.accountId))
    .where(eq(companies.id, ctx.scope.companyId));
  return {
    accountId: ctx.accountId,
    name: `${row?.first ?? ''} ${row?.last ?? ''}`.trim() || row?.email || '',
    companyId: ctx.scope.companyId,
    companyName: row?.company ?? '',
    side: row?.systemType === 'seller' ? 'seller' : 'buyer',
    editAll: false,
  };
}

const SHIPPING_FORM_EXPORT_HEADER = ['Form #', 'Status', 'Tool request', 'Project', 'Pickup warehouse', 'Shipping date', 'Ship to', 'Delivery by', 'Items', 'Return', 'Updated'];
const shippingFormRow = (f: ShippingFormSummary): Cell[] => [
  f.number,
  f.status_display,
  f.tool_request?.number ?? '',
  f.project?.name ?? '',
  f.pickup_warehouse?.name ?? '',
  f.shipping_date,
  f.shipping_address_display,
  f.delivery_by,
  f.item_count,
  f.is_return ? 'Yes' : 'No',
  f.updated_at.slice(0, 10),
];

const assetHeader = ['Model code', 'Model', 'Type', 'Serial #', 'Barcode', 'Status', 'Quantity', 'Warehouse', 'Bin', 'Project', 'Job #', 'Custodian', 'Expected return', 'Return status', 'Certification due', 'Calibration due', 'Daily rate', 'Notes'];
const assetRow = (i: ToolItem): Cell[] => [
  i.model.code,
  i.model.name,
  i.model_type,
  i.serial_number,
  i.barcode,
  i.status_display,
  i.quantity,
  i.warehouse?.name ?? '',
  i.bin?.code ?? '',
  i.project_name ?? '',
  i.project_main_job_num ?? '',
  i.custodian?.name ?? '',
  i.expected_return_date,
  i.expected_return_status,
  i.certification_due,
  i.calibration_due,
  i.daily_rate,
  i.notes,
];

/** Opens the source of a job: counts its rows and prepares the page reader. */
export async function openSource(db: DbOrTx, kind: ExportKind, rawParams: Record<string, unknown>, ctx: ExportContext): Promise<ExportSource> {
  const { scope } = ctx;
  switch (kind) {
    case 'export_asset_list_wrapper': {
      const p = exportParamsSchemas.export_asset_list_wrapper.parse(rawParams);
      const q = { ...p, page: 1 };
      const first = await listItems(db, scope, q, { page: 1, pageSize: 1, limit: 1, offset: 0 }, ctx.accountId, ctx.today);
      return {
        header: assetHeader,
        sheet: 'Assets',
        total: first.count,
        // Newest first, each page after the last item read (keyset); My tools, ordered by due date, by offset.
        pages: () =>
          q.mine === 'true'
            ? offsetPages(first.count, (w) => listItems(db, scope, q, { page: 1, pageSize: w.limit, ...w }, ctx.accountId, ctx.today).then((r) => r.results), assetRow)
            : asCells(itemPagesNewestFirst(db, scope, q, EXPORT_PAGE_ROWS, ctx.accountId, ctx.today), assetRow),
      };
    }
    case 'orders': {
      const q = exportParamsSchemas.orders.parse(rawParams);
      const caller = await orderCallerFor(db, ctx);
      const first = await orderExportPage(db, caller, q, { limit: 1, offset: 0 });
      return {
        header: ORDER_EXPORT_HEADER,
        sheet: 'Orders',
        widths: ORDER_EXPORT_WIDTHS,
        numFmts: ORDER_EXPORT_NUM_FMTS,
        total: first.count,
        pages: () => offsetPages(first.count, async (w) => (await orderExportPage(db, caller, q, w)).orders, orderExportRow),
      };
    }
    case 'invoices': {
      const q = exportParamsSchemas.invoices.parse(rawParams);
      const caller = await orderCallerFor(db, ctx);
      const first = await invoiceExportPage(db, caller, q, { limit: 1, offset: 0 });
      return {
        header: INVOICE_EXPORT_HEADER,
        sheet: 'Invoices',
        widths: INVOICE_EXPORT_WIDTHS,
        numFmts: INVOICE_EXPORT_NUM_FMTS,
        total: first.count,
        pages: () => offsetPages(first.count, async (w) => (await invoiceExportPage(db, caller, q, w)).invoices, invoiceExportRow),
      };
    }
    case 'tool_charges': {
      const p = exportParamsSchemas.tool_charges.parse(rawParams);
      const q = { ...p, page: 1, today: ctx.today };
      const first = await chargesOf(db, scope, q, { limit: 1, offset: 0 });
      return {
        header: TOOL_CHARGE_EXPORT_HEADERS,
        sheet: 'Charges',
        widths: CHARGE_EXPORT_WIDTHS,
        numFmts: CHARGE_EXPORT_NUM_FMTS,
        total: first.count,
        pages: () =>
          offsetPages(
            first.count,
            (w) => chargeRows(db, scope, q, w),
            chargeExportRow,
          ),
      };
    }
    case 'job_site_stock': {
      const p = { ...exportParamsSchemas.job_site_stock.parse(rawParams), page: 1 };
      const first = await stockItemsPage(db, scope, p, { limit: 1, offset: 0 });
      return {
        header: STOCK_EXPORT_HEADERS,
        sheet: 'Job-site stock',
        total: first.count,
        pages: () => offsetPages(first.count, async (w) => (await stockItemsPage(db, scope, p, w)).results, stockExportRow),
      };
    }
    case 'shipping_forms': {
      const p = exportParamsSchemas.shipping_forms.parse(rawParams);
      const q = { ...p, page: 1 };
      const read = (w: PageWindow) => listForms(db, scope, q, { page: 1, pageSize: w.limit, ...w });
      const total = (await read({ limit: 1, offset: 0 })).count;
      return {
        header: SHIPPING_FORM_EXPORT_HEADER,
        sheet: 'Shipping forms',
        widths: [12, 16, 12, 30, 24, 12, 40, 20, 8, 8, 12],
        total,
        pages: () => offsetPages(total, async (w) => (await read(w)).results, shippingFormRow),
      };
    }
    case 'bom': {
      // a project's BOM is bounded (thousands of lines): read whole, written like the screen's export
      const p = exportParamsSchemas.bom.parse(rawParams);
      const project = await findProject(db, scope, p.project_id);
      if (!project) throw new Error('The project is gone.');
      const items = await bomExportItems(db, scope, project.id, { companyId: scope.companyId, systemType: 'buyer', on: ctx.today });
      return {
        header: BOM_EXPORT_HEADER,
        widths: BOM_EXPORT_WIDTHS,
        numFmts: BOM_EXPORT_NUM_FMTS,
        sheet: 'BOM',
        total: items.length,
        pages: async function* () {
          for (let i = 0; i < items.length; i += EXPORT_PAGE_ROWS) yield items.slice(i, i + EXPORT_PAGE_ROWS).map(bomExportRow);
        },
      };
    }
  }
}
