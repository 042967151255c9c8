import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db';

/**
 * A database in the migrated state for one test file: PGlite in memory, or, when the project
 * runs with TEST_DB=postgres, a database on TEST_DATABASE_URL. Both start from the run's migrated
 * copy (test/global-setup.ts); the migrations then find nothing to do.
 *
 * Making a new one costs more than most files' tests: loading the PGlite copy into a new instance
 * 1.5-3 s, copying the PostgreSQL template (CREATE DATABASE ... TEMPLATE) 0.65 s. The server tests
 * run with isolate: false (one module graph per worker), so a worker keeps one database and
 * empties it for the next file instead (`emptied`, a few milliseconds). `fresh` asks for a new
 * one, for a test about the database itself; a second database open at once also gets its own.
 */
export async function openTestDatabase(opts: { fresh?: boolean } = {}): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return opts.fresh || kept?.lent ? newPglite() : lease(pgliteKept);
  // Without the run's template (no global setup) nothing would drop a kept database: one per file.
  return opts.fresh || kept?.lent || !inject('postgresTemplate') ? newPostgres() : lease(postgresKept);
}

/** The run's migrated PGlite data folder, as a dump to start from (undefined without the global setup). */
export function pgliteSnapshot(): Blob | undefined {
  const snapshot = inject('pgliteSnapshot');
  return snapshot ? new Blob([readFileSync(snapshot)]) : undefined;
}

function newPglite(): Promise<Database> {
  return openDatabase({ dataDir: null, snapshot: pgliteSnapshot() });
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A PostgreSQL database copied from the run's template, reached by this URL. */
async function copyTemplate(name: string): Promise<string> {
  const template = inject('postgresTemplate');
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A PostgreSQL database of its own, dropped on close. */
async function newPostgres(): Promise<Database> {
  const name = `jobsite_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: await copyTemplate(name), dataDir: null });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * What a worker keeps between files. PGlite: the one instance, lent as it is. PostgreSQL: one
 * database (named after the run's template, so the run's teardown drops it: test/global-setup.ts),
 * reached through a new pool per file, so no connection's settings or prepared statements carry
 * over; the pool is closed when the file gives it back.
 */
interface Kept {
  /** The Database a file gets, and how to end the file's use of it. */
  open(): Promise<{ database: Database; release(): Promise<void> }>;
  lent: boolean;
}

let kept: Kept | undefined;

async function pgliteKept(): Promise<Kept> {
  const database = await newPglite();
  return { lent: false, open: async () => ({ database, release: async () => {} }) };
}

async function postgresKept(): Promise<Kept> {
  const url = await copyTemplate(`${inject('postgresTemplate')}_w${process.pid}`);
  return {
    lent: false,
    open: async () => {
      const database = await openDatabase({ databaseUrl: url, dataDir: null });
      return { database, release: () => database.close() };
    },
  };
}

/** The worker's database, emptied, lent to one test file until it closes it. */
async function lease(make: () => Promise<Kept>): Promise<Database> {
  const first = !kept;
  kept ??= await make();
  const lent = kept;
  lent.lent = true;
  const { database, release } = await lent.open();
  if (!first) await emptied(database);
  const stops: (() => Promise<void> | void)[] = [];
  return {
    ...database,
    listen: async (channel, handler) => {
      const unlisten = await database.listen(channel, handler);
      stops.push(unlisten);
      return unlisten;
    },
    keepStatisticsFresh: async (everyMs, onError) => {
      const stop = await database.keepStatisticsFresh(everyMs, onError);
      stops.push(stop);
      return stop;
    },
    // Giving it back: whatever the file left listening or timed stops; the next file empties it.
    close: async () => {
      if (!lent.lent) return;
      for (const stop of stops.splice(0)) await stop();
      await release();
      lent.lent = false;
    },
  };
}

/**
 * Back to the migrated state: every table empty, every sequence at its start, no statement or
 * setting left over. The migrations create tables and triggers but no rows, so empty is the
 * migrated state.
 *
 * Deleting the rows, with foreign keys and triggers off for the transaction (session_replication_role
 * = replica, as a restore does), takes a few milliseconds. TRUNCATE of all 90 tables made a new
 * file for each table and index: 70 ms on PGlite, 650 ms on PostgreSQL, a file. A table holding
 * more than a few pages (a file that seeded the demo world) is truncated, so that the next file
 * does not read through its dead rows; TRUNCATE ... CASCADE also empties the tables that refer to
 * it.
 */
async function emptied(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await database.db.execute(sql`deallocate all`);
    await database.db.execute(sql`reset all`);
  }
  try {
    await deleteAllRows(database);
  } catch (err) {
    // session_replication_role needs a superuser: a TEST_DATABASE_URL of a role without it gets
    // TRUNCATE, slower on PostgreSQL (650 ms a file) but the same end state.
    if (!isInsufficientPrivilege(err)) throw err;
    const { rows } = (await database.db.execute(sql`select string_agg(format('%I', tablename), ', ') as names from pg_tables where schemaname = 'public'`)) as unknown as { rows: { names: string }[] };
    await database.db.execute(sql.raw(`truncate ${rows[0].names} restart identity cascade`));
  }
}

const isInsufficientPrivilege = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '42501' || isInsufficientPrivilege((err as { cause?: unknown }).cause));

/** Every public table's rows deleted (a big table truncated), foreign keys and triggers off; the used sequences back at their start. */
async function deleteAllRows(database: Database): Promise<void> {
  await database.db.execute(sql`
    do $$
    declare
      big text;
      t record;
    begin
      set local session_replication_role = replica;
      select string_agg(c.oid::regclass::text, ', ') into big from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and pg_relation_size(c.oid) > 32 * 8192;
      if big is not null then
        execute 'truncate ' || big || ' cascade';
      end if;
      for t in select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') loop
        execute 'delete from ' || t.name;
      end loop;
      for t in select format('%I.%I', schemaname, sequencename) as name, start_value from pg_sequences
        where schemaname = 'public' and last_value is not null loop
        perform setval(t.name, t.start_value, false);
      end loop;
    end $$`);
}
