import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { passClickThrottle, stopClickClock } from '../../../test/click-throttle';
import { renderWithProviders } from '../../../test/render';
import { productList } from '../test/fixtures';
import { MoveItemsDialog } from './MoveItemsDialog';

afterEach(() => vi.unstubAllGlobals());

describe('move to another list', () => {
  it('needs a list other than the items’ own, then moves them', async () => {
    const api = stubApi({
      'GET GetProjectProductList/': pagedAnswer([productList(), productList({ id: 8, name: 'Corridors' })]),
      'POST UpdateProductListItem/': [200, { results: [] }],
    });
    const onDone = vi.fn();
    stopClickClock();
    renderWithProviders(<MoveItemsDialog projectId={9} fromListId={5} ids={[31, 32]} onClose={() => {}} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Move to another list' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Level 2 lighting' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Choose the list to move the items to.')).toBeTruthy();
    expect(api.called('POST', 'UpdateProductListItem/')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Corridors' }));
    // the save button's double-tap guard: a second click within 200 ms of the first does nothing
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(api.called('POST', 'UpdateProductListItem/')).toHaveLength(0);
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.called('POST', 'UpdateProductListItem/')[0].body).toEqual({ action: 'move', list_item_ids: [31, 32], to_list_id: 8 });
  });
});
