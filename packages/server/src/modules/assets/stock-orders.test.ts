import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { assetItems, assetModels, stockOrders, suppliers, userGroups, warehouses } from '../../db/schema/index';

type As = Awaited<ReturnType<TestApp['as']>>;
let t: TestApp;
let asCrew: As;
let asClerk: As;
let asStranger: As;
let companyId: number;
let room: number;
let bin: number;
let wire: number;
let connectors: number;
let supplierId: number;

const post = (as: As, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: As, url: string) => as({ method: 'GET', url: `/api/v1/${url}` });

beforeAll(async () => {
  t = await buildTestApp();
  const company = await makeCompany(t.db, { services: ['inventory'] });
  companyId = company.id;
  const [crew] = await t.db.insert(userGroups).values({ companyId, name: 'Crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
  asCrew = t.as(await t.signIn((await makeAccount(t.db, companyId, { userGroupId: crew.id })).id, companyId));
  asClerk = t.as(await t.signIn((await makeAccount(t.db, companyId)).id, companyId));
  const other = await makeCompany(t.db, { services: ['inventory'] });
  asStranger = t.as(await t.signIn((await makeAccount(t.db, other.id)).id, other.id));
  room = (await post(asCrew, 'warehouses/', { name: 'Stock room', type: 'Stock' })).json().id;
  bin = (await post(asCrew, `warehouses/${room}/bins/`, { name: 'Wire rack', code: 'W-1' })).json().id;
  wire = (await post(asCrew, 'tool_models/', { service: 'stock', code: 'THHN12', name: 'THHN 12 AWG', unit: 'FT', reorder_point: 2000 })).json().id;
  connectors = (await post(asCrew, 'tool_models/', { service: 'stock', code: 'EMT34C', name: '3/4 EMT connector', unit: 'EA', reorder_point: 100 })).json().id;
  await post(asCrew, 'tool_items/', { model_id: wire, warehouse_id: room, bin_id: bin, quantity: 500 });
  await post(asCrew, 'tool_items/', { model_id: connectors, warehouse_id: room, quantity: 400 });
  [{ id: supplierId }] = await t.db.insert(suppliers).values({ companyId, name: 'Metro Electric' }).returning();
});
afterAll(() => t.close());

describe('stock orders', () => {
  it('suggests what is below its reorder point, orders it, receives it in parts into a bin, and counts it there', async () => {
    const suggestions = (await get(asClerk, `stock_orders/suggestions/?warehouse_id=${room}`)).json().results;
    expect(suggestions).toEqual([{ model: expect.objectContaining({ id: wire }), available: 500, reorder_point: 2000, on_order: 0, suggested_quantity: 3500 }]);
    expect((await get(asClerk, 'asset_report/?service=stock')).json().below_reorder_point).toEqual([{ id: wire, code: 'THHN12', name: 'THHN 12 AWG', available: 500, reorder_point: 2000 }]);

    expect((await post(asClerk, 'stock_orders/', { warehouse_id: room, lines: [{ model_id: wire, quantity: 3500 }] })).statusCode).toBe(403);
    // someone without the warehouse role is refused by permission, whatever the body says
    for (const body of [{}, { lines: [{ model_id: wire, quantity: 1 }] }, { warehouse_id: room, lines: [] }]) {
      const refused = await post(asClerk, 'stock_orders/', body);
      expect([refused.statusCode, refused.json().detail]).toEqual([403, 'Only warehouse staff (a user group with Allow Edit All Tool Transfer) can do this.']);
    }
    expect((await post(asClerk, 'stock_orders/1/receive/', { lines: 'nonsense' })).statusCode).toBe(403);
    expect((await post(asCrew, 'stock_orders/', { lines: [{ model_id: wire, quantity: 1 }] })).json()).toMatchObject({ warehouse_id: ['Please select a warehouse'] });
    expect((await post(asCrew, 'stock_orders/', { warehouse_id: room, lines: [] })).json()).toMatchObject({ lines: ['Add at least one item to the request.'] });
    const created = await post(asCrew, 'stock_orders/', { warehouse_id: room, supplier_id: supplierId, lines: [{ model_id: wire, quantity: 3500, unit_cost: 0.2149 }] });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    // 3,500 x 0.2149 = 752.15
    expect(order).toMatchObject({ status: 'draft', total: 752.15, supplier: { name: 'Metro Electric' }, actions: ['order', 'cancel'] });
    // on order now: no longer suggested
    expect((await get(asClerk, `stock_orders/suggestions/?warehouse_id=${room}`)).json().results).toEqual([]);

    expect((await post(asCrew, `stock_orders/${order.id}/receive/`)).json()).toEqual({ detail: 'A draft stock order cannot be received.' });
    expect((await post(asCrew, `stock_orders/${order.id}/order/`)).json().status).toBe('ordered');
    const part = (await post(asCrew, `stock_orders/${order.id}/receive/`, { lines: [{ line_id: order.lines[0].id, quantity: 1500 }], bin_id: bin })).json();
    expect(part).toMatchObject({ status: 'partly received', lines: [{ received_quantity: 1500 }] });
    const [shelf] = await t.db.select().from(assetItems).where(and(eq(assetItems.modelId, wire), eq(assetItems.binId, bin)));
    expect(shelf.quantity).toBe(2000);
    expect((await get(asClerk, `tool_items/${shelf.id}/`)).json().history.map((h: { text: string }) => h.text)).toContain(`1,500 received on ${order.number}`);
    expect((await post(asCrew, `stock_orders/${order.id}/receive/`, { lines: [{ line_id: order.lines[0].id, quantity: 2001 }] })).json()).toMatchObject({ lines: ['Only 2,000 more of this line are expected.'] });
    expect((await post(asCrew, `stock_orders/${order.id}/cancel/`)).statusCode).toBe(409);
    const done = (await post(asCrew, `stock_orders/${order.id}/receive/`, { bin_id: bin })).json();
    expect(done).toMatchObject({ status: 'received', actions: [] });
    const [full] = await t.db.select().from(assetItems).where(and(eq(assetItems.modelId, wire), eq(assetItems.binId, bin)));
    expect(full.quantity).toBe(4000);

    const items = (await get(asClerk, 'stock_order_items/?search=THHN')).json();
    expect(items.results[0]).toMatchObject({ order: { id: order.id, status: 'received' }, quantity: 3500, received_quantity: 3500, extended_cost: 752.15 });
    expect((await get(asClerk, 'stock_orders/?status=received')).json().results.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  it('refuses to delete a warehouse its items and stock orders belong to, and keeps it', async () => {
    const res = await asCrew({ method: 'DELETE', url: `/api/v1/warehouses/${room}/` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^\d+ items belong to this warehouse: move them to another warehouse first \(Change warehouse, on the items page\)\. 1 stock order was placed for it: make it inactive instead \(Edit\)\.$/);
    expect((await get(asCrew, `warehouses/${room}/`)).statusCode).toBe(200);
    expect((await get(asCrew, `warehouses/${room}/bins/`)).json().count).toBe(1);
    const empty = (await post(asCrew, 'warehouses/', { name: 'Overflow room', type: 'Stock' })).json().id;
    expect((await asCrew({ method: 'DELETE', url: `/api/v1/warehouses/${empty}/` })).statusCode).toBe(204);
  });

  it('keeps each company to its own orders, and refuses a company without inventory', async () => {
    const [order] = await t.db.select().from(stockOrders).where(eq(stockOrders.companyId, companyId));
    expect((await get(asStranger, `stock_orders/${order.id}/`)).statusCode).toBe(404);
    expect((await post(asStranger, `stock_orders/${order.id}/cancel/`)).statusCode).toBe(404);
    expect((await get(asStranger, 'stock_orders/')).json().count).toBe(0);
    expect((await post(asStranger, 'stock_orders/', { warehouse_id: room, lines: [{ model_id: wire, quantity: 1 }] })).json()).toMatchObject({ warehouse_id: ['Please select a warehouse'] });
    const tools = await makeCompany(t.db, { services: ['tool'] });
    const asTools = t.as(await t.signIn((await makeAccount(t.db, tools.id)).id, tools.id));
    expect((await get(asTools, 'stock_orders/')).statusCode).toBe(403);
  });

  it('refuses a quantity of 0 on a stock order line, a received line, a stock item and a kit part, with the spec words, and changes nothing', async () => {
    const everything = async () => ({
      orders: await t.db.select().from(stockOrders).where(eq(stockOrders.companyId, companyId)),
      items: await t.db.select().from(assetItems).where(eq(assetItems.companyId, companyId)),
      models: await t.db.select().from(assetModels).where(eq(assetModels.companyId, companyId)),
    });
    const open = (await post(asCrew, 'stock_orders/', { warehouse_id: room, lines: [{ model_id: connectors, quantity: 10 }] })).json();
    await post(asCrew, `stock_orders/${open.id}/order/`);
    const before = await everything();
    const zero = 'Quantity must be greater than 0';
    const refused = [
      await post(asCrew, 'stock_orders/', { warehouse_id: room, lines: [{ model_id: wire, quantity: 0 }] }),
      await post(asCrew, `stock_orders/${open.id}/receive/`, { lines: [{ line_id: open.lines[0].id, quantity: 0 }], bin_id: bin }),
      await post(asCrew, 'tool_items/', { model_id: wire, warehouse_id: room, bin_id: bin, quantity: 0 }),
      await post(asCrew, 'tool_models/', { service: 'stock', code: 'KIT0', name: 'Kit of nothing', kit_items: [{ name: 'Case', quantity: 0 }] }),
      await asCrew({ method: 'PUT', url: `/api/v1/tool_models/${wire}/`, payload: { service: 'stock', code: 'THHN12', name: 'THHN 12 AWG', unit: 'FT', reorder_point: 2000, kit_items: [{ name: 'Reel', quantity: 0 }] } }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json()])).toEqual([
      [400, { 'lines.0.quantity': [zero] }],
      [400, { 'lines.0.quantity': [zero] }],
      [400, { quantity: [zero] }],
      [400, { 'kit_items.0.quantity': [zero] }],
      [400, { 'kit_items.0.quantity': [zero] }],
    ]);
    expect(await everything()).toEqual(before);
  });

  it('counts no stock of an inactive warehouse as available: not on the model, not against its reorder point', async () => {
    const rods = (await post(asCrew, 'tool_models/', { service: 'stock', code: 'GR58', name: '5/8 ground rod', unit: 'EA', reorder_point: 50 })).json().id;
    const annex = (await post(asCrew, 'warehouses/', { name: 'Annex', type: 'Stock' })).json().id;
    await post(asCrew, 'tool_items/', { model_id: rods, warehouse_id: annex, quantity: 100 });
    await post(asCrew, 'tool_items/', { model_id: rods, warehouse_id: room, quantity: 20 });
    const low = async () => (await get(asClerk, 'asset_report/?service=stock')).json().below_reorder_point.filter((m: { id: number }) => m.id === rods);
    expect(await low()).toEqual([]);
    await t.db.update(warehouses).set({ isActive: false }).where(eq(warehouses.id, annex));
    expect(await low()).toEqual([{ id: rods, code: 'GR58', name: '5/8 ground rod', available: 20, reorder_point: 50 }]);
    expect((await get(asClerk, `tool_models/${rods}/`)).json()).toMatchObject({ item_count: 120, available_count: 20 });
  });

  it('lets a lot number repeat on stock, which is counted, not serialised', async () => {
    for (const quantity of [30, 40]) expect((await post(asCrew, 'tool_items/', { model_id: connectors, warehouse_id: room, serial_number: 'LOT-7', quantity })).statusCode).toBe(201);
  });

  it('refuses a negative unit cost, daily rate or reorder point in words, never as 0, and changes nothing', async () => {
    const everything = async () => ({
      orders: await t.db.select().from(stockOrders).where(eq(stockOrders.companyId, companyId)),
      models: await t.db.select().from(assetModels).where(eq(assetModels.companyId, companyId)),
    });
    const before = await everything();
    const refused = [
      await post(asCrew, 'stock_orders/', { warehouse_id: room, lines: [{ model_id: wire, quantity: 10, unit_cost: -2 }] }),
      await asCrew({ method: 'PUT', url: `/api/v1/tool_models/${wire}/`, payload: { service: 'stock', code: 'THHN12', name: 'THHN 12 AWG', unit: 'FT', reorder_point: -1, daily_rate: -5 } }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json()])).toEqual([
      [400, { 'lines.0.unit_cost': ['Unit cost must be 0 or more.'] }],
      [400, { reorder_point: ['Reorder point must be 0 or more.'], daily_rate: ['Daily rate must be 0 or more.'] }],
    ]);
    expect(await everything()).toEqual(before);
  });
});
