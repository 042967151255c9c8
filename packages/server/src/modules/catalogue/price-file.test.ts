import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItem, makeCatalogueItems, multipart } from '../../../test/catalogue-factories';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { baseItems, contractPrices, suppliers } from '../../db/schema/index';
import { importFinished } from './price-file-import';

let t: TestApp;
const s: Record<'buyer' | 'seller' | 'otherSeller' | 'staff', { token: string }> = {} as never;
let buyerId: number;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const buyer = await makeCompany(t.db, { systemType: 'buyer', name: 'Summit Test Contractors' });
  const seller = await makeCompany(t.db, { systemType: 'seller' });
  const other = await makeCompany(t.db, { systemType: 'seller' });
  buyerId = buyer.id;
  sellerId = seller.id;
  s.buyer = await t.signIn((await makeAccount(t.db, buyer.id)).id, buyer.id);
  s.seller = await t.signIn((await makeAccount(t.db, seller.id)).id, seller.id);
  s.otherSeller = await t.signIn((await makeAccount(t.db, other.id)).id, other.id);
  s.staff = await t.signIn((await makeAccount(t.db, buyer.id, { isStaff: true })).id, buyer.id);
  // The buyer buys from the seller (its supplier list); the other seller is a stranger to it.
  await t.db.insert(suppliers).values({ companyId: buyer.id, name: 'Our supplier', supplierCompanyId: seller.id });
  await makeCatalogueItems(t.db, [catalogueItem({ code: 'ATC-EMT050', description: '1/2 in EMT Conduit', unit: 'FT', unitPrice: 0.62 })]);
});
afterAll(() => t.close());

const HEADER = 'Catalog Number,Description,Manufacturer,Category,Product Group,UPC,UOM,Price,Price UOM,Package Name,Package Qty';
const upload = (who: keyof typeof s, fields: Record<string, string>, file?: { name: string; content: string }) => {
  const { payload, headers } = multipart(fields, file);
  return t.as(s[who])({ method: 'POST', url: '/api/v1/price_file/upload/', payload, headers });
};
/** Uploads, waits for the import to finish, and answers its final state. */
async function importFile(who: keyof typeof s, fields: Record<string, string>, content: string) {
  const res = await upload(who, fields, { name: 'prices.csv', content });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ status: 'validating' });
  await importFinished(res.json().id);
  return (await t.as(s[who])({ method: 'GET', url: `/api/v1/price_file/imports/${res.json().id}/` })).json();
}
const itemCount = async () => (await t.db.select({ n: count() }).from(baseItems))[0].n;
const priceCount = async () => (await t.db.select({ n: count() }).from(contractPrices))[0].n;

