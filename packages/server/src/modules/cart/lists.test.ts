import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartActionSchemas, type CartItem, cartItemsQuerySchema, cartMessages, NO_CODE_FILTER } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { holdForReleaseItems } from '../../db/schema/index';
import { pageOf } from '../../platform/paging';
import { companyScope } from '../../platform/scope';
import { daysFromToday, today } from '../../platform/text-and-dates';
import type { PricingContext } from '../catalogue/scope';
import { cartFirstPage, cartItemPage, opensUnfiltered } from './queries';
import { loadCartItems } from './read-lines';
import { cartWorld, type CartWorld } from './test-world';

let t: TestApp;
let w: CartWorld;
let lines: number[];
let custom: number;
let foreign: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  lines = await w.addLines(w.project.id, [
    { baseItemId: w.items.conduit, packageCount: 3, phaseCode: { code: '02', name: 'Power' }, costCode: { code: 'M', name: 'Material' } },
    { baseItemId: w.items.breaker, packageCount: 2, phaseCode: { code: '01', name: 'Site' }, isRental: true, rentalStartDate: daysFromToday(-10), rentalEndDate: daysFromToday(5) },
    { baseItemId: w.items.wire, packageCount: 1, itemComments: 'Needs red jacket', isRental: true, rentalStartDate: daysFromToday(-30), rentalEndDate: daysFromToday(-1) },
  ]);
  [custom] = await w.addCustom(w.project.id, [{ description: 'Field-made bracket', code: 'FB-1', unit: 'EA', unitPrice: 10, manufacturerName: 'Shop', packageCount: 4 }]);
  [foreign] = await w.addLines(w.otherProject.id, [{ baseItemId: w.items.breaker, packageCount: 1, isRental: true, rentalStartDate: today(), rentalEndDate: daysFromToday(3) }], w.other.id, w.stranger.id);
  await w.addCustom(w.otherProject.id, [{ description: 'Field-made secret bracket', code: 'FB-9', unit: 'EA', unitPrice: null, manufacturerName: '', packageCount: 1 }], w.other.id);
  await t.db.insert(holdForReleaseItems).values([
    { companyId: w.company.id, projectId: w.project.id, supplierCompanyId: w.supplier.id, baseItemId: w.items.wire, releaseNumber: 'REL-100', description: 'THHN wire held', quantityHeld: 2000, quantityReleased: 500 },
    { companyId: w.other.id, baseItemId: w.items.wire, releaseNumber: 'REL-900', description: 'THHN wire theirs', quantityHeld: 10 },
  ]);
});
afterAll(() => t.close());

const get = async (url: string, as = w.asBuyer) => {
  const res = await as({ method: 'GET', url: `/api/v1/${url}` });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json();
};
const ids = (page: { results: CartItem[] }) => page.results.map((i) => i.id);

