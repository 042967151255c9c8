import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { assetScreens } from '../routes';
import { forbidden, request, signInContractor } from '../test-fixtures';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = originalMatchMedia;
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('tool requests', () => {
  it('lists the requests as a table a warehouse manager scans, and a click on a row opens the request', async () => {
    signInContractor();
    const api = stubApi({
      'GET tool_requests/': pagedAnswer([request(40), request(41, { request_type: 'return', status: 'partly shipped', status_display: 'Back-ordered', need_by_date: null, warehouse: null, submitted_on: null, line_count: 1, received_quantity: 1, quantity: 2 })], 7, 'http://localhost/api/v1/tool_requests/?page=2'),
      'GET tool_requests/40/': [200, { ...request(40), lines: [], actions: [], history: [] }],
    });
    const { router } = renderRoutes(assetScreens, '/tool_requests');
    const table = await screen.findByRole('table', { name: 'Tool requests' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Request', 'Type', 'Status', 'Project', 'Warehouse', 'Requested by', 'Need by', 'Items']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first)).toEqual(['TR-00040', 'Delivery', 'Submitted', 'DMC Tower A · J-1042', 'Denver Tool Crib', 'Luis NavarroSubmitted 2026-11-20', '2026-12-01', '1 of 3 shipped2 lines']);
    expect(cells(second)).toEqual(['TR-00041', 'Return', 'Back-ordered', 'DMC Tower A · J-1042', '—', 'Luis Navarro', '—', '1 of 2 back1 line']);
    expect(screen.getByText('Showing 2 of 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    expect(api.called('GET', 'tool_requests/')[0].query.get('status')).toBe('submitted,partly shipped');

    // a click anywhere on the row opens it, as the number (a button for the keyboard) does
    await userEvent.click(within(first).getByText('Denver Tool Crib'));
    expect(await screen.findByRole('dialog', { name: 'Request TR-00040' })).toBeTruthy();
    expect(router.state.location.search).toBe('?request_id=40');
    expect(within(first).getByRole('button', { name: 'TR-00040' })).toBeTruthy();
  });

  it('says when the requests could not be loaded, tries again, and says what to do when there are none', async () => {
    signInContractor();
    let fail = true;
    const api = stubApi({ 'GET tool_requests/': () => (fail ? forbidden : pagedAnswer([])) });
    renderRoutes(assetScreens, '/tool_requests');
    expect(await screen.findByText('Requests could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No tool requests in these statuses. Choose New request to ask the warehouse for tools for a job, or turn on more statuses above.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.called('GET', 'tool_requests/')).toHaveLength(2);
  });

  it('shows each request as a card on a phone, and a tap on the card opens it', async () => {
    window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    signInContractor();
    const api = stubApi({
      'GET tool_requests/': pagedAnswer([request(40)]),
      'GET tool_requests/40/': [200, { ...request(40), lines: [], actions: [], history: [] }],
    });
    renderRoutes(assetScreens, '/tool_requests');
    const cards = within(await screen.findByRole('list', { name: 'Tool requests' }, { timeout: 5000 })).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByText('Need by:')).toBeTruthy();
    expect(within(cards[0]).getByText('2026-12-01')).toBeTruthy();
    await userEvent.click(within(cards[0]).getByText('1 of 3 shipped'));
    await waitFor(() => expect(api.called('GET', 'tool_requests/40/')).toHaveLength(1));
  });
});
