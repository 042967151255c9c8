import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustUserStatusBody,
  bulkReminderVerifyUserBody,
  bulkReminderVerifyUserResponse,
  changeEmployerBody,
  createInternalUserBody,
  deactivationReach,
  emailListResponse,
  pagedSchema,
  searchMessageUserListQuery,
  searchUserListQuery,
  userBriefSchema,
} from '@jobsite/core';
import { accounts, companyMemberships, userGroups } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { detailError, fieldErrors, notFound, permissionDenied } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { requireStaff } from '../../platform/permissions';
import { companyScope, scopeOf } from '../../platform/scope';
import { endAllSessions } from '../../platform/sessions';
import { setAccountActive, setMemberActive } from './deactivation';
import { accountCallerOf, accountInReach, requireUserManager } from './access';
import { findAccountById, findCompanyById, memberAccountsAmong, memberEmails, searchUsers, userBrief } from './queries';
import { mailingOf } from './mailing';
import { addMembership, createAccount, findAccountByEmail, sendSetPasswordEmail, sendVerificationThrottled } from './service';

const MESSAGE_USER_LIMIT = 20;

/** Calls about other users: lists and searches of the company's users, and what user managers do to them. */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['accounts'];

  app.get(
    '/get_email_list',
    { schema: { tags, summary: "Emails of the active users of your current company", response: { 200: emailListResponse } } },
    async (request) => memberEmails(db, scopeOf(request)),
  );

  app.get(
    '/search_user_list',
    {
      schema: {
        tags,
        summary: 'Search the users of your current company (paged); is_staff=true searches every company (staff only)',
        querystring: searchUserListQuery,
        response: { 200: pagedSchema(userBriefSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.is_staff && !authOf(request).account.isStaff) throw permissionDenied();
      const page = pageOf(q);
      const { count, results } = await searchUsers(db, q.is_staff ? null : scopeOf(request), { searchText: q.search_text, limit: page.limit, offset: page.offset });
      return pagedResponse(request, page, count, results);
    },
  );

  app.get(
    '/search_message_user_list',
    { schema: { tags, summary: `Active users of your current company to message (at most ${MESSAGE_USER_LIMIT})`, querystring: searchMessageUserListQuery, response: { 200: z.array(userBriefSchema) } } },
    async (request) => {
      const { results } = await searchUsers(db, scopeOf(request), {
        searchText: request.query.search_text,
        limit: MESSAGE_USER_LIMIT,
        offset: 0,
        activeOnly: true,
        excludeId: authOf(request).account.id,
      });
      return results;
    },
  );

  app.post(
    '/adjust_user_status',
    {
      config: { personOnly: true },
      preHandler: requireUserManager,
      schema: {
        tags,
        summary: 'Activate or deactivate a user in your company (deactivation ends their sessions there; staff: the account in every company)',
        body: adjustUserStatusBody,
        response: { 200: userBriefSchema },
      },
    },
    async (request) => {
      const caller = accountCallerOf(request);
      const target = await accountInReach(db, caller, request.body.user_id, 'manage');
      if (!request.body.is_active && target.id === caller.accountId) throw detailError(400, 'You cannot deactivate your own account. Another user manager can.');
      // A company's user manager decides for their company only; the account may belong to others (deactivation.ts).
      if (deactivationReach(caller.isStaff) === 'account') await setAccountActive(db, caller.scope, target, request.body.is_active);
      else await setMemberActive(db, caller.scope, target, request.body.is_active);
      return userBrief(db, target.id, caller.scope.companyId);
    },
  );

  app.post(
    '/bulk_reminder_verify_user',
    {
      config: { personOnly: true },
      preHandler: requireUserManager,
      schema: { tags, summary: 'Send verification reminders to unverified users of your company', body: bulkReminderVerifyUserBody, response: { 200: bulkReminderVerifyUserResponse } },
    },
    async (request) => {
      const auth = authOf(request);
      const ids = [...new Set(request.body.user_ids)];
      // Users outside the company are skipped (staff reach every account).
      const targets = auth.account.isStaff
        ? (await Promise.all(ids.map((id) => findAccountById(db, id)))).filter((a) => a !== null)
        : await memberAccountsAmong(db, scopeOf(request), ids);
      const mailing = mailingOf(request);
      let sent = 0;
      for (const account of targets) {
        if (!account.isActive || account.emailValidationStatus) continue;
        if (await sendVerificationThrottled(mailing, account)) sent++;
      }
      return { detail: `Sent ${sent} reminder${sent === 1 ? '' : 's'}.`, sent_count: sent };
    },
  );

  app.post(
    '/create_internal_user',
    {
      config: { personOnly: true },
      preHandler: requireUserManager,
      schema: { tags, summary: 'Create a user in your current company; they get a link to set their password', body: createInternalUserBody, response: { 201: userBriefSchema } },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const b = request.body;
      if (b.user_group_id) {
        const [group] = await db.select({ id: userGroups.id }).from(userGroups).where(scopeOf(request).where(userGroups, eq(userGroups.id, b.user_group_id)));
        if (!group) throw fieldErrors({ user_group_id: `Invalid pk "${b.user_group_id}" - object does not exist.` });
      }
      if (await findAccountByEmail(db, b.email)) throw fieldErrors({ email: 'An account with this email already exists.' });
      const account = await createAccount(db, {
        email: b.email,
        firstName: b.first_name,
        lastName: b.last_name,
        jobTitle: b.job_title,
        workPhone: b.work_phone,
        companyId: auth.company.id,
        userGroupId: b.user_group_id,
      });
      await sendSetPasswordEmail(mailingOf(request), account, auth.account);
      return reply.status(201).send(await userBrief(db, account.id));
    },
  );

  app.post(
    '/change_employer',
    { config: { personOnly: true }, preHandler: requireStaff, schema: { tags, summary: "Move a user to another employer (staff); ends the user's sessions", body: changeEmployerBody, response: { 200: userBriefSchema } } },
    async (request) => {
      const { user_id, company_id } = request.body;
      const account = await findAccountById(db, user_id);
      if (!account) throw notFound();
      if (!(await findCompanyById(db, company_id))) throw fieldErrors({ company_id: `Invalid pk "${company_id}" - object does not exist.` });
      await db.transaction(async (tx) => {
        await tx.update(accounts).set({ companyId: company_id }).where(eq(accounts.id, account.id));
        if (account.companyId !== company_id) {
          await tx.delete(companyMemberships).where(companyScope(account.companyId).where(companyMemberships, eq(companyMemberships.accountId, account.id)));
        }
        await addMembership(tx, account.id, company_id);
        await endAllSessions(tx, account.id);
      });
      return userBrief(db, account.id);
    },
  );
};

