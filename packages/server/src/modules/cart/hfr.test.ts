import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartItem, cartMessages, hfrShortMessage } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { holdForReleaseItems } from '../../db/schema/index';
import { cartWorld, type CartWorld } from './test-world';

let t: TestApp;
let w: CartWorld;
let own: number;
let shared: number;
let conduitHfr: number;
let theirs: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const rows = await t.db
    .insert(holdForReleaseItems)
    .values([
      { companyId: w.company.id, projectId: w.project.id, baseItemId: w.items.wire, releaseNumber: 'REL-OWN', description: 'Wire for this job', quantityHeld: 1200, quantityReleased: 200 },
      { companyId: w.company.id, baseItemId: w.items.wire, releaseNumber: 'REL-SHARED', description: 'Wire for any job', quantityHeld: 5000 },
      { companyId: w.company.id, baseItemId: w.items.conduit, releaseNumber: 'REL-EMT', description: 'Conduit', quantityHeld: 5000 },
      { companyId: w.other.id, baseItemId: w.items.wire, releaseNumber: 'REL-THEIRS', description: 'Their wire', quantityHeld: 99999 },
    ])
    .returning({ id: holdForReleaseItems.id });
  [own, shared, conduitHfr, theirs] = rows.map((r) => r.id);
});
afterAll(() => t.close());

const link = (id_list: number[] | undefined, hfr_item_id: number) => w.call(w.asBuyer, w.project.id, { func: 'auto_match_hfr_item', id_list, hfr_item_id });
/** One 500 ft reel of wire per package. */
const reels = (...counts: number[]) => w.addLines(w.project.id, counts.map((packageCount) => ({ baseItemId: w.items.wire, packageCount })));

describe('auto_match_hfr_item with hfr_item_id links lines to that hold-for-release item', () => {
  it('links the lines, answers them with the link, and SearchHoldForReleaseItems/ shows what they take', async () => {
    const [a] = await reels(1);
    const res = await link([a], own);
    expect(res.statusCode).toBe(200);
    const body: { items: CartItem[]; detail: string } = res.json();
    expect(body.items.map((i) => [i.id, i.hfr_item?.id, i.hfr_item?.release_number])).toEqual([[a, own, 'REL-OWN']]);
    expect(body.detail).toBe('1 item linked to hold-for-release REL-OWN.');
    const found = (await w.asBuyer({ method: 'POST', url: '/api/v1/SearchHoldForReleaseItems/', payload: { base_item_id: w.items.wire } })).json();
    const mine = found.results.find((r: { id: number }) => r.id === own);
    expect(mine).toMatchObject({ quantity_available: 1000, quantity_linked: 500, linked_count: 1 });
    expect((await link([a], own)).json().detail).toBe(cartMessages.noChangesDetected);
  });

  it('moves a line linked elsewhere, and refuses lines needing more than is left, changing nothing', async () => {
    const [b] = await reels(1);
    expect((await link([b], shared)).statusCode).toBe(200);
    const [c] = await reels(2);
    const before = await w.rowsOf(w.project.id);
    // 1,000 left on REL-OWN minus the 500 ft line already on it: b (500) and c (1,000) need 1,500.
    const short = await link([b, c], own);
    expect([short.statusCode, short.json()]).toEqual([400, { non_field_errors: [hfrShortMessage(500, 1500, 'FT')] }]);
    expect(await w.rowsOf(w.project.id)).toEqual(before);
    const moved = (await link([b], own)).json();
    expect(moved.items.map((i: CartItem) => [i.id, i.hfr_item?.release_number])).toEqual([[b, 'REL-OWN']]);
    expect((await link([c], own)).json()).toEqual({ non_field_errors: [hfrShortMessage(0, 1000, 'FT')] });
  });

  it('refuses another company’s HFR item, one of another catalogue item, unknown lines and a missing id_list, changing nothing', async () => {
    const [d] = await reels(1);
    const [custom] = await w.addCustom(w.project.id, [{ description: 'Pull string', code: '', unit: 'EA', unitPrice: null, manufacturerName: '', packageCount: 1 }]);
    const [foreign] = await w.addLines(w.otherProject.id, [{ baseItemId: w.items.wire, packageCount: 1 }], w.other.id, w.stranger.id);
    const [elsewhere] = await w.addLines(w.project2.id, [{ baseItemId: w.items.wire, packageCount: 1 }]);
    const before = await w.rowsOf(w.project.id);
    const cases: [string, number[] | undefined, number, object][] = [
      ['other company’s HFR item', [d], theirs, { hfr_item_id: [cartMessages.unknownHfrItem] }],
      ['unknown HFR item', [d], 99_999_999, { hfr_item_id: [cartMessages.unknownHfrItem] }],
      ['HFR item of another catalogue item', [d], conduitHfr, { hfr_item_id: [cartMessages.hfrOtherItem] }],
      ['custom line', [d, custom], own, { hfr_item_id: [cartMessages.hfrOtherItem] }],
      ['line of another company', [d, foreign], own, { id_list: [cartMessages.unknownItems] }],
      ['line of another project', [elsewhere], own, { id_list: [cartMessages.unknownItems] }],
      ['no id_list', undefined, own, { id_list: [cartMessages.selectAtLeastOne] }],
    ];
    for (const [name, ids, hfrId, errors] of cases) {
      const res = await link(ids, hfrId);
      expect([name, res.statusCode, res.json()]).toEqual([name, 400, errors]);
    }
    expect((await w.call(w.asBuyer, w.project.id, { func: 'auto_match_hfr_item', id_list: [d], hfr_item_id: 'REL-OWN' })).statusCode).toBe(400);
    expect(await w.rowsOf(w.project.id)).toEqual(before);
    const [theirRow] = (await w.rowsOf(w.otherProject.id)).filter((r) => r.id === foreign);
    expect(theirRow.hfrItemId).toBeNull();
  });

  it('a user of another company gets 404 linking lines of a project that exists', async () => {
    const [e] = await reels(1);
    const res = await w.call(w.asStranger, w.project.id, { func: 'auto_match_hfr_item', id_list: [e], hfr_item_id: theirs });
    expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found.' }]);
    expect((await w.rowsOf(w.project.id)).find((r) => r.id === e)?.hfrItemId).toBeNull();
  });
});
