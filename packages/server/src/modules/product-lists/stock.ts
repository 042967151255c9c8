import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { binUpdateImpact, listItemOnOrder, productListMessages as m, receiveRefusal, roundQuantity, siteBinQrValue, stillToOrder, listItemQrValue, type JobSiteStockItem } from '@jobsite/core';
import type { z } from 'zod';
import type { jobSiteStockItemsQuery } from '@jobsite/core';
import { jobSiteBins, jobSiteStock, projectProductListItems, projectProductLists, projects } from '../../db/schema/index';
import { anyOf, type DbOrTx, type Tx } from '../../platform/db';
import { ApiError, fieldErrors, notFound, registerUniqueField } from '../../platform/errors';
import { keptCount } from '../../platform/list-counts';
import { type CountQuery, type PageWindow, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { findProject } from '../projects/queries';
import { scanCodeClashes } from '../scanning/code-clashes';
import { findBin, findItem, findList, itemAmounts, itemSearch, listTreeIds, lockItems, type BinRow, type ListItemRow } from './queries';

/*
 * Job-site stock: a project's bins on the job site, what of each list item is there and in
 * which bin. Receiving adds to it; a bulk bin change moves the items' stock into the new bin
 * and asks to confirm first when it takes items out of another bin or clears their bin.
 */

registerUniqueField('job_site_bins_project_code_unique', 'code', m.binCodeTaken);

export async function createBin(tx: Tx, scope: CompanyScope, body: { project_id: number; code: string; name: string }): Promise<BinRow> {
  const project = await findProject(tx, scope, body.project_id);
  if (!project) throw notFound();
  const [same] = await tx.select({ id: jobSiteBins.id }).from(jobSiteBins).where(scope.where(jobSiteBins, eq(jobSiteBins.projectId, project.id), sql`upper(${jobSiteBins.code}) = upper(${body.code})`));
  if (same) throw fieldErrors({ code: m.binCodeTaken });
  // a warehouse bin's code or an item's barcode would open that instead when the label is scanned
  const clash = (await scanCodeClashes(tx, scope, [body.code], { kind: 'site_bin', projectId: project.id })).get(body.code.trim().toUpperCase());
  if (clash) throw fieldErrors({ code: clash });
  const [bin] = await tx.insert(jobSiteBins).values({ companyId: scope.companyId, projectId: project.id, code: body.code, name: body.name }).returning();
  return bin;
}

export async function binsOf(db: DbOrTx, scope: CompanyScope, projectId: number): Promise<BinRow[]> {
  if (!(await findProject(db, scope, projectId))) throw notFound();
  return db.select().from(jobSiteBins).where(scope.where(jobSiteBins, eq(jobSiteBins.projectId, projectId))).orderBy(asc(jobSiteBins.code), asc(jobSiteBins.id));
}

/** A bin named in a body: of the caller's company and of the item's project, else a field error. */
async function binFor(db: DbOrTx, scope: CompanyScope, binId: number, projectId: number): Promise<BinRow> {
  const bin = await findBin(db, scope, binId);
  if (!bin || bin.projectId !== projectId) throw fieldErrors({ bin_id: m.binOtherProject });
  return bin;
}

async function addStock(tx: Tx, scope: CompanyScope, item: ListItemRow, binId: number | null, quantity: number): Promise<void> {
  const [row] = await tx
    .select()
    .from(jobSiteStock)
    .where(scope.where(jobSiteStock, eq(jobSiteStock.listItemId, item.id), binId === null ? isNull(jobSiteStock.binId) : eq(jobSiteStock.binId, binId)))
    .for('update');
  if (row) {
    await tx
      .update(jobSiteStock)
      .set({ quantity: Number((Number(row.quantity) + quantity).toFixed(3)), updatedAt: new Date() })
      .where(scope.where(jobSiteStock, eq(jobSiteStock.id, row.id)));
  } else {
    await tx.insert(jobSiteStock).values({ companyId: scope.companyId, projectId: item.projectId, listItemId: item.id, binId, quantity });
  }
}

/** receive/: material for the item arrived on site, into the bin given or the item's own bin; no more than can still arrive (core's receiveRefusal). */
export async function receiveItem(tx: Tx, scope: CompanyScope, itemId: number, body: { quantity: number; bin_id?: number | null }): Promise<void> {
  // the item row is locked: two receipts at once count each other
  const item = await findItem(tx, scope, itemId, true);
  const binId = body.bin_id === undefined ? item.binId : body.bin_id;
  if (binId !== null) await binFor(tx, scope, binId, item.projectId);
  const amounts = await itemAmounts(tx, scope, [item]);
  const refusal = receiveRefusal({ quantity: Number(item.quantity), on_order: listItemOnOrder(amounts.orders.get(item.id) ?? []), on_site: amounts.onSite.get(item.id) ?? 0, unit: item.unit }, body.quantity);
  if (refusal) throw fieldErrors({ quantity: refusal });
  await addStock(tx, scope, item, binId, body.quantity);
}

/** bulk_update_items_bin_location/: 409 with the counts unless confirmed when it overrides or clears bins. */
export async function bulkSetBin(tx: Tx, scope: CompanyScope, body: { list_item_ids: number[]; bin_id: number | null; confirm?: boolean }): Promise<number> {
  const items = await lockItems(tx, scope, body.list_item_ids);
  if (!items) throw notFound();
  if (body.bin_id !== null) {
    const bin = await binFor(tx, scope, body.bin_id, items[0].projectId);
    if (items.some((i) => i.projectId !== bin.projectId)) throw fieldErrors({ bin_id: m.binOtherProject });
  }
  const impact = binUpdateImpact(
    items.map((i) => i.binId),
    body.bin_id,
  );
  if (impact.needs_confirmation && body.confirm !== true) {
    // the contract's binConfirmationSchema: the dialog shows the counts and asks
    const body = { detail: m.confirmBins(impact.overrides, impact.clears), needs_confirmation: true, overrides: impact.overrides, clears: impact.clears };
    throw new ApiError(409, body as unknown as { detail: string });
  }
  const ids = items.map((i) => i.id);
  await tx
    .update(projectProductListItems)
    .set({ binId: body.bin_id, updatedAt: new Date() })
    .where(scope.where(projectProductListItems, inArray(projectProductListItems.id, ids)));
  // what is on site goes with the item into its new bin
  const totals = await tx
    .select({ listItemId: jobSiteStock.listItemId, q: sql<string>`sum(${jobSiteStock.quantity})` })
    .from(jobSiteStock)
    .where(scope.where(jobSiteStock, inArray(jobSiteStock.listItemId, ids)))
    .groupBy(jobSiteStock.listItemId);
  await tx.delete(jobSiteStock).where(scope.where(jobSiteStock, inArray(jobSiteStock.listItemId, ids)));
  const byId = new Map(items.map((i) => [i.id, i]));
  if (totals.length) {
    await tx
      .insert(jobSiteStock)
      .values(totals.map((s) => ({ companyId: scope.companyId, projectId: (byId.get(s.listItemId) as ListItemRow).projectId, listItemId: s.listItemId, binId: body.bin_id, quantity: Number(s.q) })));
  }
  return ids.length;
}

// ---------------------------------------------------------------- reads

const binRef = (id: number | null, code: string | null, name: string | null) => (id ? { id, code: code ?? '', name: name ?? '' } : null);

/** job_warehouse_stock/: per bin of the project, how many items and how much. */
export async function stockByBin(db: DbOrTx, scope: CompanyScope, projectId: number) {
  if (!(await findProject(db, scope, projectId))) throw notFound();
  const rows = await db
    .select({
      binId: jobSiteStock.binId,
      code: jobSiteBins.code,
      name: jobSiteBins.name,
      items: sql<number>`count(distinct ${jobSiteStock.listItemId})::int`,
      q: sql<string>`sum(${jobSiteStock.quantity})`,
    })
    .from(jobSiteStock)
    .leftJoin(jobSiteBins, eq(jobSiteBins.id, jobSiteStock.binId))
    .where(scope.where(jobSiteStock, eq(jobSiteStock.projectId, projectId), sql`${jobSiteStock.quantity} > 0`))
    .groupBy(jobSiteStock.binId, jobSiteBins.code, jobSiteBins.name)
    .orderBy(sql`${jobSiteBins.code} nulls first`);
  return { results: rows.map((r) => ({ bin: binRef(r.binId, r.code, r.name), item_count: Number(r.items), quantity: Number(Number(r.q).toFixed(3)) })) };
}

type StockFilters = z.output<typeof jobSiteStockItemsQuery>;
type RowFilters = Omit<StockFilters, 'page' | 'page_size'>;

/**
 * The rows of the job-site stock screen: each list item in each bin where some of it is, and
 * (unless in_stock) the items with nothing on site yet, at their own bin. Ordered by project,
 * list, the item's place in its list and the bin's code.
 *
 * Read list by list: for each list the filters select, its items in list order through the list's
 * index (company, list, position, id), at most `take` of them, and only then each item's stock
 * grouped by bin. A page of `take` rows from the start needs no more than the first `take`
 * selected items of any list (each selected item gives a row at least, and a list's items come
 * in its own order in the screen's), so a first page reads a few dozen items and their stock
 * rows whatever the job site holds, where it grouped and sorted all of them (decision record
 * 017, addendum). Item filters are asked of the item itself (in_stock and bin_id as EXISTS on its
 * stock), so an item that would give no row is not taken in place of one that would.
 */
function stockRowsQuery(db: DbOrTx, scope: CompanyScope, f: RowFilters, take?: number) {
  const lists = db
    .select({ id: projectProductLists.id, name: projectProductLists.name, projectId: sql<number>`${projects.id}`.as('list_project_id'), projectName: sql<string>`${projects.name}`.as('list_project_name') })
    .from(projectProductLists)
    .innerJoin(projects, eq(projects.id, projectProductLists.projectId))
    .where(scope.where(projectProductLists, f.project_id ? eq(projectProductLists.projectId, f.project_id) : undefined, f.list_id ? eq(projectProductLists.id, f.list_id) : undefined))
    .as('lists');
  const i = projectProductListItems;
  const stockOfItem = (...more: SQL[]) =>
    sql`exists (select 1 from ${jobSiteStock} where ${jobSiteStock.listItemId} = ${i.id} and ${jobSiteStock.companyId} = ${scope.companyId} and ${jobSiteStock.quantity} > 0${sql.join(
      more.map((c) => sql` and ${c}`),
    )})`;
  const inBin = (column: SQL | typeof jobSiteStock.binId | typeof i.binId) => (f.bin_id === 0 ? sql`${column} is null` : sql`${column} = ${f.bin_id}`);
  const itemConditions: (SQL | undefined)[] = [
    sql`${i.listId} = ${lists.id}`,
    f.project_id ? eq(i.projectId, f.project_id) : undefined,
    f.search ? or(itemSearch(f.search), ilike(lists.name, containsPattern(f.search))) : undefined,
    f.in_stock && f.bin_id === undefined ? stockOfItem() : undefined,
    // a row in the bin: stock there, or (not in_stock) nothing on site and the item's own bin is it
    f.bin_id === undefined ? undefined : f.in_stock ? stockOfItem(inBin(jobSiteStock.binId)) : or(stockOfItem(inBin(jobSiteStock.binId)), and(sql`not ${stockOfItem()}`, inBin(i.binId))),
  ];
  const itemsQuery = () =>
    db
      .select({ id: i.id, cartItemId: i.cartItemId, position: i.position, code: i.code, description: i.description, unit: i.unit, quantity: i.quantity, binId: i.binId })
      .from(i)
      .where(scope.where(i, ...itemConditions))
      .orderBy(asc(i.position), asc(i.id));
  const item = (take === undefined ? itemsQuery() : itemsQuery().limit(take)).as('item');
  const onSite = db
    .select({ listItemId: jobSiteStock.listItemId, binId: jobSiteStock.binId, q: sql<string>`sum(${jobSiteStock.quantity})`.as('q') })
    .from(jobSiteStock)
    .where(scope.where(jobSiteStock, sql`${jobSiteStock.listItemId} = ${item.id}`, sql`${jobSiteStock.quantity} > 0`))
    .groupBy(jobSiteStock.listItemId, jobSiteStock.binId)
    .as('on_site');
  const binOf = sql<number | null>`case when ${onSite.listItemId} is null then ${item.binId} else ${onSite.binId} end`;
  const where = and(f.bin_id === undefined ? undefined : f.bin_id === 0 ? sql`${binOf} is null` : sql`${binOf} = ${f.bin_id}`, f.in_stock ? sql`${onSite.listItemId} is not null` : undefined);
  const rows = db
    .select({
      listItemId: item.id,
      cartItemId: item.cartItemId,
      projectId: lists.projectId,
      projectName: lists.projectName,
      listId: lists.id,
      listName: lists.name,
      code: item.code,
      description: item.description,
      unit: item.unit,
      quantity: item.quantity,
      binId: jobSiteBins.id,
      binCode: jobSiteBins.code,
      binName: jobSiteBins.name,
      onSite: sql<string>`coalesce(${onSite.q}, 0)`,
    })
    .from(lists)
    .crossJoinLateral(item)
    .leftJoinLateral(onSite, sql`true`)
    .leftJoin(jobSiteBins, eq(jobSiteBins.id, binOf))
    .where(where)
    .orderBy(asc(lists.projectName), asc(lists.name), asc(item.position), asc(item.id), sql`${jobSiteBins.code} nulls first`);
  return { rows, count: stockRowsCount(db, scope, f) };
}

/**
 * The number of rows stockRowsQuery selects, as a lazy count (sent only when awaited). Every
 * selected item joined (not lateral: a probe per item cost 0.6 s at 50,000 on PostgreSQL) to its
 * positive stock rows, one row per item and bin as the page has them. The lists named like the
 * search are read first and passed as ids, so each side of the search's `or` is an index scan
 * (the trigram index, the list's) rather than a filter on every item of the job site.
 */
function stockRowsCount(db: DbOrTx, scope: CompanyScope, f: RowFilters): CountQuery {
  const i = projectProductListItems;
  const binOf = sql`case when ${jobSiteStock.listItemId} is null then ${i.binId} else ${jobSiteStock.binId} end`;
  const countWith = (listsNamedLike: number[]) => {
    const pairs = db
      .select({ id: i.id, binId: jobSiteStock.binId })
      .from(i)
      .leftJoin(jobSiteStock, and(eq(jobSiteStock.listItemId, i.id), eq(jobSiteStock.companyId, scope.companyId), sql`${jobSiteStock.quantity} > 0`))
      .where(
        scope.where(
          i,
          f.project_id ? eq(i.projectId, f.project_id) : undefined,
          f.list_id ? eq(i.listId, f.list_id) : undefined,
          f.search ? or(itemSearch(f.search), anyOf(i.listId, listsNamedLike)) : undefined,
          f.bin_id === undefined ? undefined : f.bin_id === 0 ? sql`${binOf} is null` : sql`${binOf} = ${f.bin_id}`,
          f.in_stock ? sql`${jobSiteStock.listItemId} is not null` : undefined,
        ),
      )
      .groupBy(i.id, jobSiteStock.binId)
      .as('pairs');
    return db.select({ n: sql<number>`count(*)::int` }).from(pairs);
  };
  const listsNamedLike = async (search: string) =>
    (
      await db
        .select({ id: projectProductLists.id })
        .from(projectProductLists)
        .where(scope.where(projectProductLists, f.project_id ? eq(projectProductLists.projectId, f.project_id) : undefined, ilike(projectProductLists.name, containsPattern(search))))
    ).map((l) => l.id);
  return {
    then: (done, failed) => (async () => countWith(f.search ? await listsNamedLike(f.search) : []))().then(done, failed),
  };
}

/**
 * The screen's total kept by the database (migration 0036, decision record 021) when the only
 * filters are the project and in_stock: the job site as it opens and its In stock switch. Any
 * other filter (a list, a bin, a search) is counted.
 */
function keptStockCount(db: DbOrTx, scope: CompanyScope, f: RowFilters): CountQuery | undefined {
  if (f.list_id || f.bin_id !== undefined || f.search) return undefined;
  const p = f.project_id;
  if (f.in_stock) return keptCount(db, 'job_site_stock_in_stock', scope.companyId, p ? { buckets: [String(p)] } : {});
  return keptCount(db, 'job_site_stock_rows', scope.companyId, p ? { buckets: [`${p}|items`, `${p}|extra`] } : {});
}

async function stockViews(db: DbOrTx, scope: CompanyScope, rows: Awaited<ReturnType<typeof stockRowsQuery>['rows']>): Promise<JobSiteStockItem[]> {
  const amounts = await itemAmounts(
    db,
    scope,
    [...new Map(rows.map((r) => [r.listItemId, { id: r.listItemId, cartItemId: r.cartItemId }])).values()],
  );
  return rows.map((r) => {
    const onOrder = listItemOnOrder(amounts.orders.get(r.listItemId) ?? []);
    return {
      list_item_id: r.listItemId,
      project: { id: r.projectId, name: r.projectName },
      list_id: r.listId,
      list_name: r.listName,
      code: r.code,
      description: r.description,
      unit: r.unit,
      bin: binRef(r.binId, r.binCode, r.binName),
      quantity_on_site: Number(Number(r.onSite).toFixed(3)),
      quantity: roundQuantity(Number(r.quantity)),
      ordered: roundQuantity(amounts.ordered.get(r.listItemId) ?? 0),
      on_order: onOrder,
      remaining: stillToOrder(Number(r.quantity), onOrder),
    };
  });
}

export async function stockItemsPage(db: DbOrTx, scope: CompanyScope, f: StockFilters, page: PageWindow) {
  if (f.project_id && !(await findProject(db, scope, f.project_id))) throw notFound();
  // pagedRows asks one row more than the page: each list gives at most that many items
  const q = stockRowsQuery(db, scope, f, page.offset + page.limit + 1);
  // Counted only when more rows follow the page (pagedRows), from the kept total when there is one.
  const { rows, total } = await pagedRows(page, { rows: q.rows, count: keptStockCount(db, scope, f) ?? q.count });
  return { count: total, results: await stockViews(db, scope, rows) };
}

/** Every row the filters select, for the export (bounded). */
export async function stockItemsAll(db: DbOrTx, scope: CompanyScope, f: RowFilters, max = 50_000) {
  if (f.project_id && !(await findProject(db, scope, f.project_id))) throw notFound();
  const rows = await stockRowsQuery(db, scope, f, max).rows.limit(max);
  return stockViews(db, scope, rows);
}

export const STOCK_EXPORT_HEADERS = ['Project', 'List', 'Code', 'Description', 'Unit', 'Bin', 'On site', 'Ordered', 'Remaining'] as const;
export const stockExportRow = (r: JobSiteStockItem) => [r.project.name, r.list_name, r.code, r.description, r.unit, r.bin?.code ?? '', r.quantity_on_site, r.ordered, r.remaining];

/** get_qr_codes/: labels for the bins the list's items use and for the items (the list and its sublists). */
export async function qrLabels(db: DbOrTx, scope: CompanyScope, listId: number) {
  const list = await findList(db, scope, listId);
  const tree = await listTreeIds(db, scope, listId);
  const [project] = await db.select({ id: projects.id, name: projects.name }).from(projects).where(scope.where(projects, eq(projects.id, list.projectId)));
  const items = await db
    .select({ item: projectProductListItems, listName: projectProductLists.name, binCode: jobSiteBins.code })
    .from(projectProductListItems)
    .innerJoin(projectProductLists, eq(projectProductLists.id, projectProductListItems.listId))
    .leftJoin(jobSiteBins, eq(jobSiteBins.id, projectProductListItems.binId))
    .where(scope.where(projectProductListItems, inArray(projectProductListItems.listId, tree)))
    .orderBy(asc(projectProductListItems.listId), asc(projectProductListItems.position), asc(projectProductListItems.id));
  const binIds = [...new Set(items.flatMap((i) => (i.item.binId ? [i.item.binId] : [])))];
  const bins = binIds.length ? await db.select().from(jobSiteBins).where(scope.where(jobSiteBins, inArray(jobSiteBins.id, binIds))).orderBy(asc(jobSiteBins.code)) : [];
  return {
    list: { id: list.id, name: list.name },
    project,
    labels: [
      ...bins.map((b) => ({ kind: 'bin' as const, id: b.id, value: siteBinQrValue(b.id), lines: [`Bin ${b.code}`, b.name, project.name] })),
      ...items.map(({ item, listName, binCode }) => ({
        kind: 'list_item' as const,
        id: item.id,
        value: listItemQrValue(item.id),
        lines: [item.description, [item.code, `${Number(item.quantity)} ${item.unit}`].filter(Boolean).join(' · '), binCode ? `${listName} · Bin ${binCode}` : listName],
      })),
    ],
  };
}
