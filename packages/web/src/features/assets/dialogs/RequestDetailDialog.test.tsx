import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolItem, ToolRequestDetail } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { assetScreens } from '../routes';
import { item, request, signInContractor } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const connectors = { id: 11, code: 'ST-EMT34C', name: '3/4 in EMT set-screw connector', unit: 'EA' };
const stockRequest: ToolRequestDetail = {
  ...request(40, { service: 'stock', status: 'acked', status_display: 'Acknowledged', warehouse: { id: 3, name: 'Stock Room' }, quantity: 10, shipped_quantity: 0, line_count: 1 }),
  lines: [{ id: 18, model: connectors, item: null, quantity: 10, picked_quantity: 0, shipped_quantity: 0, received_quantity: 0, picks: [], note: '' }],
  actions: ['pick', 'cancel'],
  history: [],
};
const shelf: ToolItem = item(39, {
  service: 'stock',
  model: connectors,
  model_type: 'Fittings',
  serial_number: '',
  quantity: 30,
  warehouse: { id: 3, name: 'Stock Room' },
  bin: { id: 7, code: 'S-A1' },
  daily_rate: 0,
});

describe('picking stock for a request', () => {
  it('keeps the quantity typed from a bin, says when it is more than the bin holds or the line needs, and picks only what is right', async () => {
    signInContractor();
    const api = stubApi({
      'GET stock_requests/': pagedAnswer([]),
      'GET tool_requests/': pagedAnswer([]),
      'GET tool_requests/40/': [200, stockRequest],
      'GET tool_items/': pagedAnswer([shelf]),
      'POST tool_requests/40/pick/': [200, { ...stockRequest, status: 'partly picked', status_display: 'Partly picked' }],
    });
    renderRoutes(assetScreens, '/stock_requests?request_id=40');
    const dialog = await screen.findByRole('dialog', { name: 'Request TR-00040' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pick items' }));
    const fromShelf = await within(dialog).findByRole('textbox', { name: 'Quantity from S-A1' });
    await userEvent.clear(fromShelf);
    await userEvent.type(fromShelf, '40');
    await userEvent.tab();
    expect((fromShelf as HTMLInputElement).value).toBe('40');
    expect(within(dialog).getByText('At most 30 on hand')).toBeTruthy();
    await userEvent.clear(fromShelf);
    await userEvent.type(fromShelf, '12');
    await userEvent.tab();
    expect(within(dialog).getByText('This line needs 10 more; 12 is more than that.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pick/ }));
    expect(api.called('POST', 'tool_requests/40/pick/')).toHaveLength(0);
    await userEvent.clear(fromShelf);
    await userEvent.type(fromShelf, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pick 8 selected' }));
    await vi.waitFor(() => expect(api.called('POST', 'tool_requests/40/pick/')).toHaveLength(1));
    expect(api.called('POST', 'tool_requests/40/pick/')[0].body).toEqual({ picks: [{ line_id: 18, item_id: 39, quantity: 8 }] });
  });
});

describe('what the pick dialog lists', () => {
  it('asks for what a pick may take today, and says how much of a bin another request has not picked', async () => {
    signInContractor();
    const api = stubApi({
      'GET stock_requests/': pagedAnswer([]),
      'GET tool_requests/': pagedAnswer([]),
      'GET tool_requests/40/': [200, stockRequest],
      'GET tool_items/': pagedAnswer([{ ...shelf, free_quantity: 6 }]),
      'POST tool_requests/40/pick/': [200, stockRequest],
    });
    renderRoutes(assetScreens, '/stock_requests?request_id=40');
    const dialog = await screen.findByRole('dialog', { name: 'Request TR-00040' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pick items' }));
    const fromShelf = await within(dialog).findByRole('textbox', { name: 'Quantity from S-A1' });
    const asked = api.called('GET', 'tool_items/')[0].query;
    expect([asked.get('pickable'), asked.get('model_id'), asked.get('warehouse_id'), asked.get('status'), asked.get('location')]).toEqual(['true', '11', '3', null, null]);
    expect(within(dialog).getByText(/30 EA on hand, 6 free to pick/)).toBeTruthy();
    await userEvent.clear(fromShelf);
    await userEvent.type(fromShelf, '7');
    await userEvent.tab();
    expect(within(dialog).getByText('At most 6 free to pick')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pick/ }));
    expect(api.called('POST', 'tool_requests/40/pick/')).toHaveLength(0);
  });
});

describe("a request's picked stock", () => {
  it('names each pick by its item and bin, as the shelf shows it, not by its row number', async () => {
    signInContractor();
    const picked: ToolRequestDetail = {
      ...stockRequest,
      status: 'partly picked',
      status_display: 'Partly picked',
      lines: [{ ...stockRequest.lines[0], picked_quantity: 8, picks: [{ id: 5, item_id: 39, serial_number: '', name: '3/4 in EMT set-screw connector in bin S-A1', quantity: 8, shipped: false, received: false }] }],
    };
    stubApi({ 'GET stock_requests/': pagedAnswer([]), 'GET tool_requests/': pagedAnswer([]), 'GET tool_requests/40/': [200, picked] });
    renderRoutes(assetScreens, '/stock_requests?request_id=40');
    const dialog = await screen.findByRole('dialog', { name: 'Request TR-00040' }, { timeout: 5000 });
    expect(await within(dialog).findByText(/in bin S-A1 \(8\)/)).toBeTruthy();
    expect(within(dialog).queryByText(/#39/)).toBeNull();
  });
});
