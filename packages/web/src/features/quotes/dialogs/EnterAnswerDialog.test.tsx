import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteDetail } from '@jobsite/core';
import { paths } from '../../../config/paths';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { FakeSocket } from '../../../test/fake-socket';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { quoteScreens } from '../routes';
import { quoteSummary, quoteSupplier } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const metro = quoteSupplier(2, 'Metro Electric Supply', { supplying_company: { id: 9, name: 'Metro Electric Supply' }, status: 'responded', status_display: 'Priced', total: 420.5, priced_lines: 1, lead_time_days: 2 });
/** An active quote Metro (in the app) priced and Graybar (outside it) has not: the buyer may type in Graybar's answer. */
const waiting: QuoteDetail = {
  ...quoteSummary(1),
  notes: '',
  actions: ['purchase', 'archive', 'cancel'],
  can_respond: false,
  enter_answer_for: [3],
  lines: [
    { id: 10, cart_item_id: 1, code: 'EMT-050', description: '1/2 in EMT', unit: 'FT', quantity: 1200, best_supplier_id: null, prices: { '2': { unit_price: 0.35, lead_time_days: 2, extended_price: 420 } } },
    { id: 11, cart_item_id: 2, code: 'BOX-4SQ', description: '4 in square box', unit: 'EA', quantity: 40, best_supplier_id: null, prices: { '2': { unit_price: null, lead_time_days: null, extended_price: null } } },
  ],
  suppliers: [quoteSupplier(3, 'Graybar'), metro],
};
/** The same quote once the buyer saved Graybar's prices, as the server answers it. */
const entered: QuoteDetail = {
  ...waiting,
  lines: [
    { ...waiting.lines[0], best_supplier_id: 3, prices: { ...waiting.lines[0].prices, '3': { unit_price: 0.33, lead_time_days: 5, extended_price: 396 } } },
    { ...waiting.lines[1], prices: { ...waiting.lines[1].prices, '3': { unit_price: null, lead_time_days: null, extended_price: null } } },
  ],
  suppliers: [quoteSupplier(3, 'Graybar', { status: 'responded', status_display: 'Priced', total: 396, priced_lines: 1, lead_time_days: 5, notes: 'Quoted by phone, held 30 days.', entered_by: { id: 7, name: 'Dana Whitfield' }, responded_at: '2026-11-03T15:00:00Z' }), metro],
};

