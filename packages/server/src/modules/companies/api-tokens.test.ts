import { eq } from 'drizzle-orm';
import { API_TOKEN_FORBIDDEN_MESSAGE } from '@jobsite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apiTokens } from '../../db/schema/index';
import { makeAccount, makeCompany, TEST_PASSWORD } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let me: { token: string };
let them: { token: string };
let myAccountId: number;

/** A call with only the token header: no cookies, no CSRF header. */
const withKey = (key: string) => (opts: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }) =>
  t.app.inject({ ...opts, headers: { authorization: `Token ${key}` } });

beforeAll(async () => {
  t = await buildTestApp();
  const mine = await makeCompany(t.db);
  const other = await makeCompany(t.db);
  myAccountId = (await makeAccount(t.db, mine.id)).id;
  me = await t.signIn(myAccountId, mine.id);
  them = await t.signIn((await makeAccount(t.db, other.id)).id, other.id);
});
afterAll(() => t.close());

describe('api_tokens', () => {
  let key: string;
  let id: number;

  it('creates a token and shows the key once, storing only its hash', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/api_tokens/', payload: { name: 'ERP sync', scope: 'read_write' } });
    expect(res.statusCode).toBe(201);
    ({ key, id } = res.json());
    expect(key).toMatch(/^jst_[0-9a-f]{40}$/);
    expect(res.json()).toMatchObject({ name: 'ERP sync', scope: 'read_write', prefix: key.slice(0, 8), last4: key.slice(-4), created_by: myAccountId, revoked_at: null, last_used_at: null });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row.tokenHash).not.toContain(key.slice(4));
    const list = await t.as(me)({ method: 'GET', url: '/api/v1/api_tokens/' });
    expect(list.json().count).toBe(1);
    expect(list.json().results[0]).not.toHaveProperty('key');
  });

  it('authenticates a protected GET and an unsafe POST without CSRF', async () => {
    const get = await withKey(key)({ method: 'GET', url: '/api/v1/taxcode/' });
    expect(get.statusCode).toBe(200);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/api_tokens/' })).json().results[0].last_used_at).not.toBeNull();
    const post = await withKey(key)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'TOKEN', tax_rate: 1 } });
    expect(post.statusCode).toBe(201);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/taxcode/?search=token' })).json().count).toBe(1);
    // A session call without the CSRF header is still refused.
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/v1/taxcode/', cookies: { sessionid: me.token }, payload: { tax_code: 'X', tax_rate: 1 } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('refuses unknown keys with 401, even on public routes', async () => {
    expect((await withKey('jst_nope')({ method: 'GET', url: '/api/v1/taxcode/' })).statusCode).toBe(401);
    expect((await withKey(`${key}x`)({ method: 'GET', url: '/api/v1/health/' })).statusCode).toBe(401);
  });

  it('keeps tokens inside their company', async () => {
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/api_tokens/' })).json().count).toBe(0);
    expect((await t.as(them)({ method: 'POST', url: `/api/v1/api_tokens/${id}/revoke/` })).statusCode).toBe(404);
    expect((await withKey(key)({ method: 'GET', url: '/api/v1/taxcode/' })).statusCode).toBe(200);
  });

  it('rejects a blank name', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/api_tokens/', payload: { name: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['name']);
  });

  it('stops a token once its creator is deactivated', async () => {
    const created = await t.as(me)({ method: 'POST', url: '/api/v1/api_tokens/', payload: { name: 'Temp' } });
    const other = created.json().key as string;
    await t.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, myAccountId));
    expect((await withKey(other)({ method: 'GET', url: '/api/v1/taxcode/' })).statusCode).toBe(401);
    await t.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, myAccountId));
    expect((await withKey(other)({ method: 'GET', url: '/api/v1/taxcode/' })).statusCode).toBe(200);
  });

  it('refuses a revoked token with 401', async () => {
    const res = await t.as(me)({ method: 'POST', url: `/api/v1/api_tokens/${id}/revoke/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().revoked_at).not.toBeNull();
    expect((await withKey(key)({ method: 'GET', url: '/api/v1/taxcode/' })).statusCode).toBe(401);
    expect((await withKey(key)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'LATE', tax_rate: 1 } })).statusCode).toBe(401);
  });
});

// Security finding (issue 11.6): a token was the whole account: it minted tokens, changed the password and the email.
describe('what a token may not do', () => {
  const create = async (scope?: 'read_only' | 'read_write') =>
    (await t.as(me)({ method: 'POST', url: '/api/v1/api_tokens/', payload: { name: `Key ${scope ?? 'default'}`, ...(scope ? { scope } : {}) } })).json() as { key: string; scope: string };

  it('is read-only unless made read-write', async () => {
    const token = await create();
    expect(token.scope).toBe('read_only');
    expect((await withKey(token.key)({ method: 'GET', url: '/api/v1/taxcode/' })).statusCode).toBe(200);
    const write = await withKey(token.key)({ method: 'POST', url: '/api/v1/taxcode/', payload: { tax_code: 'RO', tax_rate: 1 } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ detail: 'This API token is read-only.' });
  });

  it('may call the POSTs that only read (searches with a body), and no other', async () => {
    const token = await create('read_only');
    const reads = [
      { url: '/api/v1/searchproduct/', payload: { search_text: 'wire' } },
      { url: '/api/v1/projects/search/', payload: { search_string: 'job' } },
      { url: '/api/v1/GetProdSearchOptions/', payload: {} },
      { url: '/api/v1/SearchCustomItem/', payload: { search_text: 'box' } },
      { url: '/api/v1/SearchHoldForReleaseItems/', payload: {} },
    ];
    for (const call of reads) {
      const res = await withKey(token.key)({ method: 'POST', ...call });
      expect({ url: call.url, status: res.statusCode }).toEqual({ url: call.url, status: 200 });
    }
    // the scan answers what the code is, or that nothing matches: a read either way
    expect((await withKey(token.key)({ method: 'POST', url: '/api/v1/scan/resolve/', payload: { code: 'NO-SUCH-CODE' } })).statusCode).toBe(404);
  });

  it('never manages tokens, the password, the email, two-way authentication or the account, even read-write', async () => {
    const { key } = await create('read_write');
    const refused = [
      { method: 'GET' as const, url: '/api/v1/api_tokens/' },
      { method: 'POST' as const, url: '/api/v1/api_tokens/', payload: { name: 'Minted', scope: 'read_write' } },
      { method: 'POST' as const, url: `/api/v1/accounts/${myAccountId}/change_password/`, payload: { old_password: 'x', new_password: 'a-new-secret-123' } },
      { method: 'POST' as const, url: '/api/v1/update_user_email', payload: { email: 'attacker@example.test' } },
      { method: 'POST' as const, url: '/api/v1/update_account_setting', payload: { action: 'mfa_code_delivery_method', value: 'email' } },
      { method: 'POST' as const, url: '/api/v1/update_company_settings/', payload: { two_way_authentication_enabled: false } },
      // nor who joins without approval
      { method: 'POST' as const, url: '/api/v1/update_company_settings/', payload: { email_domains: ['attacker.example'] } },
      { method: 'DELETE' as const, url: `/api/v1/accounts/${myAccountId}/` },
      // nor the company's users and groups (a token created users and granted permissions)
      { method: 'POST' as const, url: '/api/v1/create_internal_user', payload: { first_name: 'Token', last_name: 'Made', email: 'token-made@example.test' } },
      { method: 'POST' as const, url: '/api/v1/adjust_user_status', payload: { user_id: myAccountId, is_active: false } },
      { method: 'POST' as const, url: '/api/v1/bulk_reminder_verify_user', payload: { user_ids: [myAccountId] } },
      { method: 'POST' as const, url: '/api/v1/user_groups/', payload: { name: 'Token admins', settings: { allow_manage_users: true } } },
    ];
    for (const call of refused) {
      const res = await withKey(key)(call);
      expect({ url: call.url, status: res.statusCode, body: res.json() }).toEqual({ url: call.url, status: 403, body: { detail: API_TOKEN_FORBIDDEN_MESSAGE } });
    }
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, myAccountId));
    expect(account.isActive).toBe(true);
    expect(account.email).not.toBe('attacker@example.test');
  });

  it('dies with a password change, which says so', async () => {
    const company = await makeCompany(t.db);
    const owner = await makeAccount(t.db, company.id);
    const session = await t.signIn(owner.id, company.id);
    const { key } = (await t.as(session)({ method: 'POST', url: '/api/v1/api_tokens/', payload: { name: 'Before', scope: 'read_write' } })).json();
    expect((await withKey(key)({ method: 'GET', url: '/api/v1/taxcode/' })).statusCode).toBe(200);
    const changed = await t.as(session)({ method: 'POST', url: `/api/v1/accounts/${owner.id}/change_password/`, payload: { old_password: TEST_PASSWORD, new_password: 'a-brand-new-secret-9' } });
    expect(changed.statusCode).toBe(200);
    expect((await withKey(key)({ method: 'GET', url: '/api/v1/taxcode/' })).statusCode).toBe(401);
  });
});
