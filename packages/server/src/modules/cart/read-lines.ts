import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type CartItem, cartMessages, extendedPrice, type SystemType, totalQuantity } from '@jobsite/core';
import {
  accounts,
  baseItemOptions,
  baseItems,
  cartItemAttachments,
  cartItems,
  cartSpools,
  companies,
  contractPrices,
  customItems,
  holdForReleaseItems,
  manufacturers,
  productCategories,
} from '../../db/schema/index';
import { anyOf, type DbOrTx } from '../../platform/db';
import { fieldErrors } from '../../platform/errors';
import { preparedPerHandle } from '../../platform/prepared';
import type { CompanyScope } from '../../platform/scope';
import type { PricingContext } from '../catalogue/scope';

/*
 * Reading cart lines into core's CartItem (the list, the funcs' answers, the BOM export) and
 * checking that ids name lines of a project. Adding lines is lines.ts.
 */

/*
 * What a line shows, each table read by its own lateral subquery (OFFSET 0 keeps the planner
 * from flattening them back into one join tree): planning ten joins together cost 2.5 ms a
 * page on PostgreSQL and 9-20 ms on PGlite, against 0.7 ms and 1 ms this way, for the same
 * index lookups per line (decision record 021).
 *
 * `FENCED` is the literal `offset 0`: drizzle writes no offset clause for `.offset(0)` (a falsy
 * number), which left every subquery flattenable (decision record 025: planning 5.5 ms a page on
 * PGlite without the fence, 2.0 ms with it). A page is read fenced; a bigger set (the BOM export,
 * a bulk edit's answer) `UNFENCED`, as one join the planner may hash: from about 200 lines up the
 * lookups per line cost more than the planning saves (5,000 lines: 840 ms fenced, 690 not).
 */
const FENCED = sql`0` as unknown as number;
const UNFENCED = 0;
/** The most lines read through the fenced prepared statement: the largest page (page_size). */
const FENCED_MAX_LINES = 200;
const item = (db: DbOrTx, fence: number) =>
  db
    .select({
      baseItemCode: baseItems.baseItemCode,
      productCode: baseItems.productCode,
      description: baseItems.description,
      unit: baseItems.unit,
      listPrice: baseItems.unitPrice,
      imageUrl: baseItems.imageUrl,
      categoryId: sql<number | null>`${productCategories.id}`.as('category_id'),
      categoryName: sql<string | null>`${productCategories.name}`.as('category_name'),
    })
    .from(baseItems)
    .leftJoin(productCategories, eq(productCategories.id, baseItems.categoryId))
    .where(eq(baseItems.id, cartItems.baseItemId))
    .offset(fence)
    .as('line_item');
const maker = (db: DbOrTx, fence: number) => db.select({ name: manufacturers.name }).from(manufacturers).where(eq(manufacturers.id, cartItems.manufacturerId)).offset(fence).as('line_manufacturer');
const option = (db: DbOrTx, fence: number) =>
  db
    .select({ name: baseItemOptions.name, packageQuantity: baseItemOptions.packageQuantity, isDefault: baseItemOptions.isDefault })
    .from(baseItemOptions)
    .where(eq(baseItemOptions.id, cartItems.baseItemOptionId))
    .offset(fence)
    .as('chosen_option');
const custom = (db: DbOrTx, fence: number) =>
  db
    .select({ description: customItems.description, code: customItems.code, unit: customItems.unit, unitPrice: customItems.unitPrice, manufacturerName: customItems.manufacturerName })
    .from(customItems)
    .where(eq(customItems.id, cartItems.customItemId))
    .offset(fence)
    .as('line_custom');
const spool = (db: DbOrTx, fence: number) =>
  db
    .select({ id: cartSpools.id, number: cartSpools.spoolNumber, tag: cartSpools.spoolTag, layers: cartSpools.stackLayers })
    .from(cartSpools)
    .where(eq(cartSpools.id, cartItems.spoolId))
    .offset(fence)
    .as('line_spool');
const hfr = (db: DbOrTx, fence: number) =>
  db
    .select({
      id: holdForReleaseItems.id,
      releaseNumber: holdForReleaseItems.releaseNumber,
      held: holdForReleaseItems.quantityHeld,
      released: holdForReleaseItems.quantityReleased,
      supplierId: sql<number | null>`${companies.id}`.as('supplier_id'),
      supplierName: sql<string | null>`${companies.name}`.as('supplier_name'),
    })
    .from(holdForReleaseItems)
    .leftJoin(companies, eq(companies.id, holdForReleaseItems.supplierCompanyId))
    .where(eq(holdForReleaseItems.id, cartItems.hfrItemId))
    .offset(fence)
    .as('line_hfr');
const addedBy = (db: DbOrTx, fence: number) =>
  db.select({ id: accounts.id, first: accounts.firstName, last: accounts.lastName }).from(accounts).where(eq(accounts.id, cartItems.addedByAccountId)).offset(fence).as('line_added_by');

type OptionJson = { id: number; name: string; package_quantity: number | string; is_default: boolean };
type AttachmentJson = { id: number; name: string; link: string; created_at: string };

/**
 * The reader's lowest contract price of the line's item valid on the day (null for a custom line
 * or without one), as one subquery per line: catalogue/scope.ts's rule (a buyer sees the prices
 * given to its company, a seller those its company gave) and catalogue/queries.ts
 * contractPricesFor's validity, written with the reader's side fixed so each side's statement
 * uses its own index (contract_prices_item_idx, contract_prices_supplier_idx). In the lines
 * statement rather than a second one after it: a statement costs about 0.6 ms on PGlite even
 * when trivial, and this one 2.4 ms (decision record 025). `companyId` and `on` are values or
 * placeholders.
 */
