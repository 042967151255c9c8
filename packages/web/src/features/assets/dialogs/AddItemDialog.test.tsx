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

describe('add item, barcode', () => {
  const drill = model(6, { service: 'tool', code: 'HD-SDS', name: 'Hammer drill' });
  const crib = { id: 3, name: 'Tool Crib', type: 'Tools' };
  const open = async (answer: [number, object]) => {
    const api = stubApi({ 'GET tool_models/': pagedAnswer([drill]), 'GET warehouses/': pagedAnswer([crib]), 'GET warehouses/3/bins/': pagedAnswer([]), 'POST tool_items/': answer });
    renderWithProviders(<AddItemDialog opened service="tool" modelId={6} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Warehouse' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tool Crib', hidden: true }));
    return { api, dialog, barcode: within(dialog).getByRole('textbox', { name: 'Barcode' }) };
  };

  it("says a barcode in the app's label format cannot be used, at the field, and sends nothing", async () => {
    const { api, dialog, barcode } = await open([400, { detail: 'Stop here.' }]);
    await userEvent.type(barcode, 'jobsite:bin:2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText("A barcode cannot start with jobsite: (the app's own labels). Leave it empty and the app prints its own label.")).toBeTruthy();
    expect(barcode.getAttribute('aria-invalid')).toBe('true');
    expect(api.called('POST', 'tool_items/')).toHaveLength(0);
  });

  it("shows the server's refusal of a bin's code at the barcode field", async () => {
    const { api, dialog, barcode } = await open([400, { barcode: ['D-A1 is the code of a bin: its label would open the bin.'] }]);
    await userEvent.type(barcode, 'D-A1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('D-A1 is the code of a bin: its label would open the bin.')).toBeTruthy();
    expect(api.called('POST', 'tool_items/')[0].body).toMatchObject({ barcode: 'D-A1' });
  });
});
