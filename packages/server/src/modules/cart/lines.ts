import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type CartItem, cartMessages, type CatalogueUnit, extendedPrice, type LineCode, rentalDatesProblem, totalQuantity } from '@jobsite/core';
import {
  accounts,
  baseItemManufacturers,
  baseItemOptions,
  baseItems,
  cartItemAttachments,
  cartItems,
  cartSpools,
  companies,
  customItems,
  holdForReleaseItems,
  manufacturers,
  productCategories,
} from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { fieldErrors } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { contractPricesFor, optionsOf } from '../catalogue/queries';

/*
 * Cart lines: adding catalogue and custom lines, and reading lines into core's CartItem.
 * Every func of POST projects/{id}/, the list and the BOM import go through here.
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

/**
 * Adds catalogue lines at the end of the project, in the order given. Every item must exist,
 * an option must be the item's own and a manufacturer must make it; any failure throws
 * field errors (the caller's transaction then changes nothing). Answers the new ids in order.
 */
export async function addCatalogueLines(tx: Tx, ctx: LineContext, lines: CatalogueLineInput[]): Promise<number[]> {
  if (!lines.length) return [];
  const facts = await catalogueFacts(tx, lines.map((l) => l.baseItemId));
  const rows: (typeof cartItems.$inferInsert)[] = [];
  let position = await nextPosition(tx, ctx.scope, ctx.project.id);
  for (const line of lines) {
    if (!facts.exists(line.baseItemId)) throw fieldErrors({ id: cartMessages.unknownCatalogueItem });
    if (line.baseItemOptionId && !facts.optionBelongs(line.baseItemId, line.baseItemOptionId)) {
      throw fieldErrors({ base_item_options_id: cartMessages.unknownOption });
    }
    if (line.manufacturerId && !facts.makes(line.baseItemId, line.manufacturerId)) throw fieldErrors({ manufacturer_id: cartMessages.unknownManufacturer });
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

const lineManufacturer = alias(manufacturers, 'line_manufacturer');
const hfrSupplier = alias(companies, 'hfr_supplier');
const chosenOption = alias(baseItemOptions, 'chosen_option');

const lineColumns = {
  line: cartItems,
  baseItemCode: baseItems.baseItemCode,
  productCode: baseItems.productCode,
  description: baseItems.description,
  unit: baseItems.unit,
  listPrice: baseItems.unitPrice,
  imageUrl: baseItems.imageUrl,
  categoryId: productCategories.id,
  categoryName: productCategories.name,
  manufacturerName: lineManufacturer.name,
  optionName: chosenOption.name,
  optionQuantity: chosenOption.packageQuantity,
  optionIsDefault: chosenOption.isDefault,
  custom: {
    description: customItems.description,
    code: customItems.code,
    unit: customItems.unit,
    unitPrice: customItems.unitPrice,
    manufacturerName: customItems.manufacturerName,
  },
  spool: { id: cartSpools.id, number: cartSpools.spoolNumber, tag: cartSpools.spoolTag, layers: cartSpools.stackLayers },
  hfr: {
    id: holdForReleaseItems.id,
    releaseNumber: holdForReleaseItems.releaseNumber,
    held: holdForReleaseItems.quantityHeld,
    released: holdForReleaseItems.quantityReleased,
    supplierId: hfrSupplier.id,
    supplierName: hfrSupplier.name,
  },
  addedById: accounts.id,
  addedByFirst: accounts.firstName,
  addedByLast: accounts.lastName,
};

/** Every line of the scope's company in `where`, joined to what a CartItem shows. */
const selectLines = (db: DbOrTx, where: SQL) =>
  db
    .select(lineColumns)
    .from(cartItems)
    .leftJoin(baseItems, eq(baseItems.id, cartItems.baseItemId))
    .leftJoin(productCategories, eq(productCategories.id, baseItems.categoryId))
    .leftJoin(lineManufacturer, eq(lineManufacturer.id, cartItems.manufacturerId))
    .leftJoin(chosenOption, eq(chosenOption.id, cartItems.baseItemOptionId))
    .leftJoin(customItems, eq(customItems.id, cartItems.customItemId))
    .leftJoin(cartSpools, eq(cartSpools.id, cartItems.spoolId))
    .leftJoin(holdForReleaseItems, eq(holdForReleaseItems.id, cartItems.hfrItemId))
    .leftJoin(hfrSupplier, eq(hfrSupplier.id, holdForReleaseItems.supplierCompanyId))
    .leftJoin(accounts, eq(accounts.id, cartItems.addedByAccountId))
    .where(where);

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

const iso = (v: Date | string) => new Date(v).toISOString();
const num = (v: number | string | null) => (v === null ? null : Number(v));

function toCartItem(r: LineRow, extra: { options: CartItem['options']; contractPrice: number | null; attachments: CartItem['attachments'] }): CartItem {
  const l = r.line;
  const isCustom = l.baseItemId === null;
  const option =
    l.baseItemOptionId !== null && r.optionName !== null
      ? { id: l.baseItemOptionId, name: r.optionName, package_quantity: Number(r.optionQuantity), is_default: Boolean(r.optionIsDefault) }
      : null;
  const packageCount = Number(l.packageCount);
  const quantity = totalQuantity(packageCount, option?.package_quantity);
  const unitPrice = isCustom ? num(r.custom?.unitPrice ?? null) : (extra.contractPrice ?? num(r.listPrice));
  return {
    id: l.id,
    project_id: l.projectId,
    base_item_id: l.baseItemId,
    is_custom: isCustom,
    custom_item_id: l.customItemId,
    base_item_code: (isCustom ? r.custom?.code : r.baseItemCode) ?? '',
    product_code: isCustom ? '' : (r.productCode ?? ''),
    description: (isCustom ? r.custom?.description : r.description) ?? '',
    unit: (isCustom ? r.custom?.unit : r.unit) ?? 'EA',
    image_url: isCustom ? null : r.imageUrl,
    category: r.categoryId !== null && r.categoryName !== null ? { id: r.categoryId, name: r.categoryName } : null,
    manufacturer: l.manufacturerId !== null && r.manufacturerName !== null ? { id: l.manufacturerId, name: r.manufacturerName } : null,
    manufacturer_name: (isCustom ? r.custom?.manufacturerName : r.manufacturerName) ?? '',
    base_item_options: option,
    options: extra.options,
    package_count: packageCount,
    total_quantity: quantity,
    unit_price: unitPrice,
    has_contract_price: !isCustom && extra.contractPrice !== null,
    extended_price: extendedPrice(unitPrice, quantity),
    phase_code: l.phaseCode ? { code: l.phaseCode, name: l.phaseCodeName } : null,
    cost_code: l.costCode ? { code: l.costCode, name: l.costCodeName } : null,
    wbs_code_1: l.wbsCode1,
    item_comments: l.itemComments,
    no_substitute: l.noSubstitute,
    is_substitute_allowed: !l.noSubstitute,
    is_rental: l.isRental,
    rental_start_date: l.rentalStartDate,
    rental_end_date: l.rentalEndDate,
    spool: r.spool ? { id: r.spool.id, spool_number: r.spool.number, spool_tag: r.spool.tag, stack_layers: r.spool.layers } : null,
    hfr_item:
      r.hfr && r.hfr.id !== null && r.hfr.releaseNumber !== null
      ? {
          id: r.hfr.id,
          release_number: r.hfr.releaseNumber,
          supplier: r.hfr.supplierId !== null && r.hfr.supplierName !== null ? { id: r.hfr.supplierId, name: r.hfr.supplierName } : null,
          quantity_available: Number((Number(r.hfr.held) - Number(r.hfr.released)).toFixed(3)),
        }
      : null,
    project_product_list_item_id: l.projectProductListItemId,
    attachments: extra.attachments,
    added_by: r.addedById !== null ? { id: r.addedById, name: `${r.addedByFirst ?? ''} ${r.addedByLast ?? ''}`.trim() } : null,
    created_at: iso(l.createdAt),
    updated_at: iso(l.updatedAt),
  };
}

/**
 * The lines with these ids of the scope's company, as CartItems in the order of `ids`
 * (ids that are not the company's lines are left out). Unit price: the reader's lowest
 * contract price valid today, else the list price.
 */
export async function loadCartItems(db: DbOrTx, scope: CompanyScope, price: PricingContext, ids: number[]): Promise<CartItem[]> {
  if (!ids.length) return [];
  const rows: LineRow[] = [];
  for (let i = 0; i < ids.length; i += 1000) rows.push(...(await selectLines(db, scope.where(cartItems, inArray(cartItems.id, ids.slice(i, i + 1000))))));
  if (!rows.length) return [];
  const itemIds = [...new Set(rows.map((r) => r.line.baseItemId).filter((id): id is number => id !== null))];
  // One after another: inside a transaction the queries share one connection.
  const options = await optionsOf(db, itemIds);
  const prices = await contractPricesFor(db, price.contractScope, itemIds, price.on);
  const attachments = await db
    .select()
    .from(cartItemAttachments)
    .where(scope.where(cartItemAttachments, inArray(cartItemAttachments.cartItemId, rows.map((r) => r.line.id))))
    .orderBy(asc(cartItemAttachments.id));
  // contractPricesFor orders by item then price: the first per item is the lowest.
  const lowest = new Map<number, number>();
  for (const p of prices) if (!lowest.has(p.base_item_id)) lowest.set(p.base_item_id, p.price);
  const files = new Map<number, CartItem['attachments']>();
  for (const a of attachments) {
    const list = files.get(a.cartItemId) ?? [];
    list.push({ id: a.id, name: a.name, link: a.link, created_at: iso(a.createdAt) });
    files.set(a.cartItemId, list);
  }
  const byId = new Map(
    rows.map((r) => [
      r.line.id,
      toCartItem(r, {
        options: r.line.baseItemId !== null ? (options.get(r.line.baseItemId) ?? []) : [],
        contractPrice: r.line.baseItemId !== null ? (lowest.get(r.line.baseItemId) ?? null) : null,
        attachments: files.get(r.line.id) ?? [],
      }),
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((item): item is CartItem => item !== undefined);
}

/** The ids among `ids` that are lines of this project (scoped), for the all-or-nothing checks of bulk funcs. */
export async function linesOfProject(db: DbOrTx, scope: CompanyScope, projectId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const found: (typeof cartItems.$inferSelect)[] = [];
  for (let i = 0; i < unique.length; i += 1000) {
    found.push(
      ...(await db
        .select()
        .from(cartItems)
        .where(scope.where(cartItems, eq(cartItems.projectId, projectId), inArray(cartItems.id, unique.slice(i, i + 1000))))
        .orderBy(asc(cartItems.position), asc(cartItems.id))
        .for('update')),
    );
  }
  return { lines: found, allFound: found.length === unique.length };
}

/** Lines of this project with these ids, locked; throws cartMessages.unknownItems under `field` unless every id is one. */
export async function requireLines(db: DbOrTx, scope: CompanyScope, projectId: number, ids: number[], field: string) {
  const { lines, allFound } = await linesOfProject(db, scope, projectId, ids);
  if (!allFound) throw fieldErrors({ [field]: cartMessages.unknownItems });
  return lines;
}
