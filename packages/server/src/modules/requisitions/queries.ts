import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  REQUISITION_STATUS_LABELS,
  requisitionAbilities,
  type RequisitionListQuery,
  type Requisition,
  type RequisitionLine,
  type RequisitionRole,
  type RequisitionStatus,
  type RequisitionSummary,
  formatQuantity,
} from '@jobsite/core';
import { accounts, companyMemberships, materialRequisitionLines, materialRequisitions, projects, userGroups } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { pagedRows, type PageRequest } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';

/** Who calls a requisition service: read once in the route. */
export interface RequisitionCaller {
  accountId: number;
  name: string;
  companyId: number;
  /** allow_edit_all_orders under decision record 012 (decision record 018). */
  purchaser: boolean;
}

export type RequisitionRow = typeof materialRequisitions.$inferSelect;

const requester = alias(accounts, 'requester');
const decider = alias(accounts, 'decider');
const personName = (a: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`trim(${a.firstName} || ' ' || ${a.lastName})`;

export async function findRequisition(db: DbOrTx, scope: CompanyScope, id: number, forUpdate = false): Promise<RequisitionRow | null> {
  const q = db.select().from(materialRequisitions).where(scope.where(materialRequisitions, eq(materialRequisitions.id, id))).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export const roleOf = (caller: RequisitionCaller, row: Pick<RequisitionRow, 'requestedById'>): RequisitionRole => ({
  requester: row.requestedById === caller.accountId,
  purchaser: caller.purchaser,
});

function listWhere(scope: CompanyScope, q: RequisitionListQuery): SQL {
  const statuses = q.status ? q.status.split(',').map((s) => s.trim() as RequisitionStatus) : null;
  const like = q.search_text ? `%${q.search_text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return scope.where(
    materialRequisitions,
    q.user_id ? eq(materialRequisitions.requestedById, q.user_id) : undefined,
    statuses ? inArray(materialRequisitions.status, statuses) : undefined,
    q.project_id ? eq(materialRequisitions.projectId, q.project_id) : undefined,
    like
      ? sql`(lower(${materialRequisitions.note}) like ${like}
          or lower(${projects.name} || ' ' || ${projects.mainJobNum}) like ${like}
          or lower(${personName(requester)}) like ${like}
          or exists (select 1 from ${materialRequisitionLines} l where l.company_id = ${scope.companyId} and l.requisition_id = ${materialRequisitions.id}
                     and lower(l.description || ' ' || l.code) like ${like}))`
      : undefined,
  );
}

const summaryColumns = {
  row: materialRequisitions,
  projectName: projects.name,
  projectJob: projects.mainJobNum,
  requesterName: personName(requester),
  requesterEmail: requester.email,
  deciderName: personName(decider),
  deciderEmail: decider.email,
};

function summaryQuery(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(materialRequisitions)
    .innerJoin(projects, eq(projects.id, materialRequisitions.projectId))
    .leftJoin(requester, eq(requester.id, materialRequisitions.requestedById))
    .leftJoin(decider, eq(decider.id, materialRequisitions.decidedById));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['where']>>[number];

async function linesOf(db: DbOrTx, scope: CompanyScope, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(materialRequisitionLines)
    .where(scope.where(materialRequisitionLines, inArray(materialRequisitionLines.requisitionId, ids)))
    .orderBy(asc(materialRequisitionLines.requisitionId), asc(materialRequisitionLines.position), asc(materialRequisitionLines.id));
}

function summaryView(r: SummaryRow, lines: (typeof materialRequisitionLines.$inferSelect)[]): RequisitionSummary {
  const row = r.row;
  const preview = lines.slice(0, 3).map((l) => `${formatQuantity(l.quantity)} ${l.unit} ${l.description}`).join('; ') + (lines.length > 3 ? ` and ${lines.length - 3} more` : '');
  return {
    id: row.id,
    status: row.status,
    status_display: REQUISITION_STATUS_LABELS[row.status],
    project: { id: row.projectId, name: r.projectName, main_job_num: r.projectJob },
    requested_by: { id: row.requestedById ?? 0, name: r.requesterName || r.requesterEmail || 'Former user' },
    need_by_date: row.needByDate,
    note: row.note,
    line_count: lines.length,
    preview,
    decided_by: row.decidedById ? { id: row.decidedById, name: r.deciderName || r.deciderEmail || '' } : null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
    purchase_order_id: row.purchaseOrderId,
    tool_request_id: row.toolRequestId,
    created_at: row.createdAt.toISOString(),
  };
}

const lineView = (l: typeof materialRequisitionLines.$inferSelect): RequisitionLine => ({
  id: l.id,
  kind: l.projectProductListItemId ? 'product_list' : l.baseItemId ? 'catalogue' : 'free_text',
  base_item_id: l.baseItemId,
  project_product_list_item_id: l.projectProductListItemId,
  description: l.description,
  code: l.code,
  unit: l.unit,
  quantity: l.quantity,
  note: l.note,
  cart_item_id: l.cartItemId,
});

/** The dashboard list: newest first, with filters; the lines of the page in one more statement. */
export async function listRequisitions(db: DbOrTx, scope: CompanyScope, q: RequisitionListQuery, page: PageRequest): Promise<{ count: number; results: RequisitionSummary[] }> {
  const where = listWhere(scope, q);
  const { rows, total } = await pagedRows(page, {
    rows: summaryQuery(db).where(where).orderBy(desc(materialRequisitions.id)),
    count: db
      .select({ n: count() })
      .from(materialRequisitions)
      .innerJoin(projects, eq(projects.id, materialRequisitions.projectId))
      .leftJoin(requester, eq(requester.id, materialRequisitions.requestedById))
      .where(where),
  });
  const lines = await linesOf(db, scope, rows.map((r) => r.row.id));
  return { count: total, results: rows.map((r) => summaryView(r, lines.filter((l) => l.requisitionId === r.row.id))) };
}

export async function requisitionView(db: DbOrTx, scope: CompanyScope, caller: RequisitionCaller, id: number): Promise<Requisition | null> {
  const [r] = await summaryQuery(db).where(scope.where(materialRequisitions, eq(materialRequisitions.id, id)));
  if (!r) return null;
  const lines = await linesOf(db, scope, [id]);
  return { ...summaryView(r, lines), lines: lines.map(lineView), abilities: requisitionAbilities(r.row.status, roleOf(caller, r.row)) };
}

export async function requisitionLines(db: DbOrTx, scope: CompanyScope, id: number) {
  return linesOf(db, scope, [id]);
}

/**
 * The purchasers to tell about a new requisition: active members whose group holds
 * allow_edit_all_orders, or, while no group of the company holds it (decision record 012),
 * every active member. The requester is left out.
 */
export async function purchaserIds(db: DbOrTx, scope: CompanyScope, exceptAccountId: number): Promise<number[]> {
  const members = await db
    .select({ accountId: companyMemberships.accountId, holds: sql<boolean>`coalesce((${userGroups.settings} ->> 'allow_edit_all_orders')::boolean, false)` })
    .from(companyMemberships)
    .leftJoin(userGroups, eq(userGroups.id, companyMemberships.userGroupId))
    .where(scope.where(companyMemberships, eq(companyMemberships.status, 'active')));
  const holders = members.filter((m) => m.holds);
  return (holders.length ? holders : members).map((m) => m.accountId).filter((id) => id !== exceptAccountId);
}

