import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { RecordInvoiceDialog } from './RecordInvoiceDialog';

afterEach(() => vi.unstubAllGlobals());

const line = { cart_item_id: 1, base_item_id: null, unit: 'FT', price_source: 'contract', need_by_date: null, promised_date: null, backordered: false, shipped: true } as const;
const order = {
  id: 5,
  po_number: 'SEC-00004',
  status: 'shipped',
  tax_code: { id: 2, tax_code: 'CO-DENVER', tax_rate: 5 },
  subtotal: 100,
  tax: 5,
  total: 105,
  items: [
    { ...line, id: 11, description: '1/2 in EMT', code: 'EMT-050', quantity: 100, unit_price: 0.5, extended_price: 50 },
    { ...line, id: 12, description: '3/4 in EMT', code: 'EMT-075', quantity: 50, unit_price: 1, extended_price: 50 },
  ],
} as unknown as OrderDetail;

describe('record invoice', () => {
  it('keeps the tax at the order’s rate as lines change, until the supplier types a tax of its own', async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({ 'POST orders/5/invoices/': [201, { id: 1, invoice_number: 'INV-1', buyer_company: { id: 1, name: 'Summit' } }] });
    renderWithProviders(<RecordInvoiceDialog order={order} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice PO SEC-00004' });
    const tax = within(dialog).getByRole('textbox', { name: 'Tax' }) as HTMLInputElement;
    expect(tax.value).toBe('$5.00');
    expect(within(dialog).getByText('CO-DENVER, 5% of the lines')).toBeTruthy();

    // 3/4 in EMT at $2: lines 150.00, tax 7.50
    const price = within(dialog).getByRole('textbox', { name: 'Unit price of EMT-075' });
    await userEvent.clear(price);
    await userEvent.type(price, '2');
    expect(tax.value).toBe('$7.50');
    expect(within(dialog).getByText('Total $157.50')).toBeTruthy();
    // leaving a line off takes its tax off too
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Invoice EMT-050' }));
    expect(tax.value).toBe('$5.00');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Invoice EMT-050' }));

    // a tax typed stays as typed
    await userEvent.clear(tax);
    await userEvent.type(tax, '6');
    await userEvent.clear(price);
    await userEvent.type(price, '3');
    expect(tax.value).toBe('$6.00');
    expect(within(dialog).queryByText('CO-DENVER, 5% of the lines')).toBeNull();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Invoice number' }), 'INV-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    await waitFor(() => expect(api.called('POST', 'orders/5/invoices/')).toHaveLength(1));
    expect(api.called('POST', 'orders/5/invoices/')[0].body).toMatchObject({ tax: 6, lines: [{ order_item_id: 11, unit_price: 0.5 }, { order_item_id: 12, unit_price: 3 }] });
  });

  it('sends the tax at the order’s rate when the supplier leaves it alone', async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({ 'POST orders/5/invoices/': [201, { id: 1, invoice_number: 'INV-2', buyer_company: { id: 1, name: 'Summit' } }] });
    renderWithProviders(<RecordInvoiceDialog order={order} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice PO SEC-00004' });
    const qty = within(dialog).getByRole('textbox', { name: 'Quantity of EMT-050' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Invoice number' }), 'INV-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    await waitFor(() => expect(api.called('POST', 'orders/5/invoices/')).toHaveLength(1));
    // lines 25 + 50 = 75, at 5%: 3.75
    expect(api.called('POST', 'orders/5/invoices/')[0].body).toMatchObject({ tax: 3.75 });
  });

  it('refuses an invoice dated before the order was submitted, or a due date years ahead, at the field, sending nothing', async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({});
    renderWithProviders(<RecordInvoiceDialog order={{ ...order, submitted_at: '2026-11-02T18:00:00Z' }} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice PO SEC-00004' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Invoice number' }), 'INV-3');
    const dated = within(dialog).getByLabelText(/Invoice date/);
    await userEvent.clear(dated);
    await userEvent.type(dated, '1900-01-01');
    await userEvent.type(within(dialog).getByLabelText('Due date'), '9999-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    expect(await within(dialog).findByText('The invoice date cannot be before the order was submitted (2026-11-02).')).toBeTruthy();
    expect(within(dialog).getByText('The due date cannot be more than 5 years ahead.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('pre-fills no tax at a use tax code: the buyer pays that itself', async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({ 'POST orders/5/invoices/': [201, { id: 1, invoice_number: 'INV-4', buyer_company: { id: 1, name: 'Summit' } }] });
    renderWithProviders(<RecordInvoiceDialog order={{ ...order, tax_code: { id: 3, tax_code: 'CO-USE', tax_rate: 2.9, is_use_tax: true }, tax: 0, total: 100 }} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice PO SEC-00004' });
    expect((within(dialog).getByRole('textbox', { name: 'Tax' }) as HTMLInputElement).value).toBe('$0.00');
    expect(within(dialog).getByText('None: CO-USE is use tax the buyer pays')).toBeTruthy();
    expect(within(dialog).getByText('Total $100.00')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Invoice number' }), 'INV-4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invoice' }));
    await waitFor(() => expect(api.called('POST', 'orders/5/invoices/')).toHaveLength(1));
    expect(api.called('POST', 'orders/5/invoices/')[0].body).toMatchObject({ tax: 0 });
  });
});
