import { asc, eq, inArray, sql } from 'drizzle-orm';
import { cartMessages, type CatalogueUnit, type LineCode, rentalDatesProblem } from '@jobsite/core';
import {
  baseItemManufacturers,
  baseItemOptions,
  baseItems,
  cartItems,
  customItems,
  projectProductListItems,
} from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { fieldErrors } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';

/*
 * Cart lines: adding catalogue and custom lines (every func of POST projects/{id}/ that adds,
 * the BOM import, requisitions and product lists go through here). Reading them is read-lines.ts.
 */

export interface LineContext {
  scope: CompanyScope;
  project: { id: number };
  /** Who adds the lines (added_by; recent items). */
  accountId: number;
}

export interface CatalogueLineInput {
  baseItemId: number;
  packageCount: number;
  /** The package option; the item's default option when absent. */
  baseItemOptionId?: number | null;
  /** One of the item's manufacturers; the primary one when absent. */
  manufacturerId?: number | null;
  phaseCode?: LineCode | null;
  costCode?: LineCode | null;
  wbsCode1?: string;
  noSubstitute?: boolean;
  projectProductListItemId?: number | null;
  isRental?: boolean;
  rentalStartDate?: string | null;
  rentalEndDate?: string | null;
  itemComments?: string;
}

export interface CustomLineInput {
  /** Reuse this custom item of the company (its own fields win); otherwise one is found or made from the fields. */
  customItemId?: number | null;
  description: string;
  code: string;
  unit: CatalogueUnit;
  unitPrice: number | null;
  manufacturerName: string;
  packageCount: number;
  phaseCode?: LineCode | null;
  costCode?: LineCode | null;
  wbsCode1?: string;
  itemComments?: string;
}

import type { PricingContext } from '../catalogue/scope';

export type { PricingContext };
export { pricingOf } from '../catalogue/caller';

/** The position after the project's last line (new lines go last). */
export async function nextPosition(tx: DbOrTx, scope: CompanyScope, projectId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<string | null>`max(${cartItems.position})` })
    .from(cartItems)
    .where(scope.where(cartItems, eq(cartItems.projectId, projectId)));
  return row.max === null ? 1 : Math.floor(Number(row.max)) + 1;
}

const codeColumns = (phase: LineCode | null | undefined, cost: LineCode | null | undefined) => ({
  phaseCode: phase?.code ?? '',
  phaseCodeName: phase?.name ?? '',
  costCode: cost?.code ?? '',
  costCodeName: cost?.name ?? '',
});

/** Core's rental-date rule, for every way a line is added (add_item, the BOM import, the demo seed). */
function checkRentalDates(line: { isRental?: boolean; rentalStartDate?: string | null; rentalEndDate?: string | null }) {
  if (!line.isRental) return;
  const problem = rentalDatesProblem(line.rentalStartDate, line.rentalEndDate, { required: true });
  if (problem) throw fieldErrors({ [problem.field]: problem.message });
}

/** The catalogue facts a line needs checked: which items exist, their options and manufacturers. */
export async function catalogueFacts(db: DbOrTx, itemIds: number[]) {
  const ids = [...new Set(itemIds)];
  const items = ids.length ? await db.select({ id: baseItems.id, manufacturerId: baseItems.manufacturerId }).from(baseItems).where(inArray(baseItems.id, ids)) : [];
  const options = ids.length
    ? await db
        .select({ id: baseItemOptions.id, baseItemId: baseItemOptions.baseItemId, isDefault: baseItemOptions.isDefault, packageQuantity: baseItemOptions.packageQuantity })
        .from(baseItemOptions)
        .where(inArray(baseItemOptions.baseItemId, ids))
        .orderBy(asc(baseItemOptions.packageQuantity), asc(baseItemOptions.id))
    : [];
  const makers = ids.length
    ? await db.select().from(baseItemManufacturers).where(inArray(baseItemManufacturers.baseItemId, ids))
    : [];
  const primary = new Map(items.map((i) => [i.id, i.manufacturerId]));
  return {
    exists: (id: number) => primary.has(id),
    primaryManufacturer: (id: number) => primary.get(id) ?? null,
    defaultOption: (id: number) => {
      const own = options.filter((o) => o.baseItemId === id);
      return (own.find((o) => o.isDefault) ?? own[0])?.id ?? null;
    },
    optionBelongs: (itemId: number, optionId: number) => options.some((o) => o.id === optionId && o.baseItemId === itemId),
    makes: (itemId: number, manufacturerId: number) =>
      primary.get(itemId) === manufacturerId || makers.some((m) => m.baseItemId === itemId && m.manufacturerId === manufacturerId),
  };
}

