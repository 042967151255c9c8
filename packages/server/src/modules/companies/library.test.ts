import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMemberships } from '../../db/schema/index';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let me: { token: string };
let them: { token: string };
let meAtOther: { token: string };

beforeAll(async () => {
  t = await buildTestApp();
  const mine = await makeCompany(t.db);
  const other = await makeCompany(t.db);
  const account = await makeAccount(t.db, mine.id);
  me = await t.signIn(account.id, mine.id);
  them = await t.signIn((await makeAccount(t.db, other.id)).id, other.id);
  // The same account also works for the other company.
  await t.db.insert(companyMemberships).values({ accountId: account.id, companyId: other.id });
  meAtOther = await t.signIn(account.id, other.id);
});
afterAll(() => t.close());

describe('gl_codes', () => {
  let id: number;
  it('creates, filters, updates and deletes GL codes', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/gl_codes/', payload: { code: '5100', description: 'Materials' } });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    await t.as(me)({ method: 'POST', url: '/api/v1/gl_codes/', payload: { code: '5200', description: 'Equipment rental', is_active: false } });
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/gl_codes/?active=true' })).json().results.map((g: { code: string }) => g.code)).toEqual(['5100']);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/gl_codes/?search=rental' })).json().count).toBe(1);
    const put = await t.as(me)({ method: 'PUT', url: `/api/v1/gl_codes/${id}/`, payload: { code: '5100', description: 'Materials and supplies' } });
    expect(put.json()).toEqual({ id, code: '5100', description: 'Materials and supplies', is_active: true });
  });
  it('rejects duplicates and blank codes', async () => {
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/gl_codes/', payload: { code: '5100' } })).json()).toEqual({ code: ['A GL code with this code already exists.'] });
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/gl_codes/', payload: { code: '' } })).statusCode).toBe(400);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/gl_codes/?active=maybe' })).statusCode).toBe(400);
  });
  it('keeps GL codes inside their company', async () => {
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/gl_codes/' })).json().count).toBe(0);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/gl_codes/${id}/`, payload: { code: 'X' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/gl_codes/${id}/` })).statusCode).toBe(404);
    // Codes are unique per company only.
    expect((await t.as(them)({ method: 'POST', url: '/api/v1/gl_codes/', payload: { code: '5100' } })).statusCode).toBe(201);
    expect((await t.as(me)({ method: 'DELETE', url: `/api/v1/gl_codes/${id}/` })).statusCode).toBe(204);
  });
});

