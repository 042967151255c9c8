import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Account, effectivePermissions, type MembershipStatus, messages, type SignedIn } from '@jobsite/core';
import { accounts, companies, companyMemberships } from '../../db/schema/index';
import { renewCsrfCookie } from '../../platform/auth';
import type { DbOrTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { issueCode, SET_PASSWORD_LIFETIME_MS } from '../../platform/one-time-codes';
import { hashPassword } from '../../platform/passwords';
import { createSession, setSessionCookie } from '../../platform/sessions';
import { takeToken, type ThrottleRule } from '../../platform/throttle';
import type { Mailing } from './mailing';
import { type AccountRow, type CompanyRow, findCompanyById, grantsHeldInCompany, membershipIn, notDeactivated } from './queries';

export interface NewAccount {
  email: string;
  /** Left out for users an administrator creates: they set one through the emailed link. */
  password?: string;
  /** A hash hashPassword already made, instead of `password` (the demo seed's users share one). */
  passwordHash?: string;
  firstName: string;
  lastName: string;
  companyId: number;
  isStaff?: boolean;
  emailVerified?: boolean;
  jobTitle?: string;
  workPhone?: string;
  phone?: string;
  userGroupId?: number | null;
  mfaCodeDeliveryMethod?: 'email' | 'text';
  /** 'pending' for a person who joins an existing company on their own (see joinStatusFor). */
  membershipStatus?: MembershipStatus;
}

/** Creates an account employed by a company and makes it a member there. Emails are kept lower case. */
export async function createAccount(db: DbOrTx, input: NewAccount) {
  const [account] = await db
    .insert(accounts)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: input.passwordHash ?? (input.password === undefined ? null : await hashPassword(input.password)),
      firstName: input.firstName,
      lastName: input.lastName,
      companyId: input.companyId,
      isStaff: input.isStaff ?? false,
      emailValidationStatus: input.emailVerified ?? false,
      jobTitle: input.jobTitle ?? '',
      workPhone: input.workPhone ?? '',
      phone: input.phone ?? '',
      mfaCodeDeliveryMethod: input.mfaCodeDeliveryMethod ?? 'email',
    })
    .returning();
  await addMembership(db, account.id, input.companyId, input.userGroupId ?? undefined, input.membershipStatus);
  return account;
}

export async function addMembership(db: DbOrTx, accountId: number, companyId: number, userGroupId?: number, status: MembershipStatus = 'active') {
  await db.insert(companyMemberships).values({ accountId, companyId, userGroupId, status }).onConflictDoNothing();
}

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const rows = await db.select().from(accounts).where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}

/** The company an account acts for, as the account's API shape carries it (what the web's navigation and rules read). */
export function accountCompany(company: CompanyRow): Account['company'] {
  return {
    id: company.id,
    name: company.name,
    system_type: company.systemType,
    procurement_services: company.procurementServices,
    tool_services: company.toolServices,
    prefab_services: company.prefabServices,
    inventory_services: company.inventoryServices,
    temp_power_services: company.tempPowerServices,
    two_way_authentication_enabled: company.twoWayAuthenticationEnabled,
  };
}

/** The one place an account becomes its API shape; `company` is the company the caller acts for. */
export function serializeAccount(
  account: AccountRow,
  company: CompanyRow,
  groupSettings: Record<string, boolean>,
  membershipStatus: MembershipStatus,
  heldInCompany: readonly string[],
): Account {
  return {
    id: account.id,
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    job_title: account.jobTitle,
    work_phone: account.workPhone,
    phone: account.phone,
    company: accountCompany(company),
    employer_id: account.companyId,
    is_staff: account.isStaff,
    is_active: account.isActive && membershipStatus !== 'deactivated',
    email_validation_status: account.emailValidationStatus,
    direct_to_quick_start: account.directToQuickStart,
    mfa_code_delivery_method: account.mfaCodeDeliveryMethod,
    loading_setting: account.loadingSetting,
    user_group_settings: groupSettings,
    membership_status: membershipStatus,
    permissions: effectivePermissions({ isStaff: account.isStaff, groupSettings, heldInCompany }),
  };
}

