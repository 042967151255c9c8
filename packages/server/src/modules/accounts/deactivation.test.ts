import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@jobsite/core';
import { accounts, companyMemberships } from '../../db/schema/index';
import { makeAccount, makeCompany, makeUserManager, TEST_PASSWORD } from '../../../test/factories';
import { buildTestApp, sessionFrom, type TestApp } from '../../../test/helper';
import { addMembership } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Pat is employed by Alpha and also a member of Beta; each company has its own user manager. */
async function world() {
  const a = await makeCompany(t.db, { name: `Alpha ${Date.now()}` });
  const b = await makeCompany(t.db, { name: `Beta ${Date.now()}` });
  const pat = await makeAccount(t.db, a.id);
  await addMembership(t.db, pat.id, b.id);
  const managerA = await makeUserManager(t.db, a.id);
  const managerB = await makeUserManager(t.db, b.id);
  const staff = await makeAccount(t.db, b.id, { isStaff: true });
  const as = async (accountId: number, companyId: number) => t.as(await t.signIn(accountId, companyId));
  const adjust = async (by: { id: number; companyId: number }, userId: number, isActive: boolean) =>
    (await as(by.id, by.companyId))({ method: 'POST', url: '/api/v1/adjust_user_status', payload: { user_id: userId, is_active: isActive } });
  const login = () => t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: pat.email, password: TEST_PASSWORD } });
  /** Pat as the given company's user list shows them (undefined: not listed). */
  const listed = async (manager: { id: number; companyId: number }) => {
    const call = await as(manager.id, manager.companyId);
    const users = (await call({ method: 'GET', url: '/api/v1/search_user_list?page_size=100' })).json().results as { id: number; is_active: boolean }[];
    const members = (await call({ method: 'GET', url: '/api/v1/company_members/?page_size=100' })).json().results as { account_id: number; is_active: boolean }[];
    return { users: users.find((u) => u.id === pat.id)?.is_active, members: members.find((m) => m.account_id === pat.id)?.is_active };
  };
  return { a, b, pat, managerA, managerB, staff, as, adjust, login, listed };
}

