import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { findAccountByEmail } from '../modules/accounts/service';
import { seedDemo } from './demo';

let t: TestApp;
let buyer: { token: string };

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
  const account = await findAccountByEmail(t.db, 'buyer@demo.test');
  if (!account) throw new Error('demo buyer missing');
  buyer = await t.signIn(account.id, account.companyId);
});
afterAll(() => t.close());

describe('demo company setup', () => {
  it('gives the contractor a complete company to look at', async () => {
    const get = (url: string) => t.as(buyer)({ method: 'GET', url: `/api/v1/${url}` }).then((r) => r.json());
    const warehouses = await get('warehouses/');
    expect(warehouses.results.map((w: { type: string }) => w.type).sort()).toEqual(['Prefab', 'Stock', 'Temp Power', 'Tools']);
    expect(warehouses.results.every((w: { bin_count: number }) => w.bin_count === 3)).toBe(true);
    expect((await get('company_branch/')).count).toBe(2);
    expect((await get('taxcode/')).count).toBe(3);
    expect((await get('shippingaddresses/')).results.map((a: { country: string }) => a.country).sort()).toEqual(['Canada', 'USA']);
    expect((await get('user_groups/')).count).toBe(3);
    expect(await get('po_number/')).toMatchObject({ prefix: 'SEC', can_edit: true, example: 'SEC-00005' });
    expect((await get('company_settings/')).popular_phase_codes).toHaveLength(4);
    expect((await get('default_warehouse/')).warehouse).toMatchObject({ name: 'Denver Tool Crib' });
  });

  it('gives it suppliers, contacts, GL codes, notes, address tax codes, subscriptions and a token', async () => {
    const get = (url: string) => t.as(buyer)({ method: 'GET', url: `/api/v1/${url}` }).then((r) => r.json());
    const suppliers = await get('suppliers/');
    expect(suppliers.count).toBe(3);
    expect(suppliers.results.find((s: { name: string }) => s.name === 'Metro Electric Supply')).toMatchObject({ branch_count: 2, supplier_company: { name: 'Metro Electric Supply' } });
    const groups = await get('contact_groups/?search=metro');
    expect(groups.results[0]).toMatchObject({ company_supplier: { name: 'Metro Electric Supply' }, company_supplier_branch: { name: 'Downtown counter' } });
    expect(groups.results[0].contacts).toHaveLength(2);
    expect((await get('contacts/')).count).toBe(4);
    expect((await get('gl_codes/?active=true')).count).toBe(4);
    expect((await get('company_notes/')).count).toBe(3);
    expect((await get('address_tax_codes/')).results[0]).toMatchObject({ tax_code_name: 'CO-DENVER' });
    expect((await get('subscription_notifications/')).kinds.filter((k: { subscribed: boolean }) => k.subscribed)).toHaveLength(3);
    expect((await get('api_tokens/')).results[0].revoked_at).not.toBeNull();
  });
});
