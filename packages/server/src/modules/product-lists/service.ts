import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDERED_STATUSES, listNameFromPo, productListMessages as m, sellerListPath, type UpdateProductListBody } from '@jobsite/core';
import {
  cartItems,
  companies,
  productListTagLinks,
  projects,
  productListTags,
  projectProductListItems,
  projectProductLists,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
} from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { ApiError, fieldErrors, notFound, registerUniqueField } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { notify } from '../notifications/service';
import { activeMemberIds } from '../orders/queries';
import { findProject } from '../projects/queries';
import { findList, listTreeIds, type ListCaller } from './queries';

/*
 * Product lists and their tags (UpdateProductList/, ProjectProductListTags/): each change runs
 * in the caller's transaction, scoped to the caller's company; another company's list,
 * project, order or tag is a 404 (or a field error when it is named in a body).
 */

registerUniqueField('product_list_tags_name_unique', 'name', m.tagNameTaken);

type Body<A extends UpdateProductListBody['action']> = Extract<UpdateProductListBody, { action: A }>;

const touch = (tx: DbOrTx, scope: CompanyScope, listId: number) =>
  tx.update(projectProductLists).set({ updatedAt: new Date() }).where(scope.where(projectProductLists, eq(projectProductLists.id, listId)));

/** Whether any item of these lists is on a submitted (not canceled) order. */
async function anyOrdered(tx: DbOrTx, scope: CompanyScope, listIds: number[]): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projectProductListItems)
    .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.cartItemId, projectProductListItems.cartItemId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId))
    .where(scope.where(projectProductListItems, inArray(projectProductListItems.listId, listIds), inArray(purchaseOrders.status, [...ORDERED_STATUSES])));
  return Number(row.n) > 0;
}

/** Runs one UpdateProductList/ action; answers the id of the list to show (null after delete). */
export async function changeList(tx: Tx, caller: ListCaller, body: UpdateProductListBody): Promise<number | null> {
  const { scope } = caller;
  switch (body.action) {
    case 'create':
      return createList(tx, caller, body);
    case 'update': {
      await findList(tx, scope, body.list_id, true);
      const set: Partial<typeof projectProductLists.$inferInsert> = { updatedAt: new Date() };
      if (body.name !== undefined) set.name = body.name;
      if (body.description !== undefined) set.description = body.description;
      await tx.update(projectProductLists).set(set).where(scope.where(projectProductLists, eq(projectProductLists.id, body.list_id)));
      return body.list_id;
    }
    case 'delete': {
      await findList(tx, scope, body.list_id, true);
      const tree = await listTreeIds(tx, scope, body.list_id);
      if (await anyOrdered(tx, scope, tree)) throw new ApiError(409, { detail: m.listHasOrders });
      await unlinkBomLines(tx, scope, tree);
      await tx.delete(projectProductLists).where(scope.where(projectProductLists, eq(projectProductLists.id, body.list_id)));
      return null;
    }
    case 'set_completed':
      await findList(tx, scope, body.list_id, true);
      await tx.update(projectProductLists).set({ completed: body.completed, updatedAt: new Date() }).where(scope.where(projectProductLists, eq(projectProductLists.id, body.list_id)));
      return body.list_id;
    case 'share':
      return shareList(tx, caller, body);
    case 'new_product_list_from_po':
      return listFromOrder(tx, caller, body);
  }
}

async function createList(tx: Tx, caller: ListCaller, body: Body<'create'>): Promise<number> {
  const { scope } = caller;
  const project = await findProject(tx, scope, body.project_id);
  if (!project) throw notFound();
  if (body.parent_id) {
    const parent = await findList(tx, scope, body.parent_id).catch(() => null);
    if (!parent || parent.projectId !== project.id) throw fieldErrors({ parent_id: m.parentOtherProject });
  }
  const [row] = await tx
    .insert(projectProductLists)
    .values({ companyId: scope.companyId, projectId: project.id, parentId: body.parent_id ?? null, name: body.name, description: body.description ?? '', createdByAccountId: caller.accountId })
    .returning({ id: projectProductLists.id });
  return row.id;
}