/** The account as seen acting for a company (its group settings there). */
export async function accountView(db: DbOrTx, account: AccountRow, companyId: number): Promise<Account> {
  const company = await findCompanyById(db, companyId);
  if (!company) throw new Error(`company ${companyId} vanished`);
  const membership = await membershipIn(db, account.id, companyId);
  return serializeAccount(account, company, membership.settings, membership.status, await grantsHeldInCompany(db, companyId));
}

/**
 * The company a sign-in acts for: the one asked for (the employer by default), unless a user
 * manager deactivated the account there; then another company it belongs to, one it is active in
 * first (by name). Null when every company it belongs to deactivated it.
 */
async function signInCompanyId(db: DbOrTx, account: AccountRow, asked: number): Promise<number | null> {
  if (account.isStaff || (await membershipIn(db, account.id, asked)).status !== 'deactivated') return asked;
  const [other] = await db
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(and(eq(companyMemberships.accountId, account.id), notDeactivated))
    .orderBy(desc(eq(companyMemberships.status, 'active')), asc(companies.name), asc(companies.id))
    .limit(1);
  return other?.companyId ?? null;
}

/** Whether some company would still take this account at sign-in (not every one deactivated it). */
export async function maySignInSomewhere(db: DbOrTx, account: AccountRow): Promise<boolean> {
  return (await signInCompanyId(db, account, account.companyId)) !== null;
}

/**
 * Signs an account in for a company (signInCompanyId): a new session token (never a reused
 * one), the session cookie, a fresh CSRF token, and the answer the web app stores.
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, account: AccountRow, askedCompanyId = account.companyId): Promise<SignedIn> {
  const db = request.server.db;
  const companyId = await signInCompanyId(db, account, askedCompanyId);
  if (companyId === null) throw badRequest(messages.signInDeactivated);
  const { token, expiresAt } = await createSession(db, request.server.config.sessionSecret, account.id, companyId);
  setSessionCookie(request, reply, token, expiresAt);
  renewCsrfCookie(request, reply);
  const [updated] = await db.update(accounts).set({ lastLogin: new Date() }).where(eq(accounts.id, account.id)).returning();
  return { account: await accountView(db, updated, companyId), ExpiryDate: expiresAt.toISOString() };
}

/** Mails a verification link; a mail failure is logged, the user can ask for another. */
export async function sendVerificationEmail(mailing: Mailing, account: AccountRow): Promise<void> {
  const code = await issueCode(mailing.db, mailing.secret, account.id, 'email_verification');
  const link = mailing.link('/verifyemail', { user_id: account.id, email_verification_code: code });
  await deliver(mailing, {
    to: account.email,
    subject: 'Verify your email address',
    text: `Hello ${account.firstName},\n\nPlease verify your email address by opening this link:\n${link}\n\nThe link is valid for 3 days.`,
  });
}

/** Verification mails: a few per account per hour, so nobody is mail-bombed through us. */
const verificationMailsPerAccount: ThrottleRule = { bucket: 'verification_mail_account', limit: 3, windowMs: 60 * 60 * 1000 };

/** Sends a verification mail unless the account had its share this hour; answers whether it went. */
export async function sendVerificationThrottled(mailing: Mailing, account: AccountRow): Promise<boolean> {
  if (!(await takeToken(mailing.db, verificationMailsPerAccount, String(account.id)))) return false;
  await sendVerificationEmail(mailing, account);
  return true;
}

/** Mails a set-password link to a user an administrator created (the reset-password screen). */
export async function sendSetPasswordEmail(mailing: Mailing, account: AccountRow, invitedBy: AccountRow): Promise<void> {
  const code = await issueCode(mailing.db, mailing.secret, account.id, 'reset_password', SET_PASSWORD_LIFETIME_MS);
  const link = mailing.link('/reset-password', { email: account.email, email_verification_code: code });
  await deliver(mailing, {
    to: account.email,
    subject: 'Your new account',
    text: `Hello ${account.firstName},\n\n${invitedBy.firstName} ${invitedBy.lastName} created an account for you. Choose your password here:\n${link}\n\nThe link is valid for 3 days.`,
  });
}

async function deliver(mailing: Mailing, mail: { to: string; subject: string; text: string }): Promise<void> {
  try {
    await mailing.mailer.send(mail);
  } catch (err) {
    mailing.log.error({ err, to: mail.to }, 'mail could not be sent');
  }
}
