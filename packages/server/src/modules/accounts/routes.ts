import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSchema,
  activateUserBody,
  changePasswordBody,
  detailResponse,
  idParamsSchema,
  joinStatusFor,
  type MembershipStatus,
  messages,
  needsPhoneForCodes,
  registerAccountBody,
  registerAccountResponse,
  resendValidationBody,
  signedInSchema,
  updateAccountBody,
  updateAccountSettingBody,
  updateLoadSettingBody,
  updateUserEmailBody,
} from '@jobsite/core';
import { accounts, companies } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { badRequest, fieldErrors, isUniqueViolation, permissionDenied, registerUniqueField, throttled } from '../../platform/errors';
import { consumeCode } from '../../platform/one-time-codes';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { DbOrTx } from '../../platform/db';
import { revokeAccountTokens } from '../../platform/api-tokens';
import { clearSessionCookie, endAllSessions, endOtherSessions, hashToken } from '../../platform/sessions';
import { takeToken, type ThrottleRule } from '../../platform/throttle';
import { appLink } from '../../platform/urls';
import { startQuickStart } from '../dashboard/service';
import { accountCallerOf, accountInReach } from './access';
import { announceJoinRequest } from './join-requests';
import { type AccountRow, belongsElsewhere, type CompanyRow, findAccountById, findCompanyById, isMember, membershipIn, usesSaml } from './queries';
import { mailingOf } from './mailing';
import { accountView, createAccount, findAccountByEmail, sendVerificationEmail, sendVerificationThrottled, signIn } from './service';

const DUPLICATE_EMAIL = 'An account with this email already exists.';
const EMAIL_OF_SHARED_ACCOUNT = 'This user belongs to other companies too, so only they (or support) can change their email.';
registerUniqueField('accounts_email_unique', 'email', DUPLICATE_EMAIL);
const WRONG_OLD_PASSWORD = 'Your old password was entered incorrectly. Please enter it again.';
const LOADING_SETTING_MAX_BYTES = 64 * 1024;

/** Verification mails asked for anonymously: a ceiling per address, so nobody is mail-bombed. */
const resendPerIp: ThrottleRule = { bucket: 'verification_mail_ip', limit: 20, windowMs: 60 * 60 * 1000 };
/** Registrations: a few per client address and per email an hour, so accounts cannot be minted in bulk. */
const registrationsPerIp: ThrottleRule = { bucket: 'registration_ip', limit: 20, windowMs: 60 * 60 * 1000 };
const registrationsPerEmail: ThrottleRule = { bucket: 'registration_email', limit: 3, windowMs: 60 * 60 * 1000 };

/**
 * The standing of a new account in the company it registers into: the company's first member
 * when it presents the token POST companies/ handed out (used once), active when its email's
 * domain is one the company declared, else pending until a user manager approves.
 */
async function joinStatus(db: DbOrTx, secret: string, company: CompanyRow, email: string, founderToken: string | undefined): Promise<MembershipStatus> {
  if (founderToken && company.founderTokenHash && company.founderTokenHash === hashToken(secret, founderToken)) {
    const [used] = await db
      .update(companies)
      .set({ founderTokenHash: null })
      .where(and(eq(companies.id, company.id), eq(companies.founderTokenHash, company.founderTokenHash)))
      .returning({ id: companies.id });
    if (used) return 'active';
  }
  return joinStatusFor(email, company.emailDomains);
}


/**
 * The company an account is shown acting for: the caller's own session, or the shared company
 * (a user manager reaches only members of theirs, deactivated ones too; staff reach anyone).
 */
