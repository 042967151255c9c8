import { and, asc, eq, inArray, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type BaseItemOption, type CartItem, cartMessages, extendedPrice, quantityLeft, type SystemType, totalQuantity } from '@jobsite/core';
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
  listCounts,
  manufacturers,
  productCategories,
} from '../../db/schema/index';
import { anyOf, type DbOrTx } from '../../platform/db';
import { type JsonField, jsonColumn, jsonList, jsonTuple } from '../../platform/json-tuples';
import { fieldErrors } from '../../platform/errors';
import { builtOnce, preparedPerHandle } from '../../platform/prepared';
import { isoTimestamp } from '../../platform/text-and-dates';
import type { CompanyScope } from '../../platform/scope';
import { itemOptionsList } from '../catalogue/queries';
import { contractPriceScope, contractPriceValidOn, type PricingContext } from '../catalogue/scope';

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
/*
 * The nested rows a line shows, each written as a JSON array (platform/json-tuples.ts) and read
 * back under these keys.
 */
type ItemJson = { base_item_code: string; product_code: string; description: string; unit: string; unit_price: number | string; image_url: string | null; category_id: number | null; category_name: string | null };
type ChosenOptionJson = { name: string; package_quantity: number | string; is_default: boolean };
type CustomJson = { description: string; code: string; unit: string; unit_price: number | string | null; manufacturer_name: string };
type SpoolJson = { id: number; spool_number: string; spool_tag: string; stack_layers: number };
type HfrJson = { id: number; release_number: string; quantity_held: number | string; quantity_released: number | string; supplier_id: number | null; supplier_name: string | null };
type AddedByJson = { id: number; first_name: string; last_name: string };
type AttachmentJson = { id: number; name: string; link: string; created_at: string };

const itemRow = jsonTuple<ItemJson>({
  base_item_code: baseItems.baseItemCode,
  product_code: baseItems.productCode,
  description: baseItems.description,
  unit: baseItems.unit,
  unit_price: baseItems.unitPrice,
  image_url: baseItems.imageUrl,
  category_id: productCategories.id,
  category_name: productCategories.name,
});
const chosenOptionRow = jsonTuple<ChosenOptionJson>({ name: baseItemOptions.name, package_quantity: baseItemOptions.packageQuantity, is_default: baseItemOptions.isDefault });
const addedByRow = jsonTuple<AddedByJson>({ id: accounts.id, first_name: accounts.firstName, last_name: accounts.lastName });
const customRow = jsonTuple<CustomJson>({
  description: customItems.description,
  code: customItems.code,
  unit: customItems.unit,
  unit_price: customItems.unitPrice,
  manufacturer_name: customItems.manufacturerName,
});
const spoolRow = jsonTuple<SpoolJson>({ id: cartSpools.id, spool_number: cartSpools.spoolNumber, spool_tag: cartSpools.spoolTag, stack_layers: cartSpools.stackLayers });
const hfrRow = jsonTuple<HfrJson>({
  id: holdForReleaseItems.id,
  release_number: holdForReleaseItems.releaseNumber,
  quantity_held: holdForReleaseItems.quantityHeld,
  quantity_released: holdForReleaseItems.quantityReleased,
  supplier_id: companies.id,
  supplier_name: companies.name,
});
const optionList = itemOptionsList(cartItems.baseItemId);
const attachmentList = jsonList(jsonTuple<AttachmentJson>({ id: sql`f.id`, name: sql`f.name`, link: sql`f.link`, created_at: sql`f.created_at` }), (row) =>
  sql`(select json_agg(${row} order by f.id) from ${cartItemAttachments} f where f.cart_item_id = ${cartItems.id} and f.company_id = ${cartItems.companyId})`,
);

/** What a lateral subquery selects: its row as one JSON value, `v` (null when the left join finds none). */
const asValue = (value: SQL) => ({ v: value.as('v') });
/** A lateral subquery's JSON value, read by `read`. */
const lateralValue = <T>(alias: string, read: (value: unknown) => T): JsonField<T> => ({ sql: sql`${sql.identifier(alias)}."v"`, read });
const item = (db: DbOrTx, fence: number) =>
  db
    .select(asValue(itemRow.sql))
    .from(baseItems)
    .leftJoin(productCategories, eq(productCategories.id, baseItems.categoryId))
    .where(eq(baseItems.id, cartItems.baseItemId))
    .offset(fence)
    .as('line_item');
const maker = (db: DbOrTx, fence: number) =>
  db.select(asValue(sql`${manufacturers.name}`)).from(manufacturers).where(eq(manufacturers.id, cartItems.manufacturerId)).offset(fence).as('line_manufacturer');
