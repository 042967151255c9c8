import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { API_KEY_PREFIX } from '@jobsite/core';
import { accounts, apiTokens, companies, companyMemberships, userGroups } from '../db/schema/index';
import type { DbOrTx } from './db';
import { type AuthContext, hashToken, heldPermissionsIn } from './sessions';

/** last_used_at is written at most once a minute per token, not on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A new random key: the scheme prefix and 40 hex characters (160 bits). */
export function newApiKey(secret: string) {
  const key = API_KEY_PREFIX + randomBytes(20).toString('hex');
  return { key, tokenHash: hashToken(secret, key), prefix: key.slice(0, API_KEY_PREFIX.length + 4), last4: key.slice(-4) };
}

/**
 * The AuthContext of an `Authorization: Token <key>` call: the creator acting for the token's
 * company with that company's group permissions. Null when the key is unknown or revoked, the
 * account is deactivated, or it no longer belongs to the company (staff excepted).
 */
export async function loadApiToken(db: DbOrTx, secret: string, key: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(secret, key);
  const [row] = await db
    .select({ token: apiTokens, account: accounts, company: companies, groupSettings: userGroups.settings, membershipStatus: companyMemberships.status, heldPermissions: heldPermissionsIn(apiTokens.companyId) })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .innerJoin(companies, eq(companies.id, apiTokens.companyId))
    .leftJoin(companyMemberships, and(eq(companyMemberships.accountId, apiTokens.accountId), eq(companyMemberships.companyId, apiTokens.companyId)))
    .leftJoin(userGroups, eq(userGroups.id, companyMemberships.userGroupId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        eq(accounts.isActive, true),
        or(isNotNull(companyMemberships.accountId), eq(accounts.isStaff, true)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const now = new Date();
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)))));
  }
  return {
    account: row.account,
    company: row.company,
    permissions: row.groupSettings ?? {},
    heldPermissions: row.heldPermissions,
    membershipStatus: row.membershipStatus ?? 'active',
    tokenHash,
    // A token does not expire; it lives until revoked.
    expiresAt: new Date(8.64e15),
    apiTokenId: row.token.id,
    apiTokenScope: row.token.scope,
  };
}

/** A password change (or reset) revokes every API token of the account: a leaked key dies with the old password. */
export async function revokeAccountTokens(db: DbOrTx, accountId: number): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(and(eq(apiTokens.accountId, accountId), isNull(apiTokens.revokedAt)));
}
