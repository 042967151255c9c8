import type { FastifyRequest } from 'fastify';
import { authOf } from '../../platform/auth';
import { notFound, permissionDenied } from '../../platform/errors';
import { hasPermission } from '../../platform/permissions';
import { scopeOf } from '../../platform/scope';
import { type AccountRow, findAccountById, findMemberAccount } from './queries';

/**
 * The account a call is about, when the caller may act on it:
 * - 'self': the caller's own account (staff: any account);
 * - 'manage': also members of the caller's current company, for user managers
 *   (group permission allow_manage_users).
 * An account outside the caller's company is 404 for non-staff, so ids reveal nothing.
 */
export async function accountInReach(request: FastifyRequest, id: number, mode: 'self' | 'manage'): Promise<AccountRow> {
  const auth = authOf(request);
  const db = request.server.db;
  if (id === auth.account.id || auth.account.isStaff) {
    const account = await findAccountById(db, id);
    if (!account) throw notFound();
    return account;
  }
  const member = await findMemberAccount(db, scopeOf(request), id);
  if (!member) throw notFound();
  if (mode === 'self' || !hasPermission(request, 'allow_manage_users')) throw permissionDenied();
  return member;
}

/** Route guard for user-management calls: staff, or a user manager of the current company. */
export async function requireUserManager(request: FastifyRequest): Promise<void> {
  if (!hasPermission(request, 'allow_manage_users')) throw permissionDenied();
}
