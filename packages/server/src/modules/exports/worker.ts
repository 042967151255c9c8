import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EXPORT_REALTIME_TOPIC, exportFileName, exportMessages, exportRowLimit, type ExportFormat } from '@jobsite/core';
import { exportJobs } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { loadExcelJs } from '../../platform/lazy-modules';
import { publishRealtime } from '../../platform/realtime';
import { companyScope } from '../../platform/scope';
import { newFileKey } from '../../platform/storage';
import { type Cell, csvLine } from '../../platform/table-export';
import { today } from '../../platform/text-and-dates';
import { openSource } from './sources';

/*
 * The export worker (decision record 018): a loop in every server process. It claims the oldest
 * queued job with FOR UPDATE SKIP LOCKED, so two processes never take the same one; writes the
 * file to a temporary file page by page (rows never all in memory), puts it in the storage
 * module and records progress as it goes. A job whose heartbeat stops (its process died) is
 * queued again after STALE_MS, up to MAX_ATTEMPTS times. On PGlite the one process runs them.
 */

export type ExportJobRow = typeof exportJobs.$inferSelect;
export const STALE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 3;
const POLL_MS = 2_000;

const CONTENT_TYPES: Record<ExportFormat, string> = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/** Takes the oldest queued job for this process, or null. */
export async function claimNextJob(db: Db): Promise<ExportJobRow | null> {
  const rows = await db.execute(sql`
    update export_jobs set status = 'running', started_at = now(), heartbeat_at = now(), attempts = attempts + 1, progress_done = 0
    where id = (select id from export_jobs where status = 'queued' order by id for update skip locked limit 1)
    returning id`);
  const id = (rows as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (id === undefined) return null;
  const [job] = await db.select().from(exportJobs).where(eq(exportJobs.id, Number(id)));
  return job ?? null;
}

/** Jobs left running by a process that died go back to the queue (or fail after MAX_ATTEMPTS). */
export async function requeueStaleJobs(db: Db, staleMs = STALE_MS): Promise<number> {
  const cutoff = new Date(Date.now() - staleMs);
  const failed = await db
    .update(exportJobs)
    .set({ status: 'failed', error: 'The export was interrupted too many times.', finishedAt: new Date() })
    .where(sql`${exportJobs.status} = 'running' and ${exportJobs.heartbeatAt} < ${cutoff} and ${exportJobs.attempts} >= ${MAX_ATTEMPTS}`)
    .returning({ id: exportJobs.id });
  const requeued = await db
    .update(exportJobs)
    .set({ status: 'queued', error: exportMessages.interrupted })
    .where(sql`${exportJobs.status} = 'running' and ${exportJobs.heartbeatAt} < ${cutoff}`)
    .returning({ id: exportJobs.id });
  return failed.length + requeued.length;
}

interface Writer {
  rows(rows: Cell[][]): Promise<void>;
  close(): Promise<void>;
}

/** CSV as the synchronous exports write it (BOM for Excel, CRLF, formulas neutralised), appended page by page. */
async function csvWriter(file: string, header: readonly string[], numFmts?: Record<number, string>): Promise<Writer> {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`\uFEFF${csvLine(header)}\r\n`);
  return {
    rows: (rows) => write(rows.map((r) => `${csvLine(r, numFmts)}\r\n`).join('')),
    close: async () => {
      out.end();
      await once(out, 'finish');
    },
  };
}

