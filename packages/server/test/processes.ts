import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/platform/config';

/** A real server process (`node --import tsx src/main.ts`), for tests that need more than one. */
export interface ServerProcess {
  baseUrl: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobsite-proc-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'packages/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start within 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like HTTP client: keeps cookies and sends the CSRF header on unsafe methods. */
export class CookieClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

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
