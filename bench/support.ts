/**
 * What every benchmark does around its measurements: seed a database (PostgreSQL at
 * BENCH_DATABASE_URL or embedded PGlite in a temporary folder), start the real server on it
 * (the same way the tests do), sign in like the login screen, drive each call with
 * autocannon, describe the machine and write the results (`runScenarios` does all of it).
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projects } from '../packages/server/src/db/schema/index';
import { createAccount } from '../packages/server/src/modules/accounts/service';
import { createCompany, type NewCompany } from '../packages/server/src/modules/companies/service';
import { type Db, type DbOrTx, openDatabase } from '../packages/server/src/platform/db';
import { type ServerProcess, startServerProcess } from '../packages/server/test/processes';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');

/** The server with these variables (DATA_DIR, or DATABASE_URL), once /api/v1/health/ answers. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(env, { timeoutMs: 300_000 });
}

export interface BenchAuth {
  /** The Cookie header: csrftoken and sessionid. */
  cookie: string;
  csrf: string;
}

/** Signs in as the login screen does: the CSRF cookie from a first request, then POST auth/login/. */
export async function login(baseUrl: string, email: string, password: string): Promise<BenchAuth> {
  const first = await fetch(`${baseUrl}/api/v1/health/`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('no CSRF cookie');
  const res = await fetch(`${baseUrl}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const session = /sessionid=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
  return { cookie: `csrftoken=${csrf}; sessionid=${session}`, csrf };
}

/** The machine the numbers come from; the load average at the end says how busy it was with other work. */
/** The middle value of the runs (the upper middle for an even count). */
export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function machineInfo() {
  return { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version, load_average_1m: Math.round(loadavg()[0] * 100) / 100 };
}

/** Writes bench/results/<fileName> and says so. */
export function writeResults(fileName: string, data: unknown): void {
  mkdirSync(path.join(benchDir, 'results'), { recursive: true });
  const file = path.join(benchDir, 'results', fileName);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  console.log(`Wrote ${path.relative(repoRoot, file)}`);
}

/** Where a benchmark seeds: a PostgreSQL database, or a PGlite data folder. */
export interface Target {
  databaseUrl?: string;
  dataDir: string | null;
}

export interface Login {
  email: string;
  password: string;
}

/** The password of every user a benchmark seeds. */
export const BENCH_PASSWORD = 'bench-pass-2026';

/**
 * Opens the target's database for `fill`, with a random tag for the names it makes (a
 * PostgreSQL database may hold an earlier run's), and closes it after.
 */
export async function seedInto<T>(target: Target, fill: (db: Db, tag: string) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await fill(database.db, randomBytes(3).toString('hex'));
  } finally {
    await database.close();
  }
}

/** A verified company and a user of it (email verified, BENCH_PASSWORD); `login` is how that user signs in. */
export async function companyWithUser(db: DbOrTx, company: Omit<NewCompany, 'isVerified'>, user: { email: string; firstName?: string; lastName: string }) {
  const created = await createCompany(db, { ...company, isVerified: true });
  const account = await createAccount(db, { email: user.email, password: BENCH_PASSWORD, firstName: user.firstName ?? 'Bench', lastName: user.lastName, companyId: created.id, emailVerified: true });
  return { company: created, account, login: { email: user.email, password: BENCH_PASSWORD } };
}

/** `count` projects of the company, named `${name} 1`, `${name} 2` ... with job numbers `${jobNumPrefix}-1` ...; their ids in that order. */
export async function addJobs(db: DbOrTx, companyId: number, count: number, name: string, jobNumPrefix: string): Promise<number[]> {
  const rows = await db
    .insert(projects)
    .values(Array.from({ length: count }, (_, i) => ({ companyId, name: `${name} ${i + 1}`, mainJobNum: `${jobNumPrefix}-${i + 1}` })))
    .returning({ id: projects.id });
  return rows.map((r) => r.id);
}

export interface BenchOptions {
  /** BENCH_DATABASE_URL: PostgreSQL (a company is added to that database); PGlite in a temporary folder without it. */
  databaseUrl: string | undefined;
  /** BENCH_SECONDS (default 5): how long autocannon drives each call. */
  seconds: number;
  /** BENCH_CONNECTIONS: 1 on PGlite by default, 8 on PostgreSQL. */
  connections: number;
}

/** The knobs the server benchmarks share, from the environment. */
export function benchOptions(): BenchOptions {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  return {
    databaseUrl,
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
    // PGlite answers one query at a time, so more connections only queue: one connection
    // measures the latency of a call; PostgreSQL gets 8 to show it serving in parallel.
    connections: Number(process.env.BENCH_CONNECTIONS ?? (databaseUrl ? 8 : 1)),
  };
}

/**
 * Seeds (timed) into `databaseUrl`'s database, or into a fresh PGlite folder without it,
 * starts the real server on that data and hands both to `use`; then stops the server and
 * removes the folder. On a failure in `use` the server's last output is printed.
 */
export async function withSeededServer<S, T>(
  bench: { name: string; what: string; databaseUrl?: string; seed: (target: Target) => Promise<S> },
  use: (server: ServerProcess, seeded: S, seedSeconds: number) => Promise<T>,
): Promise<T> {
  const { databaseUrl } = bench;
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), `jobsite-bench-${bench.name}-`));
  try {
    console.log(`Seeding ${bench.what} into ${databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`} ...`);
    const started = Date.now();
    const seeded = await bench.seed({ databaseUrl, dataDir });
    const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
    console.log(`Seeded in ${seedSeconds} s. Starting the server ...`);
    const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir!, DATABASE_URL: '' });
    try {
      return await use(server, seeded, seedSeconds);
    } catch (err) {
      console.error(`The server's last words:\n${server.output().slice(-4000)}`);
      throw err;
    } finally {
      await server.stop();
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface Call {
  method?: 'GET' | 'POST';
  /** Sent as JSON (with the CSRF header a POST needs). */
  body?: object;
}

/**
 * One call driven with autocannon for `seconds` over `connections`, signed in by `auth`,
 * after one probe request whose answer is returned (a paged list's `count` is its row count).
 */
export async function measure(url: string, auth: BenchAuth, req: Call, opts: { connections: number; seconds: number }) {
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = method === 'GET' ? { cookie: auth.cookie } : { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' };
  const body = req.body ? JSON.stringify(req.body) : undefined;
  const sample = (await (await fetch(url, { method, headers, body })).json()) as { count?: number };
  const result = await autocannon({ url, method, headers, body, connections: opts.connections, duration: opts.seconds });
  return { sample, result };
}

export interface Scenario extends Call {
  name: string;
  /** The path and query requested, as the results record it. */
  path: string;
  /** What is requested when `path` is only a label: a path and query, or a whole URL. */
  url?: string;
  /** Whose session drives it (a key of `users`); the seeded user otherwise. */
  as?: string;
}

/** A result row. `method` is there when the scenario names one; `requests_per_sec` is null for calls timed one by one. */
export interface Row {
  name: string;
  method?: string;
  path: string;
  matching_rows: number | null;
  p50_ms: number;
  p99_ms: number;
  mean_ms: number;
  requests_per_sec: number | null;
  total_requests: number;
  non_2xx: number;
}

export const printRow = (row: Row) =>
  console.log(
    `${row.name.padEnd(60)} p50 ${String(row.p50_ms).padStart(5)} ms  p99 ${String(row.p99_ms).padStart(5)} ms  ${String(row.requests_per_sec ?? '-').padStart(7)} req/s  (${row.total_requests} requests, ${row.matching_rows ?? '-'} rows, ${row.non_2xx} non-2xx)`,
  );

/** One scenario driven with autocannon: its latency, throughput and the row count of a sample answer, printed as it finishes. */
export async function drive(baseUrl: string, auth: BenchAuth, s: Scenario, opts: { connections: number; seconds: number }): Promise<Row> {
  const target = s.url ?? s.path;
  const { sample, result } = await measure(/^https?:/.test(target) ? target : baseUrl + target, auth, s, opts);
  const row: Row = {
    name: s.name,
    ...(s.method ? { method: s.method } : {}),
    path: s.path,
    matching_rows: sample.count ?? null,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    mean_ms: Math.round(result.latency.average * 100) / 100,
    requests_per_sec: Math.round(result.requests.average * 10) / 10,
    total_requests: result.requests.total,
    non_2xx: result.non2xx + result.errors,
  };
  printRow(row);
  return row;
}

/** What a scenario list is built from once the server is up: its address and a session per user. */
export interface Driving {
  baseUrl: string;
  /** `user` (the seeded user) and every key of `users`. */
  auth: Record<string, BenchAuth>;
}

/**
 * A whole server benchmark: seeds (see withSeededServer), signs the seeded user (and any
 * `users`) in, drives each scenario with autocannon, then `more` (calls measured another way),
 * and writes results/<name>.json (<name>-postgres.json on PostgreSQL):
 * { benchmark, generated_at, database, ...data, seed_seconds, ...settings, machine, scenarios }.
 */
export async function runScenarios<S extends Login>(bench: {
  name: string;
  /** What is seeded, for the log: "100,000 tool items". */
  what: string;
  options: BenchOptions;
  seed: (target: Target) => Promise<S>;
  /** Other users to sign in, by the key scenarios name in `as`. */
  users?: (seeded: S) => Record<string, Login>;
  scenarios: (seeded: S, driving: Driving) => Scenario[] | Promise<Scenario[]>;
  /** Rows measured after the scenarios, another way than autocannon. */
  more?: (seeded: S, driving: Driving) => Promise<Row[]>;
  /** What the results say about the data. */
  data: Record<string, unknown>;
  /** How it was driven; by default seconds_per_scenario and connections. */
  settings?: Record<string, unknown>;
}): Promise<void> {
  const { databaseUrl, seconds, connections } = bench.options;
  await withSeededServer({ name: bench.name, what: bench.what, databaseUrl, seed: bench.seed }, async (server, seeded, seedSeconds) => {
    const { baseUrl } = server;
    const auth: Record<string, BenchAuth> = { user: await login(baseUrl, seeded.email, seeded.password) };
    for (const [key, user] of Object.entries(bench.users?.(seeded) ?? {})) auth[key] = await login(baseUrl, user.email, user.password);
    const driving = { baseUrl, auth };
    const rows: Row[] = [];
    for (const s of await bench.scenarios(seeded, driving)) rows.push(await drive(baseUrl, auth[s.as ?? 'user'], s, { connections, seconds }));
    if (bench.more) rows.push(...(await bench.more(seeded, driving)));
    writeResults(databaseUrl ? `${bench.name}-postgres.json` : `${bench.name}.json`, {
      benchmark: bench.name,
      generated_at: new Date().toISOString(),
      database: databaseUrl ? 'postgres' : 'pglite',
      ...bench.data,
      seed_seconds: seedSeconds,
      ...(bench.settings ?? { seconds_per_scenario: seconds, connections }),
      // Load average at the end: the numbers mean little on a machine busy with other work.
      machine: machineInfo(),
      scenarios: rows,
    });
  });
}
