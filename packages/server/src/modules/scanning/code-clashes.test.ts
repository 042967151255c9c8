import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanMessages } from '@jobsite/core';
import { multipart } from '../../../test/catalogue-factories';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { binLocations, userGroups } from '../../db/schema/index';
import { companyScope } from '../../platform/scope';
import { cartWorld, type CartWorld } from '../cart/test-world';
import { createBin as createSiteBin } from '../product-lists/stock';
import { createBin as createWarehouseBin } from '../warehouses/service';

/**
 * A code the app prints resolves to one thing: a bin's code, an item's barcode and serial number,
 * and a shipping form's number (SF-00012) are each one thing's in the company, whichever save path
 * writes them (item create, change and import; warehouse bins; job-site bins).
 */
type As = CartWorld['asBuyer'];
let t: TestApp;
let w: CartWorld;
let asWarehouse: As;
let crib: number;
let yard: number;
let cribBin: number;
let saw: number;
let sawItem: number;

const post = (as: As, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const put = (as: As, url: string, payload: object) => as({ method: 'PUT', url: `/api/v1/${url}`, payload });
const patch = (as: As, url: string, payload: object) => as({ method: 'PATCH', url: `/api/v1/${url}`, payload });
const resolve = async (code: string) => (await post(w.asForeman, 'scan/resolve/', { code })).json();
const binCodes = async () => (await t.db.select({ code: binLocations.code }).from(binLocations).where(eq(binLocations.companyId, w.company.id))).map((b) => b.code).sort();

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const [crew] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: 'Warehouse crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
  asWarehouse = t.as(await t.signIn((await makeAccount(t.db, w.company.id, { userGroupId: crew.id })).id, w.company.id));
  crib = (await post(asWarehouse, 'warehouses/', { name: `Tool crib ${w.tag}`, type: 'Tools' })).json().id;
  yard = (await post(asWarehouse, 'warehouses/', { name: `North yard ${w.tag}`, type: 'Tools' })).json().id;
  cribBin = (await post(asWarehouse, `warehouses/${crib}/bins/`, { name: 'Rack A', code: `RA-${w.tag}` })).json().id;
  saw = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `BS-${w.tag}`, name: 'Band saw' })).json().id;
  sawItem = (await post(asWarehouse, 'tool_items/', { model_id: saw, serial_number: `BS${w.tag}-1`, barcode: `SAW-${w.tag}`, warehouse_id: crib })).json().id;
  await post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project.id, code: `GB-${w.tag}`, name: 'Gang box' });
});
afterAll(() => t.close());

describe('a warehouse bin’s code', () => {
  it('is refused when an item’s barcode or serial number, another warehouse’s bin or a job-site bin answers to it, on add and recode, and nothing is saved', async () => {
    const before = await binCodes();
    const cases: [string, string][] = [
      [`saw-${w.tag}`, scanMessages.itemBarcode(`saw-${w.tag}`)],
      [`BS${w.tag}-1`, scanMessages.itemSerial(`BS${w.tag}-1`)],
      [`ra-${w.tag}`, scanMessages.warehouseBin(`ra-${w.tag}`, `Tool crib ${w.tag}`)],
      [`GB-${w.tag}`, scanMessages.siteBin(`GB-${w.tag}`, w.project.name)],
      ['SF-00012', scanMessages.shippingFormNumber('SF-00012')],
      ['sf12', scanMessages.shippingFormNumber('sf12')],
    ];
    const yardBin = (await post(asWarehouse, `warehouses/${yard}/bins/`, { name: 'Shelf 1', code: `YS-${w.tag}` })).json().id;
    for (const [code, message] of cases) {
      const added = await post(asWarehouse, `warehouses/${yard}/bins/`, { name: 'Shelf 2', code });
      expect([code, added.statusCode, added.json()]).toEqual([code, 400, { code: [message] }]);
      const recoded = await put(asWarehouse, `bin_locations/${yardBin}/`, { name: 'Shelf 1', code });
      expect([code, recoded.statusCode, recoded.json()]).toEqual([code, 400, { code: [message] }]);
    }
    expect(await binCodes()).toEqual([...before, `YS-${w.tag}`].sort());
    // the warehouse's own repeat keeps its words; a bin keeps its own code on a rename
    const again = await post(asWarehouse, `warehouses/${crib}/bins/`, { name: 'Rack B', code: `ra-${w.tag}` });
    expect(again.json()).toEqual({ code: [`A bin location with code ra-${w.tag} exists in this warehouse already.`] });
    expect((await put(asWarehouse, `bin_locations/${cribBin}/`, { name: 'Rack A (left)', code: `ra-${w.tag}` })).statusCode).toBe(200);
    // another company's codes are not in the way
    const other = await makeCompany(t.db);
    const asOther = t.as(await t.signIn((await makeAccount(t.db, other.id)).id, other.id));
    const theirs = (await post(asOther, 'warehouses/', { name: 'Their crib', type: 'Tools' })).json().id;
    expect((await post(asOther, `warehouses/${theirs}/bins/`, { name: 'Rack', code: `SAW-${w.tag}` })).statusCode).toBe(201);
  });
});

