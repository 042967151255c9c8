import { and, asc, count, desc, eq, ilike, isNull, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ListProjectQuery, type Project, type ProjectCodeLists, type ProjectListItem, type ProjectOwner, type ProjectStatus, PROJECT_STATUSES, type listProjectQuery } from '@jobsite/core';
import type { z } from 'zod';
import { accounts, projectOwners, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { keptCount, keptCountColumn, type KeptPick } from '../../platform/list-counts';
import type { CountQuery } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { builtOnce, closedLiterals, closedSubset, literalLimit, preparedPerHandle } from '../../platform/prepared';
import { containsPattern } from '../../platform/text-and-dates';

export type ProjectRow = typeof projects.$inferSelect;
type ListFilters = z.output<typeof listProjectQuery>;
export type { ListProjectQuery };

const parent = alias(projects, 'parent');

/**
 * The outer row's columns for correlated subqueries, always qualified: drizzle leaves
 * columns unqualified in single-table selects, and an unqualified "id" would bind to
 * the subquery's own table.
 */
export const projectIdRef = sql.raw('"projects"."id"');
export const parentIdRef = sql.raw('"projects"."parent_id"');

/** The columns of a list row; the counts are correlated subqueries on indexed columns. */
function listColumns(callerId: number | Placeholder) {
  return {
    id: projects.id,
    companyId: projects.companyId,
    name: projects.name,
    mainJobNum: projects.mainJobNum,
    parentId: projects.parentId,
    parentName: parent.name,
    status: projects.status,
    isWorkOrder: projects.isWorkOrder,
    isJob: projects.isJob,
    isGroup: projects.isGroup,
    address: projects.address,
    createdAt: projects.createdAt,
    childrenCount: sql<number>`(select count(*)::int from projects c where c.parent_id = ${projectIdRef})`,
    ownerCount: sql<number>`(select count(*)::int from project_owners o where o.project_id = ${projectIdRef})`,
    isOwner: sql<boolean>`exists(select 1 from project_owners o where o.project_id = ${projectIdRef} and o.account_id = ${callerId})`,
  };
}
interface ListRow {
  id: number;
  companyId: number;
  name: string;
  mainJobNum: string;
  parentId: number | null;
  parentName: string | null;
  status: ProjectRow['status'];
  isWorkOrder: boolean;
  isJob: boolean;
  isGroup: boolean;
  address: ProjectRow['address'];
  createdAt: Date | string;
  childrenCount: number;
  ownerCount: number;
  isOwner: boolean;
}

export function toListItem(row: ListRow): ProjectListItem {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    main_job_num: row.mainJobNum,
    parent_id: row.parentId,
    parent_name: row.parentName ?? null,
    status: row.status,
    is_work_order: row.isWorkOrder,
    is_job: row.isJob,
    is_group: row.isGroup,
    children_count: Number(row.childrenCount),
    owner_count: Number(row.ownerCount),
    is_owner: Boolean(row.isOwner),
    city: row.address?.city ?? '',
    state: row.address?.state ?? '',
    country: row.address?.country ?? '',
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** Text search on name and/or job number: ILIKE served by the trigram indexes. */
export function textCondition(text: string, field: 'all' | 'name' | 'main_job_num'): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  if (field === 'name') return ilike(projects.name, pattern);
  if (field === 'main_job_num') return ilike(projects.mainJobNum, pattern);
  return or(ilike(projects.name, pattern), ilike(projects.mainJobNum, pattern));
}

export const ownedBy = (accountId: number) =>
  sql`exists(select 1 from project_owners o where o.project_id = ${projectIdRef} and o.account_id = ${accountId})`;

function listConditions(f: ListFilters): (SQL | undefined)[] {
  return [
    textCondition(f.st, f.skt),
    f.status.length ? sql`${projects.status} in ${f.status}` : undefined,
    f.parent_id === 0 ? isNull(projects.parentId) : f.parent_id ? eq(projects.parentId, f.parent_id) : undefined,
    f.owner_id ? ownedBy(f.owner_id) : undefined,
    f.is_work_order_only ? eq(projects.isWorkOrder, true) : undefined,
    f.is_job_only ? eq(projects.isJob, true) : undefined,
  ];
}

function sortKeyOf(sort: ListFilters['sR']): { key: SQL; dir: 'asc' | 'desc'; cast: string } {
  const dir = sort.startsWith('-') ? 'desc' : 'asc';
  const field = sort.replace(/^-/, '');
  if (field === 'name') return { key: sql`lower(${projects.name})`, dir, cast: 'text' };
  if (field === 'main_job_num') return { key: sql`${projects.mainJobNum}`, dir, cast: 'text' };
  return { key: sql`${projects.createdAt}`, dir, cast: 'timestamptz' };
}

function sortOf(sort: ListFilters['sR']): SQL[] {
  const { key, dir } = sortKeyOf(sort);
  const order = dir === 'desc' ? desc : asc;
  return [order(key), order(projects.id)];
}

/** Where a keyset page starts: after the last row of the previous page, in the list's order. */
export interface ListCursor {
  key: string;
  id: number;
}

/** A value of the page's statement: bound on each call, or a placeholder of a prepared statement. */
type Bound = number | Placeholder;

/**
 * The page's statement: its ids first from the indexes alone (a deferred join), so the counts
 * and the parent name are computed for the rows shown only; `kept`, a kept total, rides along
 * as a column.
 */
function pageQuery(db: DbOrTx, callerId: Bound, where: SQL, sort: ListFilters['sR'], limit: Bound, offset: Bound, past?: SQL, kept?: SQL<number>) {
  const { key } = sortKeyOf(sort);
  const ids = db
    .select({ pageId: projects.id, sortKey: sql<string>`(${key})::text`.as('sort_key') })
    .from(projects)
    .where(past ? and(where, past) : where)
    .orderBy(...sortOf(sort))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select({ ...listColumns(callerId), sortKey: ids.sortKey, ...(kept ? { keptTotal: kept } : {}) })
    .from(ids)
    .innerJoin(projects, eq(projects.id, ids.pageId))
    .leftJoin(parent, eq(parent.id, projects.parentId))
    .orderBy(...sortOf(sort));
}

/**
 * The first page of the project screen's default views (all projects or the top level, any
 * sort, any set of status chips) as named prepared statements, built once per database handle
 * for each sort, level, page size and status set: the company and the caller are integer
 * parameters, so PostgreSQL and PGlite (platform/db.ts) keep one generic plan per connection
 * instead of planning every page (decision record 026). The page size and the statuses are
 * written into the text: with LIMIT as a parameter the planner costs a generic plan for a tenth
 * of the rows and keeps planning each call anew, and a text parameter would send the statement
 * whole on PGlite. A page further down is planned for its offset, as before.
 */
const firstPages = builtOnce<ReturnType<typeof firstPage>>();
function firstPage(sort: ListFilters['sR'], topLevel: boolean, rows: number, statuses: readonly ProjectStatus[]) {
  const name = `project_list_${sort.replace(/^-/, '')}${sort.startsWith('-') ? '_desc' : ''}_${topLevel ? 'top' : 'all'}_${rows}${statuses.map((s) => `_${s}`).join('')}`;
  const companyId = sql.placeholder('companyId');
  const limit = literalLimit(Math.trunc(rows));
  const levels = topLevel ? ['top'] : ['top', 'child'];
  return preparedPerHandle((db) =>
    pageQuery(
      db,
      sql.placeholder('callerId'),
      and(
        eq(projects.companyId, companyId),
        statuses.length ? sql`${projects.status} in (${closedLiterals(PROJECT_STATUSES, statuses)})` : undefined,
        topLevel ? isNull(projects.parentId) : undefined,
      )!,
      sort,
      limit,
      0,
      undefined,
      keptCountColumn(db, 'projects', companyId, statuses.length ? { buckets: statuses.flatMap((status) => levels.map((level) => `${status}|${level}`)) } : topLevel ? { bucketSuffix: '|top' } : {}),
    ).prepare(name),
  );
}
const firstPageOf = (sort: ListFilters['sR'], topLevel: boolean, rows: number, statuses: readonly ProjectStatus[]) =>
  firstPages(`${sort}|${topLevel}|${rows}|${statuses.join(',')}`, () => firstPage(sort, topLevel, rows, statuses));

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number] & { keptTotal?: number };

