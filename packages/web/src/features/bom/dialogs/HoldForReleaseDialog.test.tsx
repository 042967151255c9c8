import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HfrItem } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { makeLine } from '../test/fixtures';
import { HoldForReleaseDialog } from './HoldForReleaseDialog';

afterEach(() => vi.unstubAllGlobals());

const hfr = (id: number, over: Partial<HfrItem>): HfrItem => ({
  id,
  release_number: `REL-${id}`,
  project_id: 9,
  supplier: { id: 3, name: 'Metro Electric Supply' },
  base_item_id: 101,
  base_item_code: 'ATC-EMT01',
  description: 'EMT held',
  quantity_held: 1000,
  quantity_released: 200,
  quantity_available: 800,
  linked_count: 1,
  quantity_linked: 40,
  ...over,
});
const held = [hfr(70, {}), hfr(71, { project_id: null, supplier: null, quantity_held: 500, quantity_released: 0, quantity_available: 500, linked_count: 0, quantity_linked: 0 })];

function open(line = makeLine(1, { hfr_item: { id: 70, release_number: 'REL-70', supplier: { id: 3, name: 'Metro Electric Supply' }, quantity_available: 800 } })) {
  const api = stubApi({
    'POST SearchHoldForReleaseItems/': pagedAnswer(held),
    'POST projects/9/': () => [200, { items: [line], removed_ids: [], detail: '1 item linked to hold-for-release REL-71.' }],
  });
  const onClose = vi.fn();
  renderWithProviders(<HoldForReleaseDialog projectId={9} line={line} onClose={onClose} />);
  return { api, onClose, posts: () => api.called('POST', 'projects/9/').map((c) => c.body) };
}

describe('hold for release of a line', () => {
  it('shows the HFR items of the line’s catalogue item with their quantities, and the current link', async () => {
    const { api } = open();
    expect(screen.getByText('REL-70', { selector: 'b' })).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent));
    expect(rows).toEqual([
      ['REL-70Linked', 'Metro Electric Supply', 'This project', '1,000', '200', '40 (1)', '760'],
      ['REL-71', '—', 'Any project', '500', '0', '0 (0)', '500'],
    ]);
    expect(api.called('POST', 'SearchHoldForReleaseItems/')[0].body).toEqual({ base_item_id: 101 });
    expect(screen.getByRole('radio', { name: 'Use REL-70' })).toHaveProperty('checked', true);
  });

  it('writes its quantities as every screen does, in a browser of another language too', async () => {
    // a German browser: numbers written without a locale follow the browser's language
    const toLocale = Number.prototype.toLocaleString;
    vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number, locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
      return toLocale.call(this, locales ?? 'de-DE', options);
    });
    try {
      stubApi({ 'POST SearchHoldForReleaseItems/': pagedAnswer([hfr(72, { quantity_held: 1200.5, quantity_released: 0.25, quantity_available: 1200.25, quantity_linked: 0.1 + 0.2 })]) });
      renderWithProviders(<HoldForReleaseDialog projectId={9} line={makeLine(1, { total_quantity: 1250.125, unit: 'FT' })} onClose={() => {}} />);
      expect(screen.getByText(/needs 1,250.125 FT$/)).toBeTruthy();
      const [row] = (await screen.findAllByRole('row')).slice(1).map((r) => within(r).getAllByRole('cell').slice(4).map((c) => c.textContent));
      expect(row).toEqual(['1,200.5', '0.25', '0.3 (1)', '1,199.95']);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('links the line to the chosen HFR item with auto_match_hfr_item and hfr_item_id', async () => {
    const { onClose, posts } = open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Use REL-71' }));
    fireEvent.click(screen.getByRole('button', { name: 'Link to this item' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toEqual([{ func: 'auto_match_hfr_item', id_list: [1], hfr_item_id: 71 }]);
    await screen.findByText('1 item linked to hold-for-release REL-71.');
  });

  it('unlinks the line', async () => {
    const { posts } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(posts()).toEqual([{ func: 'unlink_from_hfr_item', item_id: 1 }]));
  });

  it('shows a line without a link, and shows the server’s refusal without closing', async () => {
    const api = stubApi({
      'POST SearchHoldForReleaseItems/': pagedAnswer(held),
      'POST projects/9/': [400, { non_field_errors: ['Not enough left on this hold-for-release item: 500 FT left, 800 FT needed.'] }],
    });
    const onClose = vi.fn();
    renderWithProviders(<HoldForReleaseDialog projectId={9} line={makeLine(1)} onClose={onClose} />);
    screen.getByText('Not linked to a hold-for-release item.');
    expect(screen.getByRole('button', { name: 'Link to this item' })).toHaveProperty('disabled', true);
    fireEvent.click(await screen.findByRole('radio', { name: 'Use REL-71' }));
    fireEvent.click(screen.getByRole('button', { name: 'Link to this item' }));
    await screen.findByText('Not enough left on this hold-for-release item: 500 FT left, 800 FT needed.');
    expect(api.called('POST', 'projects/9/')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the hold-for-release items could not be loaded, where it said there are none, and Try again asks again', async () => {
    let fail = true;
    const api = stubApi({ 'POST SearchHoldForReleaseItems/': () => (fail ? [503, { detail: 'Down for maintenance' }] : pagedAnswer(held)) });
    renderWithProviders(<HoldForReleaseDialog projectId={9} line={makeLine(1)} onClose={() => {}} />);
    expect(await screen.findByText('Hold-for-release items could not be loaded', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('No hold-for-release item of this catalogue item.')).toBeNull();
    const asked = api.called('POST', 'SearchHoldForReleaseItems/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Use REL-71' })).toBeTruthy();
    expect(api.called('POST', 'SearchHoldForReleaseItems/').length).toBe(asked + 1);
  });
});
