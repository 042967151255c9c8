import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accounts, sessions } from '../db/schema/index';
import { makeAccount, makeCompany } from '../../test/factories';
import { buildTestApp, TEST_CSRF, type TestApp } from '../../test/helper';
import { errorDialog, fieldErrors } from './errors';
import { pagedResponse, pageOf } from './paging';

let t: TestApp;
let session: { token: string };
let accountId: number;
const webDist = path.join(tmpdir(), `jobsite-web-${process.pid}`);
/** What helmet sets (platform/security-headers.ts). */
const SECURITY_HEADERS = ['content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'cross-origin-embedder-policy', 'origin-agent-cluster', 'referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app shell</title>');
  t = await buildTestApp({
    webDist,
    extend: (app) => {
      // Probe routes that exercise the platform the way domain modules will.
      app.register(
        async (api) => {
          const probe = api.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
          probe.post('/probe/echo/', { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } }, async (req) => req.body);
          probe.get('/probe/list/', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }) } }, async (req) => {
            const page = pageOf({ page: req.query.page, page_size: 2 });
            const all = ['a', 'b', 'c', 'd', 'e'];
            return pagedResponse(req, page, all.length, all.slice(page.offset, page.offset + page.limit));
          });
          probe.get('/probe/boom/', async () => {
            throw new Error('secret internals: password=hunter2');
          });
          probe.get('/probe/fields/', async () => {
            throw fieldErrors({ shipping_date: 'Please select a shipping date' });
          });
          probe.get('/probe/dialog/', async () => {
            throw errorDialog([{ message: 'Supplier action needed', action_url: '/orders' }]);
          });
          probe.get('/probe/open/', { config: { public: true } }, async () => ({ ok: true }));
          // What node-postgres and PGlite throw for a foreign key violation (the code rides on the error or its cause).
          const foreignKeyViolation = (code = '23503') => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('violates foreign key constraint'), { code }) });
          probe.delete('/probe/in-use/', async () => {
            throw foreignKeyViolation();
          });
          probe.delete('/probe/restricted/', async () => {
            throw foreignKeyViolation('23001');
          });
          probe.post('/probe/in-use/', async () => {
            throw foreignKeyViolation();
          });
        },
        { prefix: '/api/v1' },
      );
    },
  });
  const company = await makeCompany(t.db);
  const account = await makeAccount(t.db, company.id);
  accountId = account.id;
  session = await t.signIn(account.id, company.id);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('authentication and CSRF', () => {
  it('answers an anonymous call to a protected route with 401 and the spec detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/fields/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('lets a route opt out of authentication', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/open/' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unsafe call without the CSRF cookie, or with a header that does not match it', async () => {
    const noCookie = await t.app.inject({ method: 'POST', url: '/api/v1/probe/echo/', cookies: { sessionid: session.token }, payload: { name: 'a', count: 1 } });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json()).toEqual({ detail: 'CSRF Failed: CSRF cookie not set.' });

    const wrong = await t.as(session)({ method: 'POST', url: '/api/v1/probe/echo/', headers: { 'x-csrftoken': 'nope' }, payload: { name: 'a', count: 1 } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });

    const good = await t.as(session)({ method: 'POST', url: '/api/v1/probe/echo/', payload: { name: 'a', count: 1 } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ name: 'a', count: 1 });
  });

  it('hands out a readable csrftoken cookie to a browser that has none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[0-9a-f]{48}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/health/', cookies: { csrftoken: TEST_CSRF } });
    expect(again.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
  });

  it('does not accept an expired session', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const s = await t.signIn(account.id, company.id);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.accountId, account.id));
    const res = await t.as(s)({ method: 'GET', url: '/api/v1/probe/fields/' });
    expect(res.statusCode).toBe(401);
  });

  it('does not accept the session of a deactivated account', async () => {
    const company = await makeCompany(t.db);
    const account = await makeAccount(t.db, company.id);
    const s = await t.signIn(account.id, company.id);
    await t.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, account.id));
    expect((await t.as(s)({ method: 'GET', url: '/api/v1/probe/fields/' })).statusCode).toBe(401);
    expect(accountId).toBeGreaterThan(0);
  });
});

