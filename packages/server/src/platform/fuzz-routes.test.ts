import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany, makeUserGroup } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helper';

/**
 * Security finding (issue 11.7): NUL characters, ids past the integer range and empty bodies
 * made the server answer 500. This walks every operation of the OpenAPI document and sends
 * each of them hostile input, signed in as a company administrator; any 5xx fails.
 */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const HUGE_IDS = [2 ** 31, 2 ** 63, -1, 1.5];
const NUL = 'a\u0000b';

function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'string';
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t) return t;
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return first ? typeOf(first) : 'object';
}

/** A body for a schema where every field gets `pick(type)`. */
function bodyOf(schema: Schema | undefined, pick: (type: string) => unknown): unknown {
  const props = schema?.properties ?? schema?.anyOf?.[0]?.properties ?? schema?.oneOf?.[0]?.properties;
  if (!props) return pick(typeOf(schema));
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, typeOf(v) === 'array' ? [pick(typeOf(v.items))] : pick(typeOf(v))]));
}

const variants: { name: string; pathValue: string; query: (type: string) => string; body: ((type: string) => unknown) | 'empty' | 'empty-object' }[] = [
  { name: 'NUL strings', pathValue: NUL, query: () => NUL, body: (t) => (t === 'integer' || t === 'number' ? 1 : t === 'boolean' ? true : NUL) },
  { name: 'ids past 2^31', pathValue: String(2 ** 31), query: (t) => (t === 'integer' || t === 'number' ? String(2 ** 31) : 'x'), body: (t) => (t === 'integer' || t === 'number' ? 2 ** 31 : t === 'boolean' ? false : 'x') },
  { name: 'ids past 2^63', pathValue: '9223372036854775808', query: () => '9223372036854775808', body: (t) => (t === 'integer' || t === 'number' ? 2 ** 63 : t === 'string' ? '9'.repeat(40) : 1) },
  { name: 'huge strings', pathValue: '1', query: () => 'y'.repeat(20_000), body: (t) => (t === 'string' ? 'z'.repeat(200_000) : t === 'integer' ? HUGE_IDS[1] : 1) },
  { name: 'wrong types', pathValue: 'abc', query: () => '{}', body: (t) => (t === 'string' ? { nested: [1] } : t === 'object' ? 'text' : 'text') },
  { name: 'empty body', pathValue: '1', query: () => '', body: 'empty' },
  { name: 'empty object', pathValue: '1', query: () => '', body: 'empty-object' },
];

let t: TestApp;
let as: ReturnType<TestApp['as']>;
let signInAgain: () => Promise<void>;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await makeCompany(t.db, { services: ['tool', 'prefab', 'inventory', 'temp_power'] });
  const admins = await makeUserGroup(t.db, company.id, { allow_manage_users: true, allow_edit_all_orders: true, allow_edit_all_tool_transfer: true });
  const admin = await makeAccount(t.db, company.id, { userGroupId: admins.id });
  // Some calls end the session on purpose (a company switch with a fresh token): sign in again then.
  signInAgain = async () => {
    as = t.as(await t.signIn(admin.id, company.id));
  };
  await signInAgain();
}, 60_000);
afterAll(() => t?.close());

describe('hostile input to every route of the OpenAPI document', () => {
  it('never answers 5xx', { timeout: 600_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let sent = 0;
    for (const [route, methods] of Object.entries(doc.paths)) {
      // Signing out or ending the account would end the rest of the run's session.
      if (/logout|accounts\/\{id\}\/$/.test(route) && 'delete' in methods) continue;
      for (const [method, op] of Object.entries(methods)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        if (route.includes('/auth/logout/') || (method === 'delete' && route === '/api/v1/accounts/{id}/')) continue;
        const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
        const multipart = Boolean(op.requestBody?.content?.['multipart/form-data']);
        for (const v of variants) {
          const url = route.replace(/\{[^}]+\}/g, encodeURIComponent(v.pathValue));
          const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(v.query(typeOf(p.schema)))}`);
          const payload = method === 'get' || method === 'delete' || multipart ? undefined : v.body === 'empty' ? undefined : v.body === 'empty-object' ? {} : bodyOf(jsonSchema, v.body);
          const request = () => as({
            method: method.toUpperCase() as 'GET',
            url: query.length ? `${url}?${query.join('&')}` : url,
            ...(payload === undefined ? {} : { payload: payload as object }),
            ...(payload === undefined && method !== 'get' && method !== 'delete' && !multipart ? { headers: { 'content-type': 'application/json' }, payload: '' } : {}),
          });
          let res = await request();
          if (res.statusCode === 401 && !route.includes('/auth/')) {
            await signInAgain();
            res = await request();
          }
          sent++;
          if (res.statusCode >= 500) failures.push(`${method.toUpperCase()} ${route} (${v.name}): ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });
});

describe('the findings, one by one', () => {
  it('a NUL in a field is refused with the field named', async () => {
    const res = await as({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'Tower\u0000A' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['Null characters are not allowed.'] });
    const query = await as({ method: 'GET', url: `/api/v1/ListProject/?search=${encodeURIComponent('a\u0000')}` });
    expect(query.json()).toEqual({ search: ['Null characters are not allowed.'] });
  });

  it('ids past the integer range are refused as input, not sent to the database', async () => {
    const res = await as({ method: 'GET', url: `/api/v1/projects/${2 ** 31}/` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id: ['Ensure this value is less than or equal to 2147483647.'] });
  });

  it('empty company and settings updates answer the record unchanged', async () => {
    expect((await as({ method: 'POST', url: '/api/v1/update_company_settings/', payload: {} })).statusCode).toBe(200);
    expect((await as({ method: 'POST', url: '/api/v1/update_company/', payload: {} })).statusCode).toBe(200);
  });
});

describe('racing duplicates', () => {
  it('50 parallel projects with one job number: one is created, the others get the field error, none a 500', { timeout: 120_000 }, async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => as({ method: 'POST', url: '/api/v1/projects/', payload: { name: `Race ${i}`, main_job_num: 'RACE-1' } })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json()).toEqual({ main_job_num: ['A project with this job number already exists.'] });
  });
});
