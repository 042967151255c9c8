import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { assetItems, companies, contactGroups, userGroups } from '../../db/schema/index';
import { daysFromToday } from '../../platform/text-and-dates';
import { cartWorld, type CartWorld } from '../cart/test-world';

type As = CartWorld['asBuyer'];
let t: TestApp;
let w: CartWorld;
let asWarehouse: As;
let room: number;
let shelf: number;
let carrier: number;
let model: number;
let binRow: number;

const post = (as: As, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: As, url: string) => as({ method: 'GET', url: `/api/v1/${url}` });

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  await t.db.update(companies).set({ inventoryServices: true }).where(eq(companies.id, w.company.id));
  const [crew] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: 'Warehouse crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
  asWarehouse = t.as(await t.signIn((await makeAccount(t.db, w.company.id, { userGroupId: crew.id })).id, w.company.id));
  room = (await post(asWarehouse, 'warehouses/', { name: `Stock room ${w.tag}`, type: 'Stock' })).json().id;
  shelf = (await post(asWarehouse, `warehouses/${room}/bins/`, { name: 'Shelf 1', code: `SR-${w.tag}` })).json().id;
  [{ id: carrier }] = await t.db.insert(contactGroups).values({ companyId: w.company.id, name: `Red Truck ${w.tag}` }).returning();
  model = (await post(asWarehouse, 'tool_models/', { service: 'stock', code: `CON-${w.tag}`, name: 'EMT connector', unit: 'EA', daily_rate: 0.05 })).json().id;
  const added = await post(asWarehouse, 'tool_items/', { model_id: model, warehouse_id: room, bin_id: shelf, quantity: 500 });
  expect(added.statusCode, added.body).toBe(201);
  binRow = added.json().id;
});
afterAll(() => t.close());

