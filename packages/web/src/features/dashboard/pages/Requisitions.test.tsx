import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requisitionAbilities } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { FakeSocket } from '../../../test/fake-socket';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { dashboardScreens } from '../routes';

const empty = pagedAnswer([]);

const summary = (id: number, status = 'submitted') => ({
  id, status, status_display: status, project: { id: 1, name: `Job ${id}`, main_job_num: 'J-1' }, requested_by: { id: 9, name: 'Fran Foreman' }, need_by_date: '2026-12-01', note: 'Level 2',
  line_count: 1, preview: 'EMT connectors', decided_by: null, decided_at: null, decision_note: '', purchase_order_id: null, tool_request_id: null, created_at: '2026-11-25T10:00:00Z',
});
const detail = (status: 'submitted' | 'approved' | 'ordered', extra: object = {}) => ({
  ...summary(1, status), lines: [{ id: 1, kind: 'free_text', base_item_id: null, project_product_list_item_id: null, description: 'EMT connectors', code: '', unit: 'EA', quantity: 40, note: '', cart_item_id: null }],
  abilities: requisitionAbilities(status, { requester: false, purchaser: true }), ...extra,
});

const base = { 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET quick_start_checklist/': [404, { detail: 'Not found.' }] as [number, unknown] };

afterEach(() => vi.unstubAllGlobals());

describe('dashboard: material requisitions', { timeout: 20_000 }, () => {
  it('asks for the waiting and approved ones, searches, narrows to mine, and refreshes when a requisition event arrives', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    signInForTest();
    let rows = [summary(1)];
    const api = stubApi({ ...base, 'GET material_requisitions/': () => pagedAnswer(rows) });
    renderRoutes(dashboardScreens, '/dashboard');
    const section = await screen.findByRole('region', { name: 'Material requisitions' }, { timeout: 5000 });
    expect(await within(section).findByRole('button', { name: /^#1 · Job 1/ })).toBeTruthy();
    expect(api.called('GET', 'material_requisitions/')[0].query.get('status')).toBe('submitted,approved');
    rows = [summary(2), summary(1)];
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    act(() => FakeSocket.last!.push({ type: 'requisition', requisition_id: 2, status: 'submitted' }));
    expect(await within(section).findByRole('button', { name: /^#2 · Job 2/ })).toBeTruthy();
    await userEvent.type(within(section).getByRole('textbox', { name: 'Search requisitions' }), 'EMT');
    await userEvent.click(within(section).getByText('Mine only'));
    await waitFor(() => {
      const q = api.called('GET', 'material_requisitions/').at(-1)!.query;
      expect([q.get('search_text'), q.get('user_id')]).toEqual(['EMT', '7']);
    });
  });

  it('shows the loaded rows but the last five while more remain (spec: list view limit is the loaded count minus 5)', async () => {
    signInForTest();
    const ten = Array.from({ length: 10 }, (_, i) => summary(i + 1));
    stubApi({ ...base, 'GET material_requisitions/': [200, { count: 12, next: 'http://localhost/api/v1/material_requisitions/?page=2', previous: null, results: ten }] });
    renderRoutes(dashboardScreens, '/dashboard');
    const section = await screen.findByRole('region', { name: 'Material requisitions' }, { timeout: 5000 });
    expect(await within(section).findByText('Showing 5 of 12')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
  });

  it('sends a free-text request, checked with core\'s schema first', async () => {
    signInForTest();
    const api = stubApi({
      ...base,
      'GET material_requisitions/': empty,
      'GET ListProject/': pagedAnswer([{ id: 1, name: 'Boulder Tech Office', main_job_num: 'J-1', is_group: false }]),
      'POST material_requisitions/': [201, detail('submitted')],
      'GET material_requisitions/1/': [200, detail('submitted')],
    });
    renderRoutes(dashboardScreens, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Request material' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Request material' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Choose the project the material is for.')).toBeTruthy();
    expect(api.called('POST', 'material_requisitions/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText(/^Project/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Boulder Tech Office · J-1', hidden: true }));
    await userEvent.type(within(dialog).getByLabelText('Material'), 'EMT connectors');
    const qty = within(dialog).getByLabelText('Quantity');
    await userEvent.clear(qty);
    await userEvent.type(qty, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.called('POST', 'material_requisitions/')).toHaveLength(1));
    expect(api.called('POST', 'material_requisitions/')[0].body).toMatchObject({ project_id: 1, lines: [{ description: 'EMT connectors', unit: 'EA', quantity: 40 }] });
    expect(await screen.findByRole('dialog', { name: 'Material requisition #1' })).toBeTruthy();
  });

  it('lets a purchaser approve, then turn it into a purchase order', async () => {
    signInForTest();
    let current = detail('submitted');
    const api = stubApi({
      ...base,
      'GET material_requisitions/': pagedAnswer([summary(1)]),
      'GET material_requisitions/1/': () => [200, current],
      'GET suppliers/': pagedAnswer([{ id: 3, name: 'Graybar', supplier_company: null, email: 'orders@graybar.example', account_number: '', phone: '', branch_count: 0 }]),
      'POST material_requisitions/1/approve/': () => ((current = detail('approved')), [200, current]),
      'POST material_requisitions/1/to_purchase_order/': () => ((current = detail('ordered', { purchase_order_id: 55 })), [200, { requisition: current, orders: [] }]),
    });
    renderRoutes(dashboardScreens, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /^#1 · Job 1/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Material requisition #1' });
    expect(within(dialog).queryByRole('button', { name: 'Turn into a purchase order' })).toBeNull();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Turn into a purchase order' }));
    await waitFor(() => expect(api.called('POST', 'material_requisitions/1/to_purchase_order/')).toHaveLength(1));
    expect(await within(dialog).findByRole('link', { name: 'Open the purchase order' })).toBeTruthy();
  });
  it('opens the requisition a notification links to (?requisition_id=), even one the status filter leaves out, and closing it drops the id', async () => {
    signInForTest();
    stubApi({ ...base, 'GET material_requisitions/': empty, 'GET material_requisitions/1/': [200, detail('ordered', { purchase_order_id: 55 })] });
    const { router } = renderRoutes(dashboardScreens, '/dashboard?requisition_id=1');
    const dialog = await screen.findByRole('dialog', { name: 'Material requisition #1' }, { timeout: 5000 });
    expect(within(dialog).getByText('EMT connectors')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
  it('offers a field group that hides project material no product-list lines (the server refuses it the lists), only the catalogue and free text', async () => {
    signInForTest({ permissions: { hide_project_material: true }, userGroupSettings: { hide_project_material: true } });
    const api = stubApi({ ...base, 'GET material_requisitions/': empty, 'GET ListProject/': pagedAnswer([{ id: 1, name: 'Boulder Tech Office', main_job_num: 'J-1', is_group: false }]) });
    renderRoutes(dashboardScreens, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Request material' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Request material' });
    const choices = within(dialog).getByRole('radiogroup', { name: 'What line 1 asks for' });
    expect(within(choices).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['free_text', 'catalogue']);
    expect(api.called('POST', 'SearchProjectProductListItem/')).toHaveLength(0);
  });
});
