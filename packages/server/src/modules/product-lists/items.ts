import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { productListMessages as m, totalQuantity, type UpdateProductListItemBody } from '@jobsite/core';
import { baseItemOptions, baseItems, cartItems, customItems, manufacturers, projectProductListItems, projectProductLists } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { badRequest, fieldErrors, notFound, registerUniqueField } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { findItem, findList, lockItems, type ListCaller, type ListRow } from './queries';
import { linkBomLines, unlinkBomLines } from './service';

/*
 * List items (UpdateProductListItem/, update_link/, update_manufacturer/): each change in the
 * caller's transaction. Items, lists and BOM lines named in a body must be of the same project
 * as the list (a field error otherwise); another company's are a 404.
 */

// two people linking the same BOM line at once: the loser gets the same field error as the check
registerUniqueField('project_product_list_items_cart_item_unique', 'cart_item_ids', m.alreadyLinked);

type Body<A extends UpdateProductListItemBody['action']> = Extract<UpdateProductListItemBody, { action: A }>;

const touchList = (tx: DbOrTx, scope: CompanyScope, listId: number) =>
  tx.update(projectProductLists).set({ updatedAt: new Date() }).where(scope.where(projectProductLists, eq(projectProductLists.id, listId)));

async function nextPosition(tx: DbOrTx, scope: CompanyScope, listId: number): Promise<number> {
  const [row] = await tx
    .select({ p: sql<number>`coalesce(max(${projectProductListItems.position}), 0)::int` })
    .from(projectProductListItems)
    .where(scope.where(projectProductListItems, eq(projectProductListItems.listId, listId)));
  return Number(row.p) + 1;
}

/** BOM lines of one project with what a list item copies from them. */
export async function bomLinesFor(db: DbOrTx, scope: CompanyScope, projectId: number, ids: number[]) {
  return db
    .select({
      id: cartItems.id,
      baseItemId: cartItems.baseItemId,
      packageCount: cartItems.packageCount,
      packageQuantity: baseItemOptions.packageQuantity,
      phaseCode: cartItems.phaseCode,
      costCode: cartItems.costCode,
      rentalStartDate: cartItems.rentalStartDate,
      rentalEndDate: cartItems.rentalEndDate,
      code: sql<string>`coalesce(${baseItems.baseItemCode}, ${customItems.code}, '')`,
      description: sql<string>`coalesce(${baseItems.description}, ${customItems.description}, '')`,
      unit: sql<string>`coalesce(${baseItems.unit}, ${customItems.unit}, 'EA')`,
      manufacturer: sql<string>`coalesce(${manufacturers.name}, ${customItems.manufacturerName}, '')`,
    })
    .from(cartItems)
    .leftJoin(baseItems, eq(baseItems.id, cartItems.baseItemId))
    .leftJoin(baseItemOptions, eq(baseItemOptions.id, cartItems.baseItemOptionId))
    .leftJoin(customItems, eq(customItems.id, cartItems.customItemId))
    .leftJoin(manufacturers, eq(manufacturers.id, cartItems.manufacturerId))
    .where(scope.where(cartItems, eq(cartItems.projectId, projectId), inArray(cartItems.id, ids)))
    .orderBy(asc(cartItems.position), asc(cartItems.id));
}

/** BOM lines linked to a list item already (other than `except`). */
async function linkedLines(tx: DbOrTx, scope: CompanyScope, cartIds: number[], except?: number): Promise<number[]> {
  const rows = await tx
    .select({ id: projectProductListItems.cartItemId })
    .from(projectProductListItems)
    .where(scope.where(projectProductListItems, inArray(projectProductListItems.cartItemId, cartIds), except ? ne(projectProductListItems.id, except) : undefined));
  return rows.map((r) => r.id as number);
}

/** Runs one UpdateProductListItem/ action; answers the ids of the items made or changed. */
export async function changeItems(tx: Tx, caller: ListCaller, body: UpdateProductListItemBody): Promise<number[]> {
  switch (body.action) {
    case 'add_from_bom':
      return addFromBom(tx, caller.scope, body);
    case 'link':
      return [await linkItem(tx, caller.scope, body.list_item_id, body.cart_item_id)];
    case 'add':
      return [await addItem(tx, caller.scope, body)];
    case 'update':
      return [await updateItem(tx, caller.scope, body)];
    case 'delete':
      await deleteItems(tx, caller.scope, body.list_item_ids);
      return [];
    case 'move':
      return moveItems(tx, caller.scope, body);
  }
}

