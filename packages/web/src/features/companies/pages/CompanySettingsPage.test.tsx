import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { CompanySettingsPage } from './CompanySettingsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const routes = [{ path: '/settings/company/:tab?', element: <CompanySettingsPage /> }];
const noGrants = { allow_edit_all_tool_transfer: true, hide_project_material: true, allow_edit_all_orders: false, allow_manage_users: false, allow_manage_company: false };

describe('company settings tabs', () => {
  it('says so to a member whose group manages nothing here, and asks the server nothing', async () => {
    const api = stubApi({});
    signInAs(makeAccount({ permissions: noGrants }));
    renderRoutes(routes, '/settings/company/warehouses');
    expect(await screen.findByText('Your user group does not manage company settings')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('shows a user manager only the member tabs, and opens the first when the URL names another', async () => {
    stubApi({
      'GET company_settings/': [200, { company_id: 3, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: [] }],
      'GET companies/3/': [200, { id: 3, name: 'Summit Electrical Contractors' }],
    });
    signInAs(makeAccount({ permissions: { ...noGrants, hide_project_material: false, allow_manage_users: true } }));
    const { router } = renderRoutes(routes, '/settings/company/api-tokens');
    expect(await screen.findByRole('heading', { level: 1, name: /Company settings/ })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Requests to join', 'User groups']);
    expect(screen.getByRole('tab', { name: 'Requests to join' }).getAttribute('aria-selected')).toBe('true');
    // under its own address, so the address and the tab shown agree
    expect(router.state.location.pathname).toBe('/settings/company/members');
  });

  it("says why the settings could not be loaded, and Try again asks again", async () => {
    let fail = true;
    const api = stubApi({
      'GET company_settings/': () => (fail ? [503, { detail: 'Down for maintenance' }] : [200, { company_id: 3, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: [] }]),
      'GET companies/3/': [200, { id: 3, name: 'Summit Electrical Contractors' }],
    });
    signInAs(makeAccount({ permissions: { ...noGrants, hide_project_material: false, allow_manage_users: true } }));
    renderRoutes(routes, '/settings/company');
    const state = (await screen.findByText('Company settings could not be loaded', {}, { timeout: 8000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(state.textContent).toContain('Down for maintenance');
    const asked = api.called('GET', 'company_settings/').length;
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Company settings: Summit Electrical Contractors/ })).toBeTruthy();
    expect(api.called('GET', 'company_settings/').length).toBe(asked + 1);
  });
});
