import { eq, getTableName, type Table } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shippingMessages } from '@jobsite/core';
import { makeAccount } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { companies, contactGroups, userGroups } from '../../db/schema/index';
import { daysFromToday } from '../../platform/text-and-dates';
import { cartWorld, type CartWorld } from '../cart/test-world';

type As = CartWorld['asBuyer'];
let t: TestApp;
let w: CartWorld;
let asWarehouse: As;
let yard: number;
let north: number;
let yardBin: number;
let carrier: number;
let drill: number;
let ladder: number;
let serials = 0;

const post = (as: As, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: As, url: string) => as({ method: 'GET', url: `/api/v1/${url}` });
const form = async (id: number) => (await get(asWarehouse, `ShippingForms/${id}/get/`)).json();
const newDrill = async () => (await post(asWarehouse, 'tool_items/', { model_id: drill, serial_number: `LWD${w.tag}-${++serials}`, warehouse_id: yard, bin_id: yardBin })).json() as { id: number; serial_number: string };
/** A submitted, acknowledged request of these lines. */
async function request(lines: { model_id: number; quantity: number }[]) {
  const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, need_by_date: daysFromToday(3), lines })).json();
  await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`);
  return req as { id: number; lines: { id: number }[] };
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  await t.db.update(companies).set({ prefabServices: true }).where(eq(companies.id, w.company.id));
  const [crew] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: 'Warehouse crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
  asWarehouse = t.as(await t.signIn((await makeAccount(t.db, w.company.id, { userGroupId: crew.id })).id, w.company.id));
  yard = (await post(asWarehouse, 'warehouses/', { name: `Tool crib ${w.tag}`, type: 'Tools' })).json().id;
  yardBin = (await post(asWarehouse, `warehouses/${yard}/bins/`, { name: 'Rack A', code: `LA-${w.tag}` })).json().id;
  north = (await post(asWarehouse, 'warehouses/', { name: `North yard ${w.tag}`, type: 'Tools' })).json().id;
  [{ id: carrier }] = await t.db.insert(contactGroups).values({ companyId: w.company.id, name: `Red Truck ${w.tag}` }).returning();
  drill = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `LD-${w.tag}`, name: 'Hammer drill' })).json().id;
  ladder = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `LL-${w.tag}`, name: 'Step ladder' })).json().id;
});
afterAll(() => t.close());

describe('the pickup warehouse of a delivery', () => {
  it('does not change to another warehouse while the form holds items picked in its own; nothing changes', async () => {
    const item = await newDrill();
    const req = await request([{ model_id: drill, quantity: 1 }]);
    await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: item.id }] });
    const made = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
    expect(made).toMatchObject({ pickup_warehouse: { id: yard }, shipping_items: [expect.objectContaining({ item_id: item.id, shipping_item_details: [expect.objectContaining({ bin_location_id: yardBin })] })] });
    const moved = await post(asWarehouse, `ShippingForms/${made.id}/update/`, { field_to_update: 'pickup_warehouse', pickup_warehouse_id: north });
    expect([moved.statusCode, moved.json()]).toEqual([
      400,
      { Warehouse: [`Hammer drill ${item.serial_number} is held in Tool crib ${w.tag}: a form ships from the warehouse its picked items are in. Take it off this form first, or keep Tool crib ${w.tag}.`] },
    ]);
    const after = await form(made.id);
    expect(after).toMatchObject({ pickup_warehouse: { id: yard }, shipping_items: [expect.objectContaining({ shipping_item_details: [expect.objectContaining({ bin_location_id: yardBin })] })] });
    expect(after.change_log).toHaveLength(made.change_log.length);
  });

  it('a form moved to another warehouse before picking does not leave with picks (and bins) of the first: it says where they are', async () => {
    const req = await request([{ model_id: drill, quantity: 1 }]);
    const made = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
    // nothing picked yet: the form may go to another warehouse
    expect((await post(asWarehouse, `ShippingForms/${made.id}/update/`, { field_to_update: 'pickup_warehouse', pickup_warehouse_id: north })).json().pickup_warehouse).toEqual({ id: north, name: `North yard ${w.tag}` });
    await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: (await newDrill()).id }] });
    await post(asWarehouse, `ShippingForms/${made.id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
    const leaving = await post(asWarehouse, `ShippingForms/${made.id}/update_status/`, { new_status: 'ready-to-ship' });
    expect([leaving.statusCode, leaving.json()]).toEqual([
      409,
      { detail: `Picked in Tool crib ${w.tag}, but this form ships from North yard ${w.tag}: change the form’s pickup warehouse to Tool crib ${w.tag}, or pick the items from North yard ${w.tag}.` },
    ]);
    expect((await form(made.id)).shipping_items).toEqual([expect.objectContaining({ item_id: null, shipping_item_details: [] })]);
    // back in the warehouse that holds the pick, it takes it up with its bin and goes
    await post(asWarehouse, `ShippingForms/${made.id}/update/`, { field_to_update: 'pickup_warehouse', pickup_warehouse_id: yard });
    const ready = await post(asWarehouse, `ShippingForms/${made.id}/update_status/`, { new_status: 'ready-to-ship' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().shipping_items).toEqual([expect.objectContaining({ shipping_item_details: [expect.objectContaining({ bin_location_id: yardBin })] })]);
  });
});

