import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItem, makeCatalogueItems, makeContractPrice } from '../../../test/catalogue-factories';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { daysFromToday } from '../../platform/text-and-dates';

let t: TestApp;
const s: Record<'buyerA' | 'buyerB' | 'supplier1' | 'supplier2' | 'staff', { token: string }> = {} as never;
const co: Record<'buyerA' | 'buyerB' | 'supplier1' | 'supplier2', number> = {} as never;
let conduit: number, breaker: number, ownItem: number, relatedMaker: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [k, type] of [['buyerA', 'buyer'], ['buyerB', 'buyer'], ['supplier1', 'seller'], ['supplier2', 'seller']] as const) {
    const c = await makeCompany(t.db, { systemType: type, name: `Co ${k}` });
    co[k] = c.id;
    s[k] = await t.signIn((await makeAccount(t.db, c.id)).id, c.id);
  }
  s.staff = await t.signIn((await makeAccount(t.db, co.buyerA, { isStaff: true })).id, co.buyerA);
  [conduit, breaker, relatedMaker] = await makeCatalogueItems(t.db, [
    catalogueItem({ code: 'ATC-EMT050', description: '1/2 in EMT Conduit', category: 'Conduit', group: 'EMT Conduit', manufacturer: 'Allied Tube & Conduit', alternates: ['Wheatland Tube'], unit: 'FT', unitPrice: 0.62, spec: { trade_size_in: '1/2' }, options: [{ name: 'Per foot', quantity: 1, isDefault: false }, { name: '10 ft stick', quantity: 10, isDefault: true }] }),
    catalogueItem({ code: 'SQD-QO120', description: 'QO breaker 20A', category: 'Circuit Breakers', group: 'QO Breakers', manufacturer: 'Square D', unitPrice: 9.8 }),
    catalogueItem({ code: 'ATC-EMT075', description: '3/4 in EMT Conduit', category: 'Conduit', group: 'EMT Conduit', manufacturer: 'Allied Tube & Conduit', unit: 'FT', unitPrice: 0.99 }),
    catalogueItem({ code: 'ATC-RGS050', description: '1/2 in Rigid Conduit', category: 'Conduit', group: 'Rigid Conduit', manufacturer: 'Allied Tube & Conduit', unit: 'FT', unitPrice: 2.1 }),
    catalogueItem({ code: 'WHT-EMT100', description: '1 in EMT Conduit', category: 'Conduit', group: 'EMT Conduit', manufacturer: 'Wheatland Tube', unit: 'FT', unitPrice: 1.5 }),
  ]);
  [ownItem] = await makeCatalogueItems(t.db, [catalogueItem({ code: 'MPR-TIE8N', description: 'Cable tie', manufacturer: 'Metro Pro' })], co.supplier1);
  await makeContractPrice(t.db, { buyerId: co.buyerA, supplierId: co.supplier1, itemId: conduit, price: 0.51 });
  await makeContractPrice(t.db, { buyerId: co.buyerB, supplierId: co.supplier1, itemId: conduit, price: 0.55 });
  await makeContractPrice(t.db, { buyerId: co.buyerA, supplierId: co.supplier2, itemId: conduit, price: 0.49 });
  await makeContractPrice(t.db, { buyerId: co.buyerA, supplierId: co.supplier1, itemId: breaker, price: 7.5, validFrom: '2025-01-01', validTo: '2025-12-31' });
});
afterAll(() => t.close());

const get = (who: keyof typeof s, url: string) => t.as(s[who])({ method: 'GET', url: `/api/v1/${url}` });
const post = (who: keyof typeof s, url: string, payload: object) => t.as(s[who])({ method: 'POST', url: `/api/v1/${url}`, payload });
const prices = async (who: keyof typeof s, query: string) => (await get(who, `GetBaseItemContractPricing/?${query}`)).json() as { price: number; buyer_company: { id: number }; supplier_company: { id: number } }[];

