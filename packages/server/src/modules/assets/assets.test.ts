import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_IMPORT_MAX_BYTES, toolItemBody } from '@jobsite/core';
import { multipart } from '../../../test/catalogue-factories';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { assetCustody, assetItems, assetModels, jobRuns, jobSiteBins, notifications, toolRequests, userGroups, warehouses } from '../../db/schema/index';
import { claimDailyRun } from '../../platform/daily-jobs';
import { companyScope } from '../../platform/scope';
import { createProject } from '../projects/service';
import { daysFromToday, today } from '../../platform/text-and-dates';
import { cartWorld, type CartWorld } from '../cart/test-world';
import { reportOverdueItems } from './overdue';
import { createItem } from './service';

type As = CartWorld['asBuyer'];
let t: TestApp;
let w: CartWorld;
let asWarehouse: As;
let warehouseUser: { id: number };
let yard: number;
let otherYard: number;
let binA: number;
let drill: number;
let saw: number;
const drills: number[] = [];
let sawItem: number;
let brokenDrill: number;

const post = (as: As, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: As, url: string) => as({ method: 'GET', url: `/api/v1/${url}` });
const patch = (as: As, url: string, payload: object) => as({ method: 'PATCH', url: `/api/v1/${url}`, payload });

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  // the warehouse role: once a group holds allow_edit_all_tool_transfer, only its members pick and ship
  const [crew] = await t.db.insert(userGroups).values({ companyId: w.company.id, name: 'Warehouse crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
  warehouseUser = await makeAccount(t.db, w.company.id, { userGroupId: crew.id });
  asWarehouse = t.as(await t.signIn(warehouseUser.id, w.company.id));
  yard = (await post(asWarehouse, 'warehouses/', { name: `Tool crib ${w.tag}`, type: 'Tools' })).json().id;
  otherYard = (await post(asWarehouse, 'warehouses/', { name: `North yard ${w.tag}`, type: 'Tools' })).json().id;
  binA = (await post(asWarehouse, `warehouses/${yard}/bins/`, { name: 'Rack A', code: `RA-${w.tag}` })).json().id;
  const model = async (code: string, name: string, rate: number) => {
    const res = await post(asWarehouse, 'tool_models/', { service: 'tool', code, name, category: 'Power tools', daily_rate: rate, cost_code: '01-500', kit_items: [{ name: 'Battery', quantity: 2 }] });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  drill = await model(`HD-${w.tag}`, 'Hammer drill', 12.5);
  saw = await model(`BS-${w.tag}`, 'Band saw', 20);
  for (const n of [1, 2, 3]) drills.push((await post(asWarehouse, 'tool_items/', { model_id: drill, serial_number: `HD${w.tag}-${n}`, barcode: `BC-${w.tag}-${n}`, warehouse_id: yard, bin_id: binA })).json().id);
  sawItem = (await post(asWarehouse, 'tool_items/', { model_id: saw, serial_number: `BS${w.tag}-1`, warehouse_id: yard })).json().id;
  brokenDrill = (await post(asWarehouse, 'tool_items/', { model_id: drill, serial_number: `HD${w.tag}-X`, warehouse_id: yard, status: 'need repair' })).json().id;
});
afterAll(() => t.close());

describe('models and items', () => {
  it('warehouse staff add them; others read them; another company sees nothing', async () => {
    const m = (await get(w.asForeman, `tool_models/${drill}/`)).json();
    expect(m).toMatchObject({ name: 'Hammer drill', daily_rate: 12.5, item_count: 4, available_count: 3, num_of_kit_items: 2 });
    expect((await post(w.asBuyer, 'tool_models/', { service: 'tool', code: 'X1', name: 'Nope' })).statusCode).toBe(403);
    expect((await post(w.asBuyer, 'tool_items/', { model_id: drill, warehouse_id: yard })).statusCode).toBe(403);
    expect((await get(w.asStranger, `tool_models/${drill}/`)).statusCode).toBe(404);
    expect((await get(w.asStranger, `tool_items/${drills[0]}/`)).statusCode).toBe(404);
    expect((await patch(w.asStranger, `tool_items/${drills[0]}/`, { status: 'servicing' })).statusCode).toBe(404);
    // an item's service state is the warehouse's to change (decision record 014), not the field's
    const fieldStatus = await patch(w.asForeman, `tool_items/${drills[0]}/`, { status: 'need repair' });
    expect([fieldStatus.statusCode, fieldStatus.json()]).toEqual([403, { detail: 'Only warehouse staff (a user group with Allow Edit All Tool Transfer) can do this.' }]);
    expect((await get(w.asForeman, `tool_items/${drills[0]}/`)).json().status).toBe('ok');
    // the warehouse role is asked before the body: a foreman's malformed change is refused, not corrected
    for (const [method, url] of [['POST', 'tool_models/'], ['PUT', `tool_models/${drill}/`], ['POST', 'tool_items/'], ['PATCH', `tool_items/${drills[0]}/`], ['POST', 'tool_items/change_warehouse/']] as const) {
      const res = await w.asForeman({ method, url: `/api/v1/${url}`, payload: { status: 'broken', item_ids: 'all', code: 7 } });
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, { detail: 'Only warehouse staff (a user group with Allow Edit All Tool Transfer) can do this.' }]);
    }
    expect((await get(w.asStranger, 'tool_items/?service=tool')).statusCode).toBe(403); // their company has no tool service
    // the company has no inventory service: stock is refused
    expect((await get(w.asBuyer, 'tool_items/?service=stock')).json()).toEqual({ detail: expect.stringContaining('does not use inventory') });
  });

  it('lists by status and search, and finds an item by barcode, label code or serial', async () => {
    const list = (await get(w.asForeman, `tool_items/?service=tool&status=need%20repair&search=${w.tag}`)).json();
    expect(list.results.map((i: { id: number }) => i.id)).toEqual([brokenDrill]);
    expect(list.results[0].checkout_refusal).toMatch(/^Cannot go out: its status is needs repair; warehouse staff/);
    for (const code of [`bc-${w.tag}-1`, `jobsite:item:${drills[0]}`, `HD${w.tag}-1`]) {
      const res = await get(w.asForeman, `tool_items/barcode/?value=${encodeURIComponent(code)}`);
      expect(res.json().id, code).toBe(drills[0]);
    }
    expect((await get(w.asForeman, 'tool_items/barcode/?value=NOPE')).json()).toEqual({ detail: 'Failed to get tool item.' });
    expect((await get(w.asForeman, 'tool_items/barcode/?value=')).json()).toMatchObject({ value: ['Please enter barcode value'] });
    expect((await get(w.asForeman, `tool_items/barcode/?value=${'7'.repeat(5000)}`)).json()).toEqual({ value: ['This code is too long. A code has at most 200 characters.'] });
    expect((await get(w.asStranger, `tool_items/barcode/?value=BC-${w.tag}-1`)).statusCode).toBe(404);
    const bin = (await get(w.asForeman, `tool_items/?service=tool&bin_id=${binA}`)).json();
    expect(bin.count).toBe(3);
  });

  it('the scan dialog resolves an item barcode, a serial and a model code; not for another company', async () => {
    const resolve = (as: As, code: string) => post(as, 'scan/resolve/', { code });
    expect((await resolve(w.asForeman, `BC-${w.tag}-2`)).json()).toMatchObject({ kind: 'tool_item', id: drills[1], link: `/tool_items?item_id=${drills[1]}` });
    expect((await resolve(w.asForeman, `hd${w.tag}-3`)).json()).toMatchObject({ kind: 'tool_item', id: drills[2] });
    expect((await resolve(w.asForeman, `HD-${w.tag}`)).json()).toMatchObject({ kind: 'asset_model', id: drill, link: `/tool_model?model_id=${drill}` });
    expect((await resolve(w.asStranger, `BC-${w.tag}-2`)).statusCode).toBe(404);
  });
});

