import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { companies, contactGroups, userGroups } from '../../db/schema/index';
import { daysFromToday } from '../../platform/text-and-dates';
import { cartWorld, type CartWorld } from '../cart/test-world';

type As = CartWorld['asBuyer'];
let t: TestApp;
let w: CartWorld;
let asWarehouse: As;
let room: number;
let crib: number;
let carrier: number;
let connector: number;
let drill: number;
let shelfRow: number;

const post = (as: As, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: As, url: string) => as({ method: 'GET', url: `/api/v1/${url}` });
const today = daysFromToday(0);

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  await t.db.update(companies).set({ inventoryServices: true }).where(eq(companies.id, w.company.id));
  const [crew] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: 'Warehouse crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
  asWarehouse = t.as(await t.signIn((await makeAccount(t.db, w.company.id, { userGroupId: crew.id })).id, w.company.id));
  room = (await post(asWarehouse, 'warehouses/', { name: `Stock room ${w.tag}`, type: 'Stock' })).json().id;
  const shelf = (await post(asWarehouse, `warehouses/${room}/bins/`, { name: 'Shelf 1', code: `XR-${w.tag}` })).json().id;
  crib = (await post(asWarehouse, 'warehouses/', { name: `Tool crib ${w.tag}`, type: 'Tools' })).json().id;
  [{ id: carrier }] = await t.db.insert(contactGroups).values({ companyId: w.company.id, name: `Red Truck ${w.tag}` }).returning();
  connector = (await post(asWarehouse, 'tool_models/', { service: 'stock', code: `XC-${w.tag}`, name: 'EMT connector', unit: 'EA', daily_rate: 0.05 })).json().id;
  shelfRow = (await post(asWarehouse, 'tool_items/', { model_id: connector, warehouse_id: room, bin_id: shelf, quantity: 150 })).json().id;
  drill = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `XD-${w.tag}`, name: 'Hammer drill', daily_rate: 4 })).json().id;
});
afterAll(() => t.close());

