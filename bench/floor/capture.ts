/**
 * Captures the SQL our server runs for one warm request of each call, from inside: a second
 * instance of our app (buildApp, the same code main.ts runs) on a database handle whose driver
 * records every statement (text, bound values, prepared-statement name, row mode) with the
 * time it was sent and answered. Requests go through app.inject one at a time, so everything
 * recorded between a request's start and its answer belongs to it.
 *
 * PostgreSQL: a pg Pool whose clients' query() is wrapped (pool.query goes through it, and so
 * do transactions). PGlite: the same PGlite build and extension our server opens, its query()
 * and transaction() wrapped. Nothing is retyped by hand: the floor replays exactly this.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app';
import * as schema from '../../packages/server/src/db/schema/index';
import { PGLITE_OPTIONS } from '../../packages/server/src/platform/pglite-options';
import { loadConfig } from '../../packages/server/src/platform/config';
import type { Database, Db } from '../../packages/server/src/platform/db';
import { withSessionSecret } from '../../packages/server/src/platform/shared-secret';
import type { Login, Target } from './seed';

export interface CapturedStatement {
  text: string;
  /** The bound values as the driver got them (dates as ISO strings, bigints as strings). */
  values: unknown[];
  /** A named (prepared) statement's name, when our code prepared it. */
  name?: string;
  rowMode?: string;
  /** Inside a transaction (PGlite: within client.transaction(); PostgreSQL: between BEGIN and COMMIT). */
  inTransaction: boolean;
  /** Sent and answered, in ms from the request's start. */
  sentMs: number;
  answeredMs: number;
  rows: number;
}

/** Where the floor server answers a call: by its key, as two calls may share a URL and differ in their body (the two searches). */
export const floorPath = (key: string) => `/floor/${encodeURIComponent(key)}`;

export interface CallToCapture {
  /** Unique within a phase: the floor answers each call at its own path (floorPath), as two calls may share a URL. */
  key: string;
  user: Login;
  method: 'GET' | 'POST';
  /** Path and query, as the driver requests it. */
  url: string;
  body?: object;
}

export interface CapturedCall {
  key: string;
  method: 'GET' | 'POST';
  url: string;
  statements: CapturedStatement[];
  /** Per statement, the earlier statements it was sent after (answered before it was sent): afterOf. */
  after: number[][];
  /** The longest chain of statements sent one after another (round trips in sequence). */
  round_trips: number;
  /** Every statement sent after the one before it was answered. */
  one_after_another: boolean;
  transaction: boolean;
  /** Whether the warm request read its session from the database (the session cache missed). */
  session_statement: boolean;
  /** Statement counts of the warm-up requests before the captured one: a check that the capture is typical. */
  warmup_statement_counts: number[];
  our_status: number;
  our_bytes: number;
}

type Recorder = { start: number; list: CapturedStatement[] } | null;

const plain = (v: unknown): unknown => {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'bigint') return v.toString();
  if (Array.isArray(v)) return v.map(plain);
  return v;
};

/** Opens the target with recording drivers; `recorder.current` collects while set. */
async function openRecording(target: Target, recorder: { current: Recorder }): Promise<Database> {
  const record = (text: string, values: unknown[] | undefined, extra: { name?: string; rowMode?: string; inTransaction: boolean }) => {
    const rec = recorder.current;
    if (!rec) return null;
    const entry: CapturedStatement = { text, values: (values ?? []).map(plain), ...extra, sentMs: performance.now() - rec.start, answeredMs: NaN, rows: 0 };
    rec.list.push(entry);
    return (res: unknown) => {
      entry.answeredMs = performance.now() - rec.start;
      const rows = (res as { rows?: unknown[] } | undefined)?.rows;
      entry.rows = Array.isArray(rows) ? rows.length : 0;
    };
  };
  const noListen: Database['listen'] = async () => async () => {};

  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    pool.on('error', () => {});
    let inTx = new WeakMap<object, boolean>();
    pool.on('connect', (client) => {
      const original = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const [first, second] = args;
        const config = (typeof first === 'string' ? { text: first } : first) as { text: string; values?: unknown[]; name?: string; rowMode?: string };
        const values = Array.isArray(second) ? second : config.values;
        if (/^\s*begin\b/i.test(config.text)) inTx.set(client, true);
        const done = record(config.text, values, { name: config.name, rowMode: config.rowMode, inTransaction: inTx.get(client) ?? false });
        if (/^\s*(commit|rollback)\b/i.test(config.text)) inTx.set(client, false);
        if (!done) return original(...args);
        const cb = args.findIndex((a) => typeof a === 'function');
        if (cb >= 0) {
          const callback = args[cb] as (err: unknown, res: unknown) => void;
          args[cb] = (err: unknown, res: unknown) => {
            done(res);
            callback(err, res);
          };
          return original(...args);
        }
        return (original(...args) as Promise<unknown>).then((res) => {
          done(res);
          return res;
        });
      };
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => true,
      close: async () => {
        inTx = new WeakMap();
        await pool.end();
      },
      listen: noListen,
      keepStatisticsFresh: async () => () => {},
    };
  }

  // The same build and options as platform/db.ts opens (the data folder is seeded and migrated).
  const client = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: path.join(target.dataDir!, 'pglite') });
  type QueryFn = PGlite['query'];
  const wrap = (query: QueryFn, inTransaction: boolean): QueryFn =>
    (async (text: string, params?: unknown[], options?: { rowMode?: string }) => {
      const done = record(text, params, { rowMode: options?.rowMode, inTransaction });
      const res = await query(text, params, options as never);
      done?.(res);
      return res;
    }) as QueryFn;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = wrap(query, false);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = wrap(tx.query.bind(tx), true);
      return callback(tx);
    })) as PGlite['transaction'];
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => true,
    close: async () => {
      if (!client.closed) await client.close();
    },
    listen: noListen,
    keepStatisticsFresh: async () => () => {},
  };
}