/** Shares with a seller company among the buyer's suppliers (or stops sharing). */
async function shareList(tx: Tx, caller: ListCaller, body: Body<'share'>): Promise<number> {
  const { scope } = caller;
  const list = await findList(tx, scope, body.list_id, true);
  if (body.supplier_company_id !== null) {
    const [known] = await tx
      .select({ id: companies.id })
      .from(suppliers)
      .innerJoin(companies, eq(companies.id, suppliers.supplierCompanyId))
      .where(and(eq(suppliers.companyId, scope.companyId), eq(suppliers.supplierCompanyId, body.supplier_company_id), eq(companies.systemType, 'seller')))
      .limit(1);
    if (!known) throw fieldErrors({ supplier_company_id: 'Select one of your registered suppliers.' });
  }
  await tx
    .update(projectProductLists)
    .set({ sharedWithCompanyId: body.supplier_company_id, updatedAt: new Date() })
    .where(scope.where(projectProductLists, eq(projectProductLists.id, body.list_id)));
  if (body.supplier_company_id !== null && body.supplier_company_id !== list.sharedWithCompanyId) {
    // the supplier's people hear of it (in their company), with the list to open
    const [buyer] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, scope.companyId));
    const [project] = await tx.select({ name: projects.name }).from(projects).where(scope.where(projects, eq(projects.id, list.projectId)));
    await notify(tx, {
      accountIds: await activeMemberIds(tx, body.supplier_company_id),
      companyId: body.supplier_company_id,
      content: `${buyer.name} shared the product list "${list.name}" (${project.name}) with you.`,
      link: sellerListPath(list.id),
    });
  }
  return body.list_id;
}

/** new_product_list_from_po: a list of the order's lines, linked to their BOM lines when those are not linked yet. */
async function listFromOrder(tx: Tx, caller: ListCaller, body: Body<'new_product_list_from_po'>): Promise<number> {
  const { scope } = caller;
  const [order] = await tx.select().from(purchaseOrders).where(scope.where(purchaseOrders, eq(purchaseOrders.id, body.purchase_order_id)));
  if (!order) throw notFound();
  const listId = await createList(tx, caller, { action: 'create', project_id: order.projectId, name: body.name ?? listNameFromPo(order.poNumber, order.id) });
  const lines = await tx
    .select({ line: purchaseOrderItems, cart: { id: cartItems.id, projectId: cartItems.projectId, phaseCode: cartItems.phaseCode, costCode: cartItems.costCode } })
    .from(purchaseOrderItems)
    .leftJoin(cartItems, eq(cartItems.id, purchaseOrderItems.cartItemId))
    .where(scope.where(purchaseOrderItems, eq(purchaseOrderItems.orderId, order.id)))
    .orderBy(asc(purchaseOrderItems.position), asc(purchaseOrderItems.id));
  const cartIds = lines.flatMap((l) => (l.cart?.id ? [l.cart.id] : []));
  const taken = new Set(
    cartIds.length
      ? (await tx.select({ id: projectProductListItems.cartItemId }).from(projectProductListItems).where(scope.where(projectProductListItems, inArray(projectProductListItems.cartItemId, cartIds)))).map((r) => r.id)
      : [],
  );
  if (!lines.length) return listId;
  const inserted = await tx
    .insert(projectProductListItems)
    .values(
      lines.map(({ line, cart }, n) => {
        const link = cart?.id && cart.projectId === order.projectId && !taken.has(cart.id) ? cart.id : null;
        if (link) taken.add(link);
        return {
          companyId: scope.companyId,
          projectId: order.projectId,
          listId,
          cartItemId: link,
          baseItemId: line.baseItemId,
          code: line.code,
          description: line.description,
          unit: line.unit,
          quantity: Number(line.quantity),
          phaseCode: cart?.phaseCode ?? '',
          costCode: cart?.costCode ?? '',
          position: n + 1,
        };
      }),
    )
    .returning({ id: projectProductListItems.id, cartItemId: projectProductListItems.cartItemId });
  await linkBomLines(tx, scope, inserted);
  return listId;
}

