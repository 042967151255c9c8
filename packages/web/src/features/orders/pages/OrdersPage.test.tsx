import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, OrderSummary } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { orderScreens } from '../routes';

const graybar = { id: 3, name: 'Graybar' };
const order = (id: number, over: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  po_number: `SEC-${id}`,
  status: 'ordered',
  status_display: 'Ordered',
  project: { id: 1, name: 'Boulder Tech Office', main_job_num: 'J-104' },
  buyer_company: { id: 1, name: 'Summit' },
  supplying_company: graybar,
  supplier: graybar,
  line_count: 3,
  total: 1234.5,
  need_by_date: '2026-12-01',
  promised_date: null,
  created_at: '2026-11-01T12:00:00Z',
  submitted_at: '2026-11-02T12:00:00Z',
  ...over,
});
const empty = pagedAnswer([]);

// stand-in for the pending order screen the click rule may lead to
const routes = [{ path: '/project/po_daily_pending_process2/:orderId', element: <p>pending order screen</p> }, ...orderScreens];

afterEach(() => vi.unstubAllGlobals());

describe('orders list', { timeout: 15_000 }, () => {
  it('shows the buyer\'s purchase orders as table rows with what a purchaser scans for, and says how many show', async () => {
    signInForTest();
    stubApi({ 'GET orders/': pagedAnswer([order(1), order(2, { po_number: null, status: 'pending', status_display: 'Pending', supplying_company: null, supplier: null, submitted_at: null, need_by_date: null })], 5) });
    renderRoutes(routes, '/all_orders');
    const table = await screen.findByRole('table', { name: 'Purchase orders' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order', 'Status', 'Supplier', 'Project', 'Lines', 'Total', 'Submitted', 'Need by', 'Promised']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = within(first).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['PO SEC-1', 'Submitted', 'Graybar', 'Boulder Tech OfficeJob # J-104', '3', '$1,234.50']);
    // the day it was submitted in the same form as the need-by date beside it
    expect(cells[6]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cells.slice(7)).toEqual(['2026-12-01', '—']);
    expect(within(second).getAllByRole('cell').map((c) => c.textContent)[0]).toBe('Draft #2');
    expect(within(second).getByText('No supplier yet')).toBeTruthy();
    // a draft has no submitted date: its Submitted cell says when it was created
    expect(within(second).getAllByRole('cell')[6].textContent).toMatch(/^Created \d{4}-\d{2}-\d{2}$/);
    expect(screen.getByText('Showing 2 of 5')).toBeTruthy();
    // no sortable headings: the server sorts the orders list one way only
    expect(within(table).queryAllByRole('columnheader').filter((h) => h.hasAttribute('aria-sort'))).toHaveLength(0);
  });

  it('opens an order by the click rule: a submitted one in its detail dialog, a draft with a registered supplier on its screen, one without in the pending dialog', async () => {
    signInForTest();
    const api = stubApi({
      'GET orders/': pagedAnswer([order(1), order(2, { po_number: null, status: 'pending' }), order(3, { po_number: null, status: 'pending', supplying_company: null, supplier: null })]),
      'GET orders/1/': [404, { detail: 'Not found.' }],
      'GET orders/3/': [404, { detail: 'Not found.' }],
    });
    const { router } = renderRoutes(routes, '/all_orders');
    await screen.findByRole('table', { name: 'Purchase orders' }, { timeout: 5000 });
    // the first column is the button; a click elsewhere on the row does the same
    await userEvent.click(screen.getByRole('button', { name: 'PO SEC-1' }));
    const detail = await screen.findByRole('dialog', { name: 'Order' });
    expect(await within(detail).findByText('This order could not be loaded')).toBeTruthy();
    expect(api.called('GET', 'orders/1/')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('row', { name: /Draft #3/ }).querySelectorAll('td')[3]);
    expect(await screen.findByRole('dialog', { name: 'Pending order' })).toBeTruthy();
    await waitFor(() => expect(api.called('GET', 'orders/3/').length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Draft #2' }));
    expect(await screen.findByText('pending order screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/project/po_daily_pending_process2/2');
  });

  it('opens the order a notification links to (?order_id=) by the same rule', async () => {
    signInForTest();
    const api = stubApi({ 'GET orders/': pagedAnswer([order(1)]), 'GET orders/2/': [200, order(2, { po_number: null, status: 'pending' })] });
    const { router } = renderRoutes(routes, '/all_orders?order_id=2');
    expect(await screen.findByText('pending order screen', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/project/po_daily_pending_process2/2');
    expect(api.called('GET', 'orders/2/').length).toBeGreaterThan(0);
  });

  it('asks once for an order a notification links to that is not there, and offers no Try again for it', async () => {
    signInForTest();
    const api = stubApi({ 'GET orders/': pagedAnswer([order(1)]), 'GET orders/4/': [404, { detail: 'Not found.' }] });
    renderRoutes(routes, '/all_orders?order_id=4');
    const dialog = await screen.findByRole('dialog', { name: 'Order' }, { timeout: 5000 });
    expect(await within(dialog).findByText('This order could not be loaded')).toBeTruthy();
    expect(within(dialog).getByText('Not found.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.called('GET', 'orders/4/')).toHaveLength(1);
  });

  it('says what to do next when there are no orders, and that nothing matches once filtered', async () => {
    signInForTest();
    const api = stubApi({ 'GET orders/': empty });
    renderRoutes(routes, '/all_orders');
    expect(await screen.findByText(/^No purchase orders yet\./, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Open a project's BOM, select lines and choose Create purchase order." }).getAttribute('href')).toBe('/projects');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search orders' }), 'SEC-9');
    expect(await screen.findByText('No order matches these filters.')).toBeTruthy();
    expect(api.called('GET', 'orders/').at(-1)!.query.get('search')).toBe('SEC-9');
  });

  it('offers no Export while no status is chosen: the list shows nothing, and an export without statuses would hold every order', async () => {
    signInForTest();
    stubApi({ 'GET orders/': pagedAnswer([order(1)]) });
    renderRoutes(routes, '/all_orders');
    await screen.findByRole('table', { name: 'Purchase orders' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(false);
    const chips = within(screen.getByRole('group', { name: 'Order statuses' }));
    for (const box of chips.getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await userEvent.click(box);
    expect(await screen.findByText('Choose at least one status to see orders.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(true);
  });

  it('tells a supplier with no incoming orders what will bring them', async () => {
    signInForTest({ systemType: 'seller' });
    stubApi({ 'GET orders/': empty });
    renderRoutes(routes, '/orders');
    expect(await screen.findByText('No orders have come in yet. When a contractor sends you a purchase order it appears here, and you are notified.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Incoming orders' })).toBeTruthy();
  });

  it('names the customer for a supplier', async () => {
    signInForTest({ systemType: 'seller' });
    stubApi({ 'GET orders/': pagedAnswer([order(1)]) });
    renderRoutes(routes, '/orders');
    const table = await screen.findByRole('table', { name: 'Incoming orders' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Summit' })).toBeTruthy();
  });

  it('shows a failed load with Try again, which asks again', async () => {
    signInForTest();
    let fail = true;
    const api = stubApi({ 'GET orders/': () => (fail ? [500, { detail: 'Server error.' }] : pagedAnswer([order(1)])) });
    renderRoutes(routes, '/all_orders');
    // the list's own error state (a toast may say what the server answered, too)
    const alert = (await screen.findByText('Orders could not be loaded', {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    const before = api.called('GET', 'orders/').length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'PO SEC-1' })).toBeTruthy();
    expect(api.called('GET', 'orders/').length).toBeGreaterThan(before);
  });

  it('offers New purchase order to a buyer, not to a user group that hides the project material, which the server refuses', async () => {
    signInForTest();
    stubApi({ 'GET orders/': pagedAnswer([order(1)]) });
    const first = renderRoutes(routes, '/all_orders');
    await screen.findByRole('table', { name: 'Purchase orders' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'New purchase order' })).toBeTruthy();
    first.unmount();

    signInForTest({ permissions: { hide_project_material: true } });
    stubApi({ 'GET orders/': pagedAnswer([order(1)]) });
    renderRoutes(routes, '/all_orders');
    await screen.findByRole('table', { name: 'Purchase orders' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'New purchase order' })).toBeNull();
  });
});

describe('an incoming order shipped line by line', { timeout: 15_000 }, () => {
  const line = (id: number, code: string, shipped: boolean) => ({ id, cart_item_id: id, base_item_id: null, description: code, code, unit: 'EA', quantity: 2, unit_price: 5, price_source: 'contract', extended_price: 10, need_by_date: null, promised_date: null, backordered: false, shipped });
  const detail = (shipped: boolean[]): OrderDetail =>
    ({
      ...order(5, { status: 'order acknowledged', status_display: 'Order acknowledged', line_count: 2 }),
      notes: '',
      tax_code: null,
      subtotal: 20,
      tax: 0,
      unpriced_lines: 0,
      ship_to_type: 'job_site',
      ship_to_address: '',
      items: [line(11, 'EMT-050', shipped[0]), line(12, 'BOX-4SQ', shipped[1])],
      history: [],
      actions: ['ship'],
      editable: false,
      invoices: [],
      can_invoice: false,
      can_promise: false,
    }) as unknown as OrderDetail;

  it('says how many lines shipped and how many are still to ship, not the unchanged status alone', async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({ 'GET orders/': pagedAnswer([order(5)]), 'GET orders/5/': [200, detail([false, false])], 'POST orders/5/ship/': [200, detail([true, false])] });
    renderRoutes(routes, '/orders?order_id=5');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getAllByRole('checkbox', { name: 'Select EMT-050' })[0]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(api.called('POST', 'orders/5/ship/')).toHaveLength(1));
    expect(api.called('POST', 'orders/5/ship/')[0].body).toEqual({ item_ids: [11] });
    expect(await screen.findByText('PO SEC-5: 1 of 2 lines shipped; 1 still to ship.')).toBeTruthy();
  });
});

describe('an order received line by line', { timeout: 15_000 }, () => {
  const line = (id: number, code: string, quantity: number, received: number) => ({ id, cart_item_id: id, base_item_id: null, description: code, code, unit: 'FT', quantity, unit_price: 1, price_source: 'contract', extended_price: quantity, need_by_date: null, promised_date: null, backordered: false, shipped: true, received_quantity: received });
  const detail = (received: [number, number], status: 'shipped complete' | 'received' = 'shipped complete'): OrderDetail =>
    ({
      ...order(6, { status, status_display: status === 'received' ? 'Received' : 'Scheduled', line_count: 2 }),
      notes: '',
      tax_code: null,
      subtotal: 300,
      tax: 0,
      unpriced_lines: 0,
      ship_to_type: 'job_site',
      ship_to_address: '',
      items: [line(21, 'EMT-050', 200, received[0]), line(22, 'THHN-12', 100, received[1])],
      history: [],
      actions: status === 'received' ? [] : ['deliver', 'receive'],
      editable: false,
      invoices: [],
      can_invoice: false,
      can_promise: false,
    }) as unknown as OrderDetail;

  it('counts in what came: each line starts at what is still to come, a short line stays open, and the toast says how many are in', async () => {
    signInForTest();
    const api = stubApi({ 'GET orders/': pagedAnswer([order(6)]), 'GET orders/6/': [200, detail([50, 0])], 'POST orders/6/receive/': [200, detail([200, 60])] });
    renderRoutes(routes, '/orders?order_id=6');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Received 50 FT of 200 FT')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    const receive = await screen.findByRole('dialog', { name: 'Receive PO SEC-6' });
    const first = within(receive).getByRole('textbox', { name: 'Received now of EMT-050' }) as HTMLInputElement;
    const second = within(receive).getByRole('textbox', { name: 'Received now of THHN-12' }) as HTMLInputElement;
    expect([first.value, second.value]).toEqual(['150', '100']);
    expect(within(receive).getByText('EMT-050 · ordered 200 FT, 50 FT received before')).toBeTruthy();

    // more than is still to come is refused here, by the server's own rule, before anything is sent
    await userEvent.clear(second);
    await userEvent.type(second, '101');
    await userEvent.click(within(receive).getByRole('button', { name: 'Mark received' }));
    expect(within(receive).getByRole('alert').textContent).toBe('THHN-12: only 100 still to receive.');
    expect(api.called('POST', 'orders/6/receive/')).toEqual([]);

    await userEvent.clear(second);
    await userEvent.type(second, '60');
    await userEvent.click(within(receive).getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(api.called('POST', 'orders/6/receive/')).toHaveLength(1));
    expect(api.called('POST', 'orders/6/receive/')[0].body).toEqual({ lines: [{ item_id: 21, quantity: 150 }, { item_id: 22, quantity: 60 }] });
    expect(await screen.findByText('PO SEC-6: 1 of 2 lines received in full; 1 still to come.')).toBeTruthy();
  });
});