describe('GET projects/{id}/retrieve_cart_items/', () => {
  const list = (q = '') => get(`projects/${w.project.id}/retrieve_cart_items/?${q}`);

  it('pages the lines in BOM order', async () => {
    const all = await list();
    expect(ids(all)).toEqual([...lines, custom]);
    expect(all.count).toBe(4);
    const first = await list('page_size=2');
    expect(ids(first)).toEqual(lines.slice(0, 2));
    expect(first.next).toContain('page=2');
    expect(ids(await list('page_size=2&page=2'))).toEqual([lines[2], custom]);
  });

  it('opens on one statement (no filter, BOM order, first page) with the lines and total the general page reads', async () => {
    await w.addLines(w.project2.id, [{ baseItemId: w.items.wire, packageCount: 5 }]);
    const empty = await w.make({ name: `Empty job ${w.tag}` });
    const scope = companyScope(w.company.id);
    const defaults = cartItemsQuerySchema.parse({});
    // Each side prices the lines its own way (its own contract prices): the same statement text but for the side.
    const readers: PricingContext[] = [
      { companyId: w.company.id, systemType: 'buyer', on: today() },
      { companyId: w.supplier.id, systemType: 'seller', on: today() },
    ];
    for (const price of readers) {
      for (const projectId of [w.project.id, w.project2.id]) {
        for (const size of [1, 2, 3, 4, 5]) {
          const page = pageOf({ page_size: size });
          expect(opensUnfiltered(defaults, page)).toBe(true);
          const general = await cartItemPage(t.db, scope, projectId, defaults, page);
          const first = await cartFirstPage(t.db, scope, projectId, page, price);
          expect([price.systemType, projectId, size, first]).toEqual([price.systemType, projectId, size, { count: general.count, items: await loadCartItems(t.db, scope, price, general.ids) }]);
        }
      }
      expect(await cartFirstPage(t.db, scope, empty.id, pageOf({}), price)).toEqual({ count: 0, items: [] });
      expect(await cartFirstPage(t.db, scope, w.otherProject.id, pageOf({}), price)).toBeNull();
    }
    const first = await list('page_size=3');
    expect([first.count, ids(first)]).toEqual([4, [...lines]]);
    expect((await list('page_size=4')).next).toBeNull();
    expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.otherProject.id}/retrieve_cart_items/` })).statusCode).toBe(404);
    const none = await get(`projects/${empty.id}/retrieve_cart_items/`);
    expect([none.count, none.results, none.next]).toEqual([0, [], null]);
  });

  it("gives each line its item's options, smallest package first, and none to a custom line", async () => {
    const items: CartItem[] = (await list()).results;
    expect(items.find((i) => i.id === lines[0])?.options).toEqual([
      { id: w.options.perFoot, name: 'Per foot', package_quantity: 1, is_default: false },
      { id: w.options.stick, name: '10 ft stick', package_quantity: 10, is_default: true },
    ]);
    expect(items.find((i) => i.id === custom)?.options).toEqual([]);
    expect(items.every((i) => Array.isArray(i.attachments))).toBe(true);
  });

  it('searches description, catalogue number and comments', async () => {
    expect(ids(await list('search=breaker'))).toEqual([lines[1]]);
    expect(ids(await list(`search=${encodeURIComponent(w.breakerCode.slice(0, 6))}`))).toContain(lines[1]);
    expect(ids(await list('search=red%20jacket'))).toEqual([lines[2]]);
    expect(ids(await list('search=fb-1'))).toEqual([custom]);
    expect(ids(await list('search=100%25'))).toEqual([]);
  });

  it('filters by phase code, cost code (also lines without one), manufacturer and kind', async () => {
    expect(ids(await list('phase_code=02'))).toEqual([lines[0]]);
    expect(ids(await list(`phase_code=${NO_CODE_FILTER}`))).toEqual([lines[2], custom]);
    expect(ids(await list(`cost_code=${NO_CODE_FILTER}`))).toEqual([lines[1], lines[2], custom]);
    expect(ids(await list(`manufacturer_id=${w.makers.squareD}`))).toEqual([lines[1]]);
    expect(ids(await list('kind=custom'))).toEqual([custom]);
    expect(ids(await list('kind=catalogue'))).toEqual(lines);
    expect(ids(await list('kind=rental'))).toEqual([lines[1], lines[2]]);
  });

  it('orders by phase code (lines without one last), description and quantity', async () => {
    expect(ids(await list('ordering=phase_code'))).toEqual([lines[1], lines[0], lines[2], custom]);
    expect(ids(await list('ordering=-package_count'))).toEqual([custom, lines[0], lines[1], lines[2]]);
    const byText = (await list('ordering=description')).results.map((i: CartItem) => i.description.toLowerCase());
    expect(byText).toEqual([...byText].sort());
  });

  it('refuses a page size over 200 and a bad filter', async () => {
    expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_cart_items/?page_size=201` })).statusCode).toBe(400);
    expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_cart_items/?kind=everything` })).statusCode).toBe(400);
  });
});

describe('GET projects/{id}/retrieve_cart_summary/', () => {
  it('counts lines, totals prices (contract price where there is one) and lists the codes and makers', async () => {
    const s = await get(`projects/${w.project.id}/retrieve_cart_summary/`);
    const items: CartItem[] = (await get(`projects/${w.project.id}/retrieve_cart_items/`)).results;
    expect(s.count).toBe(4);
    expect(s.total_price).toBeCloseTo(items.reduce((sum, i) => sum + (i.extended_price ?? 0), 0), 2);
    expect(items.find((i) => i.id === lines[1])).toMatchObject({ unit_price: 7.5, has_contract_price: true });
    expect(s.phase_codes).toEqual([{ code: '01', name: 'Site', count: 1 }, { code: '02', name: 'Power', count: 1 }]);
    expect(s.cost_codes).toEqual([{ code: 'M', name: 'Material', count: 1 }]);
    expect(s.manufacturers.map((m: { name: string }) => m.name)).toEqual(['Allied Tube & Conduit', 'Southwire', 'Square D']);
  });
});

describe('GET projects/{id}/retrieve_cart_summary/ under the list’s filters', () => {
  const summary = (q: string) => get(`projects/${w.project.id}/retrieve_cart_summary/?${q}`);
  const listed = async (q: string): Promise<CartItem[]> => (await get(`projects/${w.project.id}/retrieve_cart_items/?${q}`)).results;

  it('counts and totals exactly the lines the list shows for each filter', async () => {
    const filters = ['phase_code=02', `phase_code=${NO_CODE_FILTER}`, `cost_code=${NO_CODE_FILTER}`, `manufacturer_id=${w.makers.squareD}`, 'kind=rental', 'kind=custom', 'search=bracket', 'search=red%20jacket', 'kind=catalogue&phase_code=01', 'search=nothing-like-this'];
    for (const q of filters) {
      const [s, items] = await Promise.all([summary(q), listed(q)]);
      expect([q, s.count, s.total_price]).toEqual([q, items.length, Math.round(items.reduce((sum, i) => sum + (i.extended_price ?? 0), 0) * 100) / 100]);
    }
  });

  it('answers the codes and makers of the filtered lines with their counts', async () => {
    const rentals = await summary('kind=rental');
    expect(rentals).toMatchObject({ count: 2, phase_codes: [{ code: '01', name: 'Site', count: 1 }], cost_codes: [] });
    expect(rentals.manufacturers.map((m: { name: string; count: number }) => [m.name, m.count])).toEqual([['Southwire', 1], ['Square D', 1]]);
    const power = await summary('phase_code=02&cost_code=M');
    expect(power).toMatchObject({ count: 1, phase_codes: [{ code: '02', count: 1 }], cost_codes: [{ code: 'M', count: 1 }], manufacturers: [{ id: w.makers.allied, count: 1 }] });
    expect(await summary('search=bracket')).toMatchObject({ count: 1, total_price: 40, phase_codes: [], manufacturers: [] });
  });

  it('refuses a bad filter with 400', async () => {
    for (const q of ['kind=everything', 'manufacturer_id=abc', 'manufacturer_id=-1']) {
      expect([q, (await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_cart_summary/?${q}` })).statusCode]).toEqual([q, 400]);
    }
  });
});

