import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, apiTokenBody, apiTokenSchema, createdApiTokenSchema, idParamsSchema, pagedSchema, pageQuerySchema } from '@jobsite/core';
import { accounts, apiTokens } from '../../db/schema/index';
import { newApiKey } from '../../platform/api-tokens';
import { authOf } from '../../platform/auth';
import { notFound, permissionDenied } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { mayUseCompanyPermission, requireCompanyPermission } from './access';

type Row = { token: typeof apiTokens.$inferSelect; firstName: string; lastName: string; email: string };

function view({ token: t, firstName, lastName, email }: Row): ApiToken {
  return {
    id: t.id,
    name: t.name,
    scope: t.scope,
    prefix: t.prefix,
    last4: t.last4,
    created_by: t.accountId,
    created_by_name: `${firstName} ${lastName}`.trim() || email,
    created_at: t.createdAt.toISOString(),
    last_used_at: t.lastUsedAt?.toISOString() ?? null,
    revoked_at: t.revokedAt?.toISOString() ?? null,
  };
}

const columns = { token: apiTokens, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email };

/**
 * api_tokens: keys for integrations. Any member creates keys that act as themselves; the
 * list shows the company's keys; the creator or a user manager (allow_manage_users) revokes.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['companies'];

  app.get('/api_tokens/', { config: { personOnly: true }, schema: { tags, summary: "Your company's API tokens, newest first", querystring: pageQuerySchema, response: { 200: pagedSchema(apiTokenSchema) } } }, async (request) => {
    const where = scopeOf(request).where(apiTokens);
    const page = pageOf(request.query);
    const rows = await db.select(columns).from(apiTokens).innerJoin(accounts, eq(accounts.id, apiTokens.accountId)).where(where).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(apiTokens).where(where);
    return pagedResponse(request, page, n, rows.map(view));
  });

  app.post('/api_tokens/', { config: { personOnly: true }, preValidation: requireCompanyPermission('allow_manage_company'), schema: { tags, summary: 'Create an API token (the key is in this answer only)', body: apiTokenBody, response: { 201: createdApiTokenSchema } } }, async (request, reply) => {
    const auth = authOf(request);
    const { key, tokenHash, prefix, last4 } = newApiKey(app.config.sessionSecret);
    const [token] = await db
      .insert(apiTokens)
      .values({ companyId: scopeOf(request).companyId, accountId: auth.account.id, name: request.body.name, scope: request.body.scope, tokenHash, prefix, last4 })
      .returning();
    const a = auth.account;
    return reply.status(201).send({ ...view({ token, firstName: a.firstName, lastName: a.lastName, email: a.email }), key });
  });

  app.post('/api_tokens/:id/revoke/', { config: { personOnly: true }, schema: { tags, summary: 'Revoke an API token (revoking again keeps the first time)', params: idParamsSchema, response: { 200: apiTokenSchema } } }, async (request) => {
    const auth = authOf(request);
    const where = scopeOf(request).where(apiTokens, eq(apiTokens.id, request.params.id));
    const [found] = await db.select({ accountId: apiTokens.accountId }).from(apiTokens).where(where);
    if (!found) throw notFound();
    if (found.accountId !== auth.account.id && !(await mayUseCompanyPermission(request, 'allow_manage_users'))) throw permissionDenied();
    await db.update(apiTokens).set({ revokedAt: new Date() }).where(and(where, isNull(apiTokens.revokedAt)));
    const [row] = await db.select(columns).from(apiTokens).innerJoin(accounts, eq(accounts.id, apiTokens.accountId)).where(where);
    return view(row);
  });
};
