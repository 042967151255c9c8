import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { makeAccount, makeCompany, makeUserManager } from '../../../test/factories';
import { buildTestApp, sessionFrom, type TestApp } from '../../../test/helper';

/**
 * Security finding (issue 11.1): anyone could register into any company and read it at once.
 * Joining an existing company now needs a verified email and the company's approval (or an
 * invitation, or a domain the company declared); until then the account reads nothing.
 */
let t: TestApp;
let n = 0;
let ip = 0;
const newEmail = (domain = 'example.test') => `joiner-${++n}-${Date.now()}@${domain}`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Each registration comes from its own address so the per-address throttle stays out of the way.
const post = (url: string, payload: unknown) =>
  t.as(null)({ method: 'POST', url: `/api/v1/${url}`, payload: payload as object, headers: { 'x-forwarded-for': `10.9.${Math.floor(++ip / 250)}.${ip % 250}` } });

function registration(companyId: number, extra: Record<string, unknown> = {}) {
  return { first_name: 'Jo', last_name: 'Iner', company: companyId, password: 'a-long-secret-1', email: newEmail(), email_verification: true, ...extra };
}

/** Registers into a company and verifies the email through the mailed link: the session that gives. */
async function registerAndVerify(companyId: number, extra: Record<string, unknown> = {}) {
  const body = registration(companyId, extra);
  const res = await post('accounts/', body);
  expect(res.statusCode).toBe(201);
  const link = t.mailer.lastLinkTo(String(body.email).toLowerCase())!;
  const verify = await post(`accounts/${res.json().id}/activate_user/`, { email_verification_code: link.searchParams.get('email_verification_code') });
  expect(verify.statusCode).toBe(200);
  return { id: res.json().id as number, email: String(body.email).toLowerCase(), session: sessionFrom(verify), account: verify.json().account };
}