const option = (db: DbOrTx, fence: number) =>
  db.select(asValue(chosenOptionRow.sql)).from(baseItemOptions).where(eq(baseItemOptions.id, cartItems.baseItemOptionId)).offset(fence).as('chosen_option');
const addedBy = (db: DbOrTx, fence: number) =>
  db.select(asValue(addedByRow.sql)).from(accounts).where(eq(accounts.id, cartItems.addedByAccountId)).offset(fence).as('line_added_by');
/*
 * A custom item, a spool, a hold-for-release item: most lines have none, so each is read by a
 * scalar subquery only when the line's key is set, where a lateral join ran its lookup for every
 * line (decision record 025). `lookup` is the rest of the subquery after its select list.
 */
const rowIfSet = <T>(key: AnyPgColumn, row: JsonField<T>, lookup: SQL): JsonField<T> => ({
  sql: sql`case when ${key} is null then null else (select ${row.sql} ${lookup}) end`,
  read: row.read,
});
const custom = rowIfSet(cartItems.customItemId, customRow, sql`from ${customItems} where ${customItems.id} = ${cartItems.customItemId}`);
const spool = rowIfSet(cartItems.spoolId, spoolRow, sql`from ${cartSpools} where ${cartSpools.id} = ${cartItems.spoolId}`);
const hfr = rowIfSet(
  cartItems.hfrItemId,
  hfrRow,
  sql`from ${holdForReleaseItems} left join ${companies} on ${companies.id} = ${holdForReleaseItems.supplierCompanyId} where ${holdForReleaseItems.id} = ${cartItems.hfrItemId}`,
);

/**
 * A line as the lines statement reads it: one JSON value a row (decision record 025), an array
 * read back into this object (decision record 031). The line's columns by their SQL names, each
 * nested row by its columns' names (null without one). Numerics arrive as JSON numbers and
 * timestamps as JSON's ISO text, which `new Date` reads to the same millisecond as the column's
 * text (both drop the microseconds).
 */
type LineJson = {
  id: number;
  project_id: number;
  base_item_id: number | null;
  custom_item_id: number | null;
  base_item_option_id: number | null;
  manufacturer_id: number | null;
  package_count: number | string;
  phase_code: string;
  phase_code_name: string;
  cost_code: string;
  cost_code_name: string;
  wbs_code_1: string;
  item_comments: string;
  no_substitute: boolean;
  is_rental: boolean;
  rental_start_date: string | null;
  rental_end_date: string | null;
  project_product_list_item_id: number | null;
  created_at: string;
  updated_at: string;
  item: ItemJson | null;
  maker: string | null;
  option: ChosenOptionJson | null;
  custom: CustomJson | null;
  spool: SpoolJson | null;
  hfr: HfrJson | null;
  added_by: AddedByJson | null;
  options: BaseItemOption[];
  attachments: AttachmentJson[];
  contract_price: number | string | null;
};

/**
 * The reader's lowest contract price of the line's item valid on the day (null for a custom line
 * or without one), as one subquery per line: catalogue/scope.ts's rule (a buyer sees the prices
 * given to its company, a seller those its company gave) and catalogue/queries.ts
 * contractPricesFor's validity, written with the reader's side fixed so each side's statement
 * uses its own index (contract_prices_buyer_item_idx, contract_prices_supplier_idx). In the lines
 * statement rather than a second one after it: a statement costs about 0.6 ms on PGlite even
 * when trivial, and this one 2.4 ms (decision record 025). `companyId` and `on` are values or
 * placeholders.
 */
function lowestContractPrice(side: SystemType, companyId: number | SQLWrapper, on: string | SQLWrapper) {
  return sql<string | null>`(select min(${contractPrices.price}) from ${contractPrices} where ${contractPrices.baseItemId} = ${cartItems.baseItemId}
    and ${contractPriceScope({ companyId, systemType: side })} and ${contractPriceValidOn(on)})`;
}

