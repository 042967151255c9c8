import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SellerListItem } from '@jobsite/core';
import { stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderWithProviders } from '../../../test/render';
import { SellerItemDialog } from './SellerItemDialog';

afterEach(() => vi.unstubAllGlobals());

const item: SellerListItem = { id: 31, list_id: 5, code: 'ATC-EMT075', description: '3/4 in EMT', manufacturer: 'Allied', unit: 'FT', quantity: 900, is_cable: false, seller_note: '', rental_start_date: null, rental_end_date: null };

describe('supplier note and rental dates', () => {
  it('refuses an end date before the start; a note alone goes to UpdateProductListItemSeller only', async () => {
    const api = stubApi({ 'POST UpdateProductListItemSeller/': [200, item] });
    const onClose = vi.fn();
    renderWithProviders(<SellerItemDialog item={item} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Supplier note and rental dates' });
    fireEvent.change(within(dialog).getByLabelText('Rental start date'), { target: { value: '2026-12-10' } });
    fireEvent.change(within(dialog).getByLabelText('Rental end date'), { target: { value: '2026-12-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The rental end date must be on or after the start date.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Rental start date'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Rental end date'), { target: { value: '' } });
    await userEvent.type(within(dialog).getByLabelText('Supplier note'), 'Ships Tuesday');
    passClickThrottle(); // the save button's double-tap guard
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([['UpdateProductListItemSeller/', { list_item_id: 31, seller_note: 'Ships Tuesday' }]]);
  });
});
