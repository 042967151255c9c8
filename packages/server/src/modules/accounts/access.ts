import type { FastifyRequest } from 'fastify';
import { groupPermissionRefusal } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { notFound, permissionDenied } from '../../platform/errors';
import { mayUseGrant } from '../../platform/permissions';
import type { DbOrTx } from '../../platform/db';
import { type CompanyScope, scopeOf } from '../../platform/scope';
import { type AccountRow, findAccountById, findMemberAccount } from './queries';

/** Who calls an account service: read from the request once, in the route. */
export interface AccountCaller {
  accountId: number;
  isStaff: boolean;
  scope: CompanyScope;
  /** allow_manage_users in the current company (staff hold it; every member while nobody does: mayUseGrant). */
  managesUsers: boolean;
}

export function accountCallerOf(request: FastifyRequest): AccountCaller {
  const { account } = authOf(request);
  return { accountId: account.id, isStaff: account.isStaff, scope: scopeOf(request), managesUsers: mayUseGrant(request, 'allow_manage_users') };
}

/**
 * The account a call is about, when the caller may act on it:
 * - 'self': the caller's own account (staff: any account);
 * - 'manage': also members of the caller's current company, for user managers
 *   (group permission allow_manage_users), except staff accounts.
 * An account outside the caller's company is 404 for non-staff, so ids reveal nothing.
 */
/** Why a company's user manager may not manage a support staff account that is one of its members. */
export const STAFF_MANAGED_BY_SUPPORT = 'This is a support staff account: support manages it, not your company.';

export async function accountInReach(db: DbOrTx, caller: AccountCaller, id: number, mode: 'self' | 'manage'): Promise<AccountRow> {
  if (id === caller.accountId || caller.isStaff) {
    const account = await findAccountById(db, id);
    if (!account) throw notFound();
    return account;
  }
  const member = await findMemberAccount(db, caller.scope, id);
  if (!member) throw notFound();
  if (mode === 'self') throw permissionDenied();
  if (!caller.managesUsers) throw permissionDenied(groupPermissionRefusal('allow_manage_users'));
  // A company's user managers do not manage staff accounts that happen to be members.
  if (member.isStaff) throw permissionDenied(STAFF_MANAGED_BY_SUPPORT);
  return member;
}

/** Route guard for user-management calls: staff, or a user manager of the current company (while nobody is, every member: a new company's first user adds the others). */
export async function requireUserManager(request: FastifyRequest): Promise<void> {
  if (!mayUseGrant(request, 'allow_manage_users')) throw permissionDenied(groupPermissionRefusal('allow_manage_users'));
}
