import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { assetScreens } from '../routes';
import type { ToolItem } from '@jobsite/core';
import { item as shelfItem, signInContractor } from '../test-fixtures';

/** A drill on the shelf, or out on a job with Luis Navarro (overdue). */
const item = (id: number, project: { id: number; name: string } | null, over: Partial<ToolItem> = {}): ToolItem =>
  shelfItem(id, {
    ...(project
      ? { bin: null, project, custodian: { id: 7, name: 'Luis Navarro' }, expected_return_date: '2026-01-02', expected_return_status: 'overdue', project_id: project.id, project_name: project.name }
      : {}),
    ...over,
  });

afterEach(() => vi.unstubAllGlobals());

describe('tool items', () => {
  it('lists items with where they are and their return status, filters by status on the server, and says what to do when empty', async () => {
    signInContractor();
    const api = stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': (_b, url) =>
        url.searchParams.get('status') === 'need repair'
          ? pagedAnswer([])
          : pagedAnswer([item(1, { id: 5, name: 'DMC Tower A' }), item(2, null)]),
    });
    renderRoutes(assetScreens, '/tool_items');
    // the first screen loads its code lazily: give it longer than the default second on a busy machine
    expect(await screen.findByText('Overdue 2026-01-02', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Denver Tool Crib · bin D-A1')).toBeTruthy();
    expect(screen.getByText('DMC Tower A')).toBeTruthy();
    expect(api.called('GET', 'tool_items/')[0].query.get('service')).toBe('tool');
    // no warehouse role: no Add item, no Change warehouse
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change warehouse' })).toBeNull();
    await userEvent.click(screen.getByText('Needs repair'));
    expect(await screen.findByText('No item matches these filters.')).toBeTruthy();
  });

  it("shows one model's items on ?model_id= (a model's N of M available), and the filter clears", async () => {
    signInContractor();
    const api = stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_items/': pagedAnswer([item(2, null)]) });
    const { router } = renderRoutes(assetScreens, '/tool_items?model_id=3');
    expect(await screen.findByText('Model: SDS-Plus hammer drill', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.called('GET', 'tool_items/')[0].query.get('model_id')).toBe('3');
    await userEvent.click(screen.getByText('Model: SDS-Plus hammer drill'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('model_id')).toBeNull());
    await waitFor(() => expect(api.called('GET', 'tool_items/').at(-1)?.query.get('model_id')).toBeNull());
  });

  it('starts a return only for items of one project, with the spec message otherwise', async () => {
    signInContractor();
    const api = stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': pagedAnswer([item(1, { id: 5, name: 'DMC Tower A' }), item(2, { id: 6, name: 'Parking' })]),
      'POST tool_requests/start_return/': [201, { id: 40, number: 'RT-00040' }],
    });
    renderRoutes(assetScreens, '/tool_items');
    await screen.findByText('Parking', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Start return' }));
    expect(await screen.findByText('Please select item(s)')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select SDS-Plus hammer drill HD-001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select SDS-Plus hammer drill HD-002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start return' }));
    expect(await screen.findByText('Please select tools from the same project')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select SDS-Plus hammer drill HD-002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start return request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start return' }));
    await waitFor(() => expect(api.called('POST', 'tool_requests/start_return/')).toHaveLength(1));
    expect(api.called('POST', 'tool_requests/start_return/')[0].body).toEqual({ item_ids: [1] });
  });
});

describe('starting a return of stock', () => {
  it('asks how much of each stock row goes back, refuses 0 and more than is on the job, and sends the quantities', async () => {
    signInContractor();
    const wire = { id: 8, code: 'THHN-12', name: 'THHN 12 AWG', unit: 'FT' };
    const job = { id: 5, name: 'DMC Tower A' };
    const api = stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': pagedAnswer([item(46, job, { service: 'stock', model: wire, serial_number: 'R-46', quantity: 1200 }), item(47, job, { service: 'stock', model: wire, serial_number: 'R-47', quantity: 300 })]),
      'POST tool_requests/start_return/': [201, { id: 41, number: 'RT-00041' }],
    });
    renderRoutes(assetScreens, '/stock_items');
    await screen.findByText('1,200 FT', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select THHN 12 AWG R-46' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select THHN 12 AWG R-47' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start return request' });
    const first = within(dialog).getByRole('textbox', { name: 'Quantity of THHN 12 AWG R-46 to return' });
    // each row starts whole
    expect((first as HTMLInputElement).value).toBe('1,200');
    expect((within(dialog).getByRole('textbox', { name: 'Quantity of THHN 12 AWG R-47 to return' }) as HTMLInputElement).value).toBe('300');
    await userEvent.clear(first);
    await userEvent.type(first, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start return' }));
    expect(await within(dialog).findByText('Quantity must be greater than 0')).toBeTruthy();
    await userEvent.clear(first);
    await userEvent.type(first, '1500');
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start return' }));
    expect(await within(dialog).findByText('THHN 12 AWG: at most 1,200.')).toBeTruthy();
    expect(api.called('POST', 'tool_requests/start_return/')).toHaveLength(0);
    await userEvent.clear(first);
    await userEvent.type(first, '200');
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start return' }));
    await waitFor(() => expect(api.called('POST', 'tool_requests/start_return/')).toHaveLength(1));
    expect(api.called('POST', 'tool_requests/start_return/')[0].body).toEqual({
      item_ids: [46, 47],
      quantities: [
        { item_id: 46, quantity: 200 },
        { item_id: 47, quantity: 300 },
      ],
    });
  });
});

describe('the items table', () => {
  it('shows item, serial #, status, where it is, who has it and when it is due back; a click on a row opens the item, a click on its checkbox only selects it', async () => {
    signInContractor();
    const api = stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': [200, { count: 3, next: 'http://localhost/api/v1/tool_items/?page=2', previous: null, results: [item(1, { id: 5, name: 'DMC Tower A' }), item(2, null, { serial_number: '', num_of_kit_items: 3 })] }],
      'GET tool_items/1/': [200, { ...item(1, { id: 5, name: 'DMC Tower A' }), history: [] }],
    });
    const { router } = renderRoutes(assetScreens, '/tool_items');
    const table = await screen.findByRole('table', { name: 'Tool items' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Item', 'Serial # / barcode', 'Status', 'Location / job', 'Assigned to', 'Expected return']);
    const [, onJob, inCrib] = within(table).getAllByRole('row');
    expect(within(onJob).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', 'SDS-Plus hammer drill', 'HD-001', 'OK', 'DMC Tower A', 'Luis Navarro', 'Overdue 2026-01-02']);
    expect(within(inCrib).getAllByRole('cell').map((c) => c.textContent)).toEqual(['', 'SDS-Plus hammer drill', 'kit of 3', 'OK', 'Denver Tool Crib · bin D-A1', '—', '—']);
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();

    await userEvent.click(within(onJob).getByRole('checkbox', { name: 'Select SDS-Plus hammer drill HD-001' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(api.called('GET', 'tool_items/1/')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(onJob).getByText('DMC Tower A'));
    expect(await screen.findByRole('dialog', { name: 'SDS-Plus hammer drill HD-001' })).toBeTruthy();
    expect(router.state.location.search).toBe('?item_id=1');
  });

  it('writes the item\'s daily rate as every amount reads, thousands separated', async () => {
    signInContractor();
    const lift = item(4, null, { model: { id: 6, code: 'SL-19', name: 'Scissor lift', unit: 'EA' }, daily_rate: 1250 });
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_items/': pagedAnswer([lift]), 'GET tool_items/4/': [200, { ...lift, history: [] }] });
    renderRoutes(assetScreens, '/tool_items?item_id=4');
    const dialog = await screen.findByRole('dialog', { name: 'Scissor lift HD-004' }, { timeout: 5000 });
    expect((await within(dialog).findByText('Daily rate')).nextElementSibling?.textContent).toBe('$1,250.00');
  });

  it('writes a stock item\'s quantity with thousands separators and its unit', async () => {
    signInContractor();
    stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': pagedAnswer([item(46, null, { service: 'stock', model: { id: 8, code: 'THHN-12', name: 'THHN 12 AWG', unit: 'FT' }, serial_number: 'R-46', quantity: 1500 })]),
    });
    renderRoutes(assetScreens, '/stock_items');
    const table = await screen.findByRole('table', { name: 'Stock items' }, { timeout: 5000 });
    // the count has its own column, named for what it is
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Item', 'Quantity', 'Serial # / barcode', 'Status', 'Location / job', 'Assigned to', 'Expected return']);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(1, 4)).toEqual(['THHN 12 AWG', '1,500 FT', 'R-46']);
  });

  it('opens /stock_items?location=out on the On jobs filter, and keeps Where in the URL as it changes', async () => {
    signInContractor();
    const api = stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_items/': pagedAnswer([item(46, { id: 5, name: 'DMC Tower A' }, { service: 'stock' })]) });
    const { router } = renderRoutes(assetScreens, '/stock_items?location=out');
    await screen.findByRole('table', { name: 'Stock items' }, { timeout: 5000 });
    expect(api.called('GET', 'tool_items/')[0].query.get('location')).toBe('out');
    expect((screen.getByRole('radio', { name: 'On jobs' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByText('In warehouse'));
    expect(new URLSearchParams(router.state.location.search).get('location')).toBe('in');
    await waitFor(() => expect(api.called('GET', 'tool_items/').at(-1)?.query.get('location')).toBe('in'));
    await userEvent.click(screen.getByText('All'));
    expect(new URLSearchParams(router.state.location.search).has('location')).toBe(false);
    await waitFor(() => expect(api.called('GET', 'tool_items/').at(-1)?.query.has('location')).toBe(false));
  });

  it('shows an item without a serial number by its own barcode, never by the label\'s scan code', async () => {
    signInContractor();
    const wire = { id: 8, code: 'THHN-12', name: 'THHN 12 AWG', unit: 'FT' };
    stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': pagedAnswer([
        item(46, null, { service: 'stock', model: wire, serial_number: '', quantity: 1000 }),
        item(47, null, { service: 'stock', model: wire, serial_number: '', barcode: 'BC-47', barcode_value: 'BC-47', quantity: 1500 }),
      ]),
    });
    renderRoutes(assetScreens, '/stock_items');
    const table = await screen.findByRole('table', { name: 'Stock items' }, { timeout: 5000 });
    const [, noCode, barcoded] = within(table).getAllByRole('row');
    expect(within(noCode).getAllByRole('cell')[3].textContent).toBe('—');
    expect(within(barcoded).getAllByRole('cell')[3].textContent).toBe('BC-47');
    expect(within(table).queryByText(/jobsite:item:/)).toBeNull();
  });

  it('shows a dash for a tool with neither serial number nor barcode', async () => {
    signInContractor();
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_items/': pagedAnswer([item(3, null, { serial_number: '' })]) });
    renderRoutes(assetScreens, '/tool_items');
    const table = await screen.findByRole('table', { name: 'Tool items' }, { timeout: 5000 });
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[2].textContent).toBe('—');
  });

  it('says when the items could not be loaded, with Try again', async () => {
    signInContractor();
    let fail = true;
    stubApi({
      'GET tool_access/': [200, { warehouse: false }],
      'GET tool_items/': () => (fail ? [403, { detail: 'You do not have permission to perform this action.' }] : pagedAnswer([item(1, { id: 5, name: 'DMC Tower A' })])),
    });
    renderRoutes(assetScreens, '/tool_items');
    expect(await screen.findByText('Items could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Tool items' })).toBeTruthy();
  });
});

describe('the asset screens for those without the service', () => {
  it('tells a supplier the area is not theirs, without calling the API', async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({});
    renderRoutes(assetScreens, '/tool_items');
    // The screen's heading, as every screen has one.
    expect(await screen.findByRole('heading', { level: 1, name: 'This area is not available to you' })).toBeTruthy();
    expect(screen.getByText('Warehouse requests and assets belong to contractors.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/orders');
    expect(api.calls).toEqual([]);
  });

  it('tells a contractor without inventory that stock is off', async () => {
    signInForTest({ services: { tool_services: true } });
    stubApi({});
    renderRoutes(assetScreens, '/stock_orders');
    expect(await screen.findByText('Your company does not use inventory. An administrator can turn the service on in company settings.')).toBeTruthy();
  });
});
