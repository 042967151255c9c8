import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema/index';
import type { Config } from './config';
import type { DbOrTx } from './db';

/**
 * The session-token key of a server on PostgreSQL without SESSION_SECRET: generated once and
 * kept in the database, so every server process behind one load balancer signs the same
 * sessions (a secret kept per DATA_DIR would sign users out whenever the balancer switches).
 */
export async function sharedSecret(db: DbOrTx, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.value;
}

/** Fills in the session secret once the database is open (PostgreSQL without SESSION_SECRET). */
export async function withSessionSecret(config: Config, db: DbOrTx): Promise<Config> {
  if (config.sessionSecret) return config;
  return { ...config, sessionSecret: await sharedSecret(db, 'session_secret') };
}
