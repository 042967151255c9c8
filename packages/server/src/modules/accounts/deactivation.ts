import { eq } from 'drizzle-orm';
import { accounts, companyMemberships } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { permissionDenied } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { endAllSessions, endSessionsIn } from '../../platform/sessions';
import { belongsElsewhere, type AccountRow } from './queries';

/** A staff account's reactivation a user manager may not undo: the account is in other companies too. */
export const ACCOUNT_DEACTIVATED_BY_STAFF = "This account is deactivated in every company it belongs to, not only in yours. Ask support to activate it.";

const deactivatedIn = (scope: CompanyScope, accountId: number) =>
  scope.where(companyMemberships, eq(companyMemberships.accountId, accountId), eq(companyMemberships.status, 'deactivated'));

/**
 * A user manager (de)activates a member in their own company only: an account may belong to
 * several companies, and one company's decision must not lock it out of the others.
 * Deactivating marks the membership 'deactivated' (the auth hold refuses it there, member lists
 * and pickers leave it out) and ends the account's sessions acting for this company alone.
 * Activating takes back only such a deactivation, never a request to join (that is the join
 * requests' decision). An account deactivated as a whole (by staff, by itself, or by a user
 * manager before deactivations were per company) is activated again only when it belongs to
 * this company alone, so nothing changes for any other company.
 */
export async function setMemberActive(db: DbOrTx, scope: CompanyScope, target: AccountRow, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (!active) {
      await tx
        .update(companyMemberships)
        .set({ status: 'deactivated' })
        .where(scope.where(companyMemberships, eq(companyMemberships.accountId, target.id), eq(companyMemberships.status, 'active')));
      await endSessionsIn(tx, target.id, scope.companyId);
      return;
    }
    if (!target.isActive) {
      if (await belongsElsewhere(tx, target.id, scope.companyId)) throw permissionDenied(ACCOUNT_DEACTIVATED_BY_STAFF);
      await tx.update(accounts).set({ isActive: true }).where(eq(accounts.id, target.id));
    }
    await tx.update(companyMemberships).set({ status: 'active' }).where(deactivatedIn(scope, target.id));
  });
}

/**
 * Staff (de)activate the account itself, for every company: deactivating ends all its sessions.
 * Activating also takes back a deactivation by the company staff act for, as its user manager would.
 */
export async function setAccountActive(db: DbOrTx, scope: CompanyScope, target: AccountRow, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ isActive: active }).where(eq(accounts.id, target.id));
    if (active) await tx.update(companyMemberships).set({ status: 'active' }).where(deactivatedIn(scope, target.id));
    else await endAllSessions(tx, target.id);
  });
}
