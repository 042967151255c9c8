import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListMessages as m } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartItems, purchaseOrderItems, purchaseOrders, suppliers } from '../../db/schema/index';
import { listWorld, type ListWorld } from './test-world';

let t: TestApp;
let w: ListWorld;
let listId: number;
let conduit: number;
let breaker: number;
let custom: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await listWorld(t);
  listId = await w.makeList('Panel L2');
  [conduit] = (await w.item(w.asBuyer, { action: 'add_from_bom', list_id: listId, cart_item_ids: [w.bom.conduit] })).json().results.map((i: { id: number }) => i.id);
  breaker = (await w.item(w.asBuyer, { action: 'add', list_id: listId, base_item_id: w.items.breaker, quantity: 5, phase_code: '03' })).json().results[0].id;
  custom = (await w.item(w.asBuyer, { action: 'add', list_id: listId, description: 'Site-built pull box', unit: 'EA', quantity: 2 })).json().results[0].id;
});
afterAll(() => t.close());

const itemOf = async (id: number) => (await w.get(w.asBuyer, `GetProjectProductListItem/?list_id=${listId}`)).json().results.find((i: { id: number }) => i.id === id);
/** What the list's screen reads to grey out Add all to PO. */
const toOrderCount = async () => (await w.get(w.asBuyer, `RetrieveProjectProductList/?list_id=${listId}`)).json().to_order_count;
const linesOf = (orderId: number) => t.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.orderId, orderId)).orderBy(asc(purchaseOrderItems.position));