/** The line's row with what it shows, priced by `contractPrice` (lowestContractPrice). */
function lineRow(contractPrice: SQL<string | null>) {
  const l = cartItems;
  return jsonTuple<LineJson>({
    id: l.id,
    project_id: l.projectId,
    base_item_id: l.baseItemId,
    custom_item_id: l.customItemId,
    base_item_option_id: l.baseItemOptionId,
    manufacturer_id: l.manufacturerId,
    package_count: l.packageCount,
    phase_code: l.phaseCode,
    phase_code_name: l.phaseCodeName,
    cost_code: l.costCode,
    cost_code_name: l.costCodeName,
    wbs_code_1: l.wbsCode1,
    item_comments: l.itemComments,
    no_substitute: l.noSubstitute,
    is_rental: l.isRental,
    rental_start_date: l.rentalStartDate,
    rental_end_date: l.rentalEndDate,
    project_product_list_item_id: l.projectProductListItemId,
    created_at: l.createdAt,
    updated_at: l.updatedAt,
    item: lateralValue('line_item', itemRow.read),
    maker: lateralValue('line_manufacturer', (name) => name as string | null),
    option: lateralValue('chosen_option', chosenOptionRow.read),
    custom,
    spool,
    hfr,
    added_by: lateralValue('line_added_by', addedByRow.read),
    options: optionList,
    attachments: attachmentList,
    contract_price: contractPrice,
  });
}

/**
 * Every line of the scope's company in `where`, with what a CartItem shows, as ONE json value a
 * row (lineRow): PGlite's JavaScript slices and decodes every field of every row and drizzle maps
 * each one, which cost more than the database's work for a page of 55 columns (decision record
 * 025); one field a row leaves that to one JSON.parse.
 */
function selectLines<Extra extends Record<string, SQL>>(db: DbOrTx, where: SQL, fence: number, line: JsonField<LineJson | null>, extra = {} as Extra) {
  return db
    .select({ line: jsonColumn(line), ...extra })
    .from(cartItems)
    .leftJoinLateral(item(db, fence), sql`true`)
    .leftJoinLateral(maker(db, fence), sql`true`)
    .leftJoinLateral(option(db, fence), sql`true`)
    .leftJoinLateral(addedBy(db, fence), sql`true`)
    .where(where);
}

type LineRow = { line: LineJson | null };

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
      lineRow(lowestContractPrice(side, sql`${sql.placeholder('readerId')}::int`, sql.placeholder('on'))),
    ).prepare(`cart_lines_by_ids_${side}`),
  );
export const prepareLinesByIds: Record<SystemType, ReturnType<typeof linesByIdsFor>> = { buyer: linesByIdsFor('buyer'), seller: linesByIdsFor('seller') };
function linesByIds(db: DbOrTx, companyId: number, ids: number[], price: PricingContext): Promise<LineRow[]> {
  if (ids.length > FENCED_MAX_LINES) {
    return selectLines(db, and(eq(cartItems.companyId, companyId), anyOf(cartItems.id, ids)) as SQL, UNFENCED, lineRow(lowestContractPrice(price.systemType, price.companyId, price.on)));
  }
  return prepareLinesByIds[price.systemType](db).execute({ companyId, ids, readerId: price.companyId, on: price.on });
}

/*
 * The page the BOM screen opens on (queries.ts opensUnfiltered: no filter, BOM order, the first
 * page) as ONE statement, named per reader side and page size: the page's lines in BOM order
 * (their ids picked inside it, in the order of cart_items_project_position_idx), the project's
 * kept line total (list_counts) and whether a line follows the page. Both are InitPlans, worked out
 * once a statement. It was two: the ids with the total, then the lines by ids (decision record 032:
 * a round trip and a statement less, 0.80 -> 0.69 ms a page on PostgreSQL with pgbench). A line
 * carries its company, so lines of the caller's company in the project mean the project is the
 * caller's; a statement that reads no line says nothing of the project (cartFirstPage asks).
 */
const firstPageFor = (side: SystemType, rows: number) =>
  preparedPerHandle((db) => {
    const companyId = sql`${sql.placeholder('companyId')}::int`;
    const projectId = sql`${sql.placeholder('projectId')}::int`;
    const inBomOrder = sql`from ${cartItems} l where l.company_id = ${companyId} and l.project_id = ${projectId} order by l.position asc, l.id asc`;
    return selectLines(
      db,
      and(eq(cartItems.companyId, companyId), sql`${cartItems.id} = any(array(select l.id ${inBomOrder} limit ${sql.raw(String(rows))}))`) as SQL,
      FENCED,
      lineRow(lowestContractPrice(side, sql`${sql.placeholder('readerId')}::int`, sql.placeholder('on'))),
      {
        keptLines: sql<number>`(select coalesce(sum(${listCounts.n}), 0)::int from ${listCounts} where ${listCounts.list} = 'cart_items' and ${listCounts.ownerId} = ${projectId})`,
        more: sql<boolean>`exists(select 1 ${inBomOrder} offset ${sql.raw(String(rows))} limit 1)`,
      },
    )
      .orderBy(asc(cartItems.position), asc(cartItems.id))
      .prepare(`cart_first_page_${side}_${rows}`);
  });
