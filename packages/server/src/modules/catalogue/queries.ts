import { and, asc, desc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type BaseItemOption,
  buyerUnitPrice,
  type CatalogueItem,
  type ContractPrice,
  normalizeCode,
  prefixTsQuery,
  unitPriceRanges,
} from '@jobsite/core';
import { baseItemOptions, baseItems, companies, contractPrices, manufacturers, productCategories, productGroups } from '../../db/schema/index';
import { anyOf, type DbOrTx } from '../../platform/db';
import { jsonColumn, jsonList, jsonTuple } from '../../platform/json-tuples';
import { preparedPerHandle } from '../../platform/prepared';
import { contractPriceScope, contractPriceValidOn } from './scope';
import { keptCount, keptListTotal } from '../../platform/list-counts';
import { type CountQuery, type PageRequest, pageCountedInline, pagedRows } from '../../platform/paging';

export interface SearchFilter {
  search_text?: string;
  category_id?: number | null;
  manufacturer_id?: number | null;
  unit_price?: number | null;
}

const itemColumns = {
  id: baseItems.id,
  baseItemCode: baseItems.baseItemCode,
  productCode: baseItems.productCode,
  description: baseItems.description,
  unit: baseItems.unit,
  unitPrice: baseItems.unitPrice,
  imageUrl: baseItems.imageUrl,
  categoryId: productCategories.id,
  categoryName: productCategories.name,
  groupId: productGroups.id,
  groupCode: productGroups.code,
  groupName: productGroups.name,
  manufacturerId: manufacturers.id,
  manufacturerName: manufacturers.name,
};

/** Items with their category, group and primary manufacturer. */
const selectItems = (db: DbOrTx) => selectItemsWith(db, {});

/** The same with more columns. */
const selectItemsWith = <More extends Record<string, SQL>>(db: DbOrTx, more: More) =>
  db
    .select({ ...itemColumns, ...more })
    .from(baseItems)
    .innerJoin(productCategories, eq(productCategories.id, baseItems.categoryId))
    .innerJoin(productGroups, eq(productGroups.id, baseItems.productGroupId))
    .leftJoin(manufacturers, eq(manufacturers.id, baseItems.manufacturerId));

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['limit']>>[number];

export function toCatalogueItem(row: ItemRow, options: BaseItemOption[]): CatalogueItem {
  return {
    id: row.id,
    base_item_code: row.baseItemCode,
    product_code: row.productCode,
    description: row.description,
    unit: row.unit,
    unit_price: row.unitPrice,
    image_url: row.imageUrl,
    category: { id: row.categoryId, name: row.categoryName },
    product_group: { id: row.groupId, code: row.groupCode, name: row.groupName },
    manufacturer: row.manufacturerId !== null && row.manufacturerName !== null ? { id: row.manufacturerId, name: row.manufacturerName } : null,
    options,
  };
}

export async function optionsOf(db: DbOrTx, itemIds: number[]): Promise<Map<number, BaseItemOption[]>> {
  const out = new Map<number, BaseItemOption[]>();
  if (!itemIds.length) return out;
  const rows = await db
    .select()
    .from(baseItemOptions)
    .where(anyOf(baseItemOptions.baseItemId, itemIds))
    .orderBy(asc(baseItemOptions.packageQuantity), asc(baseItemOptions.id));
  for (const o of rows) {
    const list = out.get(o.baseItemId) ?? [];
    list.push({ id: o.id, name: o.name, package_quantity: o.packageQuantity, is_default: o.isDefault });
    out.set(o.baseItemId, list);
  }
  return out;
}

