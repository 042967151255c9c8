import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pgDriver from 'pg';
import * as schema from '../db/schema/index';
import { SERVER_ROOT } from './config';
import { PGLITE_OPTIONS } from './pglite-options';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: inside a transaction every query must go through it (PGlite has one connection). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Statements that do not depend on each other: sent together on the pool (each on its own
 * connection on PostgreSQL, so a page's parts cost one round trip, not one each), one after
 * another inside a transaction, whose one connection takes one statement at a time.
 */
export async function together<T extends unknown[]>(db: DbOrTx, ...queries: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  if (db instanceof PgTransaction) {
    const results: unknown[] = [];
    for (const query of queries) results.push(await query());
    return results as T;
  }
  return (await Promise.all(queries.map((query) => query()))) as T;
}

/**
 * `column = any($n)` with the ids as one array parameter: the statement's text is the same for
 * any number of ids (one parse and plan to reuse; no parameter limit), where inArray writes one
 * placeholder per id.
 */
export const anyOf = (column: AnyPgColumn, ids: readonly number[]): SQL => sql`${column} = any(${sql.param([...ids])}::int[])`;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: the handler gets each NOTIFY payload once its transaction commits.
   * PostgreSQL: a dedicated connection that reconnects; PGlite: the one in-process client.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Keeps the planner's statistics fresh: PGlite has no autovacuum, so without ANALYZE it
   * guesses row counts and skips the trigram and list indexes on big tables. On PGlite: ANALYZE
   * now when a table has never been analysed (a new folder, a seed, a migration's new table),
   * otherwise first after `FIRST_ANALYZE_DELAY_MS` (the statistics the last run left are in the
   * folder, and ANALYZE holds the one connection for about 0.6 s); then every `everyMs`. On
   * PostgreSQL autovacuum keeps them, but only once enough rows changed: there one ANALYZE in the
   * background when a table has never been analysed, and nothing after. Answers the stop.
   */
  keepStatisticsFresh(everyMs: number, onError: (err: unknown) => void): Promise<() => void>;
}

/** Whether a table has never been analysed: reltuples is -1 until its first ANALYZE (or VACUUM). */
const NEVER_ANALYZED_SQL =
  "select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and c.reltuples < 0) as never";

/** How often a running server refreshes PGlite's statistics. */
export const ANALYZE_INTERVAL_MS = 15 * 60_000;

/** When a server started on a folder that has statistics refreshes them first. */
export const FIRST_ANALYZE_DELAY_MS = 60_000;

export const migrationsFolder = path.join(SERVER_ROOT, 'src/db/migrations');

/** PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir (or in memory when dataDir is null). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  /** PGlite: start from this data folder dump, in memory or in a new dataDir (tests: migrated once per run, copied per file). */
  snapshot?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // The PostgreSQL driver is imported only when it is used (start-up, decision record 019).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, dropped database) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: () => ping(db),
      close: () => pool.end(),
      listen: (channel, handler) => listenPg(pg, opts.databaseUrl!, channel, handler),
      // Autovacuum analyses a table only after enough of it changed and up to a minute later:
      // a new database (the demo seed, a migration's new table) would plan its first calls
      // without statistics (the demo's BOM page took twice as long a minute before it). One
      // ANALYZE in the background then, while the pool's other connections answer.
      keepStatisticsFresh: async (_everyMs, onError) => {
        const { rows } = await pool.query<{ never: boolean }>(NEVER_ANALYZED_SQL);
        if (rows[0]?.never) void pool.query('ANALYZE').catch(onError);
        return () => {};
      },
    };
  }
  const client = await PGlite.create({
    ...PGLITE_OPTIONS,
    ...(opts.dataDir ? { dataDir: pgliteFolder(opts.dataDir) } : {}),
    ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
  });
  // A checkpoint removes the WAL files it no longer needs instead of keeping them, renamed, for
  // reuse: PostgreSQL keeps up to min_wal_size (80 MB) of them, which in a data folder is 80 MB of
  // disk that holds nothing (the demo folder: 120 -> 72 MB). One session, so SET covers every
  // checkpoint, the one at close included.
  await client.exec('set wal_recycle = off');
  const database = pgliteDatabase(client);
  await migratePglite(database.db as never, { migrationsFolder });
  return database;
}

