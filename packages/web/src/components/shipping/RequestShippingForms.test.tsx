import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { RequestShippingForms } from './RequestShippingForms';

afterEach(() => vi.unstubAllGlobals());

const summary = { id: 12, number: 'SF-00012', status: 'in transit', status_display: 'In transit', tool_request: { id: 5, number: 'TR-00005' }, project: { id: 2, name: 'DMC' }, pickup_warehouse: null, shipping_date: '2026-03-04', shipping_address_display: '', delivery_by: 'Metro carriers', item_count: 2, is_return: false, updated_at: '' };
const render = () => renderRoutes([{ path: '/tool_requests', element: <RequestShippingForms requestId={5} /> }, { path: '/shipping/:shippingFormID/', element: <p>Form page</p> }], '/tool_requests');

describe("a tool request's shipping forms", () => {
  it('lists them with their status, each opening in a new tab; no create button for a user outside the warehouse', async () => {
    const api = stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET ShippingForms/list/': pagedAnswer([summary]) });
    render();
    const link = await screen.findByRole('link', { name: /SF-00012/ });
    expect(link.getAttribute('href')).toBe('/shipping/12/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('In transit')).toBeTruthy();
    expect(api.called('GET', 'ShippingForms/list/')[0].query.get('tool_request_id')).toBe('5');
    await waitFor(() => expect(api.called('GET', 'tool_access/')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Create shipping form' })).toBeNull();
  });

  it('lets the warehouse create one and opens it', async () => {
    const api = stubApi({
      'GET tool_access/': [200, { warehouse: true }],
      'GET ShippingForms/list/': pagedAnswer([]),
      'GET ShippingForms/open_lines/': [200, { tool_request_id: 5, can_create: true, lines: [{ tool_request_line_id: 51, open_quantity: 2 }] }],
      'POST ShippingForms/create/': [201, { id: 14, number: 'SF-00014' }],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Create shipping form' }));
    expect(await screen.findByText('Form page')).toBeTruthy();
    expect(api.called('POST', 'ShippingForms/create/')[0].body).toEqual({ tool_request_id: 5 });
  });

  it('offers no create once everything on the request is on a form (a return request after Create return)', async () => {
    const api = stubApi({
      'GET tool_access/': [200, { warehouse: true }],
      'GET ShippingForms/list/': pagedAnswer([{ ...summary, id: 13, number: 'SF-00013', status: 'pending', status_display: 'Pending', is_return: true }]),
      'GET ShippingForms/open_lines/': [200, { tool_request_id: 5, can_create: false, lines: [{ tool_request_line_id: 51, open_quantity: 0 }] }],
    });
    render();
    expect(await screen.findByRole('link', { name: /Return SF-00013/ })).toBeTruthy();
    await waitFor(() => expect(api.called('GET', 'ShippingForms/open_lines/')).toHaveLength(1));
    expect(api.called('GET', 'ShippingForms/open_lines/')[0].query.get('tool_request_id')).toBe('5');
    expect(screen.queryByRole('button', { name: 'Create shipping form' })).toBeNull();
  });
});
