import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListMessages as m } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { listWorld, type ListWorld } from './test-world';

/*
 * UpdateProductListItem/ update: Find in catalogue (base_item_id) and the buyer's rental dates
 * (issue 18 gaps 1 and 3). Refused bodies change nothing.
 */

let t: TestApp;
let w: ListWorld;
let listId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await listWorld(t);
  listId = await w.makeList('Site trailer');
});
afterAll(() => t.close());

const addCustom = async (description: string) => (await w.item(w.asBuyer, { action: 'add', list_id: listId, description, unit: 'EA', quantity: 4, code: 'TYPED-1' })).json().results[0].id as number;

describe('find in catalogue', () => {
  it('suggests catalogue items for a custom item and links the chosen one, which makes it orderable', async () => {
    const itemId = await addCustom(`QO breaker 20A ${w.tag}`);
    const suggestions = (await w.get(w.asBuyer, `GetProjectProductListItemSuggestion/?list_item_id=${itemId}`)).json().results;
    expect(suggestions[0]).toMatchObject({ base_item_id: w.items.breaker, code: w.breakerCode });

    const res = await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, base_item_id: w.items.breaker });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ id: itemId, base_item_id: w.items.breaker, code: w.breakerCode, description: `QO breaker 20A ${w.tag}`, manufacturer: 'Square D', quantity: 4 });

    // a catalogue item without a BOM line gets one when ordered: the list item is no longer "custom, not on the BOM"
    const ordered = await w.post(w.asBuyer, `ProjectProductListItem/${itemId}/add_to_po/`, { supplier_id: w.supplierId });
    expect(ordered.statusCode).toBe(201);
    const after = (await w.get(w.asBuyer, `GetProjectProductListItem/?list_id=${listId}`)).json().results.find((i: { id: number }) => i.id === itemId);
    expect(after.cart_item_id).not.toBeNull();
  });

  it('refuses a catalogue item that does not exist, one that differs from the BOM line it orders through, and another company’s item; nothing changes', async () => {
    const itemId = await addCustom('Pull box 8x8x4');
    const linked = (await w.item(w.asBuyer, { action: 'add_from_bom', list_id: listId, cart_item_ids: [w.bom.conduit] })).json().results[0].id;
    const before = await w.snapshot();
    const missing = await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, base_item_id: 2147483000, quantity: 9 });
    expect([missing.statusCode, missing.json()]).toEqual([400, { base_item_id: [m.chooseCatalogueItem] }]);
    const otherLine = await w.item(w.asBuyer, { action: 'update', list_item_id: linked, base_item_id: w.items.breaker });
    expect([otherLine.statusCode, otherLine.json()]).toEqual([400, { base_item_id: [m.bomLineOtherItem] }]);
    const stranger = await w.item(w.asStranger, { action: 'update', list_item_id: itemId, base_item_id: w.items.breaker });
    expect(stranger.statusCode).toBe(404);
    expect(await w.snapshot()).toEqual(before);
    // the same catalogue item as its BOM line is fine
    expect((await w.item(w.asBuyer, { action: 'update', list_item_id: linked, base_item_id: w.items.conduit })).statusCode).toBe(200);
  });
});

describe('the buyer’s rental dates', () => {
  it('sets, changes and clears a list item’s rental dates', async () => {
    const itemId = await addCustom('60 kW towable generator');
    const set = await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, rental_start_date: '2026-12-01', rental_end_date: '2026-12-20' });
    expect(set.json().results[0]).toMatchObject({ rental_start_date: '2026-12-01', rental_end_date: '2026-12-20' });
    const same = await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, rental_start_date: '2026-12-01', rental_end_date: '2026-12-01' });
    expect(same.json().results[0]).toMatchObject({ rental_start_date: '2026-12-01', rental_end_date: '2026-12-01' });
    const cleared = await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, rental_start_date: null, rental_end_date: null });
    expect(cleared.json().results[0]).toMatchObject({ rental_start_date: null, rental_end_date: null });
  });

  it('refuses dates out of order, one date alone and a bad date with the cart’s words; nothing changes', async () => {
    const itemId = await addCustom('Scissor lift 19 ft');
    await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, rental_start_date: '2026-12-01', rental_end_date: '2026-12-20' });
    const before = await w.snapshot();
    const order = await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, rental_start_date: '2026-12-05', rental_end_date: '2026-12-01', quantity: 2 });
    expect([order.statusCode, order.json()]).toEqual([400, { rental_end_date: ['The rental end date must be on or after the start date.'] }]);
    const alone = await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, rental_start_date: '2026-12-05' });
    expect([alone.statusCode, alone.json()]).toEqual([400, { rental_start_date: ['Please enter the rental start and end dates.'] }]);
    const half = await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, rental_start_date: '2026-12-05', rental_end_date: null });
    expect([half.statusCode, half.json()]).toEqual([400, { rental_start_date: ['Please enter the rental start and end dates.'] }]);
    const bad = await w.item(w.asBuyer, { action: 'update', list_item_id: itemId, rental_start_date: '2026-13-40', rental_end_date: '2026-12-20' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().rental_start_date).toEqual(['Enter a date as YYYY-MM-DD.']);
    expect((await w.item(w.asStranger, { action: 'update', list_item_id: itemId, rental_start_date: '2026-12-01', rental_end_date: '2026-12-02' })).statusCode).toBe(404);
    expect(await w.snapshot()).toEqual(before);
  });
});
