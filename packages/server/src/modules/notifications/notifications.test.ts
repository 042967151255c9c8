import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership } from '../accounts/service';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { notify } from './service';

let t: TestApp;
let companyId: number;
let otherCompanyId: number;
let me: { id: number; session: { token: string } };
let colleague: { id: number; session: { token: string } };

const list = (s: { token: string }, query = '') => t.as(s)({ method: 'GET', url: `/api/v1/ListNotification/${query}` });
const count = async (s: { token: string }) => (await t.as(s)({ method: 'GET', url: '/api/v1/GetUnreadNotificationCount' })).json().count as number;
const update = (s: { token: string }, payload: object) => t.as(s)({ method: 'POST', url: '/api/v1/UpdateNotification', payload });

beforeAll(async () => {
  t = await buildTestApp();
  const company = await makeCompany(t.db);
  const other = await makeCompany(t.db);
  companyId = company.id;
  otherCompanyId = other.id;
  const a = await makeAccount(t.db, company.id);
  const b = await makeAccount(t.db, company.id);
  me = { id: a.id, session: await t.signIn(a.id, company.id) };
  colleague = { id: b.id, session: await t.signIn(b.id, company.id) };
});
afterAll(() => t.close());

async function fresh() {
  const account = await makeAccount(t.db, companyId);
  return { id: account.id, session: await t.signIn(account.id, companyId) };
}

describe('ListNotification/', () => {
  it('lists your notifications newest first, paged, with the filter defaulting to show_all', async () => {
    const u = await fresh();
    await notify(t.db, { accountIds: [u.id], companyId, content: 'first', link: '/projects' });
    await notify(t.db, { accountIds: [u.id], companyId, content: 'second' });
    await notify(t.db, { accountIds: [u.id], companyId, content: 'third' });
    const res = await list(u.session, '?page_size=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results.map((n: { content: string }) => n.content)).toEqual(['third', 'second']);
    expect(body.results[0]).toEqual({ id: expect.any(Number), content: 'third', link: '', read: false, created: expect.any(String) });
    expect(body.next).toContain('page=2');
    const page2 = (await list(u.session, '?page_size=2&page=2')).json();
    expect(page2.results.map((n: { content: string; link: string }) => [n.content, n.link])).toEqual([['first', '/projects']]);
    // Past the end no row carries the total: it is counted apart.
    const past = (await list(u.session, '?page_size=2&page=3')).json();
    expect([past.count, past.results]).toEqual([3, []]);
    // Another user's notifications are not in the list nor its total; a filter's total is its own.
    const other = await fresh();
    await notify(t.db, { accountIds: [other.id], companyId, content: 'not yours' });
    expect((await list(u.session, '?page_size=1')).json().count).toBe(3);
    expect((await list(u.session, '?page_size=1&notification_filter=unread')).json().count).toBe(3);
    expect((await list(u.session, '?page_size=1&notification_filter=read')).json().count).toBe(0);
  });

  it('filters unread and read', async () => {
    const u = await fresh();
    const [a] = await notify(t.db, { accountIds: [u.id], companyId, content: 'a' });
    await notify(t.db, { accountIds: [u.id], companyId, content: 'b' });
    await update(u.session, { action: 'mark_read', value: null, notification_id: a.id });
    expect((await list(u.session, '?notification_filter=unread')).json().results.map((n: { content: string }) => n.content)).toEqual(['b']);
    expect((await list(u.session, '?notification_filter=read')).json().results.map((n: { content: string }) => n.content)).toEqual(['a']);
    expect((await list(u.session, '?notification_filter=show_all')).json().count).toBe(2);
  });

  it('refuses an unknown filter with a field error', async () => {
    const res = await list(me.session, '?notification_filter=everything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('notification_filter');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ListNotification/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/GetUnreadNotificationCount' })).statusCode).toBe(401);
  });
});

