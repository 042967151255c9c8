import { randomBytes } from 'node:crypto';
import type { ServiceFlag, SystemType } from '@jobsite/core';
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
  opts: { email?: string; isStaff?: boolean; emailVerified?: boolean; userGroupId?: number; password?: string } = {},
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
  });
}