describe('the price a buyer pays, shown before it adds an item', () => {
  const found = async (who: keyof typeof s, code: string) =>
    ((await post(who, 'searchproduct/', { search_text: code })).json().results as { base_item_code: string; your_price?: unknown }[]).find((r) => r.base_item_code === code);

  it('is its lowest contract price valid today, with the supplier, in search results and the item detail', async () => {
    expect((await found('buyerA', 'ATC-EMT050'))?.your_price).toEqual({ price: 0.49, source: 'contract', supplier_name: 'Co supplier2' });
    expect((await found('buyerB', 'ATC-EMT050'))?.your_price).toEqual({ price: 0.55, source: 'contract', supplier_name: 'Co supplier1' });
    expect((await get('buyerA', `GetItemDetail/?item_id=${conduit}`)).json().your_price).toEqual({ price: 0.49, source: 'contract', supplier_name: 'Co supplier2' });
  });

  it('is the list price without a contract price valid today (an expired one does not count)', async () => {
    expect((await found('buyerA', 'SQD-QO120'))?.your_price).toEqual({ price: 9.8, source: 'list', supplier_name: null });
  });

  it('counts a price ending today, not one starting tomorrow or ended yesterday; on a tie the first given; the same in search and detail', async () => {
    await makeContractPrice(t.db, { buyerId: co.buyerA, supplierId: co.supplier1, itemId: relatedMaker, price: 0.8, validTo: daysFromToday(0) });
    await makeContractPrice(t.db, { buyerId: co.buyerA, supplierId: co.supplier2, itemId: relatedMaker, price: 0.8 });
    await makeContractPrice(t.db, { buyerId: co.buyerA, supplierId: co.supplier2, itemId: relatedMaker, price: 0.7, validFrom: daysFromToday(1) });
    await makeContractPrice(t.db, { buyerId: co.buyerA, supplierId: co.supplier1, itemId: relatedMaker, price: 0.6, validFrom: '2025-01-01', validTo: daysFromToday(-1) });
    await makeContractPrice(t.db, { buyerId: co.buyerB, supplierId: co.supplier1, itemId: relatedMaker, price: 0.5 });
    const expected = { price: 0.8, source: 'contract', supplier_name: 'Co supplier1' };
    expect((await found('buyerA', 'ATC-EMT075'))?.your_price).toEqual(expected);
    expect((await get('buyerA', `GetItemDetail/?item_id=${relatedMaker}`)).json().your_price).toEqual(expected);
    expect((await found('buyerB', 'ATC-EMT075'))?.your_price).toEqual({ price: 0.5, source: 'contract', supplier_name: 'Co supplier1' });
  });

  it('lists an item’s options in search results as the item detail does', async () => {
    const hit = ((await post('buyerA', 'searchproduct/', { search_text: 'ATC-EMT050' })).json().results as { base_item_code: string; options: unknown }[]).find((r) => r.base_item_code === 'ATC-EMT050');
    const detail = (await get('buyerA', `GetItemDetail/?item_id=${conduit}`)).json();
    expect(hit?.options).toEqual(detail.options);
    expect((hit!.options as { name: string; package_quantity: number; is_default: boolean }[]).map((o) => [o.name, o.package_quantity, o.is_default])).toEqual([
      ['Per foot', 1, false],
      ['10 ft stick', 10, true],
    ]);
  });

  it('is not given to a supplier, who sees list prices', async () => {
    expect((await found('supplier1', 'ATC-EMT050'))?.your_price).toBeUndefined();
  });
});

