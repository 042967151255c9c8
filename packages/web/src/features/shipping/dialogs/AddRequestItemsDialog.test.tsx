import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolRequestDetail, ToolRequestLine } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { shippingRoutesForTest } from '../test/routes';
import { shippingForm, signIn } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const line = (id: number, name: string, quantity: number): ToolRequestLine => ({
  id,
  model: { id: id + 10, code: `M-${id}`, name, unit: 'EA' },
  item: null,
  quantity,
  picked_quantity: quantity,
  shipped_quantity: 0,
  received_quantity: 0,
  picks: [],
  note: '',
});
const toolRequest: ToolRequestDetail = {
  id: 5,
  number: 'TR-00005',
  service: 'tool',
  request_type: 'non_return',
  status: 'picked',
  status_display: 'Picked',
  awaiting_approval: false,
  project: { id: 5, name: 'DMC Tower A', main_job_num: 'J-1042' },
  warehouse: { id: 2, name: 'Denver Tool Crib' },
  requested_by: { id: 7, name: 'Luis Navarro' },
  need_by_date: null,
  expected_return_date: null,
  submitted_on: '2026-11-20T14:00:00Z',
  created_at: '2026-11-20T14:00:00Z',
  line_count: 4,
  quantity: 10,
  picked_quantity: 10,
  shipped_quantity: 0,
  received_quantity: 0,
  notes: '',
  lines: [line(41, 'SDS-Plus hammer drill', 1), line(42, 'EMT hand bender 3/4 in', 2), line(43, '8 ft step ladder', 3), line(44, 'Cord reel', 4)], actions: [], history: [] };

const allOpen = { tool_request_id: 5, can_create: true, lines: toolRequest.lines.map((l) => ({ tool_request_line_id: l.id, open_quantity: l.quantity })) };

describe('add items from the request', () => {
  it('does not offer a line already shipped or on another form, and starts a line at what is still to go', async () => {
    signIn();
    const form = shippingForm({ shipping_items: [] });
    const open = { ...allOpen, lines: allOpen.lines.map((l) => (l.tool_request_line_id === 41 ? { ...l, open_quantity: 0 } : l.tool_request_line_id === 44 ? { ...l, open_quantity: 1 } : l)) };
    stubApi({ 'GET ShippingForms/12/get/': [200, form], 'GET tool_requests/5/': [200, toolRequest], 'GET ShippingForms/open_lines/': [200, open] });
    renderRoutes(shippingRoutesForTest, '/shipping/12/');
    await screen.findByRole('heading', { name: 'Shipping form SF-00012' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items from the request' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Cord reel' }));
    expect((within(dialog).getByRole('textbox', { name: 'Quantity of Cord reel' }) as HTMLInputElement).value).toBe('1');
    expect(within(dialog).queryByRole('checkbox', { name: 'SDS-Plus hammer drill' })).toBeNull();
  });

  it('ticks one line after another and sends each with its quantity', async () => {
    signIn();
    const form = shippingForm({ shipping_items: [] });
    const api = stubApi({ 'GET ShippingForms/12/get/': [200, form], 'GET tool_requests/5/': [200, toolRequest], 'GET ShippingForms/open_lines/': [200, allOpen], 'POST ShippingForms/12/update/': [200, form] });
    renderRoutes(shippingRoutesForTest, '/shipping/12/');
    await screen.findByRole('heading', { name: 'Shipping form SF-00012' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add items from the request' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '8 ft step ladder' }));
    const ladders = within(dialog).getByRole('textbox', { name: 'Quantity of 8 ft step ladder' });
    await userEvent.clear(ladders);
    await userEvent.type(ladders, '2');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'EMT hand bender 3/4 in' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cord reel' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cord reel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the form' }));
    await vi.waitFor(() => expect(api.called('POST', 'ShippingForms/12/update/')).toHaveLength(1));
    expect(api.called('POST', 'ShippingForms/12/update/')[0].body).toEqual({
      field_to_update: 'shipping_items',
      shipping_items: [
        { tool_request_line_id: 42, quantity: 2 },
        { tool_request_line_id: 43, quantity: 2 },
      ],
    });
  });
});
