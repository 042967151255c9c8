import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { shippingForm, shippingItem } from '../test/fixtures';
import { EditItemBinsDialog } from './EditItemBinsDialog';

afterEach(() => vi.unstubAllGlobals());

const bins = { 'GET warehouses/2/bins/': pagedAnswer([{ id: 9, code: 'D-A1', name: 'Aisle 1', warehouse_id: 2 }]) };

describe('edit quantity and bin location', () => {
  it('keeps a quantity of 0 as typed and says Quantity must be greater than 0, never saving it as 1', async () => {
    const form = shippingForm();
    const api = stubApi(bins);
    renderWithProviders(<EditItemBinsDialog form={form} item={shippingItem(2)} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit quantity and bin location' });
    const quantity = within(dialog).getByLabelText('Quantity (EA)') as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(quantity.value).toBe('0');
    expect(await within(dialog).findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(api.called('POST', 'ShippingForms/12/update_shipping_details/')).toHaveLength(0);
  });

  it("keeps a bin's quantity of 0 as typed, with the spec's message under it", async () => {
    const form = shippingForm();
    const api = stubApi(bins);
    renderWithProviders(<EditItemBinsDialog form={form} item={shippingItem(2)} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit quantity and bin location' });
    const inBin = within(dialog).getByLabelText('Quantity in bin 1') as HTMLInputElement;
    await userEvent.clear(inBin);
    await userEvent.type(inBin, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(inBin.value).toBe('0');
    expect(await within(dialog).findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(api.called('POST', 'ShippingForms/12/update_shipping_details/')).toHaveLength(0);
  });
});
