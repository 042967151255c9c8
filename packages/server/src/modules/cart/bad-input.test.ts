import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartItemAttachments, cartSpools, customItems, holdForReleaseItems, projectProductListItems, projectProductLists } from '../../db/schema/index';
import { cartWorld, type CartWorld } from './test-world';

let t: TestApp;
let w: CartWorld;
let mine: number[];
let sibling: number;
let foreign: number;
let spoolId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  mine = await w.addLines(w.project.id, [
    { baseItemId: w.items.conduit, packageCount: 2, phaseCode: { code: '01', name: 'Site' } },
    { baseItemId: w.items.breaker, packageCount: 1 },
    { baseItemId: w.items.wire, packageCount: 1 },
  ]);
  [sibling] = await w.addLines(w.project2.id, [{ baseItemId: w.items.wire, packageCount: 1 }]);
  [foreign] = await w.addLines(w.otherProject.id, [{ baseItemId: w.items.wire, packageCount: 1 }], w.other.id, w.stranger.id);
  const [spool] = await t.db.insert(cartSpools).values({ companyId: w.company.id, projectId: w.project.id, spoolNumber: 'S-1' }).returning();
  spoolId = spool.id;
  await t.db.insert(holdForReleaseItems).values({ companyId: w.company.id, baseItemId: w.items.wire, releaseNumber: 'H-1', description: 'Wire', quantityHeld: 100000 });
});
afterAll(() => t.close());

/** Everything a failed call must leave as it was: the lines of all three projects, spools, custom items, attachments. */
const snapshot = async () => ({
  lines: [await w.rowsOf(w.project.id), await w.rowsOf(w.project2.id), await w.rowsOf(w.otherProject.id)],
  spools: await t.db.select().from(cartSpools),
  custom: await t.db.select().from(customItems),
  files: await t.db.select().from(cartItemAttachments),
});

/** Every func that names existing lines, with the field its unknown ids are reported on. */
const namingLines = (ids: number[]): [string, Record<string, unknown>, string][] => [
  ['set_total_quantity', { item_id: ids[0], package_count: 5 }, 'item_id'],
  ['set_item_comments', { id_list: ids, item_comments: 'x' }, 'id_list'],
  ['move_items_to_another_project', { to_project_id: w.project2.id, item_id_list: ids }, 'item_id_list'],
  ['set_item_phase_code_and_cost_code', { id_list: ids, phase_code: { code: '9', name: 'Nine' } }, 'id_list'],
  ['set_item_wbs_code_1', { id_list: ids, wbs_code_1: 'W' }, 'id_list'],
  ['bulk_set_cart_item_quantity', { id_list: ids, value: 9 }, 'id_list'],
  ['remove_item', { item_id: ids[0] }, 'item_id'],
  ['delete_items', { id_list: ids }, 'id_list'],
  ['duplicate_item', { item_id: ids[0] }, 'item_id'],
  ['mark_is_substitute_allowed', { id_list: ids, value: false }, 'id_list'],
  ['edit_custom_item', { item_id: ids[0], action: 'description', value: 'x' }, 'item_id'],
  ['edit_item', { item_id: ids[0], action: 'item_comments', value: 'x' }, 'item_id'],
  ['auto_match_hfr_item', { id_list: ids }, 'id_list'],
  ['unlink_from_hfr_item', { item_id: ids[0] }, 'item_id'],
  ['add_item_attachment', { item_id: ids[0], name: 'a', link: 'https://example.test/a' }, 'item_id'],
  ['delete_item_attachment', { item_id: ids[0], attachment_id: 1 }, 'item_id'],
  ['add_spool', { item_id_list: ids, spool_number: 'S-2' }, 'item_id_list'],
  ['update_spool_items', { spool_id: spoolId, spool_tag: 'changed', item_id_list: ids }, 'item_id_list'],
];

