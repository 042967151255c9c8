import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, OrderLine } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { daysFromToday } from '../../../test/dates';
import { signInForTest } from '../../../test/session';
import { orderScreens } from '../routes';
import { orderLine } from '../test-fixtures';

const graybar = { id: 3, name: 'Graybar' };
const line = (id: number, over: Partial<OrderLine> = {}): OrderLine =>
  orderLine(id, { description: '1/2 in EMT', code: 'EMT-050', unit: 'FT', quantity: 100, unit_price: 0.35, extended_price: 35, ...over });
const orderDetail = (id: number, over: Partial<OrderDetail> = {}): OrderDetail => ({
  id,
  po_number: null,
  status: 'pending',
  status_display: 'Pending',
  project: { id: 1, name: 'Boulder Tech Office', main_job_num: 'J-104' },
  buyer_company: { id: 1, name: 'Summit' },
  supplying_company: graybar,
  supplier: graybar,
  line_count: 1,
  total: 35,
  need_by_date: null,
  promised_date: null,
  created_at: '2026-11-01T12:00:00Z',
  submitted_at: null,
  ship_to_type: 'job_site',
  ship_to_address: '',
  notes: '',
  tax_code: null,
  subtotal: 35,
  tax: 0,
  use_tax: 0,
  cost_total: 35,
  unpriced_lines: 0,
  items: [line(11)],
  history: [],
  actions: ['submit', 'cancel', 'archive'],
  editable: true,
  invoices: [],
  can_invoice: false,
  can_promise: false,
  ...over,
});

const pickers = {
  'GET suppliers/': pagedAnswer([{ id: 3, name: 'Graybar', supplier_company: { id: 9, name: 'Graybar' } }]),
  'GET taxcode/': pagedAnswer([]),
  'GET po_number/': [200, { generation_type: 'default' }] as [number, unknown],
};

afterEach(() => vi.unstubAllGlobals());

