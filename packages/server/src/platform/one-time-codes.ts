import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_CODE_LENGTH } from '@jobsite/core';
import { oneTimeCodes, type OneTimeCodePurpose } from '../db/schema/index';
import type { DbOrTx } from './db';

/** How long each kind of code is good for. Two-way codes follow the spec; links need longer. */
export const CODE_LIFETIME_MS: Record<OneTimeCodePurpose, number> = {
  two_way_auth: 10 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  email_verification: 3 * 24 * 60 * 60 * 1000,
};
/** A set-password link for a user created by an administrator lives as long as a verification link. */
export const SET_PASSWORD_LIFETIME_MS = CODE_LIFETIME_MS.email_verification;
/** Wrong guesses after which a code is void. */
export const MAX_CODE_ATTEMPTS = 5;

function hashCode(secret: string, purpose: OneTimeCodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Codes people type (6 digits) can be guessed: they void after a few wrong tries, and a new one voids the old. */
const isTypedCode = (purpose: OneTimeCodePurpose) => purpose === 'two_way_auth';

/**
 * Issues a code and keeps only its hash. Digits for codes people type (two-way), a
 * 160-bit token for codes that travel in links. A new typed code voids the earlier ones,
 * so only the newest message works; link tokens stay good until used or expired, so a
 * stranger asking for another mail never voids the link the owner holds.
 */
export async function issueCode(
  db: DbOrTx,
  secret: string,
  accountId: number,
  purpose: OneTimeCodePurpose,
  lifetimeMs: number = CODE_LIFETIME_MS[purpose],
): Promise<string> {
  const code =
    purpose === 'two_way_auth'
      ? String(randomInt(0, 10 ** AUTH_CODE_LENGTH)).padStart(AUTH_CODE_LENGTH, '0')
      : randomBytes(20).toString('hex');
  const now = new Date();
  if (isTypedCode(purpose)) {
    await db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
  }
  await db.insert(oneTimeCodes).values({
    accountId,
    purpose,
    codeHash: hashCode(secret, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/**
 * Uses up a code: 'ok' once, then 'invalid'. A wrong guess counts against the live code;
 * after MAX_CODE_ATTEMPTS it is void.
 */
export async function consumeCode(
  db: DbOrTx,
  secret: string,
  accountId: number,
  purpose: OneTimeCodePurpose,
  code: string,
): Promise<CodeCheck> {
  if (!isTypedCode(purpose)) return consumeLinkCode(db, secret, accountId, purpose, code);
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!latest || latest.usedAt || latest.failedAttempts >= MAX_CODE_ATTEMPTS) return 'invalid';
  if (!sameHash(latest.codeHash, hashCode(secret, purpose, code))) {
    await db
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
      .where(eq(oneTimeCodes.id, latest.id));
    return 'invalid';
  }
  if (latest.expiresAt.getTime() <= Date.now()) return 'expired';
  // The update is the check: two requests with one code cannot both get a row back.
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length ? 'ok' : 'invalid';
}

/** When the newest code of a purpose was sent, to pace resends. */
export async function lastCodeSentAt(db: DbOrTx, accountId: number, purpose: OneTimeCodePurpose): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * A link token: any unused one of the account's matches (a 160-bit token cannot be guessed,
 * so wrong tries void nothing; the caller throttles guessers by address). Using one uses up
 * every other of the same purpose.
 */
async function consumeLinkCode(db: DbOrTx, secret: string, accountId: number, purpose: OneTimeCodePurpose, code: string): Promise<CodeCheck> {
  const [match] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, hashCode(secret, purpose, code)), isNull(oneTimeCodes.usedAt)))
    .limit(1);
  if (!match) return 'invalid';
  if (match.expiresAt.getTime() <= Date.now()) return 'expired';
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, match.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!used.length) return 'invalid';
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
  return 'ok';
}
