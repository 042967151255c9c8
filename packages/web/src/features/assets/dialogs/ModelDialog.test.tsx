import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderWithProviders } from '../../../test/render';
import { model } from '../test-fixtures';
import { ModelDialog } from './ModelDialog';

afterEach(() => vi.unstubAllGlobals());

describe('model dialog, kit parts', () => {
  it("keeps a kit part's quantity of 0 as typed and says Quantity must be greater than 0 under it, never saving 1", async () => {
    const drill = model(3, { kit_items: [{ name: 'Case', quantity: 1 }], num_of_kit_items: 1 });
    const api = stubApi({ 'PUT tool_models/3/': [400, { detail: 'Stop here.' }] });
    renderWithProviders(<ModelDialog opened service="tool" model={drill} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit SDS-Plus hammer drill' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(quantity.value).toBe('0');
    expect(await within(dialog).findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(api.called('PUT', 'tool_models/3/')).toHaveLength(0);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    // the second click comes after the click throttle, as a person's would
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('PUT', 'tool_models/3/')).toHaveLength(1));
    expect(api.called('PUT', 'tool_models/3/')[0].body).toMatchObject({ kit_items: [{ name: 'Case', quantity: 2 }] });
  });
});

describe('model dialog, rate and reorder point', () => {
  it('keeps a negative daily rate or reorder point as typed and refuses it in the server words, never saving 0; an emptied reorder point is none', async () => {
    const wire = model(8, { service: 'stock', name: 'THHN 12 AWG', unit: 'FT', reorder_point: 2000, daily_rate: 0 });
    const api = stubApi({ 'PUT tool_models/8/': [200, wire] });
    renderWithProviders(<ModelDialog opened service="stock" model={wire} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit THHN 12 AWG' });
    const rate = within(dialog).getByRole('textbox', { name: 'Daily rate ($)' }) as HTMLInputElement;
    const reorder = within(dialog).getByRole('textbox', { name: 'Reorder point' }) as HTMLInputElement;
    await userEvent.clear(rate);
    await userEvent.type(rate, '-5');
    await userEvent.clear(reorder);
    await userEvent.type(reorder, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect([rate.value, reorder.value]).toEqual(['-5', '-1']);
    expect(await within(dialog).findByText('Daily rate must be 0 or more.')).toBeTruthy();
    expect(within(dialog).getByText('Reorder point must be 0 or more.')).toBeTruthy();
    expect(api.called('PUT', 'tool_models/8/')).toHaveLength(0);
    await userEvent.clear(rate);
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the daily rate (0 when the job is not charged for it).')).toBeTruthy();
    expect(api.called('PUT', 'tool_models/8/')).toHaveLength(0);
    await userEvent.type(rate, '2.5');
    await userEvent.clear(reorder);
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('PUT', 'tool_models/8/')).toHaveLength(1));
    expect(api.called('PUT', 'tool_models/8/')[0].body).toMatchObject({ daily_rate: 2.5, reorder_point: null });
  });
});
