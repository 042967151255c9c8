import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTokenBody, apiTokenSchema, createdApiTokenSchema, idParamsSchema, pagedSchema, pageQuerySchema } from '@jobsite/core';
import { newApiKey } from '../../platform/api-tokens';
import { authOf } from '../../platform/auth';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { requireCompanyPermission } from './access';
import { mayUseGrant } from '../../platform/permissions';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens';

/**
 * api_tokens: keys for integrations. Any member creates keys that act as themselves; the
 * list shows the company's keys; the creator or a user manager (allow_manage_users) revokes.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['companies'];

  app.get('/api_tokens/', { config: { personOnly: true }, schema: { tags, summary: "Your company's API tokens, newest first", querystring: pageQuerySchema, response: { 200: pagedSchema(apiTokenSchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { total, results } = await listApiTokens(db, scopeOf(request), page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/api_tokens/', { config: { personOnly: true }, preValidation: requireCompanyPermission('allow_manage_company'), schema: { tags, summary: 'Create an API token (the key is in this answer only)', body: apiTokenBody, response: { 201: createdApiTokenSchema } } }, async (request, reply) => {
    const { key, tokenHash, prefix, last4 } = newApiKey(app.config.sessionSecret);
    const token = await createApiToken(db, { scope: scopeOf(request), account: authOf(request).account }, { name: request.body.name, scope: request.body.scope, tokenHash, prefix, last4 });
    return reply.status(201).send({ ...token, key });
  });

  app.post('/api_tokens/:id/revoke/', { config: { personOnly: true }, schema: { tags, summary: 'Revoke an API token (revoking again keeps the first time)', params: idParamsSchema, response: { 200: apiTokenSchema } } }, async (request) =>
    revokeApiToken(db, { scope: scopeOf(request), account: authOf(request).account, mayManageUsers: mayUseGrant(request, 'allow_manage_users') }, request.params.id),
  );
};
