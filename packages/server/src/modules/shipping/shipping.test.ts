import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_ATTACHMENT_MAX_BYTES, shippingListQuery } from '@jobsite/core';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { pdfTexts } from '../../../test/pdf-text';
import { contactGroups, notifications, shippingForms, shippingItemDetails, shippingItems, toolRequests, userGroups } from '../../db/schema/index';
import { pageOf } from '../../platform/paging';
import { companyScope } from '../../platform/scope';
import { daysFromToday } from '../../platform/text-and-dates';
import { cartWorld, type CartWorld } from '../cart/test-world';
import { createProject } from '../projects/service';
import { listForms } from './queries';

type As = CartWorld['asBuyer'];
let t: TestApp;
let w: CartWorld;
let asWarehouse: As;
let asStaff: As;
let warehouseUser: { id: number; email: string };
let yard: number;
let binA: number;
let binB: number;
let otherBin: number;
let carrier: number;
let theirCarrier: number;
let requestId: number;
let formId: number;

const post = (as: As, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: As, url: string) => as({ method: 'GET', url: `/api/v1/${url}` });
const form = (as: As, id = formId) => get(as, `ShippingForms/${id}/get/`);

/** A real 1x1 PNG (pdfkit draws it in the receipt). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function upload(as: As, id: number, name: string, content: Buffer, kind = 'file') {
  const boundary = `----ship${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return as({ method: 'POST', url: `/api/v1/ShippingForms/${id}/upload_attachment/`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const [crew] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: 'Warehouse crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
  warehouseUser = await makeAccount(t.db, w.company.id, { userGroupId: crew.id });
  asWarehouse = t.as(await t.signIn(warehouseUser.id, w.company.id));
  const staff = await makeAccount(t.db, w.company.id, { isStaff: true });
  asStaff = t.as(await t.signIn(staff.id, w.company.id));
  yard = (await post(asWarehouse, 'warehouses/', { name: `Tool crib ${w.tag}`, type: 'Tools' })).json().id;
  binA = (await post(asWarehouse, `warehouses/${yard}/bins/`, { name: 'Rack A', code: `SA-${w.tag}` })).json().id;
  binB = (await post(asWarehouse, `warehouses/${yard}/bins/`, { name: 'Rack B', code: `SB-${w.tag}` })).json().id;
  const north = (await post(asWarehouse, 'warehouses/', { name: `North ${w.tag}`, type: 'Tools' })).json().id;
  otherBin = (await post(asWarehouse, `warehouses/${north}/bins/`, { name: 'North rack', code: `SN-${w.tag}` })).json().id;
  [{ id: carrier }] = await t.db.insert(contactGroups).values({ companyId: w.company.id, name: `Red Truck Delivery ${w.tag}` }).returning();
  [{ id: theirCarrier }] = await t.db.insert(contactGroups).values({ companyId: w.other.id, name: 'Their carrier' }).returning();
  const drill = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `SD-${w.tag}`, name: 'Hammer drill' })).json().id;
  const drills: number[] = [];
  for (const n of [1, 2]) drills.push((await post(asWarehouse, 'tool_items/', { model_id: drill, serial_number: `SHD${w.tag}-${n}`, warehouse_id: yard, bin_id: binA })).json().id);
  const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, need_by_date: daysFromToday(3), lines: [{ model_id: drill, quantity: 2 }] })).json();
  requestId = req.id;
  await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`);
  const picked = await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: drills.map((item_id) => ({ line_id: req.lines[0].id, item_id })) });
  expect(picked.json().status).toBe('picked');
});
afterAll(() => t.close());

describe('creating a form for a tool request', () => {
  it('needs the warehouse role; another company’s request is not found; the picked items become the lines with their bins', async () => {
    expect((await post(w.asForeman, 'ShippingForms/create/', { tool_request_id: requestId })).json()).toEqual({ detail: expect.stringContaining('Allow edit all tool transfer') });
    expect((await post(w.asStranger, 'ShippingForms/create/', { tool_request_id: requestId })).statusCode).toBe(403); // no tool service there
    expect((await post(asWarehouse, 'ShippingForms/create/', {})).statusCode).toBe(400);
    const created = await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: requestId });
    expect(created.statusCode, created.body).toBe(201);
    const f = created.json();
    formId = f.id;
    expect(f).toMatchObject({ status: 'pending', pickup_warehouse: { id: yard }, project: { id: w.project.id }, shipping_date: daysFromToday(3), tool_request: { id: requestId } });
    expect(f.shipping_items).toHaveLength(2);
    expect(f.shipping_items[0]).toMatchObject({ type: 'tool', name: 'Hammer drill', quantity: 1, shipping_item_details: [{ bin_location_id: binA, quantity: 1 }] });
    expect(f.cc_email.map((c: { id: number }) => c.id).sort()).toEqual([w.foreman.id, warehouseUser.id].sort());
    expect(f.change_log[0].text).toMatch(/^Created for TR-\d+ with 2 items$/);
    expect(f.abilities).toMatchObject({ edit_details: true, statuses: ['storage', 'will call', 'ready-to-ship', 'canceled'], confirm: [] });
    // everything is on a form now: a second one has nothing to take
    expect((await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: requestId })).json().detail).toMatch(/already shipped or on a shipping form/);
  });

  it('is read by the field (without edit abilities), listed by request, and not found by another company', async () => {
    const f = (await form(w.asForeman)).json();
    expect(f.abilities).toMatchObject({ edit_details: false, statuses: [], delete: false, upload: false });
    expect((await form(w.asStranger)).statusCode).toBe(404);
    expect((await post(w.asStranger, `ShippingForms/${formId}/update_status/`, { new_status: 'storage' })).statusCode).toBe(404);
    const list = (await get(w.asForeman, `ShippingForms/list/?tool_request_id=${requestId}`)).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([formId]);
    expect(list.results[0]).toMatchObject({ item_count: 2, is_return: false });
    expect((await get(w.asForeman, `ShippingForms/list/?status=nope`)).statusCode).toBe(400);
    const search = async (text: string) => (await get(w.asForeman, `ShippingForms/list/?search=${encodeURIComponent(text)}`)).json().results.map((r: { id: number }) => r.id);
    expect(await search(`SF-${String(formId).padStart(5, '0')}`)).toEqual([formId]);
    expect(await search('cart job')).toEqual([formId]);
    expect(await search('nothing like this')).toEqual([]);
    expect((await get(w.asStranger, `ShippingForms/list/?search=cart`)).statusCode).toBe(403);
    // what the receipt prints resolves in the scan dialog: the number and the share link
    for (const code of [`SF-${String(formId).padStart(5, '0')}`, `https://jobsite.example/shipping/${formId}/`]) {
      expect((await post(w.asForeman, 'scan/resolve/', { code })).json(), code).toMatchObject({ kind: 'shipping_form', id: formId, link: `/shipping/${formId}/` });
    }
    expect((await post(w.asStranger, 'scan/resolve/', { code: `SF-${formId}` })).statusCode).toBe(404);
  });
});

describe('editing', () => {
  it('needs allow_edit_all_tool_transfer (403 at the API, not only hidden)', async () => {
    const res = await post(w.asForeman, `ShippingForms/${formId}/update/`, { field_to_update: 'instructions', instructions: 'Gate 4' });
    expect(res.statusCode).toBe(403);
    expect((await post(w.asBuyer, `ShippingForms/${formId}/packaging_items/update/`, { type: 'box' })).statusCode).toBe(403);
  });

  it('answers field errors with the screen’s labels, and bad input changes nothing', async () => {
    const before = (await form(asWarehouse)).json();
    expect((await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'shipping_date', shipping_date: '' })).json()).toEqual({ 'Shipping Date': ['Please select a shipping date'] });
    const address = await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'shipping_details', shipping_date: daysFromToday(2), shipping_address: { Field_1: '1 Main St', city: 'Austin', country: 'USA', zip: 'x' } });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toEqual({ Address: ['Invalid zip'] });
    expect((await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'pickup_warehouse', pickup_warehouse_id: null })).json()).toEqual({ Warehouse: ['Please select a warehouse'] });
    expect((await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: theirCarrier })).json()).toEqual({ 'Delivery By': ['No such contact group.'] });
    const item = before.shipping_items[0];
    expect((await post(asWarehouse, `ShippingForms/${formId}/update_shipping_details/`, { shipping_item_id: item.id, quantity: 0, details: [] })).json()).toEqual({ Quantity: ['Quantity must be greater than 0'] });
    expect((await post(asWarehouse, `ShippingForms/${formId}/update_shipping_details/`, { shipping_item_id: item.id, quantity: 1, details: [{ bin_location_id: otherBin, quantity: 1 }] })).json()).toEqual({ Items: ['Choose bins of the pickup warehouse.'] });
    expect((await post(asWarehouse, `ShippingForms/${formId}/packaging_items/update/`, { type: 'crate' })).statusCode).toBe(400);
    expect((await post(asWarehouse, `ShippingForms/${formId}/packaging_items/update/`, { type: 'box', quantity: 0 })).json()).toEqual({ Quantity: ['Quantity must be greater than 0'] });
    expect((await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'nope' })).statusCode).toBe(400);
    const after = (await form(asWarehouse)).json();
    expect({ ...after, attachments_json: [] }).toEqual({ ...before, attachments_json: [] });
  });

  it('two users changing one form at once both land, and the change log shows both', async () => {
    const [a, b] = await Promise.all([
      post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'external_tracking_num', external_tracking_num: '1Z999' }),
      post(asStaff, `ShippingForms/${formId}/update/`, { field_to_update: 'instructions', instructions: 'Call the super at the gate' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const f = (await form(asWarehouse)).json();
    expect(f).toMatchObject({ external_tracking_num: '1Z999', instructions: 'Call the super at the gate' });
    const texts = f.change_log.map((c: { text: string }) => c.text);
    expect(texts).toEqual(expect.arrayContaining(['3rd Party Tracking #: none → “1Z999”', 'Instructions: “Call the super at the gate”']));
    expect((await get(asWarehouse, 'ShippingForms/list/?search=1z99')).json().results.map((r: { id: number }) => r.id)).toEqual([formId]);
    // unchanged: nothing logged
    await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'external_tracking_num', external_tracking_num: '1Z999' });
    expect((await form(asWarehouse)).json().change_log).toHaveLength(f.change_log.length);
  });

  it('sets date and address, will call, bins, packaging with pallet defaults and metric, and CC', async () => {
    let f = (await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'shipping_details', shipping_date: daysFromToday(2), shipping_address: { Field_1: '1 Main St', city: 'Austin', state: 'TX', country: 'USA', zip: '78701' } })).json();
    expect(f).toMatchObject({ shipping_date: daysFromToday(2), shipping_address_display: '1 Main St, Austin, TX 78701, USA', will_call: false });
    f = (await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'shipping_address', shipping_address: 'Will Call' })).json();
    expect(f).toMatchObject({ shipping_address_display: 'Will Call', will_call: true, shipping_address: null });
    f = (await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'shipping_address', shipping_address: { Field_1: '1 Main St', city: 'Austin', state: 'TX', country: 'USA', zip: '78701' } })).json();
    expect(f.will_call).toBe(false);

    const item = f.shipping_items[1];
    f = (await post(asWarehouse, `ShippingForms/${formId}/update_shipping_details/`, { shipping_item_id: item.id, quantity: 1, details: [{ bin_location_id: binB, quantity: 1 }] })).json();
    expect(f.shipping_items[1].shipping_item_details).toEqual([expect.objectContaining({ bin_location_id: binB, bin_location_name: `SB-${w.tag}`, quantity: 1 })]);
    expect((await post(asWarehouse, `ShippingForms/${formId}/update_shipping_details/`, { shipping_item_id: item.id, quantity: 1, details: [{ bin_location_id: binA, quantity: 2 }] })).json()).toEqual({ Quantity: ['Hammer drill: 1 to ship but 2 placed in bins.'] });
    const detailId = f.shipping_items[1].shipping_item_details[0].id;
    f = (await post(asWarehouse, `ShippingForms/${formId}/remove_shipping_detail/`, { shipping_item_detail_id: detailId })).json();
    expect(f.shipping_items[1].shipping_item_details).toEqual([]);
    expect(await t.db.select().from(shippingItemDetails).where(eq(shippingItemDetails.id, detailId))).toEqual([]);

    f = (await post(asWarehouse, `ShippingForms/${formId}/packaging_items/update/`, { type: 'pallet' })).json();
    expect(f.packaging_items[0]).toMatchObject({ type: 'pallet', quantity: 1, unit_type: 'US', length: 48, width: 40, height: 6.5 });
    f = (await post(asWarehouse, `ShippingForms/${formId}/packaging_items/update/`, { type: 'pallet', unit_type: 'metric' })).json();
    expect(f.packaging_items[1]).toMatchObject({ unit_type: 'metric', length: 1219.2, width: 1016, height: 165.1 });
    f = (await post(asWarehouse, `ShippingForms/${formId}/packaging_items/update/`, { id: f.packaging_items[1].id, type: 'box', quantity: 2, unit_type: 'metric', length: 300.456, width: 200, height: 100, weight: 4.5 })).json();
    expect(f.packaging_items[1]).toMatchObject({ type: 'box', quantity: 2, length: 300.46, weight: 4.5 });
    f = (await post(asWarehouse, `ShippingForms/${formId}/packaging_items/remove/`, { id: f.packaging_items[1].id })).json();
    expect(f.packaging_items).toHaveLength(1);

    expect((await post(asWarehouse, `ShippingForms/${formId}/update_cc/`, { add_user_id: w.stranger.id })).json()).toEqual({ add_user_id: ['Choose a user of your company.'] });
    f = (await post(asWarehouse, `ShippingForms/${formId}/update_cc/`, { add_user_id: w.buyer.id })).json();
    expect(f.cc_email.map((c: { id: number }) => c.id)).toContain(w.buyer.id);
    const candidates = (await get(asWarehouse, `ShippingForms/${formId}/cc_candidates/?search=${encodeURIComponent(w.colleague.email.slice(0, 8))}`)).json();
    expect(candidates.map((c: { id: number }) => c.id)).toContain(w.colleague.id);
  });

  it('refuses files that are not allowed by their content, de-duplicates names, and serves them only to the company', async () => {
    const html = await upload(asWarehouse, formId, 'packing.png', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ detail: 'File packing.png upload not allowed.' });
    const first = await upload(asWarehouse, formId, 'slip.png', PNG);
    expect(first.statusCode, first.body).toBe(201);
    const again = await upload(asWarehouse, formId, 'slip.png', PNG);
    expect(again.json().attachment.key).toBe(first.json().attachment.key);
    const other = await upload(asWarehouse, formId, 'slip.png', Buffer.concat([PNG, Buffer.from([0])]));
    expect(other.json().attachment.name).toBe('slip (2).png');
    expect((await upload(w.asForeman, formId, 'x.png', PNG)).statusCode).toBe(403);
    // over the size limit: the app's words, not the multipart library's 413 'request file too large'
    const oversized = await upload(asWarehouse, formId, 'scan.pdf', Buffer.alloc(SHIPPING_ATTACHMENT_MAX_BYTES + 1, 0x20));
    expect([oversized.statusCode, Object.values(oversized.json())]).toEqual([400, [['The file is larger than 15 MB.']]]);

    const url = first.json().attachment.url as string;
    const file = await w.asForeman({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(file.rawPayload).equals(PNG)).toBe(true);
    expect((await w.asStranger({ method: 'GET', url })).statusCode).toBe(404);

    const removed = (await post(asWarehouse, `ShippingForms/${formId}/remove_attachment/`, { attachment_key: other.json().attachment.key })).json();
    expect(removed.attachments_json.map((a: { name: string }) => a.name)).toEqual(['slip.png']);
    expect(await t.app.storage.get(other.json().attachment.key)).toBeNull();
  });
});

describe('moving the form', () => {
  it('ready-to-ship needs a delivery option first; in transit and delivered only through the confirm dialog', async () => {
    const refused = await post(asWarehouse, `ShippingForms/${formId}/update_status/`, { new_status: 'ready-to-ship' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Please select a delivery option first.' });
    await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
    const ready = (await post(asWarehouse, `ShippingForms/${formId}/update_status/`, { new_status: 'ready-to-ship' })).json();
    expect(ready).toMatchObject({ status: 'ready-to-ship', delivery_by_contact_group: { id: carrier }, abilities: { edit_details: false, edit_delivery_option: true, confirm: ['in transit'] } });
    // ready to ship keeps a delivery option: clearing it is refused, and the form keeps its carrier
    const cleared = await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: null });
    expect([cleared.statusCode, cleared.json()]).toEqual([400, { detail: 'A form ready to ship or in transit keeps a delivery option: choose another one instead.' }]);
    expect((await get(asWarehouse, `ShippingForms/${formId}/get/`)).json()).toMatchObject({ delivery_by_contact_group: { id: carrier }, delivery_by_name: '' });
    // outside pending and storage the details are closed
    const closed = await post(asWarehouse, `ShippingForms/${formId}/update/`, { field_to_update: 'instructions', instructions: 'late change' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().detail).toMatch(/change only while it is pending or in storage/);
    expect((await post(asWarehouse, `ShippingForms/${formId}/packaging_items/update/`, { type: 'box' })).statusCode).toBe(409);
    expect((await post(asWarehouse, `ShippingForms/${formId}/update_cc/`, { remove_user_id: w.buyer.id })).statusCode).toBe(409);
    expect((await post(asWarehouse, `ShippingForms/${formId}/update_status/`, { new_status: 'in transit' })).json().detail).toMatch(/use the confirm dialog/);
    expect((await post(asWarehouse, `ShippingForms/${formId}/delivery/update_status/`, { new_status: 'delivered', user_name: 'Sam', received_by: 'Jo' })).json().detail).toBe(
      'A shipping form that is ready to ship cannot be moved to delivered.',
    );
  });

  it('in transit ships the request; the field signs for the delivery with a photo, marks a line damaged; the CC list is told in-app and by mail', async () => {
    expect((await post(asWarehouse, `ShippingForms/${formId}/delivery/update_status/`, { new_status: 'in transit', user_name: '' })).json()).toEqual({ user_name: ['Enter who carries it.'] });
    const moving = await post(asWarehouse, `ShippingForms/${formId}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam (Red Truck)', notes: 'Left 7:10' });
    expect(moving.statusCode, moving.body).toBe(200);
    expect(moving.json().deliveries).toEqual([expect.objectContaining({ status: 'in transit', user_name: 'Sam (Red Truck)', notes: 'Left 7:10' })]);
    expect((await get(w.asForeman, `tool_requests/${requestId}/`)).json()).toMatchObject({ status: 'in transit', shipped_quantity: 2 });
    const told = await t.db.select().from(notifications).where(and(eq(notifications.accountId, w.foreman.id), eq(notifications.link, `/shipping/${formId}/`)));
    expect(told.map((n) => n.content)).toEqual([expect.stringMatching(/is ready to ship/), expect.stringMatching(/^Shipping form SF-\d+ for Cart job .* is in transit \(/)]);
    const mail = t.mailer.sent.find((m) => m.to === w.foreman.email && /In transit/.test(m.subject));
    expect(mail?.text).toMatch(new RegExp(`Open it: http://localhost(:\\d+)?/shipping/${formId}/`));

    // a colleague who is neither warehouse nor receiver cannot sign
    expect((await post(w.asColleague, `ShippingForms/${formId}/delivery/update_status/`, { new_status: 'delivered', user_name: 'Sam', received_by: 'Jo' })).statusCode).toBe(403);
    // the requester can: a photo first, then the confirmation
    const f = (await form(w.asForeman)).json();
    expect(f.abilities).toMatchObject({ confirm: ['delivered'], upload: true });
    const photo = await upload(w.asForeman, formId, 'dock.png', PNG, 'photo');
    expect(photo.statusCode, photo.body).toBe(201);
    const signature = await upload(w.asForeman, formId, 'signature.png', Buffer.concat([PNG, Buffer.from([1])]), 'signature');
    expect((await post(w.asForeman, `ShippingForms/${formId}/delivery/update_status/`, { new_status: 'delivered', user_name: 'Sam' })).json()).toEqual({ 'Receive Person': ['Enter who received the delivery.'] });
    const damaged = f.shipping_items[0];
    const done = await post(w.asForeman, `ShippingForms/${formId}/delivery/update_status/`, {
      new_status: 'delivered',
      user_name: 'Sam (Red Truck)',
      received_by: 'Jo Foreman',
      notes: 'One case cracked',
      added_attachments: true,
      attachment_keys: [photo.json().attachment.key, signature.json().attachment.key],
      exceptions: [{ shipping_item_id: damaged.id, exception: 'damaged', quantity: 1 }],
    });
    expect(done.statusCode, done.body).toBe(200);
    const delivered = done.json();
    expect(delivered.status).toBe('delivered');
    expect(delivered.shipping_items[0]).toMatchObject({ exception: 'damaged', exception_quantity: 1 });
    expect(delivered.deliveries[1]).toMatchObject({ status: 'delivered', received_by: 'Jo Foreman', attachment_keys: [photo.json().attachment.key, signature.json().attachment.key] });
    expect(delivered.abilities).toMatchObject({ statuses: [], confirm: [], create_return: true });
    expect((await get(w.asForeman, `tool_requests/${requestId}/`)).json()).toMatchObject({ received_quantity: 2 });
    expect(t.mailer.sent.some((m) => m.to === warehouseUser.email && /Delivered/.test(m.subject))).toBe(true);

    const pdf = await get(w.asForeman, `ShippingForms/${formId}/delivery_receipt/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1500);
  });

  it('a delivered form is final: no status, no delete; a return of the damaged line is one call; staff delete outright', async () => {
    expect((await post(asWarehouse, `ShippingForms/${formId}/update_status/`, { new_status: 'pending' })).json().detail).toBe('A delivered shipping form cannot be changed; ask staff to reopen it.');
    expect((await post(asWarehouse, `ShippingForms/${formId}/delete/`)).statusCode).toBe(409);
    const empty = await post(w.asForeman, `ShippingForms/${formId}/create_return/`, { shipping_date: daysFromToday(1), return_items: [] });
    expect(empty.json()).toEqual({ 'Return Items': ['Please select at least one item to return'] });
    const f = (await form(w.asForeman)).json();
    const ret = await post(w.asForeman, `ShippingForms/${formId}/create_return/`, {
      user_name: 'Jo Foreman',
      delivery_by_name: 'Sam (Red Truck)',
      shipping_date: daysFromToday(1),
      return_items: [{ shipping_item_id: f.shipping_items[0].id, quantity: 1 }],
    });
    expect(ret.statusCode, ret.body).toBe(201);
    const r = ret.json();
    expect(r).toMatchObject({ status: 'pending', return_of: { id: formId }, delivery_by_name: 'Sam (Red Truck)', pickup_warehouse: { id: yard }, shipping_items: [expect.objectContaining({ name: 'Hammer drill', quantity: 1, exception: 'damaged' })] });
    expect((await form(w.asForeman)).json().return_forms.map((x: { id: number }) => x.id)).toEqual([r.id]);
    // the return has its own return request, which the form moves: its delivery brings the drill back
    expect(r.tool_request).toMatchObject({ request_type: 'return' });
    const returnId = r.tool_request.id as number;
    const drill = r.shipping_items[0].item_id as number;
    expect((await get(w.asForeman, `tool_requests/${returnId}/`)).json()).toMatchObject({ status: 'submitted', line_count: 1 });
    // removing the pending return cancels its request, so the drill may be returned again
    expect((await post(asWarehouse, `ShippingForms/${r.id}/delete/`)).json()).toEqual({ deleted: true });
    expect((await get(w.asForeman, `tool_requests/${returnId}/`)).json().status).toBe('canceled');
    const again = (await post(w.asForeman, `ShippingForms/${formId}/create_return/`, { shipping_date: daysFromToday(1), return_items: [{ shipping_item_id: f.shipping_items[0].id, quantity: 1 }] })).json();
    await post(asWarehouse, `ShippingForms/${again.id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: carrier });
    expect((await post(asWarehouse, `ShippingForms/${again.id}/update_status/`, { new_status: 'ready-to-ship' })).json().status).toBe('ready-to-ship');
    expect((await post(asWarehouse, `ShippingForms/${again.id}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam (Red Truck)' })).statusCode).toBe(200);
    expect((await get(w.asForeman, `tool_requests/${again.tool_request.id}/`)).json().status).toBe('in transit');
    const back = await post(asWarehouse, `ShippingForms/${again.id}/delivery/update_status/`, { new_status: 'delivered', user_name: 'Sam (Red Truck)', received_by: 'Yard crew' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await get(w.asForeman, `tool_requests/${again.tool_request.id}/`)).json().status).toBe('received');
    // it was left out on the job with its custodian, and charged daily
    expect((await get(asWarehouse, `tool_items/${drill}/`)).json()).toMatchObject({ project_id: null, custodian: null, warehouse: { id: yard } });

    // staff reopen a delivered form; others cannot
    expect((await post(asStaff, `ShippingForms/${formId}/update_status/`, { new_status: 'pending' })).statusCode).toBe(409);
    expect((await post(w.asBuyer, `ShippingForms/${again.id}/delete/staff/`)).statusCode).toBe(403);
    // a pending form is deleted
    expect((await form(asWarehouse, r.id)).statusCode).toBe(404);
    // a form with a return stays while the return does: the return would lose what it sends back and show as a delivery
    const number = (id: number) => `SF-${String(id).padStart(5, '0')}`;
    const kept = await post(asStaff, `ShippingForms/${formId}/delete/staff/`);
    expect([kept.statusCode, kept.json()]).toEqual([409, { detail: `${number(formId)} has a return (${number(again.id)}): delete it first, then this form.` }]);
    expect((await form(asWarehouse, again.id)).json()).toMatchObject({ return_of: { id: formId }, is_return: true });
    expect((await post(asStaff, `ShippingForms/${again.id}/delete/staff/`)).json()).toEqual({ deleted: true });
    expect((await post(asStaff, `ShippingForms/${formId}/delete/staff/`)).json()).toEqual({ deleted: true });
    expect((await form(asWarehouse)).statusCode).toBe(404);
  });

  it('deleting a form past pending cancels it and says so; canceled is final except for staff', async () => {
    const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, lines: [{ model_id: (await get(asWarehouse, `tool_models/?service=tool&search=SD-${w.tag}`)).json().results[0].id, quantity: 1 }] })).json();
    const f = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
    expect(f.shipping_items).toEqual([expect.objectContaining({ quantity: 1, item_id: null, shipping_item_details: [] })]);
    // nothing is picked for it: it cannot leave the warehouse (it went to delivered, its receipt listing it)
    expect((await post(asWarehouse, `ShippingForms/${f.id}/update_status/`, { new_status: 'will call' })).json().detail).toMatch(
      /^Not picked yet: 1 \S+ .+\. Pick it on the tool request, or remove it from this form, before it leaves the warehouse\.$/,
    );
    expect((await post(asWarehouse, `ShippingForms/${f.id}/update_status/`, { new_status: 'storage' })).json().status).toBe('storage');
    expect((await post(asWarehouse, `ShippingForms/${f.id}/delete/`)).json()).toEqual({ deleted: false, status: 'canceled' });
    expect((await post(asWarehouse, `ShippingForms/${f.id}/update_status/`, { new_status: 'pending' })).statusCode).toBe(409);
    expect((await post(asStaff, `ShippingForms/${f.id}/update_status/`, { new_status: 'pending' })).json().status).toBe('pending');
  });
});

describe('the list screen as it opens', () => {
  it('answers its first page (one prepared statement per status set and page size) as the general statements do: rows, order and kept total', async () => {
    // forms of every status, ties on updated_at, tool requests of this company and of another, a return, a carrier, items; and another company's forms
    const [theirRequest] = await t.db.insert(toolRequests).values({ companyId: w.other.id, service: 'tool', requestType: 'non_return', projectId: w.otherProject.id }).returning();
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const statuses = ['canceled', 'pending', 'ready-to-ship', 'storage', 'will call', 'picked', 'in transit', 'delivered'] as const;
    const made = await t.db
      .insert(shippingForms)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          companyId: w.company.id,
          status: statuses[i % statuses.length],
          projectId: i % 3 ? w.project.id : null,
          toolRequestId: i % 4 === 1 ? requestId : i === 6 ? theirRequest.id : null,
          pickupWarehouseId: i % 2 ? yard : null,
          deliveryByContactGroupId: i % 5 === 0 ? carrier : null,
          deliveryByName: i % 5 === 1 ? 'Own truck' : '',
          willCall: i === 3,
          updatedAt: at(10 + Math.floor(i / 2)),
        })),
      )
      .returning();
    await t.db.update(shippingForms).set({ returnOfId: made[0].id }).where(eq(shippingForms.id, made[9].id));
    await t.db.insert(shippingItems).values([1, 2, 3].map((n) => ({ companyId: w.company.id, formId: made[n].id, type: 'tool' as const, name: 'Saw', quantity: n })));
    await t.db.insert(shippingForms).values([{ companyId: w.other.id, status: 'pending', updatedAt: at(30) }, { companyId: w.other.id, status: 'in transit', updatedAt: at(30) }]);

    const scope = companyScope(w.company.id);
    const sets = ['', 'status=pending', 'status=in%20transit,ready-to-ship', 'status=will%20call,pending,pending', `status=${statuses.map(encodeURIComponent).join(',')}`, 'status=ready-to-ship,canceled'];
    for (const set of sets) {
      const query = (more: string) => `ShippingForms/list/?${[set, more].filter(Boolean).join('&')}`;
      const q = shippingListQuery.parse(Object.fromEntries(new URLSearchParams(set)));
      // the whole list through the general statements (not the screen's first page)
      const whole = await listForms(t.db, scope, { ...q, page_size: 200 }, pageOf({ page_size: 200 }));
      expect(whole.results.length, set).toBeGreaterThan(2);
      for (const pageSize of [1, 2, 200]) {
        const res = await get(asWarehouse, query(`page_size=${pageSize}`));
        expect(res.statusCode, res.body).toBe(200);
        const general = await listForms(t.db, scope, { ...q, page_size: pageSize }, pageOf({ page_size: pageSize }));
        expect([res.json().count, res.json().results], `${set} ${pageSize}`).toEqual([general.count, general.results]);
        expect([res.json().count, res.json().results]).toEqual([whole.results.length, whole.results.slice(0, pageSize)]);
      }
      // the field sees the same list; the next page (the general statements) follows on
      expect((await get(w.asForeman, query('page_size=2'))).body).toBe((await get(asWarehouse, query('page_size=2'))).body);
      expect((await get(asWarehouse, query('page_size=2&page=2'))).json().results).toEqual(whole.results.slice(2, 4));
    }
    // tool request numbers only for this company's requests
    const first = (await get(asWarehouse, 'ShippingForms/list/?page_size=200')).json().results as { id: number; tool_request: { id: number } | null }[];
    expect(first.find((r) => r.id === made[1].id)?.tool_request).toEqual({ id: requestId, number: expect.stringMatching(/^TR-/) });
    expect(first.find((r) => r.id === made[6].id)?.tool_request).toBeNull();
    // another company with no form: an empty page
    expect((await get(w.asStranger, 'ShippingForms/list/')).statusCode).toBe(403);
    const none = await listForms(t.db, companyScope(w.supplier.id), { page: 1, status: undefined }, pageOf({}), true);
    expect(none).toEqual({ count: 0, results: [] });
    // PGlite ran those first pages as EXECUTEs of statements prepared once (platform/db.ts), the statuses written in
    if (t.database.kind === 'pglite') {
      const { rows } = (await t.db.execute(sql`select name from pg_prepared_statements where name like 'shipping_list_%'`)) as unknown as { rows: { name: string }[] };
      expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['shipping_list_all_2', 'shipping_list_all_3', 'shipping_list_all_201', 'shipping_list_2_3', 'shipping_list_68_3', 'shipping_list_18_3', 'shipping_list_255_3', 'shipping_list_5_3']));
    }
  });
});

describe('a form made before its request was picked', () => {
  it('takes up the picks made since as it leaves (with their bins); what is still not picked stops it, by name', async () => {
    const ladder = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `LP-${w.tag}`, name: 'Platform ladder' })).json().id;
    const items: number[] = [];
    for (const n of [1, 2]) items.push((await post(asWarehouse, 'tool_items/', { model_id: ladder, serial_number: `SLP${w.tag}-${n}`, warehouse_id: yard, bin_id: binB })).json().id);
    const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, need_by_date: daysFromToday(2), lines: [{ model_id: ladder, quantity: 3 }] })).json();
    await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`);
    const made = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json();
    expect(made.shipping_items).toEqual([expect.objectContaining({ quantity: 3, item_id: null })]);
    // two of the three picked after the form was made
    await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: items.map((item_id) => ({ line_id: req.lines[0].id, item_id })) });
    const refused = await post(asWarehouse, `ShippingForms/${made.id}/update_status/`, { new_status: 'will call' });
    expect(refused.json()).toEqual({ detail: `Not picked yet: 1 EA LP-${w.tag} Platform ladder. Pick it on the tool request, or remove it from this form, before it leaves the warehouse.` });
    // the refusal changed nothing; once the rest is off the form, the picked ladders go, each from its bin
    const rest = (await form(asWarehouse, made.id)).json().shipping_items;
    expect(rest).toEqual([expect.objectContaining({ quantity: 3, item_id: null })]);
    const left = await post(asWarehouse, 'tool_items/', { model_id: ladder, serial_number: `SLP${w.tag}-3`, warehouse_id: yard, bin_id: binA });
    await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: left.json().id }] });
    const gone = await post(asWarehouse, `ShippingForms/${made.id}/update_status/`, { new_status: 'will call' });
    expect(gone.statusCode, gone.body).toBe(200);
    const lines = gone.json().shipping_items as { item_id: number; quantity: number; shipping_item_details: { bin_location_id: number }[] }[];
    expect(lines.map((l) => [l.item_id, l.quantity, l.shipping_item_details.map((d) => d.bin_location_id)])).toEqual([
      [items[0], 1, [binB]],
      [items[1], 1, [binB]],
      [left.json().id, 1, [binA]],
    ]);
  });
});

describe('a will-call pickup', () => {
  it('ships the request when the form is picked up at the counter, as in transit does', async () => {
    const ladder = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `LD-${w.tag}`, name: 'Step ladder' })).json().id;
    const item = (await post(asWarehouse, 'tool_items/', { model_id: ladder, serial_number: `SLD${w.tag}`, warehouse_id: yard, bin_id: binB })).json().id;
    const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, need_by_date: daysFromToday(2), lines: [{ model_id: ladder, quantity: 1 }] })).json();
    await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`);
    await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: item }] });
    const id = (await post(asWarehouse, 'ShippingForms/create/', { tool_request_id: req.id })).json().id;
    expect((await post(asWarehouse, `ShippingForms/${id}/update_status/`, { new_status: 'storage' })).json().status).toBe('storage');
    expect((await post(asWarehouse, `ShippingForms/${id}/update_status/`, { new_status: 'will call' })).json().status).toBe('will call');
    expect((await post(asWarehouse, `ShippingForms/${id}/update_status/`, { new_status: 'will call' })).json().detail).toBe('The shipping form is already ready for will call.');
    expect((await get(w.asForeman, `tool_requests/${req.id}/`)).json()).toMatchObject({ status: 'picked', shipped_quantity: 0 });
    const picked = await post(asWarehouse, `ShippingForms/${id}/update_status/`, { new_status: 'picked' });
    expect(picked.statusCode, picked.body).toBe(200);
    expect((await get(w.asForeman, `tool_requests/${req.id}/`)).json()).toMatchObject({ status: 'in transit', shipped_quantity: 1 });
    // the CC list is told in sentences: in storage, ready for will call, picked up (not "is storage", "is will call")
    const told = await t.db.select().from(notifications).where(and(eq(notifications.accountId, w.foreman.id), eq(notifications.link, `/shipping/${id}/`))).orderBy(notifications.id);
    const number = `SF-${String(id).padStart(5, '0')}`;
    expect(told.map((n) => n.content.replace(/ \(.*\)\.$/, '.'))).toEqual(
      ['is in storage', 'is ready for will call', 'is picked up'].map((what) => `Shipping form ${number} for ${w.project.name} ${what}.`),
    );
  });
});

describe('a stock form in numbers', () => {
  it('writes its quantities thousands separated in refusals, the change log and the delivery receipt: "the request asks for 1,500", "quantity 1,500 → 1,200, 1,200 from R-1", "1,100 damaged"', async () => {
    const company = await makeCompany(t.db, { services: ['inventory'] });
    const [crew] = await t.db.insert(userGroups).values({ companyId: company.id, name: 'Crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
    const keeper = await makeAccount(t.db, company.id, { userGroupId: crew.id });
    const asKeeper = t.as(await t.signIn(keeper.id, company.id));
    const job = await t.db.transaction((tx) => createProject(tx, companyScope(company.id), { id: keeper.id, isStaff: false }, { name: 'Wire pull', main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }));
    const room = (await post(asKeeper, 'warehouses/', { name: 'Stock room', type: 'Stock' })).json().id;
    const rack = (await post(asKeeper, `warehouses/${room}/bins/`, { name: 'Rack', code: 'R-1' })).json().id;
    const nuts = (await post(asKeeper, 'tool_models/', { service: 'stock', code: 'WN-R', name: 'Wire nut red' })).json().id;
    const lot = (await post(asKeeper, 'tool_items/', { model_id: nuts, warehouse_id: room, bin_id: rack, quantity: 5000 })).json().id;
    const req = (await post(asKeeper, 'tool_requests/', { service: 'stock', project_id: job.id, lines: [{ model_id: nuts, quantity: 1500 }] })).json();
    await post(asKeeper, `tool_requests/${req.id}/acknowledge/`);
    expect((await post(asKeeper, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: lot, quantity: 1500 }] })).statusCode).toBe(200);
    const made = await post(asKeeper, 'ShippingForms/create/', { tool_request_id: req.id });
    expect(made.statusCode, made.body).toBe(201);
    const item = made.json().shipping_items[0];
    const edit = (quantity: number, details: { bin_location_id: number; quantity: number }[]) => post(asKeeper, `ShippingForms/${made.json().id}/update_shipping_details/`, { shipping_item_id: item.id, quantity, details });
    expect((await edit(2000, [])).json()).toEqual({ Quantity: ['Wire nut red: the request asks for 1,500.'] });
    expect((await edit(1200, [{ bin_location_id: rack, quantity: 1100 }])).json()).toEqual({ Quantity: ['Wire nut red: 1,200 to ship but 1,100 placed in bins.'] });
    const f = (await edit(1200, [{ bin_location_id: rack, quantity: 1200 }])).json();
    expect(f.change_log.map((c: { text: string }) => c.text)).toContain('Wire nut red: quantity 1,500 → 1,200, 1,200 from R-1');
    // delivered with 1,100 damaged: the change log and the delivery receipt say it so
    const id = made.json().id;
    const [{ id: truck }] = await t.db.insert(contactGroups).values({ companyId: company.id, name: 'Red Truck' }).returning();
    await post(asKeeper, `ShippingForms/${id}/update/`, { field_to_update: 'delivery_by_contact_group', delivery_by_contact_group_id: truck });
    expect((await post(asKeeper, `ShippingForms/${id}/update_status/`, { new_status: 'ready-to-ship' })).statusCode).toBe(200);
    expect((await post(asKeeper, `ShippingForms/${id}/delivery/update_status/`, { new_status: 'in transit', user_name: 'Sam' })).statusCode).toBe(200);
    const done = await post(asKeeper, `ShippingForms/${id}/delivery/update_status/`, { new_status: 'delivered', user_name: 'Sam', received_by: 'Jo', exceptions: [{ shipping_item_id: item.id, exception: 'damaged', quantity: 1100 }] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().change_log.map((c: { text: string }) => c.text)).toContain('Wire nut red: 1,100 damaged');
    const receipt = pdfTexts((await get(asKeeper, `ShippingForms/${id}/delivery_receipt/`)).rawPayload).join('\n');
    // pdfkit writes the dashes in its own encoding
    expect(receipt).toMatch(/^1,200 EA {2}WN-R \S Wire nut red \S 1,100 damaged$/m);
    expect(receipt).toContain('1,200 from R-1');
  });
});
