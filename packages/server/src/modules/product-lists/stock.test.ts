import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListMessages as m } from '@jobsite/core';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/index';
import { listWorld, type ListWorld } from './test-world';

let t: TestApp;
let w: ListWorld;
let listId: number;
let gangBox: number;
let trailer: number;
let theirBin: number;
let items: { id: number }[];

beforeAll(async () => {
  t = await buildTestApp();
  w = await listWorld(t);
  listId = await w.makeList('Level 1 power');
  items = (await w.item(w.asBuyer, { action: 'add_from_bom', list_id: listId, cart_item_ids: [w.bom.conduit, w.bom.breaker, w.bom.wire] })).json().results;
  gangBox = (await w.post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project.id, code: 'GB-1', name: 'Gang box by stair 1' })).json().id;
  trailer = (await w.post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project.id, code: 'TR-A', name: 'Trailer shelf A' })).json().id;
  theirBin = (await w.post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project2.id, code: 'GB-1', name: 'Other job box' })).json().id;
});
afterAll(() => t.close());

/** The wire item: 2 reels of 500 FT on the BOM. */
const WIRE_LISTED = 1000;
const WIRE_OVER_DRAFT = 'Only 1,050 FT more can arrive: 1,050 FT listed or ordered, 0 on site already.';
const WIRE_ALL_ON_SITE = 'All 1,000 FT listed or ordered are on site already.';

const bulk = (payload: object) => w.post(w.asBuyer, 'ProjectProductList/bulk_update_items_bin_location/', payload);

