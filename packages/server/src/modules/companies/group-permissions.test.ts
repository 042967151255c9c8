import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPermissionRefusal } from '@jobsite/core';
import { makeAccount, makeCompany, makeUserGroup } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { addresses } from '../../db/schema/index';
import { projectWorld, type ProjectWorld } from '../projects/test-world';

/*
 * What a user group may not use is refused by the server, not only hidden in the UI: the
 * project material option (the BOM) and company settings (allow_manage_company), and the
 * account answers its effective permissions so the web app hides the same things.
 */

let t: TestApp;
let w: ProjectWorld;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let projectId: number;
let warehouseId: number;
let companyAddressId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await projectWorld(t);
  const admins = await makeUserGroup(t.db, w.company.id, { allow_manage_company: true, allow_manage_users: true });
  admin = await t.signIn((await makeAccount(t.db, w.company.id, { userGroupId: admins.id })).id, w.company.id);
  projectId = (await w.make({ name: 'Permissions job' })).id;
  const created = await t.as(admin)({ method: 'POST', url: '/api/v1/warehouses/', payload: { name: 'Main yard', type: 'Tools' } });
  expect(created.statusCode).toBe(201);
  warehouseId = created.json().id;
  const address = await t.as(admin)({ method: 'POST', url: '/api/v1/shippingaddresses/', payload: { Field_1: '1600 Market St', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' } });
  expect(address.statusCode).toBe(201);
  companyAddressId = address.json().id;
});
afterAll(() => t.close());

const hidden = { detail: groupPermissionRefusal('hide_project_material') };
const notManager = { detail: groupPermissionRefusal('allow_manage_company') };

describe('a group that hides the project material option', () => {
  it('is refused every BOM read, change, import and export, with the reason', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/v1/projects/${projectId}/retrieve_cart_items/` },
      { method: 'GET' as const, url: `/api/v1/projects/${projectId}/retrieve_cart_summary/` },
      { method: 'GET' as const, url: `/api/v1/projects/${projectId}/bom_export/` },
      // The same export in the background (it was queued, and its file downloaded the BOM).
      { method: 'POST' as const, url: '/api/v1/exports/', payload: { kind: 'bom', params: { project_id: projectId, format: 'csv' } } },
      { method: 'GET' as const, url: '/api/v1/projects/favorite_item_ids/' },
      { method: 'POST' as const, url: `/api/v1/projects/${projectId}/`, payload: { func: 'add_custom_item', description: 'Wire nuts', unit: 'EA', package_count: 1 } },
      { method: 'POST' as const, url: `/api/v1/projects/${projectId}/`, payload: { func: 'delete_items', id_list: [1] } },
    ];
    for (const call of calls) {
      const res = await w.asForeman(call);
      expect({ url: call.url, status: res.statusCode, body: res.json() }).toEqual({ url: call.url, status: 403, body: hidden });
    }
  });

  it('still reads and changes the project itself (as one of its owners)', async () => {
    expect((await w.asForeman({ method: 'GET', url: `/api/v1/projects/${projectId}/` })).statusCode).toBe(200);
    expect((await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${projectId}/add_owner/`, payload: { owner_id: w.foreman.id } })).statusCode).toBe(200);
    const renamed = await w.asForeman({ method: 'POST', url: `/api/v1/projects/${projectId}/`, payload: { func: 'update_project', action: 'name', value: 'Permissions job (field)' } });
    expect(renamed.statusCode).toBe(200);
  });

  it('does not stop a member of another group, nor staff', async () => {
    expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${projectId}/retrieve_cart_items/` })).statusCode).toBe(200);
    const staffGroup = await makeUserGroup(t.db, w.company.id, { hide_project_material: true });
    const staff = await makeAccount(t.db, w.company.id, { isStaff: true, userGroupId: staffGroup.id });
    const asStaff = t.as(await t.signIn(staff.id, w.company.id));
    expect((await asStaff({ method: 'GET', url: `/api/v1/projects/${projectId}/retrieve_cart_items/` })).statusCode).toBe(200);
  });
});

describe('company settings', () => {
  it('are changed only by a group allowed to manage the company, once one exists', async () => {
    const changes = [
      { method: 'POST' as const, url: '/api/v1/warehouses/', payload: { name: 'Side yard', type: 'Tools' } },
      { method: 'DELETE' as const, url: `/api/v1/warehouses/${warehouseId}/` },
      { method: 'POST' as const, url: '/api/v1/api_tokens/', payload: { name: 'Integration' } },
      { method: 'POST' as const, url: '/api/v1/update_company/', payload: { name: 'Renamed' } },
      { method: 'POST' as const, url: '/api/v1/update_company_settings/', payload: { two_way_authentication_enabled: true } },
      { method: 'POST' as const, url: '/api/v1/shippingaddresses/', payload: {} },
      { method: 'POST' as const, url: '/api/v1/taxcode/', payload: {} },
      { method: 'POST' as const, url: '/api/v1/contacts/', payload: {} },
      { method: 'POST' as const, url: '/api/v1/gl_codes/', payload: {} },
      { method: 'POST' as const, url: '/api/v1/suppliers/', payload: {} },
      { method: 'POST' as const, url: '/api/v1/company_branch/', payload: {} },
      // The company's own address, by the addresses patch (it went through for any member).
      { method: 'PATCH' as const, url: `/api/v1/addresses/${companyAddressId}/`, payload: { note: 'Changed by a member' } },
    ];
    for (const call of changes) {
      for (const as of [w.asForeman, w.asColleague]) {
        const res = await as(call);
        expect({ url: call.url, status: res.statusCode, body: res.json() }).toEqual({ url: call.url, status: 403, body: notManager });
      }
    }
    // Nothing was changed by the refused calls.
    expect((await t.as(admin)({ method: 'GET', url: `/api/v1/warehouses/${warehouseId}/` })).statusCode).toBe(200);
    const [address] = await t.db.select().from(addresses).where(eq(addresses.id, companyAddressId));
    expect(address.note).not.toBe('Changed by a member');
    expect((await t.as(admin)({ method: 'PATCH', url: `/api/v1/addresses/${companyAddressId}/`, payload: { note: 'Front desk' } })).json().note).toBe('Front desk');
  });

  it('stay readable to every member (other screens list warehouses and codes)', async () => {
    expect((await w.asForeman({ method: 'GET', url: '/api/v1/warehouses/' })).statusCode).toBe(200);
    expect((await w.asForeman({ method: 'GET', url: `/api/v1/warehouses/${warehouseId}/` })).statusCode).toBe(200);
  });

  it('are open to every member of a company where nobody manages it yet', async () => {
    const fresh = await makeCompany(t.db);
    const first = await t.signIn((await makeAccount(t.db, fresh.id)).id, fresh.id);
    expect((await t.as(first)({ method: 'POST', url: '/api/v1/warehouses/', payload: { name: 'Yard', type: 'Tools' } })).statusCode).toBe(201);
  });

  it('let the manager change them', async () => {
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/v1/warehouses/${warehouseId}/` })).statusCode).toBe(204);
  });
});

describe('the account', () => {
  it('answers its effective permissions in the current company', async () => {
    const me = await w.asForeman({ method: 'GET', url: `/api/v1/accounts/${w.foreman.id}/` });
    expect(me.json().permissions).toEqual({
      allow_edit_all_tool_transfer: true, // nobody in the company holds it yet: open to all
      hide_project_material: true,
      allow_edit_all_orders: true,
      allow_manage_users: false, // the admins group holds it
      allow_manage_company: false,
    });
    const buyer = await w.asBuyer({ method: 'GET', url: `/api/v1/accounts/${w.buyer.id}/` });
    expect(buyer.json().permissions).toMatchObject({ hide_project_material: false, allow_manage_company: false });
  });
});
