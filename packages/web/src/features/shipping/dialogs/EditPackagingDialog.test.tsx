import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { shippingForm } from '../test/fixtures';
import { EditPackagingDialog } from './EditPackagingDialog';

afterEach(() => vi.unstubAllGlobals());

const value = (dialog: HTMLElement, label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;

describe('edit packaging', () => {
  it('starts a box at quantity 1 in US units; a pallet fills 48 x 40 x 6.5 in; metric converts to 1219.2 x 1016 x 165.1 mm and lb to kg', async () => {
    const form = shippingForm();
    const api = stubApi({ 'POST ShippingForms/12/packaging_items/update/': [200, form] });
    renderWithProviders(<EditPackagingDialog form={form} item={null} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add packaging' });
    expect(value(dialog, 'Quantity')).toBe('1');
    expect(within(dialog).getByLabelText('Length (in)')).toBeTruthy();

    await userEvent.click(within(dialog).getByText('Pallet'));
    expect([value(dialog, 'Length (in)'), value(dialog, 'Width (in)'), value(dialog, 'Height (in)')]).toEqual(['48', '40', '6.5']);
    await userEvent.type(within(dialog).getByLabelText('Weight (lb)'), '50');

    await userEvent.click(within(dialog).getByText('Metric (mm, kg)'));
    expect([value(dialog, 'Length (mm)'), value(dialog, 'Width (mm)'), value(dialog, 'Height (mm)'), value(dialog, 'Weight (kg)')]).toEqual(['1219.2', '1016', '165.1', '22.68']);

    await userEvent.click(within(dialog).getByText('US (in, lb)'));
    expect([value(dialog, 'Length (in)'), value(dialog, 'Weight (lb)')]).toEqual(['48', '50']);

    await userEvent.click(within(dialog).getByText('Metric (mm, kg)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST', 'ShippingForms/12/packaging_items/update/')).toHaveLength(1));
    expect(api.calls.at(-1)?.body).toEqual({ type: 'pallet', quantity: 1, unit_type: 'metric', length: 1219.2, width: 1016, height: 165.1, weight: 22.68 });
  });

  it('switching a pallet to metric first fills the metric pallet size', async () => {
    stubApi({});
    renderWithProviders(<EditPackagingDialog form={shippingForm()} item={null} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add packaging' });
    await userEvent.click(within(dialog).getByText('Metric (mm, kg)'));
    await userEvent.click(within(dialog).getByText('Pallet'));
    expect([value(dialog, 'Length (mm)'), value(dialog, 'Width (mm)'), value(dialog, 'Height (mm)')]).toEqual(['1219.2', '1016', '165.1']);
  });

  it('refuses a quantity below 1 with the spec message', async () => {
    const api = stubApi({});
    renderWithProviders(<EditPackagingDialog form={shippingForm()} item={null} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add packaging' });
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('edit packaging, a typed 0', () => {
  it('keeps a quantity of 0 as typed and refuses it with the spec message, never saving 1', async () => {
    const api = stubApi({});
    renderWithProviders(<EditPackagingDialog form={shippingForm()} item={null} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add packaging' });
    const quantity = within(dialog).getByLabelText('Quantity') as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(quantity.value).toBe('0');
    expect(await within(dialog).findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
