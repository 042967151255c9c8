import { sql } from 'drizzle-orm';
import { jobRuns } from '../db/schema/index';
import type { Db } from './db';
import { today } from './text-and-dates';

/**
 * Jobs that run once a day across every server process (decision record 014). Each process
 * checks every few minutes; the one whose insert of (job, day) into job_runs succeeds runs the
 * job, the others see the row and skip. On PostgreSQL the unique index settles the race
 * between processes; the embedded database has one process (its data directory is locked), so
 * the same code is simply a daily timer there. A run that failed is retried the next day;
 * its row keeps the error.
 */
export interface DailyJob {
  name: string;
  run(db: Db, day: string): Promise<string>;
}

export const DAILY_JOB_CHECK_MS = 5 * 60_000;

/** Claims today's run of a job: true for exactly one caller per job and day. */
export async function claimDailyRun(db: Db, job: string, day: string): Promise<boolean> {
  const rows = await db.insert(jobRuns).values({ job, runOn: day }).onConflictDoNothing().returning({ job: jobRuns.job });
  return rows.length === 1;
}

/** Runs each job whose run for `day` nobody has claimed yet; answers the names it ran. */
export async function runDueJobs(db: Db, jobs: readonly DailyJob[], day: string, onError: (job: string, err: unknown) => void): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!(await claimDailyRun(db, job.name, day))) continue;
    let result: string;
    try {
      result = await job.run(db, day);
    } catch (err) {
      onError(job.name, err);
      result = `failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
    }
    await db.update(jobRuns).set({ finishedAt: new Date(), result }).where(sql`${jobRuns.job} = ${job.name} and ${jobRuns.runOn} = ${day}`);
    ran.push(job.name);
  }
  return ran;
}

/** Checks now and then every few minutes; answers a function that stops the timer. */
export function startDailyJobs(db: Db, jobs: readonly DailyJob[], onError: (job: string, err: unknown) => void, everyMs = DAILY_JOB_CHECK_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDueJobs(db, jobs, today(), onError);
    } catch (err) {
      onError('daily-jobs', err);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