/** XLSX through exceljs's streaming writer: each row is committed to the file as it comes. */
async function xlsxWriter(file: string, header: readonly string[], sheetName: string, widths?: number[], numFmts?: Record<number, string>): Promise<Writer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31) || 'Sheet', { views: [{ state: 'frozen', ySplit: 1 }] });
  (widths ?? []).forEach((w, n) => (sheet.getColumn(n + 1).width = w));
  for (const [col, fmt] of Object.entries(numFmts ?? {})) sheet.getColumn(Number(col) + 1).numFmt = fmt;
  const head = sheet.addRow([...header]);
  head.font = { bold: true };
  head.commit();
  return {
    rows: async (rows) => {
      for (const r of rows) sheet.addRow(r).commit();
    },
    close: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** Runs one claimed job to done or failed. */
export async function runExportJob(app: FastifyInstance, job: ExportJobRow): Promise<void> {
  const db = app.db;
  const scope = companyScope(job.companyId);
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `export-${job.id}-${randomUUID()}`);
  try {
    const on = today();
    const source = await openSource(db, job.kind, job.params, { scope, accountId: job.accountId ?? 0, today: on });
    if (source.total > exportRowLimit(job.format)) throw new ApiError(400, { detail: exportMessages.tooLarge(source.total, job.format) });
    await db.update(exportJobs).set({ progressTotal: source.total, heartbeatAt: new Date() }).where(scope.where(exportJobs, eq(exportJobs.id, job.id)));
    const writer = job.format === 'csv' ? await csvWriter(tmp, source.header, source.numFmts) : await xlsxWriter(tmp, source.header, source.sheet, source.widths, source.numFmts);
    let done = 0;
    for await (const page of source.pages()) {
      await writer.rows(page);
      done += page.length;
      await db.update(exportJobs).set({ progressDone: done, heartbeatAt: new Date() }).where(scope.where(exportJobs, eq(exportJobs.id, job.id)));
    }
    await writer.close();
    const key = newFileKey(job.companyId, 'exports');
    await app.storage.put(key, await readFile(tmp), CONTENT_TYPES[job.format]);
    const fileName = exportFileName(job.kind, job.id, job.createdAt.toISOString().slice(0, 10), job.format);
    await db.transaction(async (tx) => {
      await tx
        .update(exportJobs)
        .set({ status: 'done', fileKey: key, fileName, rowCount: done, progressDone: done, error: null, finishedAt: new Date() })
        .where(scope.where(exportJobs, eq(exportJobs.id, job.id)));
      if (job.accountId) await publishRealtime(tx, { topic: EXPORT_REALTIME_TOPIC, companyId: job.companyId, targets: [{ accountId: job.accountId, ref: job.id }] });
    });
  } catch (err) {
    // the user sees a refusal in its own words; anything else is logged and said plainly
    const message = err instanceof ApiError ? err.message : 'The export failed. Try again, or narrow the filters.';
    if (!(err instanceof ApiError)) app.log.error({ err, exportJob: job.id }, 'export failed');
    await db.transaction(async (tx) => {
      await tx.update(exportJobs).set({ status: 'failed', error: message, finishedAt: new Date() }).where(scope.where(exportJobs, eq(exportJobs.id, job.id)));
      if (job.accountId) await publishRealtime(tx, { topic: EXPORT_REALTIME_TOPIC, companyId: job.companyId, targets: [{ accountId: job.accountId, ref: job.id }] });
    });
  } finally {
    await rm(tmp, { force: true });
  }
}

export interface ExportWorker {
  /** Looks for work now (a job was just queued). */
  wake(): void;
  /** Resolves when nothing is running (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const workers = new WeakMap<object, ExportWorker>();

/** The worker of the process that serves this app, if one was started (routes wake it). */
export const exportWorkerOf = (app: FastifyInstance): ExportWorker | undefined => workers.get(app.db);

/** Starts the loop: every POLL_MS (and when woken) requeue stale jobs, then run queued ones one at a time. */
export function startExportWorker(app: FastifyInstance, opts: { pollMs?: number; staleMs?: number } = {}): ExportWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await requeueStaleJobs(app.db, opts.staleMs);
          for (let job = await claimNextJob(app.db); job && !stopped; job = await claimNextJob(app.db)) await runExportJob(app, job);
        } while (again && !stopped);
      } catch (err) {
        app.log.error({ err }, 'export worker failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void tick(), opts.pollMs ?? POLL_MS);
  timer.unref();
  const worker: ExportWorker = {
    wake: () => void tick(),
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      // a job cut short by shutdown is queued again by the next process (heartbeat)
      await Promise.race([worker.idle(), new Promise((r) => setTimeout(r, 5_000).unref())]);
      workers.delete(app.db);
    },
  };
  workers.set(app.db, worker);
  return worker;
}
