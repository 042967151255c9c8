import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingNotUsedRefusal } from '@jobsite/core';
import { companyScope } from '../../platform/scope';
import { createWarehouse } from '../warehouses/service';
import { createPoPrefix } from './po-numbers';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

/**
 * A supplier uses no warehouses, PO numbering nor popular phase and cost codes (core
 * SETTINGS_BY_COMPANY_TYPE): its settings screens leave them out, and the server refuses the
 * calls that change them, with the same rule. A contractor keeps every one.
 */
let t: TestApp;
let seller: { token: string };
let buyer: { token: string };
let staff: { token: string };
let sellerId: number;
let sellerWarehouseId: number;
let sellerPrefixId: number;

const codes = [{ id: 1, code: '100', name: 'Underground' }];

beforeAll(async () => {
  t = await buildTestApp();
  const supplier = await makeCompany(t.db, { systemType: 'seller' });
  const contractor = await makeCompany(t.db, { systemType: 'buyer' });
  sellerId = supplier.id;
  seller = await t.signIn((await makeAccount(t.db, supplier.id)).id, supplier.id);
  buyer = await t.signIn((await makeAccount(t.db, contractor.id)).id, contractor.id);
  staff = await t.signIn((await makeAccount(t.db, contractor.id, { isStaff: true })).id, contractor.id);
  // what a supplier may have kept from before the rule: refused changes must leave it as it is
  sellerWarehouseId = (await createWarehouse(t.db, companyScope(supplier.id), { name: 'Old yard', type: 'Stock', is_active: true, address: undefined })).id;
  sellerPrefixId = (await createPoPrefix(t.db, companyScope(supplier.id), { prefix: 'OLD', description: '' })).id;
});
afterAll(() => t.close());

