import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CodeEntry, ProjectStatus } from '@jobsite/core';
import { accounts } from './accounts';
import { companies } from './companies';

/** The address of a project: the normalised output of addressInputSchema. */
export interface StoredProjectAddress {
  note: string;
  Field_1: string;
  Field_2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  type: string;
  work_phone: string;
}

/**
 * Projects (jobs, work orders and groups of jobs). Every column the list filters or sorts
 * by is indexed with company_id first; name and job number carry trigram indexes for the
 * search (the pg_trgm extension comes from migration projects_trgm).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    mainJobNum: text().notNull().default(''),
    parentId: integer().references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    status: text().$type<ProjectStatus>().notNull().default('active'),
    isWorkOrder: boolean().notNull().default(false),
    isJob: boolean().notNull().default(true),
    isGroup: boolean().notNull().default(false),
    address: jsonb().$type<StoredProjectAddress>(),
    /** The project's field leader: approves tool requests when the project requires it, hears about overdue tools. */
    fieldLeaderId: integer().references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    /** project_require_foremen_approval: tool requests wait for the field leader. */
    requireForemenApproval: boolean().notNull().default(false),
    popularPhaseCodes: jsonb().$type<CodeEntry[]>().notNull().default([]),
    popularCostCodes: jsonb().$type<CodeEntry[]>().notNull().default([]),
    popularMaterialPhaseCodes: jsonb().$type<CodeEntry[]>().notNull().default([]),
    popularMaterialCostCodes: jsonb().$type<CodeEntry[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    index('projects_company_job_num_idx').on(t.companyId, t.mainJobNum, t.id),
    index('projects_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('projects_company_status_idx').on(t.companyId, t.status),
    index('projects_company_work_order_idx').on(t.companyId, t.isWorkOrder),
    index('projects_company_job_idx').on(t.companyId, t.isJob),
    index('projects_parent_idx').on(t.parentId),
    uniqueIndex('projects_company_job_num_unique').on(t.companyId, sql`lower(${t.mainJobNum})`).where(sql`${t.mainJobNum} <> ''`),
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('projects_job_num_trgm_idx').using('gin', t.mainJobNum.op('gin_trgm_ops')),
  ],
);

/** Owners of a project: accounts of the project's company. */
export const projectOwners = pgTable(
  'project_owners',
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.accountId] }), index('project_owners_account_idx').on(t.accountId, t.companyId)],
);

/** A supplier's request for access to a contractor's project, answered by the project's owners. */
export const supplierAccessRequests = pgTable(
  'supplier_access_requests',
  {
    id: serial().primaryKey(),
    /** The contractor company that owns the project: the request is its tenant row. */
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requesterAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requesterCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    message: text().notNull().default(''),
    status: text().$type<'pending' | 'approved' | 'declined'>().notNull().default('pending'),
    decidedByAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('supplier_access_requests_company_idx').on(t.companyId, t.status, t.createdAt),
    index('supplier_access_requests_project_idx').on(t.projectId),
  ],
);
