import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quickStartChecklist } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { dashboardScreens } from '../routes';

const empty = pagedAnswer([]);
/** GET tool_access/ for a user without the warehouse role (a foreman, a buyer). */
const noWarehouse: [number, unknown] = [200, { warehouse: false }];

const order = (id: number, status: string, supplier: { id: number; name: string } | null) => ({
  id, po_number: status === 'pending' ? null : `PO-${id}`, status, status_display: status, project: { id: 1, name: 'Boulder Tech Office', main_job_num: 'J-1' }, buyer_company: { id: 1, name: 'Summit' },
  supplying_company: supplier, supplier, line_count: 2, total: 120.5, need_by_date: null, promised_date: null, created_at: '2026-11-01T00:00:00Z', submitted_at: null,
});
const request = { id: 4, number: 'TR-4', service: 'tool', request_type: 'non_return', status: 'submitted', status_display: 'Submitted', awaiting_approval: false, project: { id: 1, name: 'Boulder Tech Office', main_job_num: 'J-1' }, warehouse: null, requested_by: { id: 7, name: 'Fran Foreman' }, need_by_date: null, expected_return_date: null, submitted_on: '2026-11-20T00:00:00Z', created_at: '2026-11-20T00:00:00Z', line_count: 1, quantity: 2, picked_quantity: 0, shipped_quantity: 0, received_quantity: 0, notes: '' };
const tool = { id: 9, service: 'tool', model: { id: 1, code: 'HD-1', name: 'Hammer drill', unit: 'ea' }, model_type: 'tool', serial_number: 'SN-9', barcode: '', barcode_value: 'jobsite:item:9', status: 'ok', status_display: 'OK', quantity: 1, custodian: { id: 7, name: 'Fran' }, expected_return_date: '2026-11-01', expected_return_status: 'overdue', certification_due: null, calibration_due: null, certificate_url: '', checkout_refusal: null, kit_items: [], num_of_kit_items: 0, project_id: 1, project_name: 'Boulder Tech Office', project_main_job_num: 'J-1', project_field_leader: null, project_require_foremen_approval: false, daily_rate: 0, notes: '' };

const destinations = [
  { path: '/all_orders', element: <p>orders screen</p> },
  { path: '/project/po_daily_pending_process2/:orderId', element: <p>pending order screen</p> },
  { path: '/tool_requests', element: <p>tool requests screen</p> },
  { path: '/buyer_quotes', element: <p>quotes screen</p> },
];

afterEach(() => vi.unstubAllGlobals());

