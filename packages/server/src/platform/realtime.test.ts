import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { RealtimeEvent } from '@jobsite/core';
import { accounts, sessions } from '../db/schema/index';
import { addMembership } from '../modules/accounts/service';
import { notify } from '../modules/notifications/service';
import { makeAccount, makeCompany } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let companyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await makeCompany(t.db)).id;
});
afterAll(() => t.close());

/** Opens the socket as a browser would, and collects what the server pushes. */
async function connect(session: { token: string } | null, headers: Record<string, string> = {}) {
  const received: RealtimeEvent[] = [];
  const waiters: (() => void)[] = [];
  let closedWith: number | null = null;
  const ws: WebSocket = await t.app.injectWS('/checkin/V1', { headers: { ...(session ? { cookie: `sessionid=${session.token}` } : {}), ...headers } }, {
    onInit: (socket) => {
      socket.on('message', (data) => {
        received.push(JSON.parse(String(data)));
        waiters.splice(0).forEach((w) => w());
      });
      socket.on('close', (code) => {
        closedWith = code;
        waiters.splice(0).forEach((w) => w());
      });
    },
  });
  const waitFor = async (pred: () => boolean, ms = 3000) => {
    const deadline = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > deadline) throw new Error(`timed out; received ${JSON.stringify(received)}`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  return { ws, received, waitFor, closedWith: () => closedWith };
}

describe('websocket /checkin/V1', () => {
  it('refuses a connection without a valid session', async () => {
    await expect(connect(null)).rejects.toThrow(/401/);
    await expect(connect({ token: 'not-a-session' })).rejects.toThrow(/401/);
  });

  it('refuses a page of another site opening it with the user\'s cookie', async () => {
    const a = await makeAccount(t.db, companyId);
    await expect(connect(await t.signIn(a.id, companyId), { origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });

  it('sends the version (the same as over HTTP) and the unread count on connect', async () => {
    const a = await makeAccount(t.db, companyId);
    await notify(t.db, { accountIds: [a.id], companyId, content: 'one' });
    await notify(t.db, { accountIds: [a.id], companyId, content: 'two' });
    const session = await t.signIn(a.id, companyId);
    const c = await connect(session);
    await c.waitFor(() => c.received.length >= 2);
    const version = (await t.app.inject({ method: 'GET', url: '/api/v1/version/' })).json().version;
    expect(c.received).toEqual([
      { type: 'version', version },
      { type: 'unread_count', unread_count: 2 },
    ]);
    // the count a page would otherwise ask for after connecting
    expect((await t.as(session)({ method: 'GET', url: '/api/v1/GetUnreadNotificationCount' })).json()).toEqual({ count: 2 });
    c.ws.terminate();
  });

  it('greets an account on hold with the version only: it reads no notification of the company', async () => {
    const a = await makeAccount(t.db, companyId, { emailVerified: false });
    await notify(t.db, { accountIds: [a.id], companyId, content: 'not yet' });
    const session = await t.signIn(a.id, companyId);
    const c = await connect(session);
    await c.waitFor(() => c.received.length >= 1);
    // a greeting would follow the version at once; give it the time a push takes
    await new Promise((r) => setTimeout(r, 200));
    expect(c.received.map((e) => e.type)).toEqual(['version']);
    expect((await t.as(session)({ method: 'GET', url: '/api/v1/GetUnreadNotificationCount' })).statusCode).toBe(403);
    c.ws.terminate();
  });

  it('pushes nothing of the company to an account on hold, while its colleague gets the push', async () => {
    const held = await makeAccount(t.db, companyId, { emailVerified: false });
    const active = await makeAccount(t.db, companyId);
    const ch = await connect(await t.signIn(held.id, companyId));
    const ca = await connect(await t.signIn(active.id, companyId));
    await ch.waitFor(() => ch.received.length >= 1);
    await ca.waitFor(() => ca.received.length >= 2);
    // One event, its pushes one recipient after another, oldest notification first: once the
    // colleague has been pushed to, the account on hold's turn has passed.
    await notify(t.db, { accountIds: [held.id, active.id], companyId, content: 'Order 1043 was delivered' });
    await ca.waitFor(() => ca.received.some((e) => e.type === 'notification'));
    expect(ch.received.map((e) => e.type)).toEqual(['version']);
    // its email verified, the hold ends and the next push reaches it
    await t.db.update(accounts).set({ emailValidationStatus: true }).where(eq(accounts.id, held.id));
    await notify(t.db, { accountIds: [held.id], companyId, content: 'Order 1044 was delivered' });
    await ch.waitFor(() => ch.received.some((e) => e.type === 'notification'));
    expect(ch.received.filter((e) => e.type === 'notification')).toEqual([expect.objectContaining({ notification: expect.objectContaining({ content: 'Order 1044 was delivered' }) })]);
    ch.ws.terminate();
    ca.ws.terminate();
  });

  it('pushes a new notification with the unread count to the recipient only', async () => {
    const a = await makeAccount(t.db, companyId);
    const b = await makeAccount(t.db, companyId);
    const ca = await connect(await t.signIn(a.id, companyId));
    const cb = await connect(await t.signIn(b.id, companyId));
    await notify(t.db, { accountIds: [a.id], companyId, content: 'Order 1042 was delivered', link: '/orders' });
    await ca.waitFor(() => ca.received.some((e) => e.type === 'notification'));
    expect(ca.received.find((e) => e.type === 'notification')).toEqual({
      type: 'notification',
      notification: { id: expect.any(Number), content: 'Order 1042 was delivered', link: '/orders', read: false, created: expect.any(String) },
      unread_count: 1,
    });
    await notify(t.db, { accountIds: [b.id], companyId, content: 'for b' });
    await cb.waitFor(() => cb.received.some((e) => e.type === 'notification'));
    expect(ca.received.filter((e) => e.type === 'notification')).toHaveLength(1);
    ca.ws.terminate();
    cb.ws.terminate();
  });

  it('pushes only after the transaction commits, and nothing when it rolls back', async () => {
    const a = await makeAccount(t.db, companyId);
    const c = await connect(await t.signIn(a.id, companyId));
    await t.db
      .transaction(async (tx) => {
        await notify(tx, { accountIds: [a.id], companyId, content: 'never happened' });
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => {
      await notify(tx, { accountIds: [a.id], companyId, content: 'committed' });
      await new Promise((r) => setTimeout(r, 100));
      expect(c.received.filter((e) => e.type === 'notification')).toHaveLength(0);
    });
    await c.waitFor(() => c.received.some((e) => e.type === 'notification'));
    const pushed = c.received.filter((e) => e.type === 'notification');
    expect(pushed.map((e) => e.type === 'notification' && e.notification.content)).toEqual(['committed']);
    c.ws.terminate();
  });

  it('tells the other open pages when the unread count changes', async () => {
    const a = await makeAccount(t.db, companyId);
    const session = await t.signIn(a.id, companyId);
    const [n] = await notify(t.db, { accountIds: [a.id], companyId, content: 'x' });
    const c = await connect(session);
    await c.waitFor(() => c.received.some((e) => e.type === 'unread_count'));
    await t.as(session)({ method: 'POST', url: '/api/v1/UpdateNotification', payload: { action: 'mark_read', notification_id: n.id } });
    await c.waitFor(() => c.received.filter((e) => e.type === 'unread_count').length === 2);
    // the greeting on connect, then the change
    expect(c.received.filter((e) => e.type === 'unread_count')).toEqual([
      { type: 'unread_count', unread_count: 1 },
      { type: 'unread_count', unread_count: 0 },
    ]);
    c.ws.terminate();
  });

  it('does not push another company\'s notifications to a session acting for this one', async () => {
    const other = await makeCompany(t.db);
    const a = await makeAccount(t.db, companyId);
    await addMembership(t.db, a.id, other.id);
    const c = await connect(await t.signIn(a.id, companyId));
    await notify(t.db, { accountIds: [a.id], companyId: other.id, content: 'elsewhere' });
    await notify(t.db, { accountIds: [a.id], companyId, content: 'here' });
    await c.waitFor(() => c.received.some((e) => e.type === 'notification'));
    const contents = c.received.flatMap((e) => (e.type === 'notification' ? [e.notification.content] : []));
    expect(contents).toEqual(['here']);
    c.ws.terminate();
  });

  it('closes the socket of a session that has ended when something is pushed to it', async () => {
    const a = await makeAccount(t.db, companyId);
    const c = await connect(await t.signIn(a.id, companyId));
    await t.db.delete(sessions).where(eq(sessions.accountId, a.id));
    await notify(t.db, { accountIds: [a.id], companyId, content: 'after logout' });
    await c.waitFor(() => c.closedWith() !== null);
    expect(c.closedWith()).toBe(4401);
    expect(c.received.some((e) => e.type === 'notification')).toBe(false);
  });
});
