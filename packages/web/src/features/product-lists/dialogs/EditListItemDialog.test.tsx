import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { listItem } from '../test/fixtures';
import { EditListItemDialog } from './EditListItemDialog';

afterEach(() => vi.unstubAllGlobals());

describe('edit list item', () => {
  it('refuses a link that is not http(s) and a zero quantity; a changed link alone goes to update_link only', async () => {
    const api = stubApi({ 'POST ProjectProductListItem/31/update_link/': [200, listItem()] });
    const onClose = vi.fn();
    renderWithProviders(<EditListItemDialog item={listItem()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit list item' });
    await userEvent.type(within(dialog).getByLabelText('Product link'), 'ftp://example.com/emt');
    fireEvent.change(within(dialog).getByLabelText('Quantity (FT)'), { target: { value: '0' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a link starting with http:// or https://.')).toBeTruthy();
    expect(within(dialog).getByText('Quantity must be greater than 0')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Quantity (FT)'), { target: { value: '1200' } });
    fireEvent.change(within(dialog).getByLabelText('Product link'), { target: { value: 'https://example.com/emt' } });
    await new Promise((r) => setTimeout(r, 250)); // the save button's double-tap guard
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([['ProjectProductListItem/31/update_link/', { link: 'https://example.com/emt' }]]);
  });
});
