import type { z } from 'zod';
import type { createExportBody } from '@jobsite/core';
import { exportJobs } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { findProject } from '../projects/queries';

type CreateExport = z.infer<typeof createExportBody>;

/**
 * POST exports/: queues a job for the caller's company. The route has checked the kind's access
 * (its service, the company's side); a BOM's project must be the company's. The worker reads the
 * params again with the kind's schema.
 */
export async function queueExport(db: DbOrTx, scope: CompanyScope, accountId: number, b: CreateExport): Promise<number> {
  if (b.kind === 'bom' && !(await findProject(db, scope, b.params.project_id))) throw notFound();
  const [row] = await db
    .insert(exportJobs)
    .values({ companyId: scope.companyId, accountId, kind: b.kind, params: b.params as Record<string, unknown>, format: b.params.format })
    .returning({ id: exportJobs.id });
  return row.id;
}
