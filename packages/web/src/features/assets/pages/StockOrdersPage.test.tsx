import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { assetScreens } from '../routes';
import { forbidden, signInContractor, stockOrder } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

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
});