async function addFromBom(tx: Tx, scope: CompanyScope, body: Body<'add_from_bom'>): Promise<number[]> {
  const list = await findList(tx, scope, body.list_id, true);
  const ids = [...new Set(body.cart_item_ids)];
  const lines = await bomLinesFor(tx, scope, list.projectId, ids);
  if (lines.length !== ids.length) throw fieldErrors({ cart_item_ids: m.bomLineOtherProject });
  if ((await linkedLines(tx, scope, ids)).length) throw fieldErrors({ cart_item_ids: m.alreadyLinked });
  const position = await nextPosition(tx, scope, list.id);
  const rows = await tx
    .insert(projectProductListItems)
    .values(
      lines.map((l, n) => ({
        companyId: scope.companyId,
        projectId: list.projectId,
        listId: list.id,
        cartItemId: l.id,
        baseItemId: l.baseItemId,
        code: l.code,
        description: l.description,
        manufacturer: l.manufacturer,
        unit: l.unit,
        quantity: totalQuantity(Number(l.packageCount), l.packageQuantity === null ? null : Number(l.packageQuantity)),
        phaseCode: l.phaseCode,
        costCode: l.costCode,
        rentalStartDate: l.rentalStartDate,
        rentalEndDate: l.rentalEndDate,
        position: position + n,
      })),
    )
    .returning({ id: projectProductListItems.id, cartItemId: projectProductListItems.cartItemId });
  await linkBomLines(tx, scope, rows);
  await touchList(tx, scope, list.id);
  return rows.map((r) => r.id);
}

/** The dialog's "link": this BOM line now orders for this list item (a previous link of the item is replaced). */
async function linkItem(tx: Tx, scope: CompanyScope, itemId: number, cartItemId: number): Promise<number> {
  const item = await findItem(tx, scope, itemId, true);
  const [line] = await bomLinesFor(tx, scope, item.projectId, [cartItemId]);
  if (!line) throw fieldErrors({ cart_item_id: m.bomLineOtherProject });
  if ((await linkedLines(tx, scope, [cartItemId], item.id)).length) throw fieldErrors({ cart_item_id: m.alreadyLinked });
  if (item.cartItemId && item.cartItemId !== cartItemId) await unlinkBomLines(tx, scope, [], [item.id]);
  await tx
    .update(projectProductListItems)
    .set({ cartItemId, baseItemId: item.baseItemId ?? line.baseItemId, updatedAt: new Date() })
    .where(scope.where(projectProductListItems, eq(projectProductListItems.id, item.id)));
  await linkBomLines(tx, scope, [{ id: item.id, cartItemId }]);
  await touchList(tx, scope, item.listId);
  return item.id;
}

async function addItem(tx: Tx, scope: CompanyScope, body: Body<'add'>): Promise<number> {
  const list = await findList(tx, scope, body.list_id, true);
  let fields: { baseItemId: number | null; code: string; description: string; unit: string; manufacturer: string };
  if (body.base_item_id) {
    const [item] = await tx
      .select({ code: baseItems.baseItemCode, description: baseItems.description, unit: baseItems.unit, manufacturer: manufacturers.name })
      .from(baseItems)
      .leftJoin(manufacturers, eq(manufacturers.id, baseItems.manufacturerId))
      .where(eq(baseItems.id, body.base_item_id));
    if (!item) throw fieldErrors({ base_item_id: m.chooseCatalogueItem });
    fields = { baseItemId: body.base_item_id, code: item.code, description: item.description, unit: item.unit, manufacturer: body.manufacturer ?? item.manufacturer ?? '' };
  } else {
    if (!body.description || !body.unit) throw fieldErrors({ description: m.describeItem });
    fields = { baseItemId: null, code: body.code ?? '', description: body.description, unit: body.unit, manufacturer: body.manufacturer ?? '' };
  }
  const [row] = await tx
    .insert(projectProductListItems)
    .values({
      companyId: scope.companyId,
      projectId: list.projectId,
      listId: list.id,
      ...fields,
      quantity: body.quantity,
      phaseCode: body.phase_code ?? '',
      costCode: body.cost_code ?? '',
      isCable: body.is_cable ?? false,
      position: await nextPosition(tx, scope, list.id),
    })
    .returning({ id: projectProductListItems.id });
  await touchList(tx, scope, list.id);
  return row.id;
}

