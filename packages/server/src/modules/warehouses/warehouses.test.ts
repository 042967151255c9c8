import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let me: { token: string };
let them: { token: string };
let warehouseId: number;
let binId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const mine = await makeCompany(t.db);
  const other = await makeCompany(t.db);
  me = await t.signIn((await makeAccount(t.db, mine.id)).id, mine.id);
  them = await t.signIn((await makeAccount(t.db, other.id)).id, other.id);
});
afterAll(() => t.close());

describe('warehouses', () => {
  it('creates warehouses of each type, with an address', async () => {
    for (const type of ['Prefab', 'Stock', 'Temp Power', 'Tools']) {
      const res = await t.as(me)({ method: 'POST', url: '/api/v1/warehouses/', payload: { name: `${type} yard`, type } });
      expect(res.statusCode).toBe(201);
    }
    const res = await t.as(me)({
      method: 'POST',
      url: '/api/v1/warehouses/',
      payload: { name: 'Main tool crib', type: 'Tools', address: { Field_1: '5 Yard Rd', city: 'Denver', state: 'CO', zip: '80216' } },
    });
    warehouseId = res.json().id;
    expect(res.json()).toMatchObject({ type: 'Tools', is_active: true, is_default: false, bin_count: 0, address: { city: 'Denver', type: 'warehouse' } });
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/warehouses/?type=Tools' })).json().count).toBe(2);
  });

  it('rejects an unknown type and a bad address', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/warehouses/', payload: { name: 'x', type: 'Garage', address: { Field_1: 'a', city: 'b', zip: '1' } } });
    expect(Object.keys(res.json()).sort()).toEqual(['address.zip', 'type']);
    const addr = await t.as(me)({ method: 'POST', url: '/api/v1/warehouses/', payload: { name: 'x', type: 'Stock', address: { Field_1: 'a', city: 'b', zip: '1' } } });
    expect(addr.json()).toEqual({ 'address.zip': ['Invalid zip'] });
  });

  it('refuses a name another warehouse of the company has, in any case and spacing; another company may use it', async () => {
    const made = await t.as(me)({ method: 'POST', url: '/api/v1/warehouses/', payload: { name: 'North yard', type: 'Tools' } });
    expect(made.statusCode).toBe(201);
    for (const name of ['North yard', '  north YARD ']) {
      const again = await t.as(me)({ method: 'POST', url: '/api/v1/warehouses/', payload: { name, type: 'Stock' } });
      expect([again.statusCode, again.json()], name).toEqual([400, { name: ['A warehouse with this name already exists.'] }]);
    }
    const renamed = await t.as(me)({ method: 'PUT', url: `/api/v1/warehouses/${warehouseId}/`, payload: { name: 'NORTH YARD', type: 'Tools' } });
    expect([renamed.statusCode, renamed.json()]).toEqual([400, { name: ['A warehouse with this name already exists.'] }]);
    // its own name, in another case, is not a duplicate of itself
    expect((await t.as(me)({ method: 'PUT', url: `/api/v1/warehouses/${made.json().id}/`, payload: { name: 'North Yard', type: 'Tools' } })).statusCode).toBe(200);
    const another = await makeCompany(t.db);
    const asAnother = t.as(await t.signIn((await makeAccount(t.db, another.id)).id, another.id));
    expect((await asAnother({ method: 'POST', url: '/api/v1/warehouses/', payload: { name: 'North yard', type: 'Tools' } })).statusCode).toBe(201);
  });

  it('sets the default warehouse', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/default_warehouse/', payload: { warehouse_id: warehouseId } });
    expect(res.json().warehouse).toMatchObject({ id: warehouseId, is_default: true });
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/default_warehouse/' })).json().warehouse.id).toBe(warehouseId);
    expect((await t.as(them)({ method: 'POST', url: '/api/v1/default_warehouse/', payload: { warehouse_id: warehouseId } })).statusCode).toBe(400);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/default_warehouse/' })).json().warehouse).toBeNull();
  });
});

describe('bin locations', () => {
  it('adds bins with a code unique in the warehouse', async () => {
    const res = await t.as(me)({ method: 'POST', url: `/api/v1/warehouses/${warehouseId}/bins/`, payload: { name: 'Aisle 1 Shelf A', code: 'A1-A' } });
    expect(res.statusCode).toBe(201);
    binId = res.json().id;
    expect(res.json()).toEqual({ id: binId, warehouse_id: warehouseId, name: 'Aisle 1 Shelf A', code: 'A1-A', qr_value: `jobsite:bin:${binId}` });
    const dup = await t.as(me)({ method: 'POST', url: `/api/v1/warehouses/${warehouseId}/bins/`, payload: { name: 'Again', code: 'a1-a' } });
    expect(dup.json()).toEqual({ code: ['A bin location with code a1-a exists in this warehouse already.'] });
    expect((await t.as(me)({ method: 'POST', url: `/api/v1/warehouses/${warehouseId}/bins/`, payload: { name: '', code: 'has space' } })).statusCode).toBe(400);
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/warehouses/${warehouseId}/bins/?search=aisle` })).json().count).toBe(1);
  });

  it('serves a QR code per bin as SVG or PNG', async () => {
    const svg = await t.as(me)({ method: 'GET', url: `/api/v1/bin_locations/${binId}/qr_code/` });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const png = await t.as(me)({ method: 'GET', url: `/api/v1/bin_locations/${binId}/qr_code/?format=png` });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/bin_locations/${binId}/qr_code/?format=gif` })).statusCode).toBe(400);
  });

  it('keeps warehouses and bins inside their company', async () => {
    expect((await t.as(them)({ method: 'GET', url: `/api/v1/warehouses/${warehouseId}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/warehouses/${warehouseId}/`, payload: { name: 'x', type: 'Stock' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'GET', url: `/api/v1/warehouses/${warehouseId}/bins/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'POST', url: `/api/v1/warehouses/${warehouseId}/bins/`, payload: { name: 'x', code: 'X' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'GET', url: `/api/v1/bin_locations/${binId}/qr_code/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/bin_locations/${binId}/`, payload: { name: 'x', code: 'X' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/bin_locations/${binId}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/warehouses/${warehouseId}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/warehouses/' })).json().count).toBe(0);
  });

  it('renames bins and deletes a warehouse with its bins, clearing the default', async () => {
    expect((await t.as(me)({ method: 'PUT', url: `/api/v1/bin_locations/${binId}/`, payload: { name: 'Aisle 1', code: 'A1' } })).json().code).toBe('A1');
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/warehouses/${warehouseId}/` })).json().bin_count).toBe(1);
    expect((await t.as(me)({ method: 'DELETE', url: `/api/v1/warehouses/${warehouseId}/` })).statusCode).toBe(204);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/default_warehouse/' })).json().warehouse).toBeNull();
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/bin_locations/${binId}/qr_code/` })).statusCode).toBe(404);
  });
});
