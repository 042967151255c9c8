import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ApiToken, ApiTokenScope } from '@jobsite/core';
import { accounts, apiTokens } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { notFound, permissionDenied } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { accountName } from '../../platform/text-and-dates';

type Row = { token: typeof apiTokens.$inferSelect; firstName: string; lastName: string; email: string };

function view({ token: t, firstName, lastName, email }: Row): ApiToken {
  return {
    id: t.id,
    name: t.name,
    scope: t.scope,
    prefix: t.prefix,
    last4: t.last4,
    created_by: t.accountId,
    created_by_name: accountName({ firstName, lastName, email }),
    created_at: t.createdAt.toISOString(),
    last_used_at: t.lastUsedAt?.toISOString() ?? null,
    revoked_at: t.revokedAt?.toISOString() ?? null,
  };
}

const columns = { token: apiTokens, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email };

/** The caller of a token call: the person, and whether they may manage users (revoking another member's token). */
export interface TokenCaller {
  scope: CompanyScope;
  account: { id: number; firstName: string; lastName: string; email: string };
  mayManageUsers: boolean;
}

export interface NewApiToken {
  name: string;
  scope: ApiTokenScope;
  tokenHash: string;
  prefix: string;
  last4: string;
}

export async function listApiTokens(db: DbOrTx, scope: CompanyScope, page: PageRequest) {
  const where = scope.where(apiTokens);
  const { rows, total } = await pagedRows(page, {
    rows: db.select(columns).from(apiTokens).innerJoin(accounts, eq(accounts.id, apiTokens.accountId)).where(where).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id)),
    count: db.select({ n: count() }).from(apiTokens).where(where),
  });
  return { total, results: rows.map(view) };
}

/** Stores a key (its hash) acting as the caller. */
export async function createApiToken(db: DbOrTx, caller: Omit<TokenCaller, 'mayManageUsers'>, input: NewApiToken): Promise<ApiToken> {
  const a = caller.account;
  const [token] = await db
    .insert(apiTokens)
    .values({ companyId: caller.scope.companyId, accountId: a.id, ...input })
    .returning();
  return view({ token, firstName: a.firstName, lastName: a.lastName, email: a.email });
}

/** The creator or a user manager revokes; revoking again keeps the first time. */
export async function revokeApiToken(db: DbOrTx, caller: TokenCaller, id: number): Promise<ApiToken> {
  const where = caller.scope.where(apiTokens, eq(apiTokens.id, id));
  const [found] = await db.select({ accountId: apiTokens.accountId }).from(apiTokens).where(where);
  if (!found) throw notFound();
  if (found.accountId !== caller.account.id && !caller.mayManageUsers) throw permissionDenied();
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(and(where, isNull(apiTokens.revokedAt)));
  const [row] = await db.select(columns).from(apiTokens).innerJoin(accounts, eq(accounts.id, apiTokens.accountId)).where(where);
  return view(row);
}