async function withOptions(db: DbOrTx, rows: ItemRow[]): Promise<CatalogueItem[]> {
  const options = await optionsOf(db, rows.map((r) => r.id));
  return rows.map((r) => toCatalogueItem(r, options.get(r.id) ?? []));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The `like` pattern finding a typed number inside catalogue numbers and UPCs. A single mark
 * between two runs of at least three letters or digits (the hyphen of SWC-THHN14SOLBLU) matches
 * any one character, so SQD/QO120 finds SQD-QO120; and the trigram index then leaves out the
 * blank-padded trigrams of the words on each side (` th`, `wc `), whose lists are the longest:
 * the scan at 1,000,000 items went 3.9 -> 1.7 ms (decision record 026). A shorter run keeps its
 * mark, which gives the index the trigrams to narrow with.
 */
export function codeContainsPattern(code: string): string {
  return `%${likeBody(code)}%`;
}

const likeBody = (code: string) => escapeLike(code).replace(/(?<=[\p{L}\p{N}]{3})[^\p{L}\p{N}\\%_](?=[\p{L}\p{N}]{3})/gu, '_');

/**
 * The pattern the trigram index is asked with for a typed code: codeContainsPattern without each run
 * of one or two letters or digits after a mark (the -10 of SWC-FMC050-10) and that mark. Such a
 * run only gives the index blank-padded trigrams (`  1`, ` 10`, `50 `), whose lists are among the
 * longest: SWC-FMC050-10's scan at 1,000,000 items went 1.9 -> 0.6 ms asked as %swc_fmc050%. The
 * same pattern when nothing is left with a run of three (ab-10).
 */
export function codeIndexPattern(code: string): string {
  const kept = code
    .split(/[^\p{L}\p{N}]+[\p{L}\p{N}]{1,2}(?=[^\p{L}\p{N}]|$)/u)
    .map((part) => part.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  if (!kept.some((part) => /[\p{L}\p{N}]{3}/u.test(part))) return codeContainsPattern(code);
  return `%${kept.map(likeBody).join('%')}%`;
}

/** What the trigram index holds: an item's number and UPC, in lower case. */
const codeText = sql`lower(${baseItems.baseItemCode} || ' ' || ${baseItems.productCode})`;

/**
 * Whether an item's number or UPC holds the typed code: asked of the trigram index with
 * codeIndexPattern, which finds those items and a few more (the number's other editions), and
 * checked on those rows with the whole pattern (textlike, which `like` is, called as a function so
 * the planner does not take it to the index).
 */
function codeContains(code: string): SQL {
  const pattern = codeContainsPattern(code);
  const asked = codeIndexPattern(code);
  return asked === pattern ? sql`${codeText} like ${pattern}` : sql`(${codeText} like ${asked} and textlike(${codeText}, ${pattern}))`;
}

/** typedWordsQuery as text, before the cast. */
const typedWordsText = (tsq: string): SQL => sql`regexp_replace(to_tsquery('english', ${tsq})::text, '''([^''-]+)'':\\*(?= <-> )', '''\\1''', 'g')`;

/**
 * The full-text query of typed words (prefixTsQuery: every word a prefix). PostgreSQL turns a
 * hyphenated word into a phrase of the whole and its parts, each a prefix: SWC-THHN14SOLBLU becomes
 * 'swc-thhn14solblu':* <-> 'swc':* <-> 'thhn14solblu':*. A part followed by another was typed whole,
 * and as a prefix ('swc':*) it made the index gather every item with a word starting with it (every
 * Southwire number) before the phrase could narrow them: 3.7 of the 4 ms the full-text half of an
 * exact-number search took at 1,000,000 items. Such a part (one without a hyphen of its own) is
 * matched whole; the whole word and the last part stay prefixes, so the same items match
 * (decision record 026). The BOM's description matching builds its queries with it too.
 */
export function typedWordsQuery(tsq: string): SQL {
  return sql`${typedWordsText(tsq)}::tsquery`;
}

/**
 * Whether an item's search vector has the typed words (typedWordsQuery), asked of the full-text
 * index so it answers cheaply (typedWordsIndexQuery asks it for less), and the whole query then
 * checked on the rows found (ts_match_vq, which @@ is, called as a function so the planner does
 * not take it to the index).
 */
export function matchesTypedWords(tsq: string): SQL {
  return sql`(${baseItems.searchVector} @@ ${typedWordsIndexQuery(tsq)} and ts_match_vq(${baseItems.searchVector}, ${typedWordsQuery(tsq)}))`;
}

/**
 * What matchesTypedWords asks of the full-text index: every item the whole query finds, and a few
 * more (decision records 026 and 033). The index holds no positions, so it answers a phrase as all
 * of its words, each a list to read.
 * - A phrase that starts with a hyphenated word (SWC-THHN14SOLBLU becomes 'swc-thhn14solblu':* <->
 *   'swc' <-> 'thhn14solblu':*) is asked as that word alone. An item with a word starting with it
 *   has its parts too (PostgreSQL indexes a hyphenated word with its parts), so the parts narrow
 *   nothing, and their lists are long ('swc' is every Southwire number): at 1,000,000 items the
 *   scan went 0.35 -> 0.13 ms.
 * - Any other phrase that starts with a word of four or more characters holding a hyphen or a digit
 *   (a number, which few items share) is asked without its last part of one or two characters
 *   (QO120-2 becomes 'qo120' <-> '-2':*, asked 'qo120'). That part keeps its prefix, and the index
 *   would gather every item with a word starting with it (every number ending -2, every "2 AWG")
 *   before the phrase narrows them.
 * A phrase that starts with a short or common word (1-po, thwn-2) is asked whole: without its last
 * part it would find too many rows.
 */
export function typedWordsIndexQuery(tsq: string): SQL {
  const withoutShortLastPart = sql`regexp_replace(${typedWordsText(tsq)}, '(''(?=[^'']{4})[^'' ]*[-0-9][^'']*''(?::\\*)?(?: <-> ''[^'']+''(?::\\*)?)*) <-> ''-?[^'']{1,2}'':\\*(?=$| & | \\| |\\))', '\\1', 'g')`;
  return sql`regexp_replace(${withoutShortLastPart}, '''([^'' -][^'' ]*-[^'']*)''(:\\*)?(?: <(?:-|[0-9]+)> ''[^'']+''(?::\\*)?)+', '''\\1''\\2', 'g')::tsquery`;
}

/** The WHERE and ORDER BY of a catalogue search (docs/decisions/008). */
function searchPlan(filter: SearchFilter): { where: SQL | undefined; order: SQL[] } {
  const conds: (SQL | undefined)[] = [];
  if (filter.category_id) conds.push(eq(baseItems.categoryId, filter.category_id));
  if (filter.manufacturer_id) conds.push(eq(baseItems.manufacturerId, filter.manufacturer_id));
  if (filter.unit_price) {
    const ranges = unitPriceRanges(filter.unit_price);
    conds.push(or(...ranges.map((r) => sql`${baseItems.unitPrice} between ${r.min}::numeric and ${r.max}::numeric`)));
  }
  const text = filter.search_text?.trim() ?? '';
  const order: SQL[] = [];
  if (text) {
    const tsq = prefixTsQuery(text);
    const code = normalizeCode(text);
    const matches: SQL[] = [];
    if (tsq) matches.push(matchesTypedWords(tsq));
    // Trigram index: any part of a catalogue number or UPC, from 3 characters.
    if (code.length >= 3) matches.push(codeContains(code));
    conds.push(matches.length ? or(...matches) : sql`false`);
    order.push(
      sql`(lower(${baseItems.baseItemCode}) = ${code} or lower(${baseItems.productCode}) = ${code}) desc`,
      sql`(lower(${baseItems.baseItemCode}) like ${`${escapeLike(code)}%`}) desc`,
    );
    if (tsq) order.push(sql`ts_rank_cd(${baseItems.searchVector}, ${typedWordsQuery(tsq)}) desc`);
    if (code.length >= 3) order.push(sql`similarity(${codeText}, ${code}) desc`);
  }
  order.push(asc(baseItems.id));
  return { where: and(...conds), order };
}

/** The reader's contract prices for a page: its company (a buyer's), valid on a day (YYYY-MM-DD). */
export interface PagePricing {
  companyId: number;
  on: string;
}

// The outer item, always qualified inside the subqueries below.
const itemIdRef = sql.raw('"base_items"."id"');

/**
 * The options of the item `itemId` names, as one JSON array of tuples (platform/json-tuples.ts),
 * in optionsOf's order and shape: the catalogue's items and the BOM's lines (cart/read-lines.ts)
 * show them the same way.
 */
export const itemOptionsList = (itemId: SQLWrapper) =>
  jsonList(jsonTuple<BaseItemOption>({ id: sql`o.id`, name: sql`o.name`, package_quantity: sql`o.package_quantity`, is_default: sql`o.is_default` }), (row) =>
    sql`(select json_agg(${row} order by o.package_quantity, o.id) from base_item_options o where o.base_item_id = ${itemId})`,
  );
const optionsJson = jsonColumn(itemOptionsList(itemIdRef));

/**
 * A buyer's lowest contract price for the item valid on the day, and its supplier's name, as
 * [price, name] (null without one): the first of contractPricesFor's rows for the item, which
 * buyerUnitPrice picks (lowest price, then lowest id).
 */
const lowestPriceJson = sql<[number, string] | null>`(select json_build_array(${contractPrices.price}, s.name) from ${contractPrices} inner join companies s on s.id = ${contractPrices.supplierCompanyId}
  where ${contractPrices.baseItemId} = ${itemIdRef} and ${contractPriceScope({ companyId: sql.placeholder('companyId'), systemType: 'buyer' })} and ${contractPriceValidOn(sql.placeholder('day'))}
  order by ${contractPrices.price}, ${contractPrices.id} limit 1)`;

const idsParam = sql`${baseItems.id} = any(${sql.placeholder('ids')}::int[])`;

/**
 * A page's items by id with their options and, for a buyer, its price: one named prepared
 * statement each (an integer array, an integer and a date as parameters), planned once per
 * connection on PostgreSQL and PGlite (platform/db.ts), where the rows, the options and the
 * contract prices were three statements (decision record 026).
 */
const itemsByIdsQuery = preparedPerHandle((db) =>
  selectItemsWith(db, { options: optionsJson }).where(idsParam).prepare('catalogue_items_by_ids'),
);
const pricedItemsByIdsQuery = preparedPerHandle((db) =>
  selectItemsWith(db, { options: optionsJson, lowest: lowestPriceJson }).where(idsParam).prepare('catalogue_items_by_ids_priced'),
);

/** The items of these ids in this order (unknown ids left out), with their options, priced for `pricing`'s buyer when given. */
async function itemsByIds(db: DbOrTx, ids: number[], pricing?: PagePricing): Promise<CatalogueItem[]> {
  const rows: (ItemRow & { options: BaseItemOption[]; lowest?: [number, string] | null })[] = pricing
    ? await pricedItemsByIdsQuery(db).execute({ ids, companyId: pricing.companyId, day: pricing.on })
    : await itemsByIdsQuery(db).execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const item = toCatalogueItem(row, row.options);
    if (!pricing) return [item];
    const lowest = row.lowest ? [{ price: Number(row.lowest[0]), supplier_company: { name: row.lowest[1] } }] : [];
    return [{ ...item, your_price: buyerUnitPrice(item.unit_price, lowest) }];
  });
}

