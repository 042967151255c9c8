import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { assetScreens } from '../routes';
import { forbidden, model, signInContractor } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('tool models', () => {
  it('lists the models with code, category, maker, rate and what is available; marks the scanned one (badge and highlighted row) and a low one; warehouse staff edit and add items from the row', async () => {
    signInContractor();
    stubApi({
      'GET tool_access/': [200, { warehouse: true }],
      'GET tool_models/': pagedAnswer([model(3, { num_of_kit_items: 2 }), model(4, { name: 'Band saw', category: '', manufacturer: '', daily_rate: 0, reorder_point: 2, available_count: 1 })]),
      'GET warehouses/': pagedAnswer([]),
    });
    renderRoutes(assetScreens, '/tool_model?model_id=3');
    const table = await screen.findByRole('table', { name: 'Tool models' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Model', 'Code', 'Category', 'Manufacturer', 'Daily rate', 'Available', '']);
    const [, drill, saw] = within(table).getAllByRole('row');
    expect(within(drill).getAllByRole('cell').map((c) => c.textContent)).toEqual(['SDS-Plus hammer drillkit of 2Scanned', 'HD-3', 'Power tools', 'Hilti', '$18.00/day', '3 of 4 available', 'EditAdd item']);
    expect(within(saw).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Band sawBelow reorder point', 'HD-4', '—', '—', '—', '1 of 4 available', 'EditAdd item']);
    expect(within(table).getByRole('row', { current: true })).toBe(drill);
    expect(saw.getAttribute('aria-current')).toBeNull();
    expect(within(drill).getByRole('link', { name: '3 of 4 available' }).getAttribute('href')).toBe('/tool_items');
    await userEvent.click(within(saw).getByRole('button', { name: 'Edit Band saw' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Band saw' })).toBeTruthy();
  });

  it('writes a daily rate as every amount reads, thousands separated', async () => {
    signInContractor();
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_models/': pagedAnswer([model(6, { name: 'Scissor lift', daily_rate: 1250 }), model(7, { name: 'Hand truck', daily_rate: 0.5 })]) });
    renderRoutes(assetScreens, '/tool_model');
    const table = await screen.findByRole('table', { name: 'Tool models' }, { timeout: 5000 });
    expect(within(table).getByText('$1,250.00/day')).toBeTruthy();
    expect(within(table).getByText('$0.50/day')).toBeTruthy();
  });

  it('writes a stock model\'s available and total quantity with thousands separators and its unit', async () => {
    signInContractor();
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_models/': pagedAnswer([model(5, { service: 'stock', name: 'THHN 12 AWG', unit: 'FT', item_count: 4000, available_count: 3000 })]) });
    renderRoutes(assetScreens, '/stock_model');
    const table = await screen.findByRole('table', { name: 'Stock models' }, { timeout: 5000 });
    expect(within(table).getByText('3,000 of 4,000 FT available')).toBeTruthy();
  });

  it('leaves out the row actions for those who are not warehouse staff, and tells them who adds models', async () => {
    signInContractor();
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_models/': pagedAnswer([]) });
    renderRoutes(assetScreens, '/tool_model');
    expect(await screen.findByText('No tool models yet. Warehouse staff add them.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the models could not be loaded', async () => {
    signInContractor();
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_models/': forbidden });
    renderRoutes(assetScreens, '/tool_model');
    expect(await screen.findByText('Models could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