describe('a supplier price file', () => {
  it('imports a good file: new items owned by the supplier, prices for the buyer, options', async () => {
    const csv = [
      HEADER,
      'ATC-EMT050,,,,,,,45.20,C,,',
      'MPR-TIE8N,"Cable Tie 8 in, 50 lb, Natural",Metro Pro,Tools & Supplies,Installation Supplies,077001000012,EA,$4.00,C,Bag of 100,100',
      'MPR-TAPE7BK,Vinyl Electrical Tape 3/4 in x 66 ft,Metro Pro,Tools & Supplies,,,RL,1.45,,Sleeve of 10,10',
    ].join('\n');
    const done = await importFile('seller', { kind: 'price_file', buyer_company_id: String(buyerId) }, csv);
    expect(done).toMatchObject({ status: 'completed', total_rows: 3, processed_rows: 3, created_items: 2, updated_items: 0, prices_written: 3, errors: [], error_count: 0, buyer_company: { id: buyerId, name: 'Summit Test Contractors' } });

    const found = (await t.as(s.buyer)({ method: 'POST', url: '/api/v1/searchproduct/', payload: { search_text: 'MPR-TIE8N' } })).json().results[0];
    expect(found).toMatchObject({ base_item_code: 'MPR-TIE8N', unit_price: 0.04, options: [{ name: 'Bag of 100', package_quantity: 100, is_default: false }] });
    const detail = (await t.as(s.seller)({ method: 'GET', url: `/api/v1/GetItemDetail/?item_id=${found.id}` })).json();
    expect(detail).toMatchObject({ owner_company: { id: sellerId }, can_edit: true, product_group: { name: 'Installation Supplies' } });

    // The master item got only a price: 45.20 per hundred feet is 0.452 a foot.
    const emt = (await t.as(s.buyer)({ method: 'POST', url: '/api/v1/searchproduct/', payload: { search_text: 'ATC-EMT050' } })).json().results[0];
    expect(emt).toMatchObject({ description: '1/2 in EMT Conduit', unit_price: 0.62 });
    const prices = (await t.as(s.buyer)({ method: 'GET', url: `/api/v1/GetBaseItemContractPricing/?base_item_ids=${emt.id}` })).json();
    expect(prices).toMatchObject([{ price: 0.452, supplier_company: { id: sellerId }, buyer_company: { id: buyerId } }]);
    expect((await t.as(s.otherSeller)({ method: 'GET', url: `/api/v1/GetBaseItemContractPricing/?base_item_ids=${emt.id}` })).json()).toEqual([]);
  });

  it('reports the errors on lines 3 and 7 by line number and imports nothing', async () => {
    const before = { items: await itemCount(), prices: await priceCount() };
    const csv = [
      HEADER,
      'NEW-OK-1,Good new item,Metro Pro,Tools & Supplies,,,EA,2.00,,,',
      'NEW-BAD-3,Bad price,Metro Pro,Tools & Supplies,,,EA,two dollars,,,',
      'NEW-OK-4,Good new item,Metro Pro,Tools & Supplies,,,EA,3.00,,,',
      'ATC-EMT050,,,,,,,0.50,,,',
      'NEW-OK-6,Good new item,Metro Pro,Tools & Supplies,,,EA,4.00,,,',
      'NEW-BAD-7,,,,,,,5.00,,,',
      'NEW-OK-8,Good new item,Metro Pro,Tools & Supplies,,,EA,6.00,,,',
    ].join('\r\n');
    const done = await importFile('seller', { kind: 'price_file', buyer_company_id: String(buyerId) }, csv);
    expect(done).toMatchObject({ status: 'failed', error_count: 2, created_items: 0, prices_written: 0 });
    expect(done.errors).toEqual([
      { line: 3, column: 'price', message: 'Enter a price as a number, such as 12.50.' },
      { line: 7, column: 'catalog_number', message: 'The catalog number is not in the catalogue; description, manufacturer, category and unit are needed to add it.' },
    ]);
    expect(done.detail).toBe('Nothing was imported: fix the rows listed and upload the file again.');
    expect(await itemCount()).toBe(before.items);
    expect(await priceCount()).toBe(before.prices);
  });

  it('reports a catalog number that appears twice', async () => {
    const done = await importFile('seller', { kind: 'price_file', buyer_company_id: String(buyerId) }, [HEADER, 'ATC-EMT050,,,,,,,0.5,,,', 'atc-emt050,,,,,,,0.6,,,'].join('\n'));
    expect(done.errors).toEqual([{ line: 3, column: 'catalog_number', message: 'This catalog number is already on line 2.' }]);
  });

  it('refuses the upload itself when the file or form is wrong', async () => {
    const fields = { kind: 'price_file', buyer_company_id: String(buyerId) };
    const cases: [Awaited<ReturnType<typeof upload>>, number, object][] = [
      [await upload('seller', fields, { name: 'p.csv', content: 'Description,Unit\nx,EA' }), 400, { file: ['The file has no catalog_number, price column. Required columns: catalog_number, price.'] }],
      [await upload('seller', fields, { name: 'p.csv', content: HEADER }), 400, { file: ['The file has no rows under its header.'] }],
      [await upload('seller', fields, { name: 'p.xlsx', content: 'x' }), 400, { file: ['The file must be a CSV (.csv) file.'] }],
      [await upload('seller', fields), 400, { file: ['Choose a CSV file to upload.'] }],
      [await upload('seller', { kind: 'price_file' }, { name: 'p.csv', content: HEADER }), 400, { buyer_company_id: ['Choose a buyer company.'] }],
      [await upload('seller', { kind: 'price_file', buyer_company_id: String(sellerId) }, { name: 'p.csv', content: HEADER }), 400, { buyer_company_id: ['Choose a buyer company.'] }],
      [await upload('seller', { kind: 'everything' }, { name: 'p.csv', content: HEADER }), 400, { kind: ['"everything" is not a valid choice.'] }],
      // no kind at all: which kinds there are, not '"undefined" is not a valid choice.'
      [await upload('seller', { buyer_company_id: String(buyerId) }, { name: 'p.csv', content: HEADER }), 400, { kind: ['This field is required. Choose master or price_file.'] }],
      [await upload('buyer', fields, { name: 'p.csv', content: HEADER }), 403, { detail: 'Only suppliers import price files.' }],
      [await upload('seller', { kind: 'master' }, { name: 'p.csv', content: HEADER }), 403, { detail: 'Only staff can import the master catalogue.' }],
      [await upload('staff', fields, { name: 'p.csv', content: HEADER }), 403, { detail: 'Only suppliers import price files.' }],
      [await upload('seller', fields, { name: 'p.csv', content: 'catalog_number,price\n"unclosed,1\n' }), 400, { file: [expect.stringMatching(/^Line \d+: /)] }],
    ];
    for (const [res, status, body] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual(body);
    }
    const json = await t.as(s.seller)({ method: 'POST', url: '/api/v1/price_file/upload/', payload: { kind: 'price_file' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('the master catalogue', () => {
  it('lets staff add and update master items', async () => {
    const csv = ['catalog_number,description,manufacturer,category,unit,price', 'ATC-EMT050,1/2 in EMT Conduit 10 ft,Allied Tube & Conduit,Conduit,FT,0.64', 'NEW-MASTER-1,New master item,Acme,Conduit,EA,12'].join('\n');
    const done = await importFile('staff', { kind: 'master' }, csv);
    expect(done).toMatchObject({ status: 'completed', created_items: 1, updated_items: 1, prices_written: 0 });
    const emt = (await t.as(s.buyer)({ method: 'POST', url: '/api/v1/searchproduct/', payload: { search_text: 'ATC-EMT050' } })).json().results[0];
    expect(emt).toMatchObject({ description: '1/2 in EMT Conduit 10 ft', unit_price: 0.64, manufacturer: { name: 'Allied Tube & Conduit' }, category: { name: 'Conduit' } });
    const [added] = await t.db.select().from(baseItems).where(eq(baseItems.baseItemCode, 'NEW-MASTER-1'));
    expect(added.ownerCompanyId).toBeNull();
  });
});

describe('import status', () => {
  it('lists a company’s imports and hides them from other companies', async () => {
    const list = (await t.as(s.seller)({ method: 'GET', url: '/api/v1/price_file/imports/' })).json();
    expect(list.count).toBeGreaterThanOrEqual(3);
    const id = list.results[0].id;
    expect((await t.as(s.otherSeller)({ method: 'GET', url: `/api/v1/price_file/imports/${id}/` })).statusCode).toBe(404);
    expect((await t.as(s.otherSeller)({ method: 'GET', url: '/api/v1/price_file/imports/' })).json().count).toBe(0);
    expect((await t.as(s.seller)({ method: 'GET', url: '/api/v1/price_file/imports/x/' })).statusCode).toBe(400);
  });

  it('lists buyer companies for a supplier, and only for a supplier', async () => {
    const res = await t.as(s.seller)({ method: 'GET', url: '/api/v1/price_file/buyer_companies/?search=summit' });
    expect(res.json()).toEqual([{ id: buyerId, name: 'Summit Test Contractors' }]);
    expect((await t.as(s.buyer)({ method: 'GET', url: '/api/v1/price_file/buyer_companies/' })).statusCode).toBe(403);
    // Staff at a contractor import the master catalogue only: no price file, so no buyers to send one to.
    expect((await t.as(s.staff)({ method: 'GET', url: '/api/v1/price_file/buyer_companies/' })).json()).toEqual({ detail: 'Only suppliers import price files.' });
  });
});

// Security finding (issue 11.3): any supplier could set contract prices for any buyer.
describe('a supplier prices only its own customers', () => {
  it('refuses a buyer that does not list the supplier, and writes no price', async () => {
    const before = await t.db.select({ n: count() }).from(contractPrices);
    const res = await upload('otherSeller', { kind: 'price_file', buyer_company_id: String(buyerId) }, { name: 'p.csv', content: [HEADER, 'ATC-EMT050,,,,,,,0.01,,,'].join('\n') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ buyer_company_id: ['This buyer does not list your company as a supplier, so you cannot set its prices.'] });
    expect(await t.db.select({ n: count() }).from(contractPrices)).toEqual(before);
    expect((await t.as(s.otherSeller)({ method: 'GET', url: '/api/v1/price_file/buyer_companies/' })).json()).toEqual([]);
  });

  it("refuses to price another supplier's own items", async () => {
    const [item] = await t.db.select().from(baseItems).where(eq(baseItems.baseItemCode, 'ATC-EMT050'));
    const other = await makeCompany(t.db, { systemType: 'seller' });
    await t.db.update(baseItems).set({ ownerCompanyId: other.id }).where(eq(baseItems.id, item.id));
    const done = await importFile('seller', { kind: 'price_file', buyer_company_id: String(buyerId) }, [HEADER, 'ATC-EMT050,,,,,,,0.01,,,'].join('\n'));
    expect(done.status).toBe('failed');
    expect(done.errors).toEqual([{ line: 2, column: 'catalog_number', message: "This catalog number is another supplier's item: price your own items or the shared catalogue's." }]);
    await t.db.update(baseItems).set({ ownerCompanyId: null }).where(eq(baseItems.id, item.id));
  });
});
