import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueImport } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { catalogueRoutes } from '../routes';

const job = (id: number, over: Partial<CatalogueImport> = {}): CatalogueImport => ({
  id,
  kind: 'master',
  status: 'failed',
  file_name: `catalogue-${id}.csv`,
  buyer_company: null,
  total_rows: 2,
  processed_rows: 2,
  created_items: 0,
  updated_items: 0,
  prices_written: 0,
  errors: [{ line: 3, column: 'package_quantity', message: 'A valid number is required.' }],
  error_count: 1,
  detail: 'Nothing was imported: fix the rows listed and upload the file again.',
  created_at: '2026-12-02T09:53:00Z',
  finished_at: '2026-12-02T09:53:01Z',
  ...over,
});

describe('/price_file on a phone', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('lists recent imports as cards, each with its file, buyer, status, rows and time, not a table wider than the screen', async () => {
    signInForTest({ account: { is_staff: true } });
    stubApi({ 'GET price_file/imports/': pagedAnswer([job(1), job(2, { kind: 'price_file', status: 'completed', buyer_company: { id: 7, name: 'Summit Electrical Contractors' }, errors: [], error_count: 0 })]) });
    renderRoutes(catalogueRoutes, '/price_file');
    const list = await screen.findByRole('list', { name: 'Recent imports' });
    expect(screen.queryByRole('table', { name: 'Recent imports' })).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    for (const text of ['catalogue-1.csv', 'Master catalogue', 'Not imported']) expect(within(cards[0]).getByText(text), text).toBeTruthy();
    for (const text of ['catalogue-2.csv', 'Summit Electrical Contractors', 'Imported']) expect(within(cards[1]).getByText(text), text).toBeTruthy();
    for (const header of ['File', 'Buyer', 'Status', 'Rows', 'Uploaded']) expect(within(cards[0]).getByText(new RegExp(`^${header}:?$`)), header).toBeTruthy();
  });
});

const running = (status: CatalogueImport['status']): CatalogueImport =>
  job(7, { kind: 'price_file', status, file_name: 'harbor-2026.csv', buyer_company: { id: 4, name: 'Harbor Build Co' }, processed_rows: status === 'completed' ? 2 : 0, prices_written: status === 'completed' ? 2 : 0, errors: [], error_count: 0, detail: null, finished_at: status === 'completed' ? '2026-12-02T10:34:02Z' : null });

describe('price file imports', { timeout: 20_000 }, () => {
  it('keeps the recent imports current while one of them runs', async () => {
    signInForTest({ systemType: 'seller' });
    let asked = 0;
    const api = stubApi({ 'GET price_file/imports/': () => [200, pagedAnswer([running(asked++ < 1 ? 'importing' : 'completed')])[1]], 'GET price_file/buyer_companies/': [200, []] });
    renderRoutes(catalogueRoutes, '/price_file');
    const row = await screen.findByRole('row', { name: /harbor-2026\.csv/ }, { timeout: 5000 });
    expect(within(row).getByText('Importing…')).toBeTruthy();
    expect(await within(await screen.findByRole('row', { name: /harbor-2026\.csv.*Imported/ }, { timeout: 5000 })).findByText('Imported')).toBeTruthy();
    const calls = api.called('GET', 'price_file/imports/').length;
    await new Promise((r) => setTimeout(r, 1200));
    // finished: no more polling
    expect(api.called('GET', 'price_file/imports/').length).toBe(calls);
  });
});

describe('a price file over the upload limit', () => {
  it("is refused in the browser with the app's words, before anything is sent", async () => {
    signInForTest({ systemType: 'seller' });
    const api = stubApi({ 'GET price_file/imports/': pagedAnswer([]), 'GET price_file/buyer_companies/': [200, []] });
    renderRoutes(catalogueRoutes, '/price_file_seller');
    await screen.findByRole('button', { name: 'Upload and import' }, { timeout: 5000 });
    // 27 MB, as QA picked it (the size is what the check reads)
    const big = new File(['catalog_number,price\n'], 'prices.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 27 * 1024 * 1024 });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
    expect(await screen.findByText('The file is larger than 25 MB.')).toBeTruthy();
    expect(api.called('POST', 'price_file/upload/')).toHaveLength(0);
  });
});

describe('/price_file for whom it is not', () => {
  it("shows a contractor who is not staff the app's not-for-you page, without the form and without asking the server", async () => {
    signInForTest();
    const api = stubApi({});
    renderRoutes(catalogueRoutes, '/price_file');
    expect(await screen.findByRole('heading', { name: 'This area is not available to you' })).toBeTruthy();
    expect(screen.getByText(/Suppliers import their price files here/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload and import' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('opens the form for a supplier', async () => {
    signInForTest({ systemType: 'seller' });
    stubApi({ 'GET price_file/imports/': pagedAnswer([]), 'GET price_file/buyer_companies/': [200, []] });
    renderRoutes(catalogueRoutes, '/price_file');
    expect(await screen.findByRole('button', { name: 'Upload and import' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('This area is not available to you')).toBeNull();
  });

  it('offers staff at a contractor only the master catalogue, which is all the server lets them import', async () => {
    signInForTest({ account: { is_staff: true } });
    const api = stubApi({ 'GET price_file/imports/': pagedAnswer([]) });
    renderRoutes(catalogueRoutes, '/price_file');
    expect(await screen.findByRole('button', { name: 'Upload and import' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Supplier price file' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Buyer company' })).toBeNull();
    expect(api.called('GET', 'price_file/buyer_companies/')).toEqual([]);
  });

  it('lets staff at a supplier choose between the master catalogue and a price file', async () => {
    signInForTest({ systemType: 'seller', account: { is_staff: true } });
    stubApi({ 'GET price_file/imports/': pagedAnswer([]), 'GET price_file/buyer_companies/': [200, []] });
    renderRoutes(catalogueRoutes, '/price_file');
    expect(await screen.findByRole('radio', { name: 'Supplier price file' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Master catalogue' })).toBeTruthy();
  });
});
