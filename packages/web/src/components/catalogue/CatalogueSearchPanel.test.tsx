import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueItem, ItemDetail } from '@jobsite/core';
import { pagedAnswer, stubApi as stubRoutes } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import { EditManufacturerDialog } from './EditManufacturerDialog';
import { ItemDetailDialog } from './ItemDetailDialog';
import { CatalogueSearchPanel } from './CatalogueSearchPanel';

const item = (id: number, code: string): CatalogueItem => ({
  id,
  base_item_code: code,
  product_code: '012345678905',
  description: `Item ${code}`,
  unit: 'FT',
  unit_price: 0.452,
  image_url: null,
  category: { id: 1, name: 'Conduit' },
  product_group: { id: 1, code: 'EMT', name: 'EMT Conduit' },
  manufacturer: { id: 5, name: 'Allied Tube & Conduit' },
  options: [
    { id: 10 + id, name: 'Per foot', package_quantity: 1, is_default: false },
    { id: 20 + id, name: '10 ft stick', package_quantity: 10, is_default: true },
  ],
});

function stubApi(routes: Record<string, unknown>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const key = Object.keys(routes).find((k) => url.includes(k));
      return new Response(JSON.stringify(key ? routes[key] : {}), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const noOptions: [number, unknown] = [200, { categories: [], manufacturers: [], price_range: { min: null, max: null } }];

// jsdom lays nothing out; give elements a size so the virtualised list renders rows.
const sizes = ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const;
const original = sizes.map((p) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, p));
beforeAll(() => sizes.forEach((p) => Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => 600 })));
afterAll(() =>
  sizes.forEach((p, i) => {
    const descriptor = original[i];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, p, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
  }),
);
afterEach(() => vi.unstubAllGlobals());

describe('CatalogueSearchPanel', () => {
  it('shows results and hands the picked item with its default package to onPick', async () => {
    const calls = stubApi({
      'searchproduct/': { count: 2, next: null, previous: null, results: [item(1, 'ATC-EMT050'), item(2, 'ATC-EMT075')] },
      'GetProdSearchOptions/': { categories: [], manufacturers: [], price_range: { min: null, max: null } },
    });
    const onPick = vi.fn();
    renderWithProviders(<CatalogueSearchPanel onPick={onPick} pickLabel="Add" />);
    await screen.findByText('2 items');
    fireEvent.click(screen.getByRole('button', { name: 'Add ATC-EMT075' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), expect.objectContaining({ id: 22, name: '10 ft stick' }));
    const search = calls.find((c) => c.url.includes('searchproduct/'))!;
    expect(search.init.method).toBe('POST');
    expect(JSON.parse(String(search.init.body))).toEqual({ search_text: '', category_id: null, manufacturer_id: null, unit_price: null });
  });
});

describe('CatalogueSearchPanel empty and error states', () => {
  it('says nothing matches and what to do, and Clear filters searches the whole catalogue again', async () => {
    const api = stubRoutes({
      'POST searchproduct/': (body) => ((body as { search_text: string }).search_text ? pagedAnswer([]) : pagedAnswer([item(1, 'ATC-EMT050')])),
      'GET GetProdSearchOptions/': noOptions,
    });
    renderWithProviders(<CatalogueSearchPanel onPick={() => {}} />);
    await screen.findByText('1 item');
    fireEvent.change(screen.getByLabelText('Search catalogue'), { target: { value: 'zzqqxx' } });
    await screen.findByText('No catalogue items match. Check the number, type fewer words, or clear the filters.');
    expect(screen.queryByRole('list', { name: 'Catalogue results' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('button', { name: 'View ATC-EMT050' });
    expect((screen.getByLabelText('Search catalogue') as HTMLInputElement).value).toBe('');
    expect(api.called('POST', 'searchproduct/').map((c) => (c.body as { search_text: string }).search_text)).toEqual(['', 'zzqqxx']);
  });

  it('says the search failed and why, and Try again searches again', async () => {
    let fail = true;
    const api = stubRoutes({
      'POST searchproduct/': () => (fail ? [503, { detail: 'Service unavailable' }] : pagedAnswer([item(1, 'ATC-EMT050')])),
      'GET GetProdSearchOptions/': noOptions,
    });
    renderWithProviders(<CatalogueSearchPanel onPick={() => {}} />);
    await screen.findByText('The catalogue could not be searched', {}, { timeout: 5000 });
    const asked = api.called('POST', 'searchproduct/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'View ATC-EMT050' });
    expect(screen.queryByText('The catalogue could not be searched')).toBeNull();
    expect(api.called('POST', 'searchproduct/').length).toBe(asked + 1);
  });
});

describe('ItemDetailDialog error states', () => {
  it("says when the item could not be loaded, in the server's words, instead of loading for ever", async () => {
    stubRoutes({ 'GET GetItemDetail/': [404, { detail: 'Not found.' }], 'GET GetBuyerRelatedProd/': pagedAnswer([]) });
    renderWithProviders(<ItemDetailDialog itemId={1} onClose={() => {}} />);
    const state = (await screen.findByText('This item could not be loaded', {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(state.textContent).toContain('Not found.');
  });

  it('says the related items could not be loaded rather than that there are none', async () => {
    const detail: ItemDetail = { ...item(1, 'ATC-EMT050'), spec_data: {}, link: '', manufacturers: [], owner_company: null, can_edit: false, contract_prices: [] };
    stubRoutes({ 'GET GetItemDetail/': [200, detail], 'GET GetBuyerRelatedProd/': [500, { detail: 'Something went wrong.' }] });
    renderWithProviders(<ItemDetailDialog itemId={1} onClose={() => {}} />);
    await screen.findByText('Related items could not be loaded', {}, { timeout: 5000 });
    expect(screen.queryByText('No related items.')).toBeNull();
  });
});

describe('EditManufacturerDialog', () => {
  it('says No changes detected and sends nothing when the manufacturer is unchanged', async () => {
    const calls = stubApi({ 'GetProdSearchOptions/': { categories: [], manufacturers: [{ id: 5, name: 'Allied Tube & Conduit', item_count: 3 }], price_range: { min: 1, max: 2 } } });
    const detail: ItemDetail = { ...item(1, 'ATC-EMT050'), spec_data: {}, link: '', manufacturers: [{ id: 5, name: 'Allied Tube & Conduit', is_primary: true }], owner_company: null, can_edit: true, contract_prices: [] };
    renderWithProviders(<EditManufacturerDialog item={detail} opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('No changes detected');
    await waitFor(() => expect(calls.some((c) => c.url.includes('update_manufacturer'))).toBe(false));
  });
});
