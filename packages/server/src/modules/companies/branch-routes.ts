import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { branchBody, branchListQuery, branchSchema, idParamsSchema, pagedSchema } from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { createBranch, listBranches, updateBranch } from './branches';
import { changesNeed } from './access';

/** company_branch: a company's branches (registration lists a chosen company's active ones). */
export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];

  app.get(
    '/company_branch/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Branches of your company; with company_id, a company's active branches (public, for registration)",
        querystring: branchListQuery,
        response: { 200: pagedSchema(branchSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const page = pageOf(q);
      const caller = { ownCompanyId: request.auth?.company.id, isStaff: request.auth?.account.isStaff === true };
      const { total, results } = await listBranches(db, caller, { companyId: q.company_id, includeInactive: q.include_inactive }, page);
      return pagedResponse(request, page, total, results);
    },
  );

  app.post(
    '/company_branch/',
    { schema: { tags, summary: 'Add a branch to your company', body: branchBody, response: { 201: branchSchema } } },
    async (request, reply) => reply.status(201).send(await createBranch(db, scopeOf(request), request.body)),
  );

  app.put(
    '/company_branch/:id/',
    { schema: { tags, summary: 'Change a branch of your company (address null detaches it)', params: idParamsSchema, body: branchBody, response: { 200: branchSchema } } },
    async (request) => updateBranch(db, scopeOf(request), request.params.id, request.body),
  );
};
