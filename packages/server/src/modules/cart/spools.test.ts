import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartItem, cartMessages } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartWorld, type CartWorld } from './test-world';

let t: TestApp;
let w: CartWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
});
afterAll(() => t.close());

const get = async (url: string, as = w.asBuyer) => {
  const res = await as({ method: 'GET', url: `/api/v1/${url}` });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json();
};
const func = async (payload: object, projectId = w.project.id) => {
  const res = await w.call(w.asBuyer, projectId, payload);
  expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
  return res.json() as Promise<{ items: CartItem[]; detail?: string }>;
};

describe('the spools of a project', () => {
  it('GET projects/{id}/retrieve_spools/ lists the spools holding lines, by number, with how many; retrieve_cart_items/?spool_id= their lines', async () => {
    const [a, b, c, d] = await w.addLines(w.project.id, [1, 2, 3, 4].map((n) => ({ baseItemId: w.items.conduit, packageCount: n })));
    const [other] = await w.addLines(w.project2.id, [{ baseItemId: w.items.conduit, packageCount: 1 }]);
    expect(await get(`projects/${w.project.id}/retrieve_spools/`)).toEqual([]);
    const s2 = (await func({ func: 'add_spool', item_id_list: [c], spool_number: 'SP-2' })).items[0].spool!.id;
    const s1 = (await func({ func: 'add_spool', item_id_list: [a, b], spool_number: 'sp-1', spool_tag: 'Feeder', stack_layers: 3 })).items[0].spool!.id;
    await func({ func: 'add_spool', item_id_list: [other], spool_number: 'SP-0' }, w.project2.id);
    expect(await get(`projects/${w.project.id}/retrieve_spools/`)).toEqual([
      { id: s1, spool_number: 'sp-1', spool_tag: 'Feeder', stack_layers: 3, item_count: 2 },
      { id: s2, spool_number: 'SP-2', spool_tag: '', stack_layers: 1, item_count: 1 },
    ]);
    const onSpool = await get(`projects/${w.project.id}/retrieve_cart_items/?spool_id=${s1}`);
    expect(onSpool.results.map((i: CartItem) => i.id)).toEqual([a, b]);
    expect((await get(`projects/${w.project.id}/retrieve_cart_summary/?spool_id=${s1}`)).count).toBe(2);

    // Adding to an existing spool is update_spool_items with its lines plus the new ones.
    const joined = await func({ func: 'update_spool_items', spool_id: s1, item_id_list: [a, b, c, d] });
    expect(joined.items.map((i) => [i.id, i.spool?.id])).toEqual([[c, s1], [d, s1]]);
    // SP-2 lost its only line: it holds none, so the list leaves it out.
    expect((await get(`projects/${w.project.id}/retrieve_spools/`)).map((s: { id: number; item_count: number }) => [s.id, s.item_count])).toEqual([[s1, 4]]);
    expect((await w.call(w.asBuyer, w.project.id, { func: 'update_spool_items', spool_id: s1, item_id_list: [a, other] })).json()).toEqual({ item_id_list: [cartMessages.unknownItems] });
    expect((await get(`projects/${w.project.id}/retrieve_cart_items/?spool_id=${s1}`)).count).toBe(4);
  });

  it('a user of another company gets 404 for the spools of a project that exists, and sees only their own', async () => {
    const res = await w.asStranger({ method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_spools/` });
    expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found.' }]);
    expect(await get(`projects/${w.otherProject.id}/retrieve_spools/`, w.asStranger)).toEqual([]);
    expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_cart_items/?spool_id=abc` })).statusCode).toBe(400);
  });
});
