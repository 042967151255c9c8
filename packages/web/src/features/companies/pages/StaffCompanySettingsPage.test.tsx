import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { pageLoaded, renderRoutes } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { companyScreens } from '../routes';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ownSettings = { company_id: 3, procurement_services: true, tool_services: true, prefab_services: false, inventory_services: false, temp_power_services: false, two_way_authentication_enabled: false, popular_phase_codes: [], popular_cost_codes: [], email_domains: [] };
const ridgelineSettings = { ...ownSettings, company_id: 14, tool_services: false, popular_phase_codes: [{ id: 5, code: '100', name: 'Rough-in' }], email_domains: ['ridgeline.example'] };
const ridgeline = { id: 14, name: 'Ridgeline Mechanical', description: '', website_URL: '', type: 'Mechanical', system_type: 'buyer', address: null, is_verified: false, default_warehouse: null };
const ridgelineBrief = { id: 14, name: 'Ridgeline Mechanical', website_URL: '', type: 'Mechanical', system_type: 'buyer', is_verified: false, address: '' };

function stub() {
  return stubApi({
    'GET company_settings/': (_b, url) => (url.searchParams.get('company_id') === '14' ? [200, ridgelineSettings] : [200, ownSettings]),
    'GET companies/3/': [200, { ...ridgeline, id: 3, name: 'Summit Electrical Contractors', is_verified: true }],
    'GET companies/14/': [200, ridgeline],
    'GET ListCompany/': pagedAnswer([ridgelineBrief]),
    'POST update_company_settings/': (body) => [200, { ...ridgelineSettings, ...(body as object) }],
  });
}

const staff = () => makeAccount({ is_staff: true, email: 'staff@demo.test', first_name: 'Priya', last_name: 'Raman' });

async function pickFromDirectory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Search company directory' }, { timeout: 8000 }));
  await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'ridge');
  const found = await screen.findByRole('table', { name: 'Companies found' });
  const row = (await within(found).findByText(name)).closest('tr')!;
  await user.click(within(row as HTMLElement).getByRole('button', { name: 'Select' }));
  return screen.findByRole('dialog', { name });
}

