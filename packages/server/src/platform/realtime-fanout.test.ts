import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { makeAccount, makeCompany, TEST_PASSWORD } from '../../test/factories';
import { CookieClient, type ServerProcess, startServerProcess } from '../../test/processes';
import { openDatabase } from './db';

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
  const sender = { email: `sender-${name}@fanout.test`, id: 0 };
  const receiver = { email: `receiver-${name}@fanout.test`, id: 0 };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // The run's migrated copy (test/global-setup.ts), as every PostgreSQL test database starts from.
    const template = inject('postgresTemplate');
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Two users of one company: a database with a company is not empty, so neither process seeds
    // the demo world (seedDemoIfEmpty), which was most of this file's time.
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    try {
      const company = await makeCompany(database.db);
      sender.id = (await makeAccount(database.db, company.id, { email: sender.email })).id;
      receiver.id = (await makeAccount(database.db, company.id, { email: receiver.email })).id;
    } finally {
      await database.close();
    }
    // No SESSION_SECRET: the two processes (each with its own DATA_DIR) share the one the first keeps in the database.
    const env = { DATABASE_URL: url.toString(), SESSION_SECRET: '' };
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
    expect((await buyer.call('POST', '/api/v1/auth/login/', { email: sender.email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await foreman.call('POST', '/api/v1/auth/login/', { email: receiver.email, password: TEST_PASSWORD })).status).toBe(200);

    const received: { type: string; notification?: { content: string }; unread_count?: number }[] = [];
    const ws = new WebSocket(`${two.baseUrl.replace('http', 'ws')}/checkin/V1`, { headers: { cookie: foreman.cookieHeader() } });
    ws.on('message', (d) => received.push(JSON.parse(String(d))));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });

    const sent = await buyer.call('POST', '/api/v1/SendMessage/', { user_ids: [receiver.id], content: 'Bring the wire puller to level 3', link: '/projects' });
    expect(sent.status).toBe(200);

    const deadline = Date.now() + 5000;
    while (!received.some((e) => e.type === 'notification') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    ws.close();
    const pushed = received.find((e) => e.type === 'notification');
    expect(pushed?.notification?.content).toBe('Test User: Bring the wire puller to level 3');
    expect(pushed?.unread_count).toBeGreaterThanOrEqual(1);
    expect(received[0]).toMatchObject({ type: 'version' });
  });

  it('a session started on one process is good on the other, and signing out on one ends it on both', async () => {
    const buyer = new CookieClient(one.baseUrl);
    const login = await buyer.call('POST', '/api/v1/auth/login/', { email: sender.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const onTwo = new CookieClient(two.baseUrl);
    onTwo.adopt(buyer);
    expect((await onTwo.call('GET', `/api/v1/accounts/${sender.id}/`)).status).toBe(200);
    expect((await onTwo.call('POST', '/api/v1/auth/logout/')).status).toBe(200);
    expect((await buyer.call('GET', `/api/v1/accounts/${sender.id}/`)).status).toBe(401);
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
