import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, oneTimeCodes, sessions, throttleEvents } from '../../db/schema/index';
import { loginFailuresPerIp } from './throttling';
import { makeAccount, makeCompany, TEST_PASSWORD } from '../../../test/factories';
import { buildTestApp, sessionFrom, TEST_CSRF, type TestApp } from '../../../test/helper';

let t: TestApp;
let ipCounter = 0;
/** Each test signs in from its own address, so the per-address throttles of one test do not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const anon = () => t.as(null);
const post = (url: string, payload: unknown, ip = '127.0.0.1') => anon()({ method: 'POST', url: `/api/v1/${url}`, payload: payload as object, headers: { 'x-forwarded-for': ip } });

describe('POST auth/LoginValidation/', () => {
  it('asks a password account for its password', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const res = await post('auth/LoginValidation/', { email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ action: 'regular_login' });
  });

  it('answers an unknown email like any password account', async () => {
    const res = await post('auth/LoginValidation/', { email: 'nobody-here@example.test' });
    expect(res.json()).toEqual({ action: 'regular_login' });
  });

  it('sends a 6-digit code by email when the company requires two-way authentication', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const account = await makeAccount(t.db, company.id);
    const res = await post('auth/LoginValidation/', { email: account.email });
    expect(res.json()).toEqual({ action: 'two_way_auth', auth_code_length: 6, delivery_method: 'email' });
    expect(t.mailer.lastCodeTo(account.email)).toMatch(/^\d{6}$/);
    const [stored] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.accountId, account.id));
    expect(stored.codeHash).not.toContain(t.mailer.lastCodeTo(account.email));
  });

  it('texts the code to the work phone when the account chose text messages', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const account = await makeAccount(t.db, company.id, { mfaCodeDeliveryMethod: 'text', workPhone: '(303) 555-0111' });
    const res = await post('auth/LoginValidation/', { email: account.email });
    expect(res.json()).toMatchObject({ action: 'two_way_auth', delivery_method: 'text' });
    expect(t.mailer.lastCodeTo('(303) 555-0111')).toMatch(/^\d{6}$/);
  });

  it('paces resends: nothing new within 10 seconds, at most 5 codes in 10 minutes', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const account = await makeAccount(t.db, company.id);
    const count = () => t.mailer.sent.filter((m) => m.to === account.email).length;
    await post('auth/LoginValidation/', { email: account.email });
    await post('auth/LoginValidation/', { email: account.email });
    expect(count()).toBe(1);
    for (let i = 0; i < 6; i++) {
      // Pretend the resend timer ran out.
      await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 11_000) }).where(eq(oneTimeCodes.accountId, account.id));
      const res = await post('auth/LoginValidation/', { email: account.email });
      expect(res.json().action).toBe('two_way_auth');
    }
    expect(count()).toBe(5);
  });

  it('rejects a missing or malformed email in the error shape', async () => {
    expect((await post('auth/LoginValidation/', {})).json()).toEqual({ email: ['Please Enter Email'] });
    const bad = await post('auth/LoginValidation/', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: ['Enter a valid email address.'] });
  });
});

describe('POST auth/login/', () => {
  it('signs in with a password, sets a session cookie and a fresh CSRF token, and answers the account with ExpiryDate 13 days ahead', async () => {
    const company = await makeCompany(t.db, { services: ['tool'] });
    const account = await makeAccount(t.db, company.id);
    const res = await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, freshIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.account).toMatchObject({ id: account.id, email: account.email, company: { id: company.id, tool_services: true, two_way_authentication_enabled: false } });
    const days = (Date.parse(body.ExpiryDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(12.99);
    expect(days).toBeLessThan(13.01);
    const cookie = res.cookies.find((c) => c.name === 'sessionid');
    expect(cookie?.httpOnly).toBe(true);
    const csrf = res.cookies.find((c) => c.name === 'csrftoken');
    expect(csrf?.value).toBeTruthy();
    expect(csrf?.value).not.toBe(TEST_CSRF);
    const me = await t.as(sessionFrom(res))({ method: 'GET', url: `/api/v1/accounts/${account.id}/` });
    expect(me.statusCode).toBe(200);
  });

  it('gives a new session token at each login', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const ip = freshIp();
    const a = sessionFrom(await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, ip));
    const b = sessionFrom(await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, ip));
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a wrong password, an unknown email and a deactivated account with the same message', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const inactive = await makeAccount(t.db, company.id);
    await t.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, inactive.id));
    for (const payload of [
      { email: account.email, password: 'wrong-password-1' },
      { email: 'nobody@example.test', password: TEST_PASSWORD },
      { email: inactive.email, password: TEST_PASSWORD },
    ]) {
      const res = await post('auth/login/', payload, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Unable to log in with provided credentials.' });
      expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    }
  });

  it('asks for the authentication code when two-way authentication is on', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const account = await makeAccount(t.db, company.id);
    const res = await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ auth_code_from_user: ['Please Enter Authentication Code'] });
  });

  it('signs in with password and the mailed code, once: the code is single use', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const account = await makeAccount(t.db, company.id);
    const ip = freshIp();
    await post('auth/LoginValidation/', { email: account.email }, ip);
    const code = t.mailer.lastCodeTo(account.email)!;
    const ok = await post('auth/login/', { email: account.email, password: TEST_PASSWORD, auth_code_from_user: code }, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().account.company.two_way_authentication_enabled).toBe(true);
    const again = await post('auth/login/', { email: account.email, password: TEST_PASSWORD, auth_code_from_user: code }, ip);
    expect(again.json()).toEqual({ detail: 'Unable to log in with provided credentials.' });
  });

  it('refuses a wrong code, an expired code, and a right code with a wrong password', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const account = await makeAccount(t.db, company.id);
    const ip = freshIp();
    await post('auth/LoginValidation/', { email: account.email }, ip);
    const code = t.mailer.lastCodeTo(account.email)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('auth/login/', { email: account.email, password: TEST_PASSWORD, auth_code_from_user: wrong }, ip)).statusCode).toBe(400);
    expect((await post('auth/login/', { email: account.email, password: 'wrong-password-1', auth_code_from_user: code }, ip)).statusCode).toBe(400);
    await t.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.accountId, account.id));
    const expired = await post('auth/login/', { email: account.email, password: TEST_PASSWORD, auth_code_from_user: code }, ip);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ detail: 'Unable to log in with provided credentials.' });
  });

  it('voids a code after five wrong guesses', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const account = await makeAccount(t.db, company.id);
    await post('auth/LoginValidation/', { email: account.email }, freshIp());
    const code = t.mailer.lastCodeTo(account.email)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('auth/login/', { email: account.email, password: TEST_PASSWORD, auth_code_from_user: wrong }, freshIp());
    const res = await post('auth/login/', { email: account.email, password: TEST_PASSWORD, auth_code_from_user: code }, freshIp());
    expect(res.statusCode).toBe(400);
  });

  it('rejects missing and malformed fields in the error shape', async () => {
    expect((await post('auth/login/', {})).json()).toEqual({ email: ['Please Enter Email'], password: ['Please Enter Password'] });
    const res = await post('auth/login/', { email: 'a@b.test', password: 'x', auth_code_from_user: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('auth_code_from_user');
    expect((await post('auth/login/', { email: 5, password: [] })).statusCode).toBe(400);
  });
});

describe('login throttling', () => {
  it('throttles an address after 5 failures on one account, yet the owner still signs in from another address', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await post('auth/login/', { email: account.email, password: `guess-${i}-wrong` }, attacker)).statusCode).toBe(400);
    const blocked = await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Request was throttled. Please try again later.' });
    expect((await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, freshIp())).statusCode).toBe(200);
  });

  it('gives addresses that already failed on a much-attacked account no more tries, slows new ones, and never the owner at home', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const home = freshIp();
    expect((await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, home)).statusCode).toBe(200);
    const attackers = Array.from({ length: 10 }, freshIp);
    for (const ip of attackers) for (let i = 0; i < 2; i++) await post('auth/login/', { email: account.email, password: `guess-${i}-wrong` }, ip);
    const again = await post('auth/login/', { email: account.email, password: 'another-guess-1' }, attackers[0]);
    expect(again.statusCode).toBe(429);
    // A new address waits for the account's pace; the owner, from where they signed in today, does not.
    expect((await post('auth/login/', { email: account.email, password: 'yet-another-guess' }, freshIp())).statusCode).toBe(429);
    expect((await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, home)).statusCode).toBe(200);
    await t.db.update(throttleEvents).set({ createdAt: new Date(Date.now() - 11 * 1000) }).where(eq(throttleEvents.key, account.email));
    expect((await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, freshIp())).statusCode).toBe(200);
  });

  it('throttles one address guessing many accounts', async () => {
    const ip = freshIp();
    // 49 earlier failures recorded directly (each real attempt costs an argon2 hash), then one real one.
    await t.db.insert(throttleEvents).values(Array.from({ length: 49 }, () => ({ bucket: loginFailuresPerIp.bucket, key: ip })));
    expect((await post('auth/login/', { email: 'victim-0@example.test', password: 'guess-password' }, ip)).statusCode).toBe(400);
    expect((await post('auth/login/', { email: 'victim-x@example.test', password: 'guess-password' }, ip)).statusCode).toBe(429);
  });

  it('forgets the failures once the window has passed', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await post('auth/login/', { email: account.email, password: `guess-${i}-wrong` }, ip);
    expect((await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(429);
    await t.db.update(throttleEvents).set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) }).where(eq(throttleEvents.key, `${account.email}|${ip}`));
    expect((await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
  });
});

describe('POST auth/logout/', () => {
  it('ends the session and clears the cookie', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const session = sessionFrom(await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, freshIp()));
    const res = await t.as(session)({ method: 'POST', url: '/api/v1/auth/logout/' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sessionid')?.value).toBe('');
    expect((await t.as(session)({ method: 'GET', url: `/api/v1/accounts/${account.id}/` })).statusCode).toBe(401);
  });

  it('answers fine when the session is already gone or there never was one', async () => {
    expect((await t.as({ token: 'f'.repeat(32) })({ method: 'POST', url: '/api/v1/auth/logout/' })).statusCode).toBe(200);
    expect((await anon()({ method: 'POST', url: '/api/v1/auth/logout/' })).statusCode).toBe(200);
  });

  it('ends only the caller’s own session', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const a = await t.signIn(account.id, company.id);
    const b = await t.signIn(account.id, company.id);
    await t.as(a)({ method: 'POST', url: '/api/v1/auth/logout/' });
    expect((await t.as(b)({ method: 'GET', url: `/api/v1/accounts/${account.id}/` })).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a reset link and answers the same for unknown emails', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const known = await post('auth/startresetpassword/', { email: account.email });
    const unknown = await post('auth/startresetpassword/', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const link = t.mailer.lastLinkTo(account.email)!;
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(account.email);
    expect(link.searchParams.get('email_verification_code')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('sets the new password, signs in and ends the other sessions', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const old = await t.signIn(account.id, company.id);
    await post('auth/startresetpassword/', { email: account.email });
    const code = t.mailer.lastLinkTo(account.email)!.searchParams.get('email_verification_code');
    const res = await post('auth/resetpassword/', { email: account.email, email_verification_code: code, new_password: 'a-brand-new-secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.id).toBe(account.id);
    expect((await t.as(old)({ method: 'GET', url: `/api/v1/accounts/${account.id}/` })).statusCode).toBe(401);
    expect((await t.as(sessionFrom(res))({ method: 'GET', url: `/api/v1/accounts/${account.id}/` })).statusCode).toBe(200);
    expect((await post('auth/login/', { email: account.email, password: 'a-brand-new-secret' }, freshIp())).statusCode).toBe(200);
    const reuse = await post('auth/resetpassword/', { email: account.email, email_verification_code: code, new_password: 'yet-another-secret' });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers Code Expired. for an expired code', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    await post('auth/startresetpassword/', { email: account.email });
    const code = t.mailer.lastLinkTo(account.email)!.searchParams.get('email_verification_code');
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.accountId, account.id), eq(oneTimeCodes.purpose, 'reset_password')));
    const res = await post('auth/resetpassword/', { email: account.email, email_verification_code: code, new_password: 'a-brand-new-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Code Expired.' });
  });

  it('refuses a wrong code, a short or common password, and missing fields', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    await post('auth/startresetpassword/', { email: account.email });
    expect((await post('auth/resetpassword/', { email: account.email, email_verification_code: 'nope', new_password: 'a-brand-new-secret' })).json()).toEqual({
      detail: 'Invalid verification code.',
    });
    expect((await post('auth/resetpassword/', { email: account.email, email_verification_code: 'x', new_password: 'short' })).json()).toEqual({
      new_password: ['Ensure this field has at least 8 characters.'],
    });
    expect((await post('auth/resetpassword/', { email: account.email, email_verification_code: 'x', new_password: 'password123' })).json()).toEqual({
      new_password: ['This password is too common.'],
    });
    const missing = await post('auth/resetpassword/', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['email', 'email_verification_code', 'new_password']);
    expect((await post('auth/startresetpassword/', { email: '' })).json()).toEqual({ email: ['Please Enter Email'] });
  });

  it('mails one reset link per account per 10 minutes', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    for (let i = 0; i < 5; i++) expect((await post('auth/startresetpassword/', { email: account.email }, freshIp())).statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === account.email)).toHaveLength(1);
    await t.db.update(throttleEvents).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(throttleEvents.key, String(account.id)));
    await post('auth/startresetpassword/', { email: account.email }, freshIp());
    expect(t.mailer.sent.filter((m) => m.to === account.email)).toHaveLength(2);
  });

  // Security finding (issue 11.5): three start-reset calls used up the hourly quota and five wrong codes voided the live link.
  it('a stranger can neither void the link the owner holds nor silence the next one', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const stranger = freshIp();
    await post('auth/startresetpassword/', { email: account.email }, stranger);
    const first = t.mailer.lastLinkTo(account.email)!.searchParams.get('email_verification_code');
    for (let i = 0; i < 3; i++) await post('auth/startresetpassword/', { email: account.email }, stranger);
    for (let i = 0; i < 6; i++) await post('auth/resetpassword/', { email: account.email, email_verification_code: `guess-${i}`, new_password: 'a-stranger-secret' }, stranger);
    // The guesser is throttled, by address.
    for (let i = 0; i < 5; i++) await post('auth/resetpassword/', { email: account.email, email_verification_code: `more-${i}`, new_password: 'a-stranger-secret' }, stranger);
    expect((await post('auth/resetpassword/', { email: account.email, email_verification_code: 'again', new_password: 'a-stranger-secret' }, stranger)).statusCode).toBe(429);
    // A new mail later adds a working link; the owner's first link still works, once.
    await t.db.update(throttleEvents).set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(throttleEvents.key, String(account.id)));
    await post('auth/startresetpassword/', { email: account.email }, stranger);
    const second = t.mailer.lastLinkTo(account.email)!.searchParams.get('email_verification_code');
    expect(second).not.toBe(first);
    const owner = await post('auth/resetpassword/', { email: account.email, email_verification_code: first, new_password: 'the-owners-new-secret' }, freshIp());
    expect(owner.statusCode).toBe(200);
    // Using one link uses up the others.
    expect((await post('auth/resetpassword/', { email: account.email, email_verification_code: second, new_password: 'x-another-secret' }, freshIp())).statusCode).toBe(400);
  });
});

describe('sessions table', () => {
  it('keeps only a hash of the session token', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const { token } = sessionFrom(await post('auth/login/', { email: account.email, password: TEST_PASSWORD }, freshIp()));
    const rows = await t.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });
});

describe('empty bodies', () => {
  it('takes a body-less logout and delete even when the client still says application/json', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const session = await t.signIn(account.id, company.id);
    const headers = { 'content-type': 'application/json' };
    expect((await t.as(session)({ method: 'DELETE', url: `/api/v1/accounts/${account.id}/`, headers })).statusCode).toBe(204);
    expect((await t.as(null)({ method: 'POST', url: '/api/v1/auth/logout/', headers })).statusCode).toBe(200);
  });
});
