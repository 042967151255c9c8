import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingMessages } from '@jobsite/core';
import { makeAccount } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { contactGroups, userGroups } from '../../db/schema/index';
import { daysFromToday } from '../../platform/text-and-dates';
import { cartWorld, type CartWorld } from '../cart/test-world';

type As = CartWorld['asBuyer'];
let t: TestApp;
let w: CartWorld;
let asWarehouse: As;
let yard: number;
let bin: number;
let carrier: number;
let drill: number;
let serials = 0;

const post = (as: As, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: As, url: string) => as({ method: 'GET', url: `/api/v1/${url}` });

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const [crew] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: 'Warehouse crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
  asWarehouse = t.as(await t.signIn((await makeAccount(t.db, w.company.id, { userGroupId: crew.id })).id, w.company.id));
  yard = (await post(asWarehouse, 'warehouses/', { name: `Tool crib ${w.tag}`, type: 'Tools' })).json().id;
  bin = (await post(asWarehouse, `warehouses/${yard}/bins/`, { name: 'Rack A', code: `RA-${w.tag}` })).json().id;
  [{ id: carrier }] = await t.db.insert(contactGroups).values({ companyId: w.company.id, name: `Red Truck ${w.tag}` }).returning();
  drill = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `RD-${w.tag}`, name: 'Hammer drill' })).json().id;
});
afterAll(() => t.close());

/** Two drills picked, put on a form and sent: the form in transit, for the site to sign. */
async function inTransit() {
  const items: number[] = [];
  for (let n = 0; n < 2; n++) items.push((await post(asWarehouse, 'tool_items/', { model_id: drill, serial_number: `RHD${w.tag}-${++serials}`, warehouse_id: yard, bin_id: bin })).json().id);
  const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, need_by_date: daysFromToday(3), lines: [{ model_id: drill, quantity: 2 }] })).json();
  await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`);
  expect((await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: items.map((item_id) => ({ line_id: req.lines[0].id, item_id })) })).json().status).toBe('picked');
  const form = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
  await post(asWarehouse, `ShippingForms/${form.id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
  expect((await post(asWarehouse, `ShippingForms/${form.id}/update_status/`, { new_status: 'ready-to-ship' })).json().status).toBe('ready-to-ship');
  const moving = await post(asWarehouse, `ShippingForms/${form.id}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam' });
  expect(moving.statusCode, moving.body).toBe(200);
  return { form: moving.json(), items };
}

async function delivered() {
  const { form, items } = await inTransit();
  const signed = await post(w.asForeman, `ShippingForms/${form.id}/delivery/update_status/`, { new_status: 'delivered', user_name: 'Sam', received_by: 'Jo' });
  expect(signed.statusCode, signed.body).toBe(200);
  return { form: signed.json(), items };
}

describe('a return request whose items are on a return form', () => {
  it('gets no second form: create/ answers that everything is on a shipping form, as for a delivery', async () => {
    const { form } = await delivered();
    const ret = await post(w.asForeman, `ShippingForms/${form.id}/create_return/`, {
      shipping_date: daysFromToday(1),
      return_items: form.shipping_items.map((i: { id: number }) => ({ shipping_item_id: i.id, quantity: 1 })),
    });
    expect(ret.statusCode, ret.body).toBe(201);
    const requestId = ret.json().tool_request.id as number;
    // the request page asks before it offers Create shipping form
    expect((await get(asWarehouse, `ShippingForms/open_lines/?tool_request_id=${requestId}`)).json()).toMatchObject({ tool_request_id: requestId, can_create: false, lines: [expect.objectContaining({ open_quantity: 0 }), expect.objectContaining({ open_quantity: 0 })] });
    const again = await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: requestId });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: `Everything on RT-${String(requestId).padStart(5, '0')} is already shipped or on a shipping form.` }]);
    const forms = (await get(asWarehouse, `ShippingForms/list/?tool_request_id=${requestId}`)).json().results as { id: number; is_return: boolean }[];
    expect(forms).toEqual([expect.objectContaining({ id: ret.json().id, is_return: true })]);
  });

  it('made by create/ for a return request is a return: on its page and in the list (which the CSV export reads)', async () => {
    const { items } = await delivered();
    const started = await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [items[0]] });
    expect(started.statusCode, started.body).toBe(201);
    const requestId = started.json().id as number;
    expect((await get(asWarehouse, `ShippingForms/open_lines/?tool_request_id=${requestId}`)).json()).toMatchObject({ can_create: true, lines: [expect.objectContaining({ open_quantity: 1 })] });
    expect((await get(w.asStranger, `ShippingForms/open_lines/?tool_request_id=${requestId}`)).statusCode).toBe(403);
    const made = await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: requestId });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ return_of: null, is_return: true, tool_request: { request_type: 'return' } });
    const listed = (await get(asWarehouse, `ShippingForms/list/?tool_request_id=${requestId}`)).json().results;
    expect(listed).toEqual([expect.objectContaining({ id: made.json().id, is_return: true })]);
    // a delivery's form is not one
    expect((await get(asWarehouse, `ShippingForms/list/?tool_request_id=${(await inTransit()).form.tool_request.id}`)).json().results).toEqual([expect.objectContaining({ is_return: false })]);
  });
});

describe('one line, one answer', () => {
  it('create_return refuses the same item twice (it would go back twice) and makes no return', async () => {
    const { form } = await delivered();
    const line = form.shipping_items[0].id as number;
    const twice = await post(w.asForeman, `ShippingForms/${form.id}/create_return/`, {
      shipping_date: daysFromToday(1),
      return_items: [
        { shipping_item_id: line, quantity: 1 },
        { shipping_item_id: line, quantity: 1 },
      ],
    });
    expect([twice.statusCode, twice.json()]).toEqual([400, { 'Return Items': [shippingMessages.returnItemTwice] }]);
    expect((await get(w.asForeman, `ShippingForms/${form.id}/get/`)).json().return_forms).toEqual([]);
  });

  it('Confirm delivered refuses one line both short and damaged, and the form stays in transit', async () => {
    const { form } = await inTransit();
    const line = form.shipping_items[0].id as number;
    const both = await post(w.asForeman, `ShippingForms/${form.id}/delivery/update_status/`, {
      new_status: 'delivered',
      user_name: 'Sam',
      received_by: 'Jo',
      exceptions: [
        { shipping_item_id: line, exception: 'short', quantity: 1 },
        { shipping_item_id: line, exception: 'damaged', quantity: 1 },
      ],
    });
    expect([both.statusCode, both.json()]).toEqual([400, { Items: [shippingMessages.exceptionTwice] }]);
    expect((await get(w.asForeman, `ShippingForms/${form.id}/get/`)).json()).toMatchObject({ status: 'in transit', shipping_items: [expect.objectContaining({ exception: null }), expect.objectContaining({ exception: null })] });
  });
});
