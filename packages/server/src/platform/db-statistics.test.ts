import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './db';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ fresh: true });
});
afterAll(() => database.close());

const plannerRows = async (table = 'projects') => {
  const { rows } = (await database.db.execute(sql`select reltuples::float8 as n from pg_class where relname = ${table}`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0].n);
};

it('gives the planner statistics to a database never analysed (PGlite has no autovacuum) and stops when asked', async () => {
  expect(await plannerRows()).toBe(-1); // never analyzed
  if (database.kind !== 'pglite') {
    // PostgreSQL: one ANALYZE in the background for the tables autovacuum has not reached yet.
    const errors: unknown[] = [];
    const stop = await database.keepStatisticsFresh(60_000, (err) => errors.push(err));
    await vi.waitFor(async () => expect(await plannerRows()).toBe(0), { timeout: 10_000 });
    stop();
    expect(errors).toEqual([]);
    return;
  }
  const errors: unknown[] = [];
  const stop = await database.keepStatisticsFresh(60_000, (err) => errors.push(err));
  expect(await plannerRows()).toBe(0);
  stop();
  expect(errors).toEqual([]);
});

it('on a folder with statistics, lets the first calls run and refreshes them later (start-up)', async () => {
  if (database.kind !== 'pglite') return;
  const first = await database.keepStatisticsFresh(60_000, () => {});
  first();
  expect(await plannerRows('mail_outbox')).toBe(0);
  await database.db.execute(sql`insert into mail_outbox (recipient, subject, body, status) select 'x@example.test', 's', 'b', 'logged' from generate_series(1, 10)`);
  const errors: unknown[] = [];
  const stop = await database.keepStatisticsFresh(100, (err) => errors.push(err));
  // Every table has statistics: no ANALYZE before answering.
  expect(await plannerRows('mail_outbox')).toBe(0);
  await vi.waitFor(async () => expect(await plannerRows('mail_outbox')).toBe(10), { timeout: 5_000 });
  stop();
  expect(errors).toEqual([]);
});
