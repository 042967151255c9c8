import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { accounts, companyMemberships, sessions } from '../db/schema/index';
import { buildTestApp, MemoryMailer, TEST_CSRF, tempFolders, testConfig, type TestApp } from '../../test/helper';
import { makeAccount, makeCompany, makeUserManager } from '../../test/factories';
import { addMembership } from '../modules/accounts/service';
import { AUTH_CHANGED_CHANNEL, SessionCache } from './session-cache';
import type { AuthContext } from './sessions';

function context(tokenHash: string, expiresAt = new Date(Date.now() + 60_000)): AuthContext {
  return {
    account: { id: 1 } as AuthContext['account'],
    company: { id: 2 } as AuthContext['company'],
    permissions: {},
    heldPermissions: [],
    membershipStatus: 'active',
    tokenHash,
    expiresAt,
  };
}

describe('SessionCache', () => {
  it('keeps a context until its time is up, and never past the session expiry', () => {
    let now = 1_000_000;
    const cache = new SessionCache(10_000, () => now);
    cache.set(context('a'));
    cache.set(context('b', new Date(now + 3_000)));
    now += 5_000;
    expect(cache.get('a')?.tokenHash).toBe('a');
    expect(cache.get('b')).toBeUndefined();
    now += 5_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('hands out frozen contexts: a call cannot change what the next call of the session reads', () => {
    const cache = new SessionCache(10_000);
    cache.set(context('a'));
    const auth = cache.get('a')!;
    expect(() => ((auth.permissions as Record<string, boolean>).allow_edit_all_orders = true)).toThrow(TypeError);
    expect(() => ((auth.account as { id: number }).id = 9)).toThrow(TypeError);
  });

  it('reads a session once for the calls that ask while its read runs', async () => {
    const cache = new SessionCache(10_000);
    let reads = 0;
    let answer!: (auth: AuthContext) => void;
    const read = () => {
      reads++;
      return new Promise<AuthContext | null>((resolve) => (answer = resolve));
    };
    const calls = [cache.load('a', read), cache.load('a', read), cache.load('a', read)];
    answer(context('a'));
    const got = await Promise.all(calls);
    expect(reads).toBe(1);
    expect(got.map((auth) => auth?.tokenHash)).toEqual(['a', 'a', 'a']);
    expect((await cache.load('a', read))?.tokenHash).toBe('a');
    expect(reads).toBe(1);
  });

  it('does not keep a read that a clear overtook: a logout while a call read the session is not undone', async () => {
    const cache = new SessionCache(10_000);
    let answer!: (auth: AuthContext) => void;
    const before = cache.load('a', () => new Promise((resolve) => (answer = resolve)));
    // The logout's write commits and clears the cache while the call's read is still under way.
    cache.clear();
    answer(context('a'));
    expect((await before)?.tokenHash).toBe('a');
    expect(cache.get('a')).toBeUndefined();
    // The next call reads again, and finds the session gone.
    expect(await cache.load('a', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('is off with a time of 0', () => {
    expect(new SessionCache(0).enabled).toBe(false);
    expect(new SessionCache(1).enabled).toBe(true);
  });
});

/** The second server's data folder. */
const tempDir = tempFolders('jobsite-test-');

/**
 * Two apps on one database stand for two server processes: what one changes, the other's cache
 * drops through the triggers' NOTIFY (PGlite delivers it in process, PostgreSQL to each listener).
 */
describe('the session cache in the server', () => {
  let one: TestApp;
  let two: FastifyInstance;
  let companyId: number;

  beforeAll(async () => {
    one = await buildTestApp({ config: { sessionCacheMs: 10_000 } });
    two = await buildApp({ config: testConfig({ sessionCacheMs: 10_000, dataDir: tempDir() }), database: one.database, logger: false, mailer: new MemoryMailer() });
    await two.ready();
    companyId = (await makeCompany(one.db)).id;
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const on = (app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, cookies: { csrftoken: TEST_CSRF, sessionid: token }, headers: { 'x-csrftoken': TEST_CSRF } });
  const me = (app: FastifyInstance, token: string, accountId: number) => on(app, token, 'GET', `/api/v1/accounts/${accountId}/`);

  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    // Well inside the 10 s the entries would otherwise live: a pass proves the drop, not the timeout.
    for (let i = 0; i < 60; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  }

  /**
   * Waits until the notifications of the writes made so far have reached this process. The
   * sign-in's own insert NOTIFYs the cache to clear; on PostgreSQL that arrives on the listener's
   * connection a moment later, and a clear that lands after the next read has filled the cache
   * empties it. A marker sent now reaches a listener after every earlier one (commit order).
   */
  async function settleNotifications(): Promise<void> {
    let seen!: () => void;
    const arrived = new Promise<void>((resolve) => (seen = resolve));
    const marker = `settle-${Math.random()}`;
    const unlisten = await one.database.listen(AUTH_CHANGED_CHANNEL, (payload) => payload === marker && seen());
    try {
      await one.db.execute(sql`select pg_notify(${AUTH_CHANGED_CHANNEL}, ${marker})`);
      await arrived;
    } finally {
      await unlisten();
    }
    // The cache's own listener is another connection: give it the same moment to read its socket.
    await new Promise((r) => setTimeout(r, 50));
  }

  it('answers from the cache: a session removed behind its back still works until a write clears it', async () => {
    const account = await makeAccount(one.db, companyId);
    const { token } = await one.signIn(account.id, companyId);
    await settleNotifications();
    expect((await me(one.app, token, account.id)).statusCode).toBe(200);
    // Removed without the trigger (as a replica would): only the cache still knows the session.
    await one.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.accountId, account.id));
    });
    expect((await me(one.app, token, account.id)).statusCode).toBe(200);
    // A search sent as POST only reads: the cache stays.
    expect((await on(one.app, token, 'POST', '/api/v1/searchproduct/', { search_text: 'wire' })).statusCode).toBe(200);
    expect((await me(one.app, token, account.id)).statusCode).toBe(200);
    // Any other call that may write drops this process's cache before it answers.
    const other = await makeAccount(one.db, companyId);
    const { token: otherToken } = await one.signIn(other.id, companyId);
    await on(one.app, otherToken, 'POST', '/api/v1/auth/logout/');
    expect((await me(one.app, token, account.id)).statusCode).toBe(401);
  });

  it('drops a deactivated account in every process', async () => {
    const account = await makeAccount(one.db, companyId);
    const { token } = await one.signIn(account.id, companyId);
    expect((await me(one.app, token, account.id)).statusCode).toBe(200);
    expect((await me(two, token, account.id)).statusCode).toBe(200);
    await one.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, account.id));
    expect(await eventually(async () => (await me(two, token, account.id)).statusCode === 401)).toBe(true);
    expect(await eventually(async () => (await me(one.app, token, account.id)).statusCode === 401)).toBe(true);
  });

  it('ends a logged-out session in the other process', async () => {
    const account = await makeAccount(one.db, companyId);
    const { token } = await one.signIn(account.id, companyId);
    expect((await me(two, token, account.id)).statusCode).toBe(200);
    expect((await on(one.app, token, 'POST', '/api/v1/auth/logout/')).statusCode).toBeLessThan(300);
    expect(await eventually(async () => (await me(two, token, account.id)).statusCode === 401)).toBe(true);
  });

  it("ends a member's sessions in the company a user manager deactivated them in, in every process, and keeps their other company's", async () => {
    const other = (await makeCompany(one.db)).id;
    const account = await makeAccount(one.db, companyId);
    await addMembership(one.db, account.id, other);
    const manager = await makeUserManager(one.db, companyId);
    const inCompany = (await one.signIn(account.id, companyId)).token;
    const inOther = (await one.signIn(account.id, other)).token;
    const managerToken = (await one.signIn(manager.id, companyId)).token;
    await settleNotifications();
    for (const app of [one.app, two]) {
      expect((await on(app, inCompany, 'GET', '/api/v1/ListProject/')).statusCode).toBe(200);
      expect((await on(app, inOther, 'GET', '/api/v1/ListProject/')).statusCode).toBe(200);
    }
    const off = await on(one.app, managerToken, 'POST', '/api/v1/adjust_user_status', { user_id: account.id, is_active: false });
    expect([off.statusCode, off.json().is_active]).toEqual([200, false]);
    expect((await on(one.app, inCompany, 'GET', '/api/v1/ListProject/')).statusCode).toBe(401);
    expect(await eventually(async () => (await on(two, inCompany, 'GET', '/api/v1/ListProject/')).statusCode === 401)).toBe(true);
    await settleNotifications();
    for (const app of [one.app, two]) expect((await on(app, inOther, 'GET', '/api/v1/ListProject/')).statusCode).toBe(200);
  });

  it('holds a cached session in the company that deactivated its member, in the other process', async () => {
    const account = await makeAccount(one.db, companyId);
    const { token } = await one.signIn(account.id, companyId);
    await settleNotifications();
    expect((await on(two, token, 'GET', '/api/v1/ListProject/')).statusCode).toBe(200);
    // Deactivated in the company with the session left (as a deactivation racing a sign-in would leave it).
    await one.db.update(companyMemberships).set({ status: 'deactivated' }).where(and(eq(companyMemberships.accountId, account.id), eq(companyMemberships.companyId, companyId)));
    expect(await eventually(async () => (await on(two, token, 'GET', '/api/v1/ListProject/')).statusCode === 403)).toBe(true);
  });

  it('carries a membership decision to the other process', async () => {
    const account = await makeAccount(one.db, companyId);
    const membership = and(eq(companyMemberships.accountId, account.id), eq(companyMemberships.companyId, companyId));
    await one.db.update(companyMemberships).set({ status: 'pending' }).where(membership);
    const { token } = await one.signIn(account.id, companyId);
    // On hold while the request to join waits: every call of the company's data is refused.
    expect((await on(two, token, 'GET', '/api/v1/ListProject/')).statusCode).toBe(403);
    await one.db.update(companyMemberships).set({ status: 'active' }).where(membership);
    expect(await eventually(async () => (await on(two, token, 'GET', '/api/v1/ListProject/')).statusCode === 200)).toBe(true);
  });
});
