import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership } from './service';
import { makeAccount, makeCompany, makeUserGroup } from '../../../test/factories';
import { buildTestApp, sessionFrom, type TestApp } from '../../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function world() {
  const home = await makeCompany(t.db, { name: `Home ${Date.now()}` });
  const second = await makeCompany(t.db, { name: `Second ${Date.now()}`, systemType: 'seller', services: ['inventory'] });
  const stranger = await makeCompany(t.db, { name: `Stranger ${Date.now()}` });
  const group = await makeUserGroup(t.db, second.id, { hide_project_material: true });
  const me = await makeAccount(t.db, home.id);
  await addMembership(t.db, me.id, second.id, group.id);
  const session = await t.signIn(me.id, home.id);
  return { home, second, stranger, me, session, call: t.as(session) };
}

describe('GET allowed_companies and switchable_companies', () => {
  it('lists the companies you belong to, and those you can switch to from the current one', async () => {
    const w = await world();
    const allowed = await w.call({ method: 'GET', url: '/api/v1/allowed_companies' });
    expect(allowed.json()).toEqual(
      [
        { id: w.home.id, name: w.home.name, system_type: 'buyer' },
        { id: w.second.id, name: w.second.name, system_type: 'seller' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    const switchable = await w.call({ method: 'GET', url: '/api/v1/switchable_companies' });
    expect(switchable.json()).toEqual([{ id: w.second.id, name: w.second.name, system_type: 'seller' }]);
    const searched = await w.call({ method: 'GET', url: '/api/v1/allowed_companies?search_text=second' });
    expect(searched.json().map((c: { id: number }) => c.id)).toEqual([w.second.id]);
  });

  it('lets staff find any company to switch to', async () => {
    const w = await world();
    const staff = await makeAccount(t.db, w.home.id, { isStaff: true });
    const call = t.as(await t.signIn(staff.id, w.home.id));
    const res = await call({ method: 'GET', url: `/api/v1/switchable_companies?search_text=${encodeURIComponent(w.stranger.name)}` });
    expect(res.json()).toEqual([{ id: w.stranger.id, name: w.stranger.name, system_type: 'buyer' }]);
  });

  it('needs a session', async () => {
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/allowed_companies' })).statusCode).toBe(401);
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/switchable_companies' })).statusCode).toBe(401);
  });
});

describe('POST switch_company', () => {
  it("moves the session to a company you belong to, with that company's flags and your group there", async () => {
    const w = await world();
    const res = await w.call({ method: 'POST', url: '/api/v1/switch_company', payload: { company_id: w.second.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.company).toMatchObject({ id: w.second.id, system_type: 'seller', inventory_services: true });
    expect(res.json().account.user_group_settings).toEqual({ hide_project_material: true });
    expect(res.json().account.employer_id).toBe(w.home.id);
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    const me = await w.call({ method: 'GET', url: `/api/v1/accounts/${w.me.id}/` });
    expect(me.json().company.id).toBe(w.second.id);
    // Tenant lists now follow the new company.
    const list = await w.call({ method: 'GET', url: '/api/v1/get_email_list' });
    expect(list.json().map((e: { id: number }) => e.id)).toEqual([w.me.id]);
  });

  it('renews the session token when asked to, and the old token stops working', async () => {
    const w = await world();
    const res = await w.call({ method: 'POST', url: '/api/v1/switch_company', payload: { company_id: w.second.id, escape_refresh_token: true } });
    expect(res.statusCode).toBe(200);
    const fresh = sessionFrom(res);
    expect(fresh.token).not.toBe(w.session.token);
    expect((await t.as(fresh)({ method: 'GET', url: `/api/v1/accounts/${w.me.id}/` })).json().company.id).toBe(w.second.id);
    expect((await w.call({ method: 'GET', url: `/api/v1/accounts/${w.me.id}/` })).statusCode).toBe(401);
  });

  it('refuses a company you do not belong to, or that does not exist', async () => {
    const w = await world();
    const res = await w.call({ method: 'POST', url: '/api/v1/switch_company', payload: { company_id: w.stranger.id } });
    expect(res.statusCode).toBe(403);
    expect((await w.call({ method: 'POST', url: '/api/v1/switch_company', payload: { company_id: 999999 } })).statusCode).toBe(403);
    expect((await w.call({ method: 'GET', url: `/api/v1/accounts/${w.me.id}/` })).json().company.id).toBe(w.home.id);
  });

  it('lets staff switch to any company', async () => {
    const w = await world();
    const staff = await makeAccount(t.db, w.home.id, { isStaff: true });
    const call = t.as(await t.signIn(staff.id, w.home.id));
    const res = await call({ method: 'POST', url: '/api/v1/switch_company', payload: { company_id: w.stranger.id } });
    expect(res.json().account.company.id).toBe(w.stranger.id);
  });

  it('rejects missing and malformed fields', async () => {
    const w = await world();
    expect((await w.call({ method: 'POST', url: '/api/v1/switch_company', payload: {} })).json()).toEqual({ company_id: ['This field is required.'] });
    expect((await w.call({ method: 'POST', url: '/api/v1/switch_company', payload: { company_id: 'abc', escape_refresh_token: 'maybe' } })).statusCode).toBe(400);
  });
});
