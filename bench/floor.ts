/**
 * The floor benchmark (issue 14): how far our server is from bare Fastify running the same SQL.
 *
 * For PostgreSQL (a fresh database created in BENCH_DATABASE_URL's server, dropped at the end)
 * and for embedded PGlite (a temporary data folder), in two phases, small then large sizes:
 *   1. seeds the data (bench/floor/seed.ts: bench/seed-projects.ts, the cart module as
 *      bench/cart.ts uses it, the generated catalogue, and bench/seed-orders.ts, seed-assets.ts
 *      and seed-shipping.ts for the orders, tool items and shipping form lists);
 *   2. captures the SQL of one warm request of each call from a recording instance of our app
 *      (bench/floor/capture.ts): statements, bound values, and whether they went one after another;
 *      on PostgreSQL, explains them (bench/floor/explain.ts): buffers touched and execution time;
 *   3. starts our real server (startServer, a process as `npm start` runs it) and the floor
 *      (bench/floor/server.ts, its own process: bare Fastify + pg, or + PGlite on a copy of the
 *      data folder) which replays exactly those statements;
 *   4. drives each call on ours and on the floor back to back with autocannon for BENCH_SECONDS
 *      at 1, 8 and 50 connections (PostgreSQL) or 1 (PGlite);
 *   5. writes bench/results/floor.json (and the captured SQL to floor-sql.json) and the tables of
 *      bench/README.md's "Floor" section.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- floor
 *   BENCH_FLOOR_SCALE=small ...        2,000 vs 20,000 projects, 1,000 vs 5,000 lines, 10,000 vs 100,000 items,
 *                                      2,000 vs 20,000 orders, 2,000 vs 20,000 tool items, 1,000 vs 10,000 shipping forms
 *   BENCH_FLOOR_PROJECTS=2000,200000 BENCH_FLOOR_LINES=1000,50000 BENCH_FLOOR_ITEMS=100000,1000000
 *   BENCH_FLOOR_ORDERS=2000,100000 BENCH_FLOOR_TOOL_ITEMS=2000,100000 BENCH_FLOOR_SHIPPING_FORMS=1000,50000
 *   BENCH_FLOOR_NOTIFICATIONS=1000,50000 BENCH_FLOOR_CONNECTIONS=1,8,50 BENCH_FLOOR_DATABASES=postgres,pglite
 *   BENCH_FLOOR_WARMUP=2 (seconds each call is driven on both, unrecorded, before the runs)
 *   BENCH_FLOOR_OUT=floor (results/<name>.json, <name>-sql.json, <name>.md; only the default name
 *   updates bench/README.md's table, so a run at other sizes leaves the default run's results alone)
 * It measures; it never fails a test run.
 */
import autocannon from 'autocannon';
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_ORDER_STATUSES, ORDER_DATE_LIMIT_DAYS } from '@jobsite/core';
import { freePort } from '../packages/server/test/processes';
import { type CallToCapture, type CapturedCall, captureCalls, floorPath } from './floor/capture';
import { type CallCost, explainCalls } from './floor/explain';
import { type ListUsers, type Login, type Target, numberWithOneMatch, seedLarge, seedSmall } from './floor/seed';
import { benchDir, login, machineInfo, repoRoot, startServer, writeResults } from './support';

