/**
 * What every benchmark does around its measurements: start the real server (the same way
 * the tests do), sign in like the login screen, describe the machine and write the results.
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

export interface DrivenRow {
  name: string;
  path: string;
  matching_rows: number | null;
  p50_ms: number;
  p99_ms: number;
  mean_ms: number;
  requests_per_sec: number;
  total_requests: number;
  non_2xx: number;
}

/**
 * One GET driven with autocannon for `seconds` over `connections`, signed in by `cookie`: its
 * latency, throughput and the row count of a sample answer (a paged list's count), printed
 * as it finishes.
 */
export async function driveGet(baseUrl: string, cookie: string, name: string, pathAndQuery: string, opts: { connections: number; seconds: number }): Promise<DrivenRow> {
  const url = baseUrl + pathAndQuery;
  const headers = { cookie };
  const sample = (await (await fetch(url, { headers })).json()) as { count?: number };
  const result = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers });
  const row: DrivenRow = {
    name,
    path: pathAndQuery,
    matching_rows: sample.count ?? null,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    mean_ms: Math.round(result.latency.average * 100) / 100,
    requests_per_sec: Math.round(result.requests.average * 10) / 10,
    total_requests: result.requests.total,
    non_2xx: result.non2xx + result.errors,
  };
  console.log(`${row.name.padEnd(60)} p50 ${String(row.p50_ms).padStart(5)} ms  p99 ${String(row.p99_ms).padStart(5)} ms  ${String(row.requests_per_sec).padStart(7)} req/s  (${row.matching_rows ?? '-'} rows, ${row.non_2xx} non-2xx)`);
  return row;
}
