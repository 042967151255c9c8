import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { orderScreens } from '../routes';

const invoice = (id: number, over: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id,
  invoice_number: `INV-${id}`,
  invoice_date: '2026-11-10',
  due_date: '2026-12-10',
  order: { id: 40, po_number: 'SEC-40' },
  project: { id: 1, name: 'Boulder Tech Office' },
  buyer_company: { id: 1, name: 'Summit' },
  supplier_company: { id: 2, name: 'Metro Electric Supply' },
  subtotal: 100,
  tax: 8,
  total: 108,
  match_status: 'exceptions',
  created_at: '2026-11-10T12:00:00Z',
  ...over,
});

const detail = (id: number): InvoiceDetail => ({
  ...invoice(id),
  notes: '',
  order_total: 100,
  lines: [
    { order_item_id: 1, code: 'THHN-12', description: 'THHN 12 AWG', unit: 'FT', ordered_quantity: 1200, ordered_price: 0.1, received_quantity: 1000, invoiced_quantity: 1200, invoiced_price: 0.1, invoiced_amount: 120, flags: ['over_received'] },
  ],
});

afterEach(() => vi.unstubAllGlobals());

describe('invoices list', { timeout: 15_000 }, () => {
  it('shows invoices as table rows and opens one from its first column or a click on its row', async () => {
    signInForTest();
    const api = stubApi({ 'GET invoices/': pagedAnswer([invoice(1), invoice(2, { due_date: null, match_status: 'matched', order: { id: 41, po_number: null } })]), 'GET invoices/1/': [404, { detail: 'Not found.' }], 'GET invoices/2/': [404, { detail: 'Not found.' }] });
    renderRoutes(orderScreens, '/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Invoice', 'Match', 'Supplier', 'Order', 'Project', 'Dated', 'Due', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Invoice INV-1', 'Exceptions', 'Metro Electric Supply', 'PO SEC-40', 'Boulder Tech Office', '2026-11-10', '2026-12-10', '$108.00'],
      ['Invoice INV-2', 'Matched', 'Metro Electric Supply', 'PO 41', 'Boulder Tech Office', '2026-11-10', '—', '$108.00'],
    ]);
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();

    await userEvent.click(within(table).getByRole('button', { name: 'Invoice INV-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    expect(await within(dialog).findByText('This invoice could not be loaded')).toBeTruthy();
    expect(api.called('GET', 'invoices/1/').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(rows[1]).getByText('PO 41'));
    await screen.findByRole('dialog', { name: 'Invoice' });
    await waitFor(() => expect(api.called('GET', 'invoices/2/').length).toBeGreaterThan(0));
  });

  it('names the customer for the supplier who sent them', async () => {
    signInForTest({ systemType: 'seller' });
    stubApi({ 'GET invoices/': pagedAnswer([invoice(1)]) });
    renderRoutes(orderScreens, '/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Summit' })).toBeTruthy();
  });

  it('tells the buyer to compare an invoice with exceptions before paying', async () => {
    signInForTest();
    stubApi({ 'GET invoices/': pagedAnswer([invoice(1)]), 'GET invoices/1/': [200, detail(1)] });
    renderRoutes(orderScreens, '/invoices?invoice_id=1');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-1' }, { timeout: 5000 });
    expect(within(dialog).getByText('1 line to check')).toBeTruthy();
    expect(within(dialog).getByText('Compare what was ordered and received with what is invoiced before paying.')).toBeTruthy();
  });

  it('shows each line as a card on a phone, its check and every figure in view', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      signInForTest();
      stubApi({ 'GET invoices/': pagedAnswer([invoice(1)]), 'GET invoices/1/': [200, detail(1)] });
      renderRoutes(orderScreens, '/invoices?invoice_id=1');
      const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-1' }, { timeout: 5000 });
      expect(within(dialog).queryByRole('table')).toBeNull();
      const card = within(within(dialog).getByRole('list', { name: 'Invoice lines' })).getByRole('listitem', { name: 'THHN 12 AWG' });
      expect(within(card).getByText('Invoiced more than received')).toBeTruthy();
      for (const text of ['Ordered', 'Received', 'Invoiced', 'Amount', '1,000 FT', '$120.00']) expect(within(card).getByText(text), text).toBeTruthy();
      expect(within(card).getAllByText('1,200 FT')).toHaveLength(2);
    } finally {
      window.matchMedia = original;
    }
  });

  it("tells the supplier what the buyer's check compares, not to check before paying", async () => {
    signInForTest({ systemType: 'seller' });
    stubApi({ 'GET invoices/': pagedAnswer([invoice(1)]), 'GET invoices/1/': [200, detail(1)] });
    renderRoutes(orderScreens, '/invoices?invoice_id=1');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-1' }, { timeout: 5000 });
    expect(within(dialog).getByText('1 line differs')).toBeTruthy();
    expect(within(dialog).getByText("The buyer's check compares what was ordered and received with what you invoiced; the flagged lines do not agree.")).toBeTruthy();
    expect(within(dialog).queryByText(/before paying/)).toBeNull();
  });

  it('says where invoices come from when there are none, and that nothing matches a search', async () => {
    signInForTest();
    const api = stubApi({ 'GET invoices/': pagedAnswer([]) });
    renderRoutes(orderScreens, '/invoices');
    expect(await screen.findByText('No invoices yet. Suppliers send them against shipped purchase orders; each appears here with its match against what you ordered and received.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search invoices' }), 'INV-9');
    expect(await screen.findByText('No invoice matches this search.')).toBeTruthy();
    expect(api.called('GET', 'invoices/').at(-1)!.query.get('search')).toBe('INV-9');
  });

  it('tells a supplier how to send its first invoice', async () => {
    signInForTest({ systemType: 'seller' });
    stubApi({ 'GET invoices/': pagedAnswer([]) });
    renderRoutes(orderScreens, '/invoices');
    expect(await screen.findByText('No invoices sent yet. Open a shipped order under Orders and choose Record invoice.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a failed load with Try again', async () => {
    signInForTest();
    let fail = true;
    stubApi({ 'GET invoices/': () => (fail ? [500, { detail: 'Server error.' }] : pagedAnswer([invoice(1)])) });
    renderRoutes(orderScreens, '/invoices');
    const alert = (await screen.findByText('Invoices could not be loaded', {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Invoice INV-1' })).toBeTruthy();
  });
});
