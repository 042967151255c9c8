import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPermissionRefusal } from '@jobsite/core';
import { accounts, companyMemberships } from '../../db/schema/index';
import { makeAccount, makeCompany, makeUserGroup, makeUserManager } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function world() {
  const a = await makeCompany(t.db, { name: `Alpha ${Date.now()}` });
  const b = await makeCompany(t.db, { name: `Beta ${Date.now()}` });
  const alice = await makeAccount(t.db, a.id, { email: `alice-${Date.now()}@alpha.test` });
  const colleague = await makeAccount(t.db, a.id, { emailVerified: false });
  const manager = await makeUserManager(t.db, a.id);
  const bob = await makeAccount(t.db, b.id, { email: `bob-${Date.now()}@beta.test`, emailVerified: false });
  const staff = await makeAccount(t.db, b.id, { isStaff: true });
  const as = async (account: { id: number; companyId: number }) => t.as(await t.signIn(account.id, account.companyId));
  return { a, b, alice, colleague, manager, bob, staff, as };
}

describe('GET get_email_list', () => {
  it("lists the emails of your company's active users only", async () => {
    const w = await world();
    await t.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, w.colleague.id));
    const res = await (await w.as(w.alice))({ method: 'GET', url: '/api/v1/get_email_list' });
    expect(res.statusCode).toBe(200);
    const emails = res.json().map((e: { email: string }) => e.email);
    expect(emails).toContain(w.alice.email);
    expect(emails).toContain(w.manager.email);
    expect(emails).not.toContain(w.colleague.email);
    expect(emails).not.toContain(w.bob.email);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), email: expect.any(String), first_name: 'Test', last_name: 'User' });
  });

  it('needs a session', async () => {
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/get_email_list' })).statusCode).toBe(401);
  });
});

