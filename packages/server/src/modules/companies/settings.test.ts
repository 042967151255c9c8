import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let me: { token: string };
let them: { token: string };
let mineId: number;
let otherId: number;

const us = { Field_1: '1600 Market St', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' };
const uk = { Field_1: '10 Downing St', city: 'London', zip: 'SW1A 2AA', country: 'UK', note: 'London yard' };

beforeAll(async () => {
  t = await buildTestApp();
  const mine = await makeCompany(t.db);
  const other = await makeCompany(t.db);
  mineId = mine.id;
  otherId = other.id;
  me = await t.signIn((await makeAccount(t.db, mine.id)).id, mine.id);
  them = await t.signIn((await makeAccount(t.db, other.id)).id, other.id);
});
afterAll(() => t.close());

describe('company_branch', () => {
  let branchId: number;

  it('creates, lists and updates branches with their address', async () => {
    const created = await t.as(me)({ method: 'POST', url: '/api/v1/company_branch/', payload: { name: 'Denver', branch_code: 'DEN', address: us } });
    expect(created.statusCode).toBe(201);
    branchId = created.json().id;
    expect(created.json()).toMatchObject({ name: 'Denver', branch_code: 'DEN', is_active: true, address: { city: 'Denver', type: 'branch' } });
    const updated = await t.as(me)({ method: 'PUT', url: `/api/v1/company_branch/${branchId}/`, payload: { name: 'Denver North', branch_code: 'DEN', address: null } });
    expect(updated.json()).toMatchObject({ name: 'Denver North', address: null });
    const list = await t.as(me)({ method: 'GET', url: '/api/v1/company_branch/' });
    expect(list.json().results.map((b: { id: number }) => b.id)).toEqual([branchId]);
  });

  it("refuses another branch's code in any case, which PO numbers per branch carry; keeping a branch's own code is fine", async () => {
    const co = await makeCompany(t.db);
    const as = t.as(await t.signIn((await makeAccount(t.db, co.id)).id, co.id));
    const denver = (await as({ method: 'POST', url: '/api/v1/company_branch/', payload: { name: 'Denver North', branch_code: 'DEN' } })).json();
    const taken = { branch_code: ['Denver North has branch code DEN already. PO numbers numbered per branch carry the code, so each branch needs its own.'] };
    const again = await as({ method: 'POST', url: '/api/v1/company_branch/', payload: { name: 'Denver South', branch_code: 'den' } });
    expect([again.statusCode, again.json()]).toEqual([400, taken]);
    const other = (await as({ method: 'POST', url: '/api/v1/company_branch/', payload: { name: 'Aurora', branch_code: 'AUR' } })).json();
    const renamed = await as({ method: 'PUT', url: `/api/v1/company_branch/${other.id}/`, payload: { name: 'Aurora', branch_code: 'DEN' } });
    expect([renamed.statusCode, renamed.json()]).toEqual([400, taken]);
    expect((await as({ method: 'PUT', url: `/api/v1/company_branch/${denver.id}/`, payload: { name: 'Denver North', branch_code: 'DEN' } })).statusCode).toBe(200);
    // a branch without a code is fine, as often as it comes
    expect((await as({ method: 'POST', url: '/api/v1/company_branch/', payload: { name: 'Yard A' } })).statusCode).toBe(201);
    expect((await as({ method: 'POST', url: '/api/v1/company_branch/', payload: { name: 'Yard B' } })).statusCode).toBe(201);
  });

  it('lists a chosen company\'s active branches publicly, for registration', async () => {
    await t.as(me)({ method: 'POST', url: '/api/v1/company_branch/', payload: { name: 'Closed', is_active: false } });
    const res = await t.as(null)({ method: 'GET', url: `/api/v1/company_branch/?company_id=${mineId}&include_inactive=true` });
    expect(res.json().results.map((b: { name: string }) => b.name)).toEqual(['Denver North']);
    const own = await t.as(me)({ method: 'GET', url: '/api/v1/company_branch/?include_inactive=true' });
    expect(own.json().count).toBe(2);
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/company_branch/' })).statusCode).toBe(404);
  });

  // Security finding (issue 11.8): the public list showed any company's branch phone, email and address.
  it('shows strangers branch names only, never their contacts or addresses', async () => {
    await t.as(me)({ method: 'POST', url: '/api/v1/company_branch/', payload: { name: 'Boulder', phone: '(303) 555-0142', email: 'boulder@example.test', address: us } });
    const res = await t.as(null)({ method: 'GET', url: `/api/v1/company_branch/?company_id=${mineId}` });
    const boulder = res.json().results.find((b: { name: string }) => b.name === 'Boulder');
    expect(boulder).toMatchObject({ name: 'Boulder', phone: '', email: '', address: null });
    const own = await t.as(me)({ method: 'GET', url: '/api/v1/company_branch/' });
    expect(own.json().results.find((b: { name: string }) => b.name === 'Boulder')).toMatchObject({ phone: '(303) 555-0142', email: 'boulder@example.test' });
  });

  it('rejects bad input', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/company_branch/', payload: { name: '', email: 'nope', branch_code: 'a b', address: { ...us, zip: 'x' } } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['address.zip', 'branch_code', 'email', 'name']);
  });

  it("does not let another company change a branch", async () => {
    const res = await t.as(them)({ method: 'PUT', url: `/api/v1/company_branch/${branchId}/`, payload: { name: 'Hijacked' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('taxcode', () => {
  let id: number;

  it('creates, reads, updates and deletes tax codes', async () => {
    const created = await t.as(me)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'CO-DEN', tax_rate: 8.81, is_use_tax: false } });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect(created.json()).toMatchObject({ tax_code: 'CO-DEN', tax_rate: 8.81, is_use_tax: false });
    const updated = await t.as(me)({ method: 'PUT', url: `/api/v1/taxcode/${id}/`, payload: { tax_code: 'CO-DEN', tax_rate: '4.3125', is_use_tax: true } });
    expect(updated.json()).toMatchObject({ tax_rate: 4.3125, is_use_tax: true });
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/taxcode/${id}/` })).json().tax_rate).toBe(4.3125);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/taxcode/?search=den' })).json().count).toBe(1);
  });

  it('refuses duplicates, rates outside 0-100 and too many decimals', async () => {
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'co-den', tax_rate: 1 } })).json()).toEqual({ tax_code: ['A tax code with this name already exists.'] });
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'X', tax_rate: 101 } })).statusCode).toBe(400);
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'X', tax_rate: 1.23456 } })).statusCode).toBe(400);
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'X', tax_rate: 'abc' } })).statusCode).toBe(400);
    // each names the one problem: a negative rate is not also told about its decimals
    const rate = async (tax_rate: unknown) => (await t.as(me)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'X', tax_rate } })).json();
    expect(await rate(-5)).toEqual({ tax_rate: ['Tax rate must be 0 or more.'] });
    expect(await rate(101)).toEqual({ tax_rate: ['Tax rate must be at most 100.'] });
    expect(await rate(1.23456)).toEqual({ tax_rate: ['Ensure that there are no more than 4 decimal places.'] });
    expect(await rate('abc')).toEqual({ tax_rate: ['A valid number is required.'] });
  });

  it('keeps tax codes inside their company', async () => {
    expect((await t.as(them)({ method: 'GET', url: `/api/v1/taxcode/${id}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/taxcode/${id}/`, payload: { tax_code: 'X', tax_rate: 1 } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/taxcode/${id}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/taxcode/' })).json().count).toBe(0);
    expect((await t.as(me)({ method: 'DELETE', url: `/api/v1/taxcode/${id}/` })).statusCode).toBe(204);
  });
});

describe('shippingaddresses and addresses', () => {
  let id: number;

  it('creates shipping addresses in several countries', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/shippingaddresses/', payload: uk });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({ ...uk, type: 'shipping', company: mineId, state: '' });
    const cn = await t.as(me)({ method: 'POST', url: '/api/v1/shippingaddresses/', payload: { Field_1: '1 Keji Rd', city: "Xi'an", state: 'Shanxi', zip: '710065', country: 'China' } });
    expect(cn.json().state).toBe('Shaanxi');
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/shippingaddresses/' })).json().count).toBe(2);
  });

  it('answers the country rules with field messages', async () => {
    const zip = await t.as(me)({ method: 'POST', url: '/api/v1/shippingaddresses/', payload: { ...uk, zip: '12345' } });
    expect(zip.json()).toEqual({ zip: ['Invalid zip'] });
    const state = await t.as(me)({ method: 'POST', url: '/api/v1/shippingaddresses/', payload: { ...us, state: '' } });
    expect(state.json()).toEqual({ state: ['State is missing.'] });
    const incomplete = await t.as(me)({ method: 'POST', url: '/api/v1/shippingaddresses/', payload: { zip: '80202' } });
    expect(incomplete.json()).toEqual({ non_field_errors: ['Please complete the address'] });
  });

  it('updates with PUT and PATCH, re-checking the merged address', async () => {
    const put = await t.as(me)({ method: 'PUT', url: `/api/v1/shippingaddresses/${id}/`, payload: { ...uk, note: 'Main yard' } });
    expect(put.json().note).toBe('Main yard');
    const patched = await t.as(me)({ method: 'PATCH', url: `/api/v1/addresses/${id}/`, payload: { zip: 'EC1A 1BB' } });
    expect(patched.json()).toMatchObject({ zip: 'EC1A 1BB', note: 'Main yard', type: 'shipping' });
    const bad = await t.as(me)({ method: 'PATCH', url: `/api/v1/addresses/${id}/`, payload: { country: 'USA' } });
    expect(bad.json()).toEqual({ zip: ['Invalid zip'] });
    const wrongType = await t.as(me)({ method: 'PATCH', url: `/api/v1/addresses/${id}/`, payload: { zip: 5 } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('lists previous addresses for the address panel, searchable', async () => {
    const res = await t.as(me)({ method: 'GET', url: '/api/v1/addresses/?search=downing' });
    expect(res.json().results.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('keeps addresses inside their company', async () => {
    expect((await t.as(them)({ method: 'GET', url: `/api/v1/shippingaddresses/${id}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/shippingaddresses/${id}/`, payload: uk })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PATCH', url: `/api/v1/addresses/${id}/`, payload: { note: 'x' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/shippingaddresses/${id}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/addresses/' })).json().count).toBe(0);
    expect(otherId).toBeGreaterThan(0);
    expect((await t.as(me)({ method: 'DELETE', url: `/api/v1/shippingaddresses/${id}/` })).statusCode).toBe(204);
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/shippingaddresses/${id}/` })).statusCode).toBe(404);
  });
});