const firstPageBySize = builtOnce<ReturnType<typeof firstPageFor>>();

/**
 * The first page of a project's lines in BOM order, as CartItems priced for the reader, with the
 * list's count (the kept total when more lines follow, else the lines read); null when no line
 * was read (an empty project, or none of the caller's company).
 */
export async function firstPageLines(db: DbOrTx, scope: CompanyScope, projectId: number, rows: number, price: PricingContext): Promise<{ count: number; items: CartItem[] } | null> {
  const statement = firstPageBySize(`${price.systemType} ${rows}`, () => firstPageFor(price.systemType, rows));
  const read = await statement(db).execute({ companyId: scope.companyId, projectId, readerId: price.companyId, on: price.on });
  if (!read.length) return null;
  const items = read.flatMap(({ line }) => (line ? [toCartItem(line)] : []));
  return { count: read[0].more ? read[0].keptLines : items.length, items };
}

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

function toCartItem(l: LineJson): CartItem {
  const { item: i, custom: c, option: o, spool: s, hfr: h, added_by: a } = l;
  const isCustom = l.base_item_id === null;
  const option = l.base_item_option_id !== null && o !== null && o.name !== null ? { id: l.base_item_option_id, name: o.name, package_quantity: Number(o.package_quantity), is_default: Boolean(o.is_default) } : null;
  const packageCount = Number(l.package_count);
  const quantity = totalQuantity(packageCount, option?.package_quantity);
  const contractPrice = num(l.contract_price);
  const unitPrice = isCustom ? num(c?.unit_price) : (contractPrice ?? num(i?.unit_price));
  const makerName = l.maker;
  return {
    id: l.id,
    project_id: l.project_id,
    base_item_id: l.base_item_id,
    is_custom: isCustom,
    custom_item_id: l.custom_item_id,
    base_item_code: (isCustom ? c?.code : i?.base_item_code) ?? '',
    product_code: isCustom ? '' : (i?.product_code ?? ''),
    description: (isCustom ? c?.description : i?.description) ?? '',
    unit: ((isCustom ? c?.unit : i?.unit) ?? 'EA') as CartItem['unit'],
    image_url: isCustom ? null : (i?.image_url ?? null),
    category: i && i.category_id !== null && i.category_name !== null ? { id: i.category_id, name: i.category_name } : null,
    manufacturer: l.manufacturer_id !== null && makerName !== null ? { id: l.manufacturer_id, name: makerName } : null,
    manufacturer_name: (isCustom ? c?.manufacturer_name : makerName) ?? '',
    base_item_options: option,
    options: l.options.map((x) => ({ id: x.id, name: x.name, package_quantity: Number(x.package_quantity), is_default: x.is_default })),
    package_count: packageCount,
    total_quantity: quantity,
    unit_price: unitPrice,
    has_contract_price: !isCustom && contractPrice !== null,
    extended_price: extendedPrice(unitPrice, quantity),
    // Trimmed here as lineCodeSchema trims: the BOM page's compiled serializer does not (decision record 023).
    phase_code: l.phase_code ? { code: l.phase_code.trim(), name: l.phase_code_name.trim() } : null,
    cost_code: l.cost_code ? { code: l.cost_code.trim(), name: l.cost_code_name.trim() } : null,
    wbs_code_1: l.wbs_code_1,
    item_comments: l.item_comments,
    no_substitute: l.no_substitute,
    is_substitute_allowed: !l.no_substitute,
    is_rental: l.is_rental,
    rental_start_date: l.rental_start_date,
    rental_end_date: l.rental_end_date,
    spool: s && s.id !== null ? { id: s.id, spool_number: s.spool_number, spool_tag: s.spool_tag, stack_layers: s.stack_layers } : null,
    hfr_item:
      h && h.id !== null && h.release_number !== null
        ? {
            id: h.id,
            release_number: h.release_number,
            supplier: h.supplier_id !== null && h.supplier_name !== null ? { id: h.supplier_id, name: h.supplier_name } : null,
            quantity_available: quantityLeft(Number(h.quantity_held), Number(h.quantity_released)),
          }
        : null,
    project_product_list_item_id: l.project_product_list_item_id,
    attachments: l.attachments.map((f) => ({ id: f.id, name: f.name, link: f.link, created_at: isoTimestamp(f.created_at) })),
    added_by: a && a.id !== null ? { id: a.id, name: `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim() } : null,
    created_at: isoTimestamp(l.created_at),
    updated_at: isoTimestamp(l.updated_at),
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
  const byId = new Map(rows.flatMap(({ line }) => (line ? [[line.id, toCartItem(line)] as const] : [])));
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
