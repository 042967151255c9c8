import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { BinQrSheetPage } from './BinQrSheetPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/settings/company/warehouses/:warehouseId/qr', element: <BinQrSheetPage /> }];

describe('bin QR sheet', () => {
  it("says an unknown (or another company's) warehouse is not found, with a way back, instead of spinning", async () => {
    stubApi({});
    renderRoutes(routes, '/settings/company/warehouses/999/qr');
    expect(await screen.findByText('Warehouse not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to warehouses and bins' }).getAttribute('href')).toBe('/settings/company/warehouses');
  });

  it('offers to try again when the labels fail to load', async () => {
    stubApi({ 'GET warehouses/5/': [500, { detail: 'A server error occurred.' }] });
    renderRoutes(routes, '/settings/company/warehouses/5/qr');
    expect(await screen.findByText('The bin labels could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows a QR label per bin under the sheet's heading", async () => {
    stubApi({
      'GET warehouses/5/': [200, { id: 5, name: 'Denver Tool Crib' }],
      'GET warehouses/5/bins/': pagedAnswer([{ id: 11, code: 'D-A1', description: 'Aisle 1' }]),
    });
    renderRoutes(routes, '/settings/company/warehouses/5/qr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bin locations of Denver Tool Crib' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of bin D-A1' })).toBeTruthy();
  });
});
