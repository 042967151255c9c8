import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { accounts } from '../db/schema/index';
import { seedDemo } from '../seed/demo';

/**
 * Every action and deletion of the OpenAPI document, on records that exist and are linked to
 * others: the demo world's ids, as each demo user. Hostile input (fuzz-routes.test.ts) never
 * reached a record in use: deleting a warehouse that items belonged to answered 500 (a foreign
 * key) until a guard refused it. Actions go first, with an empty body, then deletions; any 5xx
 * fails. What the calls change is thrown away with the database.
 */
interface Operation {
  requestBody?: { content?: Record<string, unknown> };
}

const USERS = ['seller@demo.test', 'warehouse@demo.test', 'foreman@demo.test', 'staff@demo.test', 'buyer@demo.test'];
/** The demo's records of each kind have ids from 1 up; 12 reaches most of them. */
const IDS = 12;
/** Calls that would end the session or the account, or change who the caller is. */
const LEAVE_OUT = /\/auth\/|\/accounts\/|switch_company|api_tokens|two_way|logout|password/;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db, { catalogueItems: 400, storage: t.app.storage });
}, 240_000);
afterAll(() => t?.close());

describe("the demo's own records", () => {
  it('never answer 5xx to an action or a deletion, as any demo user', { timeout: 600_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(doc.paths).filter(([route]) => route.includes('{') && !LEAVE_OUT.test(route));
    const failures: string[] = [];
    let sent = 0;
    for (const email of USERS) {
      const [user] = await t.db.select().from(accounts).where(eq(accounts.email, email));
      const as = t.as(await t.signIn(user.id, user.companyId));
      for (const phase of ['act', 'delete'] as const) {
        for (const [route, methods] of routes) {
          for (const [method, op] of Object.entries(methods)) {
            if (phase === 'delete' ? method !== 'delete' : !['post', 'put', 'patch'].includes(method)) continue;
            if (op.requestBody?.content?.['multipart/form-data']) continue;
            for (let id = 1; id <= IDS; id++) {
              const url = route.replace(/\{[^}]+\}/g, String(id));
              const res = await as({ method: method.toUpperCase() as 'POST', url, ...(phase === 'act' ? { payload: {} } : {}) });
              sent++;
              if (res.statusCode >= 500) failures.push(`${email} ${method.toUpperCase()} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  });
});
