import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { dashboardScreens } from '../routes';

const project = (id: number, name: string) => ({
  id, company_id: 1, name, main_job_num: `J-${id}`, parent_id: null, parent_name: null, status: 'active', is_work_order: false,
  is_job: true, is_group: false, children_count: 0, owner_count: 1, is_owner: true, city: 'Denver', state: 'CO', country: 'USA', created_at: '2026-11-01T00:00:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('dashboard: my projects', () => {
  it("lists the user's own active projects, opening each where the opening rule says, and loads more", { timeout: 15_000 }, async () => {
    signInForTest({ services: { tool_services: true } });
    const api = stubApi({
      'GET ListProject/': (_body, url) =>
        url.searchParams.get('page') === '2'
          ? pagedAnswer([project(2, 'Union Station Retrofit')], 2)
          : pagedAnswer([project(1, 'Boulder Tech Office')], 2, 'http://localhost/api/v1/ListProject/?owner_id=7&page=2'),
    });
    renderRoutes(dashboardScreens, '/dashboard');
    const link = await screen.findByRole('link', { name: 'Boulder Tech Office' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/project/bom/1');
    const first = api.called('GET', 'ListProject/')[0];
    expect(first.query.get('owner_id')).toBe('7');
    expect(first.query.get('status')).toBe('active');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Union Station Retrofit' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by status and says so when nothing matches', { timeout: 15_000 }, async () => {
    signInForTest({ services: { tool_services: true } });
    const api = stubApi({ 'GET ListProject/': pagedAnswer([]) });
    renderRoutes(dashboardScreens, '/dashboard');
    expect(await screen.findByText('You own no active projects.', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('region', { name: 'My projects' })).getByText('Archived'));
    await waitFor(() => expect(api.called('GET', 'ListProject/').some((c) => c.query.get('status') === 'archived')).toBe(true));
    expect(await screen.findByText('You own no archived projects.')).toBeTruthy();
  });
});

describe('dashboard: my projects when the server fails', () => {
  it('says the projects could not be loaded and tries again on request', { timeout: 15_000 }, async () => {
    signInForTest({ services: { tool_services: true } });
    let fail = true;
    const api = stubApi({ 'GET ListProject/': () => (fail ? [500, { detail: 'A server error occurred.' }] : pagedAnswer([project(1, 'Boulder Tech Office')])) });
    renderRoutes(dashboardScreens, '/dashboard');
    expect(await screen.findByText('Your projects could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(within(screen.getByRole('region', { name: 'My projects' })).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Boulder Tech Office' })).toBeTruthy();
    expect(api.called('GET', 'ListProject/').length).toBeGreaterThanOrEqual(2);
  });
});