describe("a user manager's deactivation acts in their own company only", () => {
  it('deactivates a member of two companies in the first: their sessions there end, the other company keeps them', async () => {
    const w = await world();
    const inA = t.as(await t.signIn(w.pat.id, w.a.id));
    const inB = t.as(await t.signIn(w.pat.id, w.b.id));

    const off = await w.adjust(w.managerA, w.pat.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: w.pat.id, is_active: false });

    // The account itself stays active; only the membership in Alpha is deactivated.
    expect((await t.db.select({ on: accounts.isActive }).from(accounts).where(eq(accounts.id, w.pat.id)))[0].on).toBe(true);
    const [membershipA] = await t.db
      .select({ status: companyMemberships.status })
      .from(companyMemberships)
      .where(and(eq(companyMemberships.accountId, w.pat.id), eq(companyMemberships.companyId, w.a.id)));
    expect(membershipA.status).toBe('deactivated');

    expect((await inA({ method: 'GET', url: `/api/v1/accounts/${w.pat.id}/` })).statusCode).toBe(401);
    const stillB = await inB({ method: 'GET', url: `/api/v1/accounts/${w.pat.id}/` });
    expect([stillB.statusCode, stillB.json().company.id, stillB.json().is_active]).toEqual([200, w.b.id, true]);
    expect((await inB({ method: 'GET', url: '/api/v1/ListProject/' })).statusCode).toBe(200);

    expect(await w.listed(w.managerA)).toEqual({ users: false, members: false });
    expect(await w.listed(w.managerB)).toEqual({ users: true, members: true });
  });

  it('keeps a member deactivated in a company out of it: sign-in goes to their other company, no switching back, a session there is held', async () => {
    const w = await world();
    await w.adjust(w.managerA, w.pat.id, false);

    // Alpha employs Pat, but signing in now acts for Beta.
    const login = await w.login();
    expect(login.statusCode).toBe(200);
    expect(login.json().account.company.id).toBe(w.b.id);
    const call = t.as(sessionFrom(login));
    expect((await call({ method: 'GET', url: '/api/v1/ListProject/' })).statusCode).toBe(200);

    expect((await call({ method: 'GET', url: '/api/v1/allowed_companies' })).json().map((c: { id: number }) => c.id)).toEqual([w.b.id]);
    expect((await call({ method: 'GET', url: '/api/v1/switchable_companies' })).json()).toEqual([]);
    expect((await call({ method: 'POST', url: '/api/v1/switch_company', payload: { company_id: w.a.id } })).statusCode).toBe(403);
    expect((await call({ method: 'POST', url: '/api/v1/switch_company', payload: { company_id: w.a.id, escape_refresh_token: true } })).statusCode).toBe(403);
    expect((await call({ method: 'GET', url: `/api/v1/companies/${w.a.id}/` })).statusCode).toBe(404);

    // A session in Alpha however made (one left over, a race) reads nothing there.
    const held = await (await w.as(w.pat.id, w.a.id))({ method: 'GET', url: '/api/v1/ListProject/' });
    expect([held.statusCode, held.json()]).toEqual([403, { detail: messages.holdMembershipDeactivated }]);

    // Alpha's pickers and mail lists leave Pat out; Beta's keep them.
    const managerA = await w.as(w.managerA.id, w.a.id);
    expect((await managerA({ method: 'GET', url: '/api/v1/search_message_user_list?search_text=' })).json().map((u: { id: number }) => u.id)).not.toContain(w.pat.id);
    expect((await managerA({ method: 'GET', url: '/api/v1/get_email_list' })).json().map((u: { id: number }) => u.id)).not.toContain(w.pat.id);
    const managerB = await w.as(w.managerB.id, w.b.id);
    expect((await managerB({ method: 'GET', url: '/api/v1/get_email_list' })).json().map((u: { id: number }) => u.id)).toContain(w.pat.id);
  });

  it('activates them again in the company, which lets them back in', async () => {
    const w = await world();
    const inB = t.as(await t.signIn(w.pat.id, w.b.id));
    await w.adjust(w.managerA, w.pat.id, false);
    const on = await w.adjust(w.managerA, w.pat.id, true);
    expect(on.json()).toMatchObject({ id: w.pat.id, is_active: true });
    expect(await w.listed(w.managerA)).toEqual({ users: true, members: true });

    const login = await w.login();
    expect(login.json().account.company.id).toBe(w.a.id);
    const call = t.as(sessionFrom(login));
    expect((await call({ method: 'GET', url: '/api/v1/ListProject/' })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/v1/switchable_companies' })).json().map((c: { id: number }) => c.id)).toEqual([w.b.id]);
    // Beta's session went on throughout.
    expect((await inB({ method: 'GET', url: '/api/v1/ListProject/' })).statusCode).toBe(200);
  });

  it('refuses signing in when every company deactivated the account', async () => {
    const w = await world();
    await w.adjust(w.managerA, w.pat.id, false);
    await w.adjust(w.managerB, w.pat.id, false);
    const login = await w.login();
    expect([login.statusCode, login.json()]).toEqual([400, { detail: messages.signInDeactivated }]);
    expect(login.cookies.find((c) => c.name === 'sessionid' && c.value)).toBeUndefined();
  });

  it('mails no password reset to an account every company deactivated, and a link mailed before changes nothing', async () => {
    const w = await world();
    const post = (url: string, payload: object) => t.as(null)({ method: 'POST', url: `/api/v1/${url}`, payload });
    // a link mailed while Beta still had them
    await w.adjust(w.managerA, w.pat.id, false);
    expect((await post('auth/startresetpassword/', { email: w.pat.email })).statusCode).toBe(200);
    const code = t.mailer.lastLinkTo(w.pat.email)?.searchParams.get('email_verification_code');
    expect(code).toMatch(/^[0-9a-f]{40}$/);
    await w.adjust(w.managerB, w.pat.id, false);
    const [before] = await t.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, w.pat.id));
    const reset = await post('auth/resetpassword/', { email: w.pat.email, email_verification_code: code, new_password: 'a-brand-new-secret' });
    expect([reset.statusCode, reset.json()]).toEqual([400, { detail: messages.signInDeactivated }]);
    expect(reset.cookies.find((c) => c.name === 'sessionid' && c.value)).toBeUndefined();
    const [after] = await t.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, w.pat.id));
    expect(after.hash).toBe(before.hash);
    // a new request answers as for anyone, and mails nothing
    const mailed = t.mailer.lastLinkTo(w.pat.email)?.href;
    const again = await post('auth/startresetpassword/', { email: w.pat.email });
    expect([again.statusCode, again.json()]).toEqual([200, { detail: 'Password reset e-mail has been sent.' }]);
    expect(t.mailer.lastLinkTo(w.pat.email)?.href).toBe(mailed);
  });

  it('does not approve a request to join through activation, nor reach users outside the company', async () => {
    const w = await world();
    const joiner = await makeAccount(t.db, w.b.id);
    await addMembership(t.db, joiner.id, w.a.id, undefined, 'pending');
    expect((await w.adjust(w.managerA, joiner.id, true)).statusCode).toBe(404);
    const [membership] = await t.db
      .select({ status: companyMemberships.status })
      .from(companyMemberships)
      .where(and(eq(companyMemberships.accountId, joiner.id), eq(companyMemberships.companyId, w.a.id)));
    expect(membership.status).toBe('pending');

    const betaOnly = await makeAccount(t.db, w.b.id);
    expect((await w.adjust(w.managerA, betaOnly.id, false)).statusCode).toBe(404);
    expect((await w.adjust(w.managerA, betaOnly.id, true)).statusCode).toBe(404);
  });

  it('leaves an account staff deactivated alone when it belongs to another company too', async () => {
    const w = await world();
    expect((await w.adjust(w.staff, w.pat.id, false)).statusCode).toBe(200);
    const res = await w.adjust(w.managerA, w.pat.id, true);
    expect(res.statusCode).toBe(403);
    expect((await t.db.select({ on: accounts.isActive }).from(accounts).where(eq(accounts.id, w.pat.id)))[0].on).toBe(false);
  });
});

