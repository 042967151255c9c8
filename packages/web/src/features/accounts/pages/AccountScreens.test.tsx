import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, signedIn } from '../../../test/accounts-fixtures';
import { stubApi } from '../../../test/api-stub';
import { pageLoaded, renderRoutes } from '../../../test/render';
import { passClickThrottle } from '../../../test/click-throttle';
import { signInAs } from '../../../test/session';
import { accountRoutes, accountScreens } from '../routes';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const homes = ['/', '/dashboard', '/orders', '/login'].map((path) => ({ path, element: <p>landed on {path}</p> }));
const render = (url: string) => renderRoutes([...homes.filter((h) => h.path !== '/login'), ...accountRoutes, ...accountScreens], url);

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

describe('/verifyemail', () => {
  it('verifies with the code of the link, once, signs in and goes home', async () => {
    const api = stubApi({ 'POST accounts/41/activate_user/': [200, signedIn(makeAccount({ id: 41 }))] });
    const { router } = render('/verifyemail?user_id=41&email_verification_code=abc123');
    await pageLoaded();
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.called('POST', 'accounts/41/activate_user/').map((c) => c.body)).toEqual([{ email_verification_code: 'abc123' }]);
    expect(JSON.parse(localStorage.getItem('account')!).id).toBe(41);
  });

  it('explains a bad link and offers Resend Validation Email', async () => {
    const api = stubApi({
      'POST accounts/41/activate_user/': [400, { detail: 'Please click Resend Validation Email to get a valid link.' }],
      'POST accounts/resend_validation_email/': [200, { detail: 'Verification e-mail sent.' }],
    });
    const user = userEvent.setup({ delay: null });
    render('/verifyemail?user_id=41&email_verification_code=stale');
    await pageLoaded();
    expect(await screen.findByText('Please click Resend Validation Email to get a valid link.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend Validation Email' }));
    expect(await screen.findByText('Verification e-mail sent.')).toBeTruthy();
    expect(api.called('POST', 'accounts/resend_validation_email/')[0].body).toEqual({ user_id: 41 });
  });
});

