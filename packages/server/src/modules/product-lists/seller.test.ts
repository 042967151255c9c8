import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListMessages as m } from '@jobsite/core';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { notifications } from '../../db/schema/index';
import { listWorld, type ListWorld } from './test-world';

let t: TestApp;
let w: ListWorld;
let shared: number;
let unshared: number;
let itemId: number;
let hiddenItem: number;
let asOtherSeller: ListWorld['asSeller'];

beforeAll(async () => {
  t = await buildTestApp();
  w = await listWorld(t);
  shared = await w.makeList('Generator rental');
  unshared = await w.makeList('Internal only');
  itemId = (await w.item(w.asBuyer, { action: 'add', list_id: shared, description: '60 kW towable generator', unit: 'EA', quantity: 1, phase_code: '09', cost_code: 'RENT' })).json().results[0].id;
  hiddenItem = (await w.item(w.asBuyer, { action: 'add', list_id: unshared, description: 'Secret', unit: 'EA', quantity: 1 })).json().results[0].id;
  const res = await w.list(w.asBuyer, { action: 'share', list_id: shared, supplier_company_id: w.supplier.id });
  expect(res.json().shared_with).toEqual({ id: w.supplier.id, name: expect.any(String) });
  const rival = await makeCompany(t.db, { systemType: 'seller' });
  const rivalUser = await makeAccount(t.db, rival.id);
  asOtherSeller = t.as(await t.signIn(rivalUser.id, rival.id));
});
afterAll(() => t.close());

