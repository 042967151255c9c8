import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companyMemberships, oneTimeCodes } from '../../db/schema/index';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, sessionFrom, type TestApp } from '../../../test/helper';

let t: TestApp;
let n = 0;
const newEmail = () => `Reg-${++n}-${Date.now()}@Example.TEST`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, ip = '127.0.0.1') =>
  t.as(null)({ method: 'POST', url: `/api/v1/${url}`, payload: payload as object, headers: { 'x-forwarded-for': ip } });

function registration(companyId: number, extra: Record<string, unknown> = {}) {
  return { first_name: 'Rae', last_name: 'Gister', company: companyId, password: 'a-long-secret-1', email: newEmail(), testfield: '', work_phone: '', branch: null, mfa_code_delivery_method: 'email', email_verification: true, ...extra };
}

describe('POST accounts/ (registration)', () => {
  it('creates an unverified account in the company, lower-cases the email and mails a verification link', async () => {
    const company = await makeCompany(t.db);
    const body = registration(company.id);
    const res = await post('accounts/', body);
    expect(res.statusCode).toBe(201);
    const email = body.email.toLowerCase();
    expect(res.json()).toEqual({ id: expect.any(Number), email, email_validation_status: false, sso_login: false });
    const link = t.mailer.lastLinkTo(email)!;
    expect(link.pathname).toBe('/verifyemail');
    expect(link.searchParams.get('user_id')).toBe(String(res.json().id));
    expect(link.searchParams.get('email_verification_code')).toBeTruthy();
    const [membership] = await t.db.select().from(companyMemberships).where(eq(companyMemberships.accountId, res.json().id));
    expect(membership.companyId).toBe(company.id);
  });

  it('does not mail when email_verification is false', async () => {
    const company = await makeCompany(t.db);
    const body = registration(company.id, { email_verification: false });
    expect((await post('accounts/', body)).statusCode).toBe(201);
    expect(t.mailer.lastTo(body.email.toLowerCase())).toBeUndefined();
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const company = await makeCompany(t.db);
    const existing = await makeAccount(t.db, company.id);
    const res = await post('accounts/', registration(company.id, { email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['An account with this email already exists.'] });
  });

  it('needs a phone for text codes when the company has two-way authentication', async () => {
    const company = await makeCompany(t.db, { twoWayAuth: true });
    const res = await post('accounts/', registration(company.id, { mfa_code_delivery_method: 'text', work_phone: '' }));
    expect(res.json()).toEqual({ work_phone: ['Please enter phone #.'] });
    const ok = await post('accounts/', registration(company.id, { mfa_code_delivery_method: 'text', work_phone: '(303) 555-0100' }));
    expect(ok.statusCode).toBe(201);
    const plain = await makeCompany(t.db);
    expect((await post('accounts/', registration(plain.id, { mfa_code_delivery_method: 'text' }))).statusCode).toBe(201);
  });

  it('refuses weak, common, missing and malformed fields in the error shape', async () => {
    const company = await makeCompany(t.db);
    expect((await post('accounts/', registration(company.id, { password: 'short' }))).json()).toEqual({ password: ['Ensure this field has at least 8 characters.'] });
    expect((await post('accounts/', registration(company.id, { password: 'password1' }))).json()).toEqual({ password: ['This password is too common.'] });
    const missing = await post('accounts/', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['company', 'email', 'first_name', 'last_name', 'password']);
    const malformed = await post('accounts/', registration(company.id, { email: 'nope', company: 'abc', mfa_code_delivery_method: 'pigeon' }));
    expect(Object.keys(malformed.json()).sort()).toEqual(['company', 'email', 'mfa_code_delivery_method']);
    expect((await post('accounts/', registration(999999))).json()).toEqual({ company: ['Invalid pk "999999" - object does not exist.'] });
  });

  it('refuses a filled-in honeypot field', async () => {
    const company = await makeCompany(t.db);
    const res = await post('accounts/', registration(company.id, { testfield: 'i am a bot' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ testfield: ['Invalid submission.'] });
  });
});

describe('POST accounts/{id}/activate_user/', () => {
  async function registered() {
    const company = await makeCompany(t.db);
    const body = registration(company.id);
    const res = await post('accounts/', body);
    const link = t.mailer.lastLinkTo(body.email.toLowerCase())!;
    return { id: res.json().id as number, code: link.searchParams.get('email_verification_code')! };
  }

  it('verifies the email and signs the user in', async () => {
    const { id, code } = await registered();
    const res = await post(`accounts/${id}/activate_user/`, { email_verification_code: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ id, email_validation_status: true });
    expect(res.json().ExpiryDate).toBeTruthy();
    expect((await t.as(sessionFrom(res))({ method: 'GET', url: `/api/v1/accounts/${id}/` })).statusCode).toBe(200);
  });

  it('refuses a wrong, used, expired or other account’s code with the resend message', async () => {
    const a = await registered();
    const b = await registered();
    const detail = { detail: 'Please click Resend Validation Email to get a valid link.' };
    expect((await post(`accounts/${a.id}/activate_user/`, { email_verification_code: 'wrong' })).json()).toEqual(detail);
    expect((await post(`accounts/${a.id}/activate_user/`, { email_verification_code: b.code })).json()).toEqual(detail);
    expect((await post(`accounts/999999/activate_user/`, { email_verification_code: a.code })).json()).toEqual(detail);
    await t.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.accountId, b.id));
    expect((await post(`accounts/${b.id}/activate_user/`, { email_verification_code: b.code })).json()).toEqual(detail);
    expect((await post(`accounts/${a.id}/activate_user/`, { email_verification_code: a.code })).statusCode).toBe(200);
    expect((await post(`accounts/${a.id}/activate_user/`, { email_verification_code: a.code })).json()).toEqual(detail);
  });

  it('rejects a missing code and a malformed id', async () => {
    expect((await post('accounts/1/activate_user/', {})).json()).toEqual({ email_verification_code: ['This field is required.'] });
    expect((await post('accounts/abc/activate_user/', { email_verification_code: 'x' })).statusCode).toBe(400);
  });
});