/** Where the embedded database lives in a data folder (DATA_DIR). */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** The Database of an open PGlite client (one connection, in this process). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  planNamedStatementsOnce(db, client);
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    keepStatisticsFresh: async (everyMs, onError) => {
      const analyze = () => (client.closed ? Promise.resolve() : client.exec('ANALYZE').then(() => undefined));
      const { rows } = await client.query<{ never: boolean }>(NEVER_ANALYZED_SQL);
      if (rows[0]?.never) await analyze();
      let timer: NodeJS.Timeout | undefined;
      const first = setTimeout(
        () => {
          void analyze().catch(onError);
          timer = setInterval(() => void analyze().catch(onError), everyMs);
          timer.unref();
        },
        rows[0]?.never ? everyMs : Math.min(FIRST_ANALYZE_DELAY_MS, everyMs),
      );
      first.unref();
      return () => {
        clearTimeout(first);
        clearInterval(timer);
      };
    },
  };
}

type PgliteQuery = PGlite['query'];
type PreparingSession = { prepareQuery: (query: unknown, fields: unknown, name: unknown, ...rest: unknown[]) => { client: { query: PgliteQuery } } };

/**
 * The longest array written into an EXECUTE: a page (page_size goes up to 200). The kept plan is
 * made for a page; a bigger set (the BOM export reads every line) is sent whole and planned for
 * its size, as before (a page's plan ran 5,000 lines' lookups twice as long as their own plan).
 */
const MAX_EXECUTE_ARRAY = 200;

/** What a parameter of a prepared statement may be for its values to be written into an EXECUTE. */
type LiteralKind = 'integer' | 'integers' | 'date' | 'timestamptz';
const KIND_OF_TYPE: Record<string, LiteralKind> = {
  smallint: 'integer',
  integer: 'integer',
  bigint: 'integer',
  'smallint[]': 'integers',
  'integer[]': 'integers',
  'bigint[]': 'integers',
  date: 'date',
  'timestamp with time zone': 'timestamptz',
};

/**
 * One value of an EXECUTE, written as a literal: an integer, an array of integers, a day written
 * YYYY-MM-DD and nothing else, or an instant written as Date.toISOString() writes it
 * (YYYY-MM-DDTHH:MM:SS.mmmZ, what drizzle binds for a timestamptz) and nothing else (quoted:
 * nothing inside to escape, so nothing to inject); null otherwise.
 */
function literalOf(v: unknown): { kind: LiteralKind; text: string } | null {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return { kind: 'integer', text: String(v) };
  if (Array.isArray(v) && v.length <= MAX_EXECUTE_ARRAY && v.every((x) => typeof x === 'number' && Number.isSafeInteger(x))) return { kind: 'integers', text: `'{${v.join(',')}}'` };
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return { kind: 'date', text: `'${v}'` };
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v)) return { kind: 'timestamptz', text: `'${v}'` };
  return null;
}

/**
 * Named prepared statements planned once on PGlite too. drizzle's PGlite driver ignores a
 * prepared query's name and PGlite's query() has only the unnamed statement, so every run was
 * parsed, analysed and planned again (the BOM page's lines query: about 2.5 ms of 11, decision
 * record 025). Here a query prepared with a name (drizzle `.prepare(name)`) on the pool handle
 * runs as `EXECUTE name(values)` of a statement PREPAREd once on PGlite's one connection, which
 * keeps its plan as PostgreSQL does for a named statement (a generic plan after five runs,
 * re-planned when a table or its statistics change). EXECUTE takes no bound parameters, so the
 * values are written into its text, and only when every parameter is an integer type
 * (smallint, integer, bigint or an array of one), a date or a timestamptz, and every value is
 * what its parameter is: an integer, an array of integers, a day matching YYYY-MM-DD exactly or
 * an instant matching YYYY-MM-DDTHH:MM:SS.mmmZ exactly (nothing to escape, so nothing to
 * inject, and the text reads as the bound value would);
 * anything else runs the statement as before, and so does every query inside a transaction
 * (drizzle makes a new session there). Same rows, same columns, same parsers.
 */