describe('dashboard sections', { timeout: 15_000 }, () => {
  it('asks each list for the default statuses of spec section 9 over the last 90 days', async () => {
    signInForTest({ services: { tool_services: true } });
    const api = stubApi({ 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    expect(await screen.findByText(/No open purchase orders in the last 90 days/, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(api.called('GET', 'tool_items/')).toHaveLength(1));
    const orders = api.called('GET', 'orders/')[0].query;
    expect(orders.get('status')).toBe('pending,ordered,order acknowledged,backordered,shipped complete');
    expect(orders.get('date_limit')).toBe('90');
    const quotes = api.called('GET', 'quotes/')[0].query;
    expect([quotes.get('status'), quotes.get('date_limit')]).toEqual(['editing,active', '90']);
    const requests = api.called('GET', 'tool_requests/')[0].query;
    expect([requests.get('status'), requests.get('date_limit'), requests.get('mine')]).toEqual(['submitted,partly shipped', '90', 'true']);
    expect(api.called('GET', 'tool_items/')[0].query.get('mine')).toBe('true');
    for (const name of ['My projects', 'Purchase orders', 'Quotes', 'Tool requests', 'My tools']) expect(screen.getByRole('heading', { name })).toBeTruthy();
  });

  it('lists everyone\'s tool requests for the warehouse role, which fulfils them, until Mine only is chosen', async () => {
    signInForTest({ services: { tool_services: true } });
    const api = stubApi({ 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': [200, { warehouse: true }], 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    const section = await screen.findByRole('region', { name: 'Tool requests' }, { timeout: 5000 });
    // the warehouse's empty list says what comes here and what to do next, as every section does
    expect(await within(section).findByText(/^No open tool requests waiting\. A job's request for tools appears here as it comes in\./)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Add a tool request to send tools to a job yourself.' }).getAttribute('href')).toBe('/dashboard?show_add_request_view=true');
    // Never asked with the default of a user without the role while the role was loading
    expect(api.called('GET', 'tool_requests/').map((c) => c.query.get('mine'))).toEqual([null]);
    await userEvent.click(within(section).getByText('Mine only'));
    await waitFor(() => expect(api.called('GET', 'tool_requests/').at(-1)!.query.get('mine')).toBe('true'));
    expect(await within(section).findByText('No request matches these filters.')).toBeTruthy();
  });

  it('keeps Mine only on by default when the role cannot be loaded', async () => {
    signInForTest({ services: { tool_services: true } });
    const api = stubApi({ 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': [403, { detail: 'Forbidden.' }], 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    const section = await screen.findByRole('region', { name: 'Tool requests' }, { timeout: 5000 });
    expect(await within(section).findByText(/No open tool requests of yours/)).toBeTruthy();
    expect(api.called('GET', 'tool_requests/').map((c) => c.query.get('mine'))).toEqual(['true']);
  });

  it('filters orders by status, search and age', async () => {
    signInForTest({ services: { tool_services: true } });
    const api = stubApi({ 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    const orders = await screen.findByRole('region', { name: 'Purchase orders' });
    await userEvent.click(within(orders).getByText('Backordered'));
    await userEvent.type(within(orders).getByRole('textbox', { name: 'Search purchase orders' }), 'PO-7');
    await userEvent.click(within(orders).getByText('Older than 90 days too'));
    await waitFor(() => {
      const last = api.called('GET', 'orders/').at(-1)!.query;
      expect([last.get('status'), last.get('search'), last.get('date_limit')]).toEqual(['pending,ordered,order acknowledged,shipped complete', 'PO-7', '0']);
    });
    expect(await within(orders).findByText('No order matches these filters.')).toBeTruthy();
  });

  it('filters quotes by age, as orders: older than 90 days too asks for all time', async () => {
    signInForTest({ services: { tool_services: true } });
    const api = stubApi({ 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    const quotes = await screen.findByRole('region', { name: 'Quotes' });
    expect(await within(quotes).findByText(/^No open quote requests in the last 90 days\./)).toBeTruthy();
    await userEvent.click(within(quotes).getByText('Older than 90 days too'));
    await waitFor(() => expect(api.called('GET', 'quotes/').at(-1)!.query.get('date_limit')).toBe('0'));
    expect(await within(quotes).findByText('No quote matches these filters.')).toBeTruthy();
  });

  it('opens a purchase order by the click rule: a pending order with a registered supplier on its screen, others on the orders screen', async () => {
    signInForTest({ services: { tool_services: true } });
    stubApi({
      'GET ListProject/': empty,
      'GET orders/': pagedAnswer([order(1, 'pending', { id: 3, name: 'Graybar' }), order(2, 'ordered', { id: 3, name: 'Graybar' })]),
      'GET quotes/': empty,
      'GET tool_access/': noWarehouse, 'GET tool_requests/': empty,
      'GET tool_items/': empty,
    });
    const { router } = renderRoutes([...dashboardScreens, ...destinations], '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /^PO PO-2/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/all_orders?order_id=2');
    await router.navigate('/dashboard');
    expect((await screen.findByRole('link', { name: 'PDF of PO PO-2' })).getAttribute('href')).toBe('/api/v1/GetDailyPDFPurchaseOrder/?purchase_order_id=2');
    expect(screen.queryByRole('link', { name: 'PDF of Draft #1' })).toBeNull();
    await router.navigate('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: /^Draft #1/ }));
    expect(router.state.location.pathname).toBe('/project/po_daily_pending_process2/1');
  });

  it("shows the user's tools with their expected return status and opens a request on the requests screen", async () => {
    signInForTest({ services: { tool_services: true } });
    stubApi({ 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': pagedAnswer([request]), 'GET tool_items/': pagedAnswer([tool]) });
    const { router } = renderRoutes([...dashboardScreens, ...destinations], '/dashboard');
    const tools = await screen.findByRole('region', { name: 'My tools' });
    expect(await within(tools).findByText('Overdue 2026-11-01')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: /^TR-4/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/tool_requests?request_id=4');
  });

  it('shows the setup steps left while the company is not set up', async () => {
    signInForTest({ services: { tool_services: true }, permissions: { allow_edit_all_tool_transfer: true, hide_project_material: false, allow_edit_all_orders: true, allow_manage_users: true, allow_manage_company: true } });
    const facts = { company_address: true, warehouse_with_bins: false, invite_users: true, project: true, bom: true, supplier: true, first_po: false };
    stubApi({ 'GET quick_start_checklist/': [200, quickStartChecklist(facts, false)], 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    const onboarding = await screen.findByRole('region', { name: 'Getting set up' }, { timeout: 5000 });
    expect(await within(onboarding).findByText('5 of 7 setup steps done')).toBeTruthy();
    expect(within(onboarding).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Set up a warehouse with bins', 'Send your first purchase order']);
    expect(within(onboarding).getByRole('link', { name: 'Quick start checklist' }).getAttribute('href')).toBe('/quick_start_checklist');
  });

  it('links only the setup steps left that the user may do: the warehouse crew reads the others without a link', async () => {
    signInForTest({ services: { tool_services: true }, permissions: { allow_edit_all_tool_transfer: true, hide_project_material: true, allow_edit_all_orders: false, allow_manage_users: false, allow_manage_company: false } });
    const facts = { company_address: true, warehouse_with_bins: false, invite_users: true, project: false, bom: true, supplier: true, first_po: false };
    stubApi({ 'GET quick_start_checklist/': [200, quickStartChecklist(facts, false)], 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    const onboarding = await screen.findByRole('region', { name: 'Getting set up' }, { timeout: 5000 });
    expect(await within(onboarding).findByText('4 of 7 setup steps done')).toBeTruthy();
    const left = within(onboarding).getAllByRole('listitem');
    expect(left.map((li) => li.textContent)).toEqual(['Set up a warehouse with bins (not for your user group)', 'Create a project', 'Send your first purchase order (not for your user group)']);
    expect(within(onboarding).queryByRole('link', { name: 'Set up a warehouse with bins' })).toBeNull();
    expect(within(onboarding).queryByRole('link', { name: 'Send your first purchase order' })).toBeNull();
    expect(within(onboarding).getByRole('link', { name: 'Create a project' }).getAttribute('href')).toBe('/projects');
  });

  it('hides the setup status once every step is done', async () => {
    signInForTest({ services: { tool_services: true } });
    const all = { company_address: true, warehouse_with_bins: true, invite_users: true, project: true, bom: true, supplier: true, first_po: true };
    const api = stubApi({ 'GET quick_start_checklist/': [200, quickStartChecklist(all, false)], 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    await screen.findByRole('heading', { name: 'Quotes' }, { timeout: 5000 });
    await waitFor(() => expect(api.called('GET', 'quick_start_checklist/')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Getting set up' })).toBeNull();
  });

  it('lists the product lists across projects and opens one on its BOM screen', async () => {
    signInForTest({ services: { tool_services: true } });
    const list = { id: 4, project_id: 9, project_name: 'Golden High School Science Wing', parent_id: null, name: 'Rough-in', description: '', completed: false, sub_list_count: 2, item_count: 12, tags: [{ id: 1, name: 'Urgent', color: 'red' }], shared_with: null, created_by: 'Dana', created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-20T00:00:00Z' };
    const api = stubApi({ 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': empty, 'GET tool_items/': empty, 'GET GetProjectProductList/': pagedAnswer([list]) });
    const { router } = renderRoutes([...dashboardScreens, { path: '/project/bom/:id', element: <p>bom screen</p> }], '/dashboard');
    const section = await screen.findByRole('region', { name: 'Project product lists' }, { timeout: 5000 });
    await userEvent.click(await within(section).findByRole('button', { name: /^Rough-in/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/project/bom/9?project_product_list_id=4');
    expect(api.called('GET', 'GetProjectProductList/')[0].query.get('project_id')).toBeNull();
  });

  it('leaves out the product lists for a group that hides the project material option', async () => {
    signInForTest({ services: { tool_services: true }, userGroupSettings: { hide_project_material: true } });
    const api = stubApi({ 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'My tools' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Project product lists' })).toBeNull();
    expect(api.called('GET', 'GetProjectProductList/')).toHaveLength(0);
  });

  it('leaves out the tool sections for a company without the tool service', async () => {
    signInForTest();
    const api = stubApi({ 'GET ListProject/': empty, 'GET orders/': empty, 'GET quotes/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Quotes' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My tools' })).toBeNull();
    expect(api.called('GET', 'tool_items/')).toHaveLength(0);
  });

  it('says when a section could not be loaded, and the others still show', async () => {
    signInForTest({ services: { tool_services: true } });
    stubApi({ 'GET ListProject/': empty, 'GET orders/': [500, { detail: 'boom' }], 'GET quotes/': empty, 'GET tool_access/': noWarehouse, 'GET tool_requests/': empty, 'GET tool_items/': empty });
    renderRoutes(dashboardScreens, '/dashboard');
    expect(await screen.findByText('Orders could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/No open quote requests/)).toBeTruthy();
  });
});
