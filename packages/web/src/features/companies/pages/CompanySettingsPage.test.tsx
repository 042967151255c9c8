import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUICK_START_STEPS } from '@jobsite/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
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
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Team', 'User groups']);
    expect(screen.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true');
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

describe("the quick start's Invite your team", () => {
  const settings = { company_id: 3, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: [] };

  it('opens a tab that shares the join link and adds a user, who gets an email to set a password', async () => {
    const api = stubApi({
      'GET company_settings/': [200, settings],
      'GET companies/3/': [200, { id: 3, name: 'Summit Electrical Contractors' }],
      'GET company_join_requests/': [200, []],
      'GET user_groups/': pagedAnswer([{ id: 4, name: 'Field leaders' }]),
      'POST create_internal_user': (body) =>
        (body as { email: string }).email === 'taken@example.com'
          ? [400, { email: ['An account with this email already exists.'] }]
          : [201, { id: 51, first_name: 'Ray', last_name: 'Ortiz', email: 'ray@summit.example', job_title: '', company_id: 3, company_name: 'Summit Electrical Contractors', is_active: true, email_validation_status: false }],
    });
    signInAs(makeAccount());
    const user = userEvent.setup({ delay: null });
    // after setup, which puts its own clipboard in place
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(routes, QUICK_START_STEPS.invite_users.link);

    const invite = await screen.findByRole('region', { name: 'Invite your team' });
    const link = within(invite).getByRole('textbox', { name: 'Join link' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/register_one/3/`);
    await user.click(within(invite).getByRole('button', { name: 'Copy join link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register_one/3/`);
    expect(await screen.findByText('Link copied!')).toBeTruthy();

    await user.click(within(invite).getByRole('button', { name: 'Add user' }));
    expect(await within(invite).findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(api.called('POST', 'create_internal_user')).toEqual([]);

    await user.type(within(invite).getByLabelText(/^First name/), 'Ray');
    await user.type(within(invite).getByLabelText(/^Last name/), 'Ortiz');
    await user.type(within(invite).getByLabelText(/^Email/), 'taken@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Add user' }));
    expect(await within(invite).findByText('An account with this email already exists.')).toBeTruthy();

    await user.clear(within(invite).getByLabelText(/^Email/));
    await user.type(within(invite).getByLabelText(/^Email/), 'Ray@Summit.example');
    await user.click(within(invite).getByRole('combobox', { name: 'User group' }));
    await user.click(await screen.findByRole('option', { name: 'Field leaders', hidden: true }));
    await user.click(within(invite).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Ray Ortiz was added. They get an email to set their password.')).toBeTruthy();
    expect(api.called('POST', 'create_internal_user').at(-1)?.body).toEqual({ first_name: 'Ray', last_name: 'Ortiz', email: 'ray@summit.example', job_title: '', work_phone: '', user_group_id: 4 });
    await waitFor(() => expect((within(invite).getByLabelText(/^First name/) as HTMLInputElement).value).toBe(''));
  });
});
