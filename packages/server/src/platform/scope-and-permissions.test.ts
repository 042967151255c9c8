import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPermissionRefusal } from '@jobsite/core';
import { userGroups } from '../db/schema/index';
import { makeAccount, makeCompany } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/helper';
import { requirePermission, requireStaff } from './permissions';
import { scopeOf } from './scope';

let t: TestApp;
const sessions: Record<string, { token: string }> = {};

beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      app.register(
        async (api) => {
          // A tenant-owned list, read the one way tenant rows are read.
          api.get('/probe/groups/', async (request) => {
            const rows = await api.db.select().from(userGroups).where(scopeOf(request).where(userGroups));
            return rows.map((g) => g.name);
          });
          api.get('/probe/staff-only/', { preHandler: requireStaff }, async () => ({ ok: true }));
          api.get('/probe/transfers/', { preHandler: requirePermission('allow_edit_all_tool_transfer') }, async () => ({ ok: true }));
        },
        { prefix: '/api/v1' },
      );
    },
  });
  const a = await makeCompany(t.db, { name: 'Alpha Electric' });
  const b = await makeCompany(t.db, { name: 'Bravo Mechanical' });
  const [groupA] = await t.db.insert(userGroups).values({ companyId: a.id, name: 'Alpha field leads', settings: { allow_edit_all_tool_transfer: true } }).returning();
  await t.db.insert(userGroups).values({ companyId: b.id, name: 'Bravo office', settings: {} });

  const plainA = await makeAccount(t.db, a.id);
  const leadA = await makeAccount(t.db, a.id, { userGroupId: groupA.id });
  const staff = await makeAccount(t.db, b.id, { isStaff: true });
  const plainB = await makeAccount(t.db, b.id);
  sessions.plainA = await t.signIn(plainA.id, a.id);
  sessions.leadA = await t.signIn(leadA.id, a.id);
  sessions.staff = await t.signIn(staff.id, b.id);
  sessions.plainB = await t.signIn(plainB.id, b.id);
});
afterAll(() => t.close());

describe('company scope', () => {
  it("reads only the rows of the caller's current company", async () => {
    expect((await t.as(sessions.plainA)({ method: 'GET', url: '/api/v1/probe/groups/' })).json()).toEqual(['Alpha field leads']);
    expect((await t.as(sessions.plainB)({ method: 'GET', url: '/api/v1/probe/groups/' })).json()).toEqual(['Bravo office']);
  });
});

describe('permissions', () => {
  it('lets only staff through a staff-only route', async () => {
    expect((await t.as(sessions.plainA)({ method: 'GET', url: '/api/v1/probe/staff-only/' })).statusCode).toBe(403);
    const res = await t.as(sessions.staff)({ method: 'GET', url: '/api/v1/probe/staff-only/' });
    expect(res.statusCode).toBe(200);
  });

  it("grants a user-group permission only to members of that group in the session's company", async () => {
    const denied = await t.as(sessions.plainA)({ method: 'GET', url: '/api/v1/probe/transfers/' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: groupPermissionRefusal('allow_edit_all_tool_transfer') });
    expect((await t.as(sessions.leadA)({ method: 'GET', url: '/api/v1/probe/transfers/' })).statusCode).toBe(200);
    expect((await t.as(sessions.plainB)({ method: 'GET', url: '/api/v1/probe/transfers/' })).statusCode).toBe(403);
    expect((await t.as(sessions.staff)({ method: 'GET', url: '/api/v1/probe/transfers/' })).statusCode).toBe(200);
  });
});
