import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany, makeUserGroup } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

// Staff change the settings of any company by id (spec section 6: the staff screen reached from
// the company directory's card); nobody else names another company, and only staff change services.
let t: TestApp;
let home: Awaited<ReturnType<typeof makeCompany>>;
let target: Awaited<ReturnType<typeof makeCompany>>;
let bystander: Awaited<ReturnType<typeof makeCompany>>;
let staff: { token: string };
let targetAdmin: { token: string };
let targetUserId: number;
let targetUser: { token: string };
let bystanderAdmin: { token: string };

const settingsOf = async (companyId: number) => (await t.as(staff)({ method: 'GET', url: `/api/v1/company_settings/?company_id=${companyId}` })).json();

beforeAll(async () => {
  t = await buildTestApp();
  home = await makeCompany(t.db, { name: 'Staff Home Electric', services: ['tool'] });
  target = await makeCompany(t.db, { name: 'New Contractor Ltd' });
  bystander = await makeCompany(t.db, { name: 'Bystander Builders' });
  staff = await t.signIn((await makeAccount(t.db, home.id, { isStaff: true })).id, home.id);
  // The target's administrator holds every company grant through a group.
  const admins = await makeUserGroup(t.db, target.id, { allow_manage_company: true, allow_manage_users: true, allow_edit_all_orders: true });
  targetAdmin = await t.signIn((await makeAccount(t.db, target.id, { userGroupId: admins.id })).id, target.id);
  const user = await makeAccount(t.db, target.id);
  targetUserId = user.id;
  targetUser = await t.signIn(user.id, target.id);
  const bystanderAdmins = await makeUserGroup(t.db, bystander.id, { allow_manage_company: true, allow_manage_users: true });
  bystanderAdmin = await t.signIn((await makeAccount(t.db, bystander.id, { userGroupId: bystanderAdmins.id })).id, bystander.id);
});
afterAll(() => t.close());

describe('staff change another company\'s settings', () => {
  it("reads a company's settings by id", async () => {
    const res = await t.as(staff)({ method: 'GET', url: `/api/v1/company_settings/?company_id=${target.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company_id: target.id, tool_services: false, prefab_services: false, inventory_services: false, temp_power_services: false });
  });

  it("turns services on and off for that company only, and its users' accounts carry them at once", async () => {
    const on = await t.as(staff)({
      method: 'POST',
      url: '/api/v1/update_company_settings/',
      payload: { company_id: target.id, tool_services: true, prefab_services: true, inventory_services: true, temp_power_services: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ company_id: target.id, tool_services: true, prefab_services: true, inventory_services: true, temp_power_services: true });
    // what the web's menu reads on its next load
    const account = await t.as(targetUser)({ method: 'GET', url: `/api/v1/accounts/${targetUserId}/` });
    expect(account.json().company).toMatchObject({ id: target.id, tool_services: true, prefab_services: true, inventory_services: true, temp_power_services: true });
    // the staff user's own company and a third company are untouched
    expect(await settingsOf(home.id)).toMatchObject({ tool_services: true, prefab_services: false, inventory_services: false, temp_power_services: false });
    expect(await settingsOf(bystander.id)).toMatchObject({ tool_services: false, prefab_services: false, inventory_services: false, temp_power_services: false });

    const off = await t.as(staff)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { company_id: target.id, prefab_services: false } });
    expect(off.json()).toMatchObject({ tool_services: true, prefab_services: false, inventory_services: true });
    expect((await t.as(targetUser)({ method: 'GET', url: `/api/v1/accounts/${targetUserId}/` })).json().company.prefab_services).toBe(false);
  });

  it("changes the company's codes, domains and two-way authentication by id", async () => {
    const res = await t.as(staff)({
      method: 'POST',
      url: '/api/v1/update_company_settings/',
      payload: { company_id: target.id, popular_cost_codes: [{ id: 1, code: '01', name: 'Labor' }], email_domains: ['new-contractor.example'], two_way_authentication_enabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await settingsOf(target.id)).toMatchObject({ popular_cost_codes: [{ id: 1, code: '01', name: 'Labor' }], email_domains: ['new-contractor.example'], two_way_authentication_enabled: true });
    expect(await settingsOf(home.id)).toMatchObject({ popular_cost_codes: [], email_domains: [], two_way_authentication_enabled: false });
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await t.as(staff)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { company_id: 2_147_483_000, tool_services: true } })).statusCode).toBe(404);
    expect((await t.as(staff)({ method: 'GET', url: '/api/v1/company_settings/?company_id=2147483000' })).statusCode).toBe(404);
  });
});

describe('nobody else does', () => {
  it("refuses a company's own administrator its services, and changes nothing", async () => {
    const before = await settingsOf(target.id);
    const own = await t.as(targetAdmin)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { temp_power_services: false } });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ detail: 'Only staff can change the services of a company.' });
    const named = await t.as(targetAdmin)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { company_id: target.id, prefab_services: true } });
    expect(named.statusCode).toBe(403);
    expect(await settingsOf(target.id)).toEqual(before);
  });

  it("refuses another company's administrator any of its settings, read or changed", async () => {
    const before = await settingsOf(target.id);
    expect((await t.as(bystanderAdmin)({ method: 'GET', url: `/api/v1/company_settings/?company_id=${target.id}` })).statusCode).toBe(403);
    for (const payload of [{ tool_services: false }, { email_domains: ['bystander.example'] }, { popular_phase_codes: [] }, { two_way_authentication_enabled: false }]) {
      const res = await t.as(bystanderAdmin)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { company_id: target.id, ...payload } });
      expect(res.statusCode).toBe(403);
    }
    expect(await settingsOf(target.id)).toEqual(before);
    // their own company is theirs to read, without the target's settings
    expect((await t.as(bystanderAdmin)({ method: 'GET', url: '/api/v1/company_settings/' })).json()).toMatchObject({ company_id: bystander.id, email_domains: [] });
  });
});
