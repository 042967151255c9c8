import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { invoices, purchaseOrders, suppliers } from '../../db/schema/index';
import { daysFromToday } from '../../platform/text-and-dates';
import { cartWorld, type CartWorld } from '../cart/test-world';

/**
 * An invoice's dates are a bill's: dated on or after the order was submitted, not years ahead;
 * due on or after that date, not years ahead. 1900-01-01 and 9999-12-31 were taken.
 */
let t: TestApp;
let w: CartWorld;
let orderId: number;
let lineId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const [{ id: supplierId }] = await t.db.insert(suppliers).values({ companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id }).returning();
  const job = await w.make({ name: `Invoice dates ${w.tag}` });
  const [breaker] = await w.addLines(job.id, [{ baseItemId: w.items.breaker, packageCount: 4 }]);
  orderId = (await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${job.id}/add_to_po/`, payload: { cart_item_ids: [breaker], supplier_id: supplierId } })).json().orders[0].id;
  await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${orderId}/`, payload: { ship_to_type: 'will_call' } });
  expect((await w.asBuyer({ method: 'POST', url: `/api/v1/orders/${orderId}/submit/`, payload: {} })).statusCode).toBe(200);
  // submitted a month ago
  await t.db.update(purchaseOrders).set({ submittedAt: new Date(`${daysFromToday(-30)}T12:00:00Z`) }).where(eq(purchaseOrders.id, orderId));
  expect((await w.asSeller({ method: 'POST', url: `/api/v1/orders/${orderId}/ship/`, payload: {} })).statusCode).toBe(200);
  lineId = (await w.asSeller({ method: 'GET', url: `/api/v1/orders/${orderId}/` })).json().items[0].id;
});
afterAll(() => t.close());

const invoice = (n: string, dates: { invoice_date: string; due_date?: string }) =>
  w.asSeller({ method: 'POST', url: `/api/v1/orders/${orderId}/invoices/`, payload: { invoice_number: n, ...dates, lines: [{ order_item_id: lineId, quantity: 1, unit_price: 7.5 }] } });

describe('invoice dates', () => {
  it('refuses an invoice dated before the order was submitted or years ahead, and a due date years ahead, recording nothing', async () => {
    const cases: [{ invoice_date: string; due_date?: string }, object][] = [
      [{ invoice_date: '1900-01-01' }, { invoice_date: [`The invoice date cannot be before the order was submitted (${daysFromToday(-30)}).`] }],
      [{ invoice_date: daysFromToday(-31) }, { invoice_date: [`The invoice date cannot be before the order was submitted (${daysFromToday(-30)}).`] }],
      [{ invoice_date: '2099-12-03' }, { invoice_date: ['The invoice date cannot be more than 5 years ahead.'] }],
      [{ invoice_date: daysFromToday(0), due_date: '9999-12-31' }, { due_date: ['The due date cannot be more than 5 years ahead.'] }],
      [{ invoice_date: daysFromToday(0), due_date: daysFromToday(-1) }, { due_date: ['The due date cannot be before the invoice date.'] }],
    ];
    for (const [dates, errors] of cases) {
      const res = await invoice(`INV-${w.tag}-bad`, dates);
      expect([dates, res.statusCode, res.json()]).toEqual([dates, 400, errors]);
    }
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);
  });

  it('takes an invoice dated in the past since the order, due within the years ahead', async () => {
    const res = await invoice(`INV-${w.tag}-ok`, { invoice_date: daysFromToday(-5), due_date: daysFromToday(25) });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the invoices list', () => {
  it('refuses a match filter, which it does not have, rather than answering every invoice', async () => {
    for (const match of ['bogus', 'matched']) {
      const res = await w.asSeller({ method: 'GET', url: `/api/v1/invoices/?match=${match}` });
      expect([match, res.statusCode, res.json()]).toEqual([match, 400, { match: ['Invoices are not filtered by match: leave match out, and open an invoice to see its match.'] }]);
    }
    expect((await w.asSeller({ method: 'GET', url: '/api/v1/invoices/' })).statusCode).toBe(200);
  });
});
