import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { GROUP_PERMISSIONS, type UserGroup, type userGroupMemberSchema } from '@jobsite/core';
import { accounts, companyMemberships, userGroups } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, notFound, registerUniqueField } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { managedMembership } from '../accounts/queries';

type GroupRow = typeof userGroups.$inferSelect;

// a name is one group's in the company, in any case (the unique index; schemas trim it)
registerUniqueField('user_groups_company_name_unique', 'name', 'A user group with this name already exists.');

function settingsOf(stored: Record<string, boolean>): UserGroup['settings'] {
  return Object.fromEntries(GROUP_PERMISSIONS.map((p) => [p, stored[p] === true])) as UserGroup['settings'];
}

async function groupView(db: DbOrTx, scope: CompanyScope, row: GroupRow): Promise<UserGroup> {
  const [{ n }] = await db.select({ n: count() }).from(companyMemberships).where(scope.where(companyMemberships, eq(companyMemberships.userGroupId, row.id)));
  return { id: row.id, name: row.name, settings: settingsOf(row.settings), member_count: n };
}

async function findGroup(db: DbOrTx, scope: CompanyScope, id: number): Promise<GroupRow> {
  const [row] = await db.select().from(userGroups).where(scope.where(userGroups, eq(userGroups.id, id)));
  if (!row) throw notFound();
  return row;
}

const invalidAccount = (accountId: number) => fieldErrors({ account_id: `Invalid pk "${accountId}" - object does not exist.` });

export async function listUserGroups(db: DbOrTx, scope: CompanyScope, search: string | undefined, page: PageRequest) {
  const where = scope.where(userGroups, search ? sql`${userGroups.name} ilike ${containsPattern(search)}` : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(userGroups).where(where).orderBy(asc(userGroups.name), asc(userGroups.id)),
    count: db.select({ n: count() }).from(userGroups).where(where),
  });
  return { total, results: await Promise.all(rows.map((r) => groupView(db, scope, r))) };
}

export async function createUserGroup(db: DbOrTx, scope: CompanyScope, b: { name: string; settings: Record<string, boolean> }): Promise<UserGroup> {
  const [row] = await db.insert(userGroups).values({ companyId: scope.companyId, name: b.name, settings: settingsOf(b.settings) }).returning();
  return groupView(db, scope, row);
}

/** Renames a group or changes some of its settings; the others stay. */
export async function updateUserGroup(db: DbOrTx, scope: CompanyScope, id: number, b: { name: string; settings: Record<string, boolean> }): Promise<UserGroup> {
  const current = await findGroup(db, scope, id);
  const settings = { ...settingsOf(current.settings), ...b.settings };
  const [row] = await db.update(userGroups).set({ name: b.name, settings }).where(scope.where(userGroups, eq(userGroups.id, current.id))).returning();
  return groupView(db, scope, row);
}

/** Deletes a group; its members keep their membership without a group. */
export async function deleteUserGroup(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(userGroups).where(scope.where(userGroups, eq(userGroups.id, id))).returning({ id: userGroups.id });
  if (!deleted.length) throw notFound();
}

/** The company's members with their user group, by name: the active ones and those it deactivated (is_active false), whom a user manager may activate again. */
export async function listCompanyMembers(db: DbOrTx, scope: CompanyScope, search: string | undefined, page: PageRequest) {
  const s = search;
  const where = scope.where(
    companyMemberships,
    managedMembership,
    s ? sql`(${accounts.email} ilike ${containsPattern(s)} or ${accounts.firstName} ilike ${containsPattern(s)} or ${accounts.lastName} ilike ${containsPattern(s)})` : undefined,
  );
  const { rows, total } = await pagedRows(page, {
    rows: db
      .select({ account: accounts, status: companyMemberships.status, groupId: companyMemberships.userGroupId, groupName: userGroups.name })
      .from(companyMemberships)
      .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
      .leftJoin(userGroups, and(eq(userGroups.id, companyMemberships.userGroupId), eq(userGroups.companyId, companyMemberships.companyId)))
      .where(where)
      .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id)),
    count: db.select({ n: count() }).from(companyMemberships).innerJoin(accounts, eq(accounts.id, companyMemberships.accountId)).where(where),
  });
  const results: z.output<typeof userGroupMemberSchema>[] = rows.map((r) => ({
    account_id: r.account.id,
    first_name: r.account.firstName,
    last_name: r.account.lastName,
    email: r.account.email,
    user_group_id: r.groupId,
    user_group_name: r.groupName,
    is_active: r.account.isActive && r.status !== 'deactivated',
    email_validation_status: r.account.emailValidationStatus,
    is_staff: r.account.isStaff,
  }));
  return { total, results };
}

/** Puts a member of the company in the group, moving them from any other. */
export async function addGroupMember(db: DbOrTx, scope: CompanyScope, groupId: number, accountId: number): Promise<UserGroup> {
  const group = await findGroup(db, scope, groupId);
  const updated = await db
    .update(companyMemberships)
    .set({ userGroupId: group.id })
    .where(scope.where(companyMemberships, eq(companyMemberships.accountId, accountId)))
    .returning({ accountId: companyMemberships.accountId });
  if (!updated.length) throw invalidAccount(accountId);
  return groupView(db, scope, group);
}

/** Takes a member of the company out of their group. */
export async function removeGroupMember(db: DbOrTx, scope: CompanyScope, accountId: number): Promise<void> {
  const updated = await db
    .update(companyMemberships)
    .set({ userGroupId: null })
    .where(scope.where(companyMemberships, eq(companyMemberships.accountId, accountId)))
    .returning({ accountId: companyMemberships.accountId });
  if (!updated.length) throw invalidAccount(accountId);
}
