import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteDetail } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { quoteScreens } from '../routes';
import { quoteSummary as quote, quoteSupplier as supplier } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('quotes list', { timeout: 15_000 }, () => {
  it("shows the buyer's quotes as table rows with the best price so far, and opens one from its name or a click on its row", async () => {
    signInForTest();
    const api = stubApi({ 'GET quotes/': pagedAnswer([quote(1), quote(2, { status: 'editing', status_display: 'Editing', need_by_date: null, suppliers: [supplier(2, 'Metro Electric Supply')] })], 3), 'GET quotes/1/': [404, { detail: 'Not found.' }], 'GET quotes/2/': [404, { detail: 'Not found.' }] });
    renderRoutes(quoteScreens, '/buyer_quotes');
    const table = await screen.findByRole('table', { name: 'Quotes' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Quote', 'Status', 'Suppliers', 'Project', 'Lines', 'Need by', 'Best price']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Tower A conduit 1', 'Active', 'Metro Electric Supply (priced) · Graybar (priced) · CED (waiting for prices)', 'Boulder Tech OfficeJob # J-104', '4', '2026-12-01', '$399.002 of 3 priced'],
      ['Tower A conduit 2', 'Editing', 'Metro Electric Supply (waiting for prices)', 'Boulder Tech OfficeJob # J-104', '4', '—', '—0 of 1 priced'],
    ]);
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();
    expect(api.called('GET', 'quotes/')[0].query.get('status')).toBe('editing,active');

    await userEvent.click(within(table).getByRole('button', { name: 'Tower A conduit 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quote' });
    expect(await within(dialog).findByText('This quote could not be loaded')).toBeTruthy();
    expect(api.called('GET', 'quotes/1/').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(rows[1]).getByText('Editing'));
    await screen.findByRole('dialog', { name: 'Quote' });
    await waitFor(() => expect(api.called('GET', 'quotes/2/').length).toBeGreaterThan(0));
  });

  it('compares the suppliers on a phone as cards: each total and its Buy button first, then every line with each price', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      signInForTest();
      const detail: QuoteDetail = {
        ...quote(1),
        notes: '',
        actions: ['purchase', 'archive', 'cancel'],
        can_respond: false,
        enter_answer_for: [],
        lines: [
          { id: 10, cart_item_id: 1, code: 'EMT-050', description: '1/2 in EMT', unit: 'FT', quantity: 1200, best_supplier_id: 3, prices: { '2': { unit_price: 0.35, lead_time_days: 2, extended_price: 420.5 }, '3': { unit_price: 0.3325, lead_time_days: 5, extended_price: 399 } } },
          { id: 11, cart_item_id: 2, code: 'BOX-4SQ', description: '4 in square box', unit: 'EA', quantity: 40, best_supplier_id: null, prices: {} },
        ],
        suppliers: [supplier(2, 'Metro Electric Supply', { status: 'responded', status_display: 'Priced', total: 420.5, priced_lines: 1 }), supplier(3, 'Graybar', { status: 'responded', status_display: 'Priced', total: 399, priced_lines: 1 })],
      };
      stubApi({ 'GET quotes/': pagedAnswer([quote(1)]), 'GET quotes/1/': [200, detail] });
      renderRoutes(quoteScreens, '/buyer_quotes?quote_id=1');
      const dialog = await screen.findByRole('dialog', { name: 'Tower A conduit 1' }, { timeout: 5000 });
      expect(within(dialog).queryByRole('table')).toBeNull();
      const graybar = within(within(dialog).getByRole('list', { name: 'Supplier totals' })).getByRole('listitem', { name: 'Graybar' });
      expect(within(graybar).getByText('$399.00')).toBeTruthy();
      expect(within(graybar).getByText('1 line not offered')).toBeTruthy();
      expect(within(graybar).getByRole('button', { name: 'Buy from Graybar' })).toBeTruthy();
      const emt = within(within(dialog).getByRole('list', { name: 'Quote lines' })).getByRole('listitem', { name: '1/2 in EMT' });
      expect(within(emt).getByText('1,200 FT')).toBeTruthy();
      expect(within(emt).getByText('$399.00 · $0.3325 / FT · best')).toBeTruthy();
      expect(within(emt).getByText('$420.50 · $0.35 / FT')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it("shows a supplier the customer and its own response, and opens the request a link names (?quote_id=)", async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({ 'GET quotes/': pagedAnswer([quote(1, { suppliers: [supplier(2, 'Metro Electric Supply')] })]), 'GET quotes/5/': [404, { detail: 'Not found.' }] });
    renderRoutes(quoteScreens, '/quotes?quote_id=5');
    const table = await screen.findByRole('table', { name: 'Quote requests' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Quote', 'Status', 'Customer', 'Project', 'Lines', 'Need by', 'Your response']);
    expect(within(table).getAllByRole('row')[1].textContent).toContain('SummitBoulder Tech Office');
    expect(within(table).getByRole('cell', { name: 'Waiting for prices' })).toBeTruthy();
    expect(api.called('GET', 'quotes/')[0].query.get('status')).toBe('active');
    expect(await screen.findByRole('dialog', { name: 'Quote' })).toBeTruthy();
    expect(api.called('GET', 'quotes/5/').length).toBeGreaterThan(0);
  });

  it('says how to ask for prices when there are none, and that nothing matches a search', async () => {
    signInForTest();
    const api = stubApi({ 'GET quotes/': pagedAnswer([]) });
    renderRoutes(quoteScreens, '/buyer_quotes');
    expect(await screen.findByText('No quotes in the last 90 days. On a project BOM, select lines and choose Request quote to ask your suppliers for prices.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // the last 90 days (spec section 9) until older ones are asked for
    expect(api.called('GET', 'quotes/')[0].query.get('date_limit')).toBe('90');
    await userEvent.click(screen.getByText('Older than 90 days too'));
    await waitFor(() => expect(api.called('GET', 'quotes/').at(-1)!.query.get('date_limit')).toBe('0'));
    expect(await screen.findByText('No quotes here. On a project BOM, select lines and choose Request quote to ask your suppliers for prices.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search quotes' }), 'conduit');
    expect(await screen.findByText('No quote matches this search.')).toBeTruthy();
    expect(api.called('GET', 'quotes/').at(-1)!.query.get('search')).toBe('conduit');
  });

  it('tells a supplier with no requests that they will come, with a notification', async () => {
    signInForTest({ systemType: 'seller' });
    stubApi({ 'GET quotes/': pagedAnswer([]) });
    renderRoutes(quoteScreens, '/quotes');
    expect(await screen.findByText('No quote requests in the last 90 days. When a contractor asks you to price material, it appears here and you are notified.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a failed load with Try again', async () => {
    signInForTest();
    let fail = true;
    stubApi({ 'GET quotes/': () => (fail ? [500, { detail: 'Server error.' }] : pagedAnswer([quote(1)])) });
    renderRoutes(quoteScreens, '/buyer_quotes');
    const alert = (await screen.findByText('Quotes could not be loaded', {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Tower A conduit 1' })).toBeTruthy();
  });
});

describe('quote dialog: a refused answer', { timeout: 20_000 }, () => {
  const detail = (over: Partial<QuoteDetail> = {}): QuoteDetail => ({
    ...quote(1),
    notes: '',
    actions: ['purchase', 'archive', 'cancel'],
    can_respond: true,
    enter_answer_for: [],
    lines: [
      { id: 10, cart_item_id: 1, code: 'EMT-050', description: '1/2 in EMT', unit: 'FT', quantity: 1200, best_supplier_id: null, prices: {} },
      { id: 11, cart_item_id: 2, code: 'BOX-4SQ', description: '4 in square box', unit: 'EA', quantity: 40, best_supplier_id: null, prices: {} },
    ],
    ...over,
  });

  it("shows a supplier the server's answer to a price next to that line's price, keeping what was typed", async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({
      'GET quotes/': pagedAnswer([]),
      'GET quotes/1/': [200, detail({ suppliers: [supplier(2, 'Metro Electric Supply')] })],
      'POST quotes/1/respond/': [400, { 'prices.1.unit_price': ['Too big: expected number to be <=100000000'], notes: ['Ensure this field has no more than 2000 characters.'] }],
    });
    renderRoutes(quoteScreens, '/quotes?quote_id=1');
    const dialog = await screen.findByRole('dialog', { name: 'Tower A conduit 1' }, { timeout: 5000 });
    const price = within(dialog).getByRole('textbox', { name: 'Unit price of BOX-4SQ' });
    await userEvent.type(price, '99999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send prices' }));
    await waitFor(() => expect(api.called('POST', 'quotes/1/respond/')).toHaveLength(1));
    expect(await within(dialog).findByText('Too big: expected number to be <=100000000')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect((price as HTMLInputElement).value).toBe('$99999');
    expect(within(dialog).getByRole('textbox', { name: 'Unit price of EMT-050' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(within(dialog).getByText('Ensure this field has no more than 2000 characters.')).toBeTruthy();
  });

  it('refuses a negative price as it is typed, with the server\'s words, leaves it out of the total and sends nothing', async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({
      'GET quotes/': pagedAnswer([]),
      'GET quotes/1/': [200, detail({ suppliers: [supplier(2, 'Metro Electric Supply')] })],
    });
    renderRoutes(quoteScreens, '/quotes?quote_id=1');
    const dialog = await screen.findByRole('dialog', { name: 'Tower A conduit 1' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Unit price of BOX-4SQ' }), '2');
    const price = within(dialog).getByRole('textbox', { name: 'Unit price of EMT-050' });
    await userEvent.type(price, '-4');
    expect(await within(dialog).findByText('Unit price must be 0 or more.')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    // 40 x $2 only: the refused price is no price
    expect(within(dialog).getByText('Total $80.00')).toBeTruthy();
    expect(within(dialog).queryByText(/-\$/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send prices' }));
    expect(api.called('POST', 'quotes/1/respond/')).toHaveLength(0);
    expect((price as HTMLInputElement).value).toBe('-$4');
  });

  it('asks a supplier for at least one price before sending (an answer pricing nothing is no answer), and sends once a line is priced', async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({
      'GET quotes/': pagedAnswer([]),
      'GET quotes/1/': [200, detail({ suppliers: [supplier(2, 'Metro Electric Supply')] })],
      'POST quotes/1/respond/': [200, detail({ suppliers: [supplier(2, 'Metro Electric Supply')] })],
    });
    renderRoutes(quoteScreens, '/quotes?quote_id=1');
    const dialog = await screen.findByRole('dialog', { name: 'Tower A conduit 1' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Lead time of EMT-050' }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send prices' }));
    expect(await within(dialog).findByText('Enter a price for at least one line, or decline the quote.')).toBeTruthy();
    expect(api.called('POST', 'quotes/1/respond/')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Unit price of BOX-4SQ' }), '4.5');
    expect(within(dialog).queryByText('Enter a price for at least one line, or decline the quote.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send prices' }));
    await waitFor(() => expect(api.called('POST', 'quotes/1/respond/')).toHaveLength(1));
    expect(api.called('POST', 'quotes/1/respond/')[0].body).toMatchObject({ decline: false, prices: [{ quote_item_id: 10, unit_price: null, lead_time_days: 3 }, { quote_item_id: 11, unit_price: 4.5 }] });
  });

  it("shows a buyer the server's detail when a step or a purchase is refused", async () => {
    signInForTest();
    stubApi({
      'GET quotes/': pagedAnswer([]),
      'GET quotes/1/': [200, detail({ can_respond: false, actions: ['archive', 'purchase'] })],
      'POST quotes/1/archive/': [400, { detail: 'This quote was changed by someone else.' }],
      'POST quotes/1/purchase/': [400, { detail: 'This supplier has not priced the quote.' }],
    });
    renderRoutes(quoteScreens, '/buyer_quotes?quote_id=1');
    const dialog = await screen.findByRole('dialog', { name: 'Tower A conduit 1' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy from Graybar' }));
    expect(await screen.findByText('This supplier has not priced the quote.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Archive this quote?' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('This quote was changed by someone else.')).toBeTruthy();
  });
});
