import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartActionSchemas, type CartItem, cartMessages } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { holdForReleaseItems, projects } from '../../db/schema/index';
import { cartWorld, type CartWorld } from './test-world';

let t: TestApp;
let w: CartWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
});
afterAll(() => t.close());

interface Result {
  items: CartItem[];
  removed_ids: number[];
  detail?: string;
}
/** A cart func as the buyer calls it on the world's first project; expects 200. */
async function func(payload: { func: string } & Record<string, unknown>, projectId = w.project.id): Promise<Result> {
  const res = await w.call(w.asBuyer, projectId, payload);
  expect([payload.func, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([payload.func, 200, '']);
  return res.json();
}
const fresh = async (n = 1) => w.addLines(w.project.id, Array.from({ length: n }, () => ({ baseItemId: w.items.conduit, packageCount: 2 })));

describe('cart funcs of POST projects/{id}/', () => {
  it('are all registered', async () => {
    const res = await w.call(w.asBuyer, w.project.id, { func: 'no_such_func' });
    expect(res.statusCode).toBe(400);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const summary = JSON.stringify(docs.json().paths['/api/v1/projects/{id}/']?.post?.summary ?? '');
    for (const f of Object.keys(cartActionSchemas)) expect(summary).toContain(f);
  });

  it('add_item adds a catalogue line with its codes and answers it', async () => {
    const r = await func({ func: 'add_item', id: w.items.conduit, package_count: 4, base_item_options_id: w.options.perFoot, manufacturer_id: w.makers.wheatland, phase_code: { code: '10', name: 'Lighting' }, cost_code: { code: 'M', name: 'Material' }, wbs_code_1: 'W-1', no_substitute: true });
    expect(r.removed_ids).toEqual([]);
    expect(r.items).toHaveLength(1);
    expect(r.items[0]).toMatchObject({ base_item_id: w.items.conduit, total_quantity: 4, manufacturer: { id: w.makers.wheatland }, phase_code: { code: '10', name: 'Lighting' }, cost_code: { code: 'M' }, wbs_code_1: 'W-1', no_substitute: true, added_by: { id: w.buyer.id } });
  });

  it('set_total_quantity changes the count and option; the same values answer "No changes detected" and keep updated_at', async () => {
    const [id] = await fresh();
    const r = await func({ func: 'set_total_quantity', item_id: id, package_count: 3, base_item_options: w.options.perFoot });
    expect(r.items[0]).toMatchObject({ id, package_count: 3, total_quantity: 3, base_item_options: { id: w.options.perFoot } });
    const again = await func({ func: 'set_total_quantity', item_id: id, package_count: 3 });
    expect(again).toMatchObject({ detail: cartMessages.noChangesDetected, items: [{ id, package_count: 3 }] });
    expect(again.items[0].updated_at).toBe(r.items[0].updated_at);
  });

  it('set_item_comments, set_item_wbs_code_1, bulk_set_cart_item_quantity and mark_is_substitute_allowed change every listed line', async () => {
    const ids = await fresh(2);
    expect((await func({ func: 'set_item_comments', id_list: ids, item_comments: 'Deliver to gate 3' })).items.map((i) => i.item_comments)).toEqual(['Deliver to gate 3', 'Deliver to gate 3']);
    expect((await func({ func: 'set_item_wbs_code_1', id_list: ids, wbs_code_1: 'B2-L3' })).items.map((i) => i.wbs_code_1)).toEqual(['B2-L3', 'B2-L3']);
    expect((await func({ func: 'bulk_set_cart_item_quantity', id_list: ids, value: 7.5 })).items.map((i) => [i.package_count, i.total_quantity])).toEqual([[7.5, 75], [7.5, 75]]);
    const subs = await func({ func: 'mark_is_substitute_allowed', id_list: ids, value: false });
    expect(subs.items.map((i) => [i.no_substitute, i.is_substitute_allowed])).toEqual([[true, false], [true, false]]);
  });

  it('set_item_phase_code_and_cost_code: override sets every line, without override only lines lacking the code; material adds to the project lists', async () => {
    const [coded, bare] = await fresh(2);
    await func({ func: 'set_item_phase_code_and_cost_code', id_list: [coded], phase_code: { code: '01', name: 'Site' } });
    const r = await func({ func: 'set_item_phase_code_and_cost_code', id_list: [coded, bare], phase_code: { code: '02', name: 'Power' }, cost_code: { code: 'L', name: 'Labor' }, override: false, material: true });
    const byId = new Map(r.items.map((i) => [i.id, i]));
    expect(byId.get(coded)).toMatchObject({ phase_code: { code: '01' }, cost_code: { code: 'L', name: 'Labor' } });
    expect(byId.get(bare)).toMatchObject({ phase_code: { code: '02', name: 'Power' }, cost_code: { code: 'L' } });
    const [p] = await t.db.select().from(projects).where(eq(projects.id, w.project.id));
    expect(p.popularMaterialPhaseCodes.map((c) => c.code)).toEqual(['02']);
    expect(p.popularMaterialCostCodes.map((c) => c.code)).toEqual(['L']);
    const cleared = await func({ func: 'set_item_phase_code_and_cost_code', id_list: [coded], phase_code: null });
    expect(cleared.items[0]).toMatchObject({ phase_code: null, cost_code: { code: 'L' } });
  });

  it('move_items_to_another_project moves lines to the end of the target', async () => {
    const ids = await fresh(2);
    const r = await func({ func: 'move_items_to_another_project', to_project_id: w.project2.id, item_id_list: ids });
    expect(r.removed_ids).toEqual(ids);
    const rows = await w.rowsOf(w.project2.id);
    expect(rows.slice(-2).map((l) => l.id)).toEqual(ids);
  });

  it('remove_item and delete_items remove lines', async () => {
    const [a, b, c] = await fresh(3);
    expect((await func({ func: 'remove_item', item_id: a })).removed_ids).toEqual([a]);
    expect((await func({ func: 'delete_items', id_list: [b, c] })).removed_ids.sort()).toEqual([b, c].sort());
    const left = (await w.rowsOf(w.project.id)).map((l) => l.id);
    expect(left).not.toContain(a);
    expect(left).not.toContain(c);
  });

  it('duplicate_item puts the copy right after the original', async () => {
    const [a, b] = await fresh(2);
    await func({ func: 'add_item_attachment', item_id: a, name: 'Spec sheet', link: 'https://example.test/spec.pdf' });
    const r = await func({ func: 'duplicate_item', item_id: a });
    const copy = r.items[0];
    expect(copy.id).not.toBe(a);
    expect(copy.attachments.map((f) => f.name)).toEqual(['Spec sheet']);
    const order = (await w.rowsOf(w.project.id)).map((l) => l.id);
    expect(order.slice(order.indexOf(a), order.indexOf(a) + 3)).toEqual([a, copy.id, b]);
  });

  it('add_custom_item and edit_custom_item; editing a shared custom item copies it for this line only', async () => {
    const r = await func({ func: 'add_custom_item', description: 'Pull box 24x24', code: 'PB24', unit: 'EA', unit_price: 80, manufacturer_name: 'Hoffman', package_count: 2 });
    const line = r.items[0];
    expect(line).toMatchObject({ is_custom: true, description: 'Pull box 24x24', manufacturer_name: 'Hoffman', extended_price: 160 });
    const second = (await func({ func: 'add_custom_item', custom_item_id: line.custom_item_id, description: 'ignored', package_count: 1 })).items[0];
    expect(second).toMatchObject({ custom_item_id: line.custom_item_id, description: 'Pull box 24x24' });
    const edited = (await func({ func: 'edit_custom_item', item_id: second.id, action: 'unit_price', value: 95 })).items[0];
    expect(edited.unit_price).toBe(95);
    expect(edited.custom_item_id).not.toBe(line.custom_item_id);
    const same = await func({ func: 'edit_custom_item', item_id: second.id, action: 'unit_price', value: 95 });
    expect(same.detail).toBe(cartMessages.noChangesDetected);
    // a price past the custom item's limit, or below 0, names the limit; one that is no number says so
    const refused = async (value: unknown) => (await w.call(w.asBuyer, w.project.id, { func: 'edit_custom_item', item_id: second.id, action: 'unit_price', value })).json();
    expect(await refused(10_000_001)).toEqual({ value: ['Unit price must be at most 10,000,000.'] });
    expect(await refused(-1)).toEqual({ value: ['Unit price must be 0 or more.'] });
    expect(await refused('cheap')).toEqual({ value: ['A valid number is required.'] });
    expect((await func({ func: 'edit_custom_item', item_id: line.id, action: 'description', value: 'Pull box 24x24x8' })).items[0].description).toBe('Pull box 24x24x8');
  });

  it('edit_item changes one field; an unchanged value answers "No changes detected"', async () => {
    const [id] = await fresh();
    const cases: [string, unknown, Partial<CartItem>][] = [
      ['manufacturer_id', w.makers.wheatland, { manufacturer: { id: w.makers.wheatland, name: 'Wheatland Tube' } }],
      ['base_item_options_id', w.options.perFoot, { total_quantity: 2 }],
      ['no_substitute', true, { no_substitute: true }],
      ['item_comments', 'Check length', { item_comments: 'Check length' }],
      ['wbs_code_1', 'W9', { wbs_code_1: 'W9' }],
      ['phase_code', { code: '07', name: 'Fire alarm' }, { phase_code: { code: '07', name: 'Fire alarm' } }],
      ['cost_code', { code: 'E', name: 'Equipment' }, { cost_code: { code: 'E', name: 'Equipment' } }],
      ['is_rental', true, { is_rental: true }],
      ['rental_start_date', '2026-03-01', { rental_start_date: '2026-03-01' }],
      ['rental_end_date', '2026-04-01', { rental_end_date: '2026-04-01' }],
    ];
    for (const [action, value, expected] of cases) {
      const r = await func({ func: 'edit_item', item_id: id, action, value });
      expect([action, r.detail, r.items[0]]).toMatchObject([action, undefined, expected]);
      const same = await func({ func: 'edit_item', item_id: id, action, value });
      expect([action, same.detail]).toEqual([action, cartMessages.noChangesDetected]);
    }
  });

  it('auto_match_hfr_item links lines to the company’s HFR items, the project’s own first, and unlink_from_hfr_item undoes it', async () => {
    const [shared] = await t.db.insert(holdForReleaseItems).values({ companyId: w.company.id, baseItemId: w.items.wire, releaseNumber: 'HFR-SHARED', description: 'Wire', quantityHeld: 5000 }).returning();
    const [own] = await t.db.insert(holdForReleaseItems).values({ companyId: w.company.id, projectId: w.project.id, baseItemId: w.items.wire, releaseNumber: 'HFR-OWN', description: 'Wire', quantityHeld: 1000 }).returning();
    await t.db.insert(holdForReleaseItems).values({ companyId: w.other.id, baseItemId: w.items.wire, releaseNumber: 'HFR-THEIRS', description: 'Wire', quantityHeld: 99999 });
    // Two reels (1,000 ft) fit the project's own HFR item; the next 3 reels go to the shared one.
    const [a, b, c] = await w.addLines(w.project.id, [{ baseItemId: w.items.wire, packageCount: 2 }, { baseItemId: w.items.wire, packageCount: 3 }, { baseItemId: w.items.wire, packageCount: 20 }]);
    const r = await func({ func: 'auto_match_hfr_item', id_list: [a, b, c] });
    expect(r.detail).toBe('2 items matched to hold-for-release items.');
    expect(r.items.map((i) => [i.id, i.hfr_item?.release_number])).toEqual([[a, 'HFR-OWN'], [b, 'HFR-SHARED']]);
    expect(r.items[0].hfr_item?.quantity_available).toBe(1000);
    const un = await func({ func: 'unlink_from_hfr_item', item_id: a });
    expect(un.items[0].hfr_item).toBeNull();
    expect((await w.call(w.asBuyer, w.project.id, { func: 'auto_match_hfr_item', id_list: [c] })).json()).toEqual({ non_field_errors: [cartMessages.noHfrMatch] });
    expect((await w.call(w.asBuyer, w.project.id, { func: 'unlink_from_hfr_item', item_id: a })).json()).toEqual({ item_id: [cartMessages.notLinkedToHfr] });
    expect(own.id).not.toBe(shared.id);
  });

  it('add_item_attachment and delete_item_attachment', async () => {
    const [id] = await fresh();
    const added = await func({ func: 'add_item_attachment', item_id: id, name: 'Drawing E-101', link: 'https://example.test/e101.pdf' });
    const [file] = added.items[0].attachments;
    expect(file).toMatchObject({ name: 'Drawing E-101', link: 'https://example.test/e101.pdf' });
    expect((await func({ func: 'delete_item_attachment', item_id: id, attachment_id: file.id })).items[0].attachments).toEqual([]);
    expect((await w.call(w.asBuyer, w.project.id, { func: 'delete_item_attachment', item_id: id, attachment_id: file.id })).json()).toEqual({ attachment_id: [cartMessages.unknownAttachment] });
  });

  it('add_selected_wbs_tems adds several catalogue items under one WBS code', async () => {
    const r = await func({ func: 'add_selected_wbs_tems', wbs_code_1: 'L2', phase_code: { code: '03', name: 'Feeders' }, items: [{ id: w.items.breaker, package_count: 4 }, { id: w.items.wire, package_count: 1 }] });
    expect(r.items.map((i) => [i.base_item_id, i.wbs_code_1, i.phase_code?.code])).toEqual([[w.items.breaker, 'L2', '03'], [w.items.wire, 'L2', '03']]);
  });

  it('add_spool and update_spool_items put lines on a spool and take them off', async () => {
    const [a, b, c] = await fresh(3);
    const r = await func({ func: 'add_spool', item_id_list: [a, b], spool_number: 'SP-1', spool_tag: 'Feeder A', stack_layers: 2 });
    expect(r.items.map((i) => i.spool?.spool_number)).toEqual(['SP-1', 'SP-1']);
    const spoolId = r.items[0].spool!.id;
    const u = await func({ func: 'update_spool_items', spool_id: spoolId, spool_tag: 'Feeder B', item_id_list: [b, c] });
    const byId = new Map(u.items.map((i) => [i.id, i]));
    expect(byId.get(a)?.spool).toBeNull();
    expect(byId.get(c)?.spool).toMatchObject({ id: spoolId, spool_tag: 'Feeder B', stack_layers: 2 });
    expect((await func({ func: 'update_spool_items', spool_id: spoolId, item_id_list: [b, c] })).detail).toBe(cartMessages.noChangesDetected);
    const empty = await func({ func: 'update_spool_items', spool_id: spoolId, item_id_list: [] });
    expect(empty.items.map((i) => i.spool)).toEqual([null, null]);
    expect((await w.call(w.asBuyer, w.project.id, { func: 'update_spool_items', spool_id: spoolId, item_id_list: [] })).json()).toEqual({ spool_id: [cartMessages.unknownSpool] });
  });
});
