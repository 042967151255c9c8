import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { shippingRoutesForTest } from '../test/routes';
import { editorAbilities, shippingForm, shippingItem, signIn } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const delivered = shippingForm({
  status: 'delivered',
  status_display: 'Delivered',
  abilities: { ...editorAbilities, edit_details: false, statuses: [], create_return: true, delete: false },
  shipping_items: [shippingItem(1), shippingItem(2, { exception: 'damaged', exception_quantity: 1 })],
});
const created = shippingForm({ id: 13, number: 'SF-00013', return_of: { id: 12, number: 'SF-00012', status: 'delivered', status_display: 'Delivered' } });

async function openDelivered() {
  signIn();
  const api = stubApi({
    'GET ShippingForms/12/get/': [200, delivered],
    'GET ShippingForms/13/get/': [200, created],
    'POST ShippingForms/12/create_return/': [201, created],
  });
  renderRoutes(shippingRoutesForTest, '/shipping/12/');
  await screen.findByRole('heading', { name: 'Shipping form SF-00012' }, { timeout: 5000 });
  return api;
}

describe('create return', () => {
  it('starts with every item selected and refuses none with the spec message', async () => {
    const api = await openDelivered();
    await userEvent.click(screen.getByRole('button', { name: 'Create return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create return' });
    const boxes = within(dialog).getAllByRole('checkbox', { name: /hammer drill|hand bender/ });
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true]);
    // each how-many field is named as its line is, with the serial that tells two drills apart
    expect(within(dialog).getByLabelText('Quantity of SDS-Plus hammer drill · HD-SDS-001 to return')).toBeTruthy();
    for (const b of boxes) await userEvent.click(b);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create return' }));
    expect(await within(dialog).findByText('Please select at least one item to return')).toBeTruthy();
    expect(api.called('POST', 'ShippingForms/12/create_return/')).toHaveLength(0);
  });

  it('offers a return of exactly the damaged lines and opens the new form', async () => {
    const api = await openDelivered();
    await userEvent.click(screen.getByRole('button', { name: 'Create return for these lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create return' });
    expect((within(dialog).getByRole('checkbox', { name: /hammer drill/ }) as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByRole('checkbox', { name: /hand bender/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Quantity of EMT hand bender 3/4 in to return') as HTMLInputElement).value).toBe('1');
    await userEvent.type(within(dialog).getByLabelText('Delivery by'), 'Wes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create return' }));
    await waitFor(() => expect(api.called('POST', 'ShippingForms/12/create_return/')).toHaveLength(1));
    expect(api.called('POST', 'ShippingForms/12/create_return/')[0].body).toMatchObject({ return_items: [{ shipping_item_id: 2, quantity: 1 }], delivery_by_name: 'Wes' });
    expect(await screen.findByRole('heading', { name: 'Return SF-00013' })).toBeTruthy();
  });

  it('a short line shows what did not arrive and returns only what came: none of a line short in full, the rest of one short in part', async () => {
    signIn();
    const short = shippingForm({
      ...delivered,
      shipping_items: [shippingItem(1, { exception: 'short', exception_quantity: 1 }), shippingItem(2, { quantity: 5, exception: 'short', exception_quantity: 2 })],
    });
    const api = stubApi({ 'GET ShippingForms/12/get/': [200, short], 'POST ShippingForms/12/create_return/': [201, created], 'GET ShippingForms/13/get/': [200, created] });
    renderRoutes(shippingRoutesForTest, '/shipping/12/');
    await screen.findByRole('heading', { name: 'Shipping form SF-00012' }, { timeout: 5000 });
    expect(screen.getByText('Short: 2 of 5 did not arrive')).toBeTruthy();
    // nothing to send back for what never came, so no return of "these lines" is offered
    expect(screen.queryByRole('button', { name: 'Create return for these lines' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create return' });
    const drill = within(dialog).getByRole('checkbox', { name: /hammer drill/ }) as HTMLInputElement;
    expect([drill.checked, drill.disabled]).toEqual([false, true]);
    expect((within(dialog).getByLabelText('Quantity of EMT hand bender 3/4 in to return') as HTMLInputElement).value).toBe('3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create return' }));
    await waitFor(() => expect(api.called('POST', 'ShippingForms/12/create_return/')).toHaveLength(1));
    expect(api.called('POST', 'ShippingForms/12/create_return/')[0].body).toMatchObject({ return_items: [{ shipping_item_id: 2, quantity: 3 }] });
  });

  it('refuses more than arrived in the words every screen writes quantities with (At most 1,200 arrived)', async () => {
    signIn();
    const reel = shippingForm({ ...delivered, shipping_items: [shippingItem(2, { quantity: 1200, shipping_item_details: [{ id: 102, bin_location_id: 9, bin_location_name: 'D-A1', quantity: 1200 }] })] });
    const api = stubApi({ 'GET ShippingForms/12/get/': [200, reel] });
    renderRoutes(shippingRoutesForTest, '/shipping/12/');
    await screen.findByRole('heading', { name: 'Shipping form SF-00012' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Create return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create return' });
    const quantity = within(dialog).getByLabelText('Quantity of EMT hand bender 3/4 in to return');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1500');
    expect(await within(dialog).findByText('At most 1,200 arrived')).toBeTruthy();
    expect(api.called('POST', 'ShippingForms/12/create_return/')).toHaveLength(0);
  });

  it('keeps a quantity of 0 as typed and says Quantity must be greater than 0, never returning 1', async () => {
    const api = await openDelivered();
    await userEvent.click(screen.getByRole('button', { name: 'Create return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create return' });
    const quantity = within(dialog).getByLabelText('Quantity of EMT hand bender 3/4 in to return') as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create return' }));
    expect(quantity.value).toBe('0');
    expect((await within(dialog).findAllByText('Quantity must be greater than 0')).length).toBeGreaterThan(0);
    expect(api.called('POST', 'ShippingForms/12/create_return/')).toHaveLength(0);
  });
});