describe('company_notes', () => {
  let id: number;
  it('keeps a library of notes', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/company_notes/', payload: { title: 'Delivery window', body: 'Deliver 7am-3pm, call the foreman on arrival.' } });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    const put = await t.as(me)({ method: 'PUT', url: `/api/v1/company_notes/${id}/`, payload: { title: 'Delivery window', body: 'Deliver 6am-2pm.' } });
    expect(put.json().body).toBe('Deliver 6am-2pm.');
    expect(put.json().updated_at >= res.json().updated_at).toBe(true);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/company_notes/?search=6am' })).json().count).toBe(1);
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/company_notes/', payload: { title: 'x', body: ' ' } })).json()).toHaveProperty('body');
  });
  it('keeps notes inside their company', async () => {
    expect((await t.as(them)({ method: 'GET', url: `/api/v1/company_notes/${id}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/company_notes/${id}/`, payload: { title: 'x', body: 'y' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/company_notes/${id}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/company_notes/' })).json().count).toBe(0);
    expect((await t.as(me)({ method: 'DELETE', url: `/api/v1/company_notes/${id}/` })).statusCode).toBe(204);
  });
});

describe('address_tax_codes', () => {
  let linkId: number;
  let shipId: number;
  let taxId: number;
  let otherTaxId: number;
  it('gives a shipping address one tax code', async () => {
    shipId = (await t.as(me)({ method: 'POST', url: '/api/v1/shippingaddresses/', payload: { Field_1: '1 Yard Rd', city: 'Austin', state: 'TX', zip: '78701' } })).json().id;
    taxId = (await t.as(me)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'TX-AUS', tax_rate: 8.25 } })).json().id;
    otherTaxId = (await t.as(me)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'TX-USE', tax_rate: 6.25, is_use_tax: true } })).json().id;
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/address_tax_codes/', payload: { address: shipId, tax_code: taxId } });
    expect(res.statusCode).toBe(201);
    linkId = res.json().id;
    expect(res.json()).toEqual({ id: linkId, address: shipId, address_label: '1 Yard Rd, Austin, TX 78701, USA', tax_code: taxId, tax_code_name: 'TX-AUS', tax_rate: 8.25 });
    const again = await t.as(me)({ method: 'POST', url: '/api/v1/address_tax_codes/', payload: { address: shipId, tax_code: otherTaxId } });
    expect(again.json()).toEqual({ address: ['This shipping address already has a tax code.'] });
    const put = await t.as(me)({ method: 'PUT', url: `/api/v1/address_tax_codes/${linkId}/`, payload: { address: shipId, tax_code: otherTaxId } });
    expect(put.json()).toMatchObject({ tax_code_name: 'TX-USE', tax_rate: 6.25 });
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/address_tax_codes/?address=${shipId}` })).json().count).toBe(1);
  });
  it('accepts only your own shipping addresses and tax codes', async () => {
    const theirTax = (await t.as(them)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'THEIRS', tax_rate: 1 } })).json().id;
    expect((await t.as(them)({ method: 'POST', url: '/api/v1/address_tax_codes/', payload: { address: shipId, tax_code: theirTax } })).json()).toEqual({ address: [`Invalid pk "${shipId}" - object does not exist.`] });
    expect((await t.as(me)({ method: 'PUT', url: `/api/v1/address_tax_codes/${linkId}/`, payload: { address: shipId, tax_code: theirTax } })).json()).toEqual({ tax_code: [`Invalid pk "${theirTax}" - object does not exist.`] });
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/address_tax_codes/' })).json().count).toBe(0);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/address_tax_codes/${linkId}/`, payload: { address: shipId, tax_code: taxId } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/address_tax_codes/${linkId}/` })).statusCode).toBe(404);
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/address_tax_codes/', payload: { address: 'x', tax_code: taxId } })).statusCode).toBe(400);
  });
  it('goes away with its shipping address', async () => {
    expect((await t.as(me)({ method: 'DELETE', url: `/api/v1/shippingaddresses/${shipId}/` })).statusCode).toBe(204);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/address_tax_codes/' })).json().count).toBe(0);
  });
});

describe('subscription_notifications', () => {
  it('lists every kind, unsubscribed at first, and saves a choice', async () => {
    const res = await t.as(me)({ method: 'GET', url: '/api/v1/subscription_notifications/' });
    expect(res.json().kinds.length).toBeGreaterThan(3);
    expect(res.json().kinds.every((k: { subscribed: boolean }) => !k.subscribed)).toBe(true);
    const put = await t.as(me)({ method: 'PUT', url: '/api/v1/subscription_notifications/', payload: { kinds: ['order_status', 'invoices', 'invoices'] } });
    const on = put.json().kinds.filter((k: { subscribed: boolean }) => k.subscribed).map((k: { kind: string }) => k.kind);
    expect(on.sort()).toEqual(['invoices', 'order_status']);
    expect((await t.as(me)({ method: 'PUT', url: '/api/v1/subscription_notifications/', payload: { kinds: ['nope'] } })).statusCode).toBe(400);
  });
  it('keeps subscriptions per company, even for the same account', async () => {
    const there = await t.as(meAtOther)({ method: 'GET', url: '/api/v1/subscription_notifications/' });
    expect(there.json().kinds.some((k: { subscribed: boolean }) => k.subscribed)).toBe(false);
    await t.as(meAtOther)({ method: 'PUT', url: '/api/v1/subscription_notifications/', payload: { kinds: [] } });
    const here = await t.as(me)({ method: 'GET', url: '/api/v1/subscription_notifications/' });
    expect(here.json().kinds.filter((k: { subscribed: boolean }) => k.subscribed).length).toBe(2);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/subscription_notifications/' })).json().kinds.some((k: { subscribed: boolean }) => k.subscribed)).toBe(false);
  });
});
