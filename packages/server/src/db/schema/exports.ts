import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExportFormat, ExportKind, ExportStatus } from '@jobsite/core';
import { accounts } from './accounts';
import { companies } from './companies';

/*
 * Background exports (issue 19, decision record 018): a queue of jobs in one table. A worker in
 * each server process claims the oldest queued row with FOR UPDATE SKIP LOCKED, writes the file
 * to the storage module page by page, and records progress; a row left running by a process
 * that died is queued again after a timeout (heartbeat_at).
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    kind: text().$type<ExportKind>().notNull(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    format: text().$type<ExportFormat>().notNull().default('csv'),
    status: text().$type<ExportStatus>().notNull().default('queued'),
    progressDone: integer().notNull().default(0),
    progressTotal: integer(),
    fileKey: text(),
    fileName: text(),
    rowCount: integer(),
    error: text(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    /** Touched while running; a stale one means the process died. */
    heartbeatAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('export_jobs_company_idx').on(t.companyId, t.id),
    index('export_jobs_queued_idx').on(t.id).where(sql`${t.status} = 'queued'`),
    index('export_jobs_running_idx').on(t.heartbeatAt).where(sql`${t.status} = 'running'`),
  ],
);