describe('the supplier’s side of product lists', () => {
  it('sees the lists shared with it and their items, without the buyer’s own fields', async () => {
    const lists = (await w.get(w.asSeller, 'GetProjectProductListSeller/?search=generator')).json();
    expect(lists.count).toBe(1);
    expect(lists.results[0]).toMatchObject({ id: shared, name: 'Generator rental', buyer: { id: w.company.id }, project_id: w.project.id, item_count: 1 });
    const items = (await w.get(w.asSeller, `GetProjectProductListItemSeller/?list_id=${shared}`)).json();
    expect(items.results).toEqual([
      { id: itemId, list_id: shared, code: '', description: '60 kW towable generator', manufacturer: '', unit: 'EA', quantity: 1, is_cable: false, seller_note: '', rental_start_date: null, rental_end_date: null },
    ]);
    expect((await w.get(w.asSeller, `GetProjectProductListItemSeller/?list_id=${unshared}`)).statusCode).toBe(404);
    expect((await w.get(asOtherSeller, 'GetProjectProductListSeller/')).json().count).toBe(0);
    expect((await w.get(asOtherSeller, `GetProjectProductListItemSeller/?list_id=${shared}`)).statusCode).toBe(404);
    // the supplier was told, in its own company, with the list to open
    const told = await t.db.select().from(notifications).where(eq(notifications.accountId, w.seller.id));
    expect(told.map((n) => [n.companyId, n.link])).toContainEqual([w.supplier.id, `/project_list_seller?list_id=${shared}`]);
    // the buyer side of the calls is not for suppliers, and the seller side not for buyers
    expect((await w.get(w.asBuyer, 'GetProjectProductListSeller/')).statusCode).toBe(403);
  });

  it('changes its note and the rental dates, and the list’s author is told', async () => {
    const note = await w.post(w.asSeller, 'UpdateProductListItemSeller/', { list_item_id: itemId, seller_note: 'Delivered with 50 ft cord set' });
    expect(note.json()).toMatchObject({ id: itemId, seller_note: 'Delivered with 50 ft cord set' });
    const dates = await w.post(w.asSeller, 'ProjectRentalItemUpdateSeller/', { list_item_id: itemId, rental_start_date: '2026-12-01', rental_end_date: '2026-12-20' });
    expect(dates.json()).toMatchObject({ rental_start_date: '2026-12-01', rental_end_date: '2026-12-20' });
    const buyerView = (await w.get(w.asBuyer, `GetProjectProductListItem/?list_id=${shared}`)).json().results[0];
    expect(buyerView).toMatchObject({ seller_note: 'Delivered with 50 ft cord set', rental_start_date: '2026-12-01', phase_code: '09', cost_code: 'RENT' });
    const told = await t.db.select().from(notifications).where(eq(notifications.accountId, w.buyer.id));
    expect(told.some((n) => n.content.includes('60 kW towable generator') && n.link === `/project/bom/${w.project.id}?project_product_list_id=${shared}&item_id=${itemId}`)).toBe(true);
  });

  it('may not change buyer fields, an unshared list’s items, or dates out of order, and nothing changes', async () => {
    const before = await w.snapshot();
    const buyerFields = await w.post(w.asSeller, 'UpdateProductListItemSeller/', { list_item_id: itemId, seller_note: 'x', quantity: 5, phase_code: 'Z' });
    expect([buyerFields.statusCode, buyerFields.json()]).toEqual([403, { detail: m.sellerFieldsOnly }]);
    const rentalPlus = await w.post(w.asSeller, 'ProjectRentalItemUpdateSeller/', { list_item_id: itemId, rental_start_date: '2026-12-01', rental_end_date: '2026-12-02', description: 'Bigger' });
    expect([rentalPlus.statusCode, rentalPlus.json()]).toEqual([403, { detail: m.sellerFieldsOnly }]);
    const order = await w.post(w.asSeller, 'ProjectRentalItemUpdateSeller/', { list_item_id: itemId, rental_start_date: '2026-12-05', rental_end_date: '2026-12-01' });
    expect([order.statusCode, order.json()]).toEqual([400, { rental_end_date: ['The rental end date must be on or after the start date.'] }]);
    for (const [as, id] of [
      [w.asSeller, hiddenItem],
      [asOtherSeller, itemId],
    ] as const) {
      expect((await w.post(as, 'UpdateProductListItemSeller/', { list_item_id: id, seller_note: 'x' })).statusCode).toBe(404);
      expect((await w.post(as, 'ProjectRentalItemUpdateSeller/', { list_item_id: id, rental_start_date: '2026-12-01', rental_end_date: '2026-12-02' })).statusCode).toBe(404);
    }
    // the buyer's own calls stay closed to the supplier
    expect((await w.item(w.asSeller, { action: 'update', list_item_id: itemId, quantity: 9 })).statusCode).toBe(403);
    expect(await w.snapshot()).toEqual(before);
  });

  it('unsharing takes the list away', async () => {
    await w.list(w.asBuyer, { action: 'share', list_id: shared, supplier_company_id: null });
    expect((await w.get(w.asSeller, 'GetProjectProductListSeller/')).json().count).toBe(0);
    expect((await w.post(w.asSeller, 'UpdateProductListItemSeller/', { list_item_id: itemId, seller_note: 'late' })).statusCode).toBe(404);
  });
});