describe('the buyer types in the prices of a supplier outside the app', { timeout: 30_000 }, () => {
  it("offers Enter prices for Graybar only, checks each price as typed as the supplier's sheet does, saves it as Graybar's answer and then compares and buys from it", async () => {
    signInForTest();
    let saved = false;
    const api = stubApi({
      'GET quotes/': pagedAnswer([]),
      'GET quotes/1/': () => [200, saved ? entered : waiting],
      'POST quotes/1/respond/': () => ((saved = true), [200, entered]),
      'POST quotes/1/purchase/': [200, { ...entered, status: 'purchased', status_display: 'Purchased', order_id: 55, actions: ['archive'], enter_answer_for: [] }],
    });
    const { router } = renderRoutes([...quoteScreens, { path: paths.pendingOrder(55), element: <p>Draft order</p> }], '/buyer_quotes?quote_id=1');
    const quote = await screen.findByRole('dialog', { name: 'Tower A conduit 1' }, { timeout: 5000 });
    // Metro answers in the app itself; Graybar has no answer to buy yet
    expect(within(quote).queryByRole('button', { name: 'Enter prices from Metro Electric Supply' })).toBeNull();
    expect(within(quote).queryByRole('button', { name: 'Buy from Graybar' })).toBeNull();
    await userEvent.click(within(quote).getByRole('button', { name: 'Enter prices from Graybar' }));

    const sheet = await screen.findByRole('dialog', { name: 'Prices from Graybar' });
    const emt = within(sheet).getByRole('textbox', { name: 'Unit price of EMT-050' });
    await userEvent.type(emt, '-4');
    expect(await within(sheet).findByText('Unit price must be 0 or more.')).toBeTruthy();
    expect(emt.getAttribute('aria-invalid')).toBe('true');
    expect(within(sheet).getByText('Total $0.00')).toBeTruthy();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save prices' }));
    expect(api.called('POST', 'quotes/1/respond/')).toHaveLength(0);

    await userEvent.clear(emt);
    await userEvent.type(emt, '0.33');
    expect(within(sheet).queryByText('Unit price must be 0 or more.')).toBeNull();
    expect(within(sheet).getByText('Total $396.00')).toBeTruthy();
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Lead time of EMT-050' }), '5');
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Notes from Graybar' }), 'Quoted by phone, held 30 days.');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(api.called('POST', 'quotes/1/respond/')).toHaveLength(1));
    expect(api.called('POST', 'quotes/1/respond/')[0].body).toEqual({
      quote_supplier_id: 3,
      decline: false,
      notes: 'Quoted by phone, held 30 days.',
      prices: [
        { quote_item_id: 10, unit_price: 0.33, lead_time_days: 5 },
        { quote_item_id: 11, unit_price: null, lead_time_days: null },
      ],
    });

    // the sheet closes; the comparison shows Graybar's prices, who typed them in, and buys from them
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prices from Graybar' })).toBeNull());
    expect(await screen.findByText("Graybar's prices saved. They are in the comparison.")).toBeTruthy();
    expect(within(quote).getAllByText('$396.00').length).toBeGreaterThanOrEqual(2);
    expect(within(quote).getByText('Entered by Dana Whitfield')).toBeTruthy();
    expect(within(quote).getByText('Quoted by phone, held 30 days.')).toBeTruthy();
    expect(within(quote).getByRole('button', { name: 'Change prices from Graybar' })).toBeTruthy();
    await userEvent.click(within(quote).getByRole('button', { name: 'Buy from Graybar' }));
    await waitFor(() => expect(api.called('POST', 'quotes/1/purchase/')).toHaveLength(1));
    expect(api.called('POST', 'quotes/1/purchase/')[0].body).toEqual({ quote_supplier_id: 3 });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.pendingOrder(55)));
  });

  it('opens the sheet from the supplier card on a phone, filled with the answer typed in before, and records a decline', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      signInForTest();
      const api = stubApi({ 'GET quotes/': pagedAnswer([]), 'GET quotes/1/': [200, entered], 'POST quotes/1/respond/': [200, entered] });
      renderRoutes(quoteScreens, '/buyer_quotes?quote_id=1');
      const quote = await screen.findByRole('dialog', { name: 'Tower A conduit 1' }, { timeout: 5000 });
      const card = within(within(quote).getByRole('list', { name: 'Supplier totals' })).getByRole('listitem', { name: 'Graybar' });
      expect(within(card).getByText('Entered by Dana Whitfield')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Buy from Graybar' })).toBeTruthy();
      await userEvent.click(within(card).getByRole('button', { name: 'Change prices from Graybar' }));
      const sheet = await screen.findByRole('dialog', { name: 'Prices from Graybar' });
      expect(within(sheet).queryByRole('table')).toBeNull();
      expect((within(sheet).getByRole('textbox', { name: 'Unit price of EMT-050' }) as HTMLInputElement).value).toBe('$0.33');
      expect((within(sheet).getByRole('textbox', { name: 'Notes from Graybar' }) as HTMLTextAreaElement).value).toBe('Quoted by phone, held 30 days.');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Graybar declined' }));
      await waitFor(() => expect(api.called('POST', 'quotes/1/respond/')).toHaveLength(1));
      expect(api.called('POST', 'quotes/1/respond/')[0].body).toMatchObject({ quote_supplier_id: 3, decline: true });
      expect(await screen.findByText('Saved: Graybar declined this quote.')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it("keeps what is being typed when another supplier's answer reloads the quote", async () => {
    signInForTest();
    vi.stubGlobal('WebSocket', FakeSocket);
    let metroAgain = false;
    const api = stubApi({ 'GET quotes/': pagedAnswer([]), 'GET quotes/1/': () => [200, metroAgain ? { ...waiting, suppliers: [waiting.suppliers[0], { ...metro, total: 410, responded_at: '2026-11-03T16:00:00Z' }] } : waiting] });
    renderRoutes(quoteScreens, '/buyer_quotes?quote_id=1');
    const quote = await screen.findByRole('dialog', { name: 'Tower A conduit 1' }, { timeout: 5000 });
    await userEvent.click(within(quote).getByRole('button', { name: 'Enter prices from Graybar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Prices from Graybar' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Unit price of EMT-050' }), '0.33');
    // Metro changes its prices meanwhile: the buyer is notified and the quote reloads
    metroAgain = true;
    const reads = api.called('GET', 'quotes/1/').length;
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    act(() => FakeSocket.last!.push({ type: 'notification', notification: { id: 9, content: 'Metro Electric Supply priced the quote "Tower A conduit 1".', link: '/buyer_quotes?quote_id=1', read: false, created: '2026-11-03T16:00:00Z' }, unread_count: 1 }));
    await waitFor(() => expect(api.called('GET', 'quotes/1/').length).toBeGreaterThan(reads));
    expect(await within(quote).findByText('$410.00')).toBeTruthy();
    expect((within(sheet).getByRole('textbox', { name: 'Unit price of EMT-050' }) as HTMLInputElement).value).toBe('$0.33');
    expect(within(sheet).getByText('Total $396.00')).toBeTruthy();
  });
});
