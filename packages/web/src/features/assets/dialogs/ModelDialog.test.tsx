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