describe('joining an existing company', () => {
  it('an unverified account reads nothing: every company call answers 403 asking to verify', async () => {
    const company = await makeCompany(t.db);
    const res = await post('accounts/', registration(company.id));
    expect(res.statusCode).toBe(201);
    const as = t.as(await t.signIn(res.json().id, company.id));
    for (const url of ['/api/v1/ListProject/', '/api/v1/company_settings/', '/api/v1/get_email_list', '/api/v1/warehouses/']) {
      const read = await as({ method: 'GET', url });
      expect(read.statusCode, url).toBe(403);
      expect(read.json()).toEqual({ detail: 'Please verify your email address first.' });
    }
    const create = await as({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'Mine now' } });
    expect(create.statusCode).toBe(403);
    // It may still read itself and its standing.
    expect((await as({ method: 'GET', url: `/api/v1/accounts/${res.json().id}/` })).statusCode).toBe(200);
    expect((await as({ method: 'GET', url: '/api/v1/accounts/membership_status/' })).json()).toMatchObject({ status: 'pending', email_validation_status: false });
  });

  it('a verified joiner waits for approval, is told who was asked, and the user managers are notified', async () => {
    const company = await makeCompany(t.db);
    const manager = await makeUserManager(t.db, company.id);
    const joiner = await registerAndVerify(company.id);
    expect(joiner.account.membership_status).toBe('pending');
    const as = t.as(joiner.session);
    const read = await as({ method: 'GET', url: '/api/v1/ListProject/' });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ detail: 'Your request to join this company is waiting for approval.' });
    const status = (await as({ method: 'GET', url: '/api/v1/accounts/membership_status/' })).json();
    expect(status).toEqual({ company: { id: company.id, name: company.name }, status: 'pending', email_validation_status: true, approvers: [{ first_name: manager.firstName, last_name: manager.lastName }] });
    const told = await t.db.select().from(notifications).where(eq(notifications.accountId, manager.id));
    expect(told.map((x) => x.content)).toEqual([expect.stringContaining(joiner.email)]);
    expect(t.mailer.lastTo(manager.email)?.subject).toBe('A request to join your company');
    // the mail links the screen where the request is answered
    expect(t.mailer.lastTo(manager.email)?.text).toMatch(/Approve or refuse the request in Company settings, Requests to join: https?:\/\/[^/\s]+\/settings\/company\/members$/);
  });

  it('a user manager approves: the joiner reads the company at once and is notified', async () => {
    const company = await makeCompany(t.db);
    const manager = await makeUserManager(t.db, company.id);
    const joiner = await registerAndVerify(company.id);
    const asManager = t.as(await t.signIn(manager.id, company.id));
    const list = await asManager({ method: 'GET', url: '/api/v1/company_join_requests/' });
    expect(list.json()).toEqual([expect.objectContaining({ account_id: joiner.id, email: joiner.email, status: 'pending', email_validation_status: true })]);
    const approve = await asManager({ method: 'POST', url: `/api/v1/company_join_requests/${joiner.id}/approve/`, payload: {} });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().status).toBe('active');
    expect((await t.as(joiner.session)({ method: 'GET', url: '/api/v1/ListProject/' })).statusCode).toBe(200);
    expect((await asManager({ method: 'GET', url: '/api/v1/company_join_requests/' })).json()).toEqual([]);
    const told = await t.db.select().from(notifications).where(eq(notifications.accountId, joiner.id));
    expect(told).toHaveLength(1);
    expect(t.mailer.lastTo(joiner.email)?.text).toMatch(/was approved\. Sign in to start working: https?:\/\/[^/\s]+\/login$/);
  });

  it('a refused joiner stays out and is told by mail', async () => {
    const company = await makeCompany(t.db);
    const manager = await makeUserManager(t.db, company.id);
    const joiner = await registerAndVerify(company.id);
    const refuse = await t.as(await t.signIn(manager.id, company.id))({ method: 'POST', url: `/api/v1/company_join_requests/${joiner.id}/refuse/` });
    expect(refuse.json().status).toBe('refused');
    const read = await t.as(joiner.session)({ method: 'GET', url: '/api/v1/ListProject/' });
    expect(read.json()).toEqual({ detail: 'Your request to join this company was refused.' });
    expect(t.mailer.lastTo(joiner.email)?.subject).toBe(`Your request to join ${company.name}`);
  });

  it('only user managers of the same company decide: a plain member 403, another company 404, twice 404', async () => {
    const company = await makeCompany(t.db);
    await makeUserManager(t.db, company.id);
    const member = await makeAccount(t.db, company.id);
    const other = await makeCompany(t.db);
    const otherManager = await makeUserManager(t.db, other.id);
    const joiner = await registerAndVerify(company.id);
    const byMember = await t.as(await t.signIn(member.id, company.id))({ method: 'POST', url: `/api/v1/company_join_requests/${joiner.id}/approve/`, payload: {} });
    expect(byMember.statusCode).toBe(403);
    const byOther = await t.as(await t.signIn(otherManager.id, other.id))({ method: 'POST', url: `/api/v1/company_join_requests/${joiner.id}/approve/`, payload: {} });
    expect(byOther.statusCode).toBe(404);
    expect((await t.as(joiner.session)({ method: 'GET', url: '/api/v1/ListProject/' })).statusCode).toBe(403);
  });

  it('people waiting are not members: not in the user lists, not project owners', async () => {
    const company = await makeCompany(t.db);
    const manager = await makeUserManager(t.db, company.id);
    const joiner = await registerAndVerify(company.id);
    const as = t.as(await t.signIn(manager.id, company.id));
    const users = (await as({ method: 'GET', url: '/api/v1/search_user_list?search_text=joiner' })).json();
    expect(users.results.map((u: { id: number }) => u.id)).not.toContain(joiner.id);
    const emails = (await as({ method: 'GET', url: '/api/v1/get_email_list' })).json();
    expect(emails.map((u: { id: number }) => u.id)).not.toContain(joiner.id);
  });

  it('a verified address at a domain the company declared joins without approval', async () => {
    const company = await makeCompany(t.db);
    const manager = await makeUserManager(t.db, company.id);
    const asManager = t.as(await t.signIn(manager.id, company.id));
    const set = await asManager({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { email_domains: ['Summit-Example.com'] } });
    expect(set.statusCode).toBe(200);
    expect(set.json().email_domains).toEqual(['summit-example.com']);
    const joiner = await registerAndVerify(company.id, { email: newEmail('summit-example.com') });
    expect(joiner.account.membership_status).toBe('active');
    expect((await t.as(joiner.session)({ method: 'GET', url: '/api/v1/ListProject/' })).statusCode).toBe(200);
    // Without verification the domain does not help.
    const unverified = await post('accounts/', registration(company.id, { email: newEmail('summit-example.com') }));
    const read = await t.as(await t.signIn(unverified.json().id, company.id))({ method: 'GET', url: '/api/v1/ListProject/' });
    expect(read.statusCode).toBe(403);
  });

  it('company domains: user managers only, and no public mail provider', async () => {
    const company = await makeCompany(t.db);
    await makeUserManager(t.db, company.id);
    const member = await makeAccount(t.db, company.id);
    const asMember = t.as(await t.signIn(member.id, company.id));
    expect((await asMember({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { email_domains: ['example.org'] } })).statusCode).toBe(403);
    const manager = await makeUserManager(t.db, company.id);
    const asManager = t.as(await t.signIn(manager.id, company.id));
    const gmail = await asManager({ method: 'POST', url: '/api/v1/update_company_settings/', payload: { email_domains: ['gmail.com'] } });
    expect(gmail.statusCode).toBe(400);
    expect(gmail.json()).toEqual({ 'email_domains.0': ['A public mail domain cannot be a company domain.'] });
  });

  it('whoever registers a new company is its first member through the founder token, used once', async () => {
    const address = { Field_1: '1 Main St', Field_2: '', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' };
    const created = await post('companies/', { name: `Founders ${Date.now()}`, system_type: 'buyer', address });
    expect(created.statusCode).toBe(201);
    const token = created.json().founder_token;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const founder = await registerAndVerify(created.json().id, { founder_token: token });
    expect(founder.account.membership_status).toBe('active');
    expect((await t.as(founder.session)({ method: 'GET', url: '/api/v1/ListProject/' })).statusCode).toBe(200);
    const second = await registerAndVerify(created.json().id, { founder_token: token });
    expect(second.account.membership_status).toBe('pending');
    const forged = await registerAndVerify(created.json().id, { founder_token: 'f'.repeat(48) });
    expect(forged.account.membership_status).toBe('pending');
  });

  it('registration is throttled per email and per address', async () => {
    const company = await makeCompany(t.db);
    const email = newEmail();
    const sameEmail = () => t.as(null)({ method: 'POST', url: '/api/v1/accounts/', payload: registration(company.id, { email }), headers: { 'x-forwarded-for': `10.8.0.${++ip % 250}` } });
    expect((await sameEmail()).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await sameEmail()).statusCode).toBe(400);
    expect((await sameEmail()).statusCode).toBe(429);
    const sameAddress = () => t.as(null)({ method: 'POST', url: '/api/v1/accounts/', payload: registration(company.id), headers: { 'x-forwarded-for': '10.7.7.7' } });
    for (let i = 0; i < 20; i++) expect((await sameAddress()).statusCode).toBe(201);
    expect((await sameAddress()).statusCode).toBe(429);
  });
});