/**
 * A page of list rows and the total. With `after`, the page starts past that row (keyset
 * paging: page 700 costs what page 1 does); otherwise at `offset`. One row more than asked
 * tells whether another page exists, and the count runs only when it does (or on a keyset
 * page, whose offset is unknown). `prepared`, when given, reads the page instead (a prepared
 * statement of the same query, with the kept total as a column). The filter and the kept total
 * are built only when a statement needs them: a default first page, answered by its prepared
 * statement, built both for nothing (7 % of the server's CPU on that call).
 */
async function pageOfRows(db: DbOrTx, callerId: number, where: () => SQL, sort: ListFilters['sR'], limit: number, offset: number, after?: ListCursor, kept?: () => KeptTotal | undefined, prepared?: () => Promise<PageRow[]>) {
  const { key, dir, cast } = sortKeyOf(sort);
  const past = after ? sql`(${key}, ${projects.id}) ${sql.raw(dir === 'asc' ? '>' : '<')} (${after.key}::${sql.raw(cast)}, ${after.id})` : undefined;
  const total = prepared ? undefined : kept?.();
  const rows: PageRow[] = prepared ? await prepared() : await pageQuery(db, callerId, where(), sort, limit + 1, after ? 0 : offset, past, total?.column);
  // A page by offset that holds the end of the list knows the total without counting (platform/paging.ts).
  const knownTotal = !after && rows.length <= limit && (rows.length > 0 || offset === 0) ? offset + rows.length : null;
  // A kept total rode on the rows (any row carries it; the prepared first pages always hold it); a page with no row counts apart.
  const carried = (prepared || total) && rows.length ? Number(rows[0].keptTotal) : null;
  const n = knownTotal ?? carried ?? Number((await ((total ?? kept?.())?.count ?? db.select({ n: count() }).from(projects).where(where())))[0]?.n ?? 0);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    count: n,
    results: shown.map(toListItem),
    /** Where the next page starts, or null on the last page. */
    nextAfter: rows.length > limit && last ? { key: last.sortKey, id: last.id } : null,
  };
}