describe('contract prices are seen only by the buyer they were given to and the supplier that gave them', () => {
  it('shows a buyer its own prices from every supplier, and no other buyer’s', async () => {
    const a = await prices('buyerA', `base_item_ids=${conduit}`);
    expect(a.map((p) => p.price).sort()).toEqual([0.49, 0.51]);
    expect(a.every((p) => p.buyer_company.id === co.buyerA)).toBe(true);
    const b = await prices('buyerB', `base_item_ids=${conduit}`);
    expect(b.map((p) => p.price)).toEqual([0.55]);
  });

  it('shows a supplier the prices it gave to every buyer, and no other supplier’s', async () => {
    const one = await prices('supplier1', `base_item_ids=${conduit}`);
    expect(one.map((p) => p.price).sort()).toEqual([0.51, 0.55]);
    expect(one.every((p) => p.supplier_company.id === co.supplier1)).toBe(true);
    expect((await prices('supplier2', `base_item_ids=${conduit}`)).map((p) => p.price)).toEqual([0.49]);
  });

  it('applies the same scope to the item detail', async () => {
    const detail = (await get('buyerB', `GetItemDetail/?item_id=${conduit}`)).json();
    expect(detail.contract_prices.map((p: { price: number }) => p.price)).toEqual([0.55]);
    const staff = (await get('staff', `GetItemDetail/?item_id=${conduit}`)).json();
    expect(staff.contract_prices.map((p: { price: number }) => p.price).sort()).toEqual([0.49, 0.51]);
  });

  it('shows only prices valid on the day asked (today by default)', async () => {
    expect(await prices('buyerA', `base_item_ids=${breaker}`)).toEqual([]);
    expect((await prices('buyerA', `base_item_ids=${breaker}&on=2025-06-01`)).map((p) => p.price)).toEqual([7.5]);
    expect(await prices('buyerB', `base_item_ids=${breaker}&on=2025-06-01`)).toEqual([]);
  });

  it('accepts ids as a comma list or repeated, and refuses bad ones', async () => {
    expect(await prices('buyerA', `base_item_ids=${conduit}&base_item_ids=${breaker}`)).toHaveLength(2);
    expect(await prices('buyerA', `base_item_ids=${conduit},${breaker}`)).toHaveLength(2);
    const cases: [string, string][] = [
      ['', 'This field is required.'],
      ['base_item_ids=a,b', 'A valid integer is required.'],
      ['base_item_ids=999999', 'Unknown base item id(s): 999999.'],
      [`base_item_ids=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`, 'Ensure this value is less than or equal to 200.'],
    ];
    for (const [q, message] of cases) {
      const res = await get('buyerA', `GetBaseItemContractPricing/?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await get('buyerA', `GetBaseItemContractPricing/?base_item_ids=${conduit}&on=yesterday`)).statusCode).toBe(400);
  });
});

describe('item detail, spec and related items', () => {
  it('answers the detail with spec data, options, manufacturers and edit right', async () => {
    const res = await get('buyerA', `GetItemDetail/?item_id=${conduit}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: conduit,
      base_item_code: 'ATC-EMT050',
      unit: 'FT',
      unit_price: 0.62,
      spec_data: { trade_size_in: '1/2' },
      options: [{ name: 'Per foot', package_quantity: 1 }, { name: '10 ft stick', package_quantity: 10, is_default: true }],
      manufacturer: { name: 'Allied Tube & Conduit' },
      manufacturers: [{ name: 'Allied Tube & Conduit', is_primary: true }, { name: 'Wheatland Tube', is_primary: false }],
      owner_company: null,
      can_edit: false,
    });
    expect((await get('staff', `GetItemDetail/?item_id=${conduit}`)).json().can_edit).toBe(true);
    expect((await get('supplier1', `GetItemDetail/?item_id=${ownItem}`)).json()).toMatchObject({ can_edit: true, owner_company: { id: co.supplier1 } });
  });

  it('answers the spec of an item', async () => {
    const res = await get('buyerA', `getspecitem/?item_id=${conduit}`);
    expect(res.json()).toEqual({ id: conduit, base_item_code: 'ATC-EMT050', description: '1/2 in EMT Conduit', spec_data: { trade_size_in: '1/2' }, image_url: null, link: '' });
  });

  it('lists related items: same group and maker first, then the same group or maker', async () => {
    const res = await get('buyerA', `GetBuyerRelatedProd/?item_id=${conduit}`);
    expect(res.statusCode).toBe(200);
    const codes = res.json().results.map((r: { base_item_code: string }) => r.base_item_code);
    expect(codes).toEqual(['ATC-EMT075', 'WHT-EMT100', 'ATC-RGS050']);
    expect(codes).not.toContain('SQD-QO120');
    void relatedMaker;
  });

  it.each(['GetItemDetail', 'getspecitem', 'GetBuyerRelatedProd'])('%s/ refuses a missing or bad id and answers 404 for an unknown one', async (call) => {
    expect((await get('buyerA', `${call}/`)).json()).toEqual({ item_id: ['This field is required.'] });
    expect((await get('buyerA', `${call}/?item_id=-4`)).statusCode).toBe(400);
    const unknown = await get('buyerA', `${call}/?item_id=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('Item/{id}/update_link/ and update_manufacturer/', () => {
  it('lets staff set a link, and says No changes detected when it is the same', async () => {
    const res = await post('staff', `Item/${conduit}/update_link/`, { link: 'https://www.example.com/emt' });
    expect(res.statusCode).toBe(200);
    expect(res.json().link).toBe('https://www.example.com/emt');
    const again = await post('staff', `Item/${conduit}/update_link/`, { link: 'https://www.example.com/emt' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'No changes detected' });
  });

  it('lets the supplier that added an item edit it, and nobody else but staff', async () => {
    expect((await post('supplier1', `Item/${ownItem}/update_link/`, { link: 'https://metro.example/tie' })).statusCode).toBe(200);
    for (const who of ['supplier2', 'buyerA'] as const) {
      const res = await post(who, `Item/${ownItem}/update_link/`, { link: 'https://elsewhere.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Only staff or the supplier that added this item can change it.' });
    }
    expect((await post('supplier1', `Item/${conduit}/update_link/`, { link: 'https://x.example' })).statusCode).toBe(403);
    expect((await get('buyerA', `getspecitem/?item_id=${ownItem}`)).json().link).toBe('https://metro.example/tie');
  });

  it('refuses a link that is not a web address and an unknown item', async () => {
    const res = await post('staff', `Item/${conduit}/update_link/`, { link: 'javascript:alert(1)' });
    expect(res.json()).toEqual({ link: ['Enter a valid URL starting with http:// or https://.'] });
    expect((await post('staff', 'Item/999999/update_link/', { link: '' })).statusCode).toBe(404);
    expect((await post('staff', 'Item/abc/update_link/', { link: '' })).statusCode).toBe(400);
  });

  it('changes the primary manufacturer, and search then finds the item by the new name', async () => {
    const options = (await get('buyerA', 'GetProdSearchOptions/')).json();
    const squareD = options.manufacturers.find((m: { name: string }) => m.name === 'Square D');
    const res = await post('staff', `Item/${conduit}/update_manufacturer/`, { manufacturer_id: squareD.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().manufacturer).toEqual({ id: squareD.id, name: 'Square D' });
    expect(res.json().manufacturers.filter((m: { is_primary: boolean }) => m.is_primary)).toEqual([{ id: squareD.id, name: 'Square D', is_primary: true }]);
    const found = (await post('buyerA', 'searchproduct/', { search_text: 'square emt' })).json();
    expect(found.results.map((r: { id: number }) => r.id)).toContain(conduit);

    const same = await post('staff', `Item/${conduit}/update_manufacturer/`, { manufacturer_id: squareD.id });
    expect(same.json()).toEqual({ detail: 'No changes detected' });
  });

  it('refuses an unknown manufacturer, a bad body and a caller who may not edit', async () => {
    expect((await post('staff', `Item/${conduit}/update_manufacturer/`, { manufacturer_id: 999999 })).json()).toEqual({ manufacturer_id: ['Unknown manufacturer.'] });
    expect((await post('staff', `Item/${conduit}/update_manufacturer/`, { manufacturer_id: 'x' })).json()).toEqual({ manufacturer_id: ['A valid integer is required.'] });
    expect((await post('staff', `Item/${conduit}/update_manufacturer/`, {})).json()).toEqual({ manufacturer_id: ['This field is required.'] });
    expect((await post('buyerA', `Item/${conduit}/update_manufacturer/`, { manufacturer_id: 1 })).statusCode).toBe(403);
  });
});
