import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderWithProviders } from '../../../test/render';
import { listItem } from '../test/fixtures';
import { FindInCatalogueDialog } from './FindInCatalogueDialog';

afterEach(() => vi.unstubAllGlobals());

const custom = listItem({ id: 44, base_item_id: null, cart_item_id: null, code: 'PB-12', description: 'Pull box 12x12x6', unit: 'EA' });
const suggestion = (base_item_id: number, code: string, description: string, score: number) => ({ base_item_id, code, description, manufacturer: 'Hoffman', unit: 'EA', score });

describe('find in catalogue', () => {
  it('shows the suggestions in the server’s order (catalogue number first), asks for one, and links the chosen item', async () => {
    const api = stubApi({
      'GET GetProjectProductListItemSuggestion/': [200, { results: [suggestion(7, 'PB-12', 'Pull box 12x12x6 NEMA 1', 2), suggestion(8, 'A12126', 'Junction box 12x12x6 screw cover', 0.41)] }],
      'POST UpdateProductListItem/': [200, { results: [{ ...custom, base_item_id: 8 }] }],
    });
    const onClose = vi.fn();
    renderWithProviders(<FindInCatalogueDialog item={custom} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Find in catalogue' });
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['PB-12 Pull box 12x12x6 NEMA 1', 'A12126 Junction box 12x12x6 screw cover']);
    expect(within(dialog).getByText('Same catalogue number')).toBeTruthy();
    expect(within(dialog).getByText('Likeness 41%')).toBeTruthy();
    expect(api.called('GET', 'GetProjectProductListItemSuggestion/')[0].query.get('list_item_id')).toBe('44');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Link catalogue item' }));
    expect(await within(dialog).findByText('Choose the catalogue item this item is.')).toBeTruthy();
    expect(api.called('POST', 'UpdateProductListItem/')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'A12126 Junction box 12x12x6 screw cover' }));
    passClickThrottle(); // the save button's double-tap guard
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link catalogue item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
    expect(api.called('POST', 'UpdateProductListItem/')[0].body).toEqual({ action: 'update', list_item_id: 44, base_item_id: 8 });
  });

  it('says so when nothing looks alike, and when the suggestions fail', async () => {
    stubApi({ 'GET GetProjectProductListItemSuggestion/': [200, { results: [] }] });
    const { unmount } = renderWithProviders(<FindInCatalogueDialog item={custom} onClose={() => {}} />);
    let dialog = await screen.findByRole('dialog', { name: 'Find in catalogue' });
    expect(await within(dialog).findByText(/No catalogue item looks like this one/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Link catalogue item' })).toHaveProperty('disabled', true);
    unmount();
    vi.unstubAllGlobals();

    stubApi({ 'GET GetProjectProductListItemSuggestion/': [404, { detail: 'Not found.' }] });
    renderWithProviders(<FindInCatalogueDialog item={custom} onClose={() => {}} />);
    dialog = await screen.findByRole('dialog', { name: 'Find in catalogue' });
    expect(await within(dialog).findByText('The suggestions could not be loaded', {}, { timeout: 3000 })).toBeTruthy();
  });
});
