import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedAnswer, stubApi } from '../../../test/api-stub';
import { pageLoaded, renderRoutes } from '../../../test/render';
import { passClickThrottle } from '../../../test/click-throttle';
import { accountRoutes } from '../routes';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const registered = { id: 41, email: 'new.user@example.com', email_validation_status: false, sso_login: false };

/** Types a whole value at once (a paste): typing key by key is slow in jsdom and tests nothing more here. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

async function fillUser(user: ReturnType<typeof userEvent.setup>, opts: { phone?: string; text?: boolean } = {}) {
  await fill(user, screen.getByLabelText(/^First name/), 'Nora');
  await fill(user, screen.getByLabelText(/^Last name/), 'Quinn');
  await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'New.User@Example.com');
  await fill(user, screen.getByLabelText(/^Password/), 'a-long-secret-1');
  if (opts.phone) await fill(user, screen.getByLabelText('Work phone'), opts.phone);
  if (opts.text) await user.click(screen.getByRole('radio', { name: 'Text message' }));
}

/** From the company step, Next: a Denver address, no similar company, and the user's details. */
async function throughAddressToAccount(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, screen.getByLabelText(/^Street address/), '1 Ridge Rd');
    await fill(user, screen.getByLabelText(/^City/), 'Denver');
    await fill(user, screen.getByLabelText(/^State/), 'CO');
    await fill(user, screen.getByLabelText(/^Zip/), '80202');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await fillUser(user);
}

describe('/register: find a company to join', () => {
  it('searches only after more than 3 characters and links each company to its registration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'GET ListCompany/': pagedAnswer([{ id: 5, name: 'Summit Electrical Contractors', website_URL: 'summit-electrical.example' }]) });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register');
    await pageLoaded();
    await fill(user, screen.getByLabelText('Company name'), 'Sum');
    // past the search box's 300 ms debounce: the search it would start has started
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(api.calls).toEqual([]);
    await fill(user, screen.getByLabelText('Company name'), 'm');
    const join = await screen.findByRole('link', { name: 'Join Summit Electrical Contractors' });
    expect(join.getAttribute('href')).toBe('/register_one/5/');
    expect(api.calls[0].query.get('search')).toBe('Summ');
    // a company registered a minute ago (not verified by staff yet) is found too
    expect(api.calls[0].query.get('include_unverified')).toBe('true');
    expect(screen.getByRole('link', { name: 'Register a new company' }).getAttribute('href')).toBe('/register_company/');
  });
});

