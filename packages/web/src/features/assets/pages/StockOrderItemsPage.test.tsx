import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { assetScreens } from '../routes';
import { forbidden, signInContractor, stockOrderItem } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('stock order items', () => {
  it('lists every line with its order (a link to it), status, warehouse, what arrived and its cost', async () => {
    signInContractor();
    stubApi({ 'GET stock_order_items/': pagedAnswer([stockOrderItem(1)], 30, 'http://localhost/api/v1/stock_order_items/?page=2') });
    renderRoutes(assetScreens, '/stock_order_item');
    const table = await screen.findByRole('table', { name: 'Stock order items' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Model', 'Order', 'Status', 'Warehouse', 'Received', 'Cost']);
    const [, line] = within(table).getAllByRole('row');
    expect(within(line).getAllByRole('cell').map((c) => c.textContent)).toEqual(['EMT conduit 3/4 in', 'SO-00011', 'Partly received', 'Stock Room', '200 of 500 FT', '$412.50']);
    expect(within(line).getByRole('link', { name: 'SO-00011' }).getAttribute('href')).toBe('/stock_orders?order_id=11');
    expect(screen.getByText('Showing 1 of 30')).toBeTruthy();
  });

  it('says what stock orders are for when there are none, and when the lines could not be loaded', async () => {
    signInContractor();
    let fail = true;
    stubApi({ 'GET stock_order_items/': () => (fail ? forbidden : pagedAnswer([])) });
    renderRoutes(assetScreens, '/stock_order_item');
    expect(await screen.findByText('Stock order items could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No stock orders yet. Stock orders restock the stock room; start one under Stock orders.')).toBeTruthy();
  });
});