describe('POST accounts/resend_validation_email/', () => {
  it('mails a new link by user id or email; either link verifies, once', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id, { emailVerified: false });
    const byId = await post('accounts/resend_validation_email/', { user_id: account.id });
    expect(byId.statusCode).toBe(200);
    const first = t.mailer.lastLinkTo(account.email)!.searchParams.get('email_verification_code');
    await post('accounts/resend_validation_email/', { user_email: account.email.toUpperCase() });
    const second = t.mailer.lastLinkTo(account.email)!.searchParams.get('email_verification_code');
    expect(second).not.toBe(first);
    // Links are 160-bit tokens in one mailbox: asking again never voids the one the owner holds.
    expect((await post(`accounts/${account.id}/activate_user/`, { email_verification_code: first })).statusCode).toBe(200);
    expect((await post(`accounts/${account.id}/activate_user/`, { email_verification_code: second })).statusCode).toBe(400);
  });

  it('answers the same for unknown and verified accounts, without mailing', async () => {
    const company = await makeCompany(t.db);
    const verified = await makeAccount(t.db, company.id);
    const a = await post('accounts/resend_validation_email/', { user_email: 'nobody@example.test' });
    const b = await post('accounts/resend_validation_email/', { user_id: verified.id });
    expect(a.json()).toEqual(b.json());
    expect(t.mailer.lastTo(verified.email)).toBeUndefined();
  });

  it('mails at most three links an hour to one account, then answers 429', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id, { emailVerified: false });
    for (let i = 0; i < 3; i++) expect((await post('accounts/resend_validation_email/', { user_id: account.id }, '10.9.0.1')).statusCode).toBe(200);
    const res = await post('accounts/resend_validation_email/', { user_id: account.id }, '10.9.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: 'Request was throttled. Please try again later.' });
  });

  it('needs a user id or email', async () => {
    expect((await post('accounts/resend_validation_email/', {})).json()).toEqual({ non_field_errors: ['Provide user_email or user_id.'] });
    expect((await post('accounts/resend_validation_email/', { user_id: 'x' })).statusCode).toBe(400);
  });

  it('does not verify a deactivated account', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id, { emailVerified: false });
    await post('accounts/resend_validation_email/', { user_id: account.id });
    const code = t.mailer.lastLinkTo(account.email)!.searchParams.get('email_verification_code');
    await t.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, account.id));
    expect((await post(`accounts/${account.id}/activate_user/`, { email_verification_code: code })).statusCode).toBe(400);
  });
});