describe('favourites and recent items, per account and company', () => {
  it('adds, lists, stars and removes favourites', async () => {
    const post = (url: string, payload: object, as = w.asBuyer) => as({ method: 'POST', url: `/api/v1/projects/${url}`, payload });
    expect((await post('add_favorite_item/', { base_item_ids: [w.items.wire, w.items.breaker, w.items.wire] })).json().base_item_ids.sort()).toEqual([w.items.breaker, w.items.wire].sort());
    expect((await post('add_favorite_item/', { base_item_ids: [99_999_999] })).json()).toEqual({ base_item_ids: [cartMessages.unknownCatalogueItem] });
    const page = await get('retrieve_favorite_items/?search=breaker');
    expect(page.results.map((i: { id: number }) => i.id)).toEqual([w.items.breaker]);
    expect((await get('retrieve_favorite_items/')).count).toBe(2);
    // Another user of the company, and a user of another company, have their own favourites.
    expect(await get('projects/favorite_item_ids/', w.asColleague)).toEqual({ base_item_ids: [] });
    expect(await get('projects/favorite_item_ids/', w.asStranger)).toEqual({ base_item_ids: [] });
    expect((await get('retrieve_favorite_items/', w.asStranger)).count).toBe(0);
    expect((await post('remove_favorite_item/', { base_item_id: w.items.wire })).json()).toEqual({ base_item_ids: [w.items.breaker] });
  });

  it('lists the caller’s recently added catalogue items of the current company, newest first, once each', async () => {
    await w.call(w.asBuyer, w.project.id, { func: 'add_item', id: w.items.conduit, package_count: 1 });
    const recent = await get('projects/retrieve_recent_items/');
    expect(recent.map((i: { id: number }) => i.id)).toEqual([w.items.conduit, w.items.wire, w.items.breaker]);
    expect(await get('projects/retrieve_recent_items/', w.asColleague)).toEqual([]);
    expect((await get('projects/retrieve_recent_items/', w.asStranger)).map((i: { id: number }) => i.id)).toEqual([w.items.breaker]);
  });
});

