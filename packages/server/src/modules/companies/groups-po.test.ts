import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocatePoNumber } from './po-numbers';
import { companyScope } from '../../platform/scope';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let admin: { token: string };
let member: { token: string };
let them: { token: string };
let memberId: number;
let outsiderId: number;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const mine = await makeCompany(t.db);
  const other = await makeCompany(t.db);
  companyId = mine.id;
  admin = await t.signIn((await makeAccount(t.db, mine.id)).id, mine.id);
  const m = await makeAccount(t.db, mine.id);
  memberId = m.id;
  member = await t.signIn(m.id, mine.id);
  const o = await makeAccount(t.db, other.id);
  outsiderId = o.id;
  them = await t.signIn(o.id, other.id);
});
afterAll(() => t.close());

describe('user groups', () => {
  let adminsId: number;
  let fieldId: number;

  it("keeps a supplier's groups to the settings a supplier uses, and changes nothing when refused", async () => {
    const supplier = await makeCompany(t.db, { systemType: 'seller' });
    const as = t.as(await t.signIn((await makeAccount(t.db, supplier.id)).id, supplier.id));
    const refused = await as({ method: 'POST', url: '/api/v1/user_groups/', payload: { name: 'Counter', settings: { allow_manage_company: true, hide_project_material: true, allow_edit_all_orders: true } } });
    expect([refused.statusCode, refused.json()]).toEqual([400, { settings: ["A supplier's groups do not use Hide the project material option, Allow Edit All Orders (PO numbering)."] }]);
    expect((await as({ method: 'GET', url: '/api/v1/user_groups/' })).json().count).toBe(0);
    const made = await as({ method: 'POST', url: '/api/v1/user_groups/', payload: { name: 'Counter', settings: { allow_manage_company: true, allow_edit_all_tool_transfer: false } } });
    expect(made.statusCode).toBe(201);
    expect((await as({ method: 'PUT', url: `/api/v1/user_groups/${made.json().id}/`, payload: { name: 'Counter', settings: { allow_edit_all_tool_transfer: true } } })).statusCode).toBe(400);
  });

  it('refuses a name another group of the company has, in any case and spacing; another company may use it', async () => {
    const fresh = await makeCompany(t.db);
    const as = t.as(await t.signIn((await makeAccount(t.db, fresh.id)).id, fresh.id));
    const made = await as({ method: 'POST', url: '/api/v1/user_groups/', payload: { name: 'Estimators', settings: {} } });
    expect(made.statusCode).toBe(201);
    const other = (await as({ method: 'POST', url: '/api/v1/user_groups/', payload: { name: 'Foremen', settings: {} } })).json();
    for (const name of ['Estimators', ' ESTIMATORS  ']) {
      const again = await as({ method: 'POST', url: '/api/v1/user_groups/', payload: { name, settings: {} } });
      expect([again.statusCode, again.json()], name).toEqual([400, { name: ['A user group with this name already exists.'] }]);
    }
    const renamed = await as({ method: 'PUT', url: `/api/v1/user_groups/${other.id}/`, payload: { name: 'estimators', settings: {} } });
    expect([renamed.statusCode, renamed.json()]).toEqual([400, { name: ['A user group with this name already exists.'] }]);
    expect((await as({ method: 'PUT', url: `/api/v1/user_groups/${made.json().id}/`, payload: { name: 'ESTIMATORS', settings: {} } })).statusCode).toBe(200);
    const another = await makeCompany(t.db);
    const asAnother = t.as(await t.signIn((await makeAccount(t.db, another.id)).id, another.id));
    expect((await asAnother({ method: 'POST', url: '/api/v1/user_groups/', payload: { name: 'Estimators', settings: {} } })).statusCode).toBe(201);
  });

  it('lets the first member set groups up while nobody manages users yet', async () => {
    const res = await t.as(member)({ method: 'POST', url: '/api/v1/user_groups/', payload: { name: 'Admins', settings: { allow_manage_users: true, allow_edit_all_orders: true } } });
    expect(res.statusCode).toBe(201);
    adminsId = res.json().id;
    expect(res.json()).toEqual({
      id: adminsId,
      name: 'Admins',
      settings: { allow_edit_all_tool_transfer: false, hide_project_material: false, allow_edit_all_orders: true, allow_manage_users: true, allow_manage_company: false },
      member_count: 0,
    });
  });

  it('puts accounts in groups, after which only the managers change groups', async () => {
    const members = await t.as(admin)({ method: 'GET', url: '/api/v1/company_members/' });
    const adminId = members.json().results.find((r: { account_id: number }) => r.account_id !== memberId).account_id;
    const added = await t.as(admin)({ method: 'POST', url: `/api/v1/user_groups/${adminsId}/add_member/`, payload: { account_id: adminId } });
    expect(added.json().member_count).toBe(1);
    const field = await t.as(admin)({ method: 'POST', url: '/api/v1/user_groups/', payload: { name: 'Field', settings: { allow_edit_all_tool_transfer: true, hide_project_material: true } } });
    fieldId = field.json().id;
    await t.as(admin)({ method: 'POST', url: `/api/v1/user_groups/${fieldId}/add_member/`, payload: { account_id: memberId } });
    expect((await t.as(member)({ method: 'POST', url: '/api/v1/user_groups/', payload: { name: 'Mine' } })).statusCode).toBe(403);
    expect((await t.as(member)({ method: 'PUT', url: `/api/v1/user_groups/${fieldId}/`, payload: { name: 'Field', settings: { allow_manage_users: true } } })).statusCode).toBe(403);
  });

  it('enforces the group permissions through the session', async () => {
    const me = await t.as(member)({ method: 'GET', url: `/api/v1/accounts/${memberId}/` });
    expect(me.json().user_group_settings).toMatchObject({ allow_edit_all_tool_transfer: true, hide_project_material: true });
    const members = await t.as(admin)({ method: 'GET', url: '/api/v1/company_members/?search=' });
    expect(members.json().results.find((r: { account_id: number }) => r.account_id === memberId)).toMatchObject({ user_group_id: fieldId, user_group_name: 'Field' });
  });

  it('refuses accounts and groups of another company', async () => {
    expect((await t.as(admin)({ method: 'POST', url: `/api/v1/user_groups/${fieldId}/add_member/`, payload: { account_id: outsiderId } })).statusCode).toBe(400);
    expect((await t.as(them)({ method: 'POST', url: `/api/v1/user_groups/${fieldId}/add_member/`, payload: { account_id: outsiderId } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/user_groups/${fieldId}/`, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/user_groups/${fieldId}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/user_groups/' })).json().count).toBe(0);
    expect((await t.as(them)({ method: 'POST', url: '/api/v1/user_groups/remove_member/', payload: { account_id: memberId } })).statusCode).toBe(400);
  });

  it('rejects bad input', async () => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/v1/user_groups/', payload: { name: '', settings: { allow_manage_users: 'yes' } } });
    expect(Object.keys(res.json()).sort()).toEqual(['name', 'settings.allow_manage_users']);
  });

  it('removes a member from their group and deletes groups', async () => {
    expect((await t.as(admin)({ method: 'POST', url: '/api/v1/user_groups/remove_member/', payload: { account_id: memberId } })).statusCode).toBe(200);
    expect((await t.as(admin)({ method: 'DELETE', url: `/api/v1/user_groups/${fieldId}/` })).statusCode).toBe(204);
  });
});

describe('PO numbering', () => {
  it('answers the settings with a preview', async () => {
    const res = await t.as(admin)({ method: 'GET', url: '/api/v1/po_number/' });
    expect(res.json()).toEqual({ generation_type: 'company_wide', prefix: 'PO', separator: '-', padding: 4, next_number: 1, example: 'PO-0001', can_edit: true });
  });

  it('lets only Allow Edit All Orders change it', async () => {
    expect((await t.as(member)({ method: 'POST', url: '/api/v1/po_number/update/', payload: { prefix: 'X' } })).statusCode).toBe(403);
    expect((await t.as(member)({ method: 'GET', url: '/api/v1/po_number/' })).json().can_edit).toBe(false);
    const res = await t.as(admin)({ method: 'POST', url: '/api/v1/po_number/update/', payload: { prefix: 'SUM', padding: 5, next_number: 100 } });
    expect(res.json()).toMatchObject({ prefix: 'SUM', next_number: 100, example: 'SUM-00100' });
  });

  it('draws numbers that never repeat, and never moves the counter back', async () => {
    const scope = companyScope(companyId);
    expect(await allocatePoNumber(t.db, scope, {})).toBe('SUM-00100');
    expect(await allocatePoNumber(t.db, scope, {})).toBe('SUM-00101');
    const back = await t.as(admin)({ method: 'POST', url: '/api/v1/po_number/update/', payload: { next_number: 50 } });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toHaveProperty('next_number');
  });

  it('skips a number another scheme already issued', async () => {
    const scope = companyScope(companyId);
    await t.as(admin)({ method: 'POST', url: '/api/v1/po_number/update/', payload: { generation_type: 'dynamic_prefix' } });
    expect(await allocatePoNumber(t.db, scope, { dynamic_prefix: 'sum' })).toBe('SUM-00001');
    await t.as(admin)({ method: 'POST', url: '/api/v1/po_number/update/', payload: { generation_type: 'company_wide', next_number: 102 } });
    await t.as(admin)({ method: 'POST', url: '/api/v1/po_number/update/', payload: { generation_type: 'dynamic_prefix' } });
    // The SUM prefix counter is at 1; SUM-00100 and SUM-00101 were issued company-wide, so these skip them.
    for (let i = 2; i < 100; i++) await allocatePoNumber(t.db, scope, { dynamic_prefix: 'SUM' });
    expect(await allocatePoNumber(t.db, scope, { dynamic_prefix: 'SUM' })).toBe('SUM-00102');
    await expect(allocatePoNumber(t.db, scope, {})).rejects.toThrow('Select a PO prefix first.');
  });

  it('rejects bad settings', async () => {
    const res = await t.as(admin)({ method: 'POST', url: '/api/v1/po_number/update/', payload: { generation_type: 'monthly', padding: 0, prefix: 'a b' } });
    expect(Object.keys(res.json()).sort()).toEqual(['generation_type', 'padding', 'prefix']);
  });

  it('keeps a list of dynamic prefixes per company', async () => {
    const created = await t.as(admin)({ method: 'POST', url: '/api/v1/po_prefixes/', payload: { prefix: 'elec', description: 'Electrical' } });
    expect(created.json()).toMatchObject({ prefix: 'ELEC' });
    expect((await t.as(admin)({ method: 'POST', url: '/api/v1/po_prefixes/', payload: { prefix: 'ELEC' } })).json()).toEqual({ prefix: ['The prefix ELEC exists already.'] });
    expect((await t.as(member)({ method: 'POST', url: '/api/v1/po_prefixes/', payload: { prefix: 'MECH' } })).statusCode).toBe(403);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/po_prefixes/' })).json().count).toBe(0);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/po_prefixes/${created.json().id}/` })).statusCode).toBe(404);
    expect((await t.as(admin)({ method: 'GET', url: '/api/v1/po_prefixes/' })).json().count).toBe(1);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/po_number/' })).json().prefix).toBe('PO');
  });
});