describe('settings a supplier company does not use', () => {
  it('refuses a supplier warehouse changes, with the reason, and changes nothing', async () => {
    const refusal = { detail: settingNotUsedRefusal('warehouses') };
    const calls = [
      { method: 'POST', url: '/api/v1/warehouses/', payload: { name: 'Yard', type: 'Stock' } },
      { method: 'PUT', url: `/api/v1/warehouses/${sellerWarehouseId}/`, payload: { name: 'Renamed', type: 'Tools' } },
      { method: 'POST', url: `/api/v1/warehouses/${sellerWarehouseId}/bins/`, payload: { name: 'Shelf A', code: 'A' } },
      { method: 'POST', url: '/api/v1/default_warehouse/', payload: { warehouse_id: sellerWarehouseId } },
      { method: 'DELETE', url: `/api/v1/warehouses/${sellerWarehouseId}/` },
    ] as const;
    for (const call of calls) {
      const res = await t.as(seller)(call);
      expect({ call: `${call.method} ${call.url}`, status: res.statusCode, body: res.json() }).toEqual({ call: `${call.method} ${call.url}`, status: 403, body: refusal });
    }
    const kept = await t.as(seller)({ method: 'GET', url: `/api/v1/warehouses/${sellerWarehouseId}/` });
    expect(kept.json()).toMatchObject({ name: 'Old yard', type: 'Stock', is_default: false, bin_count: 0 });
    expect((await t.as(seller)({ method: 'GET', url: '/api/v1/warehouses/' })).json().count).toBe(1);
  });

  it('refuses a supplier PO numbering and dynamic PO prefix changes', async () => {
    const refusal = { detail: settingNotUsedRefusal('po_numbering') };
    const before = (await t.as(seller)({ method: 'GET', url: '/api/v1/po_number/' })).json();
    expect(before.can_edit).toBe(false);
    for (const call of [
      { method: 'POST', url: '/api/v1/po_number/update/', payload: { prefix: 'SUP', next_number: 500 } },
      { method: 'POST', url: '/api/v1/po_prefixes/', payload: { prefix: 'ELEC', description: 'Electrical' } },
      { method: 'DELETE', url: `/api/v1/po_prefixes/${sellerPrefixId}/` },
    ] as const) {
      const res = await t.as(seller)(call);
      expect({ call: call.url, status: res.statusCode, body: res.json() }).toEqual({ call: call.url, status: 403, body: refusal });
    }
    expect((await t.as(seller)({ method: 'GET', url: '/api/v1/po_number/' })).json()).toEqual(before);
    expect((await t.as(seller)({ method: 'GET', url: '/api/v1/po_prefixes/' })).json().results.map((p: { prefix: string }) => p.prefix)).toEqual(['OLD']);
  });

  it("refuses a supplier's popular phase and cost codes, and still saves its other settings", async () => {
    const refusal = { detail: settingNotUsedRefusal('popular_codes') };
    for (const payload of [{ popular_phase_codes: codes }, { popular_cost_codes: codes }, { popular_phase_codes: [], two_way_authentication_enabled: true }]) {
      const res = await t.as(seller)({ method: 'POST', url: '/api/v1/update_company_settings/', payload });
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({ payload, status: 403, body: refusal });
    }
    const settings = (await t.as(seller)({ method: 'GET', url: '/api/v1/company_settings/' })).json();
    expect(settings).toMatchObject({ popular_phase_codes: [], popular_cost_codes: [], two_way_authentication_enabled: false });
    const domains = await t.as(seller)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { email_domains: ['supply.example'] } });
    expect(domains.statusCode).toBe(200);
    expect(domains.json().email_domains).toEqual(['supply.example']);
  });

  it("refuses staff the codes of a supplier named by company_id, by that company's type", async () => {
    const res = await t.as(staff)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { company_id: sellerId, popular_cost_codes: codes } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: settingNotUsedRefusal('popular_codes') });
  });

  it("refuses a supplier the contractor's order settings: tax codes, shipping addresses and GL codes; its notes library and suppliers stay", async () => {
    const calls = [
      ['tax_codes', { method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'CO-USE', tax_rate: 2.9, is_use_tax: true } }],
      ['tax_codes', { method: 'POST', url: '/api/v1/address_tax_codes/', payload: {} }],
      ['shipping_addresses', { method: 'POST', url: '/api/v1/shippingaddresses/', payload: { Field_1: '1600 Market St', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' } }],
      ['gl_codes', { method: 'POST', url: '/api/v1/gl_codes/', payload: { code: '5100', description: 'Materials' } }],
    ] as const;
    for (const [setting, call] of calls) {
      const res = await t.as(seller)(call);
      expect({ call: call.url, status: res.statusCode, body: res.json() }).toEqual({ call: call.url, status: 403, body: { detail: settingNotUsedRefusal(setting) } });
    }
    for (const url of ['/api/v1/taxcode/', '/api/v1/shippingaddresses/', '/api/v1/gl_codes/']) expect((await t.as(seller)({ method: 'GET', url })).json().count).toBe(0);
    expect((await t.as(seller)({ method: 'POST', url: '/api/v1/company_notes/', payload: { title: 'Dock hours', body: 'Deliveries 7 to 3.' } })).statusCode).toBe(201);
    // the manufacturers and distributors a supplier restocks from, which its contact groups name
    expect((await t.as(seller)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: 'Wheatland Tube' } })).statusCode).toBe(201);
  });

  it('lets a contractor change all of them', async () => {
    const created = await t.as(buyer)({ method: 'POST', url: '/api/v1/warehouses/', payload: { name: 'Yard', type: 'Stock' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await t.as(buyer)({ method: 'PUT', url: `/api/v1/warehouses/${id}/`, payload: { name: 'Main yard', type: 'Stock' } })).json().name).toBe('Main yard');
    expect((await t.as(buyer)({ method: 'POST', url: `/api/v1/warehouses/${id}/bins/`, payload: { name: 'Shelf A', code: 'A' } })).statusCode).toBe(201);
    expect((await t.as(buyer)({ method: 'POST', url: '/api/v1/po_number/update/', payload: { prefix: 'SUM' } })).json().prefix).toBe('SUM');
    const prefix = await t.as(buyer)({ method: 'POST', url: '/api/v1/po_prefixes/', payload: { prefix: 'ELEC', description: 'Electrical' } });
    expect(prefix.statusCode).toBe(201);
    expect((await t.as(buyer)({ method: 'DELETE', url: `/api/v1/po_prefixes/${prefix.json().id}/` })).statusCode).toBe(204);
    const saved = await t.as(buyer)({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { popular_phase_codes: codes, popular_cost_codes: codes } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ popular_phase_codes: codes, popular_cost_codes: codes });
    expect((await t.as(buyer)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'CO-USE', tax_rate: 2.9, is_use_tax: true } })).statusCode).toBe(201);
    expect((await t.as(buyer)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: 'Graybar' } })).statusCode).toBe(201);
    expect((await t.as(buyer)({ method: 'POST', url: '/api/v1/gl_codes/', payload: { code: '5100', description: 'Materials' } })).statusCode).toBe(201);
    expect((await t.as(buyer)({ method: 'POST', url: '/api/v1/shippingaddresses/', payload: { Field_1: '1600 Market St', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' } })).statusCode).toBe(201);
  });
});