/**
 * One page of matches. The page's ids come from base_items alone (ordered and limited, so
 * a browse walks the id index), and only the page's rows are joined to their names, options
 * and the reader's price. A ranked order (a search, related items) has to read and score
 * every match before its first row, so the same statement counts them (`count(*) over ()`)
 * instead of a second scan of the matches; a browse in id order stops at its page and is
 * counted on its own, only when more pages follow.
 */
async function pageOfItems(db: DbOrTx, where: SQL | undefined, order: SQL[], page: PageRequest, pricing?: PagePricing, kept?: CountQuery): Promise<{ count: number; items: CatalogueItem[] }> {
  const countAll = kept ?? db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(baseItems).where(where);
  const { rows: idRows, total: n } =
    order.length > 1
      ? await pageCountedInline(db.select({ id: baseItems.id, n: sql<number>`count(*) over ()`.mapWith(Number) }).from(baseItems).where(where).orderBy(...order).limit(page.limit).offset(page.offset), page, countAll)
      : await pagedRows(page, { rows: db.select({ id: baseItems.id }).from(baseItems).where(where).orderBy(...order), count: countAll });
  const ids = idRows.map((r) => r.id);
  if (!ids.length) return { count: n, items: [] };
  return { count: n, items: await itemsByIds(db, ids, pricing) };
}

