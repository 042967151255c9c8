import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderWithProviders } from '../../../test/render';
import { model } from '../test-fixtures';
import { AddItemDialog } from './AddItemDialog';

afterEach(() => vi.unstubAllGlobals());

const wire = model(5, { service: 'stock', code: 'THHN12', name: 'THHN 12 AWG', unit: 'FT' });
const room = { id: 2, name: 'Stock Room', type: 'Stock' };

describe('add item, stock', () => {
  it('keeps a quantity of 0 as typed and says Quantity must be greater than 0 at the field, never adding 1', async () => {
    const api = stubApi({ 'GET tool_models/': pagedAnswer([wire]), 'GET warehouses/': pagedAnswer([room]), 'GET warehouses/2/bins/': pagedAnswer([]), 'POST tool_items/': [400, { detail: 'Stop here.' }] });
    renderWithProviders(<AddItemDialog opened service="stock" modelId={5} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Warehouse' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Stock Room', hidden: true }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(quantity.value).toBe('0');
    expect(await within(dialog).findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(api.called('POST', 'tool_items/')).toHaveLength(0);
    // a real quantity goes as typed
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '250');
    // the second click comes after the click throttle, as a person's would
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(api.called('POST', 'tool_items/')).toHaveLength(1));
    expect(api.called('POST', 'tool_items/')[0].body).toMatchObject({ model_id: 5, warehouse_id: 2, quantity: 250 });
  });
});