describe('UpdateNotification', () => {
  it('marks one read and unread, and answers the unread count', async () => {
    const u = await fresh();
    const [n] = await notify(t.db, { accountIds: [u.id], companyId, content: 'x' });
    expect(await count(u.session)).toBe(1);
    const read = await update(u.session, { action: 'mark_read', value: '', notification_id: n.id });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ detail: 'Notifications updated.', unread_count: 0, changed: 1 });
    expect(await count(u.session)).toBe(0);
    expect((await update(u.session, { action: 'mark_unread', notification_id: n.id })).json()).toMatchObject({ unread_count: 1, changed: 1 });
  });

  it('marks all read and all unread', async () => {
    const u = await fresh();
    await notify(t.db, { accountIds: [u.id], companyId, content: 'a' });
    await notify(t.db, { accountIds: [u.id], companyId, content: 'b' });
    expect((await update(u.session, { action: 'mark_all_read' })).json()).toMatchObject({ unread_count: 0, changed: 2 });
    expect((await list(u.session, '?notification_filter=unread')).json().count).toBe(0);
    expect((await update(u.session, { action: 'mark_all_unread' })).json()).toMatchObject({ unread_count: 2, changed: 2 });
  });

  it('deletes one, and removes all', async () => {
    const u = await fresh();
    const [a] = await notify(t.db, { accountIds: [u.id], companyId, content: 'a' });
    await notify(t.db, { accountIds: [u.id], companyId, content: 'b' });
    await notify(t.db, { accountIds: [u.id], companyId, content: 'c' });
    expect((await update(u.session, { action: 'delete_this', notification_id: a.id })).json()).toMatchObject({ changed: 1, unread_count: 2 });
    expect((await list(u.session)).json().results.map((n: { content: string }) => n.content)).toEqual(['c', 'b']);
    expect((await update(u.session, { action: 'remove_all' })).json()).toMatchObject({ changed: 2, unread_count: 0 });
    expect((await list(u.session)).json().count).toBe(0);
  });

  it('needs a notification id for actions on one notification, and a known action', async () => {
    const missing = await update(me.session, { action: 'mark_read' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ notification_id: ['This field is required.'] });
    expect((await update(me.session, { action: 'explode', notification_id: 1 })).statusCode).toBe(400);
    expect((await update(me.session, { action: 'delete_this', notification_id: 'abc' })).statusCode).toBe(400);
  });

  it('answers 404 for a notification that does not exist', async () => {
    const res = await update(me.session, { action: 'mark_read', notification_id: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('nobody reaches another user\'s notifications', () => {
  it('does not list, count, read, unread or delete a colleague\'s notification', async () => {
    const [theirs] = await notify(t.db, { accountIds: [colleague.id], companyId, content: 'for the colleague only' });
    const mine = (await list(me.session)).json().results.map((n: { id: number }) => n.id);
    expect(mine).not.toContain(theirs.id);
    const before = await count(colleague.session);
    for (const action of ['mark_read', 'mark_unread', 'delete_this']) {
      const res = await update(me.session, { action, notification_id: theirs.id });
      expect(res.statusCode).toBe(404);
    }
    await update(me.session, { action: 'mark_all_read' });
    await update(me.session, { action: 'remove_all' });
    expect(await count(colleague.session)).toBe(before);
    expect((await list(colleague.session)).json().results.map((n: { id: number }) => n.id)).toContain(theirs.id);
  });

  it('keeps a user\'s notifications of one company out of their other company', async () => {
    const u = await fresh();
    await addMembership(t.db, u.id, otherCompanyId);
    const elsewhere = await t.signIn(u.id, otherCompanyId);
    const [there] = await notify(t.db, { accountIds: [u.id], companyId: otherCompanyId, content: 'about the other company' });
    await notify(t.db, { accountIds: [u.id], companyId, content: 'about this company' });
    expect((await list(u.session)).json().results.map((n: { content: string }) => n.content)).toEqual(['about this company']);
    expect((await list(elsewhere)).json().results.map((n: { content: string }) => n.content)).toEqual(['about the other company']);
    expect((await update(u.session, { action: 'mark_read', notification_id: there.id })).statusCode).toBe(404);
    expect(await count(elsewhere)).toBe(1);
  });
});

describe('SendMessage/', () => {
  it('notifies colleagues of the current company with the sender\'s name', async () => {
    const u = await fresh();
    const res = await t.as(me.session)({ method: 'POST', url: '/api/v1/SendMessage/', payload: { user_ids: [u.id], content: 'Truck arrives at 7', link: '/projects' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Message sent.', sent: 1 });
    const [n] = (await list(u.session)).json().results;
    expect(n).toMatchObject({ content: 'Test User: Truck arrives at 7', link: '/projects', read: false });
  });

  it('refuses recipients outside the current company, and links that leave the app', async () => {
    const stranger = await makeAccount(t.db, otherCompanyId);
    const res = await t.as(me.session)({ method: 'POST', url: '/api/v1/SendMessage/', payload: { user_ids: [stranger.id], content: 'hi' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ user_ids: [`Invalid pk "${stranger.id}" - object does not exist.`] });
    const link = await t.as(me.session)({ method: 'POST', url: '/api/v1/SendMessage/', payload: { user_ids: [colleague.id], content: 'hi', link: 'javascript:alert(1)' } });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toHaveProperty('link');
    const empty = await t.as(me.session)({ method: 'POST', url: '/api/v1/SendMessage/', payload: { user_ids: [], content: '' } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('help/videos/', () => {
  it('answers the configured how-to videos (none here), signed in only', async () => {
    expect((await t.as(me.session)({ method: 'GET', url: '/api/v1/help/videos/' })).json()).toEqual({ results: [] });
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/help/videos/' })).statusCode).toBe(401);
  });
});

describe('ContactUs/', () => {
  it('mails support at the MAIL_FROM address with who wrote', async () => {
    const res = await t.as(me.session)({ method: 'POST', url: '/api/v1/ContactUs/', payload: { subject: 'Scanner', message: 'The camera does not start.' } });
    expect(res.statusCode).toBe(200);
    const mail = t.mailer.lastTo('no-reply@jobsite.test');
    expect(mail?.subject).toBe('Contact us: Scanner');
    expect(mail?.text).toContain('The camera does not start.');
    expect(mail?.text).toMatch(/From: Test User <user-.*@example\.test>/);
  });

  it('needs a subject and a message', async () => {
    const res = await t.as(me.session)({ method: 'POST', url: '/api/v1/ContactUs/', payload: { subject: ' ', message: '' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'subject']);
  });
});
