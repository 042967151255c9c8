import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { type createExportBody, exportDeleteRefusal, exportMessages } from '@jobsite/core';
import { exportJobs } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { detailError, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { findProject } from '../projects/queries';

type CreateExport = z.infer<typeof createExportBody>;

/**
 * The params as the list's query gives them: a validated body holds the parsed values (a comma
 * list as an array, a 'true' flag as a boolean), which the kind's schema would not read again.
 */
export function paramsAsQuery(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : typeof v === 'boolean' ? String(v) : v]));
}

/**
 * POST exports/: queues a job for the caller's company. The route has checked the kind's access
 * (its service, the company's side); a project the params name must be the company's. The worker reads the
 * params again with the kind's schema.
 */
export async function queueExport(db: DbOrTx, scope: CompanyScope, accountId: number, b: CreateExport): Promise<number> {
  // a project filter (the BOM's project, a job-site stock or charges filter) must be the company's:
  // refused now, as the list itself would, rather than failing in the worker
  const projectId = 'project_id' in b.params ? b.params.project_id : undefined;
  if (projectId && !(await findProject(db, scope, projectId))) throw notFound();
  const [row] = await db
    .insert(exportJobs)
    .values({ companyId: scope.companyId, accountId, kind: b.kind, params: paramsAsQuery(b.params as Record<string, unknown>), format: b.params.format })
    .returning({ id: exportJobs.id });
  return row.id;
}

/**
 * DELETE exports/{id}/: removes one of the company's export jobs and answers its file's key (the
 * route deletes the file once the row is gone). Who may is core's exportDeleteRefusal; a job of
 * another company is not found. The delete skips a running job in the same statement, so a
 * worker that claims the job meanwhile keeps it (and the caller is told it runs).
 */
export async function deleteExport(db: DbOrTx, scope: CompanyScope, id: number, caller: { accountId: number; managesCompany: boolean }): Promise<string | null> {
  const [job] = await db.select({ accountId: exportJobs.accountId, status: exportJobs.status }).from(exportJobs).where(scope.where(exportJobs, eq(exportJobs.id, id)));
  if (!job) throw notFound();
  const refusal = exportDeleteRefusal({ status: job.status, startedByCaller: job.accountId === caller.accountId, managesCompany: caller.managesCompany });
  if (refusal) throw detailError(refusal.status, refusal.message);
  const [deleted] = await db
    .delete(exportJobs)
    .where(scope.where(exportJobs, and(eq(exportJobs.id, id), ne(exportJobs.status, 'running'))))
    .returning({ fileKey: exportJobs.fileKey });
  if (!deleted) throw detailError(409, exportMessages.deleteRunning);
  return deleted.fileKey;
}
