import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SellerProductList } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { SellerListsPage } from './SellerListsPage';

afterEach(() => vi.unstubAllGlobals());

const shared = (id: number, name: string, extra: Partial<SellerProductList> = {}): SellerProductList => ({
  id,
  project_id: 9,
  project_name: 'Calgary DC',
  buyer: { id: 3, name: 'Northwind Electric' },
  name,
  description: '',
  completed: false,
  item_count: 1,
  parent_id: null,
  sub_list_count: 0,
  updated_at: '2026-11-20T10:00:00Z',
  ...extra,
});

describe('the supplier’s shared lists', () => {
  it('opens a shared list with its sublists, and a sublist with the way back to its parent', async () => {
    const item = { id: 70, list_id: 6, code: '', description: 'Temporary panel 100 A', manufacturer: '', unit: 'EA', quantity: 1, is_cable: false, seller_note: '', rental_start_date: null, rental_end_date: null };
    const api = stubApi({
      'GET GetProjectProductListItemSeller/': (_b, url) =>
        url.searchParams.get('list_id') === '5' ? [200, { list: shared(5, 'Switchgear room', { sub_list_count: 1, item_count: 0 }), results: [] }] : [200, { list: shared(6, 'Panel L2-A', { parent_id: 5 }), results: [item] }],
      'GET GetSubProductListSeller/': [200, { results: [shared(6, 'Panel L2-A', { parent_id: 5 })] }],
    });
    renderRoutes([{ path: '/project_list_seller', element: <SellerListsPage /> }], '/project_list_seller?list_id=5');
    expect(await screen.findByRole('heading', { name: 'Switchgear room' })).toBeTruthy();
    const subs = await screen.findByRole('group', { name: 'Sublists' });
    await userEvent.click(await within(subs).findByText('Panel L2-A'));
    expect(await screen.findByRole('heading', { name: 'Panel L2-A' })).toBeTruthy();
    expect(await screen.findByText('Temporary panel 100 A')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the parent list' }).getAttribute('href')).toBe('/project_list_seller?list_id=5');
    // a list without sublists does not ask for them
    expect(api.called('GET', 'GetSubProductListSeller/').map((c) => c.query.get('list_id'))).toEqual(['5']);
  });

  it('lists the shared lists as rows: list, customer, project, items, sublists, status; a name or a click on the row opens one', async () => {
    stubApi({
      'GET GetProjectProductListSeller/': pagedAnswer([shared(5, 'Switchgear room', { sub_list_count: 2, item_count: 0 }), shared(7, 'Lighting', { completed: true })]),
      'GET GetProjectProductListItemSeller/': [200, { list: shared(7, 'Lighting', { completed: true }), results: [] }],
    });
    renderRoutes([{ path: '/project_list_seller', element: <SellerListsPage /> }], '/project_list_seller');
    const table = await screen.findByRole('table', { name: 'Shared lists' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Switchgear room', 'Northwind Electric', 'Calgary DC', '0 items', '2', 'Open']);
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Lighting', 'Northwind Electric', 'Calgary DC', '1 item', '—', 'Completed']);
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Lighting' }));
    expect(await screen.findByRole('heading', { name: 'Lighting' })).toBeTruthy();
    expect(await screen.findByText('Your customer has not put items on this list yet: check back later.')).toBeTruthy();
  });

  it('writes an item\'s quantity with thousands separators and its unit', async () => {
    const wire = { id: 71, list_id: 6, code: 'THHN-12', description: 'THHN 12 AWG black', manufacturer: 'Southwire', unit: 'FT', quantity: 1200, is_cable: true, seller_note: '', rental_start_date: null, rental_end_date: null };
    stubApi({ 'GET GetProjectProductListItemSeller/': [200, { list: shared(6, 'Panel L2-A'), results: [wire] }] });
    renderRoutes([{ path: '/project_list_seller', element: <SellerListsPage /> }], '/project_list_seller?list_id=6');
    expect(await screen.findByText('Southwire · 1,200 FT')).toBeTruthy();
  });

  it('says what to expect when no customer has shared a list, and when a search finds none', async () => {
    stubApi({ 'GET GetProjectProductListSeller/': pagedAnswer([]) });
    renderRoutes([{ path: '/project_list_seller', element: <SellerListsPage /> }], '/project_list_seller');
    expect(await screen.findByText('No customer has shared a product list with you yet. A customer shares one from its project BOM (Share with a supplier).')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search shared lists' }), { target: { value: 'panel' } });
    expect(await screen.findByText('No shared list matches this search.', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('says the shared lists could not be loaded, with Try again', async () => {
    let fail = true;
    const api = stubApi({
      'GET GetProjectProductListSeller/': () => (fail ? [403, { detail: 'You do not have permission to perform this action.' }] : pagedAnswer([shared(5, 'Switchgear room')])),
    });
    renderRoutes([{ path: '/project_list_seller', element: <SellerListsPage /> }], '/project_list_seller');
    expect(await screen.findByText('Shared lists could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Switchgear room' })).toBeTruthy();
    expect(api.called('GET', 'GetProjectProductListSeller/')).toHaveLength(2);
  });
});
