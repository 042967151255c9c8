import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { companies } from '../db/schema/index';
import { createCompany } from '../modules/companies/service';
import { anyOf, type Database } from './db';
import { daysFromToday } from './text-and-dates';

let database: Database;
let ids: number[];
beforeAll(async () => {
  database = await openTestDatabase({ fresh: true });
  ids = [];
  for (const name of ['Alpha Electric', "O'Brien Supply", 'Gamma Mechanical']) ids.push((await createCompany(database.db, { name, systemType: 'buyer', isVerified: true })).id);
  // A second apart, with milliseconds: made one after another, two could share a millisecond on a fast machine.
  for (const [i, id] of ids.entries()) await database.db.update(companies).set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i, 123)) }).where(eq(companies.id, id));
});
afterAll(() => database.close());

const preparedOnConnection = async () => {
  const { rows } = (await database.db.execute(sql`select name, generic_plans + custom_plans as runs from pg_prepared_statements order by name`)) as unknown as { rows: { name: string; runs: number }[] };
  return rows.map((r) => ({ name: r.name, runs: Number(r.runs) }));
};

const byIds = () =>
  database.db
    .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt })
    .from(companies)
    .where(sql`${companies.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(companies.id))
    .prepare('test_companies_by_ids');
const plain = (wanted: number[]) =>
  database.db
    .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt })
    .from(companies)
    .where(anyOf(companies.id, wanted))
    .orderBy(asc(companies.id));

it('plans a named statement once on PGlite (PREPARE, then EXECUTE) and answers what the statement sent whole answers', async () => {
  const query = byIds();
  for (let run = 0; run < 7; run++) {
    const wanted = run % 2 ? [ids[0], ids[2]] : [ids[1]];
    expect(await query.execute({ ids: wanted })).toEqual(await plain(wanted));
  }
  expect(await query.execute({ ids: [] })).toEqual([]);
  if (database.kind === 'pglite') expect(await preparedOnConnection()).toEqual([{ name: 'test_companies_by_ids', runs: 8 }]);
  // More ids than a page: sent whole, planned for their number.
  const many = Array.from({ length: 201 }, (_, i) => ids[0] + i);
  expect(await query.execute({ ids: many })).toEqual(await plain(many));
  if (database.kind === 'pglite') expect(await preparedOnConnection()).toEqual([{ name: 'test_companies_by_ids', runs: 8 }]);
});

it('sends a named statement whole when a value is not an integer, so no text is written into SQL', async () => {
  const query = database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, sql.placeholder('name'))).prepare('test_company_by_name');
  expect(await query.execute({ name: "O'Brien Supply" })).toEqual([{ id: ids[1] }]);
  expect(await query.execute({ name: "x'); drop table companies; --" })).toEqual([]);
  if (database.kind === 'pglite') expect((await preparedOnConnection()).map((p) => p.name)).not.toContain('test_company_by_name');
});

it('writes a day (YYYY-MM-DD exactly) into the EXECUTE for a date parameter, and sends any other text for it whole', async () => {
  const byDay = database.db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.id} = any(${sql.placeholder('ids')}::int[]) and ${companies.createdAt}::date <= ${sql.placeholder('on')}::date`)
    .orderBy(asc(companies.id))
    .prepare('test_companies_by_day');
  const runs = async () => (await preparedOnConnection()).find((p) => p.name === 'test_companies_by_day')?.runs;
  const tomorrow = daysFromToday(1);
  expect(await byDay.execute({ ids, on: tomorrow })).toEqual(ids.map((id) => ({ id })));
  expect(await byDay.execute({ ids, on: '2000-01-01' })).toEqual([]);
  if (database.kind === 'pglite') expect(await runs()).toBe(2);
  // Days PostgreSQL reads but not written YYYY-MM-DD, and text that is no day: sent whole, never written into SQL.
  expect(await byDay.execute({ ids, on: `${tomorrow} ` })).toEqual(ids.map((id) => ({ id })));
  expect(await byDay.execute({ ids, on: '01/01/2000' })).toEqual([]);
  await expect(byDay.execute({ ids, on: "2000-01-01'); drop table companies; --" })).rejects.toThrow();
  if (database.kind === 'pglite') expect(await runs()).toBe(2);
  expect(await plain(ids)).toHaveLength(3);
  // An integer for the date parameter is no day to write: sent whole, where PostgreSQL reads 20000101 as a day.
  expect(await byDay.execute({ ids, on: 20000101 as never })).toEqual([]);
  if (database.kind === 'pglite') expect(await runs()).toBe(2);
});

