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
    expect(await get('po_number/')).toMatchObject({ prefix: 'SEC', can_edit: true, example: 'SEC-00001' });
    expect((await get('company_settings/')).popular_phase_codes).toHaveLength(4);
    expect((await get('default_warehouse/')).warehouse).toMatchObject({ name: 'Denver Tool Crib' });
  });
});
