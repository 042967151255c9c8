import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, ProductList } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { passClickThrottle, stopClickClock } from '../../../test/click-throttle';
import { renderWithProviders } from '../../../test/render';
import { AddToProductListDialog } from './AddToProductListDialog';

afterEach(() => vi.unstubAllGlobals());

const list = (id: number, name: string, extra: Partial<ProductList> = {}): ProductList => ({
  id,
  project_id: 9,
  project_name: 'Calgary DC',
  parent_id: null,
  name,
  description: '',
  completed: false,
  sub_list_count: 0,
  item_count: 0,
  tags: [],
  shared_with: null,
  created_by: 'Dana',
  created_at: '',
  updated_at: '',
  ...extra,
});
const line = (id: number, code: string) => ({ id, base_item_code: code, description: `${code} tubing` }) as CartItem;

describe('add to or link to project product list', () => {
  it('asks for a list first, then adds the selected lines to a sublist picked under its list', async () => {
    const api = stubApi({
      'GET GetProjectProductList/': pagedAnswer([list(5, 'Level 2 lighting', { sub_list_count: 1 })]),
      'GET GetSubProductList/': [200, { results: [list(6, 'Corridors', { parent_id: 5 })] }],
      'POST UpdateProductListItem/': [200, { results: [{ id: 1, list_name: 'Corridors' }, { id: 2, list_name: 'Corridors' }] }],
    });
    const onDone = vi.fn();
    stopClickClock();
    renderWithProviders(<AddToProductListDialog projectId={9} lines={[line(101, 'ATC-EMT050'), line(102, 'ATC-EMT075')]} onClose={() => {}} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add to or link to project product list' });
    await within(dialog).findByRole('radio', { name: 'Level 2 lighting' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(await within(dialog).findByText('Choose the list to add the lines to.')).toBeTruthy();
    expect(api.called('POST', 'UpdateProductListItem/')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Show sublists of Level 2 lighting' }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Corridors' }));
    // the spec's click throttle: a second click on the same button within 200 ms is ignored
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(api.called('POST', 'UpdateProductListItem/')).toHaveLength(0);
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 3000 });
    expect(api.called('POST', 'UpdateProductListItem/')[0].body).toEqual({ action: 'add_from_bom', list_id: 6, cart_item_ids: [101, 102] });
  });

  it('shows completed lists only with the toggle', async () => {
    const api = stubApi({ 'GET GetProjectProductList/': (_b, url) => (url.searchParams.get('include_completed') === 'true' ? pagedAnswer([list(5, 'Open list'), list(7, 'Old list', { completed: true })]) : pagedAnswer([list(5, 'Open list')])) });
    renderWithProviders(<AddToProductListDialog projectId={9} lines={[line(101, 'ATC-EMT050')]} onClose={() => {}} onDone={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add to or link to project product list' });
    await within(dialog).findByRole('radio', { name: 'Open list' });
    expect(within(dialog).queryByRole('radio', { name: 'Old list (completed)' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Show completed lists' }));
    expect(await within(dialog).findByRole('radio', { name: 'Old list (completed)' })).toBeTruthy();
    expect(api.called('GET', 'GetProjectProductList/').map((c) => c.query.get('include_completed'))).toEqual(['false', 'true']);
  });

  it('links one line to an existing list item, and refuses to link several lines at once', async () => {
    const api = stubApi({
      'GET GetProjectProductList/': pagedAnswer([]),
      'POST SearchProjectProductListItem/': [200, { results: [{ id: 40, code: 'ATC-EMT050', description: 'EMT', list_name: 'Level 2 lighting', cart_item_id: null }] }],
      'POST UpdateProductListItem/': [200, { results: [] }],
    });
    const onDone = vi.fn();
    const { unmount } = renderWithProviders(<AddToProductListDialog projectId={9} lines={[line(101, 'ATC-EMT050'), line(102, 'X')]} onClose={() => {}} onDone={() => {}} />);
    let dialog = await screen.findByRole('dialog', { name: 'Add to or link to project product list' });
    fireEvent.click(within(dialog).getByText('Link to an existing item'));
    expect(await within(dialog).findByText('Linking works one BOM line at a time: select one line.')).toBeTruthy();
    unmount();

    renderWithProviders(<AddToProductListDialog projectId={9} lines={[line(101, 'ATC-EMT050')]} onClose={() => {}} onDone={onDone} />);
    dialog = await screen.findByRole('dialog', { name: 'Add to or link to project product list' });
    fireEvent.click(within(dialog).getByText('Link to an existing item'));
    await within(dialog).findByRole('radio', { name: /ATC-EMT050 · EMT/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Choose the list item to link the line to.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: /ATC-EMT050 · EMT/ }));
    passClickThrottle(); // the save button's double-tap guard
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 3000 });
    expect(api.called('POST', 'UpdateProductListItem/')[0].body).toEqual({ action: 'link', list_item_id: 40, cart_item_id: 101 });
  });

  it('matches a catalogue line to the list items the server ranks, links the chosen one, and explains a custom line', async () => {
    const api = stubApi({
      'GET GetProjectProductList/': pagedAnswer([]),
      'GET MatchItemToProjectProductListItem/': [
        200,
        {
          results: [
            { id: 40, code: 'ATC-EMT050', description: 'EMT 1/2 in', list_name: 'Level 2 lighting', cart_item_id: null, score: 2 },
            { id: 41, code: '', description: '1/2 EMT conduit 10 ft sticks', list_name: 'Corridors', cart_item_id: null, score: 0.57 },
            { id: 42, code: '', description: '1/2 in EMT stub-ups', list_name: 'Corridors', cart_item_id: 555, score: 0.31 },
          ],
        },
      ],
      'POST UpdateProductListItem/': [200, { results: [] }],
    });
    const onDone = vi.fn();
    const catalogueLine = { ...line(101, 'ATC-EMT050'), base_item_id: 7 } as CartItem;
    const { unmount } = renderWithProviders(<AddToProductListDialog projectId={9} lines={[catalogueLine]} onClose={() => {}} onDone={onDone} initialMode="match" />);
    const dialog = await screen.findByRole('dialog', { name: 'Add to or link to project product list' });
    await within(dialog).findByText('Same catalogue number');
    const radios = within(within(dialog).getByRole('radiogroup', { name: 'List items that match, best first' })).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['ATC-EMT050 · EMT 1/2 in (Level 2 lighting)', 'Custom · 1/2 EMT conduit 10 ft sticks (Corridors)', 'Custom · 1/2 in EMT stub-ups (Corridors)']);
    expect(within(dialog).getByText('Same catalogue number')).toBeTruthy();
    expect(within(dialog).getByText('Likeness 57%')).toBeTruthy();
    // an item linked to another BOM line cannot take this one
    expect(radios[2]).toHaveProperty('disabled', true);
    expect(api.called('GET', 'MatchItemToProjectProductListItem/')[0].query.toString()).toBe('project_id=9&base_item_id=7');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Choose the list item to link the line to.')).toBeTruthy();
    await userEvent.click(radios[1]);
    passClickThrottle(); // the save button's double-tap guard
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 3000 });
    expect(api.called('POST', 'UpdateProductListItem/')[0].body).toEqual({ action: 'link', list_item_id: 41, cart_item_id: 101 });
    unmount();

    // a custom BOM line has no catalogue item to match
    renderWithProviders(<AddToProductListDialog projectId={9} lines={[{ ...line(102, 'PB-12'), base_item_id: null } as CartItem]} onClose={() => {}} onDone={() => {}} />);
    const again = await screen.findByRole('dialog', { name: 'Add to or link to project product list' });
    fireEvent.click(within(again).getByText('Match to list item'));
    expect(await within(again).findByText(/Matching needs a catalogue item/)).toBeTruthy();
    expect(within(again).getByRole('button', { name: 'Link' })).toHaveProperty('disabled', true);
    expect(api.called('GET', 'MatchItemToProjectProductListItem/').filter((c) => c.query.get('base_item_id') !== '7')).toHaveLength(0);
  });
});
