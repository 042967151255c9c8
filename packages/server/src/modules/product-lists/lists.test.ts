import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListMessages as m } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { cartItems } from '../../db/schema/index';
import { listWorld, type ListWorld } from './test-world';

let t: TestApp;
let w: ListWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await listWorld(t);
});
afterAll(() => t.close());

describe('product lists', () => {
  it('makes lists and sublists, reads them paged with counts, and hides completed lists unless asked', async () => {
    const lighting = await w.makeList('Level 2 lighting');
    const east = await w.makeList('East wing', w.project.id, lighting);
    await w.makeList('West wing', w.project.id, lighting);
    const gear = await w.makeList('Switchgear room');

    const page = await w.get(w.asBuyer, `GetProjectProductList/?project_id=${w.project.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ count: 2, next: null, previous: null });
    const top = page.json().results;
    expect(top.map((l: { name: string }) => l.name)).toEqual(['Level 2 lighting', 'Switchgear room']);
    expect(top[0]).toMatchObject({ sub_list_count: 2, item_count: 0, completed: false, tags: [], shared_with: null, parent_id: null, project_id: w.project.id });

    const subs = await w.get(w.asBuyer, `GetSubProductList/?list_id=${lighting}`);
    expect(subs.json().results.map((l: { name: string }) => l.name)).toEqual(['East wing', 'West wing']);
    const one = await w.get(w.asBuyer, `RetrieveProjectProductList/?list_id=${lighting}`);
    expect(one.json().sub_lists).toHaveLength(2);

    const renamed = await w.list(w.asBuyer, { action: 'update', list_id: east, name: 'East wing corridors', description: 'Corridor fixtures' });
    expect(renamed.json()).toMatchObject({ name: 'East wing corridors', description: 'Corridor fixtures', parent_id: lighting });

    expect((await w.list(w.asBuyer, { action: 'set_completed', list_id: gear, completed: true })).json().completed).toBe(true);
    expect((await w.get(w.asBuyer, `GetProjectProductList/?project_id=${w.project.id}`)).json().count).toBe(1);
    const all = await w.get(w.asBuyer, `GetProjectProductList/?project_id=${w.project.id}&include_completed=true&search=switch`);
    expect(all.json().results.map((l: { name: string }) => l.name)).toEqual(['Switchgear room']);

    // the dashboard: every project's top-level lists, latest change first
    const dashboard = (await w.get(w.asBuyer, 'GetProjectProductList/?include_completed=true')).json();
    expect(dashboard.results[0]).toMatchObject({ name: 'Switchgear room', project_name: w.project.name });
    expect(dashboard.results.every((l: { parent_id: number | null }) => l.parent_id === null)).toBe(true);

    // a list goes with its sublists
    expect((await w.list(w.asBuyer, { action: 'delete', list_id: lighting })).json()).toEqual({ deleted: true });
    expect((await w.get(w.asBuyer, `RetrieveProjectProductList/?list_id=${east}`)).statusCode).toBe(404);
  });

  it('refuses a parent list of another project', async () => {
    const there = await w.makeList('Other job list', w.project2.id);
    const res = await w.list(w.asBuyer, { action: 'create', project_id: w.project.id, name: 'Child', parent_id: there });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ parent_id: [m.parentOtherProject] });
  });

  it('tags: the company’s own, a colour each, set on a list exactly', async () => {
    const red = await w.post(w.asBuyer, 'ProjectProductListTags/create/', { name: 'Urgent', color: 'red' });
    expect(red.statusCode).toBe(201);
    expect(red.json()).toMatchObject({ name: 'Urgent', color: 'red' });
    const blue = (await w.post(w.asBuyer, 'ProjectProductListTags/create/', { name: 'Lighting', color: '#1c7ed6' })).json();
    expect((await w.post(w.asBuyer, 'ProjectProductListTags/create/', { name: 'urgent', color: 'blue' })).json()).toEqual({ name: [m.tagNameTaken] });
    expect((await w.post(w.asBuyer, 'ProjectProductListTags/create/', { name: 'Odd', color: '#12' })).json()).toEqual({ color: [m.tagColor] });

    const listId = await w.makeList('Tagged');
    const tagged = await w.post(w.asBuyer, `ProjectProductList/${listId}/update_tag/`, { tag_ids: [red.json().id, blue.id] });
    expect(tagged.json().tags.map((x: { name: string }) => x.name)).toEqual(['Lighting', 'Urgent']);
    const recoloured = await w.post(w.asBuyer, `ProjectProductListTags/${blue.id}/update/`, { color: 'teal' });
    expect(recoloured.json()).toEqual({ id: blue.id, name: 'Lighting', color: 'teal' });
    await w.post(w.asBuyer, `ProjectProductListTags/${red.json().id}/remove/`);
    const after = await w.get(w.asBuyer, `RetrieveProjectProductList/?list_id=${listId}`);
    expect(after.json().tags).toEqual([{ id: blue.id, name: 'Lighting', color: 'teal' }]);
    expect((await w.get(w.asBuyer, 'ProjectProductListTags/')).json().results).toEqual([{ id: blue.id, name: 'Lighting', color: 'teal' }]);
  });
});

describe('list items', () => {
  it('adds BOM lines (linked, with their total quantity and codes), links a line, adds catalogue and custom items, updates, moves and deletes', async () => {
    const listId = await w.makeList('Rough-in');
    const added = await w.item(w.asBuyer, { action: 'add_from_bom', list_id: listId, cart_item_ids: [w.bom.conduit, w.bom.custom] });
    expect(added.statusCode).toBe(200);
    const [conduit, pullBox] = added.json().results;
    // 10 sticks of 10 ft
    expect(conduit).toMatchObject({ cart_item_id: w.bom.conduit, base_item_id: w.items.conduit, quantity: 100, unit: 'FT', phase_code: '02', ordered: 0, remaining: 100, on_site: 0, list_name: 'Rough-in' });
    expect(conduit.qr_value).toBe(`jobsite:list_item:${conduit.id}`);
    expect(pullBox).toMatchObject({ cart_item_id: w.bom.custom, base_item_id: null, description: 'Pull box 12x12x6', code: 'PB-12', manufacturer: 'Hoffman', quantity: 3 });
    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.id, w.bom.conduit));
    expect(line.projectProductListItemId).toBe(conduit.id);

    // a BOM line links to one list item only
    expect((await w.item(w.asBuyer, { action: 'add_from_bom', list_id: listId, cart_item_ids: [w.bom.conduit] })).json()).toEqual({ cart_item_ids: [m.alreadyLinked] });

    const custom = await w.item(w.asBuyer, { action: 'add', list_id: listId, description: 'Unistrut 1-5/8 in', unit: 'FT', quantity: 40, phase_code: '02' });
    expect(custom.json().results[0]).toMatchObject({ base_item_id: null, cart_item_id: null, description: 'Unistrut 1-5/8 in', quantity: 40 });
    const breaker = (await w.item(w.asBuyer, { action: 'add', list_id: listId, base_item_id: w.items.breaker, quantity: 4 })).json().results[0];
    expect(breaker).toMatchObject({ base_item_id: w.items.breaker, code: w.breakerCode, manufacturer: 'Square D', cart_item_id: null });
    const linked = await w.item(w.asBuyer, { action: 'link', list_item_id: breaker.id, cart_item_id: w.bom.breaker });
    expect(linked.json().results[0].cart_item_id).toBe(w.bom.breaker);

    const updated = await w.item(w.asBuyer, { action: 'update', list_item_id: breaker.id, quantity: 6, cost_code: 'C-100' });
    expect(updated.json().results[0]).toMatchObject({ quantity: 6, cost_code: 'C-100', remaining: 6 });

    const other = await w.makeList('Trim-out');
    const moved = await w.item(w.asBuyer, { action: 'move', list_item_ids: [breaker.id], to_list_id: other });
    expect(moved.json().results[0]).toMatchObject({ list_id: other, list_name: 'Trim-out' });

    const page = await w.get(w.asBuyer, `GetProjectProductListItem/?list_id=${listId}&search=pull`);
    expect(page.json().results.map((i: { id: number }) => i.id)).toEqual([pullBox.id]);
    const withNames = await w.get(w.asBuyer, `GetProjectProductListItemWithListName/?project_id=${w.project.id}`);
    expect(withNames.json().results.map((i: { list_name: string }) => i.list_name)).toContain('Trim-out');
    const found = await w.post(w.asBuyer, 'SearchProjectProductListItem/', { project_id: w.project.id, search_text: 'unistrut' });
    expect(found.json().results).toHaveLength(1);

    expect((await w.item(w.asBuyer, { action: 'delete', list_item_ids: [pullBox.id] })).json()).toEqual({ results: [] });
    const [unlinked] = await t.db.select().from(cartItems).where(eq(cartItems.id, w.bom.custom));
    expect(unlinked.projectProductListItemId).toBeNull();
  });

  it('sets the link and the manufacturer, and says when nothing changed', async () => {
    const listId = await w.makeList('Links');
    const it1 = (await w.item(w.asBuyer, { action: 'add', list_id: listId, description: 'LED troffer 2x4', unit: 'EA', quantity: 12 })).json().results[0];
    const link = await w.post(w.asBuyer, `ProjectProductListItem/${it1.id}/update_link/`, { link: 'https://example.test/troffer' });
    expect(link.json().link).toBe('https://example.test/troffer');
    expect((await w.post(w.asBuyer, `ProjectProductListItem/${it1.id}/update_link/`, { link: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await w.post(w.asBuyer, `ProjectProductListItem/${it1.id}/update_manufacturer/`, { manufacturer: 'Lithonia' })).json().manufacturer).toBe('Lithonia');
    const same = await w.post(w.asBuyer, `ProjectProductListItem/${it1.id}/update_manufacturer/`, { manufacturer: 'Lithonia' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ detail: m.noChanges });
  });
});

describe('who may', () => {
  it('a group that hides project material and a supplier are refused', async () => {
    const listId = await w.makeList('Hidden');
    for (const as of [w.asForeman, w.asSeller]) {
      expect((await w.get(as, `GetProjectProductList/?project_id=${w.project.id}`)).statusCode).toBe(403);
      expect((await w.get(as, `RetrieveProjectProductList/?list_id=${listId}`)).statusCode).toBe(403);
      expect((await w.list(as, { action: 'update', list_id: listId, name: 'x' })).statusCode).toBe(403);
    }
  });

  it('another company’s lists, items, tags and projects are not found, and nothing changes', async () => {
    const listId = await w.makeList('Ours');
    const itemId = (await w.item(w.asBuyer, { action: 'add', list_id: listId, description: 'Ground rod 5/8 x 8', unit: 'EA', quantity: 2 })).json().results[0].id;
    const tagId = (await w.post(w.asBuyer, 'ProjectProductListTags/create/', { name: 'Ours', color: 'lime' })).json().id;
    const before = await w.snapshot();
    const s = w.asStranger;
    const calls = [
      w.get(s, `GetProjectProductList/?project_id=${w.project.id}`),
      w.get(s, `GetSubProductList/?list_id=${listId}`),
      w.get(s, `RetrieveProjectProductList/?list_id=${listId}`),
      w.list(s, { action: 'create', project_id: w.project.id, name: 'Mine now' }),
      w.list(s, { action: 'update', list_id: listId, name: 'x' }),
      w.list(s, { action: 'delete', list_id: listId }),
      w.list(s, { action: 'set_completed', list_id: listId, completed: true }),
      w.list(s, { action: 'share', list_id: listId, supplier_company_id: null }),
      w.post(s, `ProjectProductList/${listId}/update_tag/`, { tag_ids: [] }),
      w.post(s, `ProjectProductListTags/${tagId}/update/`, { name: 'x' }),
      w.post(s, `ProjectProductListTags/${tagId}/remove/`),
      w.get(s, `GetProjectProductListItem/?list_id=${listId}`),
      w.get(s, `GetProjectProductListItemWithListName/?project_id=${w.project.id}`),
      w.post(s, 'SearchProjectProductListItem/', { project_id: w.project.id, search_text: '' }),
      w.item(s, { action: 'add_from_bom', list_id: listId, cart_item_ids: [w.bom.foreign] }),
      w.item(s, { action: 'link', list_item_id: itemId, cart_item_id: w.bom.foreign }),
      w.item(s, { action: 'add', list_id: listId, description: 'x', unit: 'EA', quantity: 1 }),
      w.item(s, { action: 'update', list_item_id: itemId, quantity: 9 }),
      w.item(s, { action: 'delete', list_item_ids: [itemId] }),
      w.item(s, { action: 'move', list_item_ids: [itemId], to_list_id: listId }),
      w.post(s, `ProjectProductListItem/${itemId}/update_link/`, { link: '' }),
      w.post(s, `ProjectProductListItem/${itemId}/update_manufacturer/`, { manufacturer: 'x' }),
    ];
    for (const res of await Promise.all(calls)) expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Not found.' }]);
    // the stranger's own lists and tags do not show ours
    expect((await w.get(s, 'GetProjectProductList/?include_completed=true')).json().count).toBe(0);
    expect((await w.get(s, 'ProjectProductListTags/')).json().results).toEqual([]);
    expect(await w.snapshot()).toEqual(before);
  });

  it('another project’s BOM lines, items and lists in a payload are refused, and nothing changes', async () => {
    const listId = await w.makeList('Here');
    const thereList = await w.makeList('There', w.project2.id);
    const itemId = (await w.item(w.asBuyer, { action: 'add', list_id: listId, description: 'Box', unit: 'EA', quantity: 1 })).json().results[0].id;
    const before = await w.snapshot();
    const sibling = await w.item(w.asBuyer, { action: 'add_from_bom', list_id: listId, cart_item_ids: [w.bom.wire, w.bom.sibling] });
    expect([sibling.statusCode, sibling.json()]).toEqual([400, { cart_item_ids: [m.bomLineOtherProject] }]);
    const foreign = await w.item(w.asBuyer, { action: 'link', list_item_id: itemId, cart_item_id: w.bom.foreign });
    expect([foreign.statusCode, foreign.json()]).toEqual([400, { cart_item_id: [m.bomLineOtherProject] }]);
    const move = await w.item(w.asBuyer, { action: 'move', list_item_ids: [itemId], to_list_id: thereList });
    expect([move.statusCode, move.json()]).toEqual([400, { to_list_id: [m.listOtherProject] }]);
    expect(await w.snapshot()).toEqual(before);
  });

  it('bad input is a field error and changes nothing', async () => {
    const listId = await w.makeList('Bad input');
    const before = await w.snapshot();
    const bad: object[] = [
      { action: 'create', project_id: w.project.id, name: '' },
      { action: 'create', project_id: 'x', name: 'A' },
      { action: 'nope', list_id: listId },
      { action: 'share', list_id: listId, supplier_company_id: w.other.id },
    ];
    for (const payload of bad) expect((await w.list(w.asBuyer, payload)).statusCode).toBe(400);
    const badItems: object[] = [
      { action: 'add', list_id: listId, quantity: 1 },
      { action: 'add', list_id: listId, description: 'x', unit: 'EA', quantity: -1 },
      { action: 'add', list_id: listId, description: 'x', unit: 'EA', quantity: 1.00001 },
      { action: 'add', list_id: listId, base_item_id: 2147483647, quantity: 1 },
      { action: 'add_from_bom', list_id: listId, cart_item_ids: [] },
      { action: 'delete', list_item_ids: [] },
    ];
    for (const payload of badItems) expect((await w.item(w.asBuyer, payload)).statusCode).toBe(400);
    expect((await w.post(w.asBuyer, `ProjectProductList/${listId}/update_tag/`, { tag_ids: [2147483647] })).statusCode).toBe(400);
    expect(await w.snapshot()).toEqual(before);
  });
});
