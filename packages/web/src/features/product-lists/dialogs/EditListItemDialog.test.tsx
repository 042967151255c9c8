import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
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
    passClickThrottle(); // the save button's double-tap guard
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([['ProjectProductListItem/31/update_link/', { link: 'https://example.com/emt' }]]);
  });

  it('edits a rental item’s dates with the cart’s rule word for word, sends only the dates, and clears them when it is no rental', async () => {
    const rental = listItem({ rental_start_date: '2026-12-01', rental_end_date: '2026-12-20' });
    const api = stubApi({ 'POST UpdateProductListItem/': [200, { results: [rental] }] });
    const onClose = vi.fn();
    const { unmount } = renderWithProviders(<EditListItemDialog item={rental} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit list item' });
    expect(within(dialog).getByRole('switch', { name: 'Rental item' })).toHaveProperty('checked', true);
    fireEvent.change(within(dialog).getByLabelText('Rental end date'), { target: { value: '2026-11-20' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The rental end date must be on or after the start date.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Rental end date'), { target: { value: '' } });
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the rental start and end dates.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Rental end date'), { target: { value: '2027-01-15' } });
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.map((c) => c.body)).toEqual([{ action: 'update', list_item_id: 31, rental_start_date: '2026-12-01', rental_end_date: '2027-01-15' }]);
    unmount();

    // no longer a rental: both dates go
    const again = vi.fn();
    renderWithProviders(<EditListItemDialog item={rental} onClose={again} />);
    const second = await screen.findByRole('dialog', { name: 'Edit list item' });
    await userEvent.click(within(second).getByRole('switch', { name: 'Rental item' }));
    expect(within(second).queryByLabelText('Rental start date')).toBeNull();
    await userEvent.click(within(second).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(again).toHaveBeenCalled());
    expect(api.calls.at(-1)?.body).toEqual({ action: 'update', list_item_id: 31, rental_start_date: null, rental_end_date: null });
  });
});