async function updateItem(tx: Tx, scope: CompanyScope, body: Body<'update'>): Promise<number> {
  const item = await findItem(tx, scope, body.list_item_id, true);
  const set: Partial<typeof projectProductListItems.$inferInsert> = { updatedAt: new Date() };
  if (body.quantity !== undefined) set.quantity = body.quantity;
  if (body.phase_code !== undefined) set.phaseCode = body.phase_code;
  if (body.cost_code !== undefined) set.costCode = body.cost_code;
  if (body.description !== undefined) set.description = body.description;
  if (body.is_cable !== undefined) set.isCable = body.is_cable;
  if (body.rental_start_date !== undefined) set.rentalStartDate = body.rental_start_date;
  if (body.rental_end_date !== undefined) set.rentalEndDate = body.rental_end_date;
  if (body.base_item_id !== undefined) Object.assign(set, await catalogueFields(tx, scope, item, body.base_item_id));
  await tx.update(projectProductListItems).set(set).where(scope.where(projectProductListItems, eq(projectProductListItems.id, item.id)));
  await touchList(tx, scope, item.listId);
  return item.id;
}

/**
 * Find in catalogue: the item becomes this catalogue item (number, description, unit and
 * manufacturer as the catalogue has them). An item that orders through a BOM line of another
 * catalogue item keeps it: the BOM line decides what is ordered.
 */
async function catalogueFields(tx: Tx, scope: CompanyScope, item: { cartItemId: number | null }, baseItemId: number) {
  const [found] = await tx
    .select({ code: baseItems.baseItemCode, description: baseItems.description, unit: baseItems.unit, manufacturer: manufacturers.name })
    .from(baseItems)
    .leftJoin(manufacturers, eq(manufacturers.id, baseItems.manufacturerId))
    .where(eq(baseItems.id, baseItemId));
  if (!found) throw fieldErrors({ base_item_id: m.chooseCatalogueItem });
  if (item.cartItemId) {
    const [line] = await tx.select({ baseItemId: cartItems.baseItemId }).from(cartItems).where(scope.where(cartItems, eq(cartItems.id, item.cartItemId)));
    if (line?.baseItemId && line.baseItemId !== baseItemId) throw fieldErrors({ base_item_id: m.bomLineOtherItem });
  }
  return { baseItemId, code: found.code, description: found.description, unit: found.unit, manufacturer: found.manufacturer ?? '' };
}

async function deleteItems(tx: Tx, scope: CompanyScope, ids: number[]): Promise<void> {
  const items = await lockItems(tx, scope, ids);
  if (!items) throw notFound();
  await unlinkBomLines(
    tx,
    scope,
    [],
    items.map((i) => i.id),
  );
  await tx.delete(projectProductListItems).where(
    scope.where(
      projectProductListItems,
      inArray(
        projectProductListItems.id,
        items.map((i) => i.id),
      ),
    ),
  );
  for (const listId of new Set(items.map((i) => i.listId))) await touchList(tx, scope, listId);
}

async function moveItems(tx: Tx, scope: CompanyScope, body: Body<'move'>): Promise<number[]> {
  const to: ListRow = await findList(tx, scope, body.to_list_id, true);
  const items = await lockItems(tx, scope, body.list_item_ids);
  if (!items) throw notFound();
  if (items.some((i) => i.projectId !== to.projectId)) throw fieldErrors({ to_list_id: m.listOtherProject });
  let position = await nextPosition(tx, scope, to.id);
  for (const i of items) {
    if (i.listId === to.id) continue;
    await tx
      .update(projectProductListItems)
      .set({ listId: to.id, position: position++, updatedAt: new Date() })
      .where(scope.where(projectProductListItems, eq(projectProductListItems.id, i.id)));
  }
  for (const listId of new Set([to.id, ...items.map((i) => i.listId)])) await touchList(tx, scope, listId);
  return items.map((i) => i.id);
}

/** update_link/ and update_manufacturer/: one text field of an item; the same value is "No changes detected". */
export async function setItemText(tx: Tx, scope: CompanyScope, itemId: number, field: 'link' | 'manufacturer', value: string): Promise<void> {
  const item = await findItem(tx, scope, itemId, true);
  if (item[field] === value) throw badRequest(m.noChanges);
  await tx
    .update(projectProductListItems)
    .set({ [field]: value, updatedAt: new Date() })
    .where(scope.where(projectProductListItems, eq(projectProductListItems.id, item.id)));
}