/** A page of a search; `pricing` gives a buyer's items the price it pays (see withBuyerPrices). */
export async function searchCatalogue(db: DbOrTx, filter: SearchFilter, page: PageRequest, pricing?: PagePricing): Promise<{ count: number; items: CatalogueItem[] }> {
  const { where, order } = searchPlan(filter);
  return pageOfItems(db, where, order, page, pricing, browseTotal(db, filter));
}

/**
 * A browse of the whole catalogue or of one category is counted by the database as items come
 * and go (list_counts, migration 0030): one row per category, where counting the items took half
 * a second at 1,000,000 (decision record 026). Any other filter is counted from its matches.
 */
function browseTotal(db: DbOrTx, filter: SearchFilter): CountQuery | undefined {
  if (filter.search_text?.trim() || filter.manufacturer_id || filter.unit_price) return undefined;
  return filter.category_id ? keptCount(db, 'base_items', filter.category_id) : keptListTotal(db, 'base_items');
}

/** Rows for the catalogue sheet, in search order, at most `limit`. */
export async function sheetRows(db: DbOrTx, filter: SearchFilter, limit: number): Promise<CatalogueItem[]> {
  const { where, order } = searchPlan(filter);
  const rows = await selectItems(db).where(where).orderBy(...order).limit(limit);
  return withOptions(db, rows);
}

export async function findItem(db: DbOrTx, id: number) {
  const [row] = await db.select().from(baseItems).where(eq(baseItems.id, id)).limit(1);
  return row ?? null;
}

