import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MembershipStatus, UserBrief } from '@jobsite/core';
import { accounts, companies, companyMemberships, samlConfigurations, userGroups } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { heldPermissionsIn } from '../../platform/sessions';
import { pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';

export type AccountRow = typeof accounts.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export async function findAccountById(db: DbOrTx, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}

export async function findCompanyById(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

/** Members who act for the company: people waiting to join (or refused), and those a user manager deactivated there, are not among them. */
export const activeMembership = eq(companyMemberships.status, 'active');

/** Members a user manager sees and manages: the active ones and those they deactivated (requests to join have their own list). */
export const managedMembership = inArray(companyMemberships.status, ['active', 'deactivated'] satisfies MembershipStatus[]);

/** A membership its company has not deactivated: the account may act for the company, or wait to. */
export const notDeactivated = ne(companyMemberships.status, 'deactivated');

/**
 * Whether a member acts for the company, as its lists of users show it: the account is active, and
 * no user manager deactivated it there (a member of several companies may be deactivated in one).
 */
const activeInCompany = sql<boolean>`(${accounts.isActive} and coalesce(${companyMemberships.status}, 'active') <> 'deactivated')`;

/** An account that is a member the scope's company manages, or null: the tenant fence for every call about another user. */
export async function findMemberAccount(db: DbOrTx, scope: CompanyScope, accountId: number): Promise<AccountRow | null> {
  const [row] = await db
    .select({ account: accounts })
    .from(companyMemberships)
    .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
    .where(scope.where(companyMemberships, managedMembership, eq(companyMemberships.accountId, accountId)))
    .limit(1);
  return row?.account ?? null;
}

/** Whether the account belongs to the company (not where a user manager deactivated it); `activeOnly` also leaves out people still waiting to join. */
export async function isMember(db: DbOrTx, accountId: number, companyId: number, opts: { activeOnly?: boolean } = {}): Promise<boolean> {
  const [row] = await db
    .select({ accountId: companyMemberships.accountId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.accountId, accountId), eq(companyMemberships.companyId, companyId), opts.activeOnly ? activeMembership : notDeactivated))
    .limit(1);
  return Boolean(row);
}

/** Whether the account is a member (in any standing) of a company other than this one: what is the account's own, not this company's, is then not this company's to change. */
export async function belongsElsewhere(db: DbOrTx, accountId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.accountId, accountId), ne(companyMemberships.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}

/** The account's standing and group settings in a company ({} without a group; active when no membership row). */
export async function membershipIn(db: DbOrTx, accountId: number, companyId: number): Promise<{ settings: Record<string, boolean>; status: MembershipStatus }> {
  const [row] = await db
    .select({ settings: userGroups.settings, status: companyMemberships.status })
    .from(companyMemberships)
    .leftJoin(userGroups, eq(userGroups.id, companyMemberships.userGroupId))
    .where(and(eq(companyMemberships.accountId, accountId), eq(companyMemberships.companyId, companyId)))
    .limit(1);
  return { settings: row?.settings ?? {}, status: row?.status ?? 'active' };
}

/** The group settings some active member of the company holds (the grants effectivePermissions needs): the session's own rule. */
export async function grantsHeldInCompany(db: DbOrTx, companyId: number): Promise<string[]> {
  const [row] = await db.select({ held: heldPermissionsIn(sql`${companyId}::int`) }).from(companies).where(eq(companies.id, companyId));
  return row?.held ?? [];
}


function textMatch(searchText: string): SQL | undefined {
  if (!searchText) return undefined;
  const pattern = containsPattern(searchText);
  return or(
    ilike(accounts.email, pattern),
    ilike(accounts.firstName, pattern),
    ilike(accounts.lastName, pattern),
    ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
  );
}

/** A user as a list shows them; `is_active` of every company (staff's search of all) unless a company's list gives its own. */
const briefColumns = {
  id: accounts.id,
  first_name: accounts.firstName,
  last_name: accounts.lastName,
  email: accounts.email,
  job_title: accounts.jobTitle,
  company_id: accounts.companyId,
  company_name: companies.name,
  is_active: accounts.isActive,
  email_validation_status: accounts.emailValidationStatus,
};
/** A user as a company's list shows them: active there (activeInCompany). */
const memberBriefColumns = { ...briefColumns, is_active: activeInCompany };

/** Users of one company (scope) or of every company (null, staff), matching a search text. */
export async function searchUsers(
  db: DbOrTx,
  scope: CompanyScope | null,
  opts: { searchText: string; limit: number; offset: number; activeOnly?: boolean; excludeId?: number },
): Promise<{ count: number; results: UserBrief[] }> {
  const conditions = [
    textMatch(opts.searchText),
    opts.activeOnly ? eq(accounts.isActive, true) : undefined,
    opts.excludeId ? ne(accounts.id, opts.excludeId) : undefined,
  ];
  if (scope) {
    // The company's list shows the members it deactivated too (is_active false), so they can be activated again.
    const where = scope.where(companyMemberships, opts.activeOnly ? activeMembership : managedMembership, ...conditions);
    const { rows, total } = await pagedRows(opts, {
      rows: db
        .select(memberBriefColumns)
        .from(companyMemberships)
        .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
        .innerJoin(companies, eq(companies.id, accounts.companyId))
        .where(where)
        .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id)),
      count: db.select({ n: count() }).from(companyMemberships).innerJoin(accounts, eq(accounts.id, companyMemberships.accountId)).where(where),
    });
    return { count: total, results: rows };
  }
  const where = and(...conditions);
  const { rows, total } = await pagedRows(opts, {
    rows: db
      .select(briefColumns)
      .from(accounts)
      .innerJoin(companies, eq(companies.id, accounts.companyId))
      .where(where)
      .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id)),
    count: db.select({ n: count() }).from(accounts).where(where),
  });
  return { count: total, results: rows };
}