describe('sublists of a shared list', () => {
  it('are shared with the parent’s supplier (read at each call): it sees and updates them, another supplier does not, and unsharing the parent hides both', async () => {
    const parent = await w.makeList('Switchgear room');
    const sub = await w.makeList('Panel L2-A', w.project.id, parent);
    const subSub = await w.makeList('Spare breakers', w.project.id, sub);
    const subItem = (await w.item(w.asBuyer, { action: 'add', list_id: sub, description: 'Temporary panel 100 A', unit: 'EA', quantity: 1, phase_code: '07' })).json().results[0].id;
    await w.list(w.asBuyer, { action: 'share', list_id: parent, supplier_company_id: w.supplier.id });

    // the list of lists shows the shared list, its sublists open from it
    const lists = (await w.get(w.asSeller, 'GetProjectProductListSeller/?search=switchgear')).json();
    expect(lists.results).toEqual([expect.objectContaining({ id: parent, parent_id: null, sub_list_count: 1 })]);
    expect((await w.get(w.asSeller, 'GetProjectProductListSeller/?search=panel')).json().count).toBe(0);
    const subs = (await w.get(w.asSeller, `GetSubProductListSeller/?list_id=${parent}`)).json().results;
    expect(subs).toEqual([expect.objectContaining({ id: sub, parent_id: parent, name: 'Panel L2-A', item_count: 1, sub_list_count: 1 })]);
    expect((await w.get(w.asSeller, `GetSubProductListSeller/?list_id=${sub}`)).json().results.map((l: { id: number }) => l.id)).toEqual([subSub]);
    const items = (await w.get(w.asSeller, `GetProjectProductListItemSeller/?list_id=${sub}`)).json();
    expect(items.list).toMatchObject({ id: sub, parent_id: parent });
    expect(items.results).toEqual([expect.objectContaining({ id: subItem, description: 'Temporary panel 100 A' })]);
    expect(items.results[0]).not.toHaveProperty('phase_code');

    // the seller's fields of a sublist's item, and nothing else
    const note = await w.post(w.asSeller, 'UpdateProductListItemSeller/', { list_item_id: subItem, seller_note: 'Ships with the gear' });
    expect(note.json()).toMatchObject({ id: subItem, seller_note: 'Ships with the gear' });
    const dates = await w.post(w.asSeller, 'ProjectRentalItemUpdateSeller/', { list_item_id: subItem, rental_start_date: '2027-01-04', rental_end_date: '2027-03-31' });
    expect(dates.json()).toMatchObject({ rental_start_date: '2027-01-04', rental_end_date: '2027-03-31' });
    const before = await w.snapshot();
    const buyerField = await w.post(w.asSeller, 'UpdateProductListItemSeller/', { list_item_id: subItem, seller_note: 'x', quantity: 3 });
    expect([buyerField.statusCode, buyerField.json()]).toEqual([403, { detail: m.sellerFieldsOnly }]);
    expect(await w.snapshot()).toEqual(before);

    // another supplier sees none of it
    expect((await w.get(asOtherSeller, `GetSubProductListSeller/?list_id=${parent}`)).statusCode).toBe(404);
    expect((await w.get(asOtherSeller, `GetProjectProductListItemSeller/?list_id=${sub}`)).statusCode).toBe(404);
    expect((await w.post(asOtherSeller, 'UpdateProductListItemSeller/', { list_item_id: subItem, seller_note: 'x' })).statusCode).toBe(404);
    expect((await w.get(asOtherSeller, 'GetProjectProductListSeller/?search=panel')).json().count).toBe(0);
    // the buyer does not use the seller calls
    expect((await w.get(w.asBuyer, `GetSubProductListSeller/?list_id=${parent}`)).statusCode).toBe(403);

    // unsharing the parent hides the parent and its sublists
    await w.list(w.asBuyer, { action: 'share', list_id: parent, supplier_company_id: null });
    expect((await w.get(w.asSeller, 'GetProjectProductListSeller/?search=switchgear')).json().count).toBe(0);
    for (const id of [parent, sub]) {
      expect((await w.get(w.asSeller, `GetProjectProductListItemSeller/?list_id=${id}`)).statusCode).toBe(404);
      expect((await w.get(w.asSeller, `GetSubProductListSeller/?list_id=${id}`)).statusCode).toBe(404);
    }
    expect((await w.post(w.asSeller, 'UpdateProductListItemSeller/', { list_item_id: subItem, seller_note: 'late' })).statusCode).toBe(404);

    // a sublist shared on its own shows as a list of its own
    await w.list(w.asBuyer, { action: 'share', list_id: sub, supplier_company_id: w.supplier.id });
    expect((await w.get(w.asSeller, 'GetProjectProductListSeller/?search=panel')).json().results).toEqual([expect.objectContaining({ id: sub, parent_id: parent })]);
  });
});