const SCALE = process.env.BENCH_FLOOR_SCALE === 'small' ? 'small' : 'issue';
const pair = (env: string | undefined, fallback: [number, number]): [number, number] => {
  const v = env?.split(',').map(Number);
  return v && v.length === 2 && v.every((n) => Number.isInteger(n) && n > 0) ? [v[0], v[1]] : fallback;
};
const SIZES = {
  projects: pair(process.env.BENCH_FLOOR_PROJECTS, SCALE === 'small' ? [2_000, 20_000] : [2_000, 200_000]),
  lines: pair(process.env.BENCH_FLOOR_LINES, SCALE === 'small' ? [1_000, 5_000] : [1_000, 50_000]),
  items: pair(process.env.BENCH_FLOOR_ITEMS, SCALE === 'small' ? [10_000, 100_000] : [100_000, 1_000_000]),
  notifications: pair(process.env.BENCH_FLOOR_NOTIFICATIONS, SCALE === 'small' ? [1_000, 5_000] : [1_000, 50_000]),
  orders: pair(process.env.BENCH_FLOOR_ORDERS, SCALE === 'small' ? [2_000, 20_000] : [2_000, 100_000]),
  toolItems: pair(process.env.BENCH_FLOOR_TOOL_ITEMS, SCALE === 'small' ? [2_000, 20_000] : [2_000, 100_000]),
  shippingForms: pair(process.env.BENCH_FLOOR_SHIPPING_FORMS, SCALE === 'small' ? [1_000, 10_000] : [1_000, 50_000]),
};
/** Phase 0 (small) or 1 (large) of the orders, tool items and shipping form sizes. */
const listSizes = (phase: 0 | 1) => ({ orders: SIZES.orders[phase], toolItems: SIZES.toolItems[phase], shippingForms: SIZES.shippingForms[phase] });
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The results' name: results/<name>.json, <name>-sql.json and <name>.md; only `floor` (the default) updates the README's table. */
const OUT = (process.env.BENCH_FLOOR_OUT ?? 'floor').replace(/[^\w.-]+/g, '-');
const WARMUP = Number(process.env.BENCH_FLOOR_WARMUP ?? 2);
const PG_CONNECTIONS = (process.env.BENCH_FLOOR_CONNECTIONS ?? '1,8,50').split(',').map(Number);
const adminUrl = process.env.BENCH_DATABASE_URL;
/** Keeps the PostgreSQL database after the run (its name is logged) to read plans against the same data. */
const KEEP_DATABASE = process.env.BENCH_FLOOR_KEEP_DATABASE === '1';
const DATABASES = (process.env.BENCH_FLOOR_DATABASES ?? 'postgres,pglite').split(',').filter((d) => d === 'pglite' || (d === 'postgres' && adminUrl)) as ('postgres' | 'pglite')[];

type Phase = 'small' | 'large';
type Call = 'ListProject' | 'retrieve_cart_items' | 'searchproduct' | 'searchproduct, one match' | 'ListNotification' | 'orders' | 'tool_items' | 'ShippingForms/list';

interface Measured {
  requests_per_sec: number;
  p50_ms: number;
  p99_ms: number;
  mean_ms: number;
  total_requests: number;
  non_2xx: number;
  response_bytes: number;
}

interface Row {
  database: 'postgres' | 'pglite';
  call: Call;
  phase: Phase;
  size: number;
  size_of: string;
  connections: number;
  statements: number;
  sent: string;
  ours: Measured;
  floor: Measured;
  /** ours / floor requests per second: 1 is the floor, 0.5 is twice its cost. */
  ratio: number;
  /** The call's statements inside PostgreSQL (bench/floor/explain.ts): buffers touched and median execution time. */
  in_database?: CallCost;
}

const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;
const log = (s: string) => console.log(`[floor ${new Date().toISOString().slice(11, 19)}] ${s}`);

/** One call driven with autocannon; the probe answer's size is recorded (ours and the floor answer differently shaped JSON). */
async function drive(baseUrl: string, call: CallToCapture, auth: { cookie: string; csrf: string }, connections: number, seconds = SECONDS): Promise<Measured> {
  const headers: Record<string, string> = { cookie: auth.cookie, 'x-csrftoken': auth.csrf };
  if (call.body) headers['content-type'] = 'application/json';
  const body = call.body ? JSON.stringify(call.body) : undefined;
  const url = baseUrl + call.url;
  // Two probes warm the route; the second's size is recorded.
  let bytes = 0;
  for (let i = 0; i < 2; i++) {
    const probe = await fetch(url, { method: call.method, headers, body });
    bytes = (await probe.arrayBuffer()).byteLength;
    if (!probe.ok) throw new Error(`${call.method} ${url} answered ${probe.status}`);
  }
  const r = await autocannon({ url, method: call.method, headers, body, connections, duration: seconds });
  return {
    requests_per_sec: round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    mean_ms: round(r.latency.average, 2),
    total_requests: r.requests.total,
    non_2xx: r.non2xx + r.errors,
    response_bytes: bytes,
  };
}

/** The floor server in its own process, once it answers. */
async function startFloor(routesFile: string, db: { url?: string; pgliteDir?: string }): Promise<{ baseUrl: string; stop: () => Promise<void>; child: ChildProcess }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'floor/server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, FLOOR_ROUTES: routesFile, PORT: String(port), HOST: '127.0.0.1', ...(db.url ? { FLOOR_DATABASE_URL: db.url } : { FLOOR_PGLITE_DIR: db.pgliteDir! }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the floor server exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the floor server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, stop, child };
}

