import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { bins } from '../test/fixtures';
import { BinLocationDialog } from './BinLocationDialog';

afterEach(() => vi.unstubAllGlobals());

const PATH = 'ProjectProductList/bulk_update_items_bin_location/';
const items = [
  { id: 31, label: 'ATC-EMT050', bin_id: 1 },
  { id: 32, label: 'ATC-EMT075', bin_id: null },
];

async function pickBin(dialog: HTMLElement, code: string) {
  const input = within(dialog).getByLabelText('Bin location', { selector: 'input' });
  await waitFor(() => expect(input.getAttribute('placeholder')).not.toBe('Loading bins…'));
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${code}`), hidden: true }));
}

describe('bin location update', () => {
  it('asks to confirm when the server says the change moves items out of another bin, then sends it again with confirm', async () => {
    const api = stubApi({
      'GET ProjectProductList/job_site_bins/': [200, { results: bins }],
      [`POST ${PATH}`]: (body) =>
        (body as { confirm?: boolean }).confirm ? [200, { updated: 2 }] : [409, { detail: 'This will move 1 item out of another bin. Confirm to continue.', needs_confirmation: true, overrides: 1, clears: 0 }],
    });
    const onClose = vi.fn();
    renderWithProviders(<BinLocationDialog projectId={9} items={items} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bin location update' });
    await pickBin(dialog, 'L2-B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This will move 1 item out of another bin. Confirm to continue.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', PATH).map((c) => c.body)).toEqual([
      { list_item_ids: [31, 32], bin_id: 2 },
      { list_item_ids: [31, 32], bin_id: 2, confirm: true },
    ]);
  });

  it('clearing the bin asks too, and Back returns to the choice without sending anything more', async () => {
    const api = stubApi({
      'GET ProjectProductList/job_site_bins/': [200, { results: bins }],
      [`POST ${PATH}`]: [409, { detail: 'This will clear the bin of 1 item. Confirm to continue.', needs_confirmation: true, overrides: 0, clears: 1 }],
    });
    const onClose = vi.fn();
    renderWithProviders(<BinLocationDialog projectId={9} items={[items[0]]} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bin location update' });
    await waitFor(() => expect((within(dialog).getByLabelText('Bin location', { selector: 'input' }) as HTMLInputElement).value).toMatch(/^L2-A/));
    await pickBin(dialog, 'No bin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This will clear the bin of 1 item. Confirm to continue.')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ list_item_ids: [31], bin_id: null });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(api.called('POST', PATH)).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a change that overrides and clears nothing saves at once', async () => {
    const api = stubApi({ 'GET ProjectProductList/job_site_bins/': [200, { results: bins }], [`POST ${PATH}`]: [200, { updated: 1 }] });
    const onClose = vi.fn();
    renderWithProviders(<BinLocationDialog projectId={9} items={[items[1]]} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bin location update' });
    await pickBin(dialog, 'L2-A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', PATH).map((c) => c.body)).toEqual([{ list_item_ids: [32], bin_id: 1 }]);
  });

  it('a new bin needs a code in letters, digits, dots, dashes and underscores', async () => {
    const api = stubApi({ 'GET ProjectProductList/job_site_bins/': [200, { results: bins }] });
    renderWithProviders(<BinLocationDialog projectId={9} items={[items[1]]} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bin location update' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'New bin' }));
    await userEvent.type(within(dialog).getByLabelText('Bin code'), 'L2 A');
    await userEvent.type(within(dialog).getByLabelText('Bin name'), 'Cage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add bin' }));
    expect(await within(dialog).findByText('Use letters, digits, dots, dashes and underscores only.')).toBeTruthy();
    expect(api.called('POST', 'ProjectProductList/job_site_bins/')).toHaveLength(0);
  });
});