describe("an item's own barcode", () => {
  it("refuses the app's label format and a code another item or a bin answers to, at barcode, and changes nothing", async () => {
    const siteBin = `SB-${w.tag}`;
    await t.db.insert(jobSiteBins).values({ companyId: w.company.id, projectId: w.project.id, code: siteBin, name: 'Level 2 gang box' });
    const reserved = "A barcode cannot start with jobsite: (the app's own labels). Leave it empty and the app prints its own label.";
    const cases: [string, string][] = [
      [`jobsite:item:${drills[0]}`, reserved],
      ['JOBSITE:BIN:2', reserved],
      [' jobsite:site_bin:4', reserved],
      [`ra-${w.tag}`, `ra-${w.tag} is the code of a bin: its label would open the bin.`],
      [siteBin, `${siteBin} is the code of a bin: its label would open the bin.`],
      [`bc-${w.tag}-2`, `Barcode bc-${w.tag}-2 is on another item already.`],
      [`HD${w.tag}-2`, `HD${w.tag}-2 is the serial number of another item: its label would open that item.`],
    ];
    for (const [barcode, message] of cases) {
      const res = await patch(asWarehouse, `tool_items/${sawItem}/`, { barcode, notes: 'Relabelled' });
      expect([barcode, res.statusCode, res.json()]).toEqual([barcode, 400, { barcode: [message] }]);
      const created = await post(asWarehouse, 'tool_items/', { model_id: saw, serial_number: `BS${w.tag}-NEW`, barcode, warehouse_id: yard });
      expect([barcode, created.statusCode, created.json()]).toEqual([barcode, 400, { barcode: [message] }]);
    }
    expect((await get(asWarehouse, `tool_items/${sawItem}/`)).json()).toMatchObject({ barcode: '', barcode_value: `jobsite:item:${sawItem}`, notes: '' });
    expect((await get(asWarehouse, `tool_items/?service=tool&search=BS${w.tag}-NEW`)).json().count).toBe(0);
    // its own serial, its own barcode sent back, and a code nobody uses are fine
    expect((await patch(asWarehouse, `tool_items/${sawItem}/`, { barcode: `BS${w.tag}-1` })).statusCode).toBe(200);
    expect((await patch(asWarehouse, `tool_items/${drills[1]}/`, { barcode: `BC-${w.tag}-2`, notes: '' })).statusCode).toBe(200);
    expect((await patch(asWarehouse, `tool_items/${sawItem}/`, { barcode: `SAW-${w.tag}` })).json().barcode_value).toBe(`SAW-${w.tag}`);
    expect((await patch(asWarehouse, `tool_items/${sawItem}/`, { barcode: '' })).json().barcode_value).toBe(`jobsite:item:${sawItem}`);
    // a bin's code still opens the bin
    expect((await post(w.asForeman, 'scan/resolve/', { code: `RA-${w.tag}` })).json()).toMatchObject({ kind: 'bin', id: binA });
  });
});

describe('serial numbers', () => {
  it('are one item each per model in the company: another item of the model with the serial is refused at serial_number, another model may have it', async () => {
    const laser = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `RL-${w.tag}`, name: 'Rotary laser' })).json().id;
    const level = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `DL-${w.tag}`, name: 'Digital level' })).json().id;
    const first = await post(asWarehouse, 'tool_items/', { model_id: laser, serial_number: `RL${w.tag}-1`, warehouse_id: yard });
    expect(first.statusCode, first.body).toBe(201);
    const taken = { serial_number: [`Another Rotary laser has serial number rl${w.tag}-1 already.`] };
    const again = await post(asWarehouse, 'tool_items/', { model_id: laser, serial_number: `rl${w.tag}-1`, warehouse_id: yard });
    expect([again.statusCode, again.json()]).toEqual([400, taken]);
    expect((await get(asWarehouse, `tool_items/?service=tool&model_id=${laser}`)).json().count).toBe(1);
    expect((await post(asWarehouse, 'tool_items/', { model_id: level, serial_number: `RL${w.tag}-1`, warehouse_id: yard })).statusCode).toBe(201);
    // changing a serial to one the model has is refused too; its own, sent back, is fine
    const second = (await post(asWarehouse, 'tool_items/', { model_id: laser, serial_number: `RL${w.tag}-2`, warehouse_id: yard })).json().id;
    expect((await patch(asWarehouse, `tool_items/${second}/`, { serial_number: `rl${w.tag}-1` })).json()).toEqual(taken);
    expect((await get(asWarehouse, `tool_items/${second}/`)).json().serial_number).toBe(`RL${w.tag}-2`);
    expect((await patch(asWarehouse, `tool_items/${first.json().id}/`, { serial_number: `RL${w.tag}-1`, notes: 'Tripod in case' })).statusCode).toBe(200);
  });

  it('two saves of one serial at the same moment make one item: the second waits for the first to commit and is refused', async () => {
    const meter = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `CM-${w.tag}`, name: 'Clamp meter' })).json().id;
    const body = toolItemBody.parse({ model_id: meter, serial_number: `CM${w.tag}-1`, warehouse_id: yard });
    const scope = companyScope(w.company.id);
    const caller = { accountId: warehouseUser.id, name: 'Crew', companyId: w.company.id, warehouse: true, today: today() };
    // the first save has checked and written its item and holds its transaction open
    let commitFirst = () => {};
    let firstWritten = () => {};
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    const first = t.db.transaction(async (tx) => {
      await createItem(tx, scope, caller, body);
      firstWritten();
      await new Promise<void>((resolve) => (commitFirst = resolve));
    });
    await written;
    const second = t.db.transaction((tx) => createItem(tx, scope, caller, body)).then(
      () => 'saved',
      (e: unknown) => JSON.stringify((e as { body?: unknown }).body ?? String(e)),
    );
    // time for the second to reach its check (a new pool connection included) before the first commits
    await new Promise((resolve) => setTimeout(resolve, 300));
    commitFirst();
    await first;
    expect(await second).toBe(JSON.stringify({ serial_number: [`Another Clamp meter has serial number CM${w.tag}-1 already.`] }));
    expect((await get(asWarehouse, `tool_items/?service=tool&model_id=${meter}`)).json().count).toBe(1);
  });
});

describe("an item's certificate link", () => {
  it('takes an http(s) address as the model picture does, and refuses a script, changing nothing', async () => {
    const refused = { certificate_url: ['Enter an http(s) address.'] };
    for (const url of ['javascript:alert(1)', ' javascript:alert(document.cookie)', 'data:text/html,<b>x</b>']) {
      const res = await patch(asWarehouse, `tool_items/${sawItem}/`, { certificate_url: url, notes: 'Cert' });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, refused]);
    }
    expect((await post(asWarehouse, 'tool_items/', { model_id: saw, warehouse_id: yard, certificate_url: 'javascript:alert(1)' })).json()).toEqual(refused);
    expect((await get(asWarehouse, `tool_items/${sawItem}/`)).json()).toMatchObject({ certificate_url: '', notes: '' });
    const ok = await patch(asWarehouse, `tool_items/${sawItem}/`, { certificate_url: 'https://certs.example.com/BS-1.pdf' });
    expect([ok.statusCode, ok.json().certificate_url]).toEqual([200, 'https://certs.example.com/BS-1.pdf']);
    await patch(asWarehouse, `tool_items/${sawItem}/`, { certificate_url: '' });
  });
});