interface PhaseCall extends CallToCapture {
  call: Call;
  size: number;
  size_of: string;
}

// The first page of each list as the web's screens ask for it (features/orders/api/orders.ts with
// the default statuses and date range, components/assets/api.ts, components/shipping/api.ts).
const ORDERS_FIRST_PAGE = `/api/v1/orders/?status=${encodeURIComponent(DEFAULT_ORDER_STATUSES.join(','))}&date_limit=${ORDER_DATE_LIMIT_DAYS}&page_size=25`;

/** The orders, tool items and shipping form lists of a phase, each at that phase's size. */
function listCalls(users: ListUsers, phase: 0 | 1): PhaseCall[] {
  const sizes = listSizes(phase);
  return [
    { key: 'orders', call: 'orders', size: sizes.orders, size_of: 'orders', user: users.ordersUser, method: 'GET', url: ORDERS_FIRST_PAGE },
    { key: 'tool_items', call: 'tool_items', size: sizes.toolItems, size_of: 'tool items', user: users.toolsUser, method: 'GET', url: '/api/v1/tool_items/?service=tool&page_size=25' },
    { key: 'shipping', call: 'ShippingForms/list', size: sizes.shippingForms, size_of: 'forms', user: users.shippingUser, method: 'GET', url: '/api/v1/ShippingForms/list/?page_size=25' },
  ];
}

