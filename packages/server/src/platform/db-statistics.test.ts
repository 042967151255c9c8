import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './db';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ fresh: true });
});
afterAll(() => database.close());

const plannerRows = async () => {
  const { rows } = (await database.db.execute(sql`select reltuples::float8 as n from pg_class where relname = 'projects'`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0].n);
};

it('gives the planner statistics on PGlite (no autovacuum there) and stops when asked', async () => {
  if (database.kind !== 'pglite') {
    // PostgreSQL's autovacuum keeps them; the call must still be harmless.
    const stop = await database.keepStatisticsFresh(60_000, () => {});
    stop();
    return;
  }
  expect(await plannerRows()).toBe(-1); // never analyzed
  const errors: unknown[] = [];
  const stop = await database.keepStatisticsFresh(60_000, (err) => errors.push(err));
  expect(await plannerRows()).toBe(0);
  stop();
  expect(errors).toEqual([]);
});
