import { asc, eq } from 'drizzle-orm';
import { productListMessages as m, type ProductListDetail } from '@jobsite/core';
import { baseItemOptions, projectProductListItems } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { today } from '../../platform/text-and-dates';
import { addCatalogueLines } from '../cart/lines';
import type { OrderCaller } from '../orders/caller';
import { addToPo, remainingQuantities } from '../orders/service';
import { findProject } from '../projects/queries';
import { bomLinesFor } from './items';
import { findItem, findList, type ListItemRow, listDetail } from './queries';

/*
 * Ordering from a list (add_to_po, add_all_to_po): the items go on purchase orders through
 * their BOM lines and the orders module's addToPo (one pending PO per supplier, its prices and
 * rules). A catalogue item not on the BOM yet gets its BOM line first; a custom item that is
 * not on the BOM cannot be ordered from the list.
 */

export interface Skipped {
  list_item_id: number;
  description: string;
  reason: string;
}

const round3 = (n: number) => Number(n.toFixed(3));

/** The item's BOM line, made from a catalogue item when it has none; null for a custom item without one. */
async function bomLineOf(tx: Tx, scope: CompanyScope, accountId: number, item: ListItemRow): Promise<number | null> {
  if (item.cartItemId) return item.cartItemId;
  if (!item.baseItemId) return null;
  // per unit when the item sells that way, else its default package
  const options = await tx.select().from(baseItemOptions).where(eq(baseItemOptions.baseItemId, item.baseItemId)).orderBy(asc(baseItemOptions.packageQuantity));
  const option = options.find((o) => Number(o.packageQuantity) === 1) ?? options.find((o) => o.isDefault) ?? options[0];
  const per = option ? Number(option.packageQuantity) : 1;
  const [cartItemId] = await addCatalogueLines(tx, { scope, project: { id: item.projectId }, accountId }, [
    {
      baseItemId: item.baseItemId,
      baseItemOptionId: option?.id ?? null,
      packageCount: round3(Number(item.quantity) / per),
      phaseCode: item.phaseCode ? { code: item.phaseCode, name: '' } : null,
      costCode: item.costCode ? { code: item.costCode, name: '' } : null,
      projectProductListItemId: item.id,
    },
  ]);
  await tx.update(projectProductListItems).set({ cartItemId, updatedAt: new Date() }).where(scope.where(projectProductListItems, eq(projectProductListItems.id, item.id)));
  return cartItemId;
}

/** What of each BOM line is not on an order yet (remainingQuantities, the rule addToPo applies). */
async function leftToOrder(db: DbOrTx, scope: CompanyScope, projectId: number, cartIds: number[]): Promise<Map<number, number>> {
  if (!cartIds.length) return new Map();
  const lines = await bomLinesFor(db, scope, projectId, cartIds);
  return remainingQuantities(
    db,
    scope.companyId,
    lines.map((l) => ({ id: l.id, packageCount: Number(l.packageCount), packageQuantity: l.packageQuantity === null ? null : Number(l.packageQuantity) })),
  );
}

/** Orders the items (of one project) for the supplier; answers the order ids and the items left out. */
async function orderItems(tx: Tx, scope: CompanyScope, caller: OrderCaller, projectId: number, items: ListItemRow[], supplierId: number | null | undefined) {
  const skipped: Skipped[] = [];
  const lineOf = new Map<number, number>();
  for (const item of items) {
    const line = await bomLineOf(tx, scope, caller.accountId, item);
    if (line === null) skipped.push({ list_item_id: item.id, description: item.description, reason: m.customNotOrderable(item.description) });
    else lineOf.set(item.id, line);
  }
  const left = await leftToOrder(tx, scope, projectId, [...lineOf.values()]);
  const toOrder: number[] = [];
  for (const item of items) {
    const line = lineOf.get(item.id);
    if (line === undefined) continue;
    if ((left.get(line) ?? 0) > 0) toOrder.push(line);
    else skipped.push({ list_item_id: item.id, description: item.description, reason: 'Ordered in full already.' });
  }
  const project = await findProject(tx, scope, projectId);
  if (!project) throw notFound();
  const orderIds = toOrder.length ? (await addToPo(tx, caller, project, { cart_item_ids: toOrder, supplier_id: supplierId }, today())).orderIds : [];
  return { orderIds, skipped };
}

/** ProjectProductListItem/{id}/add_to_po/: one item; a custom item not on the BOM is refused with why. */
export async function addItemToPo(tx: Tx, scope: CompanyScope, caller: OrderCaller, itemId: number, supplierId: number | null | undefined) {
  const item = await findItem(tx, scope, itemId, true);
  if (!item.cartItemId && !item.baseItemId) throw badRequest(m.customNotOrderable(item.description));
  const result = await orderItems(tx, scope, caller, item.projectId, [item], supplierId);
  // addToPo refuses a line ordered in full with its own field error; keep that wording
  if (!result.orderIds.length) throw badRequest(`Ordered in full already: ${item.description}.`);
  return result;
}

/** ProjectProductList/{id}/add_all_to_po/: every item of the list with something left to order. */
export async function addListToPo(tx: Tx, scope: CompanyScope, caller: OrderCaller, listId: number, supplierId: number | null | undefined) {
  const list = await findList(tx, scope, listId, true);
  const items = await tx
    .select()
    .from(projectProductListItems)
    .where(scope.where(projectProductListItems, eq(projectProductListItems.listId, list.id)))
    .orderBy(asc(projectProductListItems.position), asc(projectProductListItems.id))
    .for('update');
  const result = await orderItems(tx, scope, caller, list.projectId, items, supplierId);
  if (!result.orderIds.length) throw badRequest(m.nothingToOrder);
  return result;
}

/**
 * How many of a list's items Add all to PO would order now, by the rule orderItems applies without
 * making BOM lines: an item on the BOM with some of its line not on an order yet, or a catalogue
 * item not on the BOM yet. The list's screen greys out Add all to PO at none.
 */
async function itemsToOrder(db: DbOrTx, scope: CompanyScope, list: { id: number; projectId: number }): Promise<number> {
  const items = await db
    .select({ cartItemId: projectProductListItems.cartItemId, baseItemId: projectProductListItems.baseItemId, quantity: projectProductListItems.quantity })
    .from(projectProductListItems)
    .where(scope.where(projectProductListItems, eq(projectProductListItems.listId, list.id)));
  const left = await leftToOrder(
    db,
    scope,
    list.projectId,
    items.flatMap((i) => (i.cartItemId ? [i.cartItemId] : [])),
  );
  return items.filter((i) => (i.cartItemId ? (left.get(i.cartItemId) ?? 0) > 0 : i.baseItemId !== null && Number(i.quantity) > 0)).length;
}

/** RetrieveProjectProductList/ and the calls that answer a list: the list with its sublists and what Add all to PO would order (404 outside the caller's company). */
export async function productListDetail(db: DbOrTx, scope: CompanyScope, listId: number): Promise<ProductListDetail> {
  const list = await listDetail(db, scope, listId);
  return { ...list, to_order_count: await itemsToOrder(db, scope, { id: list.id, projectId: list.project_id }) };
}
