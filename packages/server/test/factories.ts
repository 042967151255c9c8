import { randomBytes } from 'node:crypto';
import type { GroupPermission, ServiceFlag, SystemType } from '@jobsite/core';
import { userGroups } from '../src/db/schema/index';
import { createAccount } from '../src/modules/accounts/service';
import { createCompany } from '../src/modules/companies/service';
import type { DbOrTx } from '../src/platform/db';

export const TEST_PASSWORD = 'correct-horse-battery';

const unique = () => randomBytes(3).toString('hex');

export function makeCompany(db: DbOrTx, opts: { name?: string; systemType?: SystemType; services?: ServiceFlag[]; twoWayAuth?: boolean } = {}) {
  return createCompany(db, {
    name: opts.name ?? `Company ${unique()}`,
    systemType: opts.systemType ?? 'buyer',
    services: opts.services,
    twoWayAuth: opts.twoWayAuth,
    isVerified: true,
  });
}

export function makeAccount(
  db: DbOrTx,
  companyId: number,
  opts: {
    email?: string;
    isStaff?: boolean;
    emailVerified?: boolean;
    userGroupId?: number;
    password?: string;
    workPhone?: string;
    mfaCodeDeliveryMethod?: 'email' | 'text';
  } = {},
) {
  return createAccount(db, {
    email: opts.email ?? `user-${unique()}@example.test`,
    password: opts.password ?? TEST_PASSWORD,
    firstName: 'Test',
    lastName: 'User',
    companyId,
    isStaff: opts.isStaff,
    emailVerified: opts.emailVerified ?? true,
    userGroupId: opts.userGroupId,
    workPhone: opts.workPhone,
    mfaCodeDeliveryMethod: opts.mfaCodeDeliveryMethod,
  });
}

/** A user group of a company with the given permissions. */
export async function makeUserGroup(db: DbOrTx, companyId: number, settings: Partial<Record<GroupPermission, boolean>>) {
  const [group] = await db.insert(userGroups).values({ companyId, name: `Group ${unique()}`, settings }).returning();
  return group;
}

/** A member of the company allowed to manage its users. */
export async function makeUserManager(db: DbOrTx, companyId: number) {
  const group = await makeUserGroup(db, companyId, { allow_manage_users: true });
  return makeAccount(db, companyId, { userGroupId: group.id });
}