it('writes an instant (YYYY-MM-DDTHH:MM:SS.mmmZ exactly, as toISOString writes it) into the EXECUTE for a timestamptz parameter, and sends any other text for it whole', async () => {
  const since = database.db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.id} = any(${sql.placeholder('ids')}::int[]) and ${companies.createdAt} >= ${sql.placeholder('since')}::timestamptz`)
    .orderBy(asc(companies.id))
    .prepare('test_companies_since');
  const runs = async () => (await preparedOnConnection()).find((p) => p.name === 'test_companies_since')?.runs;
  const [{ createdAt }] = await database.db.select({ createdAt: companies.createdAt }).from(companies).where(eq(companies.id, ids[1]));
  // The instant itself and a millisecond after it: the literal reads as the bound value would, to the millisecond.
  expect(await since.execute({ ids, since: new Date(createdAt.getTime() - 1).toISOString() })).toEqual(ids.slice(1).map((id) => ({ id })));
  expect(await since.execute({ ids, since: new Date(createdAt.getTime() + 86_400_000).toISOString() })).toEqual([]);
  if (database.kind === 'pglite') expect(await runs()).toBe(2);
  // Instants PostgreSQL reads but not written as toISOString writes them, and text that is no instant: sent whole, never written into SQL.
  expect(await since.execute({ ids, since: '2000-01-01 00:00:00+00' })).toEqual(ids.map((id) => ({ id })));
  expect(await since.execute({ ids, since: '2000-01-01T00:00:00Z' })).toEqual(ids.map((id) => ({ id })));
  await expect(since.execute({ ids, since: "2000-01-01T00:00:00.000Z'); drop table companies; --" })).rejects.toThrow();
  if (database.kind === 'pglite') expect(await runs()).toBe(2);
  expect(await plain(ids)).toHaveLength(3);
});

it('sends a named statement whole when a parameter is not an integer type, whatever the value (an integer for jsonb is JSON, and EXECUTE has no integer to jsonb cast)', async () => {
  const query = database.db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${sql.placeholder('wanted')}::jsonb @> to_jsonb(${companies.id})`)
    .orderBy(asc(companies.id))
    .prepare('test_companies_in_json');
  for (let run = 0; run < 2; run++) expect(await query.execute({ wanted: ids[1] })).toEqual([{ id: ids[1] }]);
  if (database.kind === 'pglite') expect((await preparedOnConnection()).map((p) => p.name)).not.toContain('test_companies_in_json');
});

it('prepares the statement again when PGlite lost it (DEALLOCATE ALL, as the test databases do between files)', async () => {
  // PostgreSQL: node-postgres remembers what each pooled connection prepared, and nothing deallocates there.
  if (database.kind !== 'pglite') return;
  const query = byIds();
  expect(await query.execute({ ids })).toHaveLength(3);
  await database.db.execute(sql`deallocate all`);
  expect(await query.execute({ ids })).toEqual(await plain(ids));
  expect(await query.execute({ ids: [ids[2]] })).toEqual(await plain([ids[2]]));
  expect(await preparedOnConnection()).toEqual([{ name: 'test_companies_by_ids', runs: 2 }]);
});

it('prepares it again once when requests side by side find it lost, and keeps answering after', async () => {
  // The first burst of a test file after the last one's DEALLOCATE ALL: each request that met the
  // loss used to forget it and prepare the name again, the second PREPARE failed with "already
  // exists", and from then on every request of that statement did (a 500 on every order detail).
  if (database.kind !== 'pglite') return;
  const query = byIds();
  expect(await query.execute({ ids })).toHaveLength(3);
  await database.db.execute(sql`deallocate all`);
  const burst = await Promise.all([0, 1, 2, 0, 1, 2].map((i) => query.execute({ ids: [ids[i]] })));
  expect(burst.map((rows) => rows.map((r) => r.id))).toEqual([0, 1, 2, 0, 1, 2].map((i) => [ids[i]]));
  expect(await query.execute({ ids })).toEqual(await plain(ids));
  expect((await preparedOnConnection()).map((p) => p.name)).toEqual(['test_companies_by_ids']);
});
