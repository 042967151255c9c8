import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShippingForm } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { shippingScreens } from '../routes';
import { readOnlyAbilities, shippingForm, signIn } from '../test/fixtures';

afterEach(() => vi.unstubAllGlobals());

const EDIT_CONTROLS = ['Change warehouse', 'Edit shipping details', 'Set delivery option', 'Add items', 'Add packaging', 'Upload files', 'Add user to CC list', 'Remove Luis Navarro from CC', 'Ready to ship', 'Edit quantity and bins of SDS-Plus hammer drill', 'Remove SDS-Plus hammer drill'];

async function openForm(form: ShippingForm, extra: Parameters<typeof stubApi>[0] = {}) {
  signIn();
  const api = stubApi({ 'GET ShippingForms/12/get/': [200, form], ...extra });
  renderRoutes([...shippingScreens, { path: '/', element: <p>Site root</p> }], '/shipping/12/');
  // the screen's code arrives lazily: give it longer than the default second on a busy machine
  await screen.findByRole('heading', { name: 'Shipping form SF-00012' }, { timeout: 5000 });
  return api;
}

describe('the shipping form page', () => {
  it('offers the edit controls the server allows', async () => {
    await openForm(shippingForm());
    for (const name of EDIT_CONTROLS) expect(screen.getByRole('button', { name }), name).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '3rd Party Tracking #' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toBeTruthy();
  });

  it('names who carries a return by the name typed for it', async () => {
    await openForm(shippingForm({ delivery_by_name: 'Luis truck' }));
    expect(screen.getByText('Luis truck')).toBeTruthy();
  });

  it.each([
    ['pending', 'Pending', true],
    ['ready-to-ship', 'Ready to ship', false],
    ['in transit', 'In transit', false],
  ] as const)('offers Clear of the delivery option on a form %s: %s', async (status, status_display, clear) => {
    const carrier = { id: 4, name: 'Metro downtown deliveries', company_supplier: null, company_supplier_branch: null };
    await openForm(shippingForm({ status, status_display, delivery_by_contact_group: carrier }));
    expect(screen.getByRole('button', { name: 'Change delivery option' })).toBeTruthy();
    expect(Boolean(screen.queryByRole('button', { name: 'Clear' }))).toBe(clear);
  });

  it('counts the lines in the items title; an outbound form names its pickup warehouse, prepared there', async () => {
    await openForm(shippingForm());
    expect(screen.getByText('Shipping items (2)')).toBeTruthy();
    expect(screen.getByText('Pickup warehouse')).toBeTruthy();
    expect(screen.getByText('Being prepared at the warehouse.')).toBeTruthy();
  });

  it('reads a return as one: going back to its warehouse, prepared on site', async () => {
    signIn();
    stubApi({ 'GET ShippingForms/12/get/': [200, shippingForm({ return_of: { id: 9, number: 'SF-00009', status: 'delivered', status_display: 'Delivered' } })] });
    renderRoutes(shippingScreens, '/shipping/12/');
    await screen.findByRole('heading', { name: 'Return SF-00012' }, { timeout: 5000 });
    expect(screen.getByText('Returns to warehouse')).toBeTruthy();
    expect(screen.queryByText('Pickup warehouse')).toBeNull();
    expect(screen.getByText('Being prepared on site for its return to the warehouse.')).toBeTruthy();
    expect(screen.queryByText('Being prepared at the warehouse.')).toBeNull();
  });

  it('reads a form made for a return request as a return too, though it is the return of no form', async () => {
    signIn();
    stubApi({ 'GET ShippingForms/12/get/': [200, shippingForm({ tool_request: { id: 17, number: 'RT-00017', service: 'tool', request_type: 'return' }, return_of: null })] });
    renderRoutes(shippingScreens, '/shipping/12/');
    await screen.findByRole('heading', { name: 'Return SF-00012' }, { timeout: 5000 });
    expect(screen.getByText('Returns to warehouse')).toBeTruthy();
    expect(screen.getByText('Being prepared on site for its return to the warehouse.')).toBeTruthy();
  });

  it('hides every edit control when the abilities allow none, and shows the values as text', async () => {
    await openForm(shippingForm({ status: 'in transit', status_display: 'In transit', abilities: readOnlyAbilities, external_tracking_num: '1Z999' }));
    for (const name of EDIT_CONTROLS) expect(screen.queryByRole('button', { name }), name).toBeNull();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '3rd Party Tracking #' })).toBeNull();
    expect(screen.getByText('1Z999')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Delivery stages' })).getByText('In transit').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('asks a form for a carrier to choose its delivery option before it is ready to ship', async () => {
    await openForm(shippingForm());
    expect(screen.getByText('None yet: choose the supplier contact group that carries it before it is ready to ship.')).toBeTruthy();
  });

  it('tells a will-call form it needs no delivery option: the site collects it at the counter', async () => {
    await openForm(shippingForm({ status: 'will call', status_display: 'Will call', will_call: true, shipping_address: null, shipping_address_display: 'Will Call', abilities: readOnlyAbilities }));
    expect(screen.getByText('None needed for will call: the site collects it at the warehouse counter.')).toBeTruthy();
    expect(screen.queryByText(/before it is ready to ship/)).toBeNull();
  });

  it('refuses ready to ship without a delivery option, without calling the server', async () => {
    const api = await openForm(shippingForm());
    await userEvent.click(screen.getByRole('button', { name: 'Ready to ship' }));
    expect(await screen.findByText('Please select a delivery option first.')).toBeTruthy();
    expect(api.called('POST', 'ShippingForms/12/update_status/')).toHaveLength(0);
  });

  it('readies a form whose carrier is a typed name (a return), as the server allows', async () => {
    const form = shippingForm({ delivery_by_name: 'Luis truck' });
    const api = await openForm(form, { 'POST ShippingForms/12/update_status/': [200, { ...form, status: 'ready-to-ship', status_display: 'Ready to ship' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Ready to ship' }));
    await waitFor(() => expect(api.called('POST', 'ShippingForms/12/update_status/')).toHaveLength(1));
    expect(api.called('POST', 'ShippingForms/12/update_status/')[0].body).toEqual({ new_status: 'ready-to-ship' });
    expect(screen.queryByText('Please select a delivery option first.')).toBeNull();
  });

  it('opens Confirm in transit for a form carried by a typed name', async () => {
    await openForm(shippingForm({ status: 'ready-to-ship', status_display: 'Ready to ship', delivery_by_name: 'Luis truck', abilities: { ...shippingForm().abilities, confirm: ['in transit'] } }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm in transit' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('Please select a delivery option first.')).toBeNull();
  });

  it('copies the share link, host plus /shipping/{id}/, and says Link copied!', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openForm(shippingForm());
    await userEvent.click(screen.getByRole('button', { name: 'Share link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shipping/12/`);
    expect(await screen.findByText('Link copied!')).toBeTruthy();
  });

  it('deletes a pending form and goes to the site root', async () => {
    const api = await openForm(shippingForm(), { 'POST ShippingForms/12/delete/': [200, { deleted: true }] });
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete SF-00012?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Site root')).toBeTruthy();
    expect(api.called('POST', 'ShippingForms/12/delete/')).toHaveLength(1);
  });

  it('says so when the form does not exist', async () => {
    signIn();
    stubApi({});
    renderRoutes(shippingScreens, '/shipping/99/');
    expect(await screen.findByText(/This shipping form does not exist/, {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('the shipping forms list', () => {
  it('says what to do when there is none, and filters by status on the server', async () => {
    signIn();
    const api = stubApi({ 'GET ShippingForms/list/': pagedAnswer([]) });
    renderRoutes(shippingScreens, '/shipping');
    expect(await screen.findByText('Shipping forms are created from a tool request: open a request and choose Create shipping form.', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByText('In transit'));
    await waitFor(() => expect(api.called('GET', 'ShippingForms/list/').at(-1)?.query.get('status')).toBe('in transit'));
    expect(await screen.findByText('No shipping form matches these filters.')).toBeTruthy();
  });
});