/** Keeps the BOM side in step: cart_items.project_product_list_item_id names the linked list item. */
export async function linkBomLines(tx: DbOrTx, scope: CompanyScope, items: { id: number; cartItemId: number | null }[]): Promise<void> {
  for (const i of items) {
    if (i.cartItemId) await tx.update(cartItems).set({ projectProductListItemId: i.id }).where(scope.where(cartItems, eq(cartItems.id, i.cartItemId)));
  }
}

/** Clears the BOM side's link of the items of these lists (before they go). */
export async function unlinkBomLines(tx: DbOrTx, scope: CompanyScope, listIds: number[], itemIds?: number[]): Promise<void> {
  const items = tx
    .select({ id: projectProductListItems.id })
    .from(projectProductListItems)
    .where(scope.where(projectProductListItems, itemIds ? inArray(projectProductListItems.id, itemIds) : inArray(projectProductListItems.listId, listIds)));
  await tx.update(cartItems).set({ projectProductListItemId: null }).where(scope.where(cartItems, inArray(cartItems.projectProductListItemId, items)));
}

// ---------------------------------------------------------------- tags

export async function createTag(tx: Tx, scope: CompanyScope, body: { name: string; color: string }): Promise<number> {
  const [same] = await tx.select({ id: productListTags.id }).from(productListTags).where(scope.where(productListTags, sql`lower(${productListTags.name}) = lower(${body.name})`));
  if (same) throw fieldErrors({ name: m.tagNameTaken });
  const [row] = await tx.insert(productListTags).values({ companyId: scope.companyId, name: body.name, color: body.color }).returning({ id: productListTags.id });
  return row.id;
}

export async function updateTag(tx: Tx, scope: CompanyScope, id: number, body: { name?: string; color?: string }): Promise<void> {
  const [tag] = await tx.select().from(productListTags).where(scope.where(productListTags, eq(productListTags.id, id))).for('update');
  if (!tag) throw notFound();
  if (body.name !== undefined && body.name.toLowerCase() !== tag.name.toLowerCase()) {
    const [same] = await tx.select({ id: productListTags.id }).from(productListTags).where(scope.where(productListTags, sql`lower(${productListTags.name}) = lower(${body.name})`));
    if (same) throw fieldErrors({ name: m.tagNameTaken });
  }
  await tx
    .update(productListTags)
    .set({ name: body.name ?? tag.name, color: body.color ?? tag.color })
    .where(scope.where(productListTags, eq(productListTags.id, id)));
}

export async function removeTag(tx: Tx, scope: CompanyScope, id: number): Promise<void> {
  const gone = await tx.delete(productListTags).where(scope.where(productListTags, eq(productListTags.id, id))).returning({ id: productListTags.id });
  if (!gone.length) throw notFound();
}

/** update_tag/: the list's tags become exactly these (tags of the caller's company). */
export async function setListTags(tx: Tx, scope: CompanyScope, listId: number, tagIds: number[]): Promise<void> {
  await findList(tx, scope, listId, true);
  const unique = [...new Set(tagIds)];
  if (unique.length) {
    const found = await tx.select({ id: productListTags.id }).from(productListTags).where(scope.where(productListTags, inArray(productListTags.id, unique)));
    if (found.length !== unique.length) throw fieldErrors({ tag_ids: 'Choose tags of your company.' });
  }
  await tx.delete(productListTagLinks).where(scope.where(productListTagLinks, eq(productListTagLinks.listId, listId)));
  if (unique.length) await tx.insert(productListTagLinks).values(unique.map((tagId) => ({ companyId: scope.companyId, listId, tagId })));
  await touch(tx, scope, listId);
}
