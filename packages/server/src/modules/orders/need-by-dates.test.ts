import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { purchaseOrderItems, purchaseOrders, quotes, suppliers } from '../../db/schema/index';
import { daysFromToday } from '../../platform/text-and-dates';
import { cartWorld, type CartWorld } from '../cart/test-world';

/**
 * Need-by dates of draft orders, their lines and quote requests: a day set to one already past
 * is refused at the field; today and later are taken; a stored day that has since passed, sent
 * back unchanged or left out, never blocks the other changes.
 */
let t: TestApp;
let w: CartWorld;
let supplierId: number;

// Days that have ended everywhere (earliestToday, UTC-12): yesterday by UTC is still today in
// Hawaii's west until noon UTC, so a test of 'the past' uses the day before it.
const past = ['1999-01-01', daysFromToday(-2)];
const refusal = { need_by_date: ['The need-by date cannot be in the past.'] };

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  [{ id: supplierId }] = await t.db.insert(suppliers).values({ companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id }).returning();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => w.asBuyer({ method: 'POST', url: `/api/v1/${url}`, payload });
const patch = (url: string, payload: object) => w.asBuyer({ method: 'PATCH', url: `/api/v1/${url}`, payload });
const get = (url: string) => w.asBuyer({ method: 'GET', url: `/api/v1/${url}` });

let jobs = 0;
/** A project with one BOM line, not ordered. */
async function bomLine() {
  const job = await w.make({ name: `Need-by job ${w.tag} ${++jobs}` });
  const [breaker] = await w.addLines(job.id, [{ baseItemId: w.items.breaker, packageCount: 4 }]);
  return { job, breaker };
}

async function draftOrder() {
  const { job, breaker } = await bomLine();
  const order = (await post(`projects/${job.id}/add_to_po/`, { cart_item_ids: [breaker], supplier_id: supplierId })).json().orders[0] as { id: number };
  const lineId = (await get(`orders/${order.id}/`)).json().items[0].id as number;
  return { job, breaker, orderId: order.id, lineId };
}

describe('need-by dates of a draft order and its lines', () => {
  it('refuses a day past on the order and on a line, changing nothing; takes today and later', async () => {
    const { orderId, lineId } = await draftOrder();
    for (const day of past) {
      const order = await patch(`orders/${orderId}/`, { need_by_date: day, notes: 'with the date' });
      expect([day, order.statusCode, order.json()]).toEqual([day, 400, refusal]);
      const line = await patch(`orders/${orderId}/items/${lineId}/`, { need_by_date: day, quantity: 9 });
      expect([day, line.statusCode, line.json()]).toEqual([day, 400, refusal]);
    }
    const untouched = (await get(`orders/${orderId}/`)).json();
    expect([untouched.need_by_date, untouched.notes, untouched.items[0].need_by_date, untouched.items[0].quantity]).toEqual([null, '', null, 4]);

    const today = daysFromToday(0);
    expect((await patch(`orders/${orderId}/`, { need_by_date: today })).json().need_by_date).toBe(today);
    const line = await patch(`orders/${orderId}/items/${lineId}/`, { need_by_date: daysFromToday(9) });
    expect(line.json().items[0].need_by_date).toBe(daysFromToday(9));
    // clearing is no day at all
    expect((await patch(`orders/${orderId}/`, { need_by_date: null })).json().need_by_date).toBeNull();
  });

  it('lets a draft whose stored need-by date has since passed change its other fields', async () => {
    const { orderId, lineId } = await draftOrder();
    const stale = daysFromToday(-5);
    await t.db.update(purchaseOrders).set({ needByDate: stale }).where(eq(purchaseOrders.id, orderId));
    await t.db.update(purchaseOrderItems).set({ needByDate: stale }).where(eq(purchaseOrderItems.id, lineId));

    const notes = await patch(`orders/${orderId}/`, { notes: 'Gate 2' });
    expect(notes.statusCode, notes.body).toBe(200);
    // the whole form sent back, the stale day unchanged with it
    const resent = await patch(`orders/${orderId}/`, { need_by_date: stale, notes: 'Gate 3' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ need_by_date: stale, notes: 'Gate 3' });
    const quantity = await patch(`orders/${orderId}/items/${lineId}/`, { quantity: 6, need_by_date: stale });
    expect(quantity.statusCode, quantity.body).toBe(200);
    expect(quantity.json().items[0]).toMatchObject({ quantity: 6, need_by_date: stale });
    // moving it to another day past is still refused
    expect((await patch(`orders/${orderId}/`, { need_by_date: daysFromToday(-4) })).json()).toEqual(refusal);
    expect((await patch(`orders/${orderId}/items/${lineId}/`, { need_by_date: daysFromToday(-4) })).json()).toEqual(refusal);
  });
});