async function viewCompanyId(request: FastifyRequest, target: AccountRow): Promise<number> {
  const auth = authOf(request);
  if (target.id === auth.account.id || !auth.account.isStaff) return auth.company.id;
  return (await isMember(request.server.db, target.id, auth.company.id)) ? auth.company.id : target.companyId;
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['accounts'];

  app.post(
    '/accounts/',
    {
      config: { public: true },
      schema: { tags, summary: 'Register an account in a company', body: registerAccountBody, response: { 201: registerAccountResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(await takeToken(db, registrationsPerIp, request.ip)) || !(await takeToken(db, registrationsPerEmail, body.email.toLowerCase()))) throw throttled();
      const company = await findCompanyById(db, body.company);
      if (!company) throw fieldErrors({ company: `Invalid pk "${body.company}" - object does not exist.` });
      if (needsPhoneForCodes({ twoWayAuthenticationEnabled: company.twoWayAuthenticationEnabled, deliveryMethod: body.mfa_code_delivery_method, phones: [body.work_phone] })) {
        throw fieldErrors({ work_phone: messages.enterPhone });
      }
      if (await findAccountByEmail(db, body.email)) throw fieldErrors({ email: DUPLICATE_EMAIL });
      const founding = Boolean(body.founder_token && company.founderTokenHash === hashToken(app.config.sessionSecret, body.founder_token));
      let account: AccountRow;
      try {
        account = await db.transaction(async (tx) =>
          createAccount(tx, {
            email: body.email,
            password: body.password,
            firstName: body.first_name,
            lastName: body.last_name,
            companyId: company.id,
            workPhone: body.work_phone,
            mfaCodeDeliveryMethod: body.mfa_code_delivery_method,
            membershipStatus: await joinStatus(tx, app.config.sessionSecret, company, body.email, body.founder_token),
          }),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldErrors({ email: DUPLICATE_EMAIL });
        throw err;
      }
      // a buyer who founds the company lands on the quick start checklist (spec section 4) until it is done or dismissed
      if (founding && company.systemType === 'buyer') await startQuickStart(db, account.id);
      if (body.email_verification) await sendVerificationThrottled(mailingOf(request), account);
      return reply.status(201).send({
        id: account.id,
        email: account.email,
        email_validation_status: account.emailValidationStatus,
        sso_login: await usesSaml(db, company.id),
      });
    },
  );

  app.post(
    '/accounts/:id/activate_user/',
    {
      config: { public: true },
      schema: { tags, summary: 'Verify the email with the code from the link, and sign in', params: idParamsSchema, body: activateUserBody, response: { 200: signedInSchema } },
    },
    async (request, reply) => {
      const account = await findAccountById(db, request.params.id);
      const check = account?.isActive ? await consumeCode(db, app.config.sessionSecret, account.id, 'email_verification', request.body.email_verification_code) : 'invalid';
      if (!account || check !== 'ok') throw badRequest(messages.invalidVerificationLink);
      const [verified] = await db.update(accounts).set({ emailValidationStatus: true }).where(eq(accounts.id, account.id)).returning();
      // A verified address turns a request to join into one the company's user managers see.
      if (!account.emailValidationStatus && (await membershipIn(db, account.id, account.companyId)).status === 'pending') {
        await announceJoinRequest(app, db, verified, account.companyId, appLink(request, '/settings/company/members'));
      }
      return signIn(request, reply, verified);
    },
  );

  app.post(
    '/accounts/resend_validation_email/',
    {
      config: { public: true },
      schema: { tags, summary: 'Send a new verification link', body: resendValidationBody, response: { 200: detailResponse } },
    },
    async (request) => {
      if (!(await takeToken(db, resendPerIp, request.ip))) throw throttled();
      const { user_id, user_email } = request.body;
      const account = user_id !== undefined ? await findAccountById(db, user_id) : await findAccountByEmail(db, user_email ?? '');
      // The same answer whether or not the account exists or is verified already.
      if (account?.isActive && !account.emailValidationStatus && !(await sendVerificationThrottled(mailingOf(request), account))) throw throttled();
      return { detail: 'Verification e-mail sent.' };
    },
  );

  app.get(
    '/accounts/:id/',
    { config: { allowHeld: true }, schema: { tags, summary: 'An account: your own, or (staff, user managers) one of your company', params: idParamsSchema, response: { 200: accountSchema } } },
    async (request) => {
      const account = await accountInReach(db, accountCallerOf(request), request.params.id, 'manage');
      return accountView(db, account, await viewCompanyId(request, account));
    },
  );

  app.put(
    '/accounts/:id/',
    { schema: { tags, summary: 'Update your profile', params: idParamsSchema, body: updateAccountBody, response: { 200: accountSchema } } },
    async (request) => {
      const target = await accountInReach(db, accountCallerOf(request), request.params.id, 'self');
      const b = request.body;
      const [account] = await db
        .update(accounts)
        .set({ firstName: b.first_name, lastName: b.last_name, jobTitle: b.job_title, workPhone: b.work_phone, ...(b.phone === undefined ? {} : { phone: b.phone }) })
        .where(eq(accounts.id, target.id))
        .returning();
      return accountView(db, account, await viewCompanyId(request, account));
    },
  );

  app.delete(
    '/accounts/:id/',
    { config: { personOnly: true }, schema: { tags, summary: 'Deactivate your account (staff: any account); ends its sessions', params: idParamsSchema } },
    async (request, reply) => {
      const target = await accountInReach(db, accountCallerOf(request), request.params.id, 'self');
      await db.update(accounts).set({ isActive: false }).where(eq(accounts.id, target.id));
      await endAllSessions(db, target.id);
      if (target.id === authOf(request).account.id) clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/accounts/:id/change_password/',
    { config: { personOnly: true }, schema: { tags, summary: 'Change your password; ends your other sessions', params: idParamsSchema, body: changePasswordBody, response: { 200: detailResponse } } },
    async (request) => {
      const auth = authOf(request);
      // Only the owner knows the old password; staff reset passwords through the reset mail.
      if (request.params.id !== auth.account.id) {
        await accountInReach(db, accountCallerOf(request), request.params.id, 'self');
        throw permissionDenied();
      }
      if (!(await verifyPassword(auth.account.passwordHash, request.body.old_password))) throw fieldErrors({ old_password: WRONG_OLD_PASSWORD });
      await db.update(accounts).set({ passwordHash: await hashPassword(request.body.new_password) }).where(eq(accounts.id, auth.account.id));
      await endOtherSessions(db, auth.account.id, auth.tokenHash);
      await revokeAccountTokens(db, auth.account.id);
      return { detail: 'New password has been saved.' };
    },
  );

  app.post(
    '/accounts/:id/update_load_setting/',
    { schema: { tags, summary: 'Merge view preferences into loading_setting (top-level keys replaced)', params: idParamsSchema, body: updateLoadSettingBody, response: { 200: accountSchema } } },
    async (request) => {
      const target = await accountInReach(db, accountCallerOf(request), request.params.id, 'self');
      const merged = { ...target.loadingSetting, ...request.body.loading_setting };
      if (Buffer.byteLength(JSON.stringify(merged)) > LOADING_SETTING_MAX_BYTES) {
        throw fieldErrors({ loading_setting: `Ensure the settings are no larger than ${LOADING_SETTING_MAX_BYTES / 1024} KB.` });
      }
      const [account] = await db.update(accounts).set({ loadingSetting: merged }).where(eq(accounts.id, target.id)).returning();
      return accountView(db, account, await viewCompanyId(request, account));
    },
  );

  app.post(
    '/update_account_setting',
    { config: { personOnly: true }, schema: { tags, summary: 'Change one setting of your account (mfa_code_delivery_method, direct_to_quick_start)', body: updateAccountSettingBody, response: { 200: accountSchema } } },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      let changes: Partial<typeof accounts.$inferInsert>;
      if (body.action === 'mfa_code_delivery_method') {
        const employer = await findCompanyById(db, auth.account.companyId);
        if (needsPhoneForCodes({ twoWayAuthenticationEnabled: Boolean(employer?.twoWayAuthenticationEnabled), deliveryMethod: body.value, phones: [auth.account.workPhone, auth.account.phone] })) {
          throw fieldErrors({ value: messages.enterPhone });
        }
        changes = { mfaCodeDeliveryMethod: body.value };
      } else {
        changes = { directToQuickStart: body.value };
      }
      const [account] = await db.update(accounts).set(changes).where(eq(accounts.id, auth.account.id)).returning();
      return accountView(db, account, auth.company.id);
    },
  );

  app.post(
    '/update_user_email',
    { config: { personOnly: true }, schema: { tags, summary: 'Change an email (yours; staff and user managers: a member of your company); asks for verification again', body: updateUserEmailBody, response: { 200: accountSchema } } },
    async (request) => {
      const auth = authOf(request);
      const target = await accountInReach(db, accountCallerOf(request), request.body.user_id ?? auth.account.id, 'manage');
      // The email signs the account in to every company it belongs to: a user manager changes it
      // only for an account that is theirs alone (else they could reset its password elsewhere).
      if (target.id !== auth.account.id && !auth.account.isStaff && (await belongsElsewhere(db, target.id, auth.company.id))) throw permissionDenied(EMAIL_OF_SHARED_ACCOUNT);
      const email = request.body.email;
      const other = await findAccountByEmail(db, email);
      if (other && other.id !== target.id) throw fieldErrors({ email: DUPLICATE_EMAIL });
      if (other) return accountView(db, target, await viewCompanyId(request, target));
      let account: AccountRow;
      try {
        [account] = await db
          .update(accounts)
          .set({ email, emailValidationStatus: false })
          .where(eq(accounts.id, target.id))
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldErrors({ email: DUPLICATE_EMAIL });
        throw err;
      }
      await sendVerificationEmail(mailingOf(request), account);
      return accountView(db, account, await viewCompanyId(request, account));
    },
  );
};
