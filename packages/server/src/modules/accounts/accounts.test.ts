import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index';
import { makeAccount, makeCompany, makeUserGroup, makeUserManager, TEST_PASSWORD } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Two companies with a member each, a user manager in the first, and a staff user. */
async function world() {
  const a = await makeCompany(t.db, { services: ['tool', 'prefab'] });
  const b = await makeCompany(t.db, { systemType: 'seller' });
  const alice = await makeAccount(t.db, a.id);
  const colleague = await makeAccount(t.db, a.id);
  const manager = await makeUserManager(t.db, a.id);
  const bob = await makeAccount(t.db, b.id);
  const staff = await makeAccount(t.db, b.id, { isStaff: true });
  const as = async (account: { id: number; companyId: number }) => t.as(await t.signIn(account.id, account.companyId));
  return { a, b, alice, colleague, manager, bob, staff, as };
}

describe('GET accounts/{id}/', () => {
  it('answers your own account with the current company, its flags and your group settings', async () => {
    const a = await makeCompany(t.db, { services: ['tool'] });
    const group = await makeUserGroup(t.db, a.id, { allow_edit_all_tool_transfer: true });
    const me = await makeAccount(t.db, a.id, { userGroupId: group.id });
    const res = await (await t.as(await t.signIn(me.id, a.id)))({ method: 'GET', url: `/api/v1/accounts/${me.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: me.id,
      first_name: 'Test',
      last_name: 'User',
      email: me.email,
      job_title: '',
      work_phone: '',
      phone: '',
      company: {
        id: a.id,
        name: a.name,
        system_type: 'buyer',
        procurement_services: true,
        tool_services: true,
        prefab_services: false,
        inventory_services: false,
        temp_power_services: false,
        two_way_authentication_enabled: false,
      },
      employer_id: a.id,
      is_staff: false,
      is_active: true,
      email_validation_status: true,
      direct_to_quick_start: false,
      mfa_code_delivery_method: 'email',
      loading_setting: {},
      user_group_settings: { allow_edit_all_tool_transfer: true },
      membership_status: 'active',
      // Grants nobody else in the company holds are open to all; this one the group holds.
      permissions: { allow_edit_all_tool_transfer: true, hide_project_material: false, allow_edit_all_orders: true, allow_manage_users: true, allow_manage_company: true },
    });
  });

  it("lets a user manager and staff read a colleague, but not a plain colleague or another company's user", async () => {
    const w = await world();
    expect((await (await w.as(w.manager))({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(200);
    expect((await (await w.as(w.staff))({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(200);
    expect((await (await w.as(w.colleague))({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(403);
    const cross = await (await w.as(w.bob))({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` });
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    const w = await world();
    expect((await t.as(null)({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(401);
    expect((await (await w.as(w.alice))({ method: 'GET', url: '/api/v1/accounts/abc/' })).statusCode).toBe(400);
  });
});

describe('PUT accounts/{id}/', () => {
  const profile = { first_name: 'Alicia', last_name: 'Keyes', job_title: 'Estimator', work_phone: '(303) 555-0123', phone: '(720) 555-0100' };

  it('updates your profile', async () => {
    const w = await world();
    const res = await (await w.as(w.alice))({ method: 'PUT', url: `/api/v1/accounts/${w.alice.id}/`, payload: profile });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(profile);
  });

  it("lets staff update anyone, but not a colleague, a user manager or another company's user", async () => {
    const w = await world();
    expect((await (await w.as(w.staff))({ method: 'PUT', url: `/api/v1/accounts/${w.alice.id}/`, payload: profile })).statusCode).toBe(200);
    expect((await (await w.as(w.colleague))({ method: 'PUT', url: `/api/v1/accounts/${w.alice.id}/`, payload: profile })).statusCode).toBe(403);
    expect((await (await w.as(w.manager))({ method: 'PUT', url: `/api/v1/accounts/${w.alice.id}/`, payload: profile })).statusCode).toBe(403);
    expect((await (await w.as(w.bob))({ method: 'PUT', url: `/api/v1/accounts/${w.alice.id}/`, payload: profile })).statusCode).toBe(404);
    const [alice] = await t.db.select().from(accounts).where(eq(accounts.id, w.alice.id));
    expect(alice.firstName).toBe('Alicia');
  });

  it('rejects missing and malformed fields', async () => {
    const w = await world();
    const call = await w.as(w.alice);
    expect((await call({ method: 'PUT', url: `/api/v1/accounts/${w.alice.id}/`, payload: {} })).json()).toEqual({ first_name: ['This field is required.'], last_name: ['This field is required.'] });
    expect((await call({ method: 'PUT', url: `/api/v1/accounts/${w.alice.id}/`, payload: { first_name: '', last_name: 7 } })).statusCode).toBe(400);
  });
});

describe('POST accounts/{id}/change_password/', () => {
  it('changes the password and ends your other sessions, keeping this one', async () => {
    const w = await world();
    const other = await t.signIn(w.alice.id, w.a.id);
    const mine = await t.signIn(w.alice.id, w.a.id);
    const res = await t.as(mine)({ method: 'POST', url: `/api/v1/accounts/${w.alice.id}/change_password/`, payload: { old_password: TEST_PASSWORD, new_password: 'a-brand-new-secret' } });
    expect(res.statusCode).toBe(200);
    expect((await t.as(other)({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(401);
    expect((await t.as(mine)({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(200);
    const login = await t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: w.alice.email, password: 'a-brand-new-secret' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong old password and a weak new one', async () => {
    const w = await world();
    const call = await w.as(w.alice);
    const url = `/api/v1/accounts/${w.alice.id}/change_password/`;
    expect((await call({ method: 'POST', url, payload: { old_password: 'wrong-one-1', new_password: 'a-brand-new-secret' } })).json()).toEqual({
      old_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
    expect((await call({ method: 'POST', url, payload: { old_password: TEST_PASSWORD, new_password: 'qwerty123' } })).json()).toEqual({ new_password: ['This password is too common.'] });
    expect(Object.keys((await call({ method: 'POST', url, payload: {} })).json()).sort()).toEqual(['new_password', 'old_password']);
  });

  it("refuses to change someone else's password, even for staff", async () => {
    const w = await world();
    const payload = { old_password: TEST_PASSWORD, new_password: 'a-brand-new-secret' };
    expect((await (await w.as(w.bob))({ method: 'POST', url: `/api/v1/accounts/${w.alice.id}/change_password/`, payload })).statusCode).toBe(404);
    expect((await (await w.as(w.colleague))({ method: 'POST', url: `/api/v1/accounts/${w.alice.id}/change_password/`, payload })).statusCode).toBe(403);
    expect((await (await w.as(w.staff))({ method: 'POST', url: `/api/v1/accounts/${w.alice.id}/change_password/`, payload })).statusCode).toBe(403);
  });
});

describe('DELETE accounts/{id}/', () => {
  it('deactivates your own account, ends its sessions and clears the cookie', async () => {
    const w = await world();
    const other = await t.signIn(w.alice.id, w.a.id);
    const res = await (await w.as(w.alice))({ method: 'DELETE', url: `/api/v1/accounts/${w.alice.id}/` });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sessionid')?.value).toBe('');
    expect((await t.as(other)({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(401);
    const login = await t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: w.alice.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(400);
  });

  it("lets staff deactivate anyone, and refuses colleagues and other companies' users", async () => {
    const w = await world();
    expect((await (await w.as(w.bob))({ method: 'DELETE', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(404);
    expect((await (await w.as(w.manager))({ method: 'DELETE', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(403);
    expect((await (await w.as(w.staff))({ method: 'DELETE', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(204);
  });
});

describe('POST accounts/{id}/update_load_setting/', () => {
  it('merges view preferences key by key', async () => {
    const w = await world();
    const call = await w.as(w.alice);
    const url = `/api/v1/accounts/${w.alice.id}/update_load_setting/`;
    await call({ method: 'POST', url, payload: { loading_setting: { notification_view_filters: { notification_filter: 'show_all' } } } });
    const res = await call({ method: 'POST', url, payload: { loading_setting: { dashboard: { orders: 'collapsed' } } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().loading_setting).toEqual({ notification_view_filters: { notification_filter: 'show_all' }, dashboard: { orders: 'collapsed' } });
  });

  it('rejects a missing, non-object or oversized setting, and other users', async () => {
    const w = await world();
    const call = await w.as(w.alice);
    const url = `/api/v1/accounts/${w.alice.id}/update_load_setting/`;
    expect((await call({ method: 'POST', url, payload: {} })).json()).toEqual({ loading_setting: ['This field is required.'] });
    expect((await call({ method: 'POST', url, payload: { loading_setting: 'x' } })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url, payload: { loading_setting: { big: 'x'.repeat(70_000) } } })).statusCode).toBe(400);
    expect((await (await w.as(w.bob))({ method: 'POST', url, payload: { loading_setting: {} } })).statusCode).toBe(404);
  });
});

describe('POST update_account_setting', () => {
  it('changes the code delivery method and the quick-start preference', async () => {
    const w = await world();
    const call = await w.as(w.alice);
    const a = await call({ method: 'POST', url: '/api/v1/update_account_setting', payload: { action: 'mfa_code_delivery_method', value: 'text' } });
    expect(a.json().mfa_code_delivery_method).toBe('text');
    const b = await call({ method: 'POST', url: '/api/v1/update_account_setting', payload: { action: 'direct_to_quick_start', value: true } });
    expect(b.json().direct_to_quick_start).toBe(true);
  });

  it('needs a phone for text codes under two-way authentication', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const me = await makeAccount(t.db, company.id);
    const call = t.as(await t.signIn(me.id, company.id));
    const res = await call({ method: 'POST', url: '/api/v1/update_account_setting', payload: { action: 'mfa_code_delivery_method', value: 'text' } });
    expect(res.json()).toEqual({ value: ['Please enter phone #.'] });
  });

  it('rejects unknown actions and wrong values', async () => {
    const w = await world();
    const call = await w.as(w.alice);
    expect((await call({ method: 'POST', url: '/api/v1/update_account_setting', payload: { action: 'is_staff', value: true } })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url: '/api/v1/update_account_setting', payload: { action: 'direct_to_quick_start', value: 'yes' } })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url: '/api/v1/update_account_setting', payload: {} })).statusCode).toBe(400);
  });
});

describe('POST update_user_email', () => {
  it('changes your email, marks it unverified and mails a new verification link', async () => {
    const w = await world();
    const res = await (await w.as(w.alice))({ method: 'POST', url: '/api/v1/update_user_email', payload: { email: 'Alice.New@Example.TEST' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'alice.new@example.test', email_validation_status: false });
    expect(t.mailer.lastLinkTo('alice.new@example.test')?.pathname).toBe('/verifyemail');
  });

  it("lets a user manager change a colleague's email, but not another company's user", async () => {
    const w = await world();
    const mgr = await w.as(w.manager);
    expect((await mgr({ method: 'POST', url: '/api/v1/update_user_email', payload: { user_id: w.alice.id, email: `a-${Date.now()}@example.test` } })).statusCode).toBe(200);
    expect((await mgr({ method: 'POST', url: '/api/v1/update_user_email', payload: { user_id: w.bob.id, email: `b-${Date.now()}@example.test` } })).statusCode).toBe(404);
    const colleague = await w.as(w.colleague);
    expect((await colleague({ method: 'POST', url: '/api/v1/update_user_email', payload: { user_id: w.alice.id, email: `c-${Date.now()}@example.test` } })).statusCode).toBe(403);
  });

  it('refuses a taken or malformed email', async () => {
    const w = await world();
    const call = await w.as(w.alice);
    expect((await call({ method: 'POST', url: '/api/v1/update_user_email', payload: { email: w.bob.email } })).json()).toEqual({ email: ['An account with this email already exists.'] });
    expect((await call({ method: 'POST', url: '/api/v1/update_user_email', payload: { email: 'nope' } })).json()).toEqual({ email: ['Enter a valid email address.'] });
    expect((await call({ method: 'POST', url: '/api/v1/update_user_email', payload: {} })).json()).toEqual({ email: ['Please Enter Email'] });
  });
});

describe('API documentation', () => {
  it('documents every accounts, auth and single sign-on call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/v1/auth/LoginValidation/',
      '/api/v1/auth/login/',
      '/api/v1/auth/logout/',
      '/api/v1/auth/startresetpassword/',
      '/api/v1/auth/resetpassword/',
      '/api/v1/sso/saml/',
      '/api/v1/sso/saml/{company_id}/acs/',
      '/api/v1/sso/saml/{company_id}/metadata/',
      '/api/v1/sso/saml/config/{company_id}/',
      '/api/v1/accounts/',
      '/api/v1/accounts/{id}/',
      '/api/v1/accounts/{id}/activate_user/',
      '/api/v1/accounts/resend_validation_email/',
      '/api/v1/accounts/{id}/change_password/',
      '/api/v1/accounts/{id}/update_load_setting/',
      '/api/v1/get_email_list',
      '/api/v1/search_user_list',
      '/api/v1/search_message_user_list',
      '/api/v1/update_account_setting',
      '/api/v1/update_user_email',
      '/api/v1/adjust_user_status',
      '/api/v1/bulk_reminder_verify_user',
      '/api/v1/create_internal_user',
      '/api/v1/switch_company',
      '/api/v1/change_employer',
      '/api/v1/switchable_companies',
      '/api/v1/allowed_companies',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
