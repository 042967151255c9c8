import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { shippingRoutesForTest } from '../test/routes';
import { readOnlyAbilities, shippingForm, shippingItem, signIn } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const inTransit = shippingForm({
  status: 'in transit',
  status_display: 'In transit',
  abilities: { ...readOnlyAbilities, confirm: ['delivered'], upload: true },
  shipping_items: [shippingItem(1), shippingItem(2, { quantity: 1200, unit: 'FT', shipping_item_details: [] })],
});

async function openConfirmDelivered() {
  signIn();
  const api = stubApi({
    'GET ShippingForms/12/get/': [200, inTransit],
    'POST ShippingForms/12/delivery/update_status/': [200, { ...inTransit, status: 'delivered', status_display: 'Delivered' }],
  });
  renderRoutes(shippingRoutesForTest, '/shipping/12/');
  await screen.findByRole('heading', { name: 'Shipping form SF-00012' }, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Confirm delivered' }));
  return { api, dialog: await screen.findByRole('dialog', { name: 'Confirm delivered' }) };
}

describe('confirm delivered', () => {
  it('marks a line short after the names are typed, and sends how many', async () => {
    const { api, dialog } = await openConfirmDelivered();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Delivery person/ }), 'Marco');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Received by/ }), 'Luis');
    // the foreman picks Short right after typing: the choice is read from the event, not later
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Exception for EMT hand bender 3/4 in' }), 'short');
    const howMany = await within(dialog).findByRole('textbox', { name: 'How many short of EMT hand bender 3/4 in' });
    await userEvent.clear(howMany);
    await userEvent.type(howMany, '200');
    // what did not come is not received: the site sees what it takes
    expect(within(dialog).getByText('1,000 of 1,200 received; the 200 short stay with the warehouse')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    await vi.waitFor(() => expect(api.called('POST', 'ShippingForms/12/delivery/update_status/')).toHaveLength(1));
    expect(api.called('POST', 'ShippingForms/12/delivery/update_status/')[0].body).toMatchObject({ received_by: 'Luis', exceptions: [{ shipping_item_id: 2, exception: 'short', quantity: 200 }] });
  });

  it('names each line by its serial too, so one of two identical drills can be marked damaged', async () => {
    signIn();
    const drills = shippingForm({ ...inTransit, shipping_items: [shippingItem(1, { serial_number: 'HD-SDS-001' }), shippingItem(3, { name: 'SDS-Plus hammer drill', serial_number: 'HD-SDS-002', quantity: 1 })] });
    const api = stubApi({ 'GET ShippingForms/12/get/': [200, drills], 'POST ShippingForms/12/delivery/update_status/': [200, { ...drills, status: 'delivered', status_display: 'Delivered' }] });
    renderRoutes(shippingRoutesForTest, '/shipping/12/');
    await screen.findByRole('heading', { name: 'Shipping form SF-00012' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm delivered' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Delivery person/ }), 'Marco');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Received by/ }), 'Luis');
    expect(within(dialog).getByRole('combobox', { name: 'Exception for SDS-Plus hammer drill · HD-SDS-001' })).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Exception for SDS-Plus hammer drill · HD-SDS-002' }), 'damaged');
    expect(within(dialog).getByRole('textbox', { name: 'How many damaged of SDS-Plus hammer drill · HD-SDS-002' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    await vi.waitFor(() => expect(api.called('POST', 'ShippingForms/12/delivery/update_status/')).toHaveLength(1));
    expect(api.called('POST', 'ShippingForms/12/delivery/update_status/')[0].body).toMatchObject({ exceptions: [{ shipping_item_id: 3, exception: 'damaged', quantity: 1 }] });
  });

  it('keeps a typed short count that is 0 or more than shipped, says why, and sends nothing', async () => {
    const { api, dialog } = await openConfirmDelivered();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Delivery person/ }), 'Marco');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Received by/ }), 'Luis');
    const line = within(dialog).getByRole('combobox', { name: 'Exception for EMT hand bender 3/4 in' });
    expect(within(line).getByRole('option', { name: 'All 1,200 fine' })).toBeTruthy();
    await userEvent.selectOptions(line, 'short');
    const howMany = await within(dialog).findByRole('textbox', { name: 'How many short of EMT hand bender 3/4 in' });
    await userEvent.clear(howMany);
    await userEvent.type(howMany, '0');
    await userEvent.tab();
    expect((howMany as HTMLInputElement).value).toBe('0');
    expect(within(dialog).getByText('Quantity must be greater than 0')).toBeTruthy();
    await userEvent.clear(howMany);
    await userEvent.type(howMany, '1500');
    await userEvent.tab();
    expect((howMany as HTMLInputElement).value).toBe('1500');
    expect(within(dialog).getByText('At most 1,200 shipped')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(api.called('POST', 'ShippingForms/12/delivery/update_status/')).toHaveLength(0);
  });
});