describe('error shapes', () => {
  it('turns a schema failure into DRF field errors', async () => {
    const res = await t.as(session)({ method: 'POST', url: '/api/v1/probe/echo/', payload: { name: '', count: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['This field may not be blank.'], count: ['A valid number is required.'] });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.as(session)({ method: 'POST', url: '/api/v1/probe/echo/', headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'JSON parse error - the request body is not valid JSON.' });
  });

  it('answers a body that is not an object with non_field_errors', async () => {
    const res = await t.as(session)({ method: 'POST', url: '/api/v1/probe/echo/', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary.'] });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.as(session)({ method: 'POST', url: '/api/v1/probe/echo/', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('detail');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.as(session)({ method: 'POST', url: '/api/v1/probe/echo/', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024), count: 1 }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large.' });
  });

  it('hides the internals of a server error', async () => {
    const res = await t.as(session)({ method: 'GET', url: '/api/v1/probe/boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ detail: 'A server error occurred.' });
  });

  it('answers a foreign key no guard foresaw with 400, not a server error', async () => {
    const deleted = await t.as(session)({ method: 'DELETE', url: '/api/v1/probe/in-use/' });
    expect([deleted.statusCode, deleted.json()]).toEqual([400, { detail: 'This record is still in use, so it cannot be deleted.' }]);
    const restricted = await t.as(session)({ method: 'DELETE', url: '/api/v1/probe/restricted/' });
    expect([restricted.statusCode, restricted.json()]).toEqual([400, { detail: 'This record is still in use, so it cannot be deleted.' }]);
    const written = await t.as(session)({ method: 'POST', url: '/api/v1/probe/in-use/', payload: {} });
    expect([written.statusCode, written.json()]).toEqual([400, { detail: 'A record this refers to does not exist.' }]);
  });

  it('sends thrown field errors and error dialogs in their shapes', async () => {
    expect((await t.as(session)({ method: 'GET', url: '/api/v1/probe/fields/' })).json()).toEqual({ shipping_date: ['Please select a shipping date'] });
    expect((await t.as(session)({ method: 'GET', url: '/api/v1/probe/dialog/' })).json()).toEqual({
      trigger_error_dialog: true,
      errors: [{ message: 'Supplier action needed', action_url: '/orders' }],
    });
  });

  it('answers an unknown API path with 404 Not found., even when anonymous', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('paging', () => {
  it('pages a list with absolute next and previous links', async () => {
    const res = await t.as(session)({ method: 'GET', url: '/api/v1/probe/list/?page=2', headers: { host: 'jobs.example.com' } });
    expect(res.json()).toEqual({
      count: 5,
      next: 'http://jobs.example.com/api/v1/probe/list/?page=3',
      previous: 'http://jobs.example.com/api/v1/probe/list/?page=1',
      results: ['c', 'd'],
    });
  });

  it('upgrades links to https when the request came through an https proxy', async () => {
    const res = await t.as(session)({ method: 'GET', url: '/api/v1/probe/list/', headers: { host: 'jobs.example.com', 'x-forwarded-proto': 'https' } });
    expect(res.json().next).toBe('https://jobs.example.com/api/v1/probe/list/?page=2');
    expect(res.json().previous).toBeNull();
  });

  it('rejects a page number that is not a positive integer', async () => {
    const res = await t.as(session)({ method: 'GET', url: '/api/v1/probe/list/?page=zero' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('page');
  });
});

describe('platform routes', () => {
  it('reports health with the database status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', version: expect.any(String) });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty(['/api/v1/health/']);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
  });

  it('serves the web app for deep links and keeps API misses as JSON', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('app shell');
    const deep = await t.app.inject({ method: 'GET', url: '/project/bom/12?project_product_list_id=3' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('app shell');
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/project/bom/12' });
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('serves a file built after start, and answers a missing asset with 404 rather than the app shell', async () => {
    writeFileSync(path.join(webDist, 'late.txt'), 'built later');
    const late = await t.app.inject({ method: 'GET', url: '/late.txt' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('built later');
    const gone = await t.app.inject({ method: 'GET', url: '/assets/index-oldhash.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('app shell');
  });

  it('sends built assets compressed as the browser accepts, cached for good, and never their source maps', async () => {
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    const code = 'export const answer = 42;\n'.repeat(100);
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), code);
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(code));
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(code));
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(code);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(code);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(code);
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' })).statusCode).toBe(404);
    const shell = await t.app.inject({ method: 'GET', url: '/login' });
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it('sends a Content-Security-Policy and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends the same security headers with every answer: the app, the API, errors and unknown paths', async () => {
    const security = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADERS.includes(name)));
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/health/' }),
      t.app.inject({ method: 'GET', url: '/login' }),
      t.app.inject({ method: 'GET', url: '/api/v1/no-such-call/' }),
      t.app.inject({ method: 'GET', url: '/api/v1/ListProject/' }),
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', headers: { 'content-type': 'application/json', cookie: `csrftoken=${TEST_CSRF}`, 'x-csrftoken': TEST_CSRF }, payload: '{bad' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 401, 400]);
    for (const answer of answers) {
      expect(security(answer.headers)).toEqual({
        'content-security-policy':
          "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' ws: wss:;media-src 'self' blob:;worker-src 'self' blob:",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
  });
});
