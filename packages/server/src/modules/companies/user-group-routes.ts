import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GROUP_PERMISSIONS,
  idParamsSchema,
  pagedSchema,
  searchListQuery,
  type UserGroup,
  userGroupBody,
  userGroupMemberBody,
  userGroupMemberSchema,
  userGroupSchema,
} from '@jobsite/core';
import { accounts, companyMemberships, userGroups } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { type CompanyScope, scopeOf } from '../../platform/scope';
import { activeMembership } from '../accounts/queries';
import { containsPattern } from '../../platform/text-and-dates';
import { requireCompanyPermission } from './access';

type GroupRow = typeof userGroups.$inferSelect;

function settingsOf(stored: Record<string, boolean>): UserGroup['settings'] {
  return Object.fromEntries(GROUP_PERMISSIONS.map((p) => [p, stored[p] === true])) as UserGroup['settings'];
}

async function groupView(db: DbOrTx, scope: CompanyScope, row: GroupRow): Promise<UserGroup> {
  const [{ n }] = await db.select({ n: count() }).from(companyMemberships).where(scope.where(companyMemberships, eq(companyMemberships.userGroupId, row.id)));
  return { id: row.id, name: row.name, settings: settingsOf(row.settings), member_count: n };
}

async function findGroup(db: DbOrTx, scope: CompanyScope, id: number): Promise<GroupRow> {
  const [row] = await db.select().from(userGroups).where(scope.where(userGroups, eq(userGroups.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * User groups and their settings (spec section 6). Reading is open to members; changing
 * groups needs allow_manage_users (until someone in the company holds it).
 */
export const userGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['user groups'];
  const manage = requireCompanyPermission('allow_manage_users');

  app.get('/user_groups/', { schema: { tags, summary: "Your company's user groups", querystring: searchListQuery, response: { 200: pagedSchema(userGroupSchema) } } }, async (request) => {
    const scope = scopeOf(request);
    const where = scope.where(userGroups, request.query.search ? sql`${userGroups.name} ilike ${containsPattern(request.query.search)}` : undefined);
    const page = pageOf(request.query);
    const rows = await db.select().from(userGroups).where(where).orderBy(asc(userGroups.name), asc(userGroups.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(userGroups).where(where);
    return pagedResponse(request, page, n, await Promise.all(rows.map((r) => groupView(db, scope, r))));
  });

  app.post('/user_groups/', { preHandler: manage, schema: { tags, summary: 'Create a user group', body: userGroupBody, response: { 201: userGroupSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const [row] = await db.insert(userGroups).values({ companyId: scope.companyId, name: request.body.name, settings: settingsOf(request.body.settings as Record<string, boolean>) }).returning();
    return reply.status(201).send(await groupView(db, scope, row));
  });

  app.put(
    '/user_groups/:id/',
    { preHandler: manage, schema: { tags, summary: "Rename a group or change its settings (permissions)", params: idParamsSchema, body: userGroupBody, response: { 200: userGroupSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const current = await findGroup(db, scope, request.params.id);
      const settings = { ...settingsOf(current.settings), ...(request.body.settings as Record<string, boolean>) };
      const [row] = await db.update(userGroups).set({ name: request.body.name, settings }).where(scope.where(userGroups, eq(userGroups.id, current.id))).returning();
      return groupView(db, scope, row);
    },
  );

  app.delete('/user_groups/:id/', { preHandler: manage, schema: { tags, summary: 'Delete a group; its members keep their membership without a group', params: idParamsSchema } }, async (request, reply) => {
    const scope = scopeOf(request);
    const deleted = await db.delete(userGroups).where(scope.where(userGroups, eq(userGroups.id, request.params.id))).returning({ id: userGroups.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });

  app.get(
    '/company_members/',
    { schema: { tags, summary: 'Members of your company with their user group', querystring: searchListQuery, response: { 200: pagedSchema(userGroupMemberSchema) } } },
    async (request) => {
      const scope = scopeOf(request);
      const s = request.query.search;
      const where = scope.where(
        companyMemberships,
        activeMembership,
        s ? sql`(${accounts.email} ilike ${containsPattern(s)} or ${accounts.firstName} ilike ${containsPattern(s)} or ${accounts.lastName} ilike ${containsPattern(s)})` : undefined,
      );
      const page = pageOf(request.query);
      const rows = await db
        .select({ account: accounts, groupId: companyMemberships.userGroupId, groupName: userGroups.name })
        .from(companyMemberships)
        .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
        .leftJoin(userGroups, and(eq(userGroups.id, companyMemberships.userGroupId), eq(userGroups.companyId, companyMemberships.companyId)))
        .where(where)
        .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
        .limit(page.limit)
        .offset(page.offset);
      const [{ n }] = await db.select({ n: count() }).from(companyMemberships).innerJoin(accounts, eq(accounts.id, companyMemberships.accountId)).where(where);
      return pagedResponse(
        request,
        page,
        n,
        rows.map((r) => ({
          account_id: r.account.id,
          first_name: r.account.firstName,
          last_name: r.account.lastName,
          email: r.account.email,
          user_group_id: r.groupId,
          user_group_name: r.groupName,
        })),
      );
    },
  );

  app.post(
    '/user_groups/:id/add_member/',
    { preHandler: manage, schema: { tags, summary: 'Put a member of your company in this group (moving them from any other)', params: idParamsSchema, body: userGroupMemberBody, response: { 200: userGroupSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const group = await findGroup(db, scope, request.params.id);
      const updated = await db
        .update(companyMemberships)
        .set({ userGroupId: group.id })
        .where(scope.where(companyMemberships, eq(companyMemberships.accountId, request.body.account_id)))
        .returning({ accountId: companyMemberships.accountId });
      if (!updated.length) throw fieldErrors({ account_id: `Invalid pk "${request.body.account_id}" - object does not exist.` });
      return groupView(db, scope, group);
    },
  );

  app.post(
    '/user_groups/remove_member/',
    { preHandler: manage, schema: { tags, summary: 'Take a member of your company out of their group', body: userGroupMemberBody, response: { 200: z.object({ detail: z.string() }) } } },
    async (request) => {
      const updated = await db
        .update(companyMemberships)
        .set({ userGroupId: null })
        .where(scopeOf(request).where(companyMemberships, eq(companyMemberships.accountId, request.body.account_id)))
        .returning({ accountId: companyMemberships.accountId });
      if (!updated.length) throw fieldErrors({ account_id: `Invalid pk "${request.body.account_id}" - object does not exist.` });
      return { detail: 'Removed from group.' };
    },
  );
};
