import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { BOM_EXPORT_HEADER, type CartItem, csvSafeCell } from '@jobsite/core';
import { cartItems } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { CompanyScope } from '../../platform/scope';
import { loadCartItems, type PricingContext } from '../cart/lines';

type Cell = string | number | null;

/** One export row per line, in BOM_EXPORT_HEADER order. */
export function bomExportRow(i: CartItem): Cell[] {
  return [
    i.total_quantity,
    i.unit,
    i.base_item_code,
    i.description,
    i.manufacturer_name,
    i.phase_code?.code ?? '',
    i.phase_code?.name ?? '',
    i.cost_code?.code ?? '',
    i.cost_code?.name ?? '',
    i.wbs_code_1,
    i.item_comments,
    i.unit_price,
    i.extended_price,
  ];
}

/** Every line of the project in BOM order, priced for the reader. */
export async function bomExportItems(db: DbOrTx, scope: CompanyScope, projectId: number, pricing: PricingContext): Promise<CartItem[]> {
  const ids = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(scope.where(cartItems, eq(cartItems.projectId, projectId)))
    .orderBy(asc(cartItems.position), asc(cartItems.id));
  return loadCartItems(db, scope, pricing, ids.map((r) => r.id));
}

const csvCell = (v: Cell) => {
  const s = csvSafeCell(v === null ? '' : String(v));
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export function bomCsv(items: CartItem[]): string {
  const lines = [BOM_EXPORT_HEADER.join(','), ...items.map((i) => bomExportRow(i).map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function bomXlsx(items: CartItem[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31) || 'BOM');
  sheet.addRow([...BOM_EXPORT_HEADER]).font = { bold: true };
  // Text cells go in as text: exceljs writes a string as a string, never a formula.
  for (const i of items) sheet.addRow(bomExportRow(i));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.getColumn(12).numFmt = '#,##0.00##';
  sheet.getColumn(13).numFmt = '#,##0.00';
  const widths = [10, 6, 18, 48, 22, 12, 28, 10, 18, 12, 30, 12, 14];
  widths.forEach((w, n) => (sheet.getColumn(n + 1).width = w));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