/** A user as the lists show them: active in `companyId` when given (a company's view of its member), else active at all. */
export async function userBrief(db: DbOrTx, accountId: number, companyId?: number): Promise<UserBrief> {
  if (companyId === undefined) {
    const [row] = await db.select(briefColumns).from(accounts).innerJoin(companies, eq(companies.id, accounts.companyId)).where(eq(accounts.id, accountId));
    return row;
  }
  const [row] = await db
    .select(memberBriefColumns)
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .leftJoin(companyMemberships, and(eq(companyMemberships.accountId, accounts.id), eq(companyMemberships.companyId, companyId)))
    .where(eq(accounts.id, accountId));
  return row;
}

/** Active members' emails of the scope's company. */
export async function memberEmails(db: DbOrTx, scope: CompanyScope) {
  return db
    .select({ id: accounts.id, email: accounts.email, first_name: accounts.firstName, last_name: accounts.lastName })
    .from(companyMemberships)
    .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
    .where(scope.where(companyMemberships, activeMembership, eq(accounts.isActive, true)))
    .orderBy(asc(accounts.email))
    .limit(5000);
}

/** Members of the scope's company among the given ids. */
export async function memberAccountsAmong(db: DbOrTx, scope: CompanyScope, ids: number[]): Promise<AccountRow[]> {
  const rows = await db
    .select({ account: accounts })
    .from(companyMemberships)
    .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
    .where(scope.where(companyMemberships, activeMembership, inArray(companyMemberships.accountId, ids)));
  return rows.map((r) => r.account);
}

const choiceColumns = { id: companies.id, name: companies.name, system_type: companies.systemType };

/** Companies an account is a member of (not those that deactivated it), optionally matching a name. */
export async function memberCompanies(db: DbOrTx, accountId: number, searchText = '') {
  return db
    .select(choiceColumns)
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(and(eq(companyMemberships.accountId, accountId), notDeactivated, searchText ? ilike(companies.name, containsPattern(searchText)) : undefined))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** Any company matching a name: what staff may switch to. */
export async function anyCompanies(db: DbOrTx, searchText: string, limit = 50) {
  return db
    .select(choiceColumns)
    .from(companies)
    .where(searchText ? ilike(companies.name, containsPattern(searchText)) : undefined)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(limit);
}

/** Whether a company signs its users in through its SAML identity provider. */
export async function usesSaml(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: samlConfigurations.companyId }).from(samlConfigurations).where(eq(samlConfigurations.companyId, companyId)).limit(1);
  return Boolean(row);
}