function planNamedStatementsOnce(db: Db, client: PGlite): void {
  const session = (db as unknown as { session: PreparingSession }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  // Statement text -> its PREPAREd name and what each parameter takes; null when a parameter is
  // none of those types (then it is always sent whole). A name is taken once per text.
  const prepared = new Map<string, Promise<{ name: string; kinds: LiteralKind[] } | null>>();
  const taken = new Set<string>();
  const prepare = (name: string, text: string) => {
    let statement = prepared.get(text);
    if (!statement) {
      let unique = name;
      for (let n = 2; taken.has(unique); n++) unique = `${name}_${n}`;
      taken.add(unique);
      statement = (async () => {
        await client.query(`prepare ${unique} as ${text}`);
        const { rows } = await client.query<{ types: string[] }>('select parameter_types::text[] as types from pg_prepared_statements where name = $1', [unique]);
        const kinds = (rows[0]?.types ?? []).map((t) => (Object.hasOwn(KIND_OF_TYPE, t) ? KIND_OF_TYPE[t] : null));
        if (kinds.every((k) => k !== null)) return { name: unique, kinds };
        await client.query(`deallocate ${unique}`);
        return null;
      })();
      statement.catch(() => {
        prepared.delete(text);
        taken.delete(unique);
      });
      prepared.set(text, statement);
    }
    return statement;
  };
  session.prepareQuery = (query, fields, name, ...rest) => {
    const built = prepareQuery(query, fields, name, ...rest);
    if (typeof name !== 'string' || !/^[a-z_][a-z0-9_]*$/.test(name)) return built;
    const run = (async (text: string, params?: unknown[], options?: Parameters<PgliteQuery>[2]) => {
      const values = params ?? [];
      const literals = values.map(literalOf);
      if (literals.some((l) => l === null)) return client.query(text, params, options);
      // The prepared statement this request used, so that a retry forgets only that one.
      let used: ReturnType<typeof prepare> | undefined;
      const execute = async () => {
        used = prepare(name, text);
        const statement = await used;
        // Each value must be what its parameter is: an integer, an array of integers, a day, an instant.
        if (!statement || statement.kinds.length !== values.length || statement.kinds.some((kind, i) => kind !== literals[i]!.kind)) return client.query(text, params, options);
        return client.query(`execute ${statement.name}(${literals.map((l) => l!.text).join(', ')})`, [], options);
      };
      try {
        return await execute();
      } catch (err) {
        // Dropped behind our back (DEALLOCATE, DISCARD): prepare it again, once. Requests that met
        // the loss together forget it once: one that finds it already prepared again by another
        // uses that one. (Each forgetting it would PREPARE the name a second time, which fails
        // with "already exists" from then on.)
        if (!/prepared statement .* does not exist/.test(String((err as Error).message))) throw err;
        if (prepared.get(text) === used) {
          prepared.delete(text);
          const gone = await used;
          if (gone) taken.delete(gone.name);
        }
        return execute();
      }
    }) as PgliteQuery;
    built.client = { query: run };
    return built;
  };
}

/** A LISTEN connection of its own (a pooled one would be handed to other queries); reconnects after a drop. */
async function listenPg(pg: typeof pgDriver, url: string, channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pgDriver.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const reconnectSoon = () => {
    retry = setTimeout(() => {
      if (!stopped) connect().catch(reconnectSoon);
    }, 1000);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) handler(msg.payload);
    });
    c.on('error', () => {
      if (stopped || client !== c) return;
      client = null;
      void c.end().catch(() => {});
      reconnectSoon();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export class DataDirLockedError extends Error {}

/**
 * PGlite does not lock its folder, so two servers on one DATA_DIR would corrupt it.
 * The lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another server (pid ${pid}) is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