/**
 * The total of a list whose filters are only status and top level (the project screen's
 * default views), from the counts the database keeps; undefined for any other filter, which
 * is counted.
 */
function keptTotal(db: DbOrTx, scope: CompanyScope, f: ListFilters): KeptTotal | undefined {
  if (f.st || f.owner_id || f.is_work_order_only || f.is_job_only || (f.parent_id !== undefined && f.parent_id !== 0)) return undefined;
  const levels = f.parent_id === 0 ? ['top'] : ['top', 'child'];
  const pick: KeptPick = !f.status.length ? (f.parent_id === 0 ? { bucketSuffix: '|top' } : {}) : { buckets: f.status.flatMap((status) => levels.map((level) => `${status}|${level}`)) };
  return { column: keptCountColumn(db, 'projects', scope.companyId, pick), count: keptCount(db, 'projects', scope.companyId, pick) };
}

/** A kept total: as a column of the page's statement, and as a statement of its own for a page with no row. */
interface KeptTotal {
  column: SQL<number>;
  count: CountQuery;
}

/** One page of ListProject/ and the total count. */
export function listProjects(db: DbOrTx, scope: CompanyScope, callerId: number, f: ListFilters, limit: number, offset: number, after?: ListCursor) {
  const statuses = closedSubset(PROJECT_STATUSES, f.status);
  const defaultFirst = !after && offset === 0 && !f.st && !f.owner_id && !f.is_work_order_only && !f.is_job_only && statuses !== null && (f.parent_id === undefined || f.parent_id === 0);
  const prepared = defaultFirst ? () => firstPageOf(f.sR, f.parent_id === 0, limit + 1, statuses)(db).execute({ companyId: scope.companyId, callerId }) : undefined;
  return pageOfRows(db, callerId, () => scope.where(projects, ...listConditions(f)), f.sR, limit, offset, after, () => keptTotal(db, scope, f), prepared);
}

