import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShippingFormSummary } from '@jobsite/core';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signIn } from '../test/fixtures';
import { ShippingFormsPage } from './ShippingFormsPage';

afterEach(() => vi.unstubAllGlobals());

const summary = (over: Partial<ShippingFormSummary> = {}): ShippingFormSummary => ({
  id: 12,
  number: 'SF-00012',
  status: 'ready-to-ship',
  status_display: 'Ready to ship',
  tool_request: { id: 4, number: 'TR-00004' },
  project: { id: 2, name: 'DMC Parking Structure' },
  pickup_warehouse: { id: 1, name: 'Main tool crib' },
  shipping_date: '2026-12-01',
  shipping_address_display: '1 Main St, Denver, CO 80202, USA',
  delivery_by: 'Our truck',
  item_count: 1,
  is_return: false,
  updated_at: '2026-11-20T10:00:00Z',
  ...over,
});

function open(reply: Parameters<typeof stubApi>[0][string]) {
  signIn();
  const api = stubApi({ 'GET ShippingForms/list/': reply });
  renderRoutes(
    [
      { path: '/shipping', element: <ShippingFormsPage /> },
      { path: '/shipping/:shippingFormID/', element: <p>Form screen</p> },
    ],
    '/shipping',
  );
  return api;
}

describe('the shipping forms list', () => {
  it('shows each form as a row: number, status, project and request, from, to, delivery, date and items', async () => {
    open(
      pagedAnswer([
        summary(),
        summary({ id: 13, number: 'SF-00013', is_return: true, status: 'pending', status_display: 'Pending', tool_request: null, project: null, pickup_warehouse: null, shipping_date: null, shipping_address_display: '', delivery_by: '', item_count: 3 }),
        summary({ id: 14, number: 'SF-00014', is_return: true, status: 'pending', status_display: 'Pending', tool_request: null, shipping_address_display: '1850 Industrial Blvd, Denver, CO 80216, USA' }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Shipping forms' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['SF-00012', 'Ready to ship', 'DMC Parking StructureRequest TR-00004', 'Main tool crib', '1 Main St, Denver, CO 80202, USA', 'Our truck', '2026-12-01', '1 item']);
    // a return travels from the job site back to its warehouse
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Return SF-00013', 'Pending', 'No project', 'Job site', '—', '—', 'No date yet', '3 items']);
    expect(within(third!).getAllByRole('cell').map((c) => c.textContent).slice(2, 5)).toEqual(['DMC Parking Structure', 'DMC Parking Structure', 'Main tool crib']);
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
  });

  it('opens a form from its number, a button', async () => {
    open(pagedAnswer([summary()]));
    fireEvent.click(await screen.findByRole('button', { name: 'SF-00012' }));
    expect(await screen.findByText('Form screen')).toBeTruthy();
  });

  it('a click elsewhere on the row opens the form too', async () => {
    open(pagedAnswer([summary()]));
    fireEvent.click(await screen.findByText('Our truck'));
    expect(await screen.findByText('Form screen')).toBeTruthy();
  });

  it('says how forms are made when there are none, and that nothing matches under a filter', async () => {
    const api = open(pagedAnswer([]));
    expect(await screen.findByText('Shipping forms are created from a tool request: open a request and choose Create shipping form.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search shipping forms' }), { target: { value: 'SF-9' } });
    expect(await screen.findByText('No shipping form matches these filters.', undefined, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(api.calls.at(-1)?.query.get('search')).toBe('SF-9'));
  });

  it('says the list could not be loaded, and Try again asks again', async () => {
    let fail = true;
    const api = open(() => (fail ? [403, { detail: 'You do not have permission to perform this action.' }] : pagedAnswer([summary()])));
    expect(await screen.findByText('Shipping forms could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'SF-00012' })).toBeTruthy();
    expect(api.called('GET', 'ShippingForms/list/').length).toBe(2);
  });
});