describe("staff: another company's settings", () => {
  it("opens from the directory card, and saves only the services staff changed, for that company", async () => {
    const api = stub();
    signInAs(staff());
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(companyScreens, '/settings/company/codes');
    await pageLoaded();
    const card = await pickFromDirectory(user, 'Ridgeline Mechanical');
    await user.click(within(card).getByRole('button', { name: 'Company settings (staff)' }));
    expect(router.state.location.pathname).toBe('/staff/companies/14/settings');
    await pageLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company settings: Ridgeline Mechanical' }, { timeout: 8000 })).toBeTruthy();
    expect(api.called('GET', 'company_settings/').at(-1)?.query.get('company_id')).toBe('14');

    const tools = screen.getByRole('switch', { name: 'Tools' }) as HTMLInputElement;
    expect(tools.checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Procurement' }) as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save services' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(tools);
    await user.click(screen.getByRole('switch', { name: 'Inventory' }));
    await user.click(save);
    await waitFor(() => expect(api.called('POST', 'update_company_settings/')).toHaveLength(1));
    expect(api.called('POST', 'update_company_settings/')[0].body).toEqual({ company_id: 14, tool_services: true, inventory_services: true });
    expect(await screen.findByText('Services saved for Ridgeline Mechanical')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save services' }).hasAttribute('disabled')).toBe(true));
  });

  it("shows the company's codes and domains, and saves them for that company", async () => {
    const api = stub();
    signInAs(staff());
    const user = userEvent.setup({ delay: null });
    renderRoutes(companyScreens, '/staff/companies/14/settings');
    await pageLoaded();
    const phase = await screen.findByRole('list', { name: 'Popular phase codes' }, { timeout: 8000 });
    expect(phase.textContent).toContain('Rough-in');
    const domains = screen.getByRole('combobox', { name: 'Domains' });
    await user.type(domains, 'ridgeline-mech.example{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save domains' }));
    await waitFor(() => expect(api.called('POST', 'update_company_settings/')).toHaveLength(1));
    expect(api.called('POST', 'update_company_settings/')[0].body).toEqual({ company_id: 14, email_domains: ['ridgeline.example', 'ridgeline-mech.example'] });
  });

  it("leaves out a supplier company's phase and cost codes, which only contractors use (the server refuses them)", async () => {
    stubApi({
      'GET company_settings/': [200, ridgelineSettings],
      'GET companies/3/': [200, { ...ridgeline, id: 3, name: 'Summit Electrical Contractors', is_verified: true }],
      'GET companies/14/': [200, { ...ridgeline, name: 'Ridgeline Supply', system_type: 'seller' }],
    });
    signInAs(staff());
    renderRoutes(companyScreens, '/staff/companies/14/settings');
    await pageLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company settings: Ridgeline Supply' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save domains' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Phase and cost codes' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Popular phase codes' })).toBeNull();
  });

  it('is not offered to a member who is not staff, and the address tells them so without asking the server', async () => {
    let api = stub();
    signInAs(makeAccount());
    const user = userEvent.setup({ delay: null });
    const first = renderRoutes(companyScreens, '/settings/company/codes');
    await pageLoaded();
    const card = await pickFromDirectory(user, 'Ridgeline Mechanical');
    expect(within(card).queryByRole('button', { name: 'Company settings (staff)' })).toBeNull();
    first.unmount();

    api = stub();
    renderRoutes(companyScreens, '/staff/companies/14/settings');
    expect(await screen.findByRole('heading', { name: 'This area is not available to you' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('staff company screen: each section saves its own settings', () => {
  const open = async (post?: Parameters<typeof stubApi>[0][string]) => {
    const api = stubApi({
      'GET company_settings/': (_b, url) => (url.searchParams.get('company_id') === '14' ? [200, ridgelineSettings] : [200, ownSettings]),
      'GET companies/3/': [200, { ...ridgeline, id: 3, name: 'Summit Electrical Contractors', is_verified: true }],
      'GET companies/14/': [200, ridgeline],
      'POST update_company_settings/': post ?? ((body) => [200, { ...ridgelineSettings, ...(body as object) }]),
    });
    signInAs(staff());
    const user = userEvent.setup({ delay: null });
    renderRoutes(companyScreens, '/staff/companies/14/settings');
    await pageLoaded();
    await screen.findByRole('heading', { level: 1, name: 'Company settings: Ridgeline Mechanical' }, { timeout: 8000 });
    return { api, user };
  };

  it('Save services sends the services alone, and the two-way setting is saved by its own button', async () => {
    const { api, user } = await open();
    await user.click(screen.getByRole('switch', { name: 'Tools' }));
    await user.click(screen.getByRole('switch', { name: 'Two-way authentication' }));
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    await waitFor(() => expect(api.called('POST', 'update_company_settings/')).toHaveLength(1));
    expect(api.called('POST', 'update_company_settings/')[0].body).toEqual({ company_id: 14, tool_services: true });
    // the unsaved two-way change is still there, with its own save
    expect((screen.getByRole('switch', { name: 'Two-way authentication' }) as HTMLInputElement).checked).toBe(true);
    const saveSignIn = screen.getByRole('button', { name: 'Save sign-in' });
    await waitFor(() => expect(saveSignIn.hasAttribute('disabled')).toBe(false));
    await user.click(saveSignIn);
    await waitFor(() => expect(api.called('POST', 'update_company_settings/')).toHaveLength(2));
    expect(api.called('POST', 'update_company_settings/')[1].body).toEqual({ company_id: 14, two_way_authentication_enabled: true });
  });

  it('keeps Save domains off until the domains change, and back off when they are as saved', async () => {
    const { user } = await open();
    const save = screen.getByRole('button', { name: 'Save domains' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('combobox', { name: 'Domains' }), 'ridgeline-mech.example{Enter}');
    expect(save.hasAttribute('disabled')).toBe(false);
    // Backspace takes the new domain off again: the list is as saved
    await user.type(screen.getByRole('combobox', { name: 'Domains' }), '{Backspace}');
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('shows a refused domain once, under the field', async () => {
    const refused = 'A public mail domain cannot be a company domain.';
    const { api, user } = await open(() => [400, { 'email_domains.1': [refused] }]);
    await user.type(screen.getByRole('combobox', { name: 'Domains' }), 'gmail.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save domains' }));
    await waitFor(() => expect(api.called('POST', 'update_company_settings/')).toHaveLength(1));
    expect(await screen.findByText(`gmail.com: ${refused}`)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    // not again in a toast ('Email Domains 1: ...')
    expect(screen.getAllByText(/A public mail domain cannot be a company domain\./)).toHaveLength(1);
  });
});