describe('custom items, hold-for-release items and rentals', () => {
  const search = (url: string, payload: object, as = w.asBuyer) => as({ method: 'POST', url: `/api/v1/${url}`, payload });

  it('SearchCustomItem/ finds the company’s custom items with how often they are used', async () => {
    const found = (await search('SearchCustomItem/', { search_text: 'bracket' })).json();
    expect(found.results).toEqual([expect.objectContaining({ description: 'Field-made bracket', code: 'FB-1', unit_price: 10, manufacturer_name: 'Shop', used_count: 1 })]);
    expect((await search('SearchCustomItem/', { search_text: 'secret' })).json().count).toBe(0);
    expect((await search('SearchCustomItem/', {}, w.asStranger)).json().results.map((r: { code: string }) => r.code)).toEqual(['FB-9']);
  });

  it('SearchHoldForReleaseItems/ finds the company’s HFR items', async () => {
    const found = (await search('SearchHoldForReleaseItems/', { search_text: 'rel-1', project_id: w.project.id })).json();
    expect(found.results).toEqual([expect.objectContaining({ release_number: 'REL-100', quantity_available: 1500, supplier: { id: w.supplier.id, name: w.supplier.name }, base_item_id: w.items.wire, linked_count: 0 })]);
    expect((await search('SearchHoldForReleaseItems/', { base_item_id: w.items.wire })).json().count).toBe(1);
    expect((await search('SearchHoldForReleaseItems/', {}, w.asStranger)).json().results.map((r: { release_number: string }) => r.release_number)).toEqual(['REL-900']);
  });

  it('ProjectRentalItemUpdate/ makes a line a rental with its dates', async () => {
    const body = { project_id: w.project.id, item_id: lines[0], rental_start_date: today(), rental_end_date: daysFromToday(30) };
    const r = (await search('ProjectRentalItemUpdate/', body)).json();
    expect(r.items[0]).toMatchObject({ id: lines[0], is_rental: true, rental_start_date: today(), rental_end_date: daysFromToday(30) });
    expect((await search('ProjectRentalItemUpdate/', body)).json().detail).toBe(cartMessages.noChangesDetected);
    expect((await search('ProjectRentalItemUpdate/', { ...body, rental_end_date: daysFromToday(-400) })).json()).toEqual({ rental_end_date: [cartMessages.rentalDatesOrder] });
    expect((await search('ProjectRentalItemUpdate/', { ...body, item_id: foreign })).json()).toEqual({ item_id: [cartMessages.unknownItems] });
    expect((await search('ProjectRentalItemUpdate/', { ...body, project_id: w.otherProject.id, item_id: foreign })).statusCode).toBe(404);
  });

  it('retrieve_outstanding_rental_items/ lists rentals due today or later, soonest first', async () => {
    const page = await get(`retrieve_outstanding_rental_items/?project_id=${w.project.id}`);
    expect(ids(page)).toEqual([lines[1], lines[0]]);
    expect(ids(await get('retrieve_outstanding_rental_items/', w.asStranger))).toEqual([foreign]);
  });
});