describe('submitting a draft whose need-by day went by while it waited', () => {
  it('is refused at the order\'s or the line\'s need-by date, sends nothing, and goes once the day is moved', async () => {
    const { job, orderId, lineId } = await draftOrder();
    await patch(`orders/${orderId}/`, { ship_to_type: 'job_site', ship_to_address: '4000 72 Ave SE, Calgary' });
    await t.db.update(purchaseOrders).set({ needByDate: daysFromToday(-2) }).where(eq(purchaseOrders.id, orderId));
    const refused = await post(`orders/${orderId}/submit/`, {});
    expect([refused.statusCode, refused.json()]).toEqual([400, refusal]);
    await patch(`orders/${orderId}/`, { need_by_date: daysFromToday(5) });

    await t.db.update(purchaseOrderItems).set({ needByDate: daysFromToday(-2) }).where(eq(purchaseOrderItems.id, lineId));
    const line = await post(`orders/${orderId}/submit/`, {});
    expect([line.statusCode, line.json()]).toEqual([400, { items: ["A line's need-by date is in the past: change it or clear it before submitting."] }]);
    expect((await get(`orders/${orderId}/`)).json().status).toBe('pending');

    await patch(`orders/${orderId}/items/${lineId}/`, { need_by_date: null });
    const sent = await post(`orders/${orderId}/submit/`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'ordered', need_by_date: daysFromToday(5), project: { id: job.id } });
  });
});

describe('need-by dates of a quote request', () => {
  it('refuses a day past when asking and when editing; a stale stored day does not block the rest', async () => {
    const { job, breaker } = await bomLine();
    for (const day of past) {
      const asked = await post(`projects/${job.id}/request_quote/`, { cart_item_ids: [breaker], supplier_ids: [supplierId], need_by_date: day });
      expect([day, asked.statusCode, asked.json()]).toEqual([day, 400, refusal]);
    }
    expect((await get(`quotes/?project_id=${job.id}`)).json().count).toBe(0);

    const quote = await post(`projects/${job.id}/request_quote/`, { cart_item_ids: [breaker], supplier_ids: [supplierId], need_by_date: daysFromToday(0) });
    expect(quote.statusCode, quote.body).toBe(201);
    const id = quote.json().id as number;
    const moved = await patch(`quotes/${id}/`, { need_by_date: daysFromToday(-2) });
    expect([moved.statusCode, moved.json()]).toEqual([400, refusal]);
    expect((await get(`quotes/${id}/`)).json().need_by_date).toBe(daysFromToday(0));

    const stale = daysFromToday(-3);
    await t.db.update(quotes).set({ needByDate: stale }).where(eq(quotes.id, id));
    const renamed = await patch(`quotes/${id}/`, { name: 'Level 2 gear', need_by_date: stale });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Level 2 gear', need_by_date: stale });
    expect((await patch(`quotes/${id}/`, { need_by_date: daysFromToday(12) })).json().need_by_date).toBe(daysFromToday(12));
  });
});

describe('need-by dates years ahead', () => {
  const far = { need_by_date: ['The need-by date cannot be more than 5 years ahead.'] };

  it('are refused on a draft order, its lines, a new quote and a quote being edited, changing nothing', async () => {
    const { orderId, lineId } = await draftOrder();
    const order = await patch(`orders/${orderId}/`, { need_by_date: '9999-12-31', notes: 'with the date' });
    expect([order.statusCode, order.json()]).toEqual([400, far]);
    const line = await patch(`orders/${orderId}/items/${lineId}/`, { need_by_date: daysFromToday(5 * 366 + 2) });
    expect([line.statusCode, line.json()]).toEqual([400, far]);
    const untouched = (await get(`orders/${orderId}/`)).json();
    expect([untouched.need_by_date, untouched.notes, untouched.items[0].need_by_date]).toEqual([null, '', null]);

    const { job, breaker } = await bomLine();
    const asked = await post(`projects/${job.id}/request_quote/`, { cart_item_ids: [breaker], supplier_ids: [supplierId], need_by_date: '9999-12-31' });
    expect([asked.statusCode, asked.json()]).toEqual([400, far]);
    const quote = (await post(`projects/${job.id}/request_quote/`, { cart_item_ids: [breaker], supplier_ids: [supplierId] })).json();
    expect(quote.id).toEqual(expect.any(Number));
    const moved = await patch(`quotes/${quote.id}/`, { need_by_date: '9999-12-31' });
    expect([moved.statusCode, moved.json()]).toEqual([400, far]);
    // four years ahead is a plan
    expect((await patch(`orders/${orderId}/`, { need_by_date: daysFromToday(4 * 365) })).json().need_by_date).toBe(daysFromToday(4 * 365));
  });
});
