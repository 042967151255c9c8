import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/platform/config';

/**
 * A real server process: from source (`node --import tsx packages/server/src/main.ts`), or
 * compiled (`packages/server/dist/main.mjs`, what `npm start` runs; the browser journeys use it,
 * so the compiled build is what they test). The one way tests, browser journeys
 * (e2e/support/server.ts) and benchmarks (bench/support.ts) start a server.
 */
export interface ServerProcess {
  baseUrl: string;
  /** The data folder it runs on: a fresh temporary one unless env.DATA_DIR names one. */
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, waits for the exit (the data folder's lock is released), removes a temporary data folder. */
  stop(): Promise<void>;
}

/** The V8 settings `npm start` runs the server with (packages/server/v8-flags.json, scripts/start.mjs). */
const serverV8Flags = JSON.parse(readFileSync(path.join(REPO_ROOT, 'packages/server/v8-flags.json'), 'utf8')) as string[];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a server on a free port and waits until /api/v1/health/ answers (asked every `pollMs`,
 * 200 by default). A first start migrates and seeds the demo world (11,000 catalogue items), so
 * allow for a busy machine. It runs with npm start's V8 settings; `nodeOptions` go to node after
 * them, before the script (the journeys' servers take `--liftoff-only`: e2e/support/server.ts).
 */
export async function startServerProcess(env: Record<string, string>, opts: { timeoutMs?: number; compiled?: boolean; pollMs?: number; nodeOptions?: string[] } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'jobsite-proc-'));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  let log = '';
  const bundle = path.join(REPO_ROOT, 'packages/server/dist/main.mjs');
  if (opts.compiled && !existsSync(bundle)) throw new Error('No compiled server: run npm run build first.');
  const args = [...serverV8Flags, ...(opts.nodeOptions ?? []), ...(opts.compiled ? ['--enable-source-maps', bundle] : ['--import', 'tsx', path.join(REPO_ROOT, 'packages/server/src/main.ts')])];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const timeoutMs = opts.timeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${log}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/v1/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start within ${timeoutMs / 1000} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 200));
  }
  return { baseUrl, dataDir, process: child, output: () => log, stop };
}

/** A browser-like HTTP client: keeps cookies and sends the CSRF header on unsafe methods. */
export class CookieClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  /** Takes another client's cookies: the same browser talking to another server behind the balancer. */
  adopt(other: CookieClient): void {
    for (const [k, v] of other.cookies) this.cookies.set(k, v);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    if (method !== 'GET' && !this.cookies.has('csrftoken')) await this.call('GET', '/api/v1/health/');
    const res = await fetch(this.baseUrl + url, {
      method,
      headers: { cookie: this.cookieHeader(), 'x-csrftoken': this.cookies.get('csrftoken') ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      this.cookies.set(k.trim(), v);
    }
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }
}
