import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { localDay } from '../../../lib/dates';
import { assetScreens } from '../routes';
import { charge, forbidden, signInContractor } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const chargesPage = (results: ReturnType<typeof charge>[], count = results.length) => ({
  count,
  next: count > results.length ? 'http://localhost/api/v1/tool_charges/?page=2' : null,
  previous: null,
  results,
  projects: [{ id: 5, name: 'DMC Tower A', amount: 252 }],
  total: 252,
});

describe('tool charges', () => {
  it('lists each charge with tool, project, cost code, period, days × rate and amount, under the totals', async () => {
    signInContractor();
    const api = stubApi({
      'GET tool_charges/': [200, chargesPage([charge(), charge({ item: { id: 2, serial_number: 'BS-7', model_name: 'Band saw', model_code: 'BS' }, cost_code: '', days: 1, daily_rate: 36, quantity: 2, amount: 72, from: '2026-11-10' })], 3)],
    });
    renderRoutes(assetScreens, '/tool_charges');
    const table = await screen.findByRole('table', { name: 'Tool charges' }, { timeout: 5000 });
    expect(api.called('GET', 'tool_charges/')[0].query.get('service')).toBe('tool');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tool', 'Project', 'Cost code', 'Period', 'Days × rate', 'Amount']);
    const [, drill, saw] = within(table).getAllByRole('row');
    expect(within(drill).getAllByRole('cell').map((c) => c.textContent)).toEqual(['SDS-Plus hammer drill HD-001', 'DMC Tower A', '01-500', '2026-11-01 to 2026-11-10', '10 days × $18.00', '$180.00']);
    expect(within(saw).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Band saw BS-7', 'DMC Tower A', '—', '2026-11-10 to 2026-11-10', '1 day × $36.00 × 2', '$72.00']);
    expect(screen.getByText('Total $252.00')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('says when nothing was out in the period, and when the charges could not be loaded', async () => {
    signInContractor();
    stubApi({ 'GET tool_charges/': [200, { ...chargesPage([]), projects: [], total: 0 }] });
    const { unmount } = renderRoutes(assetScreens, '/tool_charges');
    expect(await screen.findByText('Nothing was out on a job in this period. Charges start the day a tool ships to a job and stop the day the warehouse receives it back.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Tool charges' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubApi({ 'GET tool_charges/': forbidden });
    renderRoutes(assetScreens, '/tool_charges');
    expect(await screen.findByText('Charges could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says a period reaching past today is charged to date, as the server charges no day ahead', async () => {
    signInContractor();
    const api = stubApi({ 'GET tool_charges/': [200, chargesPage([charge()])] });
    renderRoutes(assetScreens, '/tool_charges');
    expect(await screen.findByText('Total $252.00', {}, { timeout: 5000 })).toBeTruthy();
    const today = localDay();
    const year = Number(today.slice(0, 4)) + 1;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: `${year}-06-30` } });
    expect(await screen.findByText(`Total to date (through ${today}) $252.00`)).toBeTruthy();
    expect(screen.getByText(`Charged to date: days after today (${today}) are not charged yet.`)).toBeTruthy();
    await waitFor(() => expect(api.called('GET', 'tool_charges/').at(-1)?.query.get('to')).toBe(`${year}-06-30`));
  });
});