describe('a tool request from the field to the job and back', () => {
  it('walks submit, acknowledge, partial pick and ship (Back-ordered), receive, the rest, and a return', async () => {
    const created = await post(w.asForeman, 'tool_requests/', {
      service: 'tool',
      project_id: w.project.id,
      need_by_date: daysFromToday(2),
      expected_return_date: daysFromToday(20),
      notes: 'Level 3 core drilling',
      lines: [
        { model_id: drill, quantity: 2 },
        { model_id: saw, quantity: 1 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const req = created.json();
    expect(req).toMatchObject({ status: 'submitted', request_type: 'non_return', quantity: 3, line_count: 2, requested_by: { id: w.foreman.id } });
    expect(req.submitted_on).not.toBeNull();
    expect(req.actions).toEqual(['cancel']);
    // warehouse staff are told
    const told = await t.db.select().from(notifications).where(and(eq(notifications.accountId, warehouseUser.id), eq(notifications.link, `/tool_requests?request_id=${req.id}`)));
    expect(told).toHaveLength(1);
    // the default list shows submitted and Back-ordered requests
    expect((await get(asWarehouse, 'tool_requests/?service=tool')).json().results.map((r: { id: number }) => r.id)).toContain(req.id);
    expect((await get(w.asStranger, `tool_requests/${req.id}/`)).statusCode).toBe(404);
    expect((await post(w.asStranger, `tool_requests/${req.id}/acknowledge/`)).statusCode).toBe(404);

    // the field cannot take the warehouse's steps
    expect((await post(w.asForeman, `tool_requests/${req.id}/acknowledge/`)).json()).toEqual({ detail: 'Only warehouse staff can acknowledge a request.' });
    expect((await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`)).json().status).toBe('acked');

    const [drillLine, sawLine] = req.lines;
    // a broken drill is refused, with the reason and who can clear it; nothing changes
    const refused = await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: drillLine.id, item_id: brokenDrill }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`HD${w.tag}-X cannot go out: its status is needs repair. Warehouse staff (a user group with Allow Edit All Tool Transfer) can clear it.`);
    expect((await get(asWarehouse, `tool_requests/${req.id}/`)).json()).toMatchObject({ status: 'acked', picked_quantity: 0 });
    // a saw is not a drill
    expect((await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: drillLine.id, item_id: sawItem }] })).statusCode).toBe(400);
    expect((await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [] })).json()).toEqual({ detail: 'Please select item(s)' });
    expect((await post(w.asForeman, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: drillLine.id, item_id: drills[0] }] })).statusCode).toBe(403);

    // pick one drill only, ship it: Back-ordered
    const picked = (await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: drillLine.id, item_id: drills[0] }] })).json();
    expect(picked).toMatchObject({ status: 'partly picked', status_display: 'Partly picked', picked_quantity: 1, warehouse: { id: yard } });
    // the same drill cannot be picked twice
    expect((await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: drillLine.id, item_id: drills[0] }] })).json().detail).toBe(`HD${w.tag}-1 is picked for another request already.`);
    const shipped = (await post(asWarehouse, `tool_requests/${req.id}/ship/`)).json();
    expect(shipped).toMatchObject({ status: 'partly shipped', status_display: 'Back-ordered', shipped_quantity: 1 });
    const out = (await get(w.asForeman, `tool_items/${drills[0]}/`)).json();
    expect(out).toMatchObject({ project_id: w.project.id, custodian: { id: w.foreman.id }, expected_return_date: daysFromToday(20), expected_return_status: 'warning', bin: null });
    expect((await get(w.asForeman, 'tool_requests/?service=tool&mine=true')).json().results[0]).toMatchObject({ id: req.id, status_display: 'Back-ordered' });

    // the foreman receives what came: still Back-ordered (the crib owes the rest, and its default list shows it), nothing left to receive
    const partly = (await post(w.asForeman, `tool_requests/${req.id}/receive/`)).json();
    expect(partly).toMatchObject({ status: 'partly shipped', status_display: 'Back-ordered', received_quantity: 1 });
    expect(partly.actions).not.toContain('receive');
    expect((await get(asWarehouse, 'tool_requests/?service=tool')).json().results.map((r: { id: number }) => r.id)).toContain(req.id);
    // the warehouse ships the second drill, then picks the saw while the drill is on its way: the drill is still received, and the saw's pick stays
    await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: drillLine.id, item_id: drills[1] }] });
    expect((await post(asWarehouse, `tool_requests/${req.id}/ship/`)).json()).toMatchObject({ status: 'partly shipped', shipped_quantity: 2 });
    expect((await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: sawLine.id, item_id: sawItem }] })).json().status).toBe('picked');
    expect((await get(w.asForeman, `tool_requests/${req.id}/`)).json().actions).toContain('receive');
    const whilePicked = (await post(w.asForeman, `tool_requests/${req.id}/receive/`)).json();
    expect(whilePicked).toMatchObject({ status: 'picked', received_quantity: 2 });
    expect(whilePicked.actions).not.toContain('receive');
    expect((await post(asWarehouse, `tool_requests/${req.id}/ship/`)).json().status).toBe('in transit');
    const done = (await post(w.asForeman, `tool_requests/${req.id}/receive/`)).json();
    expect(done).toMatchObject({ status: 'complete', received_quantity: 3 });
    expect(done.actions).toEqual([]);
    const mine = (await get(w.asForeman, 'tool_items/?service=tool&mine=true')).json();
    expect(mine.results.map((i: { id: number }) => i.id).sort()).toEqual([drills[0], drills[1], sawItem].sort());

    // charges: the drills and the saw charge the project from today, and no day after it yet
    const charges = (await get(w.asBuyer, `tool_charges/?service=tool&project_id=${w.project.id}&from=${today()}&to=${daysFromToday(9)}`)).json();
    // 1 day x (12.50 + 12.50 + 20.00)
    expect(charges.total).toBe(45);
    expect(charges.results[0]).toMatchObject({ days: 1, to: today(), cost_code: '01-500' });
    expect(charges.projects).toEqual([{ id: w.project.id, name: w.project.name, amount: 45 }]);
    const csv = await get(w.asBuyer, `tool_charges/?service=tool&from=${today()}&to=${daysFromToday(9)}&format=csv`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Total');
    expect((await get(w.asStranger, `tool_charges/?service=tool&from=${today()}&to=${daysFromToday(9)}`)).statusCode).toBe(403);

    // bulk expected return date and its rule
    expect((await post(w.asForeman, 'tool_items/bulk_expected_return_date/', { item_ids: [], expected_return_date: daysFromToday(40) })).json()).toMatchObject({ item_ids: ['Please select item(s)'] });
    // year 0000 matched the pattern and the database refused it ('Invalid value.', on no field)
    expect((await post(w.asForeman, 'tool_items/bulk_expected_return_date/', { item_ids: [drills[0]], expected_return_date: '0000-01-01' })).json()).toEqual({ expected_return_date: ['Enter a date from 1900 on.'] });
    expect((await post(w.asForeman, 'tool_items/bulk_expected_return_date/', { item_ids: [drills[0], drills[1]], expected_return_date: daysFromToday(40) })).json().count).toBe(2);
    expect((await get(w.asForeman, `tool_items/${drills[1]}/`)).json()).toMatchObject({ expected_return_date: daysFromToday(40), expected_return_status: 'ok' });
    expect((await post(w.asColleague, 'tool_items/bulk_expected_return_date/', { item_ids: [drills[0]], expected_return_date: daysFromToday(1) })).statusCode).toBe(403);
    // my tools come due first first (the dashboard's My tools): by expected return date, then newest
    await post(w.asForeman, 'tool_items/bulk_expected_return_date/', { item_ids: [drills[1]], expected_return_date: daysFromToday(5) });
    await post(w.asForeman, 'tool_items/bulk_expected_return_date/', { item_ids: [sawItem], expected_return_date: daysFromToday(60) });
    expect((await get(w.asForeman, 'tool_items/?service=tool&mine=true')).json().results.map((i: { id: number }) => i.id)).toEqual([drills[1], drills[0], sawItem]);

    // returns: one project and one source; then the warehouse receives them and the charge stops
    expect((await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [drills[0], drills[2]] })).json()).toEqual({ detail: 'Only items out on a project can be returned.' });
    const ret = await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [drills[0], sawItem] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(ret.json()).toMatchObject({ request_type: 'return', status: 'submitted', line_count: 2, warehouse: { id: yard } });
    expect((await post(w.asForeman, 'tool_requests/start_return/', { item_ids: [drills[0]] })).statusCode).toBe(409);
    expect((await post(w.asForeman, `tool_requests/${ret.json().id}/ship/`)).json().status).toBe('in transit');
    expect((await post(w.asForeman, `tool_requests/${ret.json().id}/receive/`)).statusCode).toBe(403);
    const back = (await post(asWarehouse, `tool_requests/${ret.json().id}/receive/`, { bin_id: binA })).json();
    expect(back.status).toBe('received');
    expect((await get(w.asForeman, `tool_items/${sawItem}/`)).json()).toMatchObject({ project_id: null, custodian: null, bin: { id: binA }, expected_return_date: null });
    const after = (await get(w.asBuyer, `tool_charges/?service=tool&project_id=${w.project.id}&from=${today()}&to=${daysFromToday(9)}`)).json();
    // the saw and the drills charged today, the one day that has happened
    expect(after.total).toBe(20 + 12.5 + 12.5);
  });

  it('holds a request for the field leader when the project requires approval', async () => {
    const job = await w.make({ name: `Approval job ${w.tag}` });
    const leader = await makeAccount(t.db, w.company.id);
    const asLeader = t.as(await t.signIn(leader.id, w.company.id));
    expect((await post(w.asBuyer, 'ProjectUpdate/', { project_id: job.id, field_leader_id: leader.id, require_foremen_approval: true })).json()).toMatchObject({ field_leader: { id: leader.id }, require_foremen_approval: true });
    const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: job.id, lines: [{ model_id: saw, quantity: 1 }] })).json();
    expect(req).toMatchObject({ status: 'pending', awaiting_approval: true, status_display: 'Awaiting approval' });
    expect((await t.db.select().from(notifications).where(eq(notifications.accountId, leader.id))).map((n) => n.content)).toEqual([`Tool request ${req.number} for Approval job ${w.tag} waits for your approval.`]);
    expect((await post(asWarehouse, `tool_requests/${req.id}/acknowledge/`)).statusCode).toBe(409);
    expect((await post(w.asForeman, `tool_requests/${req.id}/approve/`)).json()).toEqual({ detail: "Only the project's field leader can approve this request." });
    expect((await post(asLeader, `tool_requests/${req.id}/approve/`)).json()).toMatchObject({ status: 'submitted', awaiting_approval: false });
    expect((await post(w.asForeman, `tool_requests/${req.id}/cancel/`)).json().status).toBe('canceled');
    // a project with tool requests keeps its history: it cannot be deleted
    expect((await w.asBuyer({ method: 'DELETE', url: `/api/v1/projects/${job.id}/` })).json()).toEqual({ detail: 'This project has tool requests.' });
  });

  it('refuses bad input with the spec words and changes nothing', async () => {
    expect((await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, lines: [] })).json()).toMatchObject({ lines: ['Add at least one item to the request.'] });
    expect((await post(w.asForeman, 'tool_requests/', { service: 'tool', lines: [{ model_id: drill, quantity: 1 }] })).json()).toMatchObject({ project_id: ['Please select a project'] });
    expect((await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.otherProject.id, lines: [{ model_id: drill, quantity: 1 }] })).json()).toMatchObject({ project_id: ['Please select a project'] });
    expect((await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, lines: [{ model_id: drill, quantity: 0 }] })).json()).toEqual({ 'lines.0.quantity': ['Quantity must be greater than 0'] });
    expect((await post(asWarehouse, 'tool_items/change_warehouse/', { item_ids: [drills[2]] })).json()).toMatchObject({ warehouse_id: ['Please select a warehouse'] });
    expect((await post(w.asForeman, 'tool_items/change_warehouse/', { item_ids: [drills[2]], warehouse_id: otherYard })).statusCode).toBe(403);
    expect((await post(asWarehouse, 'tool_items/change_warehouse/', { item_ids: [drills[2]], warehouse_id: otherYard })).json()).toMatchObject({ count: 1 });
    expect((await post(asWarehouse, 'tool_items/change_warehouse/', { item_ids: [drills[2]], warehouse_id: otherYard })).json()).toMatchObject({ count: 0 });
    const before = await t.db.select().from(toolRequests).where(eq(toolRequests.companyId, w.company.id));
    expect((await post(asWarehouse, 'tool_requests/999999/ship/')).statusCode).toBe(404);
    expect((await post(asWarehouse, `tool_requests/${before[0].id}/explode/`)).statusCode).toBe(400);
    expect(await t.db.select().from(toolRequests).where(eq(toolRequests.companyId, w.company.id))).toEqual(before);
    // a need-by day past, submitted or saved as a draft, of any warehouse service; today is fine
    for (const [need_by_date, draft] of [['1999-01-01', false], [daysFromToday(-2), true]] as const) {
      const res = await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, need_by_date, draft, lines: [{ model_id: drill, quantity: 1 }] });
      expect([need_by_date, res.statusCode, res.json()]).toEqual([need_by_date, 400, { need_by_date: ['The need-by date cannot be in the past.'] }]);
    }
    expect((await post(w.asForeman, 'tool_requests/', { service: 'stock', project_id: w.project.id, need_by_date: '2001-01-01', lines: [{ model_id: drill, quantity: 1 }] })).json()).toEqual({ need_by_date: ['The need-by date cannot be in the past.'] });
    // an expected return day past, on a request, a bulk date or an item's own; a stored day since passed, sent back unchanged, is fine
    const pastReturn = { expected_return_date: ['The expected return date cannot be in the past.'] };
    for (const draft of [false, true]) {
      const res = await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, expected_return_date: daysFromToday(-2), draft, lines: [{ model_id: drill, quantity: 1 }] });
      expect([res.statusCode, res.json()]).toEqual([400, pastReturn]);
    }
    expect(await t.db.select().from(toolRequests).where(eq(toolRequests.companyId, w.company.id))).toEqual(before);
    const [stored] = await t.db.select({ d: assetItems.expectedReturnDate }).from(assetItems).where(eq(assetItems.id, drills[0]));
    expect((await post(asWarehouse, 'tool_items/bulk_expected_return_date/', { item_ids: [drills[0]], expected_return_date: '2001-01-01' })).json()).toEqual(pastReturn);
    expect((await patch(asWarehouse, `tool_items/${drills[0]}/`, { expected_return_date: daysFromToday(-5) })).json()).toEqual(pastReturn);
    expect((await t.db.select({ d: assetItems.expectedReturnDate }).from(assetItems).where(eq(assetItems.id, drills[0])))[0]).toEqual(stored);
    await t.db.update(assetItems).set({ expectedReturnDate: daysFromToday(-5) }).where(eq(assetItems.id, drills[0]));
    expect((await patch(asWarehouse, `tool_items/${drills[0]}/`, { expected_return_date: daysFromToday(-5), notes: 'Kept' })).statusCode).toBe(200);
    await t.db.update(assetItems).set({ expectedReturnDate: stored.d }).where(eq(assetItems.id, drills[0]));
    // due back before it is needed, submitted or saved as a draft: refused at the expected return date
    for (const draft of [false, true]) {
      const res = await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, need_by_date: daysFromToday(10), expected_return_date: daysFromToday(9), draft, lines: [{ model_id: drill, quantity: 1 }] });
      expect([res.statusCode, res.json()]).toEqual([400, { expected_return_date: ['The expected return date cannot be before the need-by date.'] }]);
    }
    expect(await t.db.select().from(toolRequests).where(eq(toolRequests.companyId, w.company.id))).toEqual(before);
    const dueToday = await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, need_by_date: today(), draft: true, lines: [{ model_id: drill, quantity: 1 }] });
    expect(dueToday.statusCode, dueToday.body).toBe(201);
  });
});

describe('the daily overdue check', () => {
  it('tells the custodian and the field leader once per expected date, on a fixed clock, and runs once a day', async () => {
    const job = await w.make({ name: `Overdue job ${w.tag}` });
    const leader = await makeAccount(t.db, w.company.id);
    await post(w.asBuyer, 'ProjectUpdate/', { project_id: job.id, field_leader_id: leader.id });
    const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: job.id, lines: [{ model_id: drill, quantity: 1 }] })).json();
    await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: drills[2] }] });
    await post(asWarehouse, `tool_requests/${req.id}/ship/`);
    await t.db.update(assetItems).set({ expectedReturnDate: '2026-03-01' }).where(eq(assetItems.id, drills[2]));

    expect(await reportOverdueItems(t.db, t.mailer, '2026-03-01', 'https://app.example.test')).toBe(0);
    expect(await reportOverdueItems(t.db, t.mailer, '2026-03-02', 'https://app.example.test')).toBeGreaterThanOrEqual(1);
    const told = await t.db.select().from(notifications).where(eq(notifications.link, `/tool_items?item_id=${drills[2]}`));
    expect(told.map((n) => n.accountId).sort()).toEqual([w.foreman.id, leader.id].sort());
    expect(told[0].content).toBe(`Overdue: Hammer drill HD${w.tag}-3 on ${job.name} was due back 2026-03-01.`);
    // the mail names each item with the link that opens it, as the notification does
    const mail = t.mailer.sent.find((m) => m.to === w.foreman.email && m.subject.includes('overdue') && m.text.includes(`HD${w.tag}-3`));
    expect(mail?.text).toContain(`- Hammer drill HD${w.tag}-3 (tool) on ${job.name}, due back 2026-03-01: https://app.example.test/tool_items?item_id=${drills[2]}`);
    // told once; a new date is reported again when it passes
    await reportOverdueItems(t.db, t.mailer, '2026-03-03', 'https://app.example.test');
    expect(await t.db.select().from(notifications).where(eq(notifications.link, `/tool_items?item_id=${drills[2]}`))).toHaveLength(2);
    expect((await get(w.asForeman, `tool_items/?service=tool&expected_return_status=overdue&project_id=${job.id}`)).json().count).toBe(1);

    const day = `2031-01-${String((Number(w.tag.replace(/\D/g, '')) % 27) + 1).padStart(2, '0')}`;
    await t.db.delete(jobRuns).where(and(eq(jobRuns.job, `test-${w.tag}`), eq(jobRuns.runOn, day)));
    expect(await claimDailyRun(t.db, `test-${w.tag}`, day)).toBe(true);
    expect(await claimDailyRun(t.db, `test-${w.tag}`, day)).toBe(false);
  });
});

describe('asset audits', () => {
  it('records what should be there, marks scanned and ticked items, lists missing and unexpected, and closes', async () => {
    expect((await post(w.asForeman, 'asset_audits/', { name: ' ', owner_type: 'warehouse', owner_id: yard })).json()).toMatchObject({ name: ['please enter a name first'] });
    expect((await post(w.asStranger, 'asset_audits/', { name: 'x', owner_type: 'warehouse', owner_id: yard, service: 'tool' })).statusCode).toBe(403);
    // a warehouse's shelves are counted by its crew: the foreman is refused, and nothing is started
    const onlyCrew = { detail: 'Only warehouse staff (a user group with Allow Edit All Tool Transfer) can do this.' };
    const refused = await post(w.asForeman, 'asset_audits/', { name: 'Crib count', owner_type: 'warehouse', owner_id: yard });
    expect([refused.statusCode, refused.json()]).toEqual([403, onlyCrew]);
    expect((await get(w.asForeman, `asset_audits/?owner_type=warehouse&owner_id=${yard}`)).json().count).toBe(0);
    const created = await post(asWarehouse, 'asset_audits/', { name: 'Crib count', owner_type: 'warehouse', owner_id: yard });
    expect(created.statusCode, created.body).toBe(201);
    const audit = created.json();
    const onShelf = audit.lines.map((l: { item_id: number }) => l.item_id);
    expect(onShelf).toContain(brokenDrill);
    expect(onShelf).not.toContain(drills[2]); // out on a job
    for (const [url, body] of [['scan', { code: `BS${w.tag}-1` }], ['mark', { item_id: brokenDrill, found: true }], ['close', {}]] as const) {
      const res = await post(w.asForeman, `asset_audits/${audit.id}/${url}/`, body);
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, onlyCrew]);
    }
    expect((await get(w.asForeman, `asset_audits/${audit.id}/`)).json()).toMatchObject({ status: 'open', found_count: 0 });
    const scanned = (await post(asWarehouse, `asset_audits/${audit.id}/scan/`, { code: `BS${w.tag}-1` })).json();
    expect(scanned.found_count).toBe(1);
    // a drill that is out on a job turns up here: unexpected, with where it was on record
    const unexpected = (await post(asWarehouse, `asset_audits/${audit.id}/scan/`, { code: `BC-${w.tag}-3` })).json();
    expect(unexpected.unexpected_count).toBe(1);
    expect(unexpected.lines.find((l: { item_id: number }) => l.item_id === drills[2])).toMatchObject({ expected: false, recorded_location: expect.stringContaining('on project') });
    expect((await post(asWarehouse, `asset_audits/${audit.id}/scan/`, { code: 'NOTHING' })).json()).toEqual({ detail: 'Failed to get tool item.' });
    expect((await post(asWarehouse, `asset_audits/${audit.id}/scan/`, { code: 'X'.repeat(5000) })).json()).toEqual({ code: ['This code is too long. A code has at most 200 characters.'] });
    const ticked = (await post(asWarehouse, `asset_audits/${audit.id}/mark/`, { item_id: brokenDrill, found: true })).json();
    expect(ticked.missing_count).toBe(ticked.expected_count - 2);
    const closed = (await post(asWarehouse, `asset_audits/${audit.id}/close/`)).json();
    expect(closed).toMatchObject({ status: 'closed', found_count: 2 });
    expect((await post(asWarehouse, `asset_audits/${audit.id}/scan/`, { code: `BC-${w.tag}-1` })).json()).toEqual({ detail: 'This audit is closed.' });
    expect((await get(w.asForeman, `asset_audits/?owner_type=warehouse&owner_id=${yard}`)).json().results[0]).toMatchObject({ id: audit.id, status: 'closed' });
    expect((await get(w.asStranger, `asset_audits/${audit.id}/`)).statusCode).toBe(404);
    // what is out on a job the field counts: the foreman starts, scans and closes a project audit
    const onJob = await post(w.asForeman, 'asset_audits/', { name: 'Site count', owner_type: 'project', owner_id: w.project.id });
    expect(onJob.statusCode, onJob.body).toBe(201);
    expect((await post(w.asForeman, `asset_audits/${onJob.json().id}/close/`)).json()).toMatchObject({ status: 'closed' });
  });

  it("lists one owner's audits: owner_id without owner_type is refused at owner_type, since warehouse 3 and project 3 are two owners", async () => {
    const job = await w.make({ name: `Audit job ${w.tag}` });
    const crib = (await post(asWarehouse, 'asset_audits/', { name: 'Crib by id', owner_type: 'warehouse', owner_id: yard })).json().id;
    const onSite = (await post(w.asForeman, 'asset_audits/', { name: 'Site by id', owner_type: 'project', owner_id: job.id })).json().id;
    const bare = await get(w.asForeman, `asset_audits/?owner_id=${yard}`);
    expect([bare.statusCode, bare.json()]).toEqual([400, { owner_type: ['Say whose audits these are: owner_type warehouse or project, with owner_id.'] }]);
    expect((await get(w.asForeman, `asset_audits/?owner_type=warehouse&owner_id=${yard}`)).json().results.map((a: { id: number }) => a.id)).toContain(crib);
    const projectAudits = (await get(w.asForeman, `asset_audits/?owner_type=project&owner_id=${job.id}`)).json().results.map((a: { id: number }) => a.id);
    expect(projectAudits).toEqual([onSite]);
    // no owner at all still lists every audit
    expect((await get(w.asForeman, 'asset_audits/')).json().results.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([crib, onSite]));
  });
});

describe("an audit's service", () => {
  it("counts a warehouse of its service's type only, refuses another service's item when scanned, and says a long name is too long", async () => {
    const company = await makeCompany(t.db, { services: ['tool', 'inventory'] });
    const [crew] = await t.db.insert(userGroups).values({ companyId: company.id, name: 'Crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
    const asCrew = t.as(await t.signIn((await makeAccount(t.db, company.id, { userGroupId: crew.id })).id, company.id));
    const crib = (await post(asCrew, 'warehouses/', { name: 'Tool crib', type: 'Tools' })).json().id;
    const room = (await post(asCrew, 'warehouses/', { name: 'Stock Room', type: 'Stock' })).json().id;
    const drillModel = (await post(asCrew, 'tool_models/', { service: 'tool', code: 'HD', name: 'Hammer drill' })).json().id;
    const nuts = (await post(asCrew, 'tool_models/', { service: 'stock', code: 'WN', name: 'Wire nut' })).json().id;
    await post(asCrew, 'tool_items/', { model_id: drillModel, serial_number: 'HD-1', warehouse_id: crib });
    const lot = (await post(asCrew, 'tool_items/', { model_id: nuts, warehouse_id: room, quantity: 500, barcode: 'WN-500' })).json().id;
    const audits = async () => (await get(asCrew, 'asset_audits/')).json().count;

    const wrongRoom = await post(asCrew, 'asset_audits/', { name: 'Crib count', owner_type: 'warehouse', owner_id: room, service: 'tool' });
    expect([wrongRoom.statusCode, wrongRoom.json()]).toEqual([400, { owner_id: ['Stock Room is a Stock warehouse. Choose a Tools warehouse for a tool audit.'] }]);
    const long = await post(asCrew, 'asset_audits/', { name: 'A'.repeat(201), owner_type: 'warehouse', owner_id: crib, service: 'tool' });
    expect([long.statusCode, long.json()]).toEqual([400, { name: ['The name is too long. An audit name has at most 200 characters.'] }]);
    expect(await audits()).toBe(0);

    const audit = (await post(asCrew, 'asset_audits/', { name: 'Crib count', owner_type: 'warehouse', owner_id: crib, service: 'tool' })).json();
    const scanned = await post(asCrew, `asset_audits/${audit.id}/scan/`, { code: 'wn-500' });
    expect([scanned.statusCode, scanned.json()]).toEqual([400, { detail: 'WN-500 is a stock item, not one of the tools this audit counts.' }]);
    expect((await get(asCrew, `asset_audits/${audit.id}/`)).json()).toMatchObject({ unexpected_count: 0, lines: [expect.objectContaining({ serial_number: 'HD-1', expected: true })] });
    expect((await post(asCrew, `asset_audits/${audit.id}/scan/`, { code: `jobsite:item:${lot}` })).statusCode).toBe(400);
    // the stock room is counted by a stock audit
    const stock = await post(asCrew, 'asset_audits/', { name: 'Room count', owner_type: 'warehouse', owner_id: room, service: 'stock' });
    expect([stock.statusCode, stock.json().expected_count]).toEqual([201, 1]);
  });
});

describe('tool migration (import a tool list)', () => {
  const upload = (as: As, content: string, name = 'tools.csv') => as({ method: 'POST', url: '/api/v1/tool_items/import/', ...multipart({ service: 'tool' }, { name, content }) });
  const countItems = async () => (await t.db.select().from(assetItems).where(eq(assetItems.companyId, w.company.id))).length;

  it('imports every row, creating models by code, or nothing with each bad line named', async () => {
    const before = await countItems();
    const bad = [
      'Model code,Model name,Serial #,Barcode,Warehouse,Bin,Status',
      `HD-${w.tag},,HDI-1,IMP-${w.tag}-1,Tool crib ${w.tag},RA-${w.tag},ok`,
      `NEW-${w.tag},,X-1,,Tool crib ${w.tag},,ok`,
      `NEW-${w.tag},Core drill rig,X-2,,Nowhere,,ok`,
      `NEW-${w.tag},Core drill rig,X-3,BC-${w.tag}-1,Tool crib ${w.tag},,broken`,
    ].join('\n');
    const refused = await upload(asWarehouse, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().file).toEqual([
      `Line 3: No model NEW-${w.tag} yet: give its model_name to create it.`,
      'Line 4: No Tools warehouse named "Nowhere".',
      'Line 5: status must be one of ok, servicing, need certification, need repair, need inspection, recalibration.',
    ]);
    expect(await countItems()).toBe(before);

    const good = [
      'model_code,model_name,daily_rate,serial_number,barcode,warehouse,bin,status,certification_due',
      `HD-${w.tag},,,HDI-1,IMP-${w.tag}-1,Tool crib ${w.tag},RA-${w.tag},ok,`,
      `CR-${w.tag},Core drill rig,35.50,CR-1,,Tool crib ${w.tag},,need inspection,2027-01-31`,
    ].join('\n');
    const res = await upload(asWarehouse, good);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ detail: '2 items imported, 1 new model.', created_items: 2, created_models: 1 });
    expect(await countItems()).toBe(before + 2);
    const [rig] = await t.db.select().from(assetModels).where(and(eq(assetModels.companyId, w.company.id), eq(assetModels.code, `CR-${w.tag}`)));
    expect(rig).toMatchObject({ name: 'Core drill rig', dailyRateCents: 3550 });
    // the same file again is refused: its barcode and its serials are on the items it made
    expect((await upload(asWarehouse, good)).json().file).toEqual([
      `Line 2: Barcode IMP-${w.tag}-1 is on another item already.`,
      'Line 2: Another Hammer drill has serial number HDI-1 already.',
      'Line 3: Another Core drill rig has serial number CR-1 already.',
    ]);
    // the app's label format, a bin's code, another item's serial and a serial further down the file are refused by line
    const clashing = [
      'model_code,serial_number,barcode,warehouse',
      `HD-${w.tag},HDI-2,jobsite:item:1,Tool crib ${w.tag}`,
      `HD-${w.tag},HDI-3,RA-${w.tag},Tool crib ${w.tag}`,
      `HD-${w.tag},HDI-4,HD${w.tag}-1,Tool crib ${w.tag}`,
      `HD-${w.tag},HDI-5,HDI-6,Tool crib ${w.tag}`,
      `HD-${w.tag},HDI-6,,Tool crib ${w.tag}`,
    ].join('\n');
    const imported = await countItems();
    expect((await upload(asWarehouse, clashing)).json().file).toEqual([
      "Line 2: A barcode cannot start with jobsite: (the app's own labels). Leave it empty and the app prints its own label.",
      `Line 3: RA-${w.tag} is the code of a bin: its label would open the bin.`,
      `Line 4: HD${w.tag}-1 is the serial number of another item: its label would open that item.`,
      'Line 5: HDI-6 is the serial number on line 6: its label would open that item.',
    ]);
    expect(await countItems()).toBe(imported);
    // a serial twice for one model in the file, or one an item of the model has, names its lines
    const twice = ['model_code,serial_number,warehouse', `HD-${w.tag},HDI-7,Tool crib ${w.tag}`, `BS-${w.tag},HDI-7,Tool crib ${w.tag}`, `hd-${w.tag},hdi-7,Tool crib ${w.tag}`, `HD-${w.tag},HD${w.tag}-2,Tool crib ${w.tag}`].join('\n');
    expect((await upload(asWarehouse, twice)).json().file).toEqual([`Line 4: Serial number hdi-7 of hd-${w.tag} is on line 2 too.`, `Line 5: Another Hammer drill has serial number HD${w.tag}-2 already.`]);
    expect(await countItems()).toBe(imported);
  });

  it('refuses what is not a tool list, and people without the warehouse role', async () => {
    expect((await upload(w.asForeman, 'model_code,warehouse\nX,Y')).statusCode).toBe(403);
    expect((await upload(asWarehouse, 'name,place\nX,Y')).json().file).toEqual(['The first row must name the columns; model_code and warehouse are required.']);
    expect((await upload(asWarehouse, 'model_code,warehouse\n')).json().file).toEqual(['The file has no rows below its header.']);
    expect((await upload(asWarehouse, 'model_code,warehouse\nX,Y', 'tools.xlsx')).json().file).toEqual(['The file must be a .csv file.']);
    const huge = ['model_code,warehouse', ...Array.from({ length: 5002 }, (_, i) => `M${i},W`)].join('\n');
    expect((await upload(asWarehouse, huge)).json().file).toEqual(['A tool list holds at most 5,000 rows; split the file.']);
    expect((await upload(w.asStranger, 'model_code,warehouse\nX,Y')).statusCode).toBe(403);
    // over the size limit: the app's words, not the multipart library's 413 'request file too large'
    const oversized = await upload(asWarehouse, `model_code,warehouse\n${' '.repeat(TOOL_IMPORT_MAX_BYTES)}`);
    expect([oversized.statusCode, oversized.json()]).toEqual([400, { file: ['The file is larger than 5 MB.'] }]);
  });
});

describe('tool charges up to today', () => {
  it("charge no day after the caller's today: a period ending ahead stops at today, one wholly ahead charges nothing, the CSV alike", async () => {
    const job = await w.make({ name: `Charges job ${w.tag}` });
    const [driller] = await t.db.insert(assetItems).values({ companyId: w.company.id, service: 'tool', modelId: drill, warehouseId: yard, projectId: job.id, serialNumber: `HD${w.tag}-C1` }).returning();
    const [sawer] = await t.db.insert(assetItems).values({ companyId: w.company.id, service: 'tool', modelId: saw, warehouseId: yard, serialNumber: `BS${w.tag}-C2` }).returning();
    // the drill is still out since five days ago; the saw went out ten days ago and came back two days ago
    await t.db.insert(assetCustody).values([
      { companyId: w.company.id, itemId: driller.id, projectId: job.id, service: 'tool', quantity: 1, dailyRateCents: 1250, startedOn: daysFromToday(-5) },
      { companyId: w.company.id, itemId: sawer.id, projectId: job.id, service: 'tool', quantity: 1, dailyRateCents: 2000, startedOn: daysFromToday(-10), endedOn: daysFromToday(-2) },
    ]);
    const charges = (from: string, to: string, format = '') => get(w.asBuyer, `tool_charges/?service=tool&project_id=${job.id}&from=${from}&to=${to}${format}`);
    const month = (await charges(daysFromToday(-5), daysFromToday(20))).json();
    expect(month.results.map((c: { item: { id: number }; from: string; to: string; days: number; amount: number }) => [c.item.id, c.from, c.to, c.days, c.amount])).toEqual([
      [driller.id, daysFromToday(-5), today(), 6, 75],
      [sawer.id, daysFromToday(-5), daysFromToday(-2), 4, 80],
    ]);
    expect([month.total, month.projects]).toEqual([155, [{ id: job.id, name: job.name, amount: 155 }]]);
    // next month: nothing has happened yet
    expect((await charges(daysFromToday(1), daysFromToday(30))).json()).toMatchObject({ count: 0, results: [], projects: [], total: 0 });
    // the export is the same function: the drill's row ends today, and the total is the screen's
    const csv = (await charges(daysFromToday(-5), daysFromToday(20), '&format=csv')).body;
    expect(csv).toContain(`${daysFromToday(-5)},${today()},6,`);
    expect(csv).not.toContain(daysFromToday(20));
    expect(csv.trim().split('\n').at(-1)).toMatch(/^Total,.*155(\.00)?$/);
    const ahead = (await charges(daysFromToday(1), daysFromToday(30), '&format=csv')).body.trim().split('\n');
    expect(ahead).toHaveLength(2);
  });
});

describe('asset reporting', () => {
  it('counts items by place and state, overdue, open requests and jobs; another company is refused', async () => {
    const r = (await get(w.asForeman, 'asset_report/?service=tool')).json();
    expect(r.items).toBeGreaterThanOrEqual(6);
    expect(r.in_warehouse + r.on_jobs).toBe(r.items);
    expect(r.by_status.find((s: { status: string }) => s.status === 'need repair').count).toBe(1);
    expect(r.overdue).toBeGreaterThanOrEqual(1);
    expect(r.projects.length).toBeGreaterThanOrEqual(1);
    expect((await get(w.asStranger, 'asset_report/?service=tool')).statusCode).toBe(403);
  });

  it('counts stock in lots everywhere, not in quantities of different units: totals, states and jobs agree', async () => {
    const company = await makeCompany(t.db, { services: ['inventory'] });
    const keeper = await makeAccount(t.db, company.id);
    const asKeeper = t.as(await t.signIn(keeper.id, company.id));
    const job = await t.db.transaction((tx) => createProject(tx, companyScope(company.id), { id: keeper.id, isStaff: false }, { name: 'Conduit run', main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }));
    const room = (await post(asKeeper, 'warehouses/', { name: 'Stock room', type: 'Stock' })).json().id;
    const conduit = (await post(asKeeper, 'tool_models/', { service: 'stock', code: 'EMT', name: 'EMT conduit', unit: 'FT' })).json().id;
    const clamps = (await post(asKeeper, 'tool_models/', { service: 'stock', code: 'GC', name: 'Ground clamp', unit: 'EA' })).json().id;
    expect((await post(asKeeper, 'tool_items/', { model_id: conduit, warehouse_id: room, quantity: 500 })).statusCode).toBe(201);
    await t.db.insert(assetItems).values({ companyId: company.id, service: 'stock', modelId: clamps, warehouseId: room, projectId: job.id, quantity: 20 });
    const r = (await get(asKeeper, 'asset_report/?service=stock')).json();
    expect([r.items, r.in_warehouse, r.on_jobs]).toEqual([2, 1, 1]);
    expect(r.by_status.find((s: { status: string }) => s.status === 'ok').count).toBe(2);
    expect(r.projects).toEqual([{ id: job.id, name: 'Conduit run', items: 1, overdue: 0 }]);
  });
});

describe("the pick dialog's items (pickable)", () => {
  it('lists only what a pick takes today: not what another request picked, nor an item whose certification or calibration lapsed or whose status is not OK', async () => {
    const threader = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `PT-${w.tag}`, name: 'Pipe threader' })).json().id;
    const add = async (n: number, over: object = {}) => (await post(asWarehouse, 'tool_items/', { model_id: threader, serial_number: `PT${w.tag}-${n}`, warehouse_id: yard, ...over })).json().id as number;
    const fit = await add(1);
    const spoken = await add(2);
    const lapsed = await add(3, { certification_due: daysFromToday(-1) });
    const uncalibrated = await add(4, { calibration_due: daysFromToday(-3) });
    const broken = await add(5, { status: 'need repair' });
    const dueToday = await add(6, { certification_due: daysFromToday(0) });
    const first = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, lines: [{ model_id: threader, quantity: 1 }] })).json();
    expect((await post(asWarehouse, `tool_requests/${first.id}/pick/`, { picks: [{ line_id: first.lines[0].id, item_id: spoken }] })).statusCode).toBe(200);

    const listed = (await get(asWarehouse, `tool_items/?service=tool&pickable=true&model_id=${threader}&warehouse_id=${yard}`)).json();
    expect(listed.results.map((i: { id: number }) => i.id)).toEqual([dueToday, fit]);
    expect(listed.count).toBe(2);
    expect(listed.results.map((i: { free_quantity: number; checkout_refusal: string | null }) => [i.free_quantity, i.checkout_refusal])).toEqual([
      [1, null],
      [1, null],
    ]);
    // the list without the flag is unchanged: every item, no free_quantity
    const all = (await get(asWarehouse, `tool_items/?service=tool&model_id=${threader}`)).json();
    expect([all.count, all.results[0].free_quantity]).toEqual([6, undefined]);
    // what is left out is what pick refuses; what is listed it takes
    const second = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, lines: [{ model_id: threader, quantity: 2 }] })).json();
    for (const item of [spoken, lapsed, uncalibrated, broken]) {
      expect([item, (await post(asWarehouse, `tool_requests/${second.id}/pick/`, { picks: [{ line_id: second.lines[0].id, item_id: item }] })).statusCode]).toEqual([item, 409]);
    }
    const picked = await post(asWarehouse, `tool_requests/${second.id}/pick/`, { picks: [fit, dueToday].map((item_id) => ({ line_id: second.lines[0].id, item_id })) });
    expect(picked.json()).toMatchObject({ status: 'picked', picked_quantity: 2 });
    expect((await get(asWarehouse, `tool_items/?service=tool&pickable=true&model_id=${threader}`)).json().count).toBe(0);
  });

  it("lists a stock row another request picked part of with what is still free, and pick takes no more", async () => {
    const company = await makeCompany(t.db, { services: ['inventory'] });
    const keeper = await makeAccount(t.db, company.id);
    const asKeeper = t.as(await t.signIn(keeper.id, company.id));
    const job = await t.db.transaction((tx) => createProject(tx, companyScope(company.id), { id: keeper.id, isStaff: false }, { name: 'Conduit run', main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }));
    const room = (await post(asKeeper, 'warehouses/', { name: 'Stock room', type: 'Stock' })).json().id;
    const clamps = (await post(asKeeper, 'tool_models/', { service: 'stock', code: 'GC', name: 'Ground clamp' })).json().id;
    const row = (await post(asKeeper, 'tool_items/', { model_id: clamps, warehouse_id: room, quantity: 50 })).json().id;
    const ask = async (quantity: number) => (await post(asKeeper, 'tool_requests/', { service: 'stock', project_id: job.id, lines: [{ model_id: clamps, quantity }] })).json();
    const first = await ask(30);
    await post(asKeeper, `tool_requests/${first.id}/pick/`, { picks: [{ line_id: first.lines[0].id, item_id: row, quantity: 30 }] });
    const listed = (await get(asKeeper, `tool_items/?service=stock&pickable=true&model_id=${clamps}`)).json().results;
    expect(listed.map((i: { id: number; quantity: number; free_quantity: number }) => [i.id, i.quantity, i.free_quantity])).toEqual([[row, 50, 20]]);
    const second = await ask(25);
    expect((await post(asKeeper, `tool_requests/${second.id}/pick/`, { picks: [{ line_id: second.lines[0].id, item_id: row, quantity: 21 }] })).json()).toEqual({ detail: 'Only 20 of Ground clamp at Stock room are free to pick.' });
    expect((await post(asKeeper, `tool_requests/${second.id}/pick/`, { picks: [{ line_id: second.lines[0].id, item_id: row, quantity: 20 }] })).statusCode).toBe(200);
    expect((await get(asKeeper, `tool_items/?service=stock&pickable=true&model_id=${clamps}`)).json().count).toBe(0);
  });
});

