import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderLine } from '@jobsite/core';
import { pdfTexts } from '../../../test/pdf-text';
import { orderPdf } from './pdf';

const line = (id: number, over: Partial<OrderLine>): OrderLine => ({
  id,
  cart_item_id: id,
  base_item_id: null,
  description: `Line ${id}`,
  code: '',
  unit: 'EA',
  quantity: 1,
  unit_price: 1,
  price_source: 'catalogue',
  extended_price: 1,
  need_by_date: null,
  promised_date: null,
  backordered: false,
  shipped: false,
  received_quantity: 0,
  ...over,
});

const order: OrderDetail = {
  id: 7,
  po_number: 'SEC-7',
  status: 'ordered',
  status_display: 'Submitted',
  project: { id: 1, name: 'Boulder Tech Office', main_job_num: '' },
  buyer_company: { id: 1, name: 'Summit' },
  supplying_company: { id: 2, name: 'Graybar' },
  supplier: { id: 3, name: 'Graybar' },
  line_count: 3,
  total: 2969.38,
  need_by_date: null,
  promised_date: null,
  created_at: '2026-11-01T12:00:00Z',
  submitted_at: '2026-11-02T12:00:00Z',
  ship_to_type: 'job_site',
  ship_to_address: '',
  notes: '',
  tax_code: null,
  subtotal: 2969.38,
  tax: 0,
  use_tax: 0,
  cost_total: 2969.38,
  unpriced_lines: 0,
  items: [line(1, { unit_price: 12.345, quantity: 4, extended_price: 49.38 }), line(2, { unit_price: 0.35, quantity: 1200, extended_price: 420 }), line(3, { unit_price: 1250, quantity: 2, extended_price: 2500 })],
  history: [],
  actions: [],
  editable: false,
  invoices: [],
  can_invoice: false,
  can_promise: false,
};

describe('the purchase order PDF', () => {
  it('prints each unit price whole, as the screens show it, so unit price times quantity is the extended price', async () => {
    const texts = pdfTexts(await orderPdf(order));
    expect(texts).toContain('$12.345');
    expect(texts).not.toContain('$12.35');
    expect(texts).toContain('$49.38');
    expect(texts).toContain('$0.35');
    expect(texts).toContain('$1,250.00');
  });

  it("prints a will-call order's ship-to once, and a job site's with its address", async () => {
    expect(pdfTexts(await orderPdf({ ...order, ship_to_type: 'will_call', ship_to_address: 'Will Call' }))).toContain('Ship to: Will call');
    expect(pdfTexts(await orderPdf({ ...order, ship_to_type: 'job_site', ship_to_address: '1635 Aurora Ct, Aurora, CO' }))).toContain('Ship to: Job site, 1635 Aurora Ct, Aurora, CO');
  });
});
