import { count, desc, eq } from 'drizzle-orm';
import { EXPORT_KIND_LABELS, EXPORT_LINK_TTL_SECONDS, EXPORT_STATUS_LABELS, exportPercent, type ExportJob, type ExportListQuery } from '@jobsite/core';
import { accounts, exportJobs } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { signFileLink } from '../../platform/files';
import { pagedRows, type PageRequest } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';

type Row = { job: typeof exportJobs.$inferSelect; first: string | null; last: string | null; email: string | null };

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

function view(r: Row, secret: string): ExportJob {
  const j = r.job;
  return {
    id: j.id,
    kind: j.kind,
    kind_display: EXPORT_KIND_LABELS[j.kind],
    params: j.params,
    format: j.format,
    status: j.status,
    status_display: EXPORT_STATUS_LABELS[j.status],
    progress_done: j.progressDone,
    progress_total: j.progressTotal,
    percent: exportPercent(j.status, j.progressDone, j.progressTotal),
    file_name: j.fileName,
    row_count: j.rowCount,
    error: j.error,
    requested_by: { id: j.accountId ?? 0, name: `${r.first ?? ''} ${r.last ?? ''}`.trim() || r.email || 'Former user' },
    created_at: j.createdAt.toISOString(),
    started_at: j.startedAt?.toISOString() ?? null,
    finished_at: j.finishedAt?.toISOString() ?? null,
    // the link names the company: the files route refuses it to anyone acting for another
    download_url:
      j.status === 'done' && j.fileKey && j.fileName
        ? signFileLink(secret, { key: j.fileKey, companyId: j.companyId, name: j.fileName, contentType: CONTENT_TYPES[j.format] }, EXPORT_LINK_TTL_SECONDS)
        : null,
  };
}

const select = (db: DbOrTx) =>
  db.select({ job: exportJobs, first: accounts.firstName, last: accounts.lastName, email: accounts.email }).from(exportJobs).leftJoin(accounts, eq(accounts.id, exportJobs.accountId));

/** The company's jobs, newest first. */
export async function listExports(db: DbOrTx, scope: CompanyScope, q: ExportListQuery, page: PageRequest, secret: string) {
  const where = scope.where(exportJobs, q.status ? eq(exportJobs.status, q.status) : undefined, q.kind ? eq(exportJobs.kind, q.kind) : undefined);
  const { rows, total } = await pagedRows(page, { rows: select(db).where(where).orderBy(desc(exportJobs.id)), count: db.select({ n: count() }).from(exportJobs).where(where) });
  return { count: total, results: rows.map((r) => view(r, secret)) };
}

export async function exportView(db: DbOrTx, scope: CompanyScope, id: number, secret: string): Promise<ExportJob | null> {
  const [row] = await select(db).where(scope.where(exportJobs, eq(exportJobs.id, id)));
  return row ? view(row, secret) : null;
}