describe('change warehouse, to a bin', () => {
  it('moves shelved items to another bin of the same warehouse, and says when they are in that bin already', async () => {
    const rackB = (await post(asWarehouse, `warehouses/${yard}/bins/`, { name: 'Rack B', code: `RB-${w.tag}` })).json().id;
    const grinder = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `DG-${w.tag}`, name: 'Die grinder' })).json().id;
    const shelved = (await post(asWarehouse, 'tool_items/', { model_id: grinder, serial_number: `DG${w.tag}-1`, warehouse_id: yard, bin_id: binA })).json().id;
    const move = () => post(asWarehouse, 'tool_items/change_warehouse/', { item_ids: [shelved], warehouse_id: yard, bin_id: rackB });
    expect((await move()).json()).toEqual({ detail: '1 item moved.', count: 1 });
    expect((await get(asWarehouse, `tool_items/${shelved}/`)).json()).toMatchObject({ warehouse: { id: yard }, bin: { id: rackB } });
    expect((await move()).json()).toEqual({ detail: 'Nothing to move: the items are in this bin already.', count: 0 });
    // a bin of another warehouse is refused at bin_id
    expect((await post(asWarehouse, 'tool_items/change_warehouse/', { item_ids: [shelved], warehouse_id: otherYard, bin_id: rackB })).json()).toEqual({ bin_id: ['This bin is not in the chosen warehouse.'] });
  });
});

