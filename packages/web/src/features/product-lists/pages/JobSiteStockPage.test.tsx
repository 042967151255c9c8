import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobSiteStockItem } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { productListScreens } from '../routes';

afterEach(() => vi.unstubAllGlobals());

const STOCK = 'ProjectProductList/job_warehouse_stock_items/';

/** A stock row as the server answers it; override what a test is about. */
const stockRow = (overrides: Partial<JobSiteStockItem> = {}): JobSiteStockItem => ({
  list_item_id: 31,
  project: { id: 9, name: 'Calgary DC Phase 1 - Warehouse' },
  list_id: 5,
  list_name: 'Switchgear room',
  code: 'BPT-ESC050',
  description: '1/2 in EMT set screw connector',
  unit: 'EA',
  bin: { id: 3, code: 'SG-1', name: 'Switchgear shelf' },
  quantity_on_site: 12,
  quantity: 1502.5,
  ordered: 1500,
  on_order: 1500,
  remaining: 2.5,
  ...overrides,
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('job-site stock', { timeout: 15_000 }, () => {
  it('lists what is on site as table rows: code over item, bin, project over list, on site, ordered, still to order, unit; Receive and Bin side by side open their dialogs', async () => {
    signInForTest();
    stubApi({
      // 100 more of the connector are on a draft order: 1,600 may arrive, and nothing is left to order
      [`GET ${STOCK}`]: pagedAnswer([stockRow({ on_order: 1600, remaining: 0 }), stockRow({ list_item_id: 32, code: '', description: 'Pull box 12x12', unit: 'FT', bin: null, quantity_on_site: 0, quantity: 40, ordered: 40, on_order: 40, remaining: 0 })], 5, 'http://localhost/api/v1/ProjectProductList/job_warehouse_stock_items/?page=2'),
      'GET ProjectProductList/job_site_bins/': [200, { results: [] }],
    });
    renderRoutes(productListScreens, '/job_warehouse_stock_items');
    const table = await screen.findByRole('table', { name: 'Job-site stock' }, { timeout: 8000 });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(within(head!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Item', 'Bin', 'Project / list', 'On site', 'Ordered', 'Still to order', 'Unit', '']);
    expect(cells(first!)).toEqual(['BPT-ESC0501/2 in EMT set screw connector', 'Bin SG-1', 'Calgary DC Phase 1 - WarehouseSwitchgear room', '12', '1,500', '0', 'EA', 'ReceiveBin']);
    expect(cells(second!)).toEqual(['CustomPull box 12x12', 'No bin', 'Calgary DC Phase 1 - WarehouseSwitchgear room', '0', '40', '0', 'FT', 'ReceiveBin']);
    expect(within(first!).getByRole('link', { name: 'Switchgear room' }).getAttribute('href')).toBe('/project/bom/9?project_product_list_id=5&item_id=31');
    expect(screen.getByText('Showing 2 of 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();

    // The two buttons sit in one row that does not wrap: stacked, they made every row twice as tall.
    const actions = within(first!).getByRole('button', { name: 'Receive' }).parentElement!;
    expect(actions).toBe(within(first!).getByRole('button', { name: 'Bin' }).parentElement);
    expect(actions.style.getPropertyValue('--group-wrap')).toBe('nowrap');
    await userEvent.click(within(first!).getByRole('button', { name: 'Receive' }));
    const receive = await screen.findByRole('dialog', { name: 'Receive on site' });
    expect(within(receive).getByText('BPT-ESC050 · 1/2 in EMT set screw connector: 12 of 1,502.5 EA on site.')).toBeTruthy();
    fireEvent.change(within(receive).getByLabelText('Quantity received (EA)'), { target: { value: '1589' } });
    await userEvent.click(within(receive).getByRole('button', { name: 'Receive' }));
    expect(await within(receive).findByText('Only 1,588 EA more can arrive: 1,600 EA listed or ordered, 12 on site already.')).toBeTruthy();
    await userEvent.click(within(receive).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(second!).getByRole('button', { name: 'Bin' }));
    expect(await screen.findByRole('dialog', { name: 'Bin location update' })).toBeTruthy();
  });

  it('a list links to its BOM view, or for a group that hides project material (refused the BOM) to the list’s job-site stock', async () => {
    signInForTest({ permissions: { hide_project_material: true }, userGroupSettings: { hide_project_material: true } });
    stubApi({ [`GET ${STOCK}`]: pagedAnswer([stockRow()]), 'GET ProjectProductList/job_site_bins/': [200, { results: [] }] });
    renderRoutes(productListScreens, '/job_warehouse_stock_items');
    const table = await screen.findByRole('table', { name: 'Job-site stock' }, { timeout: 8000 });
    expect(within(table).getByRole('link', { name: 'Switchgear room' }).getAttribute('href')).toBe('/job_warehouse_stock_items?project_id=9&list_id=5');
  });

  it('says what to do when nothing is on site, and that nothing matches when filtered', async () => {
    signInForTest();
    stubApi({ [`GET ${STOCK}`]: pagedAnswer([]) });
    const { unmount } = renderRoutes(productListScreens, '/job_warehouse_stock_items');
    expect(
      await screen.findByText('Nothing is on a job site yet. Material arrives on site from a product list: open the list on the project BOM and choose Receive on site.', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderRoutes(productListScreens, '/job_warehouse_stock_items?search=no-such-item');
    expect(await screen.findByText('Nothing on site matches these filters: change or clear them.', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the stock could not be loaded, and Try again asks again', async () => {
    signInForTest();
    let fail = true;
    const api = stubApi({ [`GET ${STOCK}`]: () => (fail ? [403, { detail: 'You do not have permission to perform this action.' }] : pagedAnswer([stockRow()])) });
    renderRoutes(productListScreens, '/job_warehouse_stock_items');
    expect(await screen.findByText('Job-site stock could not be loaded', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Job-site stock' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(api.called('GET', STOCK)).toHaveLength(2);
  });
});
