import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db';

/**
 * A fresh database for one test file: in-memory PGlite, or, when the project runs with
 * TEST_DB=postgres, a uniquely named database on TEST_DATABASE_URL that is dropped on close.
 * Both start from the run's migrated copy (test/global-setup.ts); the migrations then find
 * nothing to do.
 *
 * On PGlite, loading that copy into a new instance costs 1.5-3 s a file, more than most files'
 * tests. The server tests run with isolate: false (one module graph per worker), so a worker
 * keeps one instance and empties it for the next file instead (`fresh` asks for a new one, for
 * a test about the instance itself; a second database open at once also gets its own).
 */
export async function openTestDatabase(opts: { fresh?: boolean } = {}): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return opts.fresh ? newPglite() : leasePglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `jobsite_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

function newPglite(): Promise<Database> {
  const snapshot = inject('pgliteSnapshot');
  return openDatabase({ dataDir: null, snapshot: snapshot ? new Blob([readFileSync(snapshot)]) : undefined });
}

/** This worker's PGlite instance, lent to one test file at a time. */
let kept: { database: Database; tables: string; lent: boolean } | undefined;

async function leasePglite(): Promise<Database> {
  if (kept?.lent) return newPglite();
  if (kept) {
    await emptied(kept.database, kept.tables);
  } else {
    const database = await newPglite();
    const { rows } = (await database.db.execute(sql`select string_agg(format('%I', tablename), ', ' order by tablename) as names from pg_tables where schemaname = 'public'`)) as unknown as { rows: { names: string }[] };
    kept = { database, tables: rows[0].names, lent: false };
  }
  const lease = kept;
  lease.lent = true;
  const stops: (() => Promise<void> | void)[] = [];
  return {
    ...lease.database,
    listen: async (channel, handler) => {
      const unlisten = await lease.database.listen(channel, handler);
      stops.push(unlisten);
      return unlisten;
    },
    keepStatisticsFresh: async (everyMs, onError) => {
      const stop = await lease.database.keepStatisticsFresh(everyMs, onError);
      stops.push(stop);
      return stop;
    },
    // Giving it back: whatever the file left listening or timed stops; the next file empties it.
    close: async () => {
      if (!lease.lent) return;
      for (const stop of stops.splice(0)) await stop();
      lease.lent = false;
    },
  };
}

/** Back to the migrated state: every table empty, ids from 1, no statement or setting left over. */
async function emptied(database: Database, tables: string): Promise<void> {
  await database.db.execute(sql`deallocate all`);
  await database.db.execute(sql`reset all`);
  await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
}
