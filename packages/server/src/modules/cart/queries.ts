import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { type CartFilterFields, type CartItem, type CartItemsQuery, type cartItemsQuerySchema, type CartSummary, NO_CODE_FILTER, productListMessages, type ProjectSpool } from '@jobsite/core';
import type { z } from 'zod';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { baseItemOptions, baseItems, cartItems, cartSpools, contractPrices, customItems, listCounts, manufacturers, projectProductListItems, projectProductLists, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, notFound } from '../../platform/errors';
import { keptCount } from '../../platform/list-counts';
import { type CountQuery, type PageRequest, pageCountedInline, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { contractPriceValidOn, type PricingContext } from '../catalogue/scope';
import { firstPageLines } from './read-lines';
import { findProject } from '../projects/queries';
import { containsPattern } from '../../platform/text-and-dates';

/*
 * The reads of the BOM screen. A page's ids come from cart_items (narrowed by the project's
 * indexes, joined to the item text only to search or sort by it); the page's lines are then
 * read whole by loadCartItems.
 */

export type { CartItemsQuery };
type ListFilters = z.output<typeof cartItemsQuerySchema>;

const lineText = sql`coalesce(${baseItems.description}, ${customItems.description}, '')`;
const lineCode = sql`coalesce(${baseItems.baseItemCode}, ${customItems.code}, '')`;

function codeFilter(column: typeof cartItems.phaseCode | typeof cartItems.costCode, value: string | undefined): SQL | undefined {
  if (value === undefined || value === '') return undefined;
  return value === NO_CODE_FILTER ? eq(column, '') : eq(column, value);
}

const kinds: Record<CartFilterFields['kind'], SQL | undefined> = {
  all: undefined,
  catalogue: isNotNull(cartItems.baseItemId),
  custom: isNull(cartItems.baseItemId),
  rental: eq(cartItems.isRental, true),
  spooled: isNotNull(cartItems.spoolId),
  hfr: isNotNull(cartItems.hfrItemId),
};

function orderOf(ordering: ListFilters['ordering']): SQL[] {
  const dir = ordering.startsWith('-') ? desc : asc;
  switch (ordering.replace(/^-/, '')) {
    case 'description':
      return [dir(sql`lower(${lineText})`), dir(cartItems.id)];
    case 'base_item_code':
      return [dir(sql`lower(${lineCode})`), dir(cartItems.id)];
    case 'phase_code':
      // Lines without a code last, each group in BOM order (the screen groups by phase code).
      return [asc(sql`${cartItems.phaseCode} = ''`), asc(cartItems.phaseCode), asc(cartItems.position), asc(cartItems.id)];
    case 'created_at':
      return [dir(cartItems.createdAt), dir(cartItems.id)];
    case 'package_count':
      return [dir(cartItems.packageCount), dir(cartItems.id)];
    default:
      return [asc(cartItems.position), asc(cartItems.id)];
  }
}

/** The lines of a project the filters select; reads the item text, so the query joins base_items and custom_items. */
function listWhere(scope: CompanyScope, projectId: number, f: CartFilterFields): SQL {
  const text = f.search ? containsPattern(f.search.toLowerCase()) : null;
  return scope.where(
    cartItems,
    eq(cartItems.projectId, projectId),
    codeFilter(cartItems.phaseCode, f.phase_code),
    codeFilter(cartItems.costCode, f.cost_code),
    f.manufacturer_id ? eq(cartItems.manufacturerId, f.manufacturer_id) : undefined,
    kinds[f.kind],
    f.spool_id ? eq(cartItems.spoolId, f.spool_id) : undefined,
    f.project_product_list_id
      ? sql`${cartItems.projectProductListItemId} in (select ${projectProductListItems.id} from ${projectProductListItems} where ${projectProductListItems.listId} = ${f.project_product_list_id} and ${projectProductListItems.companyId} = ${scope.companyId})`
      : undefined,
    text ? sql`(lower(${lineText}) like ${text} or lower(${lineCode}) like ${text} or lower(${cartItems.itemComments}) like ${text})` : undefined,
  );
}

const unfiltered = (f: CartFilterFields) =>
  !f.search && !f.phase_code && !f.cost_code && !f.manufacturer_id && f.kind === 'all' && !f.spool_id && !f.project_product_list_id;

/**
 * The project_product_list_id filter names a list of the caller's company (404 otherwise) and
 * of this project (a field error otherwise; 404 when the project is not the caller's), before
 * any line is read.
 */
async function checkListFilter(db: DbOrTx, scope: CompanyScope, projectId: number, f: Pick<CartFilterFields, 'project_product_list_id'>): Promise<void> {
  if (!f.project_product_list_id) return;
  const [list] = await db.select({ projectId: projectProductLists.projectId }).from(projectProductLists).where(scope.where(projectProductLists, eq(projectProductLists.id, f.project_product_list_id)));
  if (!list) throw notFound();
  if (list.projectId === projectId) return;
  const [project] = await db.select({ id: projects.id }).from(projects).where(scope.where(projects, eq(projects.id, projectId)));
  if (!project) throw notFound();
  throw fieldErrors({ project_product_list_id: productListMessages.listOtherProject });
}

/**
 * The BOM page's project check and the project's kept line total (keptCount's list_counts sum)
 * in one statement: null when the project is not the scope's. PGlite runs statements one after
 * another, each about 0.6 ms even when trivial, so the total a full first page needs rides on
 * the check the page makes anyway (decision record 025); a page that fits reads it for nothing
 * (one index lookup).
 */
export async function projectWithKeptLines(db: DbOrTx, scope: CompanyScope, projectId: number): Promise<{ keptLines: number } | null> {
  const [row] = await db
    .select({ keptLines: sql<number>`(select coalesce(sum(${listCounts.n}), 0)::int from ${listCounts} where ${listCounts.list} = 'cart_items' and ${listCounts.ownerId} = ${projects.id})` })
    .from(projects)
    .where(scope.where(projects, eq(projects.id, projectId)))
    .limit(1);
  return row ?? null;
}

/** The BOM screen as it opens: no filter, in BOM order, the first page (cartFirstPage). */
export const opensUnfiltered = (f: ListFilters, page: PageRequest) => unfiltered(f) && f.ordering === 'position' && page.offset === 0;

/**
 * The page the BOM screen opens on (opensUnfiltered), read with its lines in one statement
 * (read-lines.ts firstPageLines). Null when the project is not the scope's; when that statement
 * reads no line, the project check says which: an empty BOM, or none of the caller's.
 */
export async function cartFirstPage(db: DbOrTx, scope: CompanyScope, projectId: number, page: PageRequest, price: PricingContext): Promise<{ count: number; items: CartItem[] } | null> {
  const first = await firstPageLines(db, scope, projectId, page.limit, price);
  if (first) return first;
  return (await findProject(db, scope, projectId)) ? { count: 0, items: [] } : null;
}

/**
 * One page of a project's line ids in the list's order, and how many lines match. The item
 * joins are by primary key, and PostgreSQL drops them when nothing searches or sorts by their text.
 * `keptTotal`: the project's kept line total when the caller reads it already (projectWithKeptLines);
 * read from list_counts otherwise. Either is awaited only when the page needs a total.
 */
export async function cartItemPage(db: DbOrTx, scope: CompanyScope, projectId: number, f: ListFilters, page: PageRequest, keptTotal?: CountQuery): Promise<{ count: number; ids: number[] }> {
  await checkListFilter(db, scope, projectId, f);
  const where = listWhere(scope, projectId, f);
  // The filters read the item's text: the lines joined to their catalogue or custom item.
  const lines = <Q extends PgSelect>(query: Q) =>
    query.leftJoin(baseItems, eq(baseItems.id, cartItems.baseItemId)).leftJoin(customItems, eq(customItems.id, cartItems.customItemId)).where(where);
  // Every line of the project: the total the database keeps.
  if (unfiltered(f)) {
    const { rows, total } = await pagedRows(page, { rows: lines(db.select({ id: cartItems.id }).from(cartItems).$dynamic()).orderBy(...orderOf(f.ordering)), count: keptTotal ?? keptCount(db, 'cart_items', projectId) });
    return { count: total, ids: rows.map((r) => r.id) };
  }
  /*
   * A filter is counted in the page's statement: a search reads every line's text before the
   * page's first row, and a second statement read them all again (a search matching 927 of
   * 5,000 lines on PostgreSQL: 10 ms for the page and 9 ms for the count, 10 ms together).
   */
  const { rows, total } = await pageCountedInline(
    lines(db.select({ id: cartItems.id, n: sql<number>`count(*) over ()`.mapWith(Number) }).from(cartItems).$dynamic())
      .orderBy(...orderOf(f.ordering))
      .limit(page.limit)
      .offset(page.offset),
    page,
    lines(db.select({ n: sql<number>`count(*)::int` }).from(cartItems).$dynamic()),
  );
  return { count: total, ids: rows.map((r) => r.id) };
}

/**
 * retrieve_cart_summary: line count, total price (at list or contract price), and the codes
 * and makers, each with its count, of the lines the filters select (the same filters as the
 * list, so group headers and totals match what it shows).
 */
export async function cartSummary(db: DbOrTx, scope: CompanyScope, projectId: number, f: CartFilterFields, contractScope: SQL, on: string): Promise<CartSummary> {
  await checkListFilter(db, scope, projectId, f);
  const inProject = listWhere(scope, projectId, f);
  /*
   * Each line with the reader's lowest valid contract price of its item (joined and grouped by
   * line, so the planner probes the prices' index for a few lines and hashes them for many: a
   * subquery per line took 34 ms at 5,000 lines on PostgreSQL, this 11 ms), its list price (a
   * custom line's own), its package count and the packages' size, its codes and its maker.
   */
  const priced = db
    .select({
      contractPrice: sql<string | null>`min(${contractPrices.price})`.as('contract_price'),
      listPrice: sql<string | null>`coalesce(${baseItems.unitPrice}, ${customItems.unitPrice})`.as('list_price'),
      packageCount: cartItems.packageCount,
      perPackage: sql<string>`coalesce(${baseItemOptions.packageQuantity}, 1)`.as('per_package'),
      phaseCode: cartItems.phaseCode,
      phaseName: cartItems.phaseCodeName,
      costCode: cartItems.costCode,
      costName: cartItems.costCodeName,
      makerId: sql<number | null>`${manufacturers.id}`.as('maker_id'),
      makerName: sql<string | null>`${manufacturers.name}`.as('maker_name'),
    })
    .from(cartItems)
    .leftJoin(baseItems, eq(baseItems.id, cartItems.baseItemId))
    .leftJoin(customItems, eq(customItems.id, cartItems.customItemId))
    .leftJoin(baseItemOptions, eq(baseItemOptions.id, cartItems.baseItemOptionId))
    .leftJoin(manufacturers, eq(manufacturers.id, cartItems.manufacturerId))
    .leftJoin(contractPrices, and(eq(contractPrices.baseItemId, cartItems.baseItemId), contractScope, contractPriceValidOn(on)))
    .where(inProject)
    .groupBy(cartItems.id, baseItems.unitPrice, customItems.unitPrice, baseItemOptions.packageQuantity, manufacturers.id)
    .as('priced');
  /*
   * The totals and each phase code, cost code and maker with its count, in ONE statement over
   * the priced lines (grouping sets: `grouping(x)` is 0 on the rows grouped by x), so a filter
   * (a search reads every line's text) is applied once, not four times. Ordered by the code, the
   * code, then the maker's name: each kind's rows come in their own order.
   */
  const rows = await db
    .select({
      byPhase: sql<number>`grouping(${priced.phaseCode})`.mapWith(Number),
      byCost: sql<number>`grouping(${priced.costCode})`.mapWith(Number),
      byMaker: sql<number>`grouping(${priced.makerId})`.mapWith(Number),
      phaseCode: priced.phaseCode,
      costCode: priced.costCode,
      makerId: priced.makerId,
      phaseName: sql<string>`min(${priced.phaseName})`,
      costName: sql<string>`min(${priced.costName})`,
      makerName: sql<string>`min(${priced.makerName})`,
      count: sql<number>`count(*)::int`.mapWith(Number),
      // The contract price, else the list price, times the quantity, rounded per line.
      total: sql<string | null>`sum(round(coalesce(${priced.contractPrice}, ${priced.listPrice}) * ${priced.packageCount} * ${priced.perPackage}, 2))`,
    })
    .from(priced)
    .groupBy(sql`grouping sets ((), (${priced.phaseCode}), (${priced.costCode}), (${priced.makerId}))`)
    .orderBy(asc(priced.phaseCode), asc(priced.costCode), asc(sql`min(${priced.makerName})`), asc(priced.makerId));
  const totals = rows.find((r) => r.byPhase === 1 && r.byCost === 1 && r.byMaker === 1);
  return {
    count: totals?.count ?? 0,
    total_price: Number(totals?.total ?? 0),
    phase_codes: rows.filter((r) => r.byPhase === 0 && r.phaseCode !== '').map((r) => ({ code: r.phaseCode, name: r.phaseName, count: r.count })),
    cost_codes: rows.filter((r) => r.byCost === 0 && r.costCode !== '').map((r) => ({ code: r.costCode, name: r.costName, count: r.count })),
    manufacturers: rows.flatMap((r) => (r.byMaker === 0 && r.makerId !== null ? [{ id: r.makerId, name: r.makerName, count: r.count }] : [])),
  };
}

/** retrieve_outstanding_rental_items/: rental lines not yet due back (end date today or later), soonest end first. */
export async function outstandingRentalPage(db: DbOrTx, scope: CompanyScope, projectId: number | undefined, on: string, page: PageRequest): Promise<{ count: number; ids: number[] }> {
  const where = scope.where(cartItems, eq(cartItems.isRental, true), sql`${cartItems.rentalEndDate} >= ${on}`, projectId ? eq(cartItems.projectId, projectId) : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select({ id: cartItems.id }).from(cartItems).where(where).orderBy(asc(cartItems.rentalEndDate), asc(cartItems.id)),
    count: db.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(where),
  });
  return { count: total, ids: rows.map((r) => r.id) };
}

/** retrieve_spools: the project's spools that hold lines, with how many, by spool number. */
export async function projectSpools(db: DbOrTx, scope: CompanyScope, projectId: number): Promise<ProjectSpool[]> {
  const rows = await db
    .select({ id: cartSpools.id, spool_number: cartSpools.spoolNumber, spool_tag: cartSpools.spoolTag, stack_layers: cartSpools.stackLayers, item_count: sql<number>`count(${cartItems.id})::int` })
    .from(cartSpools)
    .innerJoin(cartItems, and(eq(cartItems.spoolId, cartSpools.id), scope.where(cartItems, eq(cartItems.projectId, projectId))))
    .where(scope.where(cartSpools, eq(cartSpools.projectId, projectId)))
    .groupBy(cartSpools.id)
    .orderBy(asc(sql`lower(${cartSpools.spoolNumber})`), asc(cartSpools.id));
  return rows.map((r) => ({ ...r, item_count: Number(r.item_count) }));
}