describe('a job-site bin’s code', () => {
  it('is refused when a warehouse bin or an item answers to it; another job may use the same code', async () => {
    const cases: [string, string][] = [
      [`RA-${w.tag}`, scanMessages.warehouseBin(`RA-${w.tag}`, `Tool crib ${w.tag}`)],
      [`SAW-${w.tag}`, scanMessages.itemBarcode(`SAW-${w.tag}`)],
      ['SF-00012', scanMessages.shippingFormNumber('SF-00012')],
    ];
    for (const [code, message] of cases) {
      const res = await post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project2.id, code, name: 'Box' });
      expect([code, res.statusCode, res.json()]).toEqual([code, 400, { code: [message] }]);
    }
    expect((await post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project2.id, code: `GB-${w.tag}`, name: 'Their gang box' })).statusCode).toBe(201);
  });
});

describe('an item’s barcode', () => {
  it('may not be written as a shipping form number, on create, change or import', async () => {
    for (const barcode of ['SF-00012', 'sf-7', ' SF12 ']) {
      const message = scanMessages.shippingFormNumber(barcode);
      const created = await post(asWarehouse, 'tool_items/', { model_id: saw, serial_number: `BS${w.tag}-2`, barcode, warehouse_id: crib });
      expect([barcode, created.statusCode, created.json()]).toEqual([barcode, 400, { barcode: [message] }]);
      const changed = await patch(asWarehouse, `tool_items/${sawItem}/`, { barcode });
      expect([barcode, changed.statusCode, changed.json()]).toEqual([barcode, 400, { barcode: [message] }]);
    }
    const csv = ['Model code,Serial #,Barcode,Warehouse', `BS-${w.tag},BS${w.tag}-3,SF-00012,Tool crib ${w.tag}`, `BS-${w.tag},BS${w.tag}-4,RA-${w.tag},Tool crib ${w.tag}`].join('\n');
    const imported = await asWarehouse({ method: 'POST', url: '/api/v1/tool_items/import/', ...multipart({ service: 'tool' }, { name: 'tools.csv', content: csv }) });
    expect([imported.statusCode, imported.json()]).toEqual([400, { file: [`Line 2: ${scanMessages.shippingFormNumber('SF-00012')}`, `Line 3: RA-${w.tag} is the code of a bin: its label would open the bin.`] }]);
  });

  it('and every code above still opens its one thing', async () => {
    expect(await resolve(`RA-${w.tag}`)).toMatchObject({ kind: 'bin', id: cribBin });
    expect(await resolve(`SAW-${w.tag}`)).toMatchObject({ kind: 'tool_item', id: sawItem });
    expect(await resolve(`BS${w.tag}-1`)).toMatchObject({ kind: 'tool_item', id: sawItem });
  });
});

describe('two saves of one code at the same moment', () => {
  it('on a job-site bin and a warehouse bin make one: the second waits for the first to commit and is refused', async () => {
    const scope = companyScope(w.company.id);
    const code = `RACE-${w.tag}`;
    // the job-site bin has been checked and written, and its transaction is still open
    let commitFirst = () => {};
    let firstWritten = () => {};
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    const first = t.db.transaction(async (tx) => {
      await createSiteBin(tx, scope, { project_id: w.project.id, code, name: 'Gang box 2' });
      firstWritten();
      await new Promise<void>((resolve) => (commitFirst = resolve));
    });
    await written;
    const second = createWarehouseBin(t.db, scope, yard, { name: 'Shelf 9', code }).then(
      () => 'saved',
      (e: unknown) => JSON.stringify((e as { body?: unknown }).body ?? String(e)),
    );
    // time for the second to reach its check (a new pool connection included) before the first commits
    await new Promise((resolve) => setTimeout(resolve, 300));
    commitFirst();
    await first;
    expect(await second).toBe(JSON.stringify({ code: [scanMessages.siteBin(code, w.project.name)] }));
    expect(await binCodes()).not.toContain(code);
  });
});
