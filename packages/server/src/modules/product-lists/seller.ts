import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { productListPath, type SellerListItem, type SellerProductList } from '@jobsite/core';
import { companies, projectProductListItems, projectProductLists, projects } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { PageRequest } from '../../platform/paging';
import { pagedRows } from '../../platform/paging';
import { containsPattern } from '../../platform/text-and-dates';
import { notify } from '../notifications/service';

/*
 * The supplier's side (project_list_seller): the lists a contractor shared with the caller's
 * company, their items without the buyer's own fields (phase and cost codes, orders, bins),
 * and the two things a supplier may change: its note and the rental dates. The rows belong to
 * the contractor (company_id); what the supplier reaches is what shared_with_company_id names,
 * and the sublists below such a list.
 */

/**
 * The lists the seller reaches: those shared with its company and, below them, their sublists
 * (at any depth, of the same contractor). Read at each call, so unsharing a parent hides its
 * sublists at once and nothing is copied.
 */
const visibleIds = (sellerId: number): SQL => sql`(
  with recursive shared(id, company_id) as (
    select l.id, l.company_id from project_product_lists l where l.shared_with_company_id = ${sellerId}
    union
    select c.id, c.company_id from project_product_lists c join shared on c.parent_id = shared.id and c.company_id = shared.company_id
  )
  select id from shared)`;
const sharedWith = (sellerId: number): SQL => sql`${projectProductLists.id} in ${visibleIds(sellerId)}`;
/** A visible list whose parent the seller does not see: what its list of lists shows (sublists open from their parent). */
const sharedRoot = (sellerId: number): SQL => sql`(${projectProductLists.parentId} is null or ${projectProductLists.parentId} not in ${visibleIds(sellerId)})`;

const sellerListColumns = {
  id: projectProductLists.id,
  projectId: projectProductLists.projectId,
  projectName: projects.name,
  buyerId: companies.id,
  buyerName: companies.name,
  name: projectProductLists.name,
  description: projectProductLists.description,
  completed: projectProductLists.completed,
  updatedAt: projectProductLists.updatedAt,
  itemCount: sql<number>`(select count(*)::int from project_product_list_items i where i.list_id = ${sql.raw('"project_product_lists"."id"')})`,
  parentId: projectProductLists.parentId,
  subListCount: sql<number>`(select count(*)::int from project_product_lists s where s.parent_id = ${sql.raw('"project_product_lists"."id"')})`,
};

function sellerListSelect(db: Db | Tx, where: SQL) {
  return db
    .select(sellerListColumns)
    .from(projectProductLists)
    .innerJoin(projects, eq(projects.id, projectProductLists.projectId))
    .innerJoin(companies, eq(companies.id, projectProductLists.companyId))
    .where(where);
}

const sellerListView = (r: Awaited<ReturnType<typeof sellerListSelect>>[number]): SellerProductList => ({
  id: r.id,
  project_id: r.projectId,
  project_name: r.projectName,
  buyer: { id: r.buyerId, name: r.buyerName },
  name: r.name,
  description: r.description,
  completed: r.completed,
  item_count: Number(r.itemCount),
  parent_id: r.parentId,
  sub_list_count: Number(r.subListCount),
  updated_at: r.updatedAt.toISOString(),
});

export async function sellerLists(db: Db, sellerId: number, search: string | undefined, page: PageRequest) {
  const where = and(
    sharedWith(sellerId),
    sharedRoot(sellerId),
    search ? or(ilike(projectProductLists.name, containsPattern(search)), ilike(projects.name, containsPattern(search)), ilike(companies.name, containsPattern(search))) : undefined,
  ) as SQL;
  const { rows, total } = await pagedRows(page, {
    rows: sellerListSelect(db, where).orderBy(desc(projectProductLists.updatedAt), asc(projectProductLists.id)),
    count: db
      .select({ n: count() })
      .from(projectProductLists)
      .innerJoin(projects, eq(projects.id, projectProductLists.projectId))
      .innerJoin(companies, eq(companies.id, projectProductLists.companyId))
      .where(where),
  });
  return { count: total, results: rows.map(sellerListView) };
}

