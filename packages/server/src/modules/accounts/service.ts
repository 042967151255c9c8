import { sql } from 'drizzle-orm';
import { accounts, companyMemberships } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { hashPassword } from '../../platform/passwords';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyId: number;
  isStaff?: boolean;
  emailVerified?: boolean;
  jobTitle?: string;
  workPhone?: string;
  phone?: string;
  userGroupId?: number;
}

/** Creates an account employed by a company and makes it a member there. Emails are kept lower case. */
export async function createAccount(db: DbOrTx, input: NewAccount) {
  const [account] = await db
    .insert(accounts)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      companyId: input.companyId,
      isStaff: input.isStaff ?? false,
      emailValidationStatus: input.emailVerified ?? false,
      jobTitle: input.jobTitle ?? '',
      workPhone: input.workPhone ?? '',
      phone: input.phone ?? '',
    })
    .returning();
  await addMembership(db, account.id, input.companyId, input.userGroupId);
  return account;
}

export async function addMembership(db: DbOrTx, accountId: number, companyId: number, userGroupId?: number) {
  await db.insert(companyMemberships).values({ accountId, companyId, userGroupId }).onConflictDoNothing();
}

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const rows = await db.select().from(accounts).where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}