/** Capture, then ours and the floor side by side, each call at each connection count back to back. */
async function measurePhase(database: 'postgres' | 'pglite', target: Target, phase: Phase, calls: PhaseCall[]): Promise<{ rows: Row[]; captured: (CapturedCall & { in_database?: CallCost })[] }> {
  log(`${database} ${phase}: capturing the SQL of ${calls.length} calls`);
  const captured = await captureCalls(target, calls);
  // Buffers and execution time of the same statements inside PostgreSQL (PGlite's EXPLAIN would need the folder our server opens).
  const costs = target.databaseUrl ? await explainCalls(target.databaseUrl, captured) : {};
  for (const c of captured) {
    const cost = costs[c.key];
    log(`  ${c.key}: ${c.statements.length} statements${c.one_after_another ? ' one after another' : `, ${c.round_trips} round trips in sequence`}${c.session_statement ? ' (session read)' : ''}${cost ? `; ${cost.buffers} buffers, ${cost.execution_ms} ms executing` : ''}`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'jobsite-floor-'));
  const routesFile = path.join(work, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(captured));
  let floorDir: string | undefined;
  if (database === 'pglite') {
    // A second PGlite must not open the folder our server has open: the floor gets a copy.
    floorDir = path.join(work, 'data');
    cpSync(path.join(target.dataDir!, 'pglite'), path.join(floorDir, 'pglite'), { recursive: true });
  }
  const ours = await startServer(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir!, DATABASE_URL: '' });
  let floor: Awaited<ReturnType<typeof startFloor>> | null = null;
  try {
    floor = await startFloor(routesFile, target.databaseUrl ? { url: target.databaseUrl } : { pgliteDir: floorDir });
    const sessions = new Map<string, { cookie: string; csrf: string }>();
    const rows: Row[] = [];
    const connectionCounts = database === 'postgres' ? PG_CONNECTIONS : [1];
    for (const call of calls) {
      const c = captured.find((x) => x.key === call.key)!;
      const onFloor = { ...call, url: floorPath(call.key) };
      let auth = sessions.get(call.user.email);
      if (!auth) {
        auth = await login(ours.baseUrl, call.user.email, call.user.password);
        sessions.set(call.user.email, auth);
      }
      // Warm both first (the JIT, PGlite's WebAssembly tiers, the pools): discarded.
      if (WARMUP > 0) {
        await drive(ours.baseUrl, call, auth, 1, WARMUP);
        await drive(floor.baseUrl, onFloor, auth, 1, WARMUP);
      }
      for (const connections of connectionCounts) {
        const o = await drive(ours.baseUrl, call, auth, connections);
        // The same request at the call's floor path, cookies and body included (the floor ignores them).
        const f = await drive(floor.baseUrl, onFloor, auth, connections);
        const row: Row = {
          database,
          call: call.call,
          phase,
          size: call.size,
          size_of: call.size_of,
          connections,
          statements: c.statements.length,
          sent: c.one_after_another ? 'one after another' : `${c.round_trips} round trip${c.round_trips === 1 ? '' : 's'} in sequence`,
          ours: o,
          floor: f,
          ratio: round(o.requests_per_sec / f.requests_per_sec, 2),
          ...(costs[call.key] ? { in_database: costs[call.key] } : {}),
        };
        log(
          `  ${database} ${call.call} ${call.size.toLocaleString()} ${call.size_of} x${connections}: ours ${o.requests_per_sec} req/s p50 ${o.p50_ms} p99 ${o.p99_ms} | floor ${f.requests_per_sec} req/s p50 ${f.p50_ms} p99 ${f.p99_ms} | ratio ${row.ratio}${o.non_2xx + f.non_2xx ? ` (non-2xx ${o.non_2xx}/${f.non_2xx})` : ''}`,
        );
        rows.push(row);
      }
    }
    return { rows, captured: captured.map((c) => ({ ...c, ...(costs[c.key] ? { in_database: costs[c.key] } : {}) })) };
  } finally {
    await floor?.stop();
    await ours.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** A fresh database next to BENCH_DATABASE_URL's, dropped at the end. */
async function withPostgres<T>(body: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_floor_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      return await body(url.toString());
    } finally {
      if (KEEP_DATABASE) log(`kept database ${name} (BENCH_FLOOR_KEEP_DATABASE=1): drop it when done`);
      else await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

async function runDatabase(database: 'postgres' | 'pglite', target: Target) {
  const seconds = (from: number) => round((Date.now() - from) / 1000);
  let t = Date.now();
  log(`${database}: seeding the small phase`);
  const small = await seedSmall(target, { projects: SIZES.projects[0], lines: SIZES.lines[0], items: SIZES.items[0], notifications: SIZES.notifications[0], ...listSizes(0) }, log);
  const seedSmallSeconds = seconds(t);
  const cartUser: Login = { email: small.cartUser.email, password: small.cartUser.password };
  const search = { search_text: small.exactNumber };
  // The base number's matches grow with the catalogue (its editions); this one matches one item at both sizes.
  const oneMatch = { search_text: numberWithOneMatch(SIZES.items[0], SIZES.items[1]) };
  const smallCalls: PhaseCall[] = [
    { key: 'ListProject', call: 'ListProject', size: SIZES.projects[0], size_of: 'projects', user: small.projectsUser, method: 'GET', url: '/api/v1/ListProject/' },
    { key: 'cart', call: 'retrieve_cart_items', size: SIZES.lines[0], size_of: 'lines', user: cartUser, method: 'GET', url: `/api/v1/projects/${small.cartProjectId}/retrieve_cart_items/?page_size=50` },
    { key: 'search', call: 'searchproduct', size: SIZES.items[0], size_of: 'items', user: cartUser, method: 'POST', url: '/api/v1/searchproduct/', body: search },
    { key: 'search-one', call: 'searchproduct, one match', size: SIZES.items[0], size_of: 'items', user: cartUser, method: 'POST', url: '/api/v1/searchproduct/', body: oneMatch },
    { key: 'notifications', call: 'ListNotification', size: SIZES.notifications[0], size_of: 'notifications', user: cartUser, method: 'GET', url: '/api/v1/ListNotification/' },
    ...listCalls(small, 0),
  ];
  const a = await measurePhase(database, target, 'small', smallCalls);
  t = Date.now();
  log(`${database}: seeding the large phase`);
  const large = await seedLarge(target, small, { projects: SIZES.projects[1], lines: SIZES.lines[1], items: { from: SIZES.items[0], to: SIZES.items[1] }, notifications: { from: SIZES.notifications[0], to: SIZES.notifications[1] }, ...listSizes(1) }, log);
  const seedLargeSeconds = seconds(t);
  const largeCalls: PhaseCall[] = [
    { key: 'ListProject', call: 'ListProject', size: SIZES.projects[1], size_of: 'projects', user: large.projectsUser, method: 'GET', url: '/api/v1/ListProject/' },
    { key: 'cart', call: 'retrieve_cart_items', size: SIZES.lines[1], size_of: 'lines', user: cartUser, method: 'GET', url: `/api/v1/projects/${large.cartProjectId}/retrieve_cart_items/?page_size=50` },
    { key: 'search', call: 'searchproduct', size: SIZES.items[1], size_of: 'items', user: cartUser, method: 'POST', url: '/api/v1/searchproduct/', body: search },
    { key: 'search-one', call: 'searchproduct, one match', size: SIZES.items[1], size_of: 'items', user: cartUser, method: 'POST', url: '/api/v1/searchproduct/', body: oneMatch },
    { key: 'notifications', call: 'ListNotification', size: SIZES.notifications[1], size_of: 'notifications', user: cartUser, method: 'GET', url: '/api/v1/ListNotification/' },
    ...listCalls(large, 1),
  ];
  const b = await measurePhase(database, target, 'large', largeCalls);
  return {
    seed_seconds: { small: seedSmallSeconds, large: seedLargeSeconds },
    search_text: small.exactNumber,
    one_match_search_text: oneMatch.search_text,
    rows: [...a.rows, ...b.rows],
    captured: { small: a.captured, large: b.captured },
  };
}

/** First page at the small size against the large one, per database, call and connection count. */
function scaleRows(rows: Row[]) {
  const out = [];
  for (const s of rows.filter((r) => r.phase === 'small')) {
    const l = rows.find((r) => r.phase === 'large' && r.database === s.database && r.call === s.call && r.connections === s.connections);
    if (!l) continue;
    out.push({
      database: s.database,
      call: s.call,
      connections: s.connections,
      small_size: s.size,
      large_size: l.size,
      size_of: s.size_of,
      // Cost at the large size over cost at the small one (requests per second inverted): the goal is at most 1.5.
      ours_cost_ratio: round(s.ours.requests_per_sec / l.ours.requests_per_sec, 2),
      floor_cost_ratio: round(s.floor.requests_per_sec / l.floor.requests_per_sec, 2),
      ours_p50_ms: [s.ours.p50_ms, l.ours.p50_ms],
      floor_p50_ms: [s.floor.p50_ms, l.floor.p50_ms],
      // The same statements inside PostgreSQL at both sizes: the buffers are the same run after run, the time is a median.
      ...(s.in_database && l.in_database ? { buffers: [s.in_database.buffers, l.in_database.buffers], execution_ms: [s.in_database.execution_ms, l.in_database.execution_ms] } : {}),
    });
  }
  return out;
}

const n = (v: number) => v.toLocaleString('en-US');

function markdown(out: { generated_at: string; scale: string; machine: ReturnType<typeof machineInfo>; load_average_at_start: number[]; git: string; git_at_end?: string; rows: Row[]; scale_rows: ReturnType<typeof scaleRows>; seconds: number }): string {
  const lines = [
    `Measured ${out.generated_at.slice(0, 16).replace('T', ' ')} UTC, scale \`${out.scale}\`, ${out.seconds} s per run, ${out.machine.cpus} cores (${out.machine.cpu}), Node ${out.machine.node}, load average ${out.load_average_at_start.join(' / ')} (1/5/15 min) at the start and ${out.machine.load_average_1m} at the end; server code at ${out.git}${out.git_at_end ? `, and at ${out.git_at_end}` : ''}.`,
    '',
    '| database | call (data) | conn. | ours req/s | floor req/s | ours / floor | ours p50 / p99 ms | floor p50 / p99 ms | statements |',
    '|---|---|---|---|---|---|---|---|---|',
    ...out.rows.map(
      (r) =>
        `| ${r.database} | ${r.call} (${n(r.size)} ${r.size_of}) | ${r.connections} | ${r.ours.requests_per_sec} | ${r.floor.requests_per_sec} | **${r.ratio}** | ${r.ours.p50_ms} / ${r.ours.p99_ms} | ${r.floor.p50_ms} / ${r.floor.p99_ms} | ${r.statements} (${r.sent}) |`,
    ),
    '',
    'Scale: cost of the first page at the large size over the small size (requests per second, small / large; the goal is at most 1.5), and what its statements do inside PostgreSQL at both sizes (buffers touched, the same run after run, and the median execution time of 21 EXPLAIN ANALYZE runs):',
    '',
    '| database | call | sizes | conn. | ours | floor | ours p50 ms small → large | buffers small → large | SQL ms small → large |',
    '|---|---|---|---|---|---|---|---|---|',
    ...out.scale_rows.map(
      (s) =>
        `| ${s.database} | ${s.call} | ${n(s.small_size)} → ${n(s.large_size)} ${s.size_of} | ${s.connections} | ${s.ours_cost_ratio} | ${s.floor_cost_ratio} | ${s.ours_p50_ms[0]} → ${s.ours_p50_ms[1]} | ${s.buffers ? `${n(s.buffers[0])} → ${n(s.buffers[1])}` : ''} | ${s.execution_ms ? `${s.execution_ms[0]} → ${s.execution_ms[1]}` : ''} |`,
    ),
  ];
  return lines.join('\n');
}

/** Replaces the generated part of README.md's Floor section. */
function writeReadme(table: string) {
  const file = path.join(benchDir, 'README.md');
  const text = readFileSync(file, 'utf8');
  const start = '<!-- floor-results:start -->';
  const end = '<!-- floor-results:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) {
    console.log('bench/README.md has no floor-results markers; the table is in results/floor.md only');
    return;
  }
  writeFileSync(file, `${text.slice(0, i + start.length)}\n${table}\n${text.slice(j)}`);
  console.log('Updated bench/README.md (Floor section)');
}

/**
 * The server and core code the run measures: HEAD, and the state of packages/server and
 * packages/core (their trees and any uncommitted changes) to tell whether it changed during the
 * run. The capture runs the code this process loaded at its start, our server the code on disk
 * when each phase starts it: a change in between makes ours and the floor run different SQL.
 */
function serverCode(): { label: string; state: string } {
  try {
    const git = (args: string) => execSync(`git ${args}`, { cwd: repoRoot }).toString().trim();
    const head = git('rev-parse --short HEAD');
    const dirty = git('status --porcelain packages/server packages/core');
    const state = [git('rev-parse HEAD:packages/server HEAD:packages/core'), dirty ? git('diff HEAD -- packages/server packages/core') : '', dirty].join('\n');
    return { label: dirty ? `${head} with uncommitted server/core changes` : head, state };
  } catch {
    return { label: 'unknown', state: 'unknown' };
  }
}

async function main() {
  if (!adminUrl) log('BENCH_DATABASE_URL is not set: PostgreSQL is skipped');
  const loadAtStart = loadavg().map((v) => round(v, 2));
  const codeAtStart = serverCode();
  const git = codeAtStart.label;
  log(
    `scale ${SCALE}: projects ${SIZES.projects.join(' / ')}, lines ${SIZES.lines.join(' / ')}, items ${SIZES.items.join(' / ')}, orders ${SIZES.orders.join(' / ')}, tool items ${SIZES.toolItems.join(' / ')}, shipping forms ${SIZES.shippingForms.join(' / ')}, notifications ${SIZES.notifications.join(' / ')}; ${DATABASES.join(', ')}`,
  );
  const results: Record<string, Awaited<ReturnType<typeof runDatabase>>> = {};
  for (const database of DATABASES) {
    const started = Date.now();
    if (database === 'postgres') {
      results.postgres = await withPostgres((url) => runDatabase('postgres', { databaseUrl: url, dataDir: null }));
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'jobsite-floor-pglite-'));
      try {
        results.pglite = await runDatabase('pglite', { dataDir });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    log(`${database}: done in ${round((Date.now() - started) / 1000)} s`);
  }
  const codeAtEnd = serverCode();
  const codeChanged = codeAtEnd.state !== codeAtStart.state;
  if (codeChanged) log(`the server or core code changed during the run (${codeAtStart.label} at the start, ${codeAtEnd.label} at the end): ours may have run other SQL than the floor replayed`);
  const rows = Object.values(results).flatMap((r) => r.rows);
  const out = {
    benchmark: 'floor',
    generated_at: new Date().toISOString(),
    scale: SCALE,
    sizes: SIZES,
    seconds: SECONDS,
    warmup_seconds: WARMUP,
    postgres_connections: PG_CONNECTIONS,
    git,
    ...(codeChanged ? { git_at_end: `${codeAtEnd.label} (server or core code changed during the run)` } : {}),
    load_average_at_start: loadAtStart,
    machine: machineInfo(),
    seed_seconds: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.seed_seconds])),
    search_text: Object.values(results)[0]?.search_text,
    one_match_search_text: Object.values(results)[0]?.one_match_search_text,
    rows,
    scale_rows: scaleRows(rows),
  };
  writeResults(`${OUT}.json`, out);
  writeResults(`${OUT}-sql.json`, Object.fromEntries(Object.entries(results).map(([k, v]) => [k, v.captured])));
  const table = markdown(out);
  writeFileSync(path.join(benchDir, 'results', `${OUT}.md`), table + '\n');
  // A run under another name (another scale, one call's sizes) leaves the README's table to the default run.
  if (OUT === 'floor') writeReadme(table);
}

// Run by bench/run.ts with the other benchmarks (npm run bench -- floor for this one alone).
export default main;