/** 50 connectors picked off the shelf of 500, shipped on a form and signed for on the site. */
async function delivered() {
  const req = (await post(w.asForeman, 'tool_requests/', { service: 'stock', project_id: w.project.id, lines: [{ model_id: model, quantity: 50 }] })).json();
  await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`);
  const picked = await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: binRow, quantity: 50 }] });
  expect(picked.json().status, picked.body).toBe('picked');
  const form = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
  await post(asWarehouse, `ShippingForms/${form.id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
  expect((await post(asWarehouse, `ShippingForms/${form.id}/update_status/`, { new_status: 'ready-to-ship' })).json().status).toBe('ready-to-ship');
  expect((await post(asWarehouse, `ShippingForms/${form.id}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam' })).statusCode).toBe(200);
  const signed = await post(w.asForeman, `ShippingForms/${form.id}/delivery/update_status/`, { new_status: 'delivered', user_name: 'Sam', received_by: 'Jo' });
  expect(signed.statusCode, signed.body).toBe(200);
  return { form: signed.json(), requestId: req.id as number };
}

describe('stock sent back on a return form', () => {
  it('names the stock on the job once it ships, so returning all of it brings it back to the warehouse', async () => {
    const { form } = await delivered();
    const onJob = (await get(asWarehouse, `tool_items/?service=stock&location=out&model_id=${model}`)).json().results;
    expect(onJob).toEqual([expect.objectContaining({ quantity: 50, project: expect.objectContaining({ id: w.project.id }) })]);
    // the form's line is the stock that went (split off the shelf’s 500), not the shelf’s 450 left behind
    expect(form.shipping_items).toEqual([expect.objectContaining({ quantity: 50, item_id: onJob[0].id })]);
    const ret = await post(w.asForeman, `ShippingForms/${form.id}/create_return/`, { shipping_date: daysFromToday(1), return_items: [{ shipping_item_id: form.shipping_items[0].id, quantity: 50 }] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(ret.json().tool_request).toMatchObject({ request_type: 'return' });
    const r = ret.json();
    await post(asWarehouse, `ShippingForms/${r.id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
    await post(asWarehouse, `ShippingForms/${r.id}/update_status/`, { new_status: 'ready-to-ship' });
    expect((await post(asWarehouse, `ShippingForms/${r.id}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam' })).statusCode).toBe(200);
    expect((await post(asWarehouse, `ShippingForms/${r.id}/delivery/update_status/`, { new_status: 'delivered', user_name: 'Sam', received_by: 'Yard' })).statusCode).toBe(200);
    // back in the bin it was picked from, one row with the shelf's stock, not a row of its own without a bin
    expect(await rows('in')).toEqual([expect.objectContaining({ id: binRow, quantity: 500, bin: expect.objectContaining({ id: shelf }) })]);
    expect((await get(asWarehouse, `tool_items/${onJob[0].id}/`)).statusCode).toBe(404);
    expect(JSON.stringify((await get(asWarehouse, `tool_items/${binRow}/`)).json().history)).toMatch(/50 returned into bin SR-/);
    expect((await get(asWarehouse, `tool_items/?service=stock&location=out&model_id=${model}`)).json().results).toEqual([]);
  });

  it('sends back what is typed: 20 of the 50 come back to the warehouse, 30 stay on the job and go on charging', async () => {
    const before = new Set(((await get(asWarehouse, `tool_items/?service=stock&location=out&model_id=${model}`)).json().results as { id: number }[]).map((i) => i.id));
    const { form } = await delivered();
    const line = form.shipping_items[0];
    const ret = await post(w.asForeman, `ShippingForms/${form.id}/create_return/`, { shipping_date: daysFromToday(1), return_items: [{ shipping_item_id: line.id, quantity: 20 }] });
    expect(ret.statusCode, ret.body).toBe(201);
    const r = ret.json();
    expect(r.shipping_items).toEqual([expect.objectContaining({ quantity: 20 })]);
    const request = (await get(asWarehouse, `tool_requests/${r.tool_request.id}/`)).json();
    expect(request.lines).toEqual([expect.objectContaining({ quantity: 20 })]);
    // the job's row of 50 is now 30 staying and 20 on the return
    const out = ((await get(asWarehouse, `tool_items/?service=stock&location=out&model_id=${model}`)).json().results as { id: number; quantity: number }[]).filter((i) => !before.has(i.id));
    expect(out.map((i) => i.quantity).sort((a, b) => a - b)).toEqual([20, 30]);
    expect(r.shipping_items[0].item_id).toBe(out.find((i) => i.quantity === 20)!.id);
    await post(asWarehouse, `ShippingForms/${r.id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
    await post(asWarehouse, `ShippingForms/${r.id}/update_status/`, { new_status: 'ready-to-ship' });
    expect((await post(asWarehouse, `ShippingForms/${r.id}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam' })).statusCode).toBe(200);
    expect((await post(asWarehouse, `ShippingForms/${r.id}/delivery/update_status/`, { new_status: 'delivered', user_name: 'Sam', received_by: 'Yard' })).statusCode).toBe(200);
    const still = ((await get(asWarehouse, `tool_items/?service=stock&location=out&model_id=${model}`)).json().results as { id: number; quantity: number }[]).filter((i) => !before.has(i.id));
    expect(still).toEqual([expect.objectContaining({ quantity: 30, project: expect.objectContaining({ id: w.project.id }) })]);
    // the 20 are back on the shelf they came from: 500 less the 50 shipped, plus the 20
    expect(await rows('in')).toEqual([expect.objectContaining({ id: binRow, quantity: 470, bin: expect.objectContaining({ id: shelf }) })]);
    // the 30 left on the job go on charging; the 20 were charged until they came back (their custody is the shelf row's now)
    const charges = (await get(asWarehouse, `tool_charges/?service=stock&from=${daysFromToday(0)}&to=${daysFromToday(0)}`)).json();
    const units = charges.results as { item: { id: number }; quantity: number }[];
    expect(units.filter((c) => c.item.id === still[0].id).map((c) => c.quantity)).toEqual([30]);
    expect(units.filter((c) => c.item.id === binRow).map((c) => c.quantity)).toContain(20);
  });

  it('refuses a return form of stock that is on a return request already (409), and splits nothing off it', async () => {
    const { form } = await delivered();
    const onJob = form.shipping_items[0].item_id as number;
    const started = await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [onJob] });
    expect(started.statusCode, started.body).toBe(201);
    const before = await rows('out');
    const ret = await post(w.asForeman, `ShippingForms/${form.id}/create_return/`, { shipping_date: daysFromToday(1), return_items: [{ shipping_item_id: form.shipping_items[0].id, quantity: 20 }] });
    expect([ret.statusCode, ret.json()]).toEqual([409, { detail: `Some of these items are on return request ${started.json().number} already.` }]);
    expect(await rows('out')).toEqual(before);
  });
});

type Row = { id: number; quantity: number; project: { id: number } | null; custodian: { id: number } | null; bin: { id: number } | null };
const rows = async (location: 'in' | 'out') => (await get(asWarehouse, `tool_items/?service=stock&location=${location}&model_id=${model}`)).json().results as Row[];
const total = (list: Row[]) => list.reduce((s, r) => s + r.quantity, 0);

/** A return form of `quantity` of the 50 delivered, on its way to the warehouse. */
async function returning(quantity: number) {
  const { form } = await delivered();
  const ret = await post(w.asForeman, `ShippingForms/${form.id}/create_return/`, { shipping_date: daysFromToday(1), return_items: [{ shipping_item_id: form.shipping_items[0].id, quantity }] });
  expect(ret.statusCode, ret.body).toBe(201);
  const r = ret.json();
  await post(asWarehouse, `ShippingForms/${r.id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
  await post(asWarehouse, `ShippingForms/${r.id}/update_status/`, { new_status: 'ready-to-ship' });
  expect((await post(asWarehouse, `ShippingForms/${r.id}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam' })).statusCode).toBe(200);
  return r as { id: number; tool_request: { id: number }; shipping_items: { id: number; item_id: number }[] };
}

/**
 * A return form of 20 of the 50 delivered, signed for at the warehouse `short` short; with the job's
 * rows before it (outBefore) and what the warehouse held before the signature (inBefore).
 */
async function signedShort(short: number) {
  const outBefore = new Set((await rows('out')).map((r) => r.id));
  const r = await returning(20);
  const inBefore = total(await rows('in'));
  const signed = await post(asWarehouse, `ShippingForms/${r.id}/delivery/update_status/`, {
    new_status: 'delivered',
    user_name: 'Sam',
    received_by: 'Yard',
    exceptions: [{ shipping_item_id: r.shipping_items[0].id, exception: 'short', quantity: short }],
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return { r, signed: signed.json() as { shipping_items: { quantity: number; exception: string | null; exception_quantity: number }[] }, outBefore, inBefore };
}

describe('a return form signed for short at the warehouse', () => {
  it('receives what arrived: 15 of 20 come in, the 5 missing stay on the job, in custody and charging, and on the return request until they turn up', async () => {
    const { r, signed, outBefore, inBefore } = await signedShort(5);
    expect(signed.shipping_items[0]).toMatchObject({ quantity: 20, exception: 'short', exception_quantity: 5 });
    expect(total(await rows('in'))).toBe(inBefore + 15);
    const onJob = (await rows('out')).filter((i) => !outBefore.has(i.id));
    expect(onJob.map((i) => i.quantity).sort((a, b) => a - b)).toEqual([5, 30]);
    const missing = onJob.find((i) => i.quantity === 5)!;
    expect(missing).toMatchObject({ project: expect.objectContaining({ id: w.project.id }), custodian: expect.objectContaining({ id: w.foreman.id }) });
    expect(JSON.stringify((await get(asWarehouse, `tool_items/${missing.id}/`)).json().history)).toMatch(/5 short on return \(shipping form SF-\d+\)/);
    const charges = (await get(asWarehouse, `tool_charges/?service=stock&from=${daysFromToday(0)}&to=${daysFromToday(0)}`)).json().results as { item: { id: number }; quantity: number }[];
    expect(charges.filter((c) => c.item.id === missing.id).map((c) => c.quantity)).toEqual([5]);
    const request = (await get(asWarehouse, `tool_requests/${r.tool_request.id}/`)).json();
    expect(request).toMatchObject({ status: 'partly received', received_quantity: 15 });
    expect(request.lines[0]).toMatchObject({ quantity: 20, received_quantity: 15, item: expect.objectContaining({ id: missing.id }) });
    // the 5 turn up: the warehouse receives the rest on the request
    const rest = await post(asWarehouse, `tool_requests/${r.tool_request.id}/receive/`, { line_ids: [request.lines[0].id] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'received', received_quantity: 20 });
    expect(total(await rows('in'))).toBe(inBefore + 20);
    expect((await rows('out')).filter((i) => !outBefore.has(i.id)).map((i) => i.quantity)).toEqual([30]);
  });

  it('a return short in full receives nothing: all of it stays on the job and the return is still on its way', async () => {
    const { r, outBefore, inBefore } = await signedShort(20);
    expect(total(await rows('in'))).toBe(inBefore);
    expect(total((await rows('out')).filter((i) => !outBefore.has(i.id)))).toBe(50);
    expect((await get(asWarehouse, `tool_requests/${r.tool_request.id}/`)).json()).toMatchObject({ status: 'in transit', received_quantity: 0 });
  });
});

describe('returned items go back into their bin', () => {
  it('stock out since before bins were kept goes into the bin its warehouse keeps it in, merged with that row', async () => {
    const { form } = await delivered();
    const onJob = form.shipping_items[0].item_id as number;
    await t.db.update(assetItems).set({ binId: null }).where(eq(assetItems.id, onJob));
    const shelfBefore = (await get(asWarehouse, `tool_items/${binRow}/`)).json().quantity as number;
    const ret = await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [onJob] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect((await post(w.asForeman, `tool_requests/${ret.json().id}/ship/`)).statusCode).toBe(200);
    const received = await post(asWarehouse, `tool_requests/${ret.json().id}/receive/`);
    expect(received.statusCode, received.body).toBe(200);
    expect((await get(asWarehouse, `tool_items/${binRow}/`)).json()).toMatchObject({ quantity: shelfBefore + 50, bin: { id: shelf } });
    expect((await get(asWarehouse, `tool_items/${onJob}/`)).statusCode).toBe(404);
    // the return request still shows what came back
    expect((await get(asWarehouse, `tool_requests/${ret.json().id}/`)).json()).toMatchObject({ status: 'received', received_quantity: 50 });
  });

  it('a tool goes back into the bin it was picked from', async () => {
    const crib = (await post(asWarehouse, 'warehouses/', { name: `Tool crib ${w.tag}`, type: 'Tools' })).json().id;
    const rack = (await post(asWarehouse, `warehouses/${crib}/bins/`, { name: 'Rack 3', code: `TR-${w.tag}` })).json().id;
    const saw = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `SAW-${w.tag}`, name: 'Band saw', daily_rate: 6 })).json().id;
    const tool = (await post(asWarehouse, 'tool_items/', { model_id: saw, serial_number: `SAW${w.tag}`, warehouse_id: crib, bin_id: rack })).json().id;
    const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, lines: [{ model_id: saw, quantity: 1 }] })).json();
    await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`);
    await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: tool }] });
    expect((await post(asWarehouse, `tool_requests/${req.id}/ship/`)).statusCode).toBe(200);
    expect((await get(asWarehouse, `tool_items/${tool}/`)).json()).toMatchObject({ project: expect.objectContaining({ id: w.project.id }), bin: null });
    const ret = (await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [tool] })).json();
    await post(w.asForeman, `tool_requests/${ret.id}/ship/`);
    expect((await post(asWarehouse, `tool_requests/${ret.id}/receive/`)).statusCode).toBe(200);
    expect((await get(asWarehouse, `tool_items/${tool}/`)).json()).toMatchObject({ project: null, warehouse: { id: crib }, bin: { id: rack } });
  });
});

describe('Start return sends back as much of a stock row as is asked', () => {
  it('splits the row on the job: 20 of 50 go on the return, 30 stay and go on charging', async () => {
    const { form } = await delivered();
    const onJob = form.shipping_items[0].item_id as number;
    const ret = await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [onJob], quantities: [{ item_id: onJob, quantity: 20 }] });
    expect(ret.statusCode, ret.body).toBe(201);
    const line = ret.json().lines[0];
    expect(line).toMatchObject({ quantity: 20 });
    expect(line.item.id).not.toBe(onJob);
    expect((await get(asWarehouse, `tool_items/${onJob}/`)).json()).toMatchObject({ quantity: 30, project: expect.objectContaining({ id: w.project.id }) });
    expect((await get(asWarehouse, `tool_items/${line.item.id}/`)).json()).toMatchObject({ quantity: 20, project: expect.objectContaining({ id: w.project.id }) });
    // the 30 left may go back on a return of their own
    expect((await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [onJob] })).statusCode).toBe(201);
  });

  it('refuses more than is on the job and 0 or less, and splits nothing when any row is refused', async () => {
    const first = (await delivered()).form.shipping_items[0].item_id as number;
    const second = (await delivered()).form.shipping_items[0].item_id as number;
    const before = (await rows('out')).map((r) => [r.id, r.quantity]);
    const over = await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [first, second], quantities: [{ item_id: first, quantity: 10 }, { item_id: second, quantity: 51 }] });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json()).toEqual({ quantities: ['EMT connector: at most 50.'] });
    const zero = await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [first], quantities: [{ item_id: first, quantity: 0 }] });
    expect(zero.statusCode, zero.body).toBe(400);
    expect(JSON.stringify(zero.json())).toContain('Quantity must be greater than 0');
    const stranger = await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [first], quantities: [{ item_id: second, quantity: 5 }] });
    expect(stranger.statusCode, stranger.body).toBe(400);
    expect((await rows('out')).map((r) => [r.id, r.quantity])).toEqual(before);
  });
});