describe('a cart func naming a line that is not this project’s', () => {
  for (const [kind, pick] of [
    ['an unknown id', () => 99_999_999],
    ['a line of another project of the company', () => sibling],
    ['a line of another company', () => foreign],
  ] as const) {
    it(`answers ${kind} with "${cartMessages.unknownItems}" and changes nothing, even beside good ids`, async () => {
      const before = await snapshot();
      for (const [func, body, field] of namingLines([pick(), ...mine])) {
        // Single-item funcs get the bad id alone; bulk funcs get it with the project's own lines.
        const res = await w.call(w.asBuyer, w.project.id, { func, ...body });
        expect([func, res.statusCode, res.json()]).toEqual([func, 400, { [field]: [cartMessages.unknownItems] }]);
      }
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('a failing bulk action', () => {
  it('leaves every line exactly as it was', async () => {
    const before = await snapshot();
    for (const payload of [
      { func: 'bulk_set_cart_item_quantity', id_list: [...mine, foreign], value: 40 },
      { func: 'delete_items', id_list: [...mine, sibling] },
      { func: 'set_item_phase_code_and_cost_code', id_list: [...mine, foreign], phase_code: { code: '5', name: 'Five' }, cost_code: null, material: true },
      { func: 'move_items_to_another_project', to_project_id: w.project2.id, item_id_list: [...mine, foreign] },
      { func: 'add_selected_wbs_tems', wbs_code_1: 'W', items: [{ id: w.items.breaker, package_count: 1 }, { id: 99_999_999, package_count: 1 }] },
    ]) {
      const res = await w.call(w.asBuyer, w.project.id, payload);
      expect([payload.func, res.statusCode]).toEqual([payload.func, 400]);
    }
    expect(await snapshot()).toEqual(before);
    const project = (await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${w.project.id}/` })).json();
    expect(project.popular_material_phase_codes).toEqual([]);
  });
});

describe('bad values', () => {
  const bad = (payload: Record<string, unknown>) => w.call(w.asBuyer, w.project.id, payload);

  it('refuses zero, negative and non-number quantities', async () => {
    const before = await snapshot();
    for (const value of [0, -1, 'ten', null, true]) {
      for (const payload of [
        { func: 'add_item', id: w.items.breaker, package_count: value },
        { func: 'set_total_quantity', item_id: mine[0], package_count: value },
        { func: 'bulk_set_cart_item_quantity', id_list: mine, value },
        { func: 'add_custom_item', description: 'x', package_count: value },
      ]) {
        const res = await bad(payload);
        const field = 'value' in payload ? 'value' : 'package_count';
        expect([payload.func, value, res.statusCode, Object.keys(res.json())]).toEqual([payload.func, value, 400, [field]]);
        if (typeof value === 'number') expect(res.json()[field]).toEqual([cartMessages.quantityPositive]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses wrong types and empty lists', async () => {
    for (const payload of [
      { func: 'add_item', id: 'abc', package_count: 1 },
      { func: 'remove_item', item_id: '1; drop table' },
      { func: 'delete_items', id_list: 'all' },
      { func: 'delete_items', id_list: [] },
      { func: 'set_item_comments', id_list: [mine[0]], item_comments: 5 },
      { func: 'mark_is_substitute_allowed', id_list: [mine[0]], value: 'yes' },
      { func: 'move_items_to_another_project', to_project_id: -3, item_id_list: [mine[0]] },
      { func: 'add_item_attachment', item_id: mine[0], name: 'a', link: 'javascript:alert(1)' },
      { func: 'add_spool', item_id_list: [mine[0]], spool_number: '' },
      { func: 'edit_item', item_id: mine[0], action: 'not_a_field', value: 1 },
    ]) {
      const res = await bad(payload);
      expect([payload.func, res.statusCode]).toEqual([payload.func, 400]);
    }
    expect((await bad({ func: 'delete_items', id_list: [] })).json()).toEqual({ id_list: [cartMessages.selectAtLeastOne] });
    expect((await bad({ func: 'add_item_attachment', item_id: mine[0], name: 'a', link: 'ftp://x' })).json()).toEqual({ link: [cartMessages.attachmentLinkInvalid] });
  });

  it('needs both phase code and name, and both cost code and name', async () => {
    expect((await bad({ func: 'add_item', id: w.items.breaker, package_count: 1, phase_code: { code: '01', name: '' } })).json()).toEqual({ phase_code: ['Please enter both phase code and name'] });
    expect((await bad({ func: 'set_item_phase_code_and_cost_code', id_list: mine, cost_code: { code: '', name: 'Labor' } })).json()).toEqual({ cost_code: ['Please enter both cost code and name'] });
    expect((await bad({ func: 'edit_item', item_id: mine[0], action: 'phase_code', value: { code: '01', name: ' ' } })).json()).toEqual({ value: ['Please enter both phase code and name'] });
  });

  it('holds a rental line added with add_item to the rental-date rule', async () => {
    const rental = { func: 'add_item', id: w.items.breaker, package_count: 1, is_rental: true };
    const refused = await bad({ ...rental, rental_start_date: '2026-05-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ rental_start_date: [cartMessages.rentalDatesRequired] });
    expect((await bad({ ...rental, rental_start_date: '2026-05-02', rental_end_date: '2026-05-01' })).json()).toEqual({ rental_end_date: [cartMessages.rentalDatesOrder] });
  });

  it('checks each edit_item value by its own rule', async () => {
    const cases: [string, unknown, string][] = [
      ['manufacturer_id', w.makers.squareD, cartMessages.unknownManufacturer],
      ['manufacturer_id', 'Allied', 'A valid integer is required.'],
      ['base_item_options_id', w.options.wireReel, cartMessages.unknownOption],
      ['no_substitute', 'yes', 'Must be a valid boolean.'],
      ['rental_start_date', '2026-13-45', 'Enter a date as YYYY-MM-DD.'],
      ['wbs_code_1', 12, 'Not a valid string.'],
    ];
    for (const [action, value, message] of cases) {
      expect([action, (await bad({ func: 'edit_item', item_id: mine[0], action, value })).json()]).toEqual([action, { value: [message] }]);
    }
    await bad({ func: 'edit_item', item_id: mine[1], action: 'rental_start_date', value: '2026-05-10' });
    expect((await bad({ func: 'edit_item', item_id: mine[1], action: 'rental_end_date', value: '2026-05-01' })).json()).toEqual({ value: [cartMessages.rentalDatesOrder] });
    expect((await bad({ func: 'edit_custom_item', item_id: mine[0], action: 'description', value: 'x' })).json()).toEqual({ item_id: [cartMessages.notCustomItem] });
  });

  it('refuses unknown catalogue items, options and makers on add_item', async () => {
    expect((await bad({ func: 'add_item', id: 99_999_999, package_count: 1 })).json()).toEqual({ id: [cartMessages.unknownCatalogueItem] });
    expect((await bad({ func: 'add_item', id: w.items.breaker, package_count: 1, base_item_options_id: w.options.stick })).json()).toEqual({ base_item_options_id: [cartMessages.unknownOption] });
    expect((await bad({ func: 'add_item', id: w.items.breaker, package_count: 1, manufacturer_id: w.makers.allied })).json()).toEqual({ manufacturer_id: [cartMessages.unknownManufacturer] });
    expect((await bad({ func: 'set_total_quantity', item_id: mine[1], package_count: 1, base_item_options: w.options.stick })).json()).toEqual({ base_item_options: [cartMessages.unknownOption] });
  });

  it("refuses a product list item that is not the project's own on add_item (another job's, another company's, none): it was stored as given", async () => {
    const listItem = async (companyId: number, projectId: number) => {
      const [list] = await t.db.insert(projectProductLists).values({ companyId, projectId, name: `List ${w.tag}` }).returning();
      const [item] = await t.db.insert(projectProductListItems).values({ companyId, projectId, listId: list.id, baseItemId: w.items.wire, description: 'THHN 12', code: 'THHN12', unit: 'FT', quantity: 10 }).returning();
      return item.id;
    };
    const own = await listItem(w.company.id, w.project.id);
    for (const id of [await listItem(w.company.id, w.project2.id), await listItem(w.other.id, w.otherProject.id), 2_147_483_647]) {
      expect((await bad({ func: 'add_item', id: w.items.wire, package_count: 1, project_product_list_item_id: id })).json()).toEqual({ project_product_list_item_id: [cartMessages.unknownProductListItem] });
    }
    const added = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${w.project.id}/`, payload: { func: 'add_item', id: w.items.wire, package_count: 1, project_product_list_item_id: own } });
    expect(added.statusCode, added.body).toBe(200);
    expect((await w.rowsOf(w.project.id)).some((l) => l.projectProductListItemId === own)).toBe(true);
  });

  it('moves only to another project of the same company', async () => {
    expect((await bad({ func: 'move_items_to_another_project', to_project_id: w.project.id, item_id_list: mine })).json()).toEqual({ to_project_id: [cartMessages.sameProject] });
    expect((await bad({ func: 'move_items_to_another_project', to_project_id: w.otherProject.id, item_id_list: mine })).json()).toEqual({ to_project_id: [cartMessages.unknownTargetProject] });
  });
});
