import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../../platform/config';
import { makeAccount, makeCompany, TEST_PASSWORD } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

/**
 * Security finding (issue 11.2): the server believed X-Forwarded-For from anyone, so rotating
 * the header bypassed login throttling and a stranger could send failures "from" a victim's
 * address. Forwarded headers now count only from configured proxies (TRUST_PROXY, off by default).
 */
describe('TRUST_PROXY', () => {
  it('is off by default; takes a hop count or proxy addresses; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ DATA_DIR: '/tmp/jobsite-config-test', SESSION_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
    expect(() => loadConfig({ DATA_DIR: '/tmp/jobsite-config-test', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: 'true; rm -rf' })).toThrow(ConfigError);
  });
});

describe('without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { trustProxy: false } });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, forwardedFor: string) =>
    t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email, password }, headers: { 'x-forwarded-for': forwardedFor } });

  it('a rotating X-Forwarded-For does not get around the login throttle', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    for (let i = 0; i < 5; i++) expect((await login(account.email, `guess-${i}-wrong`, `203.0.113.${i}`)).statusCode).toBe(400);
    expect((await login(account.email, `guess-6-wrong`, '198.51.100.77')).statusCode).toBe(429);
  });

  it('X-Forwarded-Proto from a client does not make cookies Secure or links https', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const res = await t.as(null)({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: account.email, password: TEST_PASSWORD }, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sessionid')?.secure).toBeFalsy();
  });
});