/** A request picked, put on a form and sent: the form in transit, ready for the site to sign. */
async function inTransit(service: 'stock' | 'tool', model: number, picks: { item_id: number; quantity: number }[]) {
  const quantity = picks.reduce((s, p) => s + p.quantity, 0);
  const req = (await post(w.asForeman, 'tool_requests/', { service, project_id: w.project.id, need_by_date: daysFromToday(3), lines: [{ model_id: model, quantity }] })).json();
  await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`);
  const picked = await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: picks.map((p) => ({ line_id: req.lines[0].id, ...p })) });
  expect(picked.json().status, picked.body).toBe('picked');
  const form = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
  await post(asWarehouse, `ShippingForms/${form.id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
  expect((await post(asWarehouse, `ShippingForms/${form.id}/update_status/`, { new_status: 'ready-to-ship' })).json().status).toBe('ready-to-ship');
  const moving = await post(asWarehouse, `ShippingForms/${form.id}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam' });
  expect(moving.statusCode, moving.body).toBe(200);
  return { form: moving.json(), requestId: req.id as number };
}

const charged = async (service: string, itemIds: number[]) =>
  ((await get(asWarehouse, `tool_charges/?service=${service}&from=${today}&to=${today}`)).json().results as { item: { id: number }; quantity: number }[]).filter((c) => itemIds.includes(c.item.id));

describe('a line found short on delivery', () => {
  it('receives only the stock that arrived: the job holds and is charged for 40 of 50, the 10 missing stay with the warehouse and on the request', async () => {
    const { form, requestId } = await inTransit('stock', connector, [{ item_id: shelfRow, quantity: 50 }]);
    const line = form.shipping_items[0];
    const done = await post(w.asForeman, `ShippingForms/${form.id}/delivery/update_status/`, {
      new_status: 'delivered',
      user_name: 'Sam',
      received_by: 'Jo',
      exceptions: [{ shipping_item_id: line.id, exception: 'short', quantity: 10 }],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().shipping_items[0]).toMatchObject({ quantity: 50, exception: 'short', exception_quantity: 10 });

    const onJob = (await get(asWarehouse, `tool_items/?service=stock&location=out&model_id=${connector}`)).json().results;
    expect(onJob).toEqual([expect.objectContaining({ quantity: 40, project: expect.objectContaining({ id: w.project.id }) })]);
    const back = (await get(asWarehouse, `tool_items/?service=stock&location=in&model_id=${connector}`)).json().results as { id: number; quantity: number }[];
    expect(back.map((i) => i.quantity).sort((a, b) => a - b)).toEqual([10, 100]);
    const missing = back.find((i) => i.quantity === 10)!;
    expect((await get(asWarehouse, `tool_items/${missing.id}/`)).json()).toMatchObject({ project: null, warehouse: { id: room } });
    // the job is charged for what it holds, never for what did not come
    expect((await charged('stock', [onJob[0].id, missing.id])).map((c) => c.quantity)).toEqual([40]);
    // the request has 40 received and 10 still to send: back-ordered
    expect((await get(w.asForeman, `tool_requests/${requestId}/`)).json()).toMatchObject({ status: 'partly shipped', status_display: 'Back-ordered', received_quantity: 40 });
    // only what arrived can be sent back
    expect((await post(w.asForeman, `ShippingForms/${form.id}/create_return/`, { shipping_date: daysFromToday(1), return_items: [{ shipping_item_id: line.id, quantity: 50 }] })).json()).toEqual({
      'Return Items': ['EMT connector: at most 40.'],
    });
    // a return of the 40 that came is not short before it leaves: the 10 were the delivery's
    const ret = await post(w.asForeman, `ShippingForms/${form.id}/create_return/`, { shipping_date: daysFromToday(1), return_items: [{ shipping_item_id: line.id, quantity: 40 }] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(ret.json().shipping_items[0]).toMatchObject({ quantity: 40, exception: null, exception_quantity: 0 });
  });

  it('a tool that did not come stays at the warehouse, out of the job’s custody and charges; a damaged one is received, needs repair and its history says so', async () => {
    const serials = [`XD${w.tag}-1`, `XD${w.tag}-2`];
    const drills: number[] = [];
    for (const serial_number of serials) drills.push((await post(asWarehouse, 'tool_items/', { model_id: drill, serial_number, warehouse_id: crib })).json().id);
    const { form, requestId } = await inTransit('tool', drill, drills.map((item_id) => ({ item_id, quantity: 1 })));
    const [first, second] = form.shipping_items as { id: number; item_id: number }[];
    const done = await post(w.asForeman, `ShippingForms/${form.id}/delivery/update_status/`, {
      new_status: 'delivered',
      user_name: 'Sam',
      received_by: 'Jo',
      exceptions: [
        { shipping_item_id: first.id, exception: 'short', quantity: 1 },
        { shipping_item_id: second.id, exception: 'damaged', quantity: 1 },
      ],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await get(asWarehouse, `tool_items/${first.item_id}/`)).json()).toMatchObject({ project: null, custodian: null, warehouse: { id: crib } });
    const damaged = (await get(asWarehouse, `tool_items/${second.item_id}/`)).json();
    expect(damaged).toMatchObject({ project: expect.objectContaining({ id: w.project.id }), custodian: expect.objectContaining({ id: w.foreman.id }) });
    expect(JSON.stringify(damaged.history)).toMatch(/Arrived damaged/);
    // it needs repair: the warehouse's list shows it, and it cannot be picked for another job until cleared
    expect(damaged.status).toBe('need repair');
    expect(JSON.stringify(damaged.history)).toMatch(/Status OK → Needs repair/);
    const needRepair = (await get(asWarehouse, `tool_items/?service=tool&status=need repair&model_id=${drill}`)).json().results as { id: number }[];
    expect(needRepair.map((i) => i.id)).toEqual([second.item_id]);
    // still on the site in the job's custody, so still charged
    expect((await charged('tool', drills)).map((c) => c.item.id)).toEqual([second.item_id]);
    expect((await get(w.asForeman, `tool_requests/${requestId}/`)).json()).toMatchObject({ status: 'partly shipped', status_display: 'Back-ordered', received_quantity: 1 });
  });

  it('a form short in full receives nothing: the request goes back to the warehouse to pick again', async () => {
    const spare = (await post(asWarehouse, 'tool_items/', { model_id: drill, serial_number: `XD${w.tag}-3`, warehouse_id: crib })).json().id;
    const { form, requestId } = await inTransit('tool', drill, [{ item_id: spare, quantity: 1 }]);
    const done = await post(w.asForeman, `ShippingForms/${form.id}/delivery/update_status/`, {
      new_status: 'delivered',
      user_name: 'Sam',
      received_by: 'Jo',
      exceptions: [{ shipping_item_id: form.shipping_items[0].id, exception: 'short', quantity: 1 }],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await get(asWarehouse, `tool_items/${spare}/`)).json()).toMatchObject({ project: null, warehouse: { id: crib } });
    expect(await charged('tool', [spare])).toEqual([]);
    const request = (await get(asWarehouse, `tool_requests/${requestId}/`)).json();
    expect(request).toMatchObject({ received_quantity: 0, shipped_quantity: 0 });
    expect(request.actions).toContain('pick');
  });
});
