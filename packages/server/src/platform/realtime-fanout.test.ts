import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../seed/demo';
import { CookieClient, type ServerProcess, startServerProcess } from '../../test/processes';

/**
 * Two server processes on one PostgreSQL database: a notification created through one
 * reaches a websocket connected to the other (LISTEN/NOTIFY fan-out). PostgreSQL only:
 * PGlite is one process by design.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('realtime fan-out between server processes', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `jobsite_fanout_${process.pid}_${randomBytes(3).toString('hex')}`;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // No SESSION_SECRET: the two processes (each with its own DATA_DIR) share the one the first keeps in the database.
    const env = { DATABASE_URL: url.toString(), SESSION_SECRET: '' };
    // One after the other: the first migrates and seeds the demo data, the second finds it.
    one = await startServerProcess(env);
    two = await startServerProcess(env);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('delivers a notification created through one process to a socket on the other', async () => {
    const buyer = new CookieClient(one.baseUrl);
    const foreman = new CookieClient(one.baseUrl);
    expect((await buyer.call('POST', '/api/v1/auth/login/', { email: 'buyer@demo.test', password: DEMO_PASSWORD })).status).toBe(200);
    const login = await foreman.call('POST', '/api/v1/auth/login/', { email: 'foreman@demo.test', password: DEMO_PASSWORD });
    const foremanId = (login.json as { account: { id: number } }).account.id;

    const received: { type: string; notification?: { content: string }; unread_count?: number }[] = [];
    const ws = new WebSocket(`${two.baseUrl.replace('http', 'ws')}/checkin/V1`, { headers: { cookie: foreman.cookieHeader() } });
    ws.on('message', (d) => received.push(JSON.parse(String(d))));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });

    const sent = await buyer.call('POST', '/api/v1/SendMessage/', { user_ids: [foremanId], content: 'Bring the wire puller to level 3', link: '/projects' });
    expect(sent.status).toBe(200);

    const deadline = Date.now() + 5000;
    while (!received.some((e) => e.type === 'notification') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    ws.close();
    const pushed = received.find((e) => e.type === 'notification');
    expect(pushed?.notification?.content).toBe('Dana Whitfield: Bring the wire puller to level 3');
    expect(pushed?.unread_count).toBeGreaterThanOrEqual(1);
    expect(received[0]).toMatchObject({ type: 'version' });
  });

  it('a session started on one process is good on the other, and signing out on one ends it on both', async () => {
    const buyer = new CookieClient(one.baseUrl);
    const login = await buyer.call('POST', '/api/v1/auth/login/', { email: 'buyer@demo.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const id = (login.json as { account: { id: number } }).account.id;
    const onTwo = new CookieClient(two.baseUrl);
    onTwo.adopt(buyer);
    expect((await onTwo.call('GET', `/api/v1/accounts/${id}/`)).status).toBe(200);
    expect((await onTwo.call('POST', '/api/v1/auth/logout/')).status).toBe(200);
    expect((await buyer.call('GET', `/api/v1/accounts/${id}/`)).status).toBe(401);
  });

  it('refuses a socket without a session on either process', async () => {
    for (const server of [one, two]) {
      const ws = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/checkin/V1`);
      const status = await new Promise<number>((resolve) => {
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.once('open', () => resolve(101));
        ws.once('error', () => {});
      });
      ws.terminate();
      expect(status).toBe(401);
    }
  });
});
