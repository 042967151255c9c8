import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { notifications, purchaseOrderItems, suppliers } from '../../db/schema/index';
import { daysFromToday } from '../../platform/text-and-dates';
import { cartWorld, type CartWorld } from '../cart/test-world';

/**
 * The supplier's steps on lines (backorder, promise, ship) take the lines ticked, or every open
 * line: a line shipped or received already is never backordered or promised again, and the buyer
 * is not told it was. Who is told links to their own side's orders screen.
 */
let t: TestApp;
let w: CartWorld;
let supplierId: number;
const promised = daysFromToday(20);

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  [{ id: supplierId }] = await t.db.insert(suppliers).values({ companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id }).returning();
});
afterAll(() => t.close());

const post = (as: CartWorld['asBuyer'], url: string, payload: object = {}) => as({ method: 'POST', url: `/api/v1/${url}`, payload });
const get = (as: CartWorld['asBuyer'], url: string) => as({ method: 'GET', url: `/api/v1/${url}` });

let jobs = 0;
/** A submitted order of three lines (breaker, conduit, pull box), as the supplier sees them. */
async function submittedOrder() {
  const job = await w.make({ name: `Line steps ${w.tag} ${++jobs}` });
  const catalogue = await w.addLines(job.id, [
    { baseItemId: w.items.breaker, packageCount: 4 },
    { baseItemId: w.items.conduit, baseItemOptionId: w.options.stick, packageCount: 3 },
  ]);
  const custom = await w.addCustom(job.id, [{ description: 'Pull box 12x12', code: 'PB-12', unit: 'EA', unitPrice: 0.145, manufacturerName: '', packageCount: 2 }]);
  const lines = [...catalogue, ...custom];
  const orderId = (await post(w.asBuyer, `projects/${job.id}/add_to_po/`, { cart_item_ids: lines, supplier_id: supplierId })).json().orders[0].id as number;
  await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${orderId}/`, payload: { ship_to_type: 'will_call' } });
  const submitted = await post(w.asBuyer, `orders/${orderId}/submit/`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const [breaker, conduit, box] = (await get(w.asSeller, `orders/${orderId}/`)).json().items as { id: number; code: string }[];
  return { orderId, po: submitted.json().po_number as string, breaker, conduit, box };
}

const linesOf = (orderId: number) => t.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.orderId, orderId)).orderBy(asc(purchaseOrderItems.position));
const toldAbout = (orderId: number) => t.db.select().from(notifications).where(like(notifications.link, `%order_id=${orderId}`)).orderBy(asc(notifications.id));

describe('backorder and promise after some lines shipped', () => {
  it('backorders and promises only the open lines when none are ticked, and tells the buyer only those', async () => {
    const { orderId, po, breaker, conduit, box } = await submittedOrder();
    expect((await post(w.asSeller, `orders/${orderId}/ship/`, { item_ids: [breaker.id, box.id] })).statusCode).toBe(200);

    const backordered = await post(w.asSeller, `orders/${orderId}/backorder/`, { promised_date: promised });
    expect(backordered.statusCode, backordered.body).toBe(200);
    expect((await linesOf(orderId)).map((l) => [l.code, l.shipped, l.backordered, l.promisedDate])).toEqual([
      [breaker.code, true, false, null],
      [conduit.code, false, true, promised],
      ['PB-12', true, false, null],
    ]);
    expect((await toldAbout(orderId)).at(-1)!.content).toBe(`PO ${po} was backordered by ${w.supplier.name}: ${conduit.code} promised for ${promised}.`);

    const later = daysFromToday(30);
    expect((await post(w.asSeller, `orders/${orderId}/promise/`, { promised_date: later })).statusCode).toBe(200);
    expect((await linesOf(orderId)).map((l) => l.promisedDate)).toEqual([null, later, null]);
  });

  it('refuses a shipped line named for backorder or promise, naming it, and changes nothing', async () => {
    const { orderId, breaker, conduit } = await submittedOrder();
    expect((await post(w.asSeller, `orders/${orderId}/ship/`, { item_ids: [breaker.id] })).statusCode).toBe(200);
    const before = await linesOf(orderId);
    const refusal = { item_ids: [`Shipped or received already, nothing to backorder: ${breaker.code}. Untick it.`] };
    const backorder = await post(w.asSeller, `orders/${orderId}/backorder/`, { item_ids: [breaker.id, conduit.id], promised_date: promised });
    expect([backorder.statusCode, backorder.json()]).toEqual([400, refusal]);
    const promise = await post(w.asSeller, `orders/${orderId}/promise/`, { item_ids: [breaker.id], promised_date: promised });
    expect([promise.statusCode, promise.json()]).toEqual([400, { item_ids: [`Shipped or received already, nothing to promise a date for: ${breaker.code}. Untick it.`] }]);
    const ship = await post(w.asSeller, `orders/${orderId}/ship/`, { item_ids: [breaker.id] });
    expect([ship.statusCode, ship.json()]).toEqual([400, { item_ids: [`Shipped or received already, nothing to ship: ${breaker.code}. Untick it.`] }]);
    expect(await linesOf(orderId)).toEqual(before);
  });

  it('refuses a step on lines when no line is open (shipped or received in full), and stops offering a promise', async () => {
    const { orderId, breaker, conduit, box } = await submittedOrder();
    expect((await post(w.asSeller, `orders/${orderId}/ship/`, { item_ids: [breaker.id] })).statusCode).toBe(200);
    const received = await post(w.asBuyer, `orders/${orderId}/receive/`, { lines: [{ item_id: conduit.id, quantity: 30 }, { item_id: box.id, quantity: 2 }] });
    expect(received.statusCode, received.body).toBe(200);
    const backorder = await post(w.asSeller, `orders/${orderId}/backorder/`, { promised_date: promised });
    expect([backorder.statusCode, backorder.json()]).toEqual([409, { detail: 'Every line has shipped or been received: there is no open line to backorder.' }]);
    expect((await post(w.asSeller, `orders/${orderId}/promise/`, { promised_date: promised })).statusCode).toBe(409);
    expect((await get(w.asSeller, `orders/${orderId}/`)).json().can_promise).toBe(false);
  });
});

describe('a promised date that is no day', () => {
  it('is told once that it is no date, not also that it is past', async () => {
    const { orderId } = await submittedOrder();
    for (const step of ['backorder', 'promise']) {
      const res = await post(w.asSeller, `orders/${orderId}/${step}/`, { promised_date: '2026-02-30' });
      expect([step, res.statusCode, res.json()]).toEqual([step, 400, { promised_date: ['Enter a date as YYYY-MM-DD.'] }]);
    }
  });
});

describe('who is told links to their own orders screen', () => {
  it("links the buyer's notices to /all_orders and the supplier's to /orders", async () => {
    const { orderId } = await submittedOrder();
    expect((await post(w.asSeller, `orders/${orderId}/acknowledge/`)).statusCode).toBe(200);
    const told = await toldAbout(orderId);
    expect(told.filter((n) => n.companyId === w.supplier.id).map((n) => n.link)).toContain(`/orders?order_id=${orderId}`);
    expect(told.filter((n) => n.companyId === w.company.id).map((n) => n.link)).toEqual([`/all_orders?order_id=${orderId}`]);
    expect(told.every((n) => n.link === (n.companyId === w.company.id ? `/all_orders?order_id=${orderId}` : `/orders?order_id=${orderId}`))).toBe(true);
  });
});
