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

  it('leaves out of a supplier the warehouses, PO numbering and phase and cost codes, even by URL', async () => {
    const api = stubApi({
      'GET company_settings/': [200, { company_id: 5, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: [] }],
      'GET companies/5/': [200, { id: 5, name: 'Northline Electrical Supply' }],
    });
    signInAs(makeAccount({ email: 'seller@demo.test' }, { id: 5, name: 'Northline Electrical Supply', system_type: 'seller' }));
    for (const tab of ['warehouses', 'po-numbers', 'codes']) {
      const { router, unmount } = renderRoutes(routes, `/settings/company/${tab}`);
      expect(await screen.findByRole('heading', { level: 1, name: /Company settings: Northline/ })).toBeTruthy();
      const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
      expect(tabs).not.toContain('Warehouses and bins');
      expect(tabs).not.toContain('PO numbering');
      expect(tabs).not.toContain('Phase and cost codes');
      expect(tabs).toContain('Profile and address');
      // the first tab, under its own address
      expect(router.state.location.pathname).toBe('/settings/company/profile');
      unmount();
    }
    expect(api.called('GET', 'warehouses/')).toEqual([]);
    expect(api.called('GET', 'po_number/')).toEqual([]);
  });

  it("speaks to a supplier of the suppliers it restocks from, not of the companies it sends orders to", async () => {
    stubApi({
      'GET company_settings/': [200, { company_id: 5, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: [] }],
      'GET companies/5/': [200, { id: 5, name: 'Northline Electrical Supply' }],
      'GET suppliers/': pagedAnswer([]),
    });
    signInAs(makeAccount({ email: 'seller@demo.test' }, { id: 5, name: 'Northline Electrical Supply', system_type: 'seller' }));
    renderRoutes(routes, '/settings/company/suppliers');
    expect(await screen.findByText('No suppliers yet. Add supplier for each manufacturer or distributor you restock from, with your account number there.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/orders and quote requests go to them/)).toBeNull();
  });

  it('speaks to a supplier of its stores and counters, not of PO numbers per branch', async () => {
    stubApi({
      'GET company_settings/': [200, { company_id: 5, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: [] }],
      'GET companies/5/': [200, { id: 5, name: 'Northline Electrical Supply' }],
      'GET company_branch/': pagedAnswer([]),
    });
    signInAs(makeAccount({ email: 'seller@demo.test' }, { id: 5, name: 'Northline Electrical Supply', system_type: 'seller' }));
    renderRoutes(routes, '/settings/company/branches');
    expect(await screen.findByText('No branches yet. Add branch for each store or counter; people who register pick theirs.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/PO numbers can run per branch/)).toBeNull();
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

describe('Search company directory', () => {
  const settings = { company_id: 3, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: [] };
  const metro = { id: 12, name: 'Metro Electric Supply', website_URL: 'https://metro-electric.example', type: 'Electrical distributor', system_type: 'seller', is_verified: true, address: '1200 Blake St, Denver, CO 80202, USA' };
  const ridgeline = { id: 14, name: 'Ridgeline Mechanical', website_URL: '', type: '', system_type: 'buyer', is_verified: false, address: '' };
  const summit = { id: 3, name: 'Summit Electrical Contractors', website_URL: '', type: '', system_type: 'buyer', is_verified: true, address: '' };
  const linkedSupplier = { id: 4, name: 'Metro (Denver)', supplier_company: { id: 12, name: 'Metro Electric Supply' }, account_number: 'SEC-1001', email: '', phone: '', branch_count: 2 };

  function open(opts: { linked?: boolean; permissions?: Partial<typeof noGrants> } = {}) {
    const api = stubApi({
      'GET company_settings/': [200, settings],
      'GET companies/3/': [200, { id: 3, name: 'Summit Electrical Contractors' }],
      'GET ListCompany/': pagedAnswer([metro, ridgeline, summit]),
      'GET suppliers/': (_b, url) => (url.searchParams.get('supplier_company') === '12' && opts.linked ? pagedAnswer([linkedSupplier]) : url.searchParams.has('supplier_company') ? pagedAnswer([]) : pagedAnswer(opts.linked ? [linkedSupplier] : [])),
      'POST suppliers/': (body) => [201, { ...linkedSupplier, id: 5, ...(body as object), supplier_company: { id: 12, name: 'Metro Electric Supply' } }],
      'GET company_join_requests/': [200, []],
      'GET user_groups/': pagedAnswer([]),
    });
    signInAs(makeAccount({ permissions: { ...noGrants, hide_project_material: false, allow_manage_company: true, ...opts.permissions } }));
    const view = renderRoutes(routes, '/settings/company/codes');
    return { api, ...view };
  }

  async function pick(name: string) {
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Search company directory' }, { timeout: 8000 }));
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'metro');
    const found = await screen.findByRole('table', { name: 'Companies found' });
    const row = (await within(found).findByText(name)).closest('tr')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Select' }));
    return { user, card: await screen.findByRole('dialog', { name }) };
  }

  it("opens the picked company's card, and Add as supplier opens a new supplier linked to it, which saves", async () => {
    const { api, router } = open();
    const { user, card } = await pick('Metro Electric Supply');
    expect(card.textContent).toContain('Supplier');
    expect(card.textContent).toContain('Electrical distributor');
    expect(card.textContent).toContain('1200 Blake St, Denver, CO 80202, USA');
    expect(within(card).getByRole('link', { name: 'https://metro-electric.example' }).getAttribute('href')).toBe('https://metro-electric.example');
    expect(await within(card).findByText('Not one of your suppliers yet.')).toBeTruthy();
    expect(api.called('GET', 'suppliers/').map((c) => c.query.get('supplier_company'))).toEqual(['12']);

    await user.click(within(card).getByRole('button', { name: 'Add as supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'New supplier' });
    expect(router.state.location.pathname).toBe('/settings/company/suppliers');
    expect((within(dialog).getByLabelText(/^Supplier name/) as HTMLInputElement).value).toBe('Metro Electric Supply');
    expect(within(dialog).getByText('Directory company: Metro Electric Supply')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Account number'), 'SEC-2002');
    await user.click(within(dialog).getByRole('button', { name: 'Save supplier' }));
    await waitFor(() => expect(api.called('POST', 'suppliers/')).toHaveLength(1));
    expect(api.called('POST', 'suppliers/')[0].body).toEqual({ name: 'Metro Electric Supply', account_number: 'SEC-2002', email: '', phone: '', supplier_company: 12 });
  });

  it('opens the supplier that already links the picked company', async () => {
    const { router } = open({ linked: true });
    const { user, card } = await pick('Metro Electric Supply');
    expect(await within(card).findByText('Your supplier Metro (Denver) links this company.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Open supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit supplier' });
    expect(router.state.location.pathname).toBe('/settings/company/suppliers');
    expect((within(dialog).getByLabelText(/^Supplier name/) as HTMLInputElement).value).toBe('Metro (Denver)');
    expect((within(dialog).getByLabelText('Account number') as HTMLInputElement).value).toBe('SEC-1001');
  });

  it('offers no supplier link for a contractor or the own company, nor to a member who does not manage the company settings', async () => {
    const first = open();
    let picked = await pick('Ridgeline Mechanical');
    expect(picked.card.textContent).toContain('Contractor');
    expect(picked.card.textContent).toContain('Not verified');
    expect(within(picked.card).queryByRole('button', { name: 'Add as supplier' })).toBeNull();
    await picked.user.click(within(picked.card).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ridgeline Mechanical' })).toBeNull());
    picked = await pick('Summit Electrical Contractors');
    expect(within(picked.card).getByText('This is your company.')).toBeTruthy();
    expect(first.api.called('GET', 'suppliers/')).toEqual([]);
    first.unmount();
    localStorage.clear();

    const { api } = open({ permissions: { allow_manage_company: false, allow_manage_users: true } });
    const { card } = await pick('Metro Electric Supply');
    expect(card.textContent).toContain('1200 Blake St, Denver, CO 80202, USA');
    expect(within(card).queryByRole('button', { name: 'Add as supplier' })).toBeNull();
    expect(api.called('GET', 'suppliers/')).toEqual([]);
  });
});

describe("the Suppliers tab's Find in directory", () => {
  it('lists supplier companies only, not contractors, which a supplier record cannot link', async () => {
    const metro = { id: 12, name: 'Metro Electric Supply', website_URL: '', type: '', system_type: 'seller', is_verified: true, address: 'Denver' };
    const metroBuilders = { id: 14, name: 'Metro Builders', website_URL: '', type: '', system_type: 'buyer', is_verified: true, address: 'Aurora' };
    const api = stubApi({
      'GET company_settings/': [200, { company_id: 3, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: [] }],
      'GET companies/3/': [200, { id: 3, name: 'Summit Electrical Contractors' }],
      // as the server filters: system_type narrows the directory
      'GET ListCompany/': (_b, url) => pagedAnswer([metro, metroBuilders].filter((c) => !url.searchParams.get('system_type') || c.system_type === url.searchParams.get('system_type'))),
      'GET suppliers/': pagedAnswer([]),
    });
    signInAs(makeAccount({ permissions: { ...noGrants, hide_project_material: false, allow_manage_company: true } }));
    renderRoutes(routes, '/settings/company/suppliers');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add supplier' }, { timeout: 8000 }));
    await user.click(within(await screen.findByRole('dialog', { name: 'New supplier' })).getByRole('button', { name: 'Find in directory' }));
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'metro');
    const found = await screen.findByRole('table', { name: 'Companies found' });
    expect(await within(found).findByText('Metro Electric Supply')).toBeTruthy();
    expect(within(found).queryByText('Metro Builders')).toBeNull();
    expect(api.called('GET', 'ListCompany/').at(-1)?.query.get('system_type')).toBe('seller');
  });
});

describe('a save button is off until its section changed', () => {
  const company = { id: 3, name: 'Summit Electrical Contractors', description: '', website_URL: '', type: 'Electrical', system_type: 'buyer', is_verified: true, default_warehouse: null, address: null };
  const po = { generation_type: 'company_wide', prefix: 'PO', separator: '-', padding: 4, next_number: 12, example: 'PO-0012', can_edit: true };
  const open = (tab: string) => {
    const api = stubApi({
      'GET company_settings/': [200, { company_id: 3, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: ['summit.example'] }],
      'GET companies/3/': [200, company],
      'GET po_number/': [200, po],
      'GET po_prefixes/': pagedAnswer([]),
      'POST po_number/update/': (body) => [200, { ...po, ...(body as object), example: 'SUM-0012' }],
      'GET company_join_requests/': [200, []],
    });
    signInAs(makeAccount({ permissions: { ...noGrants, hide_project_material: false, allow_manage_company: true, allow_manage_users: true, allow_edit_all_orders: true } }));
    renderRoutes(routes, `/settings/company/${tab}`);
    return { api, user: userEvent.setup({ delay: null }) };
  };
  const off = (name: string) => screen.getByRole('button', { name }).hasAttribute('disabled');

  it('Save profile', async () => {
    const { user } = open('profile');
    const name = await screen.findByRole('textbox', { name: /Company name/ }, { timeout: 8000 });
    expect(off('Save profile')).toBe(true);
    await user.type(name, ' Inc');
    expect(off('Save profile')).toBe(false);
    await user.type(name, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(off('Save profile')).toBe(true);
  });

  it('Save PO numbering', async () => {
    const { user } = open('po-numbers');
    const prefix = await screen.findByRole('textbox', { name: 'Prefix' }, { timeout: 8000 });
    expect(off('Save PO numbering')).toBe(true);
    await user.type(prefix, 'X');
    expect(off('Save PO numbering')).toBe(false);
  });

  it('Save PO numbering sends the settings it edits, never the view\'s example or can_edit', async () => {
    const { api, user } = open('po-numbers');
    const prefix = await screen.findByRole('textbox', { name: 'Prefix' }, { timeout: 8000 });
    await user.clear(prefix);
    await user.type(prefix, 'SUM');
    await user.click(screen.getByRole('button', { name: 'Save PO numbering' }));
    await waitFor(() => expect(api.called('POST', 'po_number/update/')).toHaveLength(1));
    // next_number goes only when it changed: the server refuses one below the last used
    expect(api.called('POST', 'po_number/update/')[0].body).toEqual({ generation_type: 'company_wide', prefix: 'SUM', separator: '-', padding: 4 });
  });

  it('Save domains on the Team tab', async () => {
    const { user } = open('members');
    const domains = await screen.findByRole('combobox', { name: 'Domains' }, { timeout: 8000 });
    expect(off('Save domains')).toBe(true);
    await user.type(domains, 'summit-power.example{Enter}');
    expect(off('Save domains')).toBe(false);
  });
});

describe('phase and cost codes, each list saved on its own', () => {
  it('saving the phase codes keeps the cost codes not saved yet, and only the phase codes button is busy', async () => {
    let settings = { company_id: 3, two_way_authentication_enabled: false, popular_phase_codes: [{ id: 1, code: '100', name: 'Rough-in' }], popular_cost_codes: [{ id: 2, code: 'L', name: 'Labor' }], email_domains: [] };
    let answer: (v: unknown) => void = () => undefined;
    const api = stubApi({
      'GET company_settings/': () => [200, settings],
      'GET companies/3/': [200, { id: 3, name: 'Summit Electrical Contractors' }],
      'POST update_company_settings/': (body) =>
        new Promise((resolve) => {
          answer = () => {
            settings = { ...settings, ...(body as object) };
            resolve([200, structuredClone(settings)]);
          };
        }),
    });
    signInAs(makeAccount({ permissions: { ...noGrants, hide_project_material: false, allow_manage_company: true } }));
    renderRoutes(routes, '/settings/company/codes');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Cost code' }, { timeout: 8000 }), 'M');
    await user.type(screen.getByRole('textbox', { name: 'Cost name' }), 'Material');
    await user.click(screen.getByRole('button', { name: 'Add cost code' }));
    await user.type(screen.getByRole('textbox', { name: 'Phase code' }), '200');
    await user.type(screen.getByRole('textbox', { name: 'Phase name' }), 'Trim');
    await user.click(screen.getByRole('button', { name: 'Add phase code' }));
    await user.click(screen.getByRole('button', { name: 'Save phase codes' }));
    await waitFor(() => expect(api.called('POST', 'update_company_settings/')).toHaveLength(1));
    expect(Object.keys(api.called('POST', 'update_company_settings/')[0].body as object)).toEqual(['popular_phase_codes']);
    expect(screen.getByRole('button', { name: 'Save cost codes' }).getAttribute('data-loading')).toBeNull();
    answer(undefined);
    expect(await screen.findByText('Codes saved')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Popular cost codes' })).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['L Labor', 'M Material']);
    expect(screen.getByRole('button', { name: 'Save cost codes' }).hasAttribute('disabled')).toBe(false);
  });
});