describe('GET search_user_list', () => {
  it('searches your company by name or email, paged', async () => {
    const w = await world();
    const call = await w.as(w.alice);
    const all = await call({ method: 'GET', url: '/api/v1/search_user_list?page_size=2' });
    expect(all.json()).toMatchObject({ count: 3, previous: null, next: expect.stringContaining('page=2') });
    expect(all.json().results).toHaveLength(2);
    const found = await call({ method: 'GET', url: `/api/v1/search_user_list?search_text=${encodeURIComponent('alice-')}` });
    expect(found.json().results.map((u: { id: number }) => u.id)).toEqual([w.alice.id]);
    expect(found.json().results[0]).toMatchObject({ company_id: w.a.id, company_name: w.a.name, is_active: true });
    const cross = await call({ method: 'GET', url: `/api/v1/search_user_list?search_text=${encodeURIComponent(w.bob.email)}` });
    expect(cross.json().count).toBe(0);
  });

  it('searches every company with is_staff=true, for staff only', async () => {
    const w = await world();
    const staff = await w.as(w.staff);
    const res = await staff({ method: 'GET', url: `/api/v1/search_user_list?is_staff=true&search_text=${encodeURIComponent(w.alice.email)}` });
    expect(res.json().results.map((u: { id: number }) => u.id)).toEqual([w.alice.id]);
    const denied = await (await w.as(w.alice))({ method: 'GET', url: '/api/v1/search_user_list?is_staff=true' });
    expect(denied.statusCode).toBe(403);
  });

  it('rejects malformed paging and flags', async () => {
    const w = await world();
    const call = await w.as(w.alice);
    expect((await call({ method: 'GET', url: '/api/v1/search_user_list?page=0' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/v1/search_user_list?is_staff=maybe' })).statusCode).toBe(400);
  });

  it('takes % and _ in the search literally', async () => {
    const w = await world();
    const res = await (await w.as(w.alice))({ method: 'GET', url: '/api/v1/search_user_list?search_text=%25' });
    expect(res.json().count).toBe(0);
  });
});

describe('GET search_message_user_list', () => {
  it('finds active colleagues to message, not yourself and not other companies', async () => {
    const w = await world();
    const res = await (await w.as(w.alice))({ method: 'GET', url: '/api/v1/search_message_user_list?search_text=' });
    const ids = res.json().map((u: { id: number }) => u.id);
    expect(ids.sort()).toEqual([w.colleague.id, w.manager.id].sort());
    const cross = await (await w.as(w.alice))({ method: 'GET', url: `/api/v1/search_message_user_list?search_text=${encodeURIComponent(w.bob.email)}` });
    expect(cross.json()).toEqual([]);
  });

  it('rejects an overlong search', async () => {
    const w = await world();
    expect((await (await w.as(w.alice))({ method: 'GET', url: `/api/v1/search_message_user_list?search_text=${'x'.repeat(201)}` })).statusCode).toBe(400);
  });
});

describe('POST adjust_user_status', () => {
  it('lets a user manager deactivate a colleague, which ends their sessions, and activate them again', async () => {
    const w = await world();
    const aliceSession = await t.signIn(w.alice.id, w.a.id);
    const mgr = await w.as(w.manager);
    const off = await mgr({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.alice.id, is_active: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: w.alice.id, is_active: false });
    expect((await t.as(aliceSession)({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(401);
    const on = await mgr({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.alice.id, is_active: true } });
    expect(on.json().is_active).toBe(true);
  });

  it('refuses a manager deactivating themselves; deactivating the last user manager opens the grant to the members again, not locking the company out', async () => {
    const w = await world();
    const mgr = await w.as(w.manager);
    const self = await mgr({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.manager.id, is_active: false } });
    expect([self.statusCode, self.json()]).toEqual([400, { detail: 'You cannot deactivate your own account. Another user manager can.' }]);
    expect((await t.db.select({ on: accounts.isActive }).from(accounts).where(eq(accounts.id, w.manager.id)))[0].on).toBe(true);
    // alice manages nobody while the manager's group holds the grant
    const alice = await w.as(w.alice);
    expect((await alice({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.colleague.id, is_active: true } })).statusCode).toBe(403);
    // staff deactivate the only manager: no active member holds it, so every member may manage users (decision record 012)
    expect((await (await w.as(w.staff))({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.manager.id, is_active: false } })).statusCode).toBe(200);
    expect((await alice({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).json().permissions).toMatchObject({ allow_manage_users: true });
    expect((await alice({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.manager.id, is_active: true } })).statusCode).toBe(200);
    // the manager is back, and holds the grant alone again
    expect((await alice({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.colleague.id, is_active: true } })).statusCode).toBe(403);
  });

  it("refuses plain users, and other companies' users unless staff", async () => {
    const w = await world();
    expect((await (await w.as(w.colleague))({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.alice.id, is_active: false } })).statusCode).toBe(403);
    expect((await (await w.as(w.manager))({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.bob.id, is_active: false } })).statusCode).toBe(404);
    expect((await (await w.as(w.staff))({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: w.alice.id, is_active: false } })).statusCode).toBe(200);
  });

  it('does not let a user manager deactivate a staff account that is a member of the company', async () => {
    const w = await world();
    const staffMember = await makeAccount(t.db, w.a.id, { isStaff: true });
    const res = await (await w.as(w.manager))({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: staffMember.id, is_active: false } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This is a support staff account: support manages it, not your company.' });
    // the members list says so, so the screen offers no Deactivate it would refuse
    const members = (await (await w.as(w.manager))({ method: 'GET', url: '/api/v1/company_members/?page_size=100' })).json().results as { account_id: number; is_staff: boolean }[];
    expect(members.find((m) => m.account_id === staffMember.id)?.is_staff).toBe(true);
    expect(members.find((m) => m.account_id === w.alice.id)?.is_staff).toBe(false);
  });

  it('rejects missing and malformed fields', async () => {
    const w = await world();
    const mgr = await w.as(w.manager);
    expect((await mgr({ method: 'POST', url: '/api/v1/adjust_user_status', payload: {} })).json()).toEqual({ user_id: ['This field is required.'], is_active: ['This field is required.'] });
    expect((await mgr({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: 'x', is_active: 'no' } })).statusCode).toBe(400);
  });
});

describe('POST bulk_reminder_verify_user', () => {
  it('mails unverified colleagues and skips verified users and other companies', async () => {
    const w = await world();
    const res = await (await w.as(w.manager))({ method: 'POST', url: '/api/v1/bulk_reminder_verify_user', payload: { user_ids: [w.colleague.id, w.alice.id, w.bob.id] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Sent 1 reminder.', sent_count: 1 });
    expect(t.mailer.lastLinkTo(w.colleague.email)?.pathname).toBe('/verifyemail');
    expect(t.mailer.lastTo(w.bob.email)).toBeUndefined();
  });

  it('is for user managers and staff, and needs a list of ids', async () => {
    const w = await world();
    expect((await (await w.as(w.alice))({ method: 'POST', url: '/api/v1/bulk_reminder_verify_user', payload: { user_ids: [w.colleague.id] } })).statusCode).toBe(403);
    const staff = await (await w.as(w.staff))({ method: 'POST', url: '/api/v1/bulk_reminder_verify_user', payload: { user_ids: [w.bob.id] } });
    expect(staff.json().sent_count).toBe(1);
    const mgr = await w.as(w.manager);
    expect((await mgr({ method: 'POST', url: '/api/v1/bulk_reminder_verify_user', payload: { user_ids: [] } })).json()).toEqual({ user_ids: ['This list may not be empty.'] });
    expect((await mgr({ method: 'POST', url: '/api/v1/bulk_reminder_verify_user', payload: {} })).statusCode).toBe(400);
  });
});

describe('POST create_internal_user', () => {
  it('creates a user in your current company and mails a link to set a password', async () => {
    const w = await world();
    const group = await makeUserGroup(t.db, w.a.id, { allow_edit_all_tool_transfer: true });
    const email = `new-${Date.now()}@alpha.test`;
    const res = await (await w.as(w.manager))({
      method: 'POST',
      url: '/api/v1/create_internal_user',
      payload: { first_name: 'Nia', last_name: 'Newman', email, job_title: 'Foreman', user_group_id: group.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email, company_id: w.a.id, email_validation_status: false });
    const link = t.mailer.lastLinkTo(email)!;
    expect(link.pathname).toBe('/reset-password');
    const done = await t.as(null)({
      method: 'POST',
      url: '/api/v1/auth/resetpassword/',
      payload: { email, email_verification_code: link.searchParams.get('email_verification_code'), new_password: 'nias-own-secret' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().account).toMatchObject({ email_validation_status: true, user_group_settings: { allow_edit_all_tool_transfer: true } });
  });

  it("refuses plain users, a taken email and another company's user group", async () => {
    const w = await world();
    const payload = { first_name: 'X', last_name: 'Y', email: `x-${Date.now()}@alpha.test` };
    expect((await (await w.as(w.alice))({ method: 'POST', url: '/api/v1/create_internal_user', payload })).json()).toEqual({ detail: groupPermissionRefusal('allow_manage_users') });
    const mgr = await w.as(w.manager);
    expect((await mgr({ method: 'POST', url: '/api/v1/create_internal_user', payload: { ...payload, email: w.bob.email } })).json()).toEqual({
      email: ['An account with this email already exists.'],
    });
    const foreign = await makeUserGroup(t.db, w.b.id, {});
    const res = await mgr({ method: 'POST', url: '/api/v1/create_internal_user', payload: { ...payload, user_group_id: foreign.id } });
    expect(res.json()).toEqual({ user_group_id: [`Invalid pk "${foreign.id}" - object does not exist.`] });
    expect(Object.keys((await mgr({ method: 'POST', url: '/api/v1/create_internal_user', payload: {} })).json()).sort()).toEqual(['email', 'first_name', 'last_name']);
  });
});

describe('user management in a company where nobody manages users yet', () => {
  it("is open to its first user, as its groups and requests to join are (the account answers allow_manage_users), until a group holds it", async () => {
    const fresh = await makeCompany(t.db, { name: `Fresh ${Date.now()}` });
    const founder = await makeAccount(t.db, fresh.id);
    const asFounder = t.as(await t.signIn(founder.id, fresh.id));
    expect((await asFounder({ method: 'GET', url: `/api/v1/accounts/${founder.id}/` })).json().permissions.allow_manage_users).toBe(true);
    const created = await asFounder({ method: 'POST', url: '/api/v1/create_internal_user', payload: { first_name: 'Ada', last_name: 'First', email: `ada-${Date.now()}@fresh.test` } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await asFounder({ method: 'GET', url: `/api/v1/accounts/${created.json().id}/` })).statusCode).toBe(200);
    const moved = await asFounder({ method: 'POST', url: '/api/v1/update_user_email', payload: { user_id: created.json().id, email: `adah-${Date.now()}@fresh.test` } });
    expect(moved.statusCode, moved.body).toBe(200);
    // once a group holds it, a member outside that group is refused, with the reason
    await makeUserManager(t.db, fresh.id);
    const again = await t.signIn(founder.id, fresh.id);
    const refused = await t.as(again)({ method: 'POST', url: '/api/v1/update_user_email', payload: { user_id: created.json().id, email: `other-${Date.now()}@fresh.test` } });
    expect(refused.json()).toEqual({ detail: groupPermissionRefusal('allow_manage_users') });
  });
});

describe('POST change_employer', () => {
  it('moves a user to another company (staff), ending their sessions', async () => {
    const w = await world();
    const session = await t.signIn(w.alice.id, w.a.id);
    const res = await (await w.as(w.staff))({ method: 'POST', url: '/api/v1/change_employer', payload: { user_id: w.alice.id, company_id: w.b.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: w.alice.id, company_id: w.b.id });
    expect((await t.as(session)({ method: 'GET', url: `/api/v1/accounts/${w.alice.id}/` })).statusCode).toBe(401);
    const memberships = await t.db.select().from(companyMemberships).where(eq(companyMemberships.accountId, w.alice.id));
    expect(memberships.map((m) => m.companyId)).toEqual([w.b.id]);
  });

  it('is for staff only and checks its input', async () => {
    const w = await world();
    expect((await (await w.as(w.manager))({ method: 'POST', url: '/api/v1/change_employer', payload: { user_id: w.alice.id, company_id: w.b.id } })).statusCode).toBe(403);
    const staff = await w.as(w.staff);
    expect((await staff({ method: 'POST', url: '/api/v1/change_employer', payload: { user_id: w.alice.id, company_id: 999999 } })).json()).toEqual({
      company_id: ['Invalid pk "999999" - object does not exist.'],
    });
    expect((await staff({ method: 'POST', url: '/api/v1/change_employer', payload: { user_id: 999999, company_id: w.b.id } })).statusCode).toBe(404);
    expect((await staff({ method: 'POST', url: '/api/v1/change_employer', payload: {} })).statusCode).toBe(400);
  });
});
