import type { z } from 'zod';
import type { createExportBody } from '@jobsite/core';
import { exportJobs } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
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