export async function catalogueItemById(db: DbOrTx, id: number): Promise<CatalogueItem | null> {
  const rows = await selectItems(db).where(eq(baseItems.id, id)).limit(1);
  return rows.length ? (await withOptions(db, rows))[0] : null;
}

/** Items of the same product group or manufacturer: same group and maker first, then nearest in price. */
export async function relatedItems(db: DbOrTx, item: { id: number; productGroupId: number; manufacturerId: number | null; unitPrice: number }, page: PageRequest) {
  const sameGroup = eq(baseItems.productGroupId, item.productGroupId);
  const sameMaker = item.manufacturerId ? eq(baseItems.manufacturerId, item.manufacturerId) : undefined;
  const where = and(ne(baseItems.id, item.id), sameMaker ? or(sameGroup, sameMaker) : sameGroup);
  return pageOfItems(
    db,
    where,
    [
      desc(sql`(${sameGroup})::int + coalesce((${sameMaker ?? sql`false`})::int, 0)`),
      desc(sql`(${sameGroup})::int`),
      sql`abs(${baseItems.unitPrice} - ${String(item.unitPrice)}::numeric)`,
      asc(baseItems.id),
    ],
    page,
  );
}

export async function searchOptions(db: DbOrTx, categoryId?: number) {
  const inCategory = categoryId ? eq(baseItems.categoryId, categoryId) : undefined;
  const categories = await db
    .select({ id: productCategories.id, name: productCategories.name, item_count: sql<number>`count(${baseItems.id})`.mapWith(Number) })
    .from(productCategories)
    .leftJoin(baseItems, eq(baseItems.categoryId, productCategories.id))
    .groupBy(productCategories.id)
    .orderBy(asc(productCategories.name));
  const mfrs = await db
    .select({ id: manufacturers.id, name: manufacturers.name, item_count: sql<number>`count(${baseItems.id})`.mapWith(Number) })
    .from(manufacturers)
    .innerJoin(baseItems, and(eq(baseItems.manufacturerId, manufacturers.id), inCategory))
    .groupBy(manufacturers.id)
    .orderBy(asc(manufacturers.name));
  const [range] = await db
    .select({ min: sql<string | null>`min(${baseItems.unitPrice})`, max: sql<string | null>`max(${baseItems.unitPrice})` })
    .from(baseItems)
    .where(inCategory);
  return {
    categories,
    manufacturers: mfrs,
    price_range: { min: range.min === null ? null : Number(range.min), max: range.max === null ? null : Number(range.max) },
  };
}

const buyer = alias(companies, 'buyer');
const supplier = alias(companies, 'supplier');

/** Contract prices valid on a day, within the caller's scope (see scope.ts). */
export async function contractPricesFor(db: DbOrTx, scope: SQL, itemIds: number[], on: string): Promise<ContractPrice[]> {
  if (!itemIds.length) return [];
  const rows = await db
    .select({
      id: contractPrices.id,
      baseItemId: contractPrices.baseItemId,
      price: contractPrices.price,
      validFrom: contractPrices.validFrom,
      validTo: contractPrices.validTo,
      buyerId: buyer.id,
      buyerName: buyer.name,
      supplierId: supplier.id,
      supplierName: supplier.name,
    })
    .from(contractPrices)
    .innerJoin(buyer, eq(buyer.id, contractPrices.companyId))
    .innerJoin(supplier, eq(supplier.id, contractPrices.supplierCompanyId))
    .where(
      and(
        scope,
        anyOf(contractPrices.baseItemId, itemIds),
        contractPriceValidOn(on),
      ),
    )
    .orderBy(asc(contractPrices.baseItemId), asc(contractPrices.price), asc(contractPrices.id));
  return rows.map((r) => ({
    id: r.id,
    base_item_id: r.baseItemId,
    buyer_company: { id: r.buyerId, name: r.buyerName },
    supplier_company: { id: r.supplierId, name: r.supplierName },
    price: r.price,
    valid_from: r.validFrom,
    valid_to: r.validTo,
  }));
}

export async function existingItemIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  const rows = await db.select({ id: baseItems.id }).from(baseItems).where(inArray(baseItems.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Catalogue items by id, in the order of `ids` (unknown ids left out): favourites and recent items. */
export async function catalogueItemsByIds(db: DbOrTx, ids: number[]): Promise<CatalogueItem[]> {
  if (!ids.length) return [];
  const rows = await selectItems(db).where(inArray(baseItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return withOptions(
    db,
    ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined),
  );
}
