import { and, count, eq, gt, lt } from 'drizzle-orm';
import { throttleEvents } from '../db/schema/index';
import type { DbOrTx } from './db';

/** At most `limit` events per key within `windowMs`. */
export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

const KEEP_MS = 24 * 60 * 60 * 1000;

/** How many events a key has had within the rule's window. */
export async function recentEvents(db: DbOrTx, rule: ThrottleRule, key: string): Promise<number> {
  const since = new Date(Date.now() - rule.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since)));
  return row.n;
}

export async function isThrottled(db: DbOrTx, rule: ThrottleRule, key: string): Promise<boolean> {
  return (await recentEvents(db, rule, key)) >= rule.limit;
}

/** Counts one event; old events of every bucket are swept out on the way. */
export async function recordEvent(db: DbOrTx, rule: ThrottleRule, key: string): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, new Date(Date.now() - KEEP_MS)));
  await db.insert(throttleEvents).values({ bucket: rule.bucket, key });
}

export async function clearEvents(db: DbOrTx, rule: ThrottleRule, key: string): Promise<void> {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.key, key)));
}

/** Records an event unless the key is over its limit; answers whether it was allowed. */
export async function takeToken(db: DbOrTx, rule: ThrottleRule, key: string): Promise<boolean> {
  if (await isThrottled(db, rule, key)) return false;
  await recordEvent(db, rule, key);
  return true;
}
