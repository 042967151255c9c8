import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
