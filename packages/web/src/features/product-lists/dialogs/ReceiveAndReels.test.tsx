import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { renderWithProviders } from '../../../test/render';
import { bins, listItem } from '../test/fixtures';
import { CableReelsDialog } from './CableReelsDialog';
import { listItemReceiveTarget, ReceiveDialog } from './ReceiveDialog';

afterEach(() => vi.unstubAllGlobals());

describe('receive on site', () => {
  it('starts at what is not on site yet, in the item bin; refuses zero; sends the quantity and bin', async () => {
    const api = stubApi({ 'GET ProjectProductList/job_site_bins/': [200, { results: bins }], 'POST ProjectProductListItem/31/receive/': [200, listItem()] });
    const onClose = vi.fn();
    renderWithProviders(<ReceiveDialog item={listItemReceiveTarget(listItem({ quantity: 1200, on_site: 200, bin: { id: 2, code: 'L2-B', name: 'Level 2 east wall' } }))} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Receive on site' });
    const quantity = within(dialog).getByLabelText('Quantity received (FT)') as HTMLInputElement;
    expect(quantity.value).toBe('1000');
    await waitFor(() => expect((within(dialog).getByLabelText('Bin location', { selector: 'input' }) as HTMLInputElement).value).toMatch(/^L2-B/));
    fireEvent.change(quantity, { target: { value: '0' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText('Quantity must be greater than 0')).toBeTruthy();
    expect(api.called('POST', 'ProjectProductListItem/31/receive/')).toHaveLength(0);
    fireEvent.change(quantity, { target: { value: '40' } });
    passClickThrottle(); // the save button's double-tap guard
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', 'ProjectProductListItem/31/receive/')[0].body).toEqual({ quantity: 40, bin_id: 2 });
  });
});

describe('receive on site: no more than can still arrive', () => {
  it('keeps a quantity above what the list asks or was ordered and refuses it in the server words; shows the server refusal when the numbers moved meanwhile', async () => {
    const refusal = 'Only 1,000 FT more can arrive: 1,200 FT listed or ordered, 200 on site already.';
    const api = stubApi({ 'GET ProjectProductList/job_site_bins/': [200, { results: bins }], 'POST ProjectProductListItem/31/receive/': [400, { quantity: ['Only 600 FT more can arrive: 1,200 FT listed or ordered, 600 on site already.'] }] });
    const onClose = vi.fn();
    renderWithProviders(<ReceiveDialog item={listItemReceiveTarget(listItem({ quantity: 1200, ordered: 1200, on_site: 200, purchase_orders: [{ id: 4, po_number: 'PO-1004', status: 'ordered', quantity: 1200 }, { id: 6, po_number: null, status: 'canceled', quantity: 500 }] }))} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Receive on site' });
    const quantity = within(dialog).getByLabelText('Quantity received (FT)') as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '1001' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(quantity.value).toBe('1001');
    expect(api.called('POST', 'ProjectProductListItem/31/receive/')).toHaveLength(0);
    // someone else received 400 meanwhile: the server says so on the field
    fireEvent.change(quantity, { target: { value: '1000' } });
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText('Only 600 FT more can arrive: 1,200 FT listed or ordered, 600 on site already.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets in what is on the list item draft orders: a draft of 1,500 FT of a 1,200 FT item takes 1,300 more with 200 on site', async () => {
    const api = stubApi({ 'GET ProjectProductList/job_site_bins/': [200, { results: bins }], 'POST ProjectProductListItem/31/receive/': [200, listItem()] });
    const onClose = vi.fn();
    const drafted = listItem({ quantity: 1200, ordered: 0, on_site: 200, purchase_orders: [{ id: 7, po_number: null, status: 'pending', quantity: 1500 }] });
    renderWithProviders(<ReceiveDialog item={listItemReceiveTarget(drafted)} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Receive on site' });
    const quantity = within(dialog).getByLabelText('Quantity received (FT)') as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: '1301' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText('Only 1,300 FT more can arrive: 1,500 FT listed or ordered, 200 on site already.')).toBeTruthy();
    expect(api.called('POST', 'ProjectProductListItem/31/receive/')).toHaveLength(0);
    fireEvent.change(quantity, { target: { value: '1300' } });
    passClickThrottle();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.called('POST', 'ProjectProductListItem/31/receive/')[0].body).toEqual({ quantity: 1300, bin_id: null });
  });
});

describe('cable reels', () => {
  it('refuses to cut more than is left on the reel, with the reel number, and sends nothing', async () => {
    const reel = { id: 3, project_id: 9, list_item_id: 31, item_description: 'THHN', reel_number: 'R-12', length: 1000, length_left: 750, unit: 'FT', bin: null, created_at: '' };
    const api = stubApi({ 'GET GetCableReels/': [200, { results: [reel] }] });
    renderWithProviders(<CableReelsDialog item={listItem({ is_cable: true })} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cable reels of ATC-EMT050' });
    expect(await within(dialog).findByText('750 of 1,000 FT left · no bin')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cut a length' }));
    fireEvent.change(within(dialog).getByLabelText('Cut length (FT)'), { target: { value: '800' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cut' }));
    expect(await within(dialog).findByText('Only 750 ft left on reel R-12.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a new reel needs its number', async () => {
    const api = stubApi({ 'GET GetCableReels/': [200, { results: [] }], 'GET ProjectProductList/job_site_bins/': [200, { results: bins }] });
    renderWithProviders(<CableReelsDialog item={listItem({ is_cable: true })} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cable reels of ATC-EMT050' });
    expect(await within(dialog).findByText(/No reel of this cable is on site yet/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a reel' }));
    fireEvent.change(within(dialog).getByLabelText('Length (FT)'), { target: { value: '500' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reel' }));
    expect(await within(dialog).findByText('Please enter the reel number.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
