import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { pdfTexts } from '../../../test/pdf-text';
import { suppliers, taxCodes } from '../../db/schema/index';
import { cartWorld, type CartWorld } from '../cart/test-world';

/**
 * A use tax code (is_use_tax) is tax the buyer self-assesses: the supplier neither charges nor
 * bills it. The supplier's total and PDF leave it out; the buyer sees it as use tax, and what the
 * order costs it with it.
 */
let t: TestApp;
let w: CartWorld;
let orderId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await cartWorld(t);
  const [{ id: supplierId }] = await t.db.insert(suppliers).values({ companyId: w.company.id, name: `Metro ${w.tag}`, supplierCompanyId: w.supplier.id }).returning();
  const [{ id: useTaxId }] = await t.db.insert(taxCodes).values({ companyId: w.company.id, taxCode: `CO-USE-${w.tag}`, taxRate: 2.9, isUseTax: true }).returning();
  const job = await w.make({ name: `Use tax ${w.tag}` });
  // 4 breakers at the 7.50 contract price: $30.00, use tax 2.9%: $0.87
  const [breaker] = await w.addLines(job.id, [{ baseItemId: w.items.breaker, packageCount: 4 }]);
  orderId = (await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${job.id}/add_to_po/`, payload: { cart_item_ids: [breaker], supplier_id: supplierId } })).json().orders[0].id;
  const patched = await w.asBuyer({ method: 'PATCH', url: `/api/v1/orders/${orderId}/`, payload: { ship_to_type: 'will_call', tax_code_id: useTaxId } });
  expect(patched.statusCode, patched.body).toBe(200);
  expect((await w.asBuyer({ method: 'POST', url: `/api/v1/orders/${orderId}/submit/`, payload: {} })).statusCode).toBe(200);
});
afterAll(() => t.close());

const money = (o: { subtotal: number; tax: number; total: number; use_tax: number; cost_total: number }) => ({ subtotal: o.subtotal, tax: o.tax, total: o.total, use_tax: o.use_tax, cost_total: o.cost_total });

describe('an order at a use tax code', () => {
  it('shows the buyer the use tax it pays, apart from the total the supplier bills', async () => {
    const order = (await w.asBuyer({ method: 'GET', url: `/api/v1/orders/${orderId}/` })).json();
    expect(order.tax_code).toMatchObject({ tax_rate: 2.9, is_use_tax: true });
    expect(money(order)).toEqual({ subtotal: 30, tax: 0, total: 30, use_tax: 0.87, cost_total: 30.87 });
    const listed = (await w.asBuyer({ method: 'GET', url: '/api/v1/orders/?status=ordered' })).json().results.find((o: { id: number }) => o.id === orderId);
    expect(listed.total).toBe(30);
  });

  it('leaves it out of what the supplier sees: no tax charged, the total without it, the PDF too', async () => {
    const order = (await w.asSeller({ method: 'GET', url: `/api/v1/orders/${orderId}/` })).json();
    expect(money(order)).toEqual({ subtotal: 30, tax: 0, total: 30, use_tax: 0, cost_total: 30 });
    const pdf = await w.asSeller({ method: 'GET', url: `/api/v1/GetDailyPDFPurchaseOrder/?purchase_order_id=${orderId}` });
    const texts = pdfTexts(pdf.rawPayload);
    expect(texts).toContain('Tax (use tax, buyer pays)');
    expect(texts).toContain('$30.00');
    expect(texts).not.toContain('$0.87');
    expect(texts).not.toContain('$30.87');
  });
});
