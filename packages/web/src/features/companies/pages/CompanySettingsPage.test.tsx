import { screen } from '@testing-library/react';
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
    renderRoutes(routes, '/settings/company/api-tokens');
    expect(await screen.findByRole('heading', { level: 1, name: /Company settings/ })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Requests to join', 'User groups']);
    expect(screen.getByRole('tab', { name: 'Requests to join' }).getAttribute('aria-selected')).toBe('true');
  });
});
