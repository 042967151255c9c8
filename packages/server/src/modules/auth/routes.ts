import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_CODE_LENGTH,
  detailResponse,
  loginBody,
  loginValidationBody,
  loginValidationResponse,
  messages,
  resetPasswordBody,
  signedInSchema,
  startResetPasswordBody,
} from '@jobsite/core';
import { accounts } from '../../db/schema/index';
import { badRequest, fieldErrors, throttled } from '../../platform/errors';
import { consumeCode } from '../../platform/one-time-codes';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { clearSessionCookie, endAllSessions, endSession, SESSION_COOKIE } from '../../platform/sessions';
import { isThrottled, recordEvent, takeToken } from '../../platform/throttle';
import { findCompanyById, usesSaml } from '../accounts/queries';
import { findAccountByEmail, maySignInSomewhere, signIn } from '../accounts/service';
import { startSamlLogin } from '../sso/service';
import { publicBaseUrl } from '../../platform/urls';
import { mailingOf } from '../accounts/mailing';
import { dummyPasswordHash, INVALID_CREDENTIALS, sendResetPasswordEmail, sendTwoWayCode } from './service';
import { forgiveLoginFailures, loginAllowed, loginValidationsPerIp, recordLoginFailure, resetGuessesPerIp, resetStartsPerIp } from './throttling';
import { revokeAccountTokens } from '../../platform/api-tokens';

const USE_SSO = "Please sign in with your company's single sign-on.";
const INVALID_RESET_CODE = 'Invalid verification code.';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['auth'];

  app.post(
    '/auth/LoginValidation/',
    {
      config: { public: true },
      schema: { tags, summary: 'First login step: which second step this email needs (sends the two-way code)', body: loginValidationBody, response: { 200: loginValidationResponse } },
    },
    async (request) => {
      if (!(await takeToken(db, loginValidationsPerIp, request.ip))) throw throttled();
      const account = await findAccountByEmail(db, request.body.email);
      // Unknown and inactive emails look like any password account.
      if (!account?.isActive) return { action: 'regular_login' as const };
      const url = await startSamlLogin({ db, baseUrl: publicBaseUrl(request) }, account.companyId);
      if (url) return { action: 'sso' as const, url };
      const company = await findCompanyById(db, account.companyId);
      if (!company?.twoWayAuthenticationEnabled) return { action: 'regular_login' as const };
      const delivery = await sendTwoWayCode(mailingOf(request), account);
      return { action: 'two_way_auth' as const, auth_code_length: AUTH_CODE_LENGTH, delivery_method: delivery };
    },
  );

  app.post(
    '/auth/login/',
    {
      config: { public: true },
      schema: { tags, summary: 'Sign in with password (and two-way code); sets the session cookie', body: loginBody, response: { 200: signedInSchema } },
    },
    async (request, reply) => {
      const { email, password, auth_code_from_user: code } = request.body;
      if (!(await loginAllowed(db, email, request.ip))) throw throttled();
      const account = await findAccountByEmail(db, email);
      const company = account ? await findCompanyById(db, account.companyId) : null;
      const needsCode = Boolean(company?.twoWayAuthenticationEnabled);
      // Asking for the code reveals nothing LoginValidation did not already say.
      if (account?.isActive && needsCode && !code) throw fieldErrors({ auth_code_from_user: messages.enterAuthCode });

      const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
      let ok = Boolean(account?.isActive && account.passwordHash && passwordOk);
      if (ok && needsCode) ok = (await consumeCode(db, app.config.sessionSecret, account!.id, 'two_way_auth', code ?? '')) === 'ok';
      if (!ok || !account) {
        await recordLoginFailure(db, email, request.ip);
        throw badRequest(INVALID_CREDENTIALS);
      }
      await forgiveLoginFailures(db, email, request.ip);
      // Users of a company with an identity provider sign in there; staff keep their password.
      if (!account.isStaff && (await usesSaml(db, account.companyId))) throw badRequest(USE_SSO);
      return signIn(request, reply, account);
    },
  );

  app.post(
    '/auth/logout/',
    { config: { public: true }, schema: { tags, summary: 'End the session (also fine when it has ended already)', response: { 200: detailResponse } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(db, app.config.sessionSecret, token);
      clearSessionCookie(reply);
      return { detail: 'Successfully logged out.' };
    },
  );

  app.post(
    '/auth/startresetpassword/',
    { config: { public: true }, schema: { tags, summary: 'Mail a password reset link (same answer for unknown emails)', body: startResetPasswordBody, response: { 200: detailResponse } } },
    async (request) => {
      if (!(await takeToken(db, resetStartsPerIp, request.ip))) throw throttled();
      const account = await findAccountByEmail(db, request.body.email);
      // The mail goes out after the answer, so a known email answers as fast as an unknown one. An
      // account every company deactivated gets none: a new password would not let it in anywhere.
      if (account?.isActive) {
        const mailing = mailingOf(request);
        app.afterResponse.run('reset mail', async () => {
          if (await maySignInSomewhere(db, account)) await sendResetPasswordEmail(mailing, account);
        });
      }
      return { detail: 'Password reset e-mail has been sent.' };
    },
  );

  app.post(
    '/auth/resetpassword/',
    {
      config: { public: true },
      schema: { tags, summary: 'Set a new password with the code from the reset link; signs in and ends other sessions', body: resetPasswordBody, response: { 200: signedInSchema } },
    },
    async (request, reply) => {
      const { email, email_verification_code, new_password } = request.body;
      if (await isThrottled(db, resetGuessesPerIp, request.ip)) throw throttled();
      const account = await findAccountByEmail(db, email);
      const check = account?.isActive ? await consumeCode(db, app.config.sessionSecret, account.id, 'reset_password', email_verification_code) : 'invalid';
      if (check === 'expired') throw badRequest(messages.codeExpired);
      if (check !== 'ok' || !account) {
        await recordEvent(db, resetGuessesPerIp, request.ip);
        throw badRequest(INVALID_RESET_CODE);
      }
      // A link mailed before every company deactivated the account changes nothing: the password
      // would be new and the sign-in after it refused.
      if (!(await maySignInSomewhere(db, account))) throw badRequest(messages.signInDeactivated);
      // The link came by mail, so the address is proven as well.
      const [updated] = await db
        .update(accounts)
        .set({ passwordHash: await hashPassword(new_password), emailValidationStatus: true })
        .where(eq(accounts.id, account.id))
        .returning();
      await endAllSessions(db, account.id);
      await revokeAccountTokens(db, account.id);
      return signIn(request, reply, updated);
    },
  );
};
