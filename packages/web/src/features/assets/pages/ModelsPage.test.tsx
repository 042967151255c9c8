import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
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
      'GET tool_models/3/': [200, model(3, { num_of_kit_items: 2 })],
    });
    renderRoutes(assetScreens, '/tool_model?model_id=3');
    const table = await screen.findByRole('table', { name: 'Tool models' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Model', 'Code', 'Category', 'Manufacturer', 'Daily rate', 'Available', '']);
    const [, drill, saw] = within(table).getAllByRole('row');
    expect(within(drill).getAllByRole('cell').map((c) => c.textContent)).toEqual(['SDS-Plus hammer drillkit of 2Scanned', 'HD-3', 'Power tools', 'Hilti', '$18.00/day', '3 of 4 available', 'EditAdd item']);
    expect(within(saw).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Band sawBelow reorder point', 'HD-4', '—', '—', '—', '1 of 4 available', 'EditAdd item']);
    expect(within(table).getByRole('row', { current: true })).toBe(drill);
    expect(saw.getAttribute('aria-current')).toBeNull();
    expect(within(drill).getByRole('link', { name: '3 of 4 available' }).getAttribute('href')).toBe('/tool_items?model_id=3');
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

  it("opens a model's read-only detail from its row and from a scanned code, for those who are not warehouse staff too", async () => {
    const lift = model(13, {
      service: 'temp_power',
      name: 'Spider box 50A',
      code: 'SB-50',
      description: 'Portable distribution, six 20A GFCI outlets.',
      image_url: 'https://img.example.test/spider.png',
      specs: { Input: '50A 240V', Weight: '38 lb' },
      kit_items: [{ name: 'Feeder cable 50 ft', quantity: 1 }, { name: 'Twist-lock adapter', quantity: 2 }],
      num_of_kit_items: 3,
      item_count: 5,
      available_count: 2,
    });
    stubApi({ 'GET tool_access/': [200, { warehouse: false }], 'GET tool_models/': pagedAnswer([lift]), 'GET tool_models/13/': [200, lift] });
    signInForTest({ services: { temp_power_services: true } });
    const { router } = renderRoutes(assetScreens, '/temp_power_model?model_id=13');
    const dialog = await screen.findByRole('dialog', { name: 'Spider box 50A' }, { timeout: 5000 });
    expect(within(dialog).getByText('Portable distribution, six 20A GFCI outlets.')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Spider box 50A' }).getAttribute('src')).toBe('https://img.example.test/spider.png');
    const specs = within(dialog).getByRole('table', { name: 'Specs' });
    expect(within(specs).getAllByRole('row').map((r) => r.textContent)).toEqual(['Input50A 240V', 'Weight38 lb']);
    expect(within(dialog).getByText('1 × Feeder cable 50 ft')).toBeTruthy();
    expect(within(dialog).getByText('2 × Twist-lock adapter')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '2 of 5 available' }).getAttribute('href')).toBe('/temp_power_items?model_id=13');
    // read-only: nothing to change in it
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /save|edit/i })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('model_id')).toBeNull());
    // the scanned row stays marked; a click on a row opens it again
    const table = screen.getByRole('table', { name: 'Temp power models' });
    expect(within(table).getByText('Scanned')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: /Spider box 50A/ }));
    expect(await screen.findByRole('dialog', { name: 'Spider box 50A' })).toBeTruthy();
  });
});
