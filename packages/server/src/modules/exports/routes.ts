import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_REALTIME_TOPIC, createExportBody, exportCallerOf, exportRefusal, exportJobSchema, exportListQuery, idParamsSchema, pagedExportJobsSchema, type CreateExport } from '@jobsite/core';
import { exportJobs } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { notFound, permissionDenied } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { mayUseGrant, permissionsOf } from '../../platform/permissions';
import { accountCompany } from '../accounts/service';
import { companyScope, scopeOf } from '../../platform/scope';
import { requireService } from '../assets/caller';
import { refuseHiddenMaterial } from '../cart/actions';
import { requireAnyService } from '../shipping/routes';
import { exportView, listExports } from './queries';
import { deleteExport, queueExport } from './service';
import { exportWorkerOf } from './worker';

/**
 * The same access the kind's synchronous export (or list) has, by core's exportRefusal (the rule
 * /exports offers its kinds by), each refused in the words of that export's own guard.
 */
async function requireKindAccess(request: FastifyRequest, b: CreateExport): Promise<void> {
  // the caller in the shape the web's stored account has, read by the one rule both sides use
  const caller = exportCallerOf({ company: accountCompany(authOf(request).company), permissions: permissionsOf(request) });
  const refusal = exportRefusal(b.kind, caller, 'service' in b.params ? b.params.service : undefined);
  if (!refusal) return;
  switch (refusal.reason) {
    case 'service':
      requireService(request, refusal.service);
      break;
    case 'contractors':
      throw permissionDenied('This export belongs to contractors.');
    case 'hidden_material':
      await refuseHiddenMaterial(request);
      break;
    case 'no_service':
      requireAnyService(request);
      break;
  }
  // Each guard above refuses in its words; whatever the rule refused never passes.
  throw permissionDenied();
}

/**
 * Background exports (issue 19, decision record 018): queue a job, list the company's jobs,
 * read one with its progress and, when done, an expiring download link, delete one. Another
 * company's job is not found and its link does not open for anyone acting for another company.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['exports'];
  const secret = app.config.sessionSecret;

  app.realtime.subscribe(EXPORT_REALTIME_TOPIC, async (event) => {
    const ids = [...new Set(event.targets.flatMap((t) => (t.ref ? [t.ref] : [])))];
    if (!ids.length) return;
    const rows = await db.select({ id: exportJobs.id, status: exportJobs.status }).from(exportJobs).where(companyScope(event.companyId).where(exportJobs, inArray(exportJobs.id, ids)));
    for (const t of event.targets) {
      const row = rows.find((r) => r.id === t.ref);
      if (row) await app.realtime.sendTo(t.accountId, event.companyId, { type: 'export', export_id: row.id, status: row.status });
    }
  });

  app.post(
    '/exports/',
    { schema: { tags, summary: 'Start an export in the background: kind (bom, orders, invoices, tool_charges, job_site_stock, export_asset_list_wrapper, shipping_forms) and the params of its synchronous export', body: createExportBody, response: { 201: exportJobSchema } } },
    async (request, reply) => {
      await requireKindAccess(request, request.body);
      const scope = scopeOf(request);
      const id = await queueExport(db, scope, authOf(request).account.id, request.body);
      exportWorkerOf(app)?.wake();
      return reply.status(201).send((await exportView(db, scope, id, secret))!);
    },
  );

  app.get('/exports/', { schema: { tags, summary: "The company's exports, newest first (status, kind)", querystring: exportListQuery, response: { 200: pagedExportJobsSchema } } }, async (request) => {
    const page = pageOf(request.query);
    const { count, results } = await listExports(db, scopeOf(request), request.query, page, secret);
    return pagedResponse(request, page, count, results);
  });

  app.get('/exports/:id/', { schema: { tags, summary: 'An export: status, progress, and an expiring download link once done', params: idParamsSchema, response: { 200: exportJobSchema } } }, async (request) => {
    const job = await exportView(db, scopeOf(request), request.params.id, secret);
    if (!job) throw notFound();
    return job;
  });

  app.delete(
    '/exports/:id/',
    { schema: { tags, summary: 'Delete an export and its file: the user who started it, or one who manages the company settings; not while it runs (409)', params: idParamsSchema } },
    async (request, reply) => {
      const fileKey = await deleteExport(db, scopeOf(request), request.params.id, { accountId: authOf(request).account.id, managesCompany: mayUseGrant(request, 'allow_manage_company') });
      // the row is gone, so nothing links to the file any more; a file left behind is only logged
      if (fileKey) await app.storage.delete(fileKey).catch((err: unknown) => request.log.error({ err, exportJob: request.params.id }, 'export file could not be deleted'));
      return reply.status(204).send();
    },
  );
};