describe('job-site bins and stock', () => {
  it('bins belong to a project: codes unique in it, listed with their QR value', async () => {
    const dup = await w.post(w.asBuyer, 'ProjectProductList/job_site_bins/', { project_id: w.project.id, code: 'gb-1', name: 'Again' });
    expect([dup.statusCode, dup.json()]).toEqual([400, { code: [m.binCodeTaken] }]);
    const bins = (await w.get(w.asBuyer, `ProjectProductList/job_site_bins/?project_id=${w.project.id}`)).json().results;
    expect(bins).toEqual([
      { id: gangBox, project_id: w.project.id, code: 'GB-1', name: 'Gang box by stair 1', qr_value: `jobsite:site_bin:${gangBox}` },
      { id: trailer, project_id: w.project.id, code: 'TR-A', name: 'Trailer shelf A', qr_value: `jobsite:site_bin:${trailer}` },
    ]);
  });

  it('the bulk bin update asks to confirm when it moves items out of another bin or clears bins, and changes nothing until confirmed', async () => {
    const [conduit, breaker, wire] = items.map((i) => i.id);
    expect((await bulk({ list_item_ids: [conduit, breaker], bin_id: gangBox })).json()).toEqual({ updated: 2 });
    const before = await w.snapshot();
    const asks = await bulk({ list_item_ids: [conduit, breaker, wire], bin_id: trailer });
    expect(asks.statusCode).toBe(409);
    expect(asks.json()).toEqual({ detail: m.confirmBins(2, 0), needs_confirmation: true, overrides: 2, clears: 0 });
    const clears = await bulk({ list_item_ids: [conduit, wire], bin_id: null, confirm: false });
    expect(clears.json()).toMatchObject({ needs_confirmation: true, overrides: 0, clears: 1 });
    expect(await w.snapshot()).toEqual(before);
    // another project's bin is refused
    const foreignBin = await bulk({ list_item_ids: [wire], bin_id: theirBin });
    expect([foreignBin.statusCode, foreignBin.json()]).toEqual([400, { bin_id: [m.binOtherProject] }]);
    expect(await w.snapshot()).toEqual(before);

    expect((await bulk({ list_item_ids: [breaker, wire], bin_id: trailer, confirm: true })).json()).toEqual({ updated: 2 });
    const view = (await w.get(w.asBuyer, `GetProjectProductListItem/?list_id=${listId}`)).json().results;
    expect(view.map((i: { bin: { code: string } | null }) => i.bin?.code)).toEqual(['GB-1', 'TR-A', 'TR-A']);
  });

  it('receiving puts material on site in the item’s bin or the one given; the stock moves with a bin change', async () => {
    const [conduit, breaker] = items.map((i) => i.id);
    const got = await w.post(w.asBuyer, `ProjectProductListItem/${conduit}/receive/`, { quantity: 60 });
    expect(got.json()).toMatchObject({ on_site: 60, bin: { id: gangBox } });
    await w.post(w.asBuyer, `ProjectProductListItem/${conduit}/receive/`, { quantity: 20, bin_id: trailer });
    // no more than the list asks for (100 FT, nothing ordered) arrives: 80 are there; nothing changes
    const full = await w.snapshot();
    const over = await w.post(w.asForeman, `ProjectProductListItem/${conduit}/receive/`, { quantity: 21, bin_id: trailer });
    expect([over.statusCode, over.json()]).toEqual([400, { quantity: ['Only 20 FT more can arrive: 100 FT listed or ordered, 80 on site already.'] }]);
    expect(await w.snapshot()).toEqual(full);
    // a foreman (a group that hides project material) receives too
    expect((await w.post(w.asForeman, `ProjectProductListItem/${breaker}/receive/`, { quantity: 4, bin_id: null })).json().on_site).toBe(4);
    // and puts it in a bin, and takes it out again, as the job-site stock screen's Bin does
    expect((await w.post(w.asForeman, 'ProjectProductList/bulk_update_items_bin_location/', { list_item_ids: [breaker], bin_id: trailer })).json()).toEqual({ updated: 1 });
    expect((await w.post(w.asForeman, 'ProjectProductList/bulk_update_items_bin_location/', { list_item_ids: [breaker], bin_id: null, confirm: true })).json()).toEqual({ updated: 1 });
    const refused = await w.post(w.asBuyer, `ProjectProductListItem/${breaker}/receive/`, { quantity: 1, bin_id: theirBin });
    expect([refused.statusCode, refused.json()]).toEqual([400, { bin_id: [m.binOtherProject] }]);
    expect((await w.post(w.asBuyer, `ProjectProductListItem/${breaker}/receive/`, { quantity: 0 })).statusCode).toBe(400);

    const byBin = (await w.get(w.asForeman, `ProjectProductList/job_warehouse_stock/?project_id=${w.project.id}`)).json().results;
    expect(byBin).toEqual([
      { bin: null, item_count: 1, quantity: 4 },
      { bin: { id: gangBox, code: 'GB-1', name: 'Gang box by stair 1' }, item_count: 1, quantity: 60 },
      { bin: { id: trailer, code: 'TR-A', name: 'Trailer shelf A' }, item_count: 1, quantity: 20 },
    ]);

    const rows = (await w.get(w.asBuyer, `ProjectProductList/job_warehouse_stock_items/?project_id=${w.project.id}&in_stock=true`)).json();
    expect(rows.count).toBe(3);
    expect(rows.results.map((r: { description: string; bin: { code: string } | null; quantity_on_site: number }) => [r.bin?.code ?? null, r.quantity_on_site])).toEqual([
      ['GB-1', 60],
      ['TR-A', 20],
      [null, 4],
    ]);
    expect(rows.results[0]).toMatchObject({ project: { id: w.project.id }, list_id: listId, list_name: 'Level 1 power', unit: 'FT', quantity: 100, ordered: 0, remaining: 100 });
    // all items, the wire not received yet at its own bin
    const all = (await w.get(w.asBuyer, `ProjectProductList/job_warehouse_stock_items/?project_id=${w.project.id}&bin_id=${trailer}`)).json();
    expect(all.results.map((r: { list_item_id: number; quantity_on_site: number }) => [r.list_item_id, r.quantity_on_site])).toEqual([
      [conduit, 20],
      [items[2].id, 0],
    ]);
    const noBin = (await w.get(w.asBuyer, `ProjectProductList/job_warehouse_stock_items/?bin_id=0&search=breaker`)).json();
    expect(noBin.results.map((r: { list_item_id: number }) => r.list_item_id)).toEqual([breaker]);

    // a confirmed bin change moves what is on site
    await bulk({ list_item_ids: [conduit], bin_id: trailer, confirm: true });
    const moved = (await w.get(w.asBuyer, `ProjectProductList/job_warehouse_stock/?project_id=${w.project.id}`)).json().results;
    expect(moved).toEqual([
      { bin: null, item_count: 1, quantity: 4 },
      { bin: { id: trailer, code: 'TR-A', name: 'Trailer shelf A' }, item_count: 1, quantity: 80 },
    ]);
    // material on site keeps its project
    const deleting = await w.asBuyer({ method: 'DELETE', url: `/api/v1/projects/${w.project.id}/` });
    expect([deleting.statusCode, deleting.json()]).toEqual([400, { detail: 'Material received on this job site is still in its bins; move it or use it up first.' }]);
  });

  it('exports the filtered rows as CSV and XLSX', async () => {
    const csv = await w.get(w.asBuyer, `ProjectProductList/export_job_warehouse_stock_items/?project_id=${w.project.id}&in_stock=true&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="job-site-stock.csv"');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Project,List,Code,Description,Unit,Bin,On site,Ordered,Remaining');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',TR-A,80,0,100');
    const xlsx = await w.get(w.asBuyer, `ProjectProductList/export_job_warehouse_stock_items/?project_id=${w.project.id}&format=xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('prints QR labels for the list’s bins and items, and a scanned label finds the item or the bin', async () => {
    const sheet = (await w.get(w.asBuyer, `ProjectProductList/${listId}/get_qr_codes/`)).json();
    expect(sheet.list).toEqual({ id: listId, name: 'Level 1 power' });
    expect(sheet.labels.filter((l: { kind: string }) => l.kind === 'bin').map((l: { value: string }) => l.value)).toEqual([`jobsite:site_bin:${trailer}`]);
    const itemLabel = sheet.labels.find((l: { kind: string }) => l.kind === 'list_item');
    expect(itemLabel.value).toBe(`jobsite:list_item:${items[0].id}`);
    expect(itemLabel.lines[2]).toBe('Level 1 power · Bin TR-A');

    const scanned = await w.post(w.asBuyer, 'scan/resolve/', { code: itemLabel.value });
    expect(scanned.json()).toEqual({ kind: 'product_list_item', id: items[0].id, label: expect.stringContaining('Level 1 power'), link: `/project/bom/${w.project.id}?project_product_list_id=${listId}&item_id=${items[0].id}` });
    // the foreman, whom the BOM refuses, opens what of the item is on the job site
    const onSite = await w.post(w.asForeman, 'scan/resolve/', { code: itemLabel.value });
    const code = (await w.get(w.asBuyer, `GetProjectProductListItem/?list_id=${listId}`)).json().results[0].code;
    expect(code).not.toBe('');
    expect(onSite.json()).toMatchObject({ kind: 'product_list_item', id: items[0].id, link: `/job_warehouse_stock_items?project_id=${w.project.id}&list_id=${listId}&search=${encodeURIComponent(code)}` });
    expect((await w.get(w.asForeman, `ProjectProductList/job_warehouse_stock_items/?project_id=${w.project.id}&list_id=${listId}&search=${encodeURIComponent(code)}`)).json().results.map((r: { list_item_id: number }) => r.list_item_id)).toEqual([items[0].id]);
    const bin = await w.post(w.asBuyer, 'scan/resolve/', { code: `jobsite:site_bin:${trailer}` });
    expect(bin.json()).toMatchObject({ kind: 'job_site_bin', id: trailer, link: `/job_warehouse_stock_items?project_id=${w.project.id}&bin_id=${trailer}` });
    // the code printed under the QR, typed in any case, opens the bin too; a code on two jobs opens the newest bin, its job named
    const typed = await w.post(w.asForeman, 'scan/resolve/', { code: 'tr-a' });
    expect(typed.json()).toMatchObject({ kind: 'job_site_bin', id: trailer, label: expect.stringContaining(`Bin TR-A (Trailer shelf A) on `), link: `/job_warehouse_stock_items?project_id=${w.project.id}&bin_id=${trailer}` });
    expect((await w.post(w.asBuyer, 'scan/resolve/', { code: 'GB-1' })).json()).toMatchObject({ kind: 'job_site_bin', id: theirBin, link: `/job_warehouse_stock_items?project_id=${w.project2.id}&bin_id=${theirBin}` });
    // an item's own code printed on its label (FS-ONE · 24 EA), typed in any case, opens the item as its QR does
    const typedItem = (await w.item(w.asBuyer, { action: 'add', list_id: listId, description: 'Floor stand, one gang', unit: 'EA', quantity: 24, code: `FS-ONE-${w.tag}` })).json().results[0].id as number;
    const byCode = await w.post(w.asForeman, 'scan/resolve/', { code: `fs-one-${w.tag}`.toLowerCase() });
    expect(byCode.json()).toMatchObject({ kind: 'product_list_item_code', id: typedItem, label: expect.stringContaining('Floor stand, one gang · Level 1 power on '), link: `/job_warehouse_stock_items?project_id=${w.project.id}&list_id=${listId}&search=${encodeURIComponent(`FS-ONE-${w.tag}`)}` });
    expect((await w.post(w.asBuyer, 'scan/resolve/', { code: `FS-ONE-${w.tag}` })).json()).toMatchObject({ id: typedItem, link: `/project/bom/${w.project.id}?project_product_list_id=${listId}&item_id=${typedItem}` });
    expect((await w.post(w.asStranger, 'scan/resolve/', { code: `FS-ONE-${w.tag}` })).statusCode).toBe(404);
    // another company scans nothing
    expect((await w.post(w.asStranger, 'scan/resolve/', { code: itemLabel.value })).statusCode).toBe(404);
    expect((await w.post(w.asStranger, 'scan/resolve/', { code: `jobsite:site_bin:${trailer}` })).statusCode).toBe(404);
    expect((await w.post(w.asStranger, 'scan/resolve/', { code: 'TR-A' })).statusCode).toBe(404);
  });

  it('what is on a draft order of the item may arrive too; a canceled order never counts', async () => {
    const wire = items[2].id;
    const listed = (await w.get(w.asBuyer, `GetProjectProductListItem/?list_id=${listId}`)).json().results.find((i: { id: number }) => i.id === wire);
    expect(listed).toMatchObject({ quantity: WIRE_LISTED, on_site: 0, unit: 'FT' });
    const added = await w.post(w.asBuyer, `ProjectProductListItem/${wire}/add_to_po/`, { supplier_id: w.supplierId });
    expect(added.statusCode).toBe(201);
    const orderId: number = added.json().orders[0].id;
    // the purchaser means to buy 50 FT more than the list asks: the draft is not sent yet, the material comes anyway
    await t.db.update(purchaseOrderItems).set({ quantity: WIRE_LISTED + 50 }).where(eq(purchaseOrderItems.orderId, orderId));
    const row = (await w.get(w.asForeman, `ProjectProductList/job_warehouse_stock_items/?project_id=${w.project.id}&search=wire`)).json().results[0];
    // on the draft, it is not ordered yet, and nothing is left to order
    expect(row).toMatchObject({ list_item_id: wire, quantity: WIRE_LISTED, ordered: 0, on_order: WIRE_LISTED + 50, remaining: 0 });
    const over = await w.post(w.asForeman, `ProjectProductListItem/${wire}/receive/`, { quantity: WIRE_LISTED + 51 });
    expect([over.statusCode, over.json()]).toEqual([400, { quantity: [WIRE_OVER_DRAFT] }]);
    expect((await w.post(w.asForeman, `ProjectProductListItem/${wire}/receive/`, { quantity: WIRE_LISTED + 50 })).json().on_site).toBe(WIRE_LISTED + 50);
    // canceled, the order counts for nothing: the list's quantity is on site already, and more
    await t.db.update(purchaseOrders).set({ status: 'canceled' }).where(eq(purchaseOrders.id, orderId));
    expect((await w.get(w.asForeman, `ProjectProductList/job_warehouse_stock_items/?project_id=${w.project.id}&search=wire`)).json().results[0]).toMatchObject({ on_order: 0, remaining: WIRE_LISTED });
    const before = await w.snapshot();
    const canceled = await w.post(w.asForeman, `ProjectProductListItem/${wire}/receive/`, { quantity: 1 });
    expect([canceled.statusCode, canceled.json()]).toEqual([400, { quantity: [WIRE_ALL_ON_SITE] }]);
    expect(await w.snapshot()).toEqual(before);
  });

  it('another company gets 404 from every stock call, and nothing changes', async () => {
    const before = await w.snapshot();
    const s = w.asStranger;
    const calls = [
      w.get(s, `ProjectProductList/job_site_bins/?project_id=${w.project.id}`),
      w.post(s, 'ProjectProductList/job_site_bins/', { project_id: w.project.id, code: 'X', name: 'X' }),
      w.post(s, `ProjectProductListItem/${items[0].id}/receive/`, { quantity: 1 }),
      w.post(s, 'ProjectProductList/bulk_update_items_bin_location/', { list_item_ids: [items[0].id], bin_id: null, confirm: true }),
      w.get(s, `ProjectProductList/job_warehouse_stock/?project_id=${w.project.id}`),
      w.get(s, `ProjectProductList/job_warehouse_stock_items/?project_id=${w.project.id}`),
      w.get(s, `ProjectProductList/export_job_warehouse_stock_items/?project_id=${w.project.id}`),
      w.get(s, `ProjectProductList/${listId}/get_qr_codes/`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    // without a project filter, the stranger's own (empty) stock
    expect((await w.get(s, 'ProjectProductList/job_warehouse_stock_items/')).json().count).toBe(0);
    expect((await w.get(w.asSeller, `ProjectProductList/job_warehouse_stock/?project_id=${w.project.id}`)).statusCode).toBe(403);
    expect(await w.snapshot()).toEqual(before);
  });
});