function lowestContractPrice(side: SystemType, companyId: unknown, on: unknown) {
  const reader = side === 'seller' ? contractPrices.supplierCompanyId : contractPrices.companyId;
  return sql<string | null>`(select min(${contractPrices.price}) from ${contractPrices} where ${contractPrices.baseItemId} = ${cartItems.baseItemId} and ${reader} = ${companyId}
    and ${contractPrices.validFrom} <= ${on}::date and (${contractPrices.validTo} is null or ${contractPrices.validTo} >= ${on}::date))`;
}

/** Every line of the scope's company in `where`, with what a CartItem shows, priced by `contractPrice` (lowestContractPrice). */
function selectLines(db: DbOrTx, where: SQL, fence: number, contractPrice: SQL<string | null>) {
  const [i, m, o, c, s, h, a] = [item(db, fence), maker(db, fence), option(db, fence), custom(db, fence), spool(db, fence), hfr(db, fence), addedBy(db, fence)];
  return db
    .select({
      line: cartItems,
      baseItemCode: i.baseItemCode,
      productCode: i.productCode,
      description: i.description,
      unit: i.unit,
      listPrice: i.listPrice,
      imageUrl: i.imageUrl,
      categoryId: i.categoryId,
      categoryName: i.categoryName,
      manufacturerName: m.name,
      optionName: o.name,
      optionQuantity: o.packageQuantity,
      optionIsDefault: o.isDefault,
      custom: { description: c.description, code: c.code, unit: c.unit, unitPrice: c.unitPrice, manufacturerName: c.manufacturerName },
      spool: { id: s.id, number: s.number, tag: s.tag, layers: s.layers },
      hfr: { id: h.id, releaseNumber: h.releaseNumber, held: h.held, released: h.released, supplierId: h.supplierId, supplierName: h.supplierName },
      addedById: a.id,
      addedByFirst: a.first,
      addedByLast: a.last,
      // The item's options and the line's attachments as JSON, in the same statement (they need only the line).
      options: sql<OptionJson[] | null>`(select json_agg(json_build_object('id', o.id, 'name', o.name, 'package_quantity', o.package_quantity, 'is_default', o.is_default) order by o.package_quantity, o.id) from ${baseItemOptions} o where o.base_item_id = ${cartItems.baseItemId})`,
      attachments: sql<AttachmentJson[] | null>`(select json_agg(json_build_object('id', f.id, 'name', f.name, 'link', f.link, 'created_at', f.created_at) order by f.id) from ${cartItemAttachments} f where f.cart_item_id = ${cartItems.id} and f.company_id = ${cartItems.companyId})`,
      contractPrice,
    })
    .from(cartItems)
    .leftJoinLateral(i, sql`true`)
    .leftJoinLateral(m, sql`true`)
    .leftJoinLateral(o, sql`true`)
    .leftJoinLateral(c, sql`true`)
    .leftJoinLateral(s, sql`true`)
    .leftJoinLateral(h, sql`true`)
    .leftJoinLateral(a, sql`true`)
    .where(where);
}

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

/**
 * The lines of a company with these ids, priced for a reader, as a named prepared statement per
 * reader side: PostgreSQL plans its ten joins once per connection instead of on every page
 * (planning took 2.5 ms a page against 0.6 ms of execution, decision record 021), and PGlite too
 * (platform/db.ts runs it as EXECUTE of a statement prepared once, decision record 025); the SQL
 * text is built once per database handle. The ids go as one array parameter, so one statement
 * serves any number of them; the reader's company and the day are parameters too. Exported for
 * the test of its fences.
 */
const linesByIdsFor = (side: SystemType) =>
  preparedPerHandle((db) =>
    selectLines(
      db,
      and(eq(cartItems.companyId, sql.placeholder('companyId')), sql`${cartItems.id} = any(${sql.placeholder('ids')}::int[])`) as SQL,
      FENCED,
      lowestContractPrice(side, sql`${sql.placeholder('readerId')}::int`, sql.placeholder('on')),
    ).prepare(`cart_lines_by_ids_${side}`),
  );
export const prepareLinesByIds: Record<SystemType, ReturnType<typeof linesByIdsFor>> = { buyer: linesByIdsFor('buyer'), seller: linesByIdsFor('seller') };
function linesByIds(db: DbOrTx, companyId: number, ids: number[], price: PricingContext): Promise<LineRow[]> {
  if (ids.length > FENCED_MAX_LINES) {
    return selectLines(db, and(eq(cartItems.companyId, companyId), anyOf(cartItems.id, ids)) as SQL, UNFENCED, lowestContractPrice(price.systemType, price.companyId, price.on));
  }
  return prepareLinesByIds[price.systemType](db).execute({ companyId, ids, readerId: price.companyId, on: price.on });
}

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
    // Trimmed here as lineCodeSchema trims: the BOM page's compiled serializer does not (decision record 023).
    phase_code: l.phaseCode ? { code: l.phaseCode.trim(), name: l.phaseCodeName.trim() } : null,
    cost_code: l.costCode ? { code: l.costCode.trim(), name: l.costCodeName.trim() } : null,
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
  const rows = await linesByIds(db, scope.companyId, ids, price);
  const byId = new Map(
    rows.map((r) => [
      r.line.id,
      toCartItem(r, {
        options: (r.options ?? []).map((o) => ({ id: o.id, name: o.name, package_quantity: Number(o.package_quantity), is_default: o.is_default })),
        contractPrice: num(r.contractPrice),
        attachments: (r.attachments ?? []).map((a) => ({ id: a.id, name: a.name, link: a.link, created_at: iso(a.created_at) })),
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