/** Rows of a search (projects/search/), limited; `extra` narrows beyond the company. */
export async function searchProjectRows(db: DbOrTx, scope: CompanyScope, callerId: number, extra: SQL | undefined, limit: number) {
  const { count: n, results } = await pageOfRows(db, callerId, () => scope.where(projects, extra), 'name', limit, 0);
  return { count: n, results };
}

/** The project with this id in the scope's company, or null: the tenant fence of every project call. */
export async function findProject(db: DbOrTx, scope: CompanyScope, id: number): Promise<ProjectRow | null> {
  const [row] = await db.select().from(projects).where(scope.where(projects, eq(projects.id, id))).limit(1);
  return row ?? null;
}

/** Same, locking the row for the rest of the transaction (list edits read-modify-write). */
export async function findProjectForUpdate(tx: DbOrTx, scope: CompanyScope, id: number): Promise<ProjectRow | null> {
  const [row] = await tx.select().from(projects).where(scope.where(projects, eq(projects.id, id))).limit(1).for('update');
  return row ?? null;
}

export async function ownersOf(db: DbOrTx, scope: CompanyScope, projectId: number): Promise<ProjectOwner[]> {
  const rows = await db
    .select({ id: accounts.id, first_name: accounts.firstName, last_name: accounts.lastName, email: accounts.email, job_title: accounts.jobTitle })
    .from(projectOwners)
    .innerJoin(accounts, eq(accounts.id, projectOwners.accountId))
    .where(scope.where(projectOwners, eq(projectOwners.projectId, projectId)))
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(accounts.id));
  return rows;
}

export async function childIds(db: DbOrTx, scope: CompanyScope, projectId: number): Promise<number[]> {
  const rows = await db.select({ id: projects.id }).from(projects).where(scope.where(projects, eq(projects.parentId, projectId)));
  return rows.map((r) => r.id);
}

export async function jobNumberTaken(db: DbOrTx, scope: CompanyScope, jobNumber: string, exceptId?: number): Promise<boolean> {
  if (!jobNumber) return false;
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(scope.where(projects, sql`lower(${projects.mainJobNum}) = ${jobNumber.toLowerCase()}`, exceptId ? sql`${projects.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(row);
}

export function codeListsOf(row: ProjectRow): ProjectCodeLists {
  return {
    popular_phase_codes: row.popularPhaseCodes,
    popular_cost_codes: row.popularCostCodes,
    popular_material_phase_codes: row.popularMaterialPhaseCodes,
    popular_material_cost_codes: row.popularMaterialCostCodes,
  };
}

/** GET projects/{id}/: the list row plus address, owners and code lists. */
export async function projectDetail(db: DbOrTx, scope: CompanyScope, callerId: number, id: number): Promise<Project | null> {
  const [row] = await db
    .select({ ...listColumns(callerId), full: projects })
    .from(projects)
    .leftJoin(parent, eq(parent.id, projects.parentId))
    .where(scope.where(projects, eq(projects.id, id)))
    .limit(1);
  if (!row) return null;
  const owners = await ownersOf(db, scope, id);
  const leaderId = row.full.fieldLeaderId;
  const [leader] = leaderId
    ? await db.select({ id: accounts.id, first: accounts.firstName, last: accounts.lastName, email: accounts.email }).from(accounts).where(eq(accounts.id, leaderId))
    : [];
  return {
    ...toListItem(row),
    address: row.full.address ?? null,
    owners,
    ...codeListsOf(row.full),
    field_leader: leader ? { id: leader.id, name: `${leader.first} ${leader.last}`.trim() || leader.email } : null,
    require_foremen_approval: row.full.requireForemenApproval,
  };
}

