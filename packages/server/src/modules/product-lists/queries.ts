import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ORDERED_STATUSES,
  listItemQrValue,
  listItemOnOrder,
  listItemQuantities,
  roundQuantity,
  siteBinQrValue,
  type JobSiteBin,
  type ProductList,
  type ProductListDetail,
  type ProductListItem,
  type ProductListTag,
} from '@jobsite/core';
import {
  accounts,
  companies,
  jobSiteBins,
  jobSiteStock,
  productListTagLinks,
  productListTags,
  projectProductListItems,
  projectProductLists,
  projects,
  purchaseOrderItems,
  purchaseOrders,
} from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';

export type ListRow = typeof projectProductLists.$inferSelect;
export type ListItemRow = typeof projectProductListItems.$inferSelect;
export type BinRow = typeof jobSiteBins.$inferSelect;

/** Who calls: read once from the request in the route, so the services never see the request. */
export interface ListCaller {
  accountId: number;
  name: string;
  companyId: number;
  scope: CompanyScope;
}

// ---------------------------------------------------------------- finding rows (404 outside the caller's company)

export async function findList(db: DbOrTx, scope: CompanyScope, id: number, lock = false): Promise<ListRow> {
  const q = db.select().from(projectProductLists).where(scope.where(projectProductLists, eq(projectProductLists.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function findItem(db: DbOrTx, scope: CompanyScope, id: number, lock = false): Promise<ListItemRow> {
  const q = db.select().from(projectProductListItems).where(scope.where(projectProductListItems, eq(projectProductListItems.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/** Items of the caller's company, locked; null when any is missing (another company's, or gone). */
export async function lockItems(db: DbOrTx, scope: CompanyScope, ids: number[]): Promise<ListItemRow[] | null> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(projectProductListItems)
    .where(scope.where(projectProductListItems, inArray(projectProductListItems.id, unique)))
    .orderBy(asc(projectProductListItems.id))
    .for('update');
  return rows.length === unique.length ? rows : null;
}

export async function findBin(db: DbOrTx, scope: CompanyScope, id: number): Promise<BinRow | null> {
  const [row] = await db.select().from(jobSiteBins).where(scope.where(jobSiteBins, eq(jobSiteBins.id, id)));
  return row ?? null;
}

/** The list and every sublist under it, the list first. */
export async function listTreeIds(db: DbOrTx, scope: CompanyScope, listId: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    with recursive tree(id) as (
      select id from project_product_lists where id = ${listId} and company_id = ${scope.companyId}
      union all
      select l.id from project_product_lists l join tree on l.parent_id = tree.id where l.company_id = ${scope.companyId}
    )
    select id from tree`);
  return (rows as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

// ---------------------------------------------------------------- list views

const listIdRef = sql.raw('"project_product_lists"."id"');

export function listColumns() {
  return {
    id: projectProductLists.id,
    projectId: projectProductLists.projectId,
    projectName: projects.name,
    parentId: projectProductLists.parentId,
    name: projectProductLists.name,
    description: projectProductLists.description,
    completed: projectProductLists.completed,
    sharedWithId: projectProductLists.sharedWithCompanyId,
    sharedWithName: companies.name,
    createdBy: sql<string>`coalesce(nullif(trim(${accounts.firstName} || ' ' || ${accounts.lastName}), ''), ${accounts.email}, '')`,
    createdAt: projectProductLists.createdAt,
    updatedAt: projectProductLists.updatedAt,
    subListCount: sql<number>`(select count(*)::int from project_product_lists s where s.parent_id = ${listIdRef})`,
    itemCount: sql<number>`(select count(*)::int from project_product_list_items i where i.list_id = ${listIdRef})`,
  };
}

/** The lists of the caller's company that `where` selects, as the screens show them, in the given order. */
export function listSelect(db: DbOrTx, where: SQL) {
  return db
    .select(listColumns())
    .from(projectProductLists)
    .innerJoin(projects, eq(projects.id, projectProductLists.projectId))
    .leftJoin(companies, eq(companies.id, projectProductLists.sharedWithCompanyId))
    .leftJoin(accounts, eq(accounts.id, projectProductLists.createdByAccountId))
    .where(where);
}
type ListViewRow = Awaited<ReturnType<ReturnType<typeof listSelect>['execute']>>[number];

export async function tagsOfLists(db: DbOrTx, scope: CompanyScope, listIds: number[]): Promise<Map<number, ProductListTag[]>> {
  const out = new Map<number, ProductListTag[]>();
  if (!listIds.length) return out;
  const rows = await db
    .select({ listId: productListTagLinks.listId, id: productListTags.id, name: productListTags.name, color: productListTags.color })
    .from(productListTagLinks)
    .innerJoin(productListTags, eq(productListTags.id, productListTagLinks.tagId))
    .where(scope.where(productListTagLinks, inArray(productListTagLinks.listId, listIds)))
    .orderBy(asc(productListTags.name));
  for (const r of rows) {
    const list = out.get(r.listId) ?? [];
    list.push({ id: r.id, name: r.name, color: r.color });
    out.set(r.listId, list);
  }
  return out;
}

export async function listViews(db: DbOrTx, scope: CompanyScope, rows: ListViewRow[]): Promise<ProductList[]> {
  const tags = await tagsOfLists(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    project_id: r.projectId,
    project_name: r.projectName,
    parent_id: r.parentId,
    name: r.name,
    description: r.description,
    completed: r.completed,
    sub_list_count: Number(r.subListCount),
    item_count: Number(r.itemCount),
    tags: tags.get(r.id) ?? [],
    shared_with: r.sharedWithId ? { id: r.sharedWithId, name: r.sharedWithName ?? '' } : null,
    created_by: r.createdBy ?? '',
    created_at: new Date(r.createdAt).toISOString(),
    updated_at: new Date(r.updatedAt).toISOString(),
  }));
}

export async function subLists(db: DbOrTx, scope: CompanyScope, listId: number): Promise<ProductList[]> {
  const rows = await listSelect(db, scope.where(projectProductLists, eq(projectProductLists.parentId, listId))).orderBy(asc(projectProductLists.name), asc(projectProductLists.id));
  return listViews(db, scope, rows);
}

/** One list with its sublists (404 outside the caller's company); ordering.ts's productListDetail adds what is left to order. */
export async function listDetail(db: DbOrTx, scope: CompanyScope, listId: number): Promise<Omit<ProductListDetail, 'to_order_count'>> {
  const rows = await listSelect(db, scope.where(projectProductLists, eq(projectProductLists.id, listId)));
  if (!rows.length) throw notFound();
  const [list] = await listViews(db, scope, rows);
  return { ...list, sub_lists: await subLists(db, scope, listId) };
}

// ---------------------------------------------------------------- item views

export interface ItemAmounts {
  ordered: Map<number, number>;
  received: Map<number, number>;
  orders: Map<number, ProductListItem['purchase_orders']>;
  onSite: Map<number, number>;
}

/** Ordered and received (what was counted in, line by line) through the linked BOM lines' order lines; on site from job-site stock. */
export async function itemAmounts(db: DbOrTx, scope: CompanyScope, items: { id: number; cartItemId: number | null }[]): Promise<ItemAmounts> {
  const ordered = new Map<number, number>();
  const received = new Map<number, number>();
  const orders = new Map<number, ProductListItem['purchase_orders']>();
  const onSite = new Map<number, number>();
  const cartIds = items.flatMap((i) => (i.cartItemId ? [i.cartItemId] : []));
  const byCart = new Map(items.filter((i) => i.cartItemId).map((i) => [i.cartItemId as number, i.id]));
  if (cartIds.length) {
    const lines = await db
      .select({ cartItemId: purchaseOrderItems.cartItemId, orderId: purchaseOrders.id, poNumber: purchaseOrders.poNumber, status: purchaseOrders.status, quantity: purchaseOrderItems.quantity, receivedQuantity: purchaseOrderItems.receivedQuantity })
      .from(purchaseOrderItems)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId))
      .where(and(eq(purchaseOrderItems.companyId, scope.companyId), inArray(purchaseOrderItems.cartItemId, cartIds), sql`${purchaseOrders.status} <> 'canceled'`))
      .orderBy(asc(purchaseOrders.id));
    for (const l of lines) {
      const itemId = byCart.get(l.cartItemId as number) as number;
      const q = Number(l.quantity);
      if (ORDERED_STATUSES.includes(l.status)) ordered.set(itemId, (ordered.get(itemId) ?? 0) + q);
      if (l.receivedQuantity > 0) received.set(itemId, roundQuantity((received.get(itemId) ?? 0) + Number(l.receivedQuantity)));
      const list = orders.get(itemId) ?? [];
      const same = list.find((o) => o.id === l.orderId);
      if (same) same.quantity = Number((same.quantity + q).toFixed(3));
      else list.push({ id: l.orderId, po_number: l.poNumber, status: l.status, quantity: q });
      orders.set(itemId, list);
    }
  }
  if (items.length) {
    const stock = await db
      .select({ listItemId: jobSiteStock.listItemId, q: sql<string>`sum(${jobSiteStock.quantity})` })
      .from(jobSiteStock)
      .where(
        scope.where(
          jobSiteStock,
          inArray(
            jobSiteStock.listItemId,
            items.map((i) => i.id),
          ),
        ),
      )
      .groupBy(jobSiteStock.listItemId);
    for (const s of stock) onSite.set(s.listItemId, Number(s.q));
  }
  return { ordered, received, orders, onSite };
}

/** The items with these ids as the screens show them, in the order of `ids`. */
export async function itemViews(db: DbOrTx, scope: CompanyScope, ids: number[]): Promise<ProductListItem[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ item: projectProductListItems, listName: projectProductLists.name, bin: { id: jobSiteBins.id, code: jobSiteBins.code, name: jobSiteBins.name } })
    .from(projectProductListItems)
    .innerJoin(projectProductLists, eq(projectProductLists.id, projectProductListItems.listId))
    .leftJoin(jobSiteBins, eq(jobSiteBins.id, projectProductListItems.binId))
    .where(scope.where(projectProductListItems, inArray(projectProductListItems.id, ids)));
  const amounts = await itemAmounts(
    db,
    scope,
    rows.map((r) => r.item),
  );
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const i = r.item;
    const q = listItemQuantities(Number(i.quantity), {
      ordered: amounts.ordered.get(i.id) ?? 0,
      on_order: listItemOnOrder(amounts.orders.get(i.id) ?? []),
      received: amounts.received.get(i.id) ?? 0,
      on_site: amounts.onSite.get(i.id) ?? 0,
    });
    return [
      {
        id: i.id,
        project_id: i.projectId,
        list_id: i.listId,
        list_name: r.listName,
        cart_item_id: i.cartItemId,
        base_item_id: i.baseItemId,
        code: i.code,
        description: i.description,
        manufacturer: i.manufacturer,
        unit: i.unit,
        quantity: q.quantity,
        phase_code: i.phaseCode,
        cost_code: i.costCode,
        link: i.link,
        bin: r.bin?.id ? { id: r.bin.id, code: r.bin.code, name: r.bin.name } : null,
        is_cable: i.isCable,
        seller_note: i.sellerNote,
        rental_start_date: i.rentalStartDate,
        rental_end_date: i.rentalEndDate,
        position: i.position,
        ordered: q.ordered,
        received: q.received,
        remaining: q.remaining,
        on_site: q.on_site,
        purchase_orders: amounts.orders.get(i.id) ?? [],
        qr_value: listItemQrValue(i.id),
        created_at: i.createdAt.toISOString(),
      },
    ];
  });
}

/** Items whose description, code or manufacturer contain the text. */
export function itemSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${projectProductListItems.description} || ' ' || ${projectProductListItems.code} || ' ' || ${projectProductListItems.manufacturer}) like ${pattern}`;
}

export const binView = (b: BinRow): JobSiteBin => ({ id: b.id, project_id: b.projectId, code: b.code, name: b.name, qr_value: siteBinQrValue(b.id) });

export const topLevel = isNull(projectProductLists.parentId);
