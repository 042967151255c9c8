import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListMessages as m } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { listWorld, type ListWorld } from './test-world';

let t: TestApp;
let w: ListWorld;
let wire: number;
let otherJobItem: number;
let trailer: number;
let theirBin: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await listWorld(t);
  const listId = await w.makeList('Feeders');
  [wire] = (await w.item(w.asBuyer, { action: 'add_from_bom', list_id: listId, cart_item_ids: [w.bom.wire] })).json().results.map((i: { id: number }) => i.id);
  const there = await w.makeList('Other job', w.project2.id);
  otherJobItem = (await w.item(w.asBuyer, { action: 'add', list_id: there, description: '#10 THHN', unit: 'FT', quantity: 500 })).json().results[0].id;
  trailer = (await w.post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project.id, code: 'TR-B', name: 'Trailer' })).json().id;
  theirBin = (await w.post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project2.id, code: 'TR-B', name: 'Trailer' })).json().id;
});
afterAll(() => t.close());

describe('cable reels', () => {
  it('a reel of a list item: numbered in the project, in a bin, cut down to what is left and never below 0', async () => {
    const made = await w.post(w.asBuyer, 'CableReels/create/', { list_item_id: wire, reel_number: 'R-12', length: 1000, bin_id: trailer });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ list_item_id: wire, reel_number: 'R-12', length: 1000, length_left: 1000, unit: 'FT', bin: { id: trailer, code: 'TR-B' }, project_id: w.project.id });
    const reel = made.json().id;
    const dup = await w.post(w.asBuyer, 'CableReels/create/', { list_item_id: wire, reel_number: 'r-12', length: 500 });
    expect([dup.statusCode, dup.json()]).toEqual([400, { reel_number: [m.reelNumberTaken] }]);

    // the foreman cuts on site
    const cut = await w.post(w.asForeman, `CableReels/${reel}/cut/`, { length: 120.5, note: 'Panel L2 feeder' });
    expect(cut.json().length_left).toBe(879.5);
    const before = await w.snapshot();
    const tooMuch = await w.post(w.asBuyer, `CableReels/${reel}/cut/`, { length: 900 });
    expect([tooMuch.statusCode, tooMuch.json()]).toEqual([400, { length: ['Only 879.5 ft left on reel R-12.'] }]);
    expect((await w.post(w.asBuyer, `CableReels/${reel}/cut/`, { length: 0 })).statusCode).toBe(400);
    // a finer length than the reel keeps was rounded unseen (0.0001 cut nothing, 1.2345 cut 1.235)
    for (const length of [0.0001, 1.2345]) {
      expect((await w.post(w.asBuyer, `CableReels/${reel}/cut/`, { length })).json()).toEqual({ length: ['Ensure that there are no more than 3 decimal places.'] });
    }
    expect((await w.post(w.asBuyer, 'CableReels/create/', { list_item_id: wire, reel_number: 'R-13', length: 10.0005 })).json()).toEqual({ length: ['Ensure that there are no more than 3 decimal places.'] });
    expect(await w.snapshot()).toEqual(before);
    expect((await w.post(w.asBuyer, `CableReels/${reel}/cut/`, { length: 879.5 })).json().length_left).toBe(0);

    const reels = (await w.get(w.asForeman, `GetCableReels/?project_id=${w.project.id}&list_item_id=${wire}`)).json().results;
    expect(reels).toHaveLength(1);
    expect(reels[0]).toMatchObject({ reel_number: 'R-12', length_left: 0, item_description: expect.stringContaining('THHN') });
    // the item is a cable item now
    expect((await w.get(w.asBuyer, `GetProjectProductListItemWithListName/?project_id=${w.project.id}`)).json().results[0].is_cable).toBe(true);
  });

  it('another project’s bin or item is refused; another company’s reel or item is not found; nothing changes', async () => {
    const reel = (await w.post(w.asBuyer, 'CableReels/create/', { list_item_id: wire, reel_number: 'R-13', length: 250 })).json().id;
    const before = await w.snapshot();
    const bin = await w.post(w.asBuyer, 'CableReels/create/', { list_item_id: wire, reel_number: 'R-14', length: 250, bin_id: theirBin });
    expect([bin.statusCode, bin.json()]).toEqual([400, { bin_id: [m.binOtherProject] }]);
    const item = await w.get(w.asBuyer, `GetCableReels/?project_id=${w.project.id}&list_item_id=${otherJobItem}`);
    expect([item.statusCode, item.json()]).toEqual([400, { list_item_id: [m.itemsOtherProject] }]);
    for (const res of [
      await w.get(w.asStranger, `GetCableReels/?project_id=${w.project.id}`),
      await w.post(w.asStranger, 'CableReels/create/', { list_item_id: wire, reel_number: 'X-1', length: 10 }),
      await w.post(w.asStranger, `CableReels/${reel}/cut/`, { length: 1 }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await w.post(w.asSeller, `CableReels/${reel}/cut/`, { length: 1 })).statusCode).toBe(403);
    expect((await w.post(w.asBuyer, 'CableReels/create/', { list_item_id: wire, reel_number: '', length: 10 })).statusCode).toBe(400);
    expect(await w.snapshot()).toEqual(before);
  });
});