describe('/verifyemail without a code', () => {
  afterEach(() => localStorage.clear());

  it('gives an unverified user held here a way to sign out', async () => {
    const api = stubApi({ 'POST auth/logout/': [200, { detail: 'Successfully logged out.' }] });
    signInAs(makeAccount({ id: 10, email: 'new@example.com', email_validation_status: false }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render('/verifyemail?user_id=10');
    await pageLoaded();
    expect(await screen.findByText(/We sent a verification link to new@example\.com/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.called('POST', 'auth/logout/')).toHaveLength(1));
    expect(localStorage.getItem('account')).toBeNull();
  });

  it('asks for the email when the link names no account, and sends the link to it', async () => {
    const api = stubApi({ 'POST accounts/resend_validation_email/': [200, { detail: 'Verification e-mail sent.' }] });
    const user = userEvent.setup({ delay: null });
    render('/verifyemail?user_id=abc');
    await pageLoaded();
    await user.click(await screen.findByRole('button', { name: 'Resend Validation Email' }));
    expect(await screen.findByText('Enter the email you registered with.')).toBeTruthy();
    expect(api.called('POST', 'accounts/resend_validation_email/')).toEqual([]);
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'New@Example.com');
    passClickThrottle();
    await user.click(screen.getByRole('button', { name: 'Resend Validation Email' }));
    await waitFor(() => expect(api.called('POST', 'accounts/resend_validation_email/').map((c) => c.body)).toEqual([{ user_email: 'new@example.com' }]));
  });

  it('tells a verified user there is nothing to do, and sends nothing', async () => {
    const api = stubApi({});
    signInAs(makeAccount({ id: 1, email: 'buyer@demo.test', email_validation_status: true }));
    render('/verifyemail?user_id=1');
    await pageLoaded();
    expect(await screen.findByText('buyer@demo.test is verified; there is nothing to do here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend Validation Email' })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('reset password', () => {
  it('starts a reset and says where the link went', async () => {
    const api = stubApi({ 'POST auth/startresetpassword/': [200, { detail: 'Password reset e-mail has been sent.' }] });
    const user = userEvent.setup({ delay: null });
    render('/reset-password?email=buyer%40demo.test');
    await pageLoaded();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/we sent it a link to reset the password/)).toBeTruthy();
    expect(api.called('POST', 'auth/startresetpassword/')[0].body).toEqual({ email: 'buyer@demo.test' });
  });

  it('goes home when the start fails', async () => {
    stubApi({ 'POST auth/startresetpassword/': [429, { detail: 'Request was throttled. Please try again later.' }] });
    const user = userEvent.setup({ delay: null });
    const { router } = render('/reset-password');
    await pageLoaded();
    await fill(user, screen.getByLabelText('Email'), 'buyer@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sets the new password with the code, signs in and goes home', async () => {
    const api = stubApi({ 'POST auth/resetpassword/': [200, signedIn(makeAccount({}, { system_type: 'seller' }))] });
    const user = userEvent.setup({ delay: null });
    render('/reset-password?email=seller%40demo.test&email_verification_code=c0de');
    await pageLoaded();
    await fill(user, screen.getByLabelText('New password'), 'brand-new-secret-9');
    await fill(user, screen.getByLabelText('Confirm new password'), 'brand-new-secret-8');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText("The two password fields didn't match.")).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, screen.getByLabelText('Confirm new password'), 'brand-new-secret-9');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('landed on /orders')).toBeTruthy();
    expect(api.called('POST', 'auth/resetpassword/')[0].body).toEqual({ email: 'seller@demo.test', email_verification_code: 'c0de', new_password: 'brand-new-secret-9' });
  });

  it('shows the expired message for Code Expired. with a way to start again', async () => {
    stubApi({ 'POST auth/resetpassword/': [400, { detail: 'Code Expired.' }] });
    const user = userEvent.setup({ delay: null });
    const { router } = render('/reset-password?email=seller%40demo.test&email_verification_code=old');
    await pageLoaded();
    await fill(user, screen.getByLabelText('New password'), 'brand-new-secret-9');
    await fill(user, screen.getByLabelText('Confirm new password'), 'brand-new-secret-9');
    await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    expect(await screen.findByText('Code Expired.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Send a new link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(router.state.location.search).toBe('?email=seller%40demo.test');
  });
});

describe('/sso landing', () => {
  it('fetches the account the server signed in, stores it for 13 days and goes home', async () => {
    stubApi({ 'GET accounts/7/': [200, makeAccount()] });
    render('/sso?account_id=7');
    await pageLoaded();
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
    const expiry = Date.parse(localStorage.getItem('ExpiryDate')!);
    expect(Math.round((expiry - Date.now()) / 86_400_000)).toBe(13);
  });

  it('says why it sends a visitor without a session to sign in', async () => {
    stubApi({ 'GET accounts/7/': [403, { detail: 'Authentication credentials were not provided.' }] });
    render('/sso?account_id=7');
    await pageLoaded();
    expect(await screen.findByText(/did not receive a signed-in session from your identity provider/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(localStorage.getItem('account')).toBeNull();
  });
});

describe('account settings', () => {
  it('sends a signed-out visitor to login and remembers the page', async () => {
    stubApi({});
    renderRoutes([...accountRoutes.filter((r) => r.path !== '/login'), ...accountScreens, { path: '/login', element: <p>login screen</p> }], '/settings/account');
    await pageLoaded();
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(localStorage.getItem('redirect_path')).toBe('/settings/account');
  });

  it('formats phones as typed and saves the profile', async () => {
    signInAs(makeAccount());
    const api = stubApi({ 'GET accounts/7/': [200, makeAccount()], 'PUT accounts/7/': (body) => [200, makeAccount(body as object)] });
    const user = userEvent.setup({ delay: null });
    render('/settings/account');
    await pageLoaded();
    const phone = await screen.findByLabelText('Work phone');
    await user.type(phone, '6045550199');
    expect((phone as HTMLInputElement).value).toBe('(604) 555-0199');
    await fill(user, screen.getByLabelText('Job title'), ' Lead');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(api.called('PUT', 'accounts/7/')[0].body).toEqual({ first_name: 'Dana', last_name: 'Whitfield', job_title: 'Purchasing Manager Lead', work_phone: '(604) 555-0199', phone: '' });
    expect(JSON.parse(localStorage.getItem('account')!).work_phone).toBe('(604) 555-0199');
  });

  it('asks for a phone before codes go by text when the company requires codes', async () => {
    const account = makeAccount({}, { two_way_authentication_enabled: true });
    signInAs(account);
    const api = stubApi({ 'GET accounts/7/': [200, account] });
    const user = userEvent.setup({ delay: null });
    render('/settings/account');
    await pageLoaded();
    await user.click(await screen.findByRole('radio', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Save delivery method' }));
    expect(await screen.findByText('Please enter phone #.')).toBeTruthy();
    expect(api.called('POST', 'update_account_setting')).toEqual([]);
  });

  it('changes the password and shows the server answer', async () => {
    signInAs(makeAccount());
    const api = stubApi({ 'GET accounts/7/': [200, makeAccount()], 'POST accounts/7/change_password/': [200, { detail: 'New password has been saved.' }] });
    const user = userEvent.setup({ delay: null });
    render('/settings/account');
    await pageLoaded();
    await fill(user, await screen.findByLabelText('Current password'), 'demo-pass-2026');
    await fill(user, screen.getByLabelText('New password'), 'another-secret-77');
    await fill(user, screen.getByLabelText('Confirm new password'), 'another-secret-77');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password has been saved.')).toBeTruthy();
    expect(api.called('POST', 'accounts/7/change_password/')[0].body).toEqual({ old_password: 'demo-pass-2026', new_password: 'another-secret-77' });
  });

  it('deletes the account only after confirming, then signs out', async () => {
    signInAs(makeAccount());
    const api = stubApi({ 'GET accounts/7/': [200, makeAccount()], 'DELETE accounts/7/': [204] });
    const user = userEvent.setup({ delay: null });
    const { router } = render('/settings/account');
    await pageLoaded();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    expect(api.called('DELETE', 'accounts/7/')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.called('DELETE', 'accounts/7/')).toHaveLength(1);
    expect(localStorage.getItem('account')).toBeNull();
  });
});