describe('an inactive warehouse', () => {
  it('takes no new item, move or request, names itself in the refusal, and its shelves are not counted available', async () => {
    const oldCrib = (await post(asWarehouse, 'warehouses/', { name: `Old crib ${w.tag}`, type: 'Tools' })).json().id;
    const grinder = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `AG-${w.tag}`, name: 'Angle grinder' })).json().id;
    const kept = (await post(asWarehouse, 'tool_items/', { model_id: grinder, serial_number: `AG${w.tag}-1`, warehouse_id: oldCrib })).json().id;
    await post(asWarehouse, 'tool_items/', { model_id: grinder, serial_number: `AG${w.tag}-2`, warehouse_id: yard });
    expect((await get(w.asForeman, `tool_models/${grinder}/`)).json()).toMatchObject({ item_count: 2, available_count: 2 });
    await t.db.update(warehouses).set({ isActive: false }).where(eq(warehouses.id, oldCrib));

    const refused = { warehouse_id: [`Old crib ${w.tag} is inactive. Choose an active warehouse, or make it active again in company settings.`] };
    const item = await post(asWarehouse, 'tool_items/', { model_id: grinder, serial_number: `AG${w.tag}-3`, warehouse_id: oldCrib });
    expect([item.statusCode, item.json()]).toEqual([400, refused]);
    const moved = await post(asWarehouse, 'tool_items/change_warehouse/', { item_ids: [sawItem], warehouse_id: oldCrib });
    expect([moved.statusCode, moved.json()]).toEqual([400, refused]);
    const before = await t.db.select().from(toolRequests).where(eq(toolRequests.companyId, w.company.id));
    const asked = await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, warehouse_id: oldCrib, lines: [{ model_id: grinder, quantity: 1 }] });
    expect([asked.statusCode, asked.json()]).toEqual([400, refused]);
    expect(await t.db.select().from(toolRequests).where(eq(toolRequests.companyId, w.company.id))).toEqual(before);
    expect((await get(asWarehouse, `tool_items/${sawItem}/`)).json().warehouse).toEqual({ id: yard, name: `Tool crib ${w.tag}` });
    // the tool list's import is refused there too, its line named
    const csv = ['model_code,serial_number,warehouse', `AG-${w.tag},AG${w.tag}-4,Old crib ${w.tag}`].join('\n');
    const imported = await asWarehouse({ method: 'POST', url: '/api/v1/tool_items/import/', ...multipart({ service: 'tool' }, { name: 'tools.csv', content: csv }) });
    expect(imported.json()).toEqual({ file: [`Line 2: ${refused.warehouse_id[0]}`] });

    // what sits there is still the warehouse's item, but not available to request
    expect((await get(w.asForeman, `tool_models/${grinder}/`)).json()).toMatchObject({ item_count: 2, available_count: 1 });
    expect((await get(asWarehouse, `tool_items/${kept}/`)).json().warehouse.id).toBe(oldCrib);
  });
});