describe('pending order screen: a refused save', { timeout: 20_000 }, () => {
  it("shows the server's answer to a line's quantity next to it and keeps the typed quantity", async () => {
    signInForTest();
    const api = stubApi({ ...pickers, 'GET orders/5/': [200, orderDetail(5)], 'PATCH orders/5/items/11/': [400, { quantity: ['Too big: expected number to be <=1000000'] }] });
    renderRoutes(orderScreens, '/project/po_daily_pending_process2/5');
    const qty = await screen.findByRole('textbox', { name: 'Quantity of EMT-050 (FT)' }, { timeout: 5000 });
    await userEvent.clear(qty);
    await userEvent.type(qty, '99999999{Enter}');
    await waitFor(() => expect(api.called('PATCH', 'orders/5/items/11/')).toHaveLength(1));
    expect(api.called('PATCH', 'orders/5/items/11/')[0].body).toEqual({ quantity: 99999999 });
    expect(await screen.findByText('Too big: expected number to be <=1000000')).toBeTruthy();
    expect((qty as HTMLInputElement).value).toBe('99999999');
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    // typing again clears the server's answer
    await userEvent.type(qty, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Too big: expected number to be <=1000000')).toBeNull());
  });

  it('keeps a quantity of 0 typed with its error instead of putting the old quantity back', async () => {
    signInForTest();
    const api = stubApi({ ...pickers, 'GET orders/5/': [200, orderDetail(5)] });
    renderRoutes(orderScreens, '/project/po_daily_pending_process2/5');
    const qty = await screen.findByRole('textbox', { name: 'Quantity of EMT-050 (FT)' }, { timeout: 5000 });
    await userEvent.clear(qty);
    await userEvent.type(qty, '0');
    await userEvent.tab();
    expect((qty as HTMLInputElement).value).toBe('0');
    expect(screen.getByText('Quantity must be greater than 0')).toBeTruthy();
    expect(api.called('PATCH', 'orders/5/items/11/')).toHaveLength(0);
  });

  it('says a need-by day before today is in the past at the field and saves nothing; a stored day since passed does not block the notes', async () => {
    signInForTest();
    const stale = daysFromToday(-3);
    const api = stubApi({ ...pickers, 'GET orders/5/': [200, orderDetail(5, { need_by_date: stale })], 'PATCH orders/5/': [200, orderDetail(5, { need_by_date: stale, notes: 'Gate 2' })] });
    renderRoutes(orderScreens, '/project/po_daily_pending_process2/5');
    const needBy = await screen.findByLabelText('Need by', {}, { timeout: 5000 });
    expect(needBy.getAttribute('min')).toBe(daysFromToday(0));
    // the stored day, left as it is, says nothing and lets the rest save
    expect(needBy.getAttribute('aria-invalid')).not.toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes to the supplier' }), 'Gate 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.called('PATCH', 'orders/5/').map((c) => c.body)).toEqual([{ notes: 'Gate 2' }]));

    await userEvent.clear(needBy);
    await userEvent.type(needBy, daysFromToday(-1));
    expect(await screen.findByText('The need-by date cannot be in the past.')).toBeTruthy();
    expect(needBy.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // the refused field takes the focus, which scrolls it into view on a phone
    expect(document.activeElement).toBe(needBy);
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(api.called('PATCH', 'orders/5/')).toHaveLength(1);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows a refused order change at its field, and a refused step as a toast with the server's detail", async () => {
    signInForTest();
    const api = stubApi({
      ...pickers,
      'GET orders/5/': [200, orderDetail(5)],
      'PATCH orders/5/': [400, { ship_to_address: ['Ensure this field has no more than 500 characters.'] }],
      'POST orders/5/archive/': [400, { detail: 'This order was changed by someone else.' }],
      'DELETE orders/5/items/11/': [400, { detail: 'This order is no longer pending.' }],
    });
    renderRoutes(orderScreens, '/project/po_daily_pending_process2/5');
    const address = await screen.findByRole('textbox', { name: 'Ship-to address' }, { timeout: 5000 });
    await userEvent.type(address, '12 Main St');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ensure this field has no more than 500 characters.')).toBeTruthy();
    expect(api.called('PATCH', 'orders/5/')).toHaveLength(1);
    expect((address as HTMLInputElement).value).toBe('12 Main St');
    expect(address.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('This order was changed by someone else.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove EMT-050' }));
    expect(await screen.findByText('This order is no longer pending.')).toBeTruthy();
  });

  it('shows the total with a tax code chosen and not saved yet, the one Submit order sends', async () => {
    signInForTest();
    stubApi({
      ...pickers,
      'GET taxcode/': pagedAnswer([{ id: 7, tax_code: 'QA-ODD', tax_rate: 7.1255, is_use_tax: false }]),
      'GET orders/5/': [200, orderDetail(5, { items: [line(11, { quantity: 1, unit_price: 100, extended_price: 100 })], subtotal: 100, total: 100 })],
    });
    renderRoutes(orderScreens, '/project/po_daily_pending_process2/5');
    expect(await screen.findByText('Total $100.00', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tax code' }));
    await userEvent.click(await screen.findByRole('option', { name: 'QA-ODD (7.1255%)', hidden: true }));
    expect(await screen.findByText('Total $107.13')).toBeTruthy();
    expect(screen.getByText(/\(QA-ODD, 7\.1255%\) \$7\.13/)).toBeTruthy();
    expect(screen.getByText('Unsaved changes: Submit order saves them first.')).toBeTruthy();
  });

  it('does not submit when saving the changes first was refused, and says why', async () => {
    signInForTest();
    const api = stubApi({ ...pickers, 'GET orders/5/': [200, orderDetail(5, { ship_to_address: '12 Main St, Boulder, CO 80301' })], 'PATCH orders/5/': [400, { detail: 'Tax code not found.' }] });
    renderRoutes(orderScreens, '/project/po_daily_pending_process2/5');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Notes to the supplier' }, { timeout: 5000 }), 'Call first');
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Tax code not found.')).toBeTruthy();
    expect(api.called('POST', 'orders/5/submit/')).toHaveLength(0);
  });
});

describe('pending order: where the supplier delivers', { timeout: 20_000 }, () => {
  it('asks for the ship-to address at its field before submitting a job-site order, and submits a will-call order without one', async () => {
    signInForTest();
    const submitted = orderDetail(5, { po_number: 'SEC-5', status: 'ordered', status_display: 'Submitted', ship_to_type: 'will_call', ship_to_address: 'Will Call', editable: false, actions: [] });
    const api = stubApi({ ...pickers, 'GET orders/5/': [200, orderDetail(5)], 'PATCH orders/5/': [200, orderDetail(5, { ship_to_type: 'will_call', ship_to_address: 'Will Call' })], 'POST orders/5/submit/': [200, submitted] });
    renderRoutes(orderScreens, '/project/po_daily_pending_process2/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }, { timeout: 5000 }));
    expect(await screen.findByText('Enter the ship-to address, or choose Will call.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Ship-to address' }).getAttribute('aria-invalid')).toBe('true');
    // the field is taken to, as Submit order sits below the lines on a phone, out of its sight
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ship-to address' }));
    expect(api.called('POST', 'orders/5/submit/')).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Will call' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(api.called('POST', 'orders/5/submit/')).toHaveLength(1));
    expect(screen.queryByText('Enter the ship-to address, or choose Will call.')).toBeNull();
  });

  it("shows the server's refusal of the ship-to address at its field", async () => {
    signInForTest();
    stubApi({ ...pickers, 'GET orders/5/': [200, orderDetail(5, { ship_to_address: '12 Main St' })], 'POST orders/5/submit/': [400, { ship_to_address: ['Enter the ship-to address, or choose Will call.'] }] });
    renderRoutes(orderScreens, '/project/po_daily_pending_process2/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }, { timeout: 5000 }));
    expect(await screen.findByText('Enter the ship-to address, or choose Will call.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Ship-to address' }).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('pending order: a supplier without the app or an email', { timeout: 20_000 }, () => {
  it('says before submitting that the order is not sent to them, and after it that the PDF is theirs to send', async () => {
    signInForTest();
    const corner = { id: 4, name: 'Corner store' };
    const order = orderDetail(5, { supplier: corner, supplying_company: null, ship_to_address: '12 Main St' });
    const submitted = { ...order, po_number: 'SEC-5', status: 'ordered' as const, status_display: 'Submitted', editable: false, actions: [] };
    stubApi({
      ...pickers,
      'GET suppliers/': pagedAnswer([{ id: 4, name: 'Corner store', supplier_company: null, email: '', account_number: '', phone: '', branch_count: 0 }]),
      'GET orders/5/': [200, order],
      'POST orders/5/submit/': [200, submitted],
    });
    renderRoutes(orderScreens, '/project/po_daily_pending_process2/5');
    expect(await screen.findByText(/^This supplier does not use the app and has no email: the order is not sent to them\./, undefined, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('PO SEC-5 submitted. Corner store has no email, so it was not sent: send them the PDF.')).toBeTruthy();
  });
});

describe('order detail dialog: a refused step', { timeout: 20_000 }, () => {
  it("shows the server's detail for a refused status step and a refused promise", async () => {
    signInForTest({ systemType: 'seller' });
    const order = orderDetail(6, { po_number: 'SEC-6', status: 'ordered', status_display: 'Ordered', submitted_at: '2026-11-02T12:00:00Z', actions: ['acknowledge', 'cancel'], editable: false, can_promise: true });
    stubApi({
      'GET orders/': pagedAnswer([]),
      'GET orders/6/': [200, order],
      'POST orders/6/acknowledge/': [400, { detail: 'This order was canceled by the buyer.' }],
      'POST orders/6/promise/': [400, { promised_date: ['Enter a date from 1900 on.'] }],
    });
    renderRoutes(orderScreens, '/orders?order_id=6');
    const dialog = await screen.findByRole('dialog', { name: 'PO SEC-6' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('This order was canceled by the buyer.')).toBeTruthy();
    const date = within(dialog).getByLabelText('Promised date');
    await userEvent.type(date, daysFromToday(3));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promise open lines' }));
    expect(await within(dialog).findByText('Enter a date from 1900 on.')).toBeTruthy();
    expect((date as HTMLInputElement).value).toBe(daysFromToday(3));
  });

  it('says a promised date before today is in the past at the field, sending nothing; today is fine', async () => {
    signInForTest({ systemType: 'seller' });
    const order = orderDetail(6, { po_number: 'SEC-6', status: 'ordered', status_display: 'Ordered', submitted_at: '2026-11-02T12:00:00Z', actions: ['acknowledge', 'backorder', 'cancel'], editable: false, can_promise: true });
    const api = stubApi({ 'GET orders/': pagedAnswer([]), 'GET orders/6/': [200, order], 'POST orders/6/promise/': [200, order] });
    renderRoutes(orderScreens, '/orders?order_id=6');
    const dialog = await screen.findByRole('dialog', { name: 'PO SEC-6' }, { timeout: 5000 });
    const date = within(dialog).getByLabelText('Promised date');
    for (const button of ['Promise open lines', 'Acknowledge', 'Backorder lines']) {
      await userEvent.clear(date);
      await userEvent.type(date, daysFromToday(-1));
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
      expect(await within(dialog).findByText('The promised date cannot be in the past.')).toBeTruthy();
      expect(date.getAttribute('aria-invalid')).toBe('true');
    }
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.clear(date);
    await userEvent.type(date, daysFromToday(0));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Promise open lines' }));
    await waitFor(() => expect(api.called('POST', 'orders/6/promise/').map((c) => c.body)).toEqual([{ promised_date: daysFromToday(0) }]));
    expect(within(dialog).queryByText('The promised date cannot be in the past.')).toBeNull();
  });

  it('says a promised date years ahead is too far at the field, sending nothing (the buyer was told "promised for 9999-12-31")', async () => {
    signInForTest({ systemType: 'seller' });
    const order = orderDetail(6, { po_number: 'SEC-6', status: 'ordered', status_display: 'Ordered', submitted_at: '2026-11-02T12:00:00Z', actions: ['acknowledge', 'backorder', 'cancel'], editable: false, can_promise: true });
    const api = stubApi({ 'GET orders/': pagedAnswer([]), 'GET orders/6/': [200, order] });
    renderRoutes(orderScreens, '/orders?order_id=6');
    const dialog = await screen.findByRole('dialog', { name: 'PO SEC-6' }, { timeout: 5000 });
    const date = within(dialog).getByLabelText('Promised date');
    for (const button of ['Promise open lines', 'Acknowledge', 'Backorder lines']) {
      await userEvent.clear(date);
      await userEvent.type(date, '9999-12-31');
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
      expect(await within(dialog).findByText('The promised date cannot be more than 5 years ahead.')).toBeTruthy();
    }
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('order detail dialog: invoices on a phone', { timeout: 20_000 }, () => {
  it('lets an invoice number too long for the row end in an ellipsis with the whole number on hover, its match and total going under it', async () => {
    signInForTest();
    const number = 'INV-2026-000000123456789-SUMMIT-ELECTRICAL-CALGARY';
    const invoice = { id: 3, invoice_number: number, invoice_date: '2026-12-01', due_date: null, order: { id: 6, po_number: 'SEC-6' }, project: { id: 1, name: 'Boulder Tech Office' }, buyer_company: { id: 1, name: 'Summit' }, supplier_company: graybar, subtotal: 35, tax: 0, total: 35, match_status: 'matched' as const, created_at: '2026-12-01T12:00:00Z' };
    stubApi({ 'GET orders/': pagedAnswer([]), 'GET orders/6/': [200, orderDetail(6, { po_number: 'SEC-6', status: 'delivered', status_display: 'Delivered', actions: [], editable: false, invoices: [invoice] })] });
    renderRoutes(orderScreens, '/all_orders?order_id=6');
    const dialog = await screen.findByRole('dialog', { name: 'PO SEC-6' }, { timeout: 5000 });
    const open = within(dialog).getByRole('button', { name: `Invoice ${number}` });
    expect(open.getAttribute('title')).toBe(`Invoice ${number}`);
    expect(within(open).getByText(`Invoice ${number}`).getAttribute('data-truncate')).toBe('end');
    expect(open.closest('.mantine-Group-root')!.getAttribute('style')).toContain('--group-wrap: wrap');
  });
});
