import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import type { Config } from '../src/platform/config';
import type { Database, Db } from '../src/platform/db';
import type { Mailer, OutgoingMail } from '../src/platform/mail';
import { createSession } from '../src/platform/sessions';
import { openTestDatabase } from './database';

export const TEST_CSRF = 'test-csrf-token-0123456789abcdef';

/**
 * Temporary folders for one test file: call it at the top of the file; the function it answers
 * makes a new folder at each call, and every folder made is removed once the file's tests have run.
 */
export function tempFolders(prefix: string): () => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}

/** The configuration of a test app; its data folder is a new temporary one unless `overrides` names one (the caller removes it). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'jobsite-test-')),
    mailFrom: 'Jobsite Supply <no-reply@jobsite.test>',
    sessionSecret: 'test-secret-test-secret-test-secret-0000',
    logLevel: 'silent',
    // Tests play clients at many addresses through a proxy on loopback (inject comes from 127.0.0.1).
    trustProxy: ['127.0.0.1'],
    ...overrides,
  };
}

/** A mailer that keeps what it sends, for tests that read codes out of mail. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  readonly texts: { to: string; text: string }[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
  async sendText(to: string, text: string) {
    this.texts.push({ to, text });
  }
  lastTo(to: string): OutgoingMail | undefined {
    return this.sent.filter((m) => m.to === to).at(-1);
  }
  /** The last link to the web app mailed to someone, as a URL. */
  lastLinkTo(to: string): URL | undefined {
    const match = this.lastTo(to)?.text.match(/https?:\/\/\S+/);
    return match ? new URL(match[0]) : undefined;
  }
  /** The last 6-digit code mailed or texted to someone. */
  lastCodeTo(to: string): string | undefined {
    const texts = [...this.sent.filter((m) => m.to === to).map((m) => m.text), ...this.texts.filter((m) => m.to === to).map((m) => m.text)];
    return lastCode(texts);
  }
}

function lastCode(texts: string[]): string | undefined {
  for (const text of texts.reverse()) {
    const m = text.match(/\b(\d{6})\b/);
    if (m) return m[1];
  }
  return undefined;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  mailer: MemoryMailer;
  /** An inject that carries the session cookie of an account and the CSRF pair. */
  as(session: { token: string } | null): (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Signs an account in directly (no login call) for its current company. */
  signIn(accountId: number, companyId: number): Promise<{ token: string }>;
  close(): Promise<void>;
}

/** The session token a response set, to call on as that user. */
export function sessionFrom(res: LightMyRequestResponse): { token: string } {
  const cookie = res.cookies.find((c) => c.name === 'sessionid' && c.value);
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode} ${res.body}`);
  return { token: cookie.value };
}

/**
 * Builds the app in-process on a fresh database. `extend` may add routes before the app
 * is ready (platform tests use it to mount probe routes).
 */
export async function buildTestApp(
  opts: {
    extend?: (app: FastifyInstance) => void | Promise<void>;
    /** Send mail with the real mailer to this SMTP server instead of keeping it in memory. */
    smtpUrl?: string;
    /** Configuration to change for this app. */
    config?: Partial<Config>;
  } & Partial<Pick<BuildOptions, 'webDist'>> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const mailer = new MemoryMailer();
  const config = testConfig({ smtpUrl: opts.smtpUrl, ...opts.config });
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: opts.smtpUrl ? undefined : mailer,
    webDist: opts.webDist ?? path.join(config.dataDir, 'no-web'),
  });
  await opts.extend?.(app);
  await app.ready();

  // Work a call starts after answering (mail) has finished when the test reads the answer.
  const as: TestApp['as'] = (session) => async (injectOpts) => {
    const cookies: Record<string, string> = { csrftoken: TEST_CSRF, ...(injectOpts.cookies ?? {}) };
    if (session) cookies.sessionid = session.token;
    const res = await app.inject({ ...injectOpts, cookies, headers: { 'x-csrftoken': TEST_CSRF, ...(injectOpts.headers ?? {}) } });
    await app.afterResponse.settled();
    return res;
  };

  return {
    app,
    db: database.db,
    database,
    mailer,
    as,
    signIn: (accountId, companyId) => createSession(database.db, config.sessionSecret, accountId, companyId),
    close: async () => {
      await app.close();
      await database.close();
      if (!opts.config?.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
