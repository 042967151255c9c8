import { createHmac, randomBytes } from 'node:crypto';
import { type AnyColumn, and, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiTokenScope, type MembershipStatus, SESSION_MS } from '@jobsite/core';
import { accounts, companies, companyMemberships, sessions, userGroups } from '../db/schema/index';
import type { DbOrTx } from './db';

export const SESSION_COOKIE = 'sessionid';

/** Keyed hash of a session token: a copy of the table does not let anyone sign in. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/** A new 128-bit session for an account acting for one company; expires 13 days after login. */
export async function createSession(db: DbOrTx, secret: string, accountId: number, companyId: number) {
  const token = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + SESSION_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(secret, token), accountId, companyId, expiresAt });
  return { token, expiresAt };
}

export async function endSession(db: DbOrTx, secret: string, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(secret, token)));
}

export async function endSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of an account: on logout everywhere, password change and deactivation. */
export async function endAllSessions(db: DbOrTx, accountId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}

/** Ends an account's sessions acting for one company: a user manager deactivated it there. */
export async function endSessionsIn(db: DbOrTx, accountId: number, companyId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), eq(sessions.companyId, companyId)));
}

/** Ends every session of an account but the caller's own: on password change. */
export async function endOtherSessions(db: DbOrTx, accountId: number, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, keepTokenHash)));
}

/** Points a live session at another company (company switch without a new token). */
export async function setSessionCompany(db: DbOrTx, tokenHash: string, companyId: number): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.tokenHash, tokenHash));
}

export type SessionAccount = typeof accounts.$inferSelect;
export type SessionCompany = typeof companies.$inferSelect;

export interface AuthContext {
  account: SessionAccount;
  /** The company the session currently acts for: every tenant query is scoped by it. */
  company: SessionCompany;
  permissions: Record<string, boolean>;
  /**
   * The group permissions some member of the company holds, read with the session: a permission
   * nobody holds is open to every member (decision record 012), and checking that needs no query
   * of its own on each call (companies/access.ts).
   */
  heldPermissions: readonly string[];
  /** The account's standing in the current company: only 'active' members read its data. */
  membershipStatus: MembershipStatus;
  tokenHash: string;
  expiresAt: Date;
  /** Set when the call authenticated with an API token instead of a session cookie. */
  apiTokenId?: number;
  apiTokenScope?: ApiTokenScope;
}

/**
 * The permissions some active member of a company holds through a group, as one column of the
 * session statement: a deactivated account or a pending membership holds nothing, so deactivating
 * the last user manager opens the grant to every member again (decision record 012) rather than
 * locking the company out. Its inputs (accounts, memberships, groups) notify the session cache
 * when they change.
 */
export const heldPermissionsIn = (companyId: AnyColumn | SQL) =>
  sql<string[]>`(select coalesce(array_agg(distinct e.key), '{}') from company_memberships m join accounts a on a.id = m.account_id and a.is_active join user_groups g on g.id = m.user_group_id cross join lateral jsonb_each(g.settings) e where m.company_id = ${companyId} and m.status = 'active' and e.value = 'true'::jsonb)`;

/** Loads a live session with its account, current company and the group permissions there. */
export async function loadSession(db: DbOrTx, secret: string, token: string): Promise<AuthContext | null> {
  return loadSessionByHash(db, hashToken(secret, token));
}

/** loadSession for a session known by its token's hash (a socket keeps the hash, never the token). */
export async function loadSessionByHash(db: DbOrTx, tokenHash: string): Promise<AuthContext | null> {
  const rows = await db
    .select({ session: sessions, account: accounts, company: companies, groupSettings: userGroups.settings, membershipStatus: companyMemberships.status, heldPermissions: heldPermissionsIn(sessions.companyId) })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(
      companyMemberships,
      and(eq(companyMemberships.accountId, sessions.accountId), eq(companyMemberships.companyId, sessions.companyId)),
    )
    .leftJoin(userGroups, eq(userGroups.id, companyMemberships.userGroupId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), eq(accounts.isActive, true)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    account: row.account,
    company: row.company,
    permissions: row.groupSettings ?? {},
    heldPermissions: row.heldPermissions,
    membershipStatus: row.membershipStatus ?? 'active',
    tokenHash,
    expiresAt: row.session.expiresAt,
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
