import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passClickThrottle } from '../../../test/click-throttle';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { ShippingAddressesSection } from './ShippingAddressesSection';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shipping address dialog', () => {
  it('shows the address check and sends nothing, then saves the completed address once', async () => {
    const saved = { id: 9, note: 'Phoenix site', Field_1: '200 W Washington St', Field_2: '', city: 'Phoenix', state: 'AZ', zip: '85004', country: 'USA' };
    let rows: unknown[] = [];
    const api = stubApi({
      'GET shippingaddresses/': () => pagedAnswer(rows),
      'POST shippingaddresses/': () => ((rows = [saved]), [201, saved]),
    });
    renderWithProviders(<ShippingAddressesSection />);
    expect(await screen.findByText(/^No shipping addresses yet\. Add shipping address/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add shipping address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shipping address' });
    const panel = within(dialog).getByRole('group', { name: 'Shipping address' });
    fireEvent.change(within(panel).getByLabelText('Name', { selector: 'input' }), { target: { value: 'Phoenix site' } });
    fireEvent.change(within(panel).getByLabelText(/^City/, { selector: 'input' }), { target: { value: 'Phoenix' } });
    fireEvent.change(within(panel).getByLabelText(/^Zip/, { selector: 'input' }), { target: { value: '85004' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Please complete the address');
    expect(api.called('POST', 'shippingaddresses/')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText(/^Street address/, { selector: 'input' }), { target: { value: '200 W Washington St' } });
    fireEvent.click(within(panel).getByLabelText(/^State/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'AZ', hidden: true }));
    passClickThrottle();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('200 W Washington St, Phoenix, AZ 85004, USA')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New shipping address' })).toBeNull());
    const posts = api.called('POST', 'shippingaddresses/');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ note: 'Phoenix site', Field_1: '200 W Washington St', city: 'Phoenix', zip: '85004', country: 'USA' });
  });

  it('Cancel closes the dialog without saving', async () => {
    const api = stubApi({ 'GET shippingaddresses/': pagedAnswer([]) });
    renderWithProviders(<ShippingAddressesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add shipping address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shipping address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New shipping address' })).toBeNull());
    expect(api.called('POST', 'shippingaddresses/')).toHaveLength(0);
  });
  it('toasts a refusal that belongs to no field of the address (it was dropped: the dialog stayed as it was, saying nothing)', async () => {
    stubApi({
      'GET shippingaddresses/': pagedAnswer([]),
      'POST shippingaddresses/': [400, { detail: 'A shipping address with this name exists already.' }],
    });
    renderWithProviders(<ShippingAddressesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add shipping address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shipping address' });
    const panel = within(dialog).getByRole('group', { name: 'Shipping address' });
    fireEvent.change(within(panel).getByLabelText('Name', { selector: 'input' }), { target: { value: 'Phoenix site' } });
    fireEvent.change(within(panel).getByLabelText(/^Street address/, { selector: 'input' }), { target: { value: '200 W Washington St' } });
    fireEvent.change(within(panel).getByLabelText(/^City/, { selector: 'input' }), { target: { value: 'Phoenix' } });
    fireEvent.change(within(panel).getByLabelText(/^Zip/, { selector: 'input' }), { target: { value: '85004' } });
    fireEvent.click(within(panel).getByLabelText(/^State/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'AZ', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('A shipping address with this name exists already.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New shipping address' })).toBeTruthy();
  });
});
