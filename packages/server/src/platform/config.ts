import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { howToVideosSchema, type HowToVideo } from '@jobsite/core';

/**
 * The server package's folder: two up from src/platform/ when run from source (tsx, tests), one
 * up from dist/ when run compiled (npm start). Its drizzle.config.ts marks it either way.
 */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 3 && !existsSync(path.join(dir, 'drizzle.config.ts')); i++) dir = path.dirname(dir);
  return dir;
}
export const SERVER_ROOT = serverRoot();

/** How long a session's context is kept in process by default (platform/session-cache.ts). */
export const SESSION_CACHE_MS = 10_000;
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Jobsite Supply <no-reply@jobsite.local>'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((v) => /^(false|\d{1,2})$/.test(v) || v.split(',').every((a) => /^[0-9a-fA-F.:/]+$|^(loopback|linklocal|uniquelocal)$/.test(a.trim())), 'must be false, a hop count, or a comma-separated list of proxy addresses or CIDR ranges')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000, 'must be at most 60000 (a minute)').default(SESSION_CACHE_MS),
  HOW_TO_VIDEOS: z
    .string()
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {"title", "src", "description"?}' });
        return z.NEVER;
      }
    })
    .pipe(howToVideosSchema)
    .optional(),
});

/**
 * Which proxies' X-Forwarded-For / -Proto headers are believed (Fastify's trustProxy): none by
 * default, so a client cannot pick its own address; a hop count; or the proxies' addresses.
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((a) => a.trim()).filter(Boolean);
}

/** Where uploaded files are kept: DATA_DIR/files, or an S3-compatible bucket (S3_BUCKET) that several servers share. */
export type StorageConfig =
  | { kind: 'disk' }
  | { kind: 's3'; endpoint?: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Empty until the database is open when it is to come from there (PostgreSQL without SESSION_SECRET). */
  sessionSecret: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Unset: false (forwarded headers ignored). */
  trustProxy?: TrustProxy;
  /** Unset (configurations built by hand, as in tests): files under DATA_DIR/files. */
  storage?: StorageConfig;
  /** The how-to videos Help offers (HOW_TO_VIDEOS); none when unset. */
  howToVideos?: HowToVideo[];
  /** How long a session's context is kept in process (SESSION_CACHE_MS); unset or 0: read on every call. */
  sessionCacheMs?: number;
}

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  // Half an S3 setup would quietly keep files on one server's disk: refuse it.
  const s3Given = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => blanksRemoved[name]);
  if (blanksRemoved.S3_BUCKET) {
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!blanksRemoved[name]) lines.push(`  ${name}: required when S3_BUCKET is set`);
    }
  } else if (s3Given.length > 0) lines.push(`  S3_BUCKET: required when ${s3Given.join(', ')} ${s3Given.length > 1 ? 'are' : 'is'} set`);
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = e.DATA_DIR ? path.resolve(base, e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // On PostgreSQL every server shares one generated secret kept in the database (withSessionSecret).
    sessionSecret: e.SESSION_SECRET ?? (e.DATABASE_URL ? '' : keptSessionSecret(dataDir)),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    howToVideos: e.HOW_TO_VIDEOS ?? [],
    sessionCacheMs: e.SESSION_CACHE_MS,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          // A self-hosted service (MinIO and the like) rarely has a DNS name per bucket.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
        }
      : { kind: 'disk' },
  };
}

/** Without SESSION_SECRET, one is generated once and kept under DATA_DIR. */
function keptSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const APP_VERSION: string = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version;