describe('ordering from a list', () => {
  it('who may not: another company (404), a hiding group (403), another company’s supplier (400), and nothing changes', async () => {
    const [theirs] = await t.db.insert(suppliers).values({ companyId: w.other.id, name: `Their supplier ${w.tag}` }).returning();
    const before = await w.snapshot();
    const orders = await t.db.select().from(purchaseOrders);
    expect((await w.post(w.asStranger, `ProjectProductListItem/${breaker}/add_to_po/`, {})).statusCode).toBe(404);
    expect((await w.post(w.asStranger, `ProjectProductList/${listId}/add_all_to_po/`, {})).statusCode).toBe(404);
    expect((await w.post(w.asForeman, `ProjectProductList/${listId}/add_all_to_po/`, {})).statusCode).toBe(403);
    expect((await w.post(w.asSeller, `ProjectProductListItem/${breaker}/add_to_po/`, {})).statusCode).toBe(403);
    const wrongSupplier = await w.post(w.asBuyer, `ProjectProductListItem/${breaker}/add_to_po/`, { supplier_id: theirs.id });
    expect([wrongSupplier.statusCode, wrongSupplier.json()]).toEqual([400, { supplier_id: ['Select one of your suppliers.'] }]);
    expect(await w.snapshot()).toEqual(before);
    expect(await t.db.select().from(purchaseOrders)).toEqual(orders);
  });

  it('a custom item not on the BOM says it cannot be ordered', async () => {
    // the BOM line and the catalogue item are to order; the custom item cannot be
    expect(await toOrderCount()).toBe(2);
    const res = await w.post(w.asBuyer, `ProjectProductListItem/${custom}/add_to_po/`, { supplier_id: w.supplierId });
    expect([res.statusCode, res.json()]).toEqual([400, { detail: m.customNotOrderable('Site-built pull box') }]);
  });

  it('one item: a catalogue item gets its BOM line and goes on the pending PO at the supplier’s price', async () => {
    const res = await w.post(w.asBuyer, `ProjectProductListItem/${breaker}/add_to_po/`, { supplier_id: w.supplierId });
    expect(res.statusCode).toBe(201);
    const [order] = res.json().orders;
    expect(order).toMatchObject({ status: 'pending', line_count: 1, supplier: { id: w.supplierId } });
    expect(res.json().skipped).toEqual([]);
    const [line] = await linesOf(order.id);
    // contract price 7.50 x 5
    expect(line).toMatchObject({ quantity: 5, unitPrice: 7.5, priceSource: 'contract' });
    expect(order.total).toBe(37.5);
    const [bomLine] = await t.db.select().from(cartItems).where(eq(cartItems.id, line.cartItemId as number));
    expect(bomLine).toMatchObject({ projectId: w.project.id, baseItemId: w.items.breaker, packageCount: 5, phaseCode: '03', projectProductListItemId: breaker });
    const view = await itemOf(breaker);
    // on a draft: not ordered yet, nothing left to order (what Add to PO says too), and the order shows
    expect(view).toMatchObject({ cart_item_id: bomLine.id, ordered: 0, remaining: 0, purchase_orders: [{ id: order.id, status: 'pending', quantity: 5 }] });
    const again = await w.post(w.asBuyer, `ProjectProductListItem/${breaker}/add_to_po/`, { supplier_id: w.supplierId });
    expect([again.statusCode, again.json().detail]).toEqual([400, expect.stringContaining('Ordered in full already')]);
    expect(await toOrderCount()).toBe(1);
  });

  it('all items: the rest joins the same pending PO; custom and ordered-in-full items are left out with why', async () => {
    const res = await w.post(w.asBuyer, `ProjectProductList/${listId}/add_all_to_po/`, { supplier_id: w.supplierId });
    expect(res.statusCode).toBe(201);
    const [order] = res.json().orders;
    expect(res.json().skipped).toEqual([
      { list_item_id: custom, description: 'Site-built pull box', reason: m.customNotOrderable('Site-built pull box') },
      { list_item_id: breaker, description: expect.stringContaining('QO breaker 20A'), reason: 'Ordered in full already.' },
    ]);
    const lines = await linesOf(order.id);
    expect(lines.map((l) => [l.cartItemId, l.quantity])).toEqual([
      [(await itemOf(breaker)).cart_item_id, 5],
      [w.bom.conduit, 100],
    ]);
    // everything on the draft: the screen greys out Add all to PO, as the server would refuse it
    expect(await toOrderCount()).toBe(0);
    await t.db.update(purchaseOrders).set({ status: 'canceled' }).where(eq(purchaseOrders.id, order.id));
    expect(await toOrderCount()).toBe(2);
    await t.db.update(purchaseOrders).set({ status: 'pending' }).where(eq(purchaseOrders.id, order.id));

    // submitted: ordered; received: received; nothing left to order
    await t.db.update(purchaseOrders).set({ status: 'ordered' }).where(eq(purchaseOrders.id, order.id));
    expect(await itemOf(conduit)).toMatchObject({ quantity: 100, ordered: 100, received: 0, remaining: 0 });
    // received is what came, line by line: 2 breakers, then the rest
    const breakerLine = lines.find((l) => l.quantity === 5)!;
    expect((await w.post(w.asBuyer, `orders/${order.id}/receive/`, { lines: [{ item_id: breakerLine.id, quantity: 2 }] })).statusCode).toBe(200);
    expect(await itemOf(breaker)).toMatchObject({ quantity: 5, ordered: 5, received: 2, remaining: 0 });
    expect((await w.post(w.asBuyer, `orders/${order.id}/receive/`)).json().status).toBe('received');
    expect(await itemOf(breaker)).toMatchObject({ quantity: 5, ordered: 5, received: 5, remaining: 0 });
    const again = await w.post(w.asBuyer, `ProjectProductList/${listId}/add_all_to_po/`, { supplier_id: w.supplierId });
    expect([again.statusCode, again.json()]).toEqual([400, { detail: m.nothingToOrder }]);
    expect(await toOrderCount()).toBe(0);
  });

  it('a list with ordered items cannot be deleted; a list made from the order links its lines', async () => {
    const del = await w.list(w.asBuyer, { action: 'delete', list_id: listId });
    expect([del.statusCode, del.json()]).toEqual([409, { detail: m.listHasOrders }]);
    const [order] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.projectId, w.project.id));
    await t.db.update(purchaseOrders).set({ poNumber: `T${w.tag}` }).where(eq(purchaseOrders.id, order.id));
    const made = await w.list(w.asBuyer, { action: 'new_product_list_from_po', purchase_order_id: order.id });
    expect(made.json()).toMatchObject({ name: `PO T${w.tag}`, item_count: 2, project_id: w.project.id });
    expect((await w.list(w.asStranger, { action: 'new_product_list_from_po', purchase_order_id: order.id })).statusCode).toBe(404);
  });
});