describe("what a request's people are told", () => {
  it('says how many went in a sentence, thousands separated: "1,200 picked", "1,200 shipped", "1,200 received"', async () => {
    const company = await makeCompany(t.db, { services: ['inventory'] });
    const keeper = await makeAccount(t.db, company.id);
    const foreman = await makeAccount(t.db, company.id);
    const asKeeper = t.as(await t.signIn(keeper.id, company.id));
    const asField = t.as(await t.signIn(foreman.id, company.id));
    const job = await t.db.transaction((tx) => createProject(tx, companyScope(company.id), { id: keeper.id, isStaff: false }, { name: 'Wire pull', main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }));
    // the keeper leads the job too, so hears of the foreman's receipt
    expect((await post(asKeeper, 'ProjectUpdate/', { project_id: job.id, field_leader_id: keeper.id })).statusCode).toBe(200);
    const room = (await post(asKeeper, 'warehouses/', { name: 'Stock room', type: 'Stock' })).json().id;
    const nuts = (await post(asKeeper, 'tool_models/', { service: 'stock', code: 'WN-R', name: 'Wire nut red' })).json().id;
    const lot = await post(asKeeper, 'tool_items/', { model_id: nuts, warehouse_id: room, quantity: 5000 });
    expect(lot.statusCode, lot.body).toBe(201);
    const req = (await post(asField, 'tool_requests/', { service: 'stock', project_id: job.id, lines: [{ model_id: nuts, quantity: 1200 }] })).json();
    await post(asKeeper, `tool_requests/${req.id}/acknowledge/`);
    expect((await post(asKeeper, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: lot.json().id, quantity: 1200 }] })).statusCode).toBe(200);
    expect((await post(asKeeper, `tool_requests/${req.id}/ship/`)).statusCode).toBe(200);
    const link = `/stock_requests?request_id=${req.id}`;
    const told = (await t.db.select().from(notifications).where(and(eq(notifications.accountId, foreman.id), eq(notifications.link, link))).orderBy(notifications.id)).map((n) => n.content);
    expect(told).toEqual([expect.stringMatching(/ is acknowledged\.$/), expect.stringMatching(/ for Wire pull is picked: 1,200 picked\.$/), expect.stringMatching(/ for Wire pull is in transit: 1,200 shipped\.$/)]);
    expect((await post(asField, `tool_requests/${req.id}/receive/`)).statusCode).toBe(200);
    const keeperTold = (await t.db.select().from(notifications).where(and(eq(notifications.accountId, keeper.id), eq(notifications.link, link))).orderBy(notifications.id)).map((n) => n.content);
    expect(keeperTold).toEqual([expect.stringMatching(/ for Wire pull is complete: 1,200 received\.$/)]);
  });

  it('says a refused pick in numbers thousands separated: "Only 1,500 of ... are free to pick", "This line needs 1,200 more; 1,500 is more than that."', async () => {
    const company = await makeCompany(t.db, { services: ['inventory'] });
    const [crew] = await t.db.insert(userGroups).values({ companyId: company.id, name: 'Crew', settings: { allow_edit_all_tool_transfer: true } }).returning();
    const keeper = await makeAccount(t.db, company.id, { userGroupId: crew.id });
    const asKeeper = t.as(await t.signIn(keeper.id, company.id));
    const job = await t.db.transaction((tx) => createProject(tx, companyScope(company.id), { id: keeper.id, isStaff: false }, { name: 'Wire pull', main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }));
    const room = (await post(asKeeper, 'warehouses/', { name: 'Stock room', type: 'Stock' })).json().id;
    const nuts = (await post(asKeeper, 'tool_models/', { service: 'stock', code: 'WN-Y', name: 'Wire nut yellow' })).json().id;
    const shelf = (await post(asKeeper, `warehouses/${room}/bins/`, { name: 'Shelf 4', code: 'S-4' })).json().id;
    const small = (await post(asKeeper, 'tool_items/', { model_id: nuts, warehouse_id: room, bin_id: shelf, quantity: 1500 })).json().id;
    const big = (await post(asKeeper, 'tool_items/', { model_id: nuts, warehouse_id: room, quantity: 5000 })).json().id;
    const req = (await post(asKeeper, 'tool_requests/', { service: 'stock', project_id: job.id, lines: [{ model_id: nuts, quantity: 1200 }] })).json();
    await post(asKeeper, `tool_requests/${req.id}/acknowledge/`);
    const pick = (item_id: number, quantity: number) => post(asKeeper, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id, quantity }] });
    // the stock row is named as the keeper sees it: the item and its bin (or its warehouse when it has none)
    expect((await pick(small, 1600)).json()).toEqual({ detail: 'Only 1,500 of Wire nut yellow in bin S-4 are free to pick.' });
    expect((await pick(big, 1500)).json()).toEqual({ picks: ['This line needs 1,200 more; 1,500 is more than that.'] });
    expect((await get(asKeeper, `tool_requests/${req.id}/`)).json()).toMatchObject({ status: 'acked', picked_quantity: 0 });
    expect((await pick(small, 1000)).statusCode).toBe(200);
    expect((await pick(big, 200)).statusCode).toBe(200);
    expect((await get(asKeeper, `tool_requests/${req.id}/`)).json().lines[0].picks.map((p: { name: string }) => p.name)).toEqual(['Wire nut yellow in bin S-4', 'Wire nut yellow at Stock room']);
  });

  it('says how many a line still needs and how many a pick sent when two items go on a line of one, nothing picked yet', async () => {
    const level = (await post(asWarehouse, 'tool_models/', { service: 'tool', code: `LL-${w.tag}`, name: 'Laser level' })).json().id;
    const levels = [];
    for (const n of [1, 2]) levels.push((await post(asWarehouse, 'tool_items/', { model_id: level, serial_number: `LL${w.tag}-${n}`, warehouse_id: yard })).json().id as number);
    const req = (await post(w.asForeman, 'tool_requests/', { service: 'tool', project_id: w.project.id, lines: [{ model_id: level, quantity: 1 }] })).json();
    const both = await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: levels.map((item_id) => ({ line_id: req.lines[0].id, item_id })) });
    expect([both.statusCode, both.json()]).toEqual([400, { picks: ['This line needs 1 more; 2 is more than that.'] }]);
    expect((await get(asWarehouse, `tool_requests/${req.id}/`)).json()).toMatchObject({ picked_quantity: 0 });
    expect((await post(asWarehouse, `tool_requests/${req.id}/pick/`, { picks: [{ line_id: req.lines[0].id, item_id: levels[0] }] })).json()).toMatchObject({ status: 'picked', picked_quantity: 1 });
  });
});
