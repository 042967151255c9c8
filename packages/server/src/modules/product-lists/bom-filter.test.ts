import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListMessages as m } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { listWorld, type ListWorld } from './test-world';

/* projects/{id}/retrieve_cart_items/?project_product_list_id= : the BOM lines of one list (issue 18 gap 5). */

let t: TestApp;
let w: ListWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await listWorld(t);
});
afterAll(() => t.close());

describe('the BOM filtered by a product list', () => {
  it('answers the lines linked to the list’s items (not its sublists’), and the summary of the same lines', async () => {
    const lighting = await w.makeList('Level 2 lighting');
    const sub = await w.makeList('Corridors', w.project.id, lighting);
    const empty = await w.makeList('Nothing yet');
    await w.item(w.asBuyer, { action: 'add_from_bom', list_id: lighting, cart_item_ids: [w.bom.conduit, w.bom.custom] });
    await w.item(w.asBuyer, { action: 'add_from_bom', list_id: sub, cart_item_ids: [w.bom.breaker] });
    // a typed item without a BOM line adds no line
    await w.item(w.asBuyer, { action: 'add', list_id: lighting, description: 'Lift rental', unit: 'EA', quantity: 1 });

    const page = await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_items/?project_product_list_id=${lighting}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().count).toBe(2);
    expect(page.json().results.map((l: { id: number }) => l.id).sort()).toEqual([w.bom.conduit, w.bom.custom].sort());
    const summary = await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_summary/?project_product_list_id=${lighting}`);
    expect(summary.json().count).toBe(2);
    const subLines = (await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_items/?project_product_list_id=${sub}`)).json();
    expect(subLines.results.map((l: { id: number }) => l.id)).toEqual([w.bom.breaker]);
    // with the other filters
    const searched = (await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_items/?project_product_list_id=${lighting}&kind=custom`)).json();
    expect(searched.results.map((l: { id: number }) => l.id)).toEqual([w.bom.custom]);
    expect((await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_items/?project_product_list_id=${empty}`)).json()).toMatchObject({ count: 0, results: [] });
    // without the filter: every line
    expect((await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_items/`)).json().count).toBe(4);
  });

  it('refuses a list of another project (field error), another company’s list or project (404), and a bad id (400)', async () => {
    const elsewhere = await w.makeList('Second job list', w.project2.id);
    const other = await w.list(w.asStranger, { action: 'create', project_id: w.otherProject.id, name: 'Their list' });
    expect(other.statusCode).toBe(200);
    const theirs = other.json().id;

    const wrongProject = await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_items/?project_product_list_id=${elsewhere}`);
    expect([wrongProject.statusCode, wrongProject.json()]).toEqual([400, { project_product_list_id: [m.listOtherProject] }]);
    const summary = await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_summary/?project_product_list_id=${elsewhere}`);
    expect([summary.statusCode, summary.json()]).toEqual([400, { project_product_list_id: [m.listOtherProject] }]);
    expect((await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_items/?project_product_list_id=${theirs}`)).statusCode).toBe(404);
    expect((await w.get(w.asBuyer, `projects/${w.otherProject.id}/retrieve_cart_items/?project_product_list_id=${elsewhere}`)).statusCode).toBe(404);
    expect((await w.get(w.asStranger, `projects/${w.otherProject.id}/retrieve_cart_items/?project_product_list_id=${elsewhere}`)).statusCode).toBe(404);
    expect((await w.get(w.asBuyer, `projects/${w.project.id}/retrieve_cart_items/?project_product_list_id=abc`)).statusCode).toBe(400);
  });
});
