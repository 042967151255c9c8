/**
 * What each captured statement costs inside PostgreSQL, apart from the machine's noise: the
 * buffers it touches (EXPLAIN (ANALYZE, BUFFERS): the same pages at the same data, run after run)
 * and its execution and planning time, the median of several runs. The req/s ratio of a call
 * between the small and the large phase moves from one run to the next on a 2-core machine (the
 * same SQL gave 0.64-1.24x one day and 1.56-1.70x the next, the floor's with it); the buffers
 * say whether the statement itself does more work at the larger size.
 */
import pg from 'pg';
import { median } from '../support';
import type { CapturedCall } from './capture';

export interface StatementCost {
  /** Shared buffers hit and read by the whole plan. */
  buffers: number;
  /** Median of the runs, in ms: the executor's time, and the planner's for a one-off (unprepared) plan. */
  execution_ms: number;
  planning_ms: number;
}

export interface CallCost {
  statements: StatementCost[];
  buffers: number;
  execution_ms: number;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

type Plan = { Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number }; 'Execution Time': number; 'Planning Time': number };

/**
 * Each call's read statements explained `runs` times (after two unrecorded runs that warm the
 * cache), inside a transaction that is rolled back. A statement that is not a SELECT (a
 * transaction's BEGIN or COMMIT, a write) is left out: the hot calls read.
 */
export async function explainCalls(databaseUrl: string, calls: CapturedCall[], runs = 21): Promise<Record<string, CallCost>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const out: Record<string, CallCost> = {};
    for (const call of calls) {
      const statements: StatementCost[] = [];
      for (const s of call.statements) {
        if (!/^\s*(select|with)\b/i.test(s.text)) continue;
        const plans: Plan[] = [];
        await client.query('begin read only');
        try {
          for (let i = 0; i < runs + 2; i++) {
            const r = await client.query({ text: `explain (analyze, buffers, format json) ${s.text}`, values: s.values });
            if (i >= 2) plans.push((r.rows[0]['QUERY PLAN'] as Plan[])[0]);
          }
        } finally {
          await client.query('rollback');
        }
        const last = plans[plans.length - 1].Plan;
        statements.push({
          buffers: last['Shared Hit Blocks'] + last['Shared Read Blocks'],
          execution_ms: round(median(plans.map((p) => p['Execution Time']))),
          planning_ms: round(median(plans.map((p) => p['Planning Time']))),
        });
      }
      out[call.key] = {
        statements,
        buffers: statements.reduce((sum, s) => sum + s.buffers, 0),
        execution_ms: round(statements.reduce((sum, s) => sum + s.execution_ms, 0)),
      };
    }
    return out;
  } finally {
    await client.end();
  }
}
