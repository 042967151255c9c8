import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PoItem } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { orderScreens } from '../routes';

const item = (id: number, over: Partial<PoItem> = {}): PoItem => ({
  id,
  order: { id: 40, po_number: 'SEC-40', status: 'backordered', status_display: 'Backordered', supplying_company: { id: 2, name: 'Metro Electric Supply' } },
  supplier_name: 'Metro Electric Supply',
  project: { id: 1, name: 'Boulder Tech Office', main_job_num: 'J-104' },
  code: 'ATC-EMT075',
  description: '3/4" EMT conduit',
  unit: 'ft',
  quantity: 1200,
  unit_price: 0.55,
  extended_price: 660,
  need_by_date: '2026-12-01',
  promised_date: '2026-12-08',
  backordered: true,
  shipped: false,
  received_quantity: 0,
  ...over,
});

// stand-in for the orders screen the PO link leads to
const routes = [{ path: '/all_orders', element: <p>orders screen</p> }, ...orderScreens];

afterEach(() => vi.unstubAllGlobals());

describe('PO items list', { timeout: 15_000 }, () => {
  it('shows the lines of open orders as table rows, and a line\'s order opens on the orders screen', async () => {
    signInForTest();
    const api = stubApi({ 'GET orders/items/': pagedAnswer([item(1), item(2, { order: { id: 41, po_number: null, status: 'pending', status_display: 'Pending', supplying_company: null }, backordered: false, promised_date: null, unit_price: null, extended_price: null })], 60) });
    const { router } = renderRoutes(routes, '/all_po_items');
    const table = await screen.findByRole('table', { name: 'PO items' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order', 'Status', 'Item', 'Quantity', 'Extended', 'Project', 'Need by', 'Promised']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['PO SEC-40Metro Electric Supply', 'BackorderedBackordered', '3/4" EMT conduitATC-EMT075', '1,200 ftat $0.55', '$660.00', 'Boulder Tech Office', '2026-12-01', '2026-12-08'],
      ['Draft #41Metro Electric Supply', 'Pending', '3/4" EMT conduitATC-EMT075', '1,200 ftat —', '—', 'Boulder Tech Office', '2026-12-01', '—'],
    ]);
    expect(screen.getByText('Showing 2 of 60')).toBeTruthy();
    const query = api.called('GET', 'orders/items/')[0].query;
    expect([query.get('status'), query.get('date_limit')]).toEqual(['pending,ordered,order acknowledged,backordered,shipped complete', '90']);

    const link = within(rows[0]).getByRole('link', { name: 'PO SEC-40' });
    expect(link.getAttribute('href')).toBe('/all_orders?order_id=40');
    await userEvent.click(link);
    expect(await screen.findByText('orders screen')).toBeTruthy();
    expect(router.state.location.search).toBe('?order_id=40');
  });

  it('says how to order when there are no open orders, and that nothing matches a search', async () => {
    signInForTest();
    const api = stubApi({ 'GET orders/items/': pagedAnswer([]) });
    renderRoutes(routes, '/all_po_items');
    expect(await screen.findByText(/^No open purchase orders in the last 90 days\./, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Order from a project's BOM." }).getAttribute('href')).toBe('/projects');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search PO items' }), 'EMT');
    expect(await screen.findByText('No line of your open orders matches this search.')).toBeTruthy();
    expect(api.called('GET', 'orders/items/').at(-1)!.query.get('search')).toBe('EMT');
  });

  it('shows a failed load with Try again', async () => {
    signInForTest();
    let fail = true;
    stubApi({ 'GET orders/items/': () => (fail ? [500, { detail: 'Server error.' }] : pagedAnswer([item(1)])) });
    renderRoutes(routes, '/all_po_items');
    const alert = (await screen.findByText('PO items could not be loaded', {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'PO SEC-40' })).toBeTruthy();
  });

  it("tells a supplier who opens it by its address that it is a contractor's list, and asks nothing", async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({ 'GET orders/items/': pagedAnswer([item(1)]) });
    renderRoutes(routes, '/all_po_items');
    expect(await screen.findByText("PO items are a contractor's list", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText("Order from a project's BOM.")).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to incoming orders' }).getAttribute('href')).toBe('/orders');
    expect(api.called('GET', 'orders/items/')).toEqual([]);
  });
});
