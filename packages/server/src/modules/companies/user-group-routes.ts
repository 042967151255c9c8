import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GROUP_PERMISSION_LABELS,
  type GroupPermission,
  groupPermissionsFor,
  idParamsSchema,
  pagedSchema,
  searchListQuery,
  userGroupBody,
  userGroupMemberBody,
  userGroupMemberSchema,
  userGroupSchema,
} from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { fieldErrors } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { requireCompanyPermission } from './access';
import { addGroupMember, createUserGroup, deleteUserGroup, listCompanyMembers, listUserGroups, removeGroupMember, updateUserGroup } from './user-groups';

/**
 * User groups and their settings (spec section 6). Reading is open to members; changing
 * groups needs allow_manage_users (until someone in the company holds it).
 */
export const userGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['user groups'];
  const manage = requireCompanyPermission('allow_manage_users');
  /** A group's values; a setting the company's type does not use (a supplier's hide project material) is refused, not kept. */
  const groupValues = (request: FastifyRequest, b: z.output<typeof userGroupBody>) => {
    const usable = groupPermissionsFor(authOf(request).company.systemType);
    const unused = Object.entries(b.settings).filter(([k, on]) => on === true && !usable.includes(k as GroupPermission)).map(([k]) => k);
    if (unused.length) throw fieldErrors({ settings: `A supplier's groups do not use ${unused.map((k) => GROUP_PERMISSION_LABELS[k as GroupPermission]).join(', ')}.` });
    return { name: b.name, settings: b.settings as Record<string, boolean> };
  };

  app.get('/user_groups/', { schema: { tags, summary: "Your company's user groups", querystring: searchListQuery, response: { 200: pagedSchema(userGroupSchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { total, results } = await listUserGroups(db, scopeOf(request), request.query.search, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/user_groups/', { config: { personOnly: true }, preHandler: manage, schema: { tags, summary: 'Create a user group', body: userGroupBody, response: { 201: userGroupSchema } } }, async (request, reply) =>
    reply.status(201).send(await createUserGroup(db, scopeOf(request), groupValues(request, request.body))),
  );

  app.put(
    '/user_groups/:id/',
    { config: { personOnly: true }, preHandler: manage, schema: { tags, summary: "Rename a group or change its settings (permissions)", params: idParamsSchema, body: userGroupBody, response: { 200: userGroupSchema } } },
    async (request) => updateUserGroup(db, scopeOf(request), request.params.id, groupValues(request, request.body)),
  );

  app.delete('/user_groups/:id/', { config: { personOnly: true }, preHandler: manage, schema: { tags, summary: 'Delete a group; its members keep their membership without a group', params: idParamsSchema } }, async (request, reply) => {
    await deleteUserGroup(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/company_members/',
    { schema: { tags, summary: 'Members of your company with their user group', querystring: searchListQuery, response: { 200: pagedSchema(userGroupMemberSchema) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { total, results } = await listCompanyMembers(db, scopeOf(request), request.query.search, page);
      return pagedResponse(request, page, total, results);
    },
  );

  app.post(
    '/user_groups/:id/add_member/',
    { config: { personOnly: true }, preHandler: manage, schema: { tags, summary: 'Put a member of your company in this group (moving them from any other)', params: idParamsSchema, body: userGroupMemberBody, response: { 200: userGroupSchema } } },
    async (request) => addGroupMember(db, scopeOf(request), request.params.id, request.body.account_id),
  );

  app.post(
    '/user_groups/remove_member/',
    { config: { personOnly: true }, preHandler: manage, schema: { tags, summary: 'Take a member of your company out of their group', body: userGroupMemberBody, response: { 200: z.object({ detail: z.string() }) } } },
    async (request) => {
      await removeGroupMember(db, scopeOf(request), request.body.account_id);
      return { detail: 'Removed from group.' };
    },
  );
};