describe('a user of another company', () => {
  it('gets 404 on every cart call naming a project that exists, and changes nothing', async () => {
    const before = await w.rowsOf(w.project.id);
    const calls: [string, InjectOptions][] = [
      ['retrieve_cart_items', { method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_cart_items/` }],
      ['retrieve_cart_summary', { method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_cart_summary/` }],
      ['retrieve_cart_summary filtered', { method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_cart_summary/?kind=rental&search=breaker` }],
      ['retrieve_spools', { method: 'GET', url: `/api/v1/projects/${w.project.id}/retrieve_spools/` }],
      ['retrieve_outstanding_rental_items', { method: 'GET', url: `/api/v1/retrieve_outstanding_rental_items/?project_id=${w.project.id}` }],
      ['ProjectRentalItemUpdate', { method: 'POST', url: '/api/v1/ProjectRentalItemUpdate/', payload: { project_id: w.project.id, item_id: lines[0], rental_start_date: today(), rental_end_date: today() } }],
    ];
    const bodies: Record<string, object> = {
      add_item: { id: w.items.wire, package_count: 1 },
      set_total_quantity: { item_id: lines[0], package_count: 9 },
      set_item_comments: { id_list: lines, item_comments: 'mine' },
      move_items_to_another_project: { to_project_id: w.otherProject.id, item_id_list: lines },
      set_item_phase_code_and_cost_code: { id_list: lines, phase_code: null },
      set_item_wbs_code_1: { id_list: lines, wbs_code_1: 'x' },
      bulk_set_cart_item_quantity: { id_list: lines, value: 9 },
      remove_item: { item_id: lines[0] },
      delete_items: { id_list: lines },
      duplicate_item: { item_id: lines[0] },
      mark_is_substitute_allowed: { id_list: lines, value: false },
      add_custom_item: { description: 'x', package_count: 1 },
      edit_custom_item: { item_id: custom, action: 'description', value: 'x' },
      edit_item: { item_id: lines[0], action: 'item_comments', value: 'x' },
      auto_match_hfr_item: {},
      unlink_from_hfr_item: { item_id: lines[0] },
      add_item_attachment: { item_id: lines[0], name: 'x', link: 'https://x.test' },
      delete_item_attachment: { item_id: lines[0], attachment_id: 1 },
      add_selected_wbs_tems: { wbs_code_1: 'x', items: [{ id: w.items.wire, package_count: 1 }] },
      add_spool: { item_id_list: lines, spool_number: 'x' },
      update_spool_items: { spool_id: 1, item_id_list: [] },
    };
    expect(Object.keys(bodies).sort()).toEqual(Object.keys(cartActionSchemas).sort());
    for (const [func, body] of Object.entries(bodies)) calls.push([func, { method: 'POST', url: `/api/v1/projects/${w.project.id}/`, payload: { func, ...body } }]);
    for (const [name, opts] of calls) {
      const res = await w.asStranger(opts);
      expect([name, res.statusCode, res.json()]).toEqual([name, 404, { detail: 'Not found.' }]);
    }
    expect(await w.rowsOf(w.project.id)).toEqual(before);
    for (const [name, opts] of calls) expect([name, (await t.as(null)(opts)).statusCode]).toEqual([name, 401]);
  });
});