describe('the lines of a form', () => {
  it('the same bin twice for one item is refused, and its bins stay as they were', async () => {
    const req = await request([{ model_id: ladder, quantity: 2 }]);
    const made = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
    const row = made.shipping_items[0].id as number;
    const twice = await post(asWarehouse, `ShippingForms/${made.id}/update_shipping_details/`, {
      shipping_item_id: row,
      quantity: 2,
      details: [
        { bin_location_id: yardBin, quantity: 1 },
        { bin_location_id: yardBin, quantity: 1 },
      ],
    });
    expect([twice.statusCode, twice.json()]).toEqual([400, { Items: [shippingMessages.binTwice] }]);
    const after = await form(made.id);
    expect(after.shipping_items).toEqual([expect.objectContaining({ name: 'Step ladder', quantity: 2, shipping_item_details: [] })]);
    expect(after.change_log).toHaveLength(made.change_log.length);
  });

  it('a request line already shipped is not added again, nor more of a line than is still to go', async () => {
    const item = await newDrill();
    const req = await request([
      { model_id: drill, quantity: 1 },
      { model_id: ladder, quantity: 2 },
    ]);
    await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: item.id }] });
    // the drill goes on the first form; the ladders wait for the next
    const first = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
    const ladders = first.shipping_items.find((i: { name: string }) => i.name === 'Step ladder');
    await post(asWarehouse, `ShippingForms/${first.id}/shipping_items/remove/`, { shipping_item_ids: [ladders.id] });
    await post(asWarehouse, `ShippingForms/${first.id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
    expect((await post(asWarehouse, `ShippingForms/${first.id}/update_status/`, { new_status: 'ready-to-ship' })).statusCode).toBe(200);
    expect((await post(asWarehouse, `ShippingForms/${first.id}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam' })).statusCode).toBe(200);

    const second = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
    expect(second.shipping_items).toEqual([expect.objectContaining({ name: 'Step ladder', quantity: 2 })]);
    expect((await get(asWarehouse, `ShippingForms/open_lines/?tool_request_id=${req.id}`)).json().lines.map((l: { open_quantity: number }) => l.open_quantity)).toEqual([0, 0]);
    const shipped = await post(asWarehouse, `ShippingForms/${second.id}/update/`, { field_to_update: 'shipping_items', shipping_items: [{ tool_request_line_id: req.lines[0].id, quantity: 1 }] });
    expect([shipped.statusCode, shipped.json()]).toEqual([400, { Items: ['Hammer drill: all of it is already shipped or on a shipping form.'] }]);
    const more = await post(asWarehouse, `ShippingForms/${second.id}/update/`, { field_to_update: 'shipping_items', shipping_items: [{ tool_request_line_id: req.lines[1].id, quantity: 3 }] });
    expect([more.statusCode, more.json()]).toEqual([400, { Quantity: ['Step ladder: at most 2.'] }]);
    expect((await form(second.id)).shipping_items).toEqual([expect.objectContaining({ name: 'Step ladder', quantity: 2 })]);
  });
});

describe('open_lines/', () => {
  it('reads the tool request once: the route hands the row it checked the service on to openLines', async () => {
    const req = await request([{ model_id: ladder, quantity: 1 }]);
    const tables: string[] = [];
    const select = t.app.db.select.bind(t.app.db);
    // every select of the call, by the table it reads
    const spy = vi.spyOn(t.app.db, 'select').mockImplementation(((...args: Parameters<typeof select>) => {
      const query = select(...args);
      const from = query.from.bind(query);
      return Object.assign(query, { from: (table: Table) => (tables.push(getTableName(table)), from(table)) });
    }) as typeof select);
    try {
      const res = await get(asWarehouse, `ShippingForms/open_lines/?tool_request_id=${req.id}`);
      expect([res.statusCode, res.json()]).toEqual([200, { tool_request_id: req.id, can_create: true, lines: [{ tool_request_line_id: req.lines[0].id, open_quantity: 1 }] }]);
    } finally {
      spy.mockRestore();
    }
    expect(tables.filter((name) => name === 'tool_requests')).toEqual(['tool_requests']);
  });
});

describe('a form for a prefab production step', () => {
  it('is a prefab form: it ships from a Prefab warehouse, not a Tools one', async () => {
    const shop = (await post(asWarehouse, 'warehouses/', { name: `Prefab shop ${w.tag}`, type: 'Prefab' })).json().id;
    const made = await post(asWarehouse, 'ShippingForms/create/', { production_step_item_id: 7 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect((await post(asWarehouse, `ShippingForms/${id}/update/`, { field_to_update: 'pickup_warehouse', pickup_warehouse_id: yard })).json()).toEqual({ Warehouse: ['Choose a Prefab warehouse.'] });
    const set = await post(asWarehouse, `ShippingForms/${id}/update/`, { field_to_update: 'pickup_warehouse', pickup_warehouse_id: shop });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().pickup_warehouse).toEqual({ id: shop, name: `Prefab shop ${w.tag}` });
  });
});
