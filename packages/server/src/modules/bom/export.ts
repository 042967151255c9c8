import { asc, eq } from 'drizzle-orm';
import { BOM_EXPORT_HEADER, type CartItem } from '@jobsite/core';
import { cartItems } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { CompanyScope } from '../../platform/scope';
import { type Cell, MONEY_FORMAT, type TableExport, tableCsv, tableXlsx } from '../../platform/table-export';
import type { PricingContext } from '../cart/lines';
import { loadCartItems } from '../cart/read-lines';


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

export const BOM_EXPORT_WIDTHS = [10, 6, 18, 48, 22, 12, 28, 10, 18, 12, 30, 12, 14];
/** The unit price (to four decimals) and the extended price are money. */
export const BOM_EXPORT_NUM_FMTS = { 11: '#,##0.00##', 12: MONEY_FORMAT };

const bomTable = (items: CartItem[]): TableExport => ({ header: BOM_EXPORT_HEADER, rows: items.map(bomExportRow), widths: BOM_EXPORT_WIDTHS, numFmts: BOM_EXPORT_NUM_FMTS });

export const bomCsv = (items: CartItem[]): string => tableCsv(bomTable(items));
export const bomXlsx = (items: CartItem[], sheetName: string): Promise<Buffer> => tableXlsx(bomTable(items), sheetName || 'BOM');
