import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quickStartChecklistSchema } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { permissionDenied } from '../../platform/errors';
import { scopeOf } from '../../platform/scope';
import { checklistFor, dismissQuickStart } from './service';

/** The checklist is a contractor's setup; a supplier has none. */
function buyerOnly(request: FastifyRequest): number {
  const { account, company } = authOf(request);
  if (company.systemType !== 'buyer') throw permissionDenied('The quick start checklist is for contractors.');
  return account.id;
}

/**
 * The buyer's home (issue 19): the quick start checklist and the contractor onboarding status
 * (the same steps), ticked from the company's data (decision record 018).
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['dashboard'];

  app.get(
    '/quick_start_checklist/',
    { schema: { tags, summary: "The setup steps of a new contractor, each ticked from the company's data, with progress and a link to do it", response: { 200: quickStartChecklistSchema } } },
    async (request) => checklistFor(db, scopeOf(request), buyerOnly(request)),
  );

  app.post(
    '/quick_start_checklist/dismiss/',
    { schema: { tags, summary: 'Stop landing on the checklist after login (direct_to_quick_start false); it stays reachable', response: { 200: quickStartChecklistSchema } } },
    async (request) => {
      const accountId = buyerOnly(request);
      await dismissQuickStart(db, accountId);
      return checklistFor(db, scopeOf(request), accountId);
    },
  );
};