describe('/register_one/{companyId}/: join a company', () => {
  const summit: Record<string, [number, unknown]> = { 'GET companies/5/join_details/': [200, { id: 5, name: 'Summit Electrical Contractors', two_way_authentication_enabled: false }] };
  /** The join link's page once it knows its company: the form is there. */
  const formShown = () => screen.findByRole('button', { name: 'Create account' }, { timeout: 8000 });

  it('validates the fields with the core schema before calling the server', async () => {
    const api = stubApi({ ...summit });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_one/5/');
    await pageLoaded();
    await formShown();
    await fill(user, screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(screen.getByText('Please Enter Email')).toBeTruthy();
    expect(screen.getByText('Ensure this field has at least 8 characters.')).toBeTruthy();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET companies/5/join_details/']);
  });

  it('names the company of a join link opened from a message (the Team tab prints it), before anyone signs in', async () => {
    stubApi({ ...summit });
    renderRoutes(accountRoutes, '/register_one/5/');
    await pageLoaded();
    expect(await screen.findByRole('heading', { name: 'Join Summit Electrical Contractors' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Join your company' })).toBeNull();
    expect(await formShown()).toBeTruthy();
  });

  it('asks for a phone when codes go by text in a company with two-way authentication, before the server is asked', async () => {
    const api = stubApi({ 'GET companies/5/join_details/': [200, { id: 5, name: 'Secure Builders', two_way_authentication_enabled: true }] });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_one/5/');
    await pageLoaded();
    expect(await screen.findByRole('heading', { name: 'Join Secure Builders' }, { timeout: 8000 })).toBeTruthy();
    await fillUser(user, { text: true });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter phone #.')).toBeTruthy();
    expect(api.called('POST', 'accounts/')).toEqual([]);
  });

  it('says a join link names no company it knows, and where to find the company', async () => {
    const api = stubApi({ 'GET companies/77/join_details/': [404, { detail: 'Not found.' }] });
    renderRoutes(accountRoutes, '/register_one/77/');
    await pageLoaded();
    expect(await screen.findByRole('heading', { name: 'Company not found' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('This join link names no company we know. Ask the colleague who sent it for a new link, or find your company.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your company' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(api.called('GET', 'companies/77/join_details/')).toHaveLength(1);
  });

  it('says the company could not be looked up, and Try again asks again', async () => {
    let fail = true;
    const api = stubApi({ 'GET companies/5/join_details/': () => (fail ? [503, { detail: 'Down for maintenance' }] : summit['GET companies/5/join_details/']!) });
    renderRoutes(accountRoutes, '/register_one/5/');
    await pageLoaded();
    const state = (await screen.findByText('The company could not be looked up', {}, { timeout: 8000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(state.textContent).toContain('Down for maintenance');
    const asked = api.called('GET', 'companies/5/join_details/').length;
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Summit Electrical Contractors' })).toBeTruthy();
    expect(api.called('GET', 'companies/5/join_details/').length).toBe(asked + 1);
  });

  it('creates the account with the email lowercased, shows both toasts, then the verification step', async () => {
    const api = stubApi({ ...summit, 'POST accounts/': [201, registered], 'POST accounts/resend_validation_email/': [200, { detail: 'Verification e-mail sent.' }] });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_one/5/');
    await pageLoaded();
    await formShown();
    await fillUser(user, { phone: '3035550142', text: true });
    expect((screen.getByLabelText('Work phone') as HTMLInputElement).value).toBe('(303) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(api.called('POST', 'accounts/')[0].body).toEqual({
      first_name: 'Nora',
      last_name: 'Quinn',
      email: 'new.user@example.com',
      password: 'a-long-secret-1',
      work_phone: '(303) 555-0142',
      mfa_code_delivery_method: 'text',
      testfield: '',
      company: 5,
      email_verification: true,
    });
    expect(await screen.findByText('Check your email')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend Validation Email' }));
    await waitFor(() => expect(api.called('POST', 'accounts/resend_validation_email/')[0]?.body).toEqual({ user_id: 41 }));
  });

  it('shows the "please wait" toast while the account is created', async () => {
    let release: (v: [number, unknown]) => void = () => {};
    stubApi({ ...summit, 'POST accounts/': () => new Promise((r) => (release = r)) });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_one/5/');
    await pageLoaded();
    await formShown();
    await fillUser(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please wait while we create your account...')).toBeTruthy();
    release([201, registered]);
    expect(await screen.findByText('Account created')).toBeTruthy();
  });

  it('puts server field errors on their inputs', async () => {
    stubApi({ ...summit, 'POST accounts/': [400, { email: ['An account with this email already exists.'] }] });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_one/5/');
    await pageLoaded();
    await formShown();
    await fillUser(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('An account with this email already exists.')).toBeTruthy();
  });
});

describe('/register_company/: three steps, then the user', () => {
  it('requires a state for the USA, checks similar companies by bare website and name, then creates company and account', async () => {
    const api = stubApi({
      'GET ListCompany/': (_b, url) => (url.searchParams.get('web_url') ? pagedAnswer([{ id: 9, name: 'Peak Power LLC', website_URL: 'https://peakpower.example' }]) : pagedAnswer([])),
      'POST companies/': [201, { id: 12, name: 'Peak Power' }],
      'POST accounts/': [201, registered],
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_company/');
    await pageLoaded();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field may not be blank.')).toBeTruthy();
    await fill(user, screen.getByLabelText(/^Company name/), 'Peak Power');
    await fill(user, screen.getByLabelText('Website'), 'HTTPS://www.PeakPower.example/');
    await fill(user, screen.getByLabelText(/^Trade/), 'Electrical');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect((screen.getByRole('combobox', { name: /^Country/ }) as HTMLInputElement).value).toBe('USA');
    await fill(user, screen.getByLabelText(/^Street address/), '1 Ridge Rd');
    await fill(user, screen.getByLabelText(/^City/), 'Denver');
    await fill(user, screen.getByLabelText(/^Zip/), '80202');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('State is missing.')).toBeTruthy();
    await fill(user, screen.getByLabelText(/^State/), 'CO');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const similar = await screen.findByRole('list', { name: 'Similar companies' });
    expect(within(similar).getByRole('link', { name: 'Join Peak Power LLC' }).getAttribute('href')).toBe('/register_one/9/');
    const queries = api.called('GET', 'ListCompany/').map((c) => Object.fromEntries(c.query));
    // unverified companies count: a colleague may have registered it a minute ago
    expect(queries).toContainEqual({ web_url: 'peakpower.example', include_unverified: 'true' });
    expect(queries).toContainEqual({ similar_to: 'Peak Power', include_unverified: 'true' });
    await user.click(screen.getByRole('button', { name: 'None of these, continue' }));

    await fillUser(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(api.called('POST', 'companies/')[0].body).toEqual({
      name: 'Peak Power',
      website_URL: 'HTTPS://www.PeakPower.example/',
      description: '',
      system_type: 'buyer',
      type: 'Electrical',
      address: { Field_1: '1 Ridge Rd', Field_2: '', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' },
    });
    expect(api.called('POST', 'accounts/')[0].body).toMatchObject({ company: 12, email: 'new.user@example.com' });
  });

  it('leaves the Trade empty when none is typed, whatever the system type', async () => {
    const api = stubApi({ 'GET ListCompany/': pagedAnswer([]), 'POST companies/': [201, { id: 12, name: 'Ridge Supply' }], 'POST accounts/': [201, registered] });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_company/');
    await pageLoaded();
    await fill(user, screen.getByLabelText(/^Company name/), 'Ridge Supply');
    await user.click(screen.getByRole('radio', { name: /seller/ }));
    await throughAddressToAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(api.called('POST', 'companies/')[0].body).toMatchObject({ name: 'Ridge Supply', system_type: 'seller', type: '' });
  });

  it('makes the company once: an account refused (its email taken), then Back and on again, uses the company already made', async () => {
    let accountCalls = 0;
    const api = stubApi({
      'GET ListCompany/': pagedAnswer([]),
      'POST companies/': [201, { id: 12, name: 'Ridge Supply', founder_token: 'ft-1' }],
      'POST accounts/': () => (++accountCalls === 1 ? [400, { email: ['An account with this email already exists.'] }] : [201, registered]),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_company/');
    await pageLoaded();
    await fill(user, screen.getByLabelText(/^Company name/), 'Ridge Supply');
    await throughAddressToAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
    // back to the similar companies and on again: the account form is a new one
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await fillUser(user);
    passClickThrottle();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(api.called('POST', 'companies/')).toHaveLength(1);
    expect(api.called('POST', 'accounts/').map((c) => (c.body as { company: number }).company)).toEqual([12, 12]);
  });

  it("shows an invalid zip on the address step, at the zip field, with the country's rule", async () => {
    const api = stubApi({ 'GET ListCompany/': pagedAnswer([]) });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_company/');
    await pageLoaded();
    await fill(user, screen.getByLabelText(/^Company name/), 'Peak Power');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, screen.getByLabelText(/^Street address/), '1 Ridge Rd');
    await fill(user, screen.getByLabelText(/^City/), 'Denver');
    await fill(user, screen.getByLabelText(/^State/), 'CO');
    const zip = screen.getByLabelText(/^Zip/);
    await fill(user, zip, '8020');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid zip')).toBeTruthy();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
    await fill(user, zip, '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/No similar company is registered yet/)).toBeTruthy();
  });

  it('does not ask for a state in Germany', async () => {
    stubApi({ 'GET ListCompany/': pagedAnswer([]) });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register_company/');
    await pageLoaded();
    await fill(user, screen.getByLabelText(/^Company name/), 'Werk GmbH');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const country = screen.getByRole('combobox', { name: /^Country/ });
    await user.clear(country);
    await fill(user, country, 'Germany');
    await fill(user, screen.getByLabelText(/^Street address/), 'Hauptstr. 1');
    await fill(user, screen.getByLabelText(/^City/), 'Berlin');
    await fill(user, screen.getByLabelText(/^Zip/), '10115');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/No similar company is registered yet/)).toBeTruthy();
    expect(screen.queryByText('State is missing.')).toBeNull();
  });

  it('says the search failed, where it showed nothing, and Try again searches again', async () => {
    let fail = true;
    const api = stubApi({ 'GET ListCompany/': () => (fail ? [503, { detail: 'Down for maintenance' }] : pagedAnswer([{ id: 5, name: 'Summit Electrical Contractors', website_URL: 'summit-electrical.example' }])) });
    const user = userEvent.setup({ delay: null });
    renderRoutes(accountRoutes, '/register');
    await pageLoaded();
    await fill(user, screen.getByLabelText('Company name'), 'Summit');
    expect(await screen.findByText('Companies could not be searched', {}, { timeout: 8000 })).toBeTruthy();
    const asked = api.called('GET', 'ListCompany/').length;
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Join Summit Electrical Contractors' })).toBeTruthy();
    expect(api.called('GET', 'ListCompany/').length).toBe(asked + 1);
  });
});