/** Signs in through auth/login/ as the login screen does, by inject. */
async function injectLogin(app: FastifyInstance, user: Login) {
  const first = await app.inject({ method: 'GET', url: '/api/v1/health/' });
  const csrf = first.cookies.find((c) => c.name === 'csrftoken')?.value;
  if (!csrf) throw new Error('capture: no CSRF cookie');
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: user.email, password: user.password }),
  });
  const session = res.cookies.find((c) => c.name === 'sessionid')?.value;
  if (res.statusCode !== 200 || !session) throw new Error(`capture: login failed ${res.statusCode} ${res.body}`);
  return { cookie: `csrftoken=${csrf}; sessionid=${session}`, csrf };
}

/**
 * What each statement waited for, as observed: statement j came after every statement answered
 * before j was sent. Statements in flight together stay concurrent when the floor replays this.
 */
export function afterOf(statements: CapturedStatement[]): number[][] {
  return statements.map((s, j) => statements.slice(0, j).flatMap((p, i) => (p.answeredMs <= s.sentMs ? [i] : [])));
}

/** The longest chain of statements each waiting for the one before: the round trips a request made one after another. */
export function roundTripsOf(after: number[][]): number {
  const depth: number[] = [];
  after.forEach((deps, j) => (depth[j] = 1 + Math.max(0, ...deps.map((i) => depth[i]))));
  return Math.max(0, ...depth);
}

/**
 * Runs each call three times on a recording instance of our app and keeps the third (warm:
 * the session cache, the ORM's and the driver's caches are as a running server has them).
 */
export async function captureCalls(target: Target, calls: CallToCapture[]): Promise<CapturedCall[]> {
  const recorder: { current: Recorder } = { current: null };
  const database = await openRecording(target, recorder);
  const env: Record<string, string> = { LOG_LEVEL: 'silent', ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir! }) };
  if (process.env.SESSION_CACHE_MS) env.SESSION_CACHE_MS = process.env.SESSION_CACHE_MS;
  const config = await withSessionSecret(loadConfig(env), database.db);
  const app = await buildApp({ config, database, logger: false });
  try {
    const sessions = new Map<string, { cookie: string; csrf: string }>();
    const out: CapturedCall[] = [];
    for (const call of calls) {
      let auth = sessions.get(call.user.email);
      if (!auth) {
        auth = await injectLogin(app, call.user);
        sessions.set(call.user.email, auth);
      }
      const request = () =>
        app.inject({
          method: call.method,
          url: call.url,
          headers: { cookie: auth.cookie, 'x-csrftoken': auth.csrf, ...(call.body ? { 'content-type': 'application/json' } : {}) },
          payload: call.body ? JSON.stringify(call.body) : undefined,
        });
      const counts: number[] = [];
      let captured: CapturedStatement[] = [];
      let res: Awaited<ReturnType<typeof request>> | null = null;
      for (let round = 0; round < 3; round++) {
        recorder.current = { start: performance.now(), list: [] };
        res = await request();
        captured = recorder.current.list;
        recorder.current = null;
        if (round < 2) counts.push(captured.length);
      }
      if (!res || res.statusCode !== 200) throw new Error(`capture: ${call.method} ${call.url} answered ${res?.statusCode}: ${res?.body.slice(0, 300)}`);
      const after = afterOf(captured);
      const roundTrips = roundTripsOf(after);
      out.push({
        key: call.key,
        method: call.method,
        url: call.url,
        statements: captured,
        after,
        round_trips: roundTrips,
        one_after_another: roundTrips === captured.length,
        transaction: captured.some((s) => s.inTransaction),
        session_statement: captured.some((s) => /from "sessions"/i.test(s.text)),
        warmup_statement_counts: counts,
        our_status: res.statusCode,
        our_bytes: res.rawPayload.length,
      });
    }
    return out;
  } finally {
    await app.close();
    await database.close();
  }
}