describe("staff's deactivation stays account-wide", () => {
  it('ends the sessions in every company and refuses signing in', async () => {
    const w = await world();
    const inA = t.as(await t.signIn(w.pat.id, w.a.id));
    const inB = t.as(await t.signIn(w.pat.id, w.b.id));
    const off = await w.adjust(w.staff, w.pat.id, false);
    expect([off.statusCode, off.json().is_active]).toEqual([200, false]);
    expect((await t.db.select({ on: accounts.isActive }).from(accounts).where(eq(accounts.id, w.pat.id)))[0].on).toBe(false);
    expect((await inA({ method: 'GET', url: `/api/v1/accounts/${w.pat.id}/` })).statusCode).toBe(401);
    expect((await inB({ method: 'GET', url: `/api/v1/accounts/${w.pat.id}/` })).statusCode).toBe(401);
    expect((await w.login()).statusCode).toBe(400);
    expect(await w.listed(w.managerB)).toEqual({ users: false, members: false });
  });
});

describe("a user manager and an account shared with another company", () => {
  it("may not change its email: the email signs it in to the other company too (a new one and a password reset would take it over)", async () => {
    const w = await world();
    const byA = await w.as(w.managerA.id, w.managerA.companyId);
    const taken = await byA({ method: 'POST', url: '/api/v1/update_user_email', payload: { user_id: w.pat.id, email: `mine-${Date.now()}@alpha.test` } });
    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toEqual({ detail: 'This user belongs to other companies too, so only they (or support) can change their email.' });
    expect((await t.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, w.pat.id)))[0].email).toBe(w.pat.email);
    // Pat may, and staff may; a member of Alpha alone stays Alpha's manager's to change
    const own = await (await w.as(w.pat.id, w.a.id))({ method: 'POST', url: '/api/v1/update_user_email', payload: { email: `pat-${Date.now()}@alpha.test` } });
    expect(own.statusCode, own.body).toBe(200);
    const bySupport = await (await w.as(w.staff.id, w.b.id))({ method: 'POST', url: '/api/v1/update_user_email', payload: { user_id: w.pat.id, email: `pat2-${Date.now()}@alpha.test` } });
    expect(bySupport.statusCode, bySupport.body).toBe(200);
    const only = await makeAccount(t.db, w.a.id);
    const moved = await byA({ method: 'POST', url: '/api/v1/update_user_email', payload: { user_id: only.id, email: `only-${Date.now()}@alpha.test` } });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});
