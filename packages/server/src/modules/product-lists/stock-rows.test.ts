import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { listWorld, type ListWorld } from './test-world';

/*
 * The job-site stock rows read list by list (each list's first items, then their stock), with the
 * total kept by the database when only the project and in_stock filter them (decision record 017,
 * addendum): the same rows and order as one sorted statement over every item, on every page.
 */

let t: TestApp;
let w: ListWorld;

interface Row {
  list_item_id: number;
  description: string;
  list_name: string;
  bin: { code: string } | null;
  quantity_on_site: number;
}

/** A row as the screen shows it: what, in which bin (- for none), how much on site. */
const shown = (r: Row) => `${r.description} @${r.bin?.code ?? '-'} ${r.quantity_on_site}`;

const stockRows = (query: string) => w.get(w.asBuyer, `ProjectProductList/job_warehouse_stock_items/?project_id=${w.project.id}${query}`);

/** Every page of a query at this page size: the rows in order, and each page's count, next and previous. */
async function allPages(query: string, pageSize: number) {
  const rows: string[] = [];
  const pages: { count: number; next: boolean; previous: boolean; size: number }[] = [];
  for (let page = 1; ; page++) {
    const res = await stockRows(`${query}&page_size=${pageSize}&page=${page}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    rows.push(...body.results.map(shown));
    pages.push({ count: body.count, next: body.next !== null, previous: body.previous !== null, size: body.results.length });
    if (!body.next) return { rows, pages };
  }
}

let gangBox: number;
let trailer: number;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  w = await listWorld(t);
  gangBox = (await w.post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project.id, code: 'GB-1', name: 'Gang box' })).json().id;
  trailer = (await w.post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project.id, code: 'TR-A', name: 'Trailer' })).json().id;
  // two lists of one name: their items interleave by position, as the screen always ordered them
  const level2 = await w.makeList('Level 2');
  const level2Again = await w.makeList('Level 2');
  const basement = await w.makeList('Basement');
  const add = async (listId: number, description: string) => {
    id[description] = (await w.item(w.asBuyer, { action: 'add', list_id: listId, description, unit: 'EA', quantity: 10 })).json().results[0].id;
  };
  for (const d of ['QO breaker 15 A', 'EMT conduit', 'QO breaker 30 A']) await add(level2, d);
  for (const d of ['THHN wire', 'QO breaker tandem']) await add(level2Again, d);
  for (const d of ['Ground rod', 'QO breaker 20 A']) await add(basement, d);
  const receive = (item: string, quantity: number, bin: number | null) => w.post(w.asBuyer, `ProjectProductListItem/${id[item]}/receive/`, { quantity, bin_id: bin });
  for (const res of [
    await receive('QO breaker 15 A', 2, gangBox),
    await receive('QO breaker 15 A', 3, trailer),
    await receive('QO breaker 20 A', 4, trailer),
    await receive('QO breaker tandem', 1, null),
  ])
    expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

/** The whole screen: Basement first, then both Level 2 lists by position (ties by item), each item's bins by code, nothing on site at the item's own bin. */
const EVERY_ROW = [
  'Ground rod @- 0',
  'QO breaker 20 A @TR-A 4',
  'QO breaker 15 A @GB-1 2',
  'QO breaker 15 A @TR-A 3',
  'THHN wire @- 0',
  'EMT conduit @- 0',
  'QO breaker tandem @- 1',
  'QO breaker 30 A @- 0',
];

describe('job-site stock rows, page by page', () => {
  it('pages the whole job site in the screen’s order across page boundaries, an item in two bins on both sides of one', async () => {
    const { rows, pages } = await allPages('', 3);
    expect(rows).toEqual(EVERY_ROW);
    expect(pages).toEqual([
      { count: 8, next: true, previous: false, size: 3 },
      { count: 8, next: true, previous: true, size: 3 },
      { count: 8, next: false, previous: true, size: 2 },
    ]);
    for (const size of [1, 2, 5, 8, 200]) expect((await allPages('', size)).rows).toEqual(EVERY_ROW);
    // every project: this company's only job site with stock rows
    const everyProject = (await w.get(w.asBuyer, 'ProjectProductList/job_warehouse_stock_items/?page_size=2')).json();
    expect(everyProject.count).toBe(8);
    expect(everyProject.results.map(shown)).toEqual(EVERY_ROW.slice(0, 2));
  });

  it('in_stock, a search, a search with in_stock, a bin and no bin select the same rows in the same order on every page', async () => {
    const inStock = EVERY_ROW.filter((r) => !r.endsWith(' 0'));
    const breaker = EVERY_ROW.filter((r) => r.includes('breaker'));
    const cases: [string, string[]][] = [
      ['&in_stock=true', inStock],
      ['&search=breaker', breaker],
      ['&search=breaker&in_stock=true', breaker.filter((r) => inStock.includes(r))],
      // a list's name matches all of its items
      ['&search=basement', ['Ground rod @- 0', 'QO breaker 20 A @TR-A 4']],
      [`&bin_id=${trailer}`, ['QO breaker 20 A @TR-A 4', 'QO breaker 15 A @TR-A 3']],
      [`&bin_id=${trailer}&in_stock=true`, ['QO breaker 20 A @TR-A 4', 'QO breaker 15 A @TR-A 3']],
      ['&bin_id=0', EVERY_ROW.filter((r) => r.includes('@-'))],
      ['&bin_id=0&in_stock=true', ['QO breaker tandem @- 1']],
      ['&search=nothing-like-it', []],
    ];
    for (const [query, expected] of cases) {
      for (const size of [1, 2, 3]) {
        const { rows, pages } = await allPages(query, size);
        expect([query, size, rows]).toEqual([query, size, expected]);
        expect(pages.map((p) => p.count)).toEqual(pages.map(() => expected.length));
      }
    }
  });

  it('keeps the total as stock arrives, moves bins and goes, and as items are added and deleted', async () => {
    /** The count of a page that needs one (more rows follow it) against the rows themselves. */
    const totals = async (query: string) => [(await stockRows(`${query}&page_size=1`)).json().count, (await stockRows(`${query}&page_size=200`)).json().results.length];
    const agree = async () => {
      for (const query of ['', '&in_stock=true']) {
        const [kept, rows] = await totals(query);
        expect([query, kept]).toEqual([query, rows]);
      }
      const [everyKept, everyRows] = [
        (await w.get(w.asBuyer, 'ProjectProductList/job_warehouse_stock_items/?page_size=1')).json().count,
        (await w.get(w.asBuyer, 'ProjectProductList/job_warehouse_stock_items/?page_size=200')).json().results.length,
      ];
      expect(everyKept).toBe(everyRows);
    };
    await agree();
    // a third bin of the same item, then all of it into one bin (the bin change moves its stock)
    await w.post(w.asBuyer, `ProjectProductListItem/${id['QO breaker 15 A']}/receive/`, { quantity: 1, bin_id: null });
    expect((await totals(''))[0]).toBe(9);
    await agree();
    const moved = await w.post(w.asBuyer, 'ProjectProductList/bulk_update_items_bin_location/', { list_item_ids: [id['QO breaker 15 A']], bin_id: gangBox, confirm: true });
    expect(moved.statusCode).toBe(200);
    expect((await totals(''))[0]).toBe(7);
    await agree();
    // an item added, an item with stock deleted (its stock goes with it)
    await w.item(w.asBuyer, { action: 'add', list_id: (await stockRows('&page_size=1')).json().results[0].list_id, description: 'Ground rod clamp', unit: 'EA', quantity: 2 });
    const deleted = await w.item(w.asBuyer, { action: 'delete', list_item_ids: [id['QO breaker 20 A']] });
    expect(deleted.statusCode).toBe(200);
    expect((await totals(''))[0]).toBe(7);
    expect((await totals('&in_stock=true'))[0]).toBe(2);
    await agree();
  });
});
