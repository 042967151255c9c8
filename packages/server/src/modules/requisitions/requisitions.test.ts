import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAccount, makeCompany, makeUserGroup } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import {
  assetModels,
  companyMemberships,
  materialRequisitionLines,
  materialRequisitions,
  notifications,
  projectProductListItems,
  projectProductLists,
  purchaseOrderItems,
  suppliers,
  toolRequestLines,
  toolRequests,
} from '../../db/schema/index';
import { daysFromToday } from '../../platform/text-and-dates';
import { companyScope } from '../../platform/scope';
import { createProject } from '../projects/service';
import { cartWorld, type CartWorld } from '../cart/test-world';

let t: TestApp;
let w: CartWorld;
let supplierId: number;
let listItemId: number;
let otherListItemId: number;

type Call = CartWorld['asBuyer'];
const post = (as: Call, url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/material_requisitions/${url}`, payload });
const get = (as: Call, url = '') => as({ method: 'GET', url: `/api/v1/material_requisitions/${url}` });

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  // the buyer purchases (Allow Edit All Orders); the foreman and the colleague do not
  const purchasing = await makeUserGroup(t.db, w.company.id, { allow_edit_all_orders: true });
  await t.db.update(companyMemberships).set({ userGroupId: purchasing.id }).where(and(eq(companyMemberships.accountId, w.buyer.id), eq(companyMemberships.companyId, w.company.id)));
  [{ id: supplierId }] = await t.db.insert(suppliers).values({ companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id }).returning();
  const [list] = await t.db.insert(projectProductLists).values({ companyId: w.company.id, projectId: w.project.id, name: 'Level 2' }).returning();
  [{ id: listItemId }] = await t.db
    .insert(projectProductListItems)
    .values({ companyId: w.company.id, projectId: w.project.id, listId: list.id, baseItemId: w.items.wire, description: 'THHN 12 AWG wire', code: 'THHN12', unit: 'FT', quantity: 1000 })
    .returning();
  const [otherList] = await t.db.insert(projectProductLists).values({ companyId: w.company.id, projectId: w.project2.id, name: 'Elsewhere' }).returning();
  [{ id: otherListItemId }] = await t.db
    .insert(projectProductListItems)
    .values({ companyId: w.company.id, projectId: w.project2.id, listId: otherList.id, description: 'Other job item', unit: 'EA', quantity: 1 })
    .returning();
});
afterAll(() => t.close());

/** A need-by day well ahead, within the five years a need-by date may be. */
const needBy = daysFromToday(400);
const body = () => ({
  project_id: w.project.id,
  need_by_date: needBy,
  note: `Level 2 rough-in ${w.tag}`,
  lines: [
    { base_item_id: w.items.breaker, quantity: 4 },
    { project_product_list_item_id: listItemId, quantity: 500 },
    { description: `Pull box 12x12 ${w.tag}`, unit: 'ea', quantity: 2, note: 'screw cover' },
  ],
});

describe('material requisitions', () => {
  it('the foreman asks, the purchaser is told in-app and live, approves and turns it into a purchase order', async () => {
    const sent = vi.spyOn(t.app.realtime, 'sendTo');
    vi.spyOn(t.app.realtime, 'hasConnections').mockReturnValue(true);
    const created = await post(w.asForeman, '', body());
    expect(created.statusCode, created.body).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ status: 'submitted', status_display: 'Waiting for approval', project: { id: w.project.id }, requested_by: { id: w.foreman.id }, need_by_date: needBy, line_count: 3 });
    expect(r.lines.map((l: { kind: string; unit: string; quantity: number }) => [l.kind, l.unit, l.quantity])).toEqual([
      ['catalogue', 'EA', 4],
      ['product_list', 'FT', 500],
      ['free_text', 'EA', 2],
    ]);
    expect(r.abilities).toEqual({ approve: false, reject: false, cancel: true, to_purchase_order: false, to_stock_request: false });

    // the purchaser (not the foreman, not the colleague who is no purchaser) gets the notification
    const told = await t.db.select().from(notifications).where(eq(notifications.link, `/dashboard?requisition_id=${r.id}`));
    expect(told.map((n) => n.accountId)).toEqual([w.buyer.id]);
    expect(told[0].content).toBe(`Test User requests material for ${w.project.name}.`);
    // and the dashboards of the purchaser and the foreman refresh on the realtime event
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(w.buyer.id, w.company.id, { type: 'requisition', requisition_id: r.id, status: 'submitted' }));
    expect(sent).toHaveBeenCalledWith(w.foreman.id, w.company.id, { type: 'requisition', requisition_id: r.id, status: 'submitted' });
    vi.restoreAllMocks();

    // who may decide: not the foreman, not a colleague; ordering waits for approval
    expect((await post(w.asForeman, `${r.id}/approve/`)).statusCode).toBe(403);
    expect((await post(w.asColleague, `${r.id}/approve/`)).json()).toEqual({ detail: 'Approving and ordering requisitions needs the user group permission "Allow Edit All Orders".' });
    expect((await post(w.asBuyer, `${r.id}/to_purchase_order/`, { supplier_id: supplierId })).json()).toEqual({ detail: 'Approve the requisition first.' });
    expect((await get(w.asBuyer, `${r.id}/`)).json().abilities).toEqual({ approve: true, reject: true, cancel: true, to_purchase_order: false, to_stock_request: false });

    const approved = await post(w.asBuyer, `${r.id}/approve/`, { decision_note: 'Go ahead' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: { id: w.buyer.id }, decision_note: 'Go ahead' });
    expect((await post(w.asBuyer, `${r.id}/approve/`)).statusCode).toBe(409);
    // the requester may no longer withdraw it
    expect((await post(w.asForeman, `${r.id}/cancel/`)).statusCode).toBe(403);
    const foremanTold = await t.db.select().from(notifications).where(and(eq(notifications.accountId, w.foreman.id), eq(notifications.link, `/dashboard?requisition_id=${r.id}`)));
    expect(foremanTold.map((n) => n.content)).toEqual([`Your material requisition for ${w.project.name} is approved.`]);

    const ordered = await post(w.asBuyer, `${r.id}/to_purchase_order/`, { supplier_id: supplierId });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const { requisition, orders } = ordered.json();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'pending', line_count: 3, supplier: { id: supplierId } });
    expect(requisition).toMatchObject({ status: 'ordered', purchase_order_id: orders[0].id });
    expect(requisition.lines.every((l: { cart_item_id: number | null }) => l.cart_item_id !== null)).toBe(true);
    const poLines = await t.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.orderId, orders[0].id));
    expect(poLines.map((l) => [l.unit, Number(l.quantity)]).sort()).toEqual([
      ['EA', 2],
      ['EA', 4],
      ['FT', 500],
    ]);
    expect((await post(w.asBuyer, `${r.id}/cancel/`)).statusCode).toBe(409);
  });

  it('a rejection needs a reason; the requester withdraws one that waits', async () => {
    const a = (await post(w.asForeman, '', body())).json();
    expect((await post(w.asBuyer, `${a.id}/reject/`, { decision_note: '' })).statusCode).toBe(400);
    const rejected = await post(w.asBuyer, `${a.id}/reject/`, { decision_note: 'Use the stock on site' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decision_note: 'Use the stock on site' });
    const b = (await post(w.asForeman, '', body())).json();
    expect((await post(w.asColleague, `${b.id}/cancel/`)).statusCode).toBe(403);
    expect((await post(w.asForeman, `${b.id}/cancel/`)).json()).toMatchObject({ status: 'canceled' });
  });

  it('lists with search_text, user_id, status and paging', async () => {
    const mine = (await post(w.asColleague, '', { ...body(), note: `Colleague ask ${w.tag}`, lines: [{ description: `Unistrut ${w.tag}`, unit: 'FT', quantity: 2000 }] })).json();
    const all = (await get(w.asBuyer, '?page_size=100')).json();
    expect(all.results[0].id).toBe(mine.id);
    expect(all.results[0]).toMatchObject({ line_count: 1, preview: `2,000 FT Unistrut ${w.tag}` });
    const byUser = (await get(w.asBuyer, `?user_id=${w.colleague.id}`)).json();
    expect(byUser.results.map((x: { id: number }) => x.id)).toEqual([mine.id]);
    expect((await get(w.asBuyer, `?search_text=${encodeURIComponent(`unistrut ${w.tag}`)}`)).json().count).toBe(1);
    expect((await get(w.asBuyer, `?search_text=${encodeURIComponent(w.project.name)}`)).json().count).toBeGreaterThanOrEqual(4);
    expect((await get(w.asBuyer, '?search_text=nothing-like-this')).json().count).toBe(0);
    const waiting = (await get(w.asBuyer, '?status=submitted,approved')).json();
    expect(waiting.results.every((x: { status: string }) => ['submitted', 'approved'].includes(x.status))).toBe(true);
    expect((await get(w.asBuyer, '?status=lost')).statusCode).toBe(400);
    const first = (await get(w.asBuyer, '?page_size=2')).json();
    expect(first.results).toHaveLength(2);
    expect(first.next).toMatch(/page=2/);
  });

  it('another company never sees nor changes them; a supplier has none; bad input changes nothing', async () => {
    const r = (await post(w.asForeman, '', body())).json();
    expect((await get(w.asStranger, `${r.id}/`)).statusCode).toBe(404);
    expect((await get(w.asStranger, '?page_size=100')).json().results.map((x: { id: number }) => x.id)).not.toContain(r.id);
    for (const action of ['approve', 'cancel', 'to_purchase_order', 'to_stock_request']) expect((await post(w.asStranger, `${r.id}/${action}/`)).statusCode).toBe(404);
    expect((await post(w.asStranger, `${r.id}/reject/`, { decision_note: 'no' })).statusCode).toBe(404);
    expect((await get(w.asSeller)).statusCode).toBe(403);

    const before = await t.db.select().from(materialRequisitions);
    const beforeLines = await t.db.select().from(materialRequisitionLines);
    // another company's project, a list item of another project, an unknown catalogue item, no lines, a past date
    const bad = [
      { ...body(), project_id: w.otherProject.id },
      { ...body(), lines: [{ project_product_list_item_id: otherListItemId, quantity: 1 }] },
      { ...body(), lines: [{ base_item_id: 2147483000, quantity: 1 }] },
      { ...body(), lines: [] },
      { ...body(), need_by_date: '2001-01-01' },
      { ...body(), lines: [{ description: 'x', unit: 'BUNDLE', quantity: 1 }] },
    ];
    for (const payload of bad) expect((await post(w.asForeman, '', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect(await t.db.select().from(materialRequisitions)).toEqual(before);
    expect(await t.db.select().from(materialRequisitionLines)).toEqual(beforeLines);
  });
});

describe('a requisition to a stock request', () => {
  it('asks for the stock models with the same code or name, and refuses lines without one', async () => {
    const company = await makeCompany(t.db, { services: ['inventory'] });
    const buyer = await makeAccount(t.db, company.id);
    const as = t.as(await t.signIn(buyer.id, company.id));
    const scope = companyScope(company.id);
    const project = await t.db.transaction((tx) => createProject(tx, scope, { id: buyer.id, isStaff: false }, { name: 'Stock job', main_job_num: '', is_create_group: false, is_work_order: false, status: 'active' }));
    const [nut] = await t.db.insert(assetModels).values({ companyId: company.id, service: 'stock', code: 'WN-R', name: 'Wire nut red' }).returning();
    const make = async (lines: object[]) => (await post(as, '', { project_id: project.id, lines })).json();

    const unknown = await make([{ description: 'Wire nut red', unit: 'BOX', quantity: 10 }, { description: 'Mystery part', unit: 'EA', quantity: 1 }]);
    await post(as, `${unknown.id}/approve/`);
    const refused = await post(as, `${unknown.id}/to_stock_request/`);
    expect(refused.json()).toEqual({ detail: 'No stock model matches: Mystery part. Order these lines instead, or add the stock models first.' });
    expect((await get(as, `${unknown.id}/`)).json().status).toBe('approved');

    const r = await make([{ description: 'wire nut RED', unit: 'BOX', quantity: 10 }]);
    await post(as, `${r.id}/approve/`);
    // its need-by day passed while it waited: carried over as it stands, not refused as a new one
    const passed = daysFromToday(-2);
    await t.db.update(materialRequisitions).set({ needByDate: passed }).where(eq(materialRequisitions.id, r.id));
    const done = await post(as, `${r.id}/to_stock_request/`);
    expect(done.statusCode, done.body).toBe(200);
    const { requisition, tool_request_id } = done.json();
    expect(requisition).toMatchObject({ status: 'stocked', tool_request_id });
    const [req] = await t.db.select().from(toolRequests).where(eq(toolRequests.id, tool_request_id));
    expect(req).toMatchObject({ service: 'stock', projectId: project.id, companyId: company.id, needByDate: passed });
    expect((await t.db.select().from(toolRequestLines).where(eq(toolRequestLines.requestId, tool_request_id))).map((l) => [l.modelId, l.quantity])).toEqual([[nut.id, 10]]);
  });

  it('a company without inventory cannot make stock requests', async () => {
    const r = (await post(w.asForeman, '', body())).json();
    await post(w.asBuyer, `${r.id}/approve/`);
    expect((await post(w.asBuyer, `${r.id}/to_stock_request/`)).statusCode).toBe(403);
  });
});