/** Which of these product list items are the project's own (a line may be ordered for one of them). */
async function productListItemsOfProject(tx: DbOrTx, ctx: LineContext, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: projectProductListItems.id })
    .from(projectProductListItems)
    .where(ctx.scope.where(projectProductListItems, inArray(projectProductListItems.id, [...new Set(ids)]), eq(projectProductListItems.projectId, ctx.project.id)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Adds catalogue lines at the end of the project, in the order given. Every item must exist,
 * an option must be the item's own, a manufacturer must make it and a product list item must be the project's; any failure throws
 * field errors (the caller's transaction then changes nothing). Answers the new ids in order.
 */
export async function addCatalogueLines(tx: Tx, ctx: LineContext, lines: CatalogueLineInput[]): Promise<number[]> {
  if (!lines.length) return [];
  const facts = await catalogueFacts(tx, lines.map((l) => l.baseItemId));
  const listItemIds = await productListItemsOfProject(tx, ctx, lines.flatMap((l) => (l.projectProductListItemId ? [l.projectProductListItemId] : [])));
  const rows: (typeof cartItems.$inferInsert)[] = [];
  let position = await nextPosition(tx, ctx.scope, ctx.project.id);
  for (const line of lines) {
    if (!facts.exists(line.baseItemId)) throw fieldErrors({ id: cartMessages.unknownCatalogueItem });
    if (line.baseItemOptionId && !facts.optionBelongs(line.baseItemId, line.baseItemOptionId)) {
      throw fieldErrors({ base_item_options_id: cartMessages.unknownOption });
    }
    if (line.manufacturerId && !facts.makes(line.baseItemId, line.manufacturerId)) throw fieldErrors({ manufacturer_id: cartMessages.unknownManufacturer });
    if (line.projectProductListItemId && !listItemIds.has(line.projectProductListItemId)) {
      throw fieldErrors({ project_product_list_item_id: cartMessages.unknownProductListItem });
    }
    checkRentalDates(line);
    rows.push({
      companyId: ctx.scope.companyId,
      projectId: ctx.project.id,
      baseItemId: line.baseItemId,
      baseItemOptionId: line.baseItemOptionId ?? facts.defaultOption(line.baseItemId),
      manufacturerId: line.manufacturerId ?? facts.primaryManufacturer(line.baseItemId),
      packageCount: line.packageCount,
      ...codeColumns(line.phaseCode, line.costCode),
      wbsCode1: line.wbsCode1 ?? '',
      itemComments: line.itemComments ?? '',
      noSubstitute: line.noSubstitute ?? false,
      projectProductListItemId: line.projectProductListItemId ?? null,
      isRental: line.isRental ?? false,
      rentalStartDate: line.isRental ? line.rentalStartDate : null,
      rentalEndDate: line.isRental ? line.rentalEndDate : null,
      position: position++,
      addedByAccountId: ctx.accountId,
    });
  }
  return insertLines(tx, rows);
}

/** Inserts in chunks (a 5,000-line BOM stays under the bind-parameter limit), keeping the order. */
async function insertLines(tx: Tx, rows: (typeof cartItems.$inferInsert)[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await tx.insert(cartItems).values(rows.slice(i, i + 1000)).returning({ id: cartItems.id, position: cartItems.position });
    ids.push(...inserted.sort((a, b) => a.position - b.position).map((r) => r.id));
  }
  return ids;
}

/** The company's custom item with these fields, or a new one; or the named one (which must be the company's). */
async function customItemFor(tx: Tx, ctx: LineContext, line: CustomLineInput): Promise<number> {
  if (line.customItemId) {
    const [own] = await tx
      .select({ id: customItems.id })
      .from(customItems)
      .where(ctx.scope.where(customItems, eq(customItems.id, line.customItemId)));
    if (!own) throw fieldErrors({ custom_item_id: `Invalid pk "${line.customItemId}" - object does not exist.` });
    return own.id;
  }
  const [same] = await tx
    .select({ id: customItems.id })
    .from(customItems)
    .where(
      ctx.scope.where(
        customItems,
        sql`lower(${customItems.description}) = ${line.description.toLowerCase()}`,
        sql`lower(${customItems.code}) = ${line.code.toLowerCase()}`,
        eq(customItems.unit, line.unit),
        sql`lower(${customItems.manufacturerName}) = ${line.manufacturerName.toLowerCase()}`,
        line.unitPrice === null ? sql`${customItems.unitPrice} is null` : sql`${customItems.unitPrice} = ${line.unitPrice}`,
      ),
    )
    .orderBy(asc(customItems.id))
    .limit(1);
  if (same) return same.id;
  const [made] = await tx
    .insert(customItems)
    .values({
      companyId: ctx.scope.companyId,
      description: line.description,
      code: line.code,
      unit: line.unit,
      unitPrice: line.unitPrice,
      manufacturerName: line.manufacturerName,
      createdByAccountId: ctx.accountId,
    })
    .returning({ id: customItems.id });
  return made.id;
}

/** Adds custom lines at the end of the project, reusing the company's custom items. Answers the new ids in order. */
export async function addCustomLines(tx: Tx, ctx: LineContext, lines: CustomLineInput[]): Promise<number[]> {
  if (!lines.length) return [];
  const rows: (typeof cartItems.$inferInsert)[] = [];
  let position = await nextPosition(tx, ctx.scope, ctx.project.id);
  for (const line of lines) {
    rows.push({
      companyId: ctx.scope.companyId,
      projectId: ctx.project.id,
      customItemId: await customItemFor(tx, ctx, line),
      packageCount: line.packageCount,
      ...codeColumns(line.phaseCode, line.costCode),
      wbsCode1: line.wbsCode1 ?? '',
      itemComments: line.itemComments ?? '',
      position: position++,
      addedByAccountId: ctx.accountId,
    });
  }
  return insertLines(tx, rows);
}