const sellerItemView = (i: typeof projectProductListItems.$inferSelect): SellerListItem => ({
  id: i.id,
  list_id: i.listId,
  code: i.code,
  description: i.description,
  manufacturer: i.manufacturer,
  unit: i.unit,
  quantity: Number(i.quantity),
  is_cable: i.isCable,
  seller_note: i.sellerNote,
  rental_start_date: i.rentalStartDate,
  rental_end_date: i.rentalEndDate,
});

/** A shared list and its items; 404 when the list is not shared with the caller's company. */
export async function sellerListItems(db: Db, sellerId: number, listId: number) {
  const [list] = await sellerListSelect(db, and(sharedWith(sellerId), eq(projectProductLists.id, listId)) as SQL);
  if (!list) throw notFound();
  const items = await db
    .select()
    .from(projectProductListItems)
    .where(and(eq(projectProductListItems.companyId, list.buyerId), eq(projectProductListItems.listId, list.id)))
    .orderBy(asc(projectProductListItems.position), asc(projectProductListItems.id))
    .limit(5000);
  return { list: sellerListView(list), results: items.map(sellerItemView) };
}

/** The sublists of a list the seller sees (they are shared with it too); 404 when it does not see the list. */
export async function sellerSubLists(db: Db, sellerId: number, listId: number): Promise<SellerProductList[]> {
  const [list] = await db.select({ id: projectProductLists.id }).from(projectProductLists).where(and(sharedWith(sellerId), eq(projectProductLists.id, listId)));
  if (!list) throw notFound();
  const rows = await sellerListSelect(db, and(sharedWith(sellerId), eq(projectProductLists.parentId, listId)) as SQL).orderBy(asc(projectProductLists.name), asc(projectProductLists.id));
  return rows.map(sellerListView);
}

/** An item of a list shared with the seller, locked; 404 otherwise. */
async function sharedItem(tx: Tx, sellerId: number, itemId: number) {
  const [row] = await tx
    .select({ item: projectProductListItems, listName: projectProductLists.name, createdBy: projectProductLists.createdByAccountId })
    .from(projectProductListItems)
    .innerJoin(projectProductLists, and(eq(projectProductLists.id, projectProductListItems.listId), eq(projectProductLists.companyId, projectProductListItems.companyId)))
    .where(and(eq(projectProductListItems.id, itemId), sharedWith(sellerId)))
    .for('update', { of: projectProductListItems });
  if (!row) throw notFound();
  return row;
}

export interface SellerCaller {
  companyId: number;
  companyName: string;
}

/** UpdateProductListItemSeller/ and ProjectRentalItemUpdateSeller/: the supplier's fields only; the list's author is told. */
export async function updateSellerFields(tx: Tx, caller: SellerCaller, itemId: number, set: { sellerNote?: string; rentalStartDate?: string; rentalEndDate?: string }) {
  const row = await sharedItem(tx, caller.companyId, itemId);
  await tx
    .update(projectProductListItems)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(projectProductListItems.companyId, row.item.companyId), eq(projectProductListItems.id, itemId)));
  if (row.createdBy) {
    const what = set.sellerNote !== undefined ? 'a note on' : 'the rental dates of';
    await notify(tx, {
      accountIds: [row.createdBy],
      companyId: row.item.companyId,
      content: `${caller.companyName} changed ${what} "${row.item.description}" in ${row.listName}.`,
      link: productListPath(row.item.projectId, row.item.listId, row.item.id),
    });
  }
  return sellerItemView((await tx.select().from(projectProductListItems).where(and(eq(projectProductListItems.companyId, row.item.companyId), eq(projectProductListItems.id, itemId))))[0]);
}
