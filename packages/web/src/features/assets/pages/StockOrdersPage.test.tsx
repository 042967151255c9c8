import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderRoutes } from '../../../test/render';
import { assetScreens } from '../routes';
import { forbidden, signInContractor, stockOrder } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** A warehouse user's New stock order dialog for Stock Room, which suggests one line of wire (THHN12, reorder at 2,000); drafting is refused so nothing leaves the dialog. */
async function openNewStockOrder(counts: { available: number; onOrder: number }) {
  signInContractor();
  const wire = { id: 5, code: 'THHN12', name: 'THHN 12 AWG', unit: 'FT' };
  const api = stubApi({
    'GET tool_access/': [200, { warehouse: true }],
    'GET stock_orders/': pagedAnswer([]),
    'GET tool_models/': pagedAnswer([]),
    'GET suppliers/': pagedAnswer([]),
    'GET warehouses/': pagedAnswer([{ id: 2, name: 'Stock Room', type: 'Stock' }]),
    'GET stock_orders/suggestions/': [200, { results: [{ model: wire, available: counts.available, reorder_point: 2000, on_order: counts.onOrder, suggested_quantity: 3500 }] }],
    'POST stock_orders/': [400, { detail: 'Stop here.' }],
  });
  renderRoutes(assetScreens, '/stock_orders');
  await userEvent.click(await screen.findByRole('button', { name: 'New stock order' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'New stock order' });
  fireEvent.click(within(dialog).getByRole('combobox', { name: 'Stock warehouse' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Stock Room', hidden: true }));
  return { api, dialog };
}

describe('stock orders', () => {
  it('lists the orders with status, warehouse, supplier, lines, date and total, and a click on a row opens the order', async () => {
    signInContractor();
    const api = stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET stock_orders/': pagedAnswer([stockOrder(11), stockOrder(12, { supplier: null, line_count: 1, status: 'ordered', status_display: 'Ordered', total: 90 })]),
      'GET stock_orders/12/': [200, { ...stockOrder(12, { supplier: null, status: 'ordered', status_display: 'Ordered' }), lines: [], actions: [] }],
    });
    const { router } = renderRoutes(assetScreens, '/stock_orders');
    const table = await screen.findByRole('table', { name: 'Stock orders' }, { timeout: 5000 });
    expect(api.called('GET', 'stock_orders/')[0].query.get('status')).toBe('draft,ordered,partly received');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order', 'Status', 'Warehouse', 'Supplier', 'Lines', 'Created', 'Total']);
    const [, draft, ordered] = within(table).getAllByRole('row');
    expect(within(draft).getAllByRole('cell').map((c) => c.textContent)).toEqual(['SO-00011', 'Draft', 'Stock Room', 'Metro Electric Supply', '2 lines', '2026-11-18', '$412.50']);
    expect(within(ordered).getAllByRole('cell').map((c) => c.textContent)).toEqual(['SO-00012', 'Ordered', 'Stock Room', '—', '1 line', '2026-11-18', '$90.00']);
    await userEvent.click(within(ordered).getByRole('button', { name: 'SO-00012' }));
    expect(await screen.findByRole('dialog', { name: 'Stock order SO-00012' })).toBeTruthy();
    expect(router.state.location.search).toBe('?order_id=12');
  });

  it('says when no order is in the chosen statuses, and when the orders could not be loaded', async () => {
    signInContractor();
    let fail = true;
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET stock_orders/': () => (fail ? forbidden : pagedAnswer([])) });
    renderRoutes(assetScreens, '/stock_orders');
    expect(await screen.findByText('Stock orders could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No stock orders in these statuses. New stock order fills itself with the stock below its reorder point.')).toBeTruthy();
  });

  it("keeps a line's quantity of 0 as typed and says Quantity must be greater than 0 at it, drafting nothing", async () => {
    const { api, dialog } = await openNewStockOrder({ available: 500, onOrder: 0 });
    const quantity = (await within(dialog).findByRole('textbox', { name: 'Quantity (FT)' })) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draft order' }));
    expect(quantity.value).toBe('0');
    expect(await within(dialog).findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(api.called('POST', 'stock_orders/')).toHaveLength(0);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1200');
    expect(within(dialog).queryByText('Quantity must be greater than 0')).toBeNull();
    // the second click comes after the click throttle, as a person's would
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draft order' }));
    await waitFor(() => expect(api.called('POST', 'stock_orders/')).toHaveLength(1));
    expect(api.called('POST', 'stock_orders/')[0].body).toMatchObject({ warehouse_id: 2, lines: [{ model_id: 5, quantity: 1200 }] });
  });

  it("keeps a line's negative or emptied unit cost as typed and refuses it at the line, drafting nothing, never a cost of 0 nobody typed", async () => {
    const { api, dialog } = await openNewStockOrder({ available: 1500, onOrder: 1000 });
    // the suggestion says its counts as every screen does, thousands separated
    expect(await within(dialog).findByText('1,500 on hand, 1,000 on order, reorder at 2,000')).toBeTruthy();
    const cost = (await within(dialog).findByRole('textbox', { name: 'Unit cost ($)' })) as HTMLInputElement;
    await userEvent.clear(cost);
    await userEvent.type(cost, '-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draft order' }));
    expect(cost.value).toBe('-2');
    expect(await within(dialog).findByText('Unit cost must be 0 or more.')).toBeTruthy();
    expect(cost.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(cost);
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draft order' }));
    expect(cost.value).toBe('');
    expect(await within(dialog).findByText('Enter the unit cost (0 when it is not known yet).')).toBeTruthy();
    expect(api.called('POST', 'stock_orders/')).toHaveLength(0);
    await userEvent.type(cost, '0.6493');
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draft order' }));
    await waitFor(() => expect(api.called('POST', 'stock_orders/')).toHaveLength(1));
    expect(api.called('POST', 'stock_orders/')[0].body).toMatchObject({ lines: [{ model_id: 5, quantity: 3500, unit_cost: 0.6493 }] });
  });
});
