import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderLine } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { daysFromToday } from '../../../test/dates';
import { signInForTest } from '../../../test/session';
import { orderScreens } from '../routes';
import { orderLine } from '../test-fixtures';

const graybar = { id: 3, name: 'Graybar' };
const line = (id: number, code: string, over: Partial<OrderLine> = {}): OrderLine =>
  orderLine(id, { description: `Line ${code}`, code, quantity: 4, unit_price: 10, extended_price: 40, ...over });
/** A submitted order as its supplier sees it. */
const sellerOrder = (items: OrderLine[], over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 8,
  po_number: 'SEC-8',
  status: 'order acknowledged',
  status_display: 'Order acknowledged',
  project: { id: 1, name: 'Boulder Tech Office', main_job_num: 'J-104' },
  buyer_company: { id: 1, name: 'Summit' },
  supplying_company: graybar,
  supplier: graybar,
  line_count: items.length,
  total: 40 * items.length,
  need_by_date: null,
  promised_date: null,
  created_at: '2026-11-01T12:00:00Z',
  submitted_at: '2026-11-02T12:00:00Z',
  ship_to_type: 'will_call',
  ship_to_address: 'Will Call',
  notes: '',
  tax_code: null,
  subtotal: 40 * items.length,
  tax: 0,
  use_tax: 0,
  cost_total: 40 * items.length,
  unpriced_lines: 0,
  items,
  history: [],
  actions: ['backorder', 'ship'],
  editable: false,
  invoices: [],
  can_invoice: false,
  can_promise: true,
  ...over,
});

describe('order detail dialog: the supplier steps on open lines only', { timeout: 20_000 }, () => {
  it('says an unticked step takes every open line, and offers no tick on a shipped line', async () => {
    signInForTest({ systemType: 'seller' });
    const order = sellerOrder([line(1, 'QO120', { shipped: true }), line(2, 'EMT-050')]);
    const api = stubApi({ 'GET orders/': pagedAnswer([]), 'GET orders/8/': [200, order], 'POST orders/8/backorder/': [200, order] });
    renderRoutes(orderScreens, '/orders?order_id=8');
    const dialog = await screen.findByRole('dialog', { name: 'PO SEC-8' }, { timeout: 5000 });
    expect(within(dialog).getByText('Select lines to promise, backorder or ship only those; otherwise the step applies to every open line.')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: 'Select QO120' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Select EMT-050' }) as HTMLInputElement).disabled).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Promised date'), daysFromToday(5));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Backorder lines' }));
    await waitFor(() => expect(api.called('POST', 'orders/8/backorder/').map((c) => c.body)).toEqual([{ promised_date: daysFromToday(5) }]));
  });

  it('refuses to promise when every line has shipped or been received, sending nothing', async () => {
    signInForTest({ systemType: 'seller' });
    const order = sellerOrder([line(1, 'QO120', { shipped: true }), line(2, 'EMT-050', { received_quantity: 4 })]);
    const api = stubApi({ 'GET orders/': pagedAnswer([]), 'GET orders/8/': [200, order] });
    renderRoutes(orderScreens, '/orders?order_id=8');
    const dialog = await screen.findByRole('dialog', { name: 'PO SEC-8' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByLabelText('Promised date'), daysFromToday(5));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promise open lines' }));
    expect(await screen.findByText('Every line has shipped or been received: there is no open line to promise a date for.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('order detail dialog: a use tax code', { timeout: 20_000 }, () => {
  const coUse = { id: 4, tax_code: 'CO-USE', tax_rate: 2.9, is_use_tax: true };
  it('shows the buyer the use tax it pays and what the order costs it, apart from the total the supplier bills', async () => {
    signInForTest();
    const order = sellerOrder([line(1, 'QO120', { quantity: 10, extended_price: 100 })], { tax_code: coUse, subtotal: 100, tax: 0, total: 100, use_tax: 2.9, cost_total: 102.9, actions: [], can_promise: false });
    stubApi({ 'GET orders/': pagedAnswer([]), 'GET orders/8/': [200, order] });
    renderRoutes(orderScreens, '/all_orders?order_id=8');
    const dialog = await screen.findByRole('dialog', { name: 'PO SEC-8' }, { timeout: 5000 });
    expect(within(dialog).getByText('Tax (none: CO-USE is use tax) $0.00')).toBeTruthy();
    expect(within(dialog).getByText('Total $100.00')).toBeTruthy();
    expect(within(dialog).getByText('Use tax (you pay, 2.9%) $2.90')).toBeTruthy();
    expect(within(dialog).getByText('Your cost $102.90')).toBeTruthy();
  });

  it('shows the supplier no tax and no use tax', async () => {
    signInForTest({ systemType: 'seller' });
    const order = sellerOrder([line(1, 'QO120', { quantity: 10, extended_price: 100 })], { tax_code: coUse, subtotal: 100, tax: 0, total: 100, use_tax: 0, cost_total: 100 });
    stubApi({ 'GET orders/': pagedAnswer([]), 'GET orders/8/': [200, order] });
    renderRoutes(orderScreens, '/orders?order_id=8');
    const dialog = await screen.findByRole('dialog', { name: 'PO SEC-8' }, { timeout: 5000 });
    expect(within(dialog).getByText('Total $100.00')).toBeTruthy();
    expect(within(dialog).queryByText(/Use tax \(you pay/)).toBeNull();
    expect(within(dialog).queryByText(/\$102\.90/)).toBeNull();
  });
});
