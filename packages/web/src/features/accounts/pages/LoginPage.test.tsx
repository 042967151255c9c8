import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, signedIn } from '../../../test/accounts-fixtures';
import { stubApi } from '../../../test/api-stub';
import { passClickThrottle } from '../../../test/click-throttle';
import { pageLoaded, renderRoutes } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { browser } from '../lib/browser';
import { accountRoutes } from '../routes';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const homes = ['/dashboard', '/orders', '/quick_start_checklist', '/projects/7'].map((path) => ({ path, element: <p>landed on {path}</p> }));

function renderLogin() {
  return renderRoutes([...accountRoutes, ...homes], '/login');
}

/** Lets the clock run second by second, as the countdown sees it. */
async function seconds(n: number) {
  for (let i = 0; i < n; i++) await act(async () => vi.advanceTimersByTime(1_000));
}

async function enterEmail(user: ReturnType<typeof userEvent.setup>, email = 'Buyer@Demo.test') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('login, first step', () => {
  it('asks for the email: Please Enter Email', async () => {
    const api = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await pageLoaded();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please Enter Email')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the browser to the identity provider for single sign-on', async () => {
    stubApi({ 'POST auth/LoginValidation/': [200, { action: 'sso', url: 'https://idp.example/sso?SAMLRequest=x' }] });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example/sso?SAMLRequest=x'));
  });
});

describe('login with a password (regular_login)', () => {
  it('shows the password, asks for it, logs in and lands a buyer on the dashboard', async () => {
    const api = stubApi({
      'POST auth/LoginValidation/': [200, { action: 'regular_login' }],
      'POST auth/login/': [200, signedIn()],
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderLogin();
    await pageLoaded();
    await enterEmail(user);
    expect(api.called('POST', 'auth/LoginValidation/')[0].body).toEqual({ email: 'buyer@demo.test' });
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please Enter Password')).toBeTruthy();
    expect(api.called('POST', 'auth/login/')).toEqual([]);

    await user.type(screen.getByLabelText('Password'), 'demo-pass-2026');
    // A second click within 200 ms of the first is dropped by design (spec section 9); a person is slower.
    passClickThrottle();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.called('POST', 'auth/login/')[0].body).toEqual({ email: 'buyer@demo.test', password: 'demo-pass-2026' });
    expect(JSON.parse(localStorage.getItem('account')!).id).toBe(7);
    expect(localStorage.getItem('ExpiryDate')).toBeTruthy();
  });

  it.each([
    ['a seller', '/orders', makeAccount({}, { system_type: 'seller' })],
    ['a buyer sent to quick start', '/quick_start_checklist', makeAccount({ direct_to_quick_start: true })],
    ['an unverified email', '/verifyemail', makeAccount({ email_validation_status: false })],
  ])('lands %s on %s', async (_who, path, account) => {
    stubApi({ 'POST auth/LoginValidation/': [200, { action: 'regular_login' }], 'POST auth/login/': [200, signedIn(account)] });
    const user = userEvent.setup({ delay: null });
    const { router } = renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    if (path === '/verifyemail') expect(router.state.location.search).toBe('?user_id=7');
  });

  it('returns to the path stored before a forced sign-in', async () => {
    localStorage.setItem('redirect_path', '/projects/7');
    stubApi({ 'POST auth/LoginValidation/': [200, { action: 'regular_login' }], 'POST auth/login/': [200, signedIn()] });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('landed on /projects/7')).toBeTruthy();
    expect(localStorage.getItem('redirect_path')).toBeNull();
  });

  it('shows the server refusal and stays on the page', async () => {
    stubApi({ 'POST auth/LoginValidation/': [200, { action: 'regular_login' }], 'POST auth/login/': [400, { detail: 'Unable to log in with provided credentials.' }] });
    const user = userEvent.setup({ delay: null });
    const { router } = renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Unable to log in with provided credentials.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('account')).toBeNull();
  });

  it('goes back to the email step with Change email', async () => {
    stubApi({ 'POST auth/LoginValidation/': [200, { action: 'regular_login' }] });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});

describe('login with a two-way code (two_way_auth)', () => {
  const twoWay = { action: 'two_way_auth', auth_code_length: 6, delivery_method: 'email' };

  it('keeps only digits, cuts the code to its length and submits itself when complete', async () => {
    const api = stubApi({ 'POST auth/LoginValidation/': [200, twoWay], 'POST auth/login/': [200, signedIn()] });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'demo-pass-2026');
    const code = screen.getByLabelText('Authentication code') as HTMLInputElement;
    await user.type(code, '12a3-4 5');
    expect(code.value).toBe('12345');
    expect(api.called('POST', 'auth/login/')).toEqual([]);
    await user.type(code, '67');
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
    expect(api.called('POST', 'auth/login/')).toHaveLength(1);
    expect(api.called('POST', 'auth/login/')[0].body).toEqual({ email: 'buyer@demo.test', password: 'demo-pass-2026', auth_code_from_user: '123456' });
  });

  it('takes a pasted code with a space whole', async () => {
    const api = stubApi({ 'POST auth/LoginValidation/': [200, twoWay], 'POST auth/login/': [200, signedIn()] });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'demo-pass-2026');
    await user.click(screen.getByLabelText('Authentication code'));
    await user.paste('654 321');
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
    expect(api.called('POST', 'auth/login/')[0].body).toMatchObject({ auth_code_from_user: '654321' });
  });

  it('uses the code length the server gives', async () => {
    stubApi({ 'POST auth/LoginValidation/': [200, { ...twoWay, auth_code_length: 4 }], 'POST auth/login/': [200, signedIn()] });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'demo-pass-2026');
    await user.type(screen.getByLabelText('Authentication code'), '9876');
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
  });

  it('asks for the code: Please Enter Authentication Code', async () => {
    const api = stubApi({ 'POST auth/LoginValidation/': [200, twoWay] });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please Enter Authentication Code')).toBeTruthy();
    expect(api.called('POST', 'auth/login/')).toEqual([]);
  });

  it('enables the resend link after 10 seconds; resending validates the email again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'POST auth/LoginValidation/': [200, twoWay] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    const resend = () => screen.getByRole('button', { name: /^Resend code/ }) as HTMLButtonElement;
    await screen.findByLabelText('Authentication code');
    expect(resend().disabled).toBe(true);
    await seconds(9);
    expect(resend().disabled).toBe(true);
    await seconds(1);
    expect(resend().disabled).toBe(false);
    await user.click(resend());
    await waitFor(() => expect(api.called('POST', 'auth/LoginValidation/')).toHaveLength(2));
    expect(resend().disabled).toBe(true);
  });

  it('shows "An error occurred, please contact IT." when the resend fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    stubApi({ 'POST auth/LoginValidation/': () => (answers++ === 0 ? [200, twoWay] : [500, { detail: 'boom' }]) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await screen.findByLabelText('Authentication code');
    await seconds(10);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('An error occurred, please contact IT.')).toBeTruthy();
  });

  it('shows the server field error on the code', async () => {
    stubApi({ 'POST auth/LoginValidation/': [200, twoWay], 'POST auth/login/': [400, { auth_code_from_user: ['Please Enter Authentication Code'] }] });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await pageLoaded();
    await enterEmail(user);
    await user.type(await screen.findByLabelText('Password'), 'demo-pass-2026');
    await user.type(screen.getByLabelText('Authentication code'), '111111');
    expect(await screen.findByText('Please Enter Authentication Code')).toBeTruthy();
  });
});

describe('a signed-in user at /login', () => {
  it('goes home instead of seeing the sign-in form', async () => {
    signInAs(makeAccount());
    renderLogin();
    await pageLoaded();
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    localStorage.clear();
  });
});
