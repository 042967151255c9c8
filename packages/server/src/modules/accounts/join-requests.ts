import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideJoinRequestBody, idParamsSchema, type JoinRequest, joinRequestSchema, membershipStatusSchema } from '@jobsite/core';
import { accounts, companyMemberships, userGroups } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, notFound, permissionDenied } from '../../platform/errors';
import { type CompanyScope, scopeOf } from '../../platform/scope';
import { mayUseGrant } from '../../platform/permissions';
import { appLink } from '../../platform/urls';
import { notify } from '../notifications/service';
import { activeMembership, findCompanyById } from './queries';

/**
 * Joining an existing company on one's own (spec: /register_one/{companyId}/) asks the company:
 * the person waits as a 'pending' member, reading none of its data, until a user manager
 * approves or refuses. Approvers are the active members whose group may manage users, or,
 * while nobody in the company holds that permission, every active member.
 */

const requestColumns = {
  account_id: accounts.id,
  first_name: accounts.firstName,
  last_name: accounts.lastName,
  email: accounts.email,
  email_validation_status: accounts.emailValidationStatus,
  status: companyMemberships.status,
  requested_at: companyMemberships.createdAt,
};

function requestView(row: { requested_at: Date } & Omit<JoinRequest, 'requested_at'>): JoinRequest {
  return { ...row, requested_at: row.requested_at.toISOString() };
}

/** The people asked to approve a join request to the company. */
export async function approversOf(db: DbOrTx, companyId: number): Promise<{ id: number; first_name: string; last_name: string; email: string }[]> {
  const columns = { id: accounts.id, first_name: accounts.firstName, last_name: accounts.lastName, email: accounts.email };
  const members = db
    .select(columns)
    .from(companyMemberships)
    .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
    .leftJoin(userGroups, eq(userGroups.id, companyMemberships.userGroupId));
  const managers = await members
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        activeMembership,
        eq(accounts.isActive, true),
        eq(accounts.isStaff, false),
        sql`(${userGroups.settings} ->> 'allow_manage_users')::boolean is true`,
      ),
    )
    .orderBy(asc(accounts.lastName), asc(accounts.id))
    .limit(50);
  if (managers.length > 0) return managers;
  return members
    .where(and(eq(companyMemberships.companyId, companyId), activeMembership, eq(accounts.isActive, true), eq(accounts.isStaff, false)))
    .orderBy(asc(accounts.lastName), asc(accounts.id))
    .limit(50);
}

/** Tells the approvers (stored notification, realtime push, mail) that someone asks to join. */
/** Tells the company's approvers of a verified request to join: a notification, and a mail with `link`, the screen that answers it. */
export async function announceJoinRequest(app: FastifyInstance, db: DbOrTx, account: { id: number; firstName: string; lastName: string; email: string }, companyId: number, link: string): Promise<void> {
  const approvers = await approversOf(db, companyId);
  const who = `${account.firstName} ${account.lastName} (${account.email})`.trim();
  await notify(db, {
    accountIds: approvers.map((a) => a.id),
    companyId,
    content: `${who} asks to join your company. Approve or refuse the request in Company settings, Requests to join.`,
    link: '/settings/company/members',
  });
  for (const approver of approvers) {
    try {
      await app.mailer.send({
        to: approver.email,
        subject: 'A request to join your company',
        text: `Hello ${approver.first_name},\n\n${who} registered to join your company. They see nothing of the company until someone approves.\nApprove or refuse the request in Company settings, Requests to join: ${link}`,
      });
    } catch (err) {
      app.log.error({ err, to: approver.email }, 'mail could not be sent');
    }
  }
}

async function pendingRequest(db: DbOrTx, scope: CompanyScope, accountId: number) {
  const [row] = await db
    .select(requestColumns)
    .from(companyMemberships)
    .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
    .where(scope.where(companyMemberships, eq(companyMemberships.accountId, accountId), eq(companyMemberships.status, 'pending')))
    .for('update', { of: companyMemberships })
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function requireApprover(request: Parameters<typeof mayUseGrant>[0]): Promise<void> {
  if (!mayUseGrant(request, 'allow_manage_users')) throw permissionDenied();
}

export const joinRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['accounts'];

  app.get(
    '/accounts/membership_status/',
    {
      config: { allowHeld: true },
      schema: { tags, summary: 'Your standing in the company you act for, and who was asked to approve your request to join', response: { 200: membershipStatusSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const approvers = auth.membershipStatus === 'active' ? [] : await approversOf(db, auth.company.id);
      return {
        company: { id: auth.company.id, name: auth.company.name },
        status: auth.membershipStatus,
        email_validation_status: auth.account.emailValidationStatus,
        approvers: approvers.map(({ first_name, last_name }) => ({ first_name, last_name })),
      };
    },
  );

  app.get(
    '/company_join_requests/',
    {
      preHandler: requireApprover,
      schema: { tags, summary: 'People waiting to join your current company (user managers)', response: { 200: z.array(joinRequestSchema) } },
    },
    async (request) => {
      const rows = await db
        .select(requestColumns)
        .from(companyMemberships)
        .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
        .where(scopeOf(request).where(companyMemberships, eq(companyMemberships.status, 'pending'), eq(accounts.isActive, true)))
        .orderBy(asc(companyMemberships.createdAt), asc(accounts.id))
        .limit(200);
      return rows.map(requestView);
    },
  );

  app.post(
    '/company_join_requests/:id/approve/',
    {
      config: { personOnly: true },
      preHandler: requireApprover,
      schema: { tags, summary: 'Let a person in: they become a member (optionally of a user group) and are told so', params: idParamsSchema, body: decideJoinRequestBody, response: { 200: joinRequestSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = scopeOf(request);
      const groupId = request.body.user_group_id ?? null;
      const row = await db.transaction(async (tx) => {
        const pending = await pendingRequest(tx, scope, request.params.id);
        if (groupId !== null) {
          const [group] = await tx.select({ id: userGroups.id }).from(userGroups).where(scope.where(userGroups, eq(userGroups.id, groupId)));
          if (!group) throw fieldErrors({ user_group_id: `Invalid pk "${groupId}" - object does not exist.` });
        }
        await tx
          .update(companyMemberships)
          .set({ status: 'active', decidedById: auth.account.id, decidedAt: new Date(), ...(groupId !== null ? { userGroupId: groupId } : {}) })
          .where(scope.where(companyMemberships, eq(companyMemberships.accountId, pending.account_id)));
        await notify(tx, {
          accountIds: [pending.account_id],
          companyId: auth.company.id,
          content: `${auth.account.firstName} ${auth.account.lastName} approved your request to join ${auth.company.name}. Welcome!`,
          link: '/',
        });
        return { ...pending, status: 'active' as const };
      });
      await mailDecision(app, row.email, row.first_name, auth.company.name, true, appLink(request, '/login'));
      return requestView(row);
    },
  );

  app.post(
    '/company_join_requests/:id/refuse/',
    {
      config: { personOnly: true },
      preHandler: requireApprover,
      schema: { tags, summary: 'Refuse a request to join: the person stays out and is told so', params: idParamsSchema, response: { 200: joinRequestSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = scopeOf(request);
      const row = await db.transaction(async (tx) => {
        const pending = await pendingRequest(tx, scope, request.params.id);
        await tx
          .update(companyMemberships)
          .set({ status: 'refused', decidedById: auth.account.id, decidedAt: new Date() })
          .where(scope.where(companyMemberships, eq(companyMemberships.accountId, pending.account_id)));
        return { ...pending, status: 'refused' as const };
      });
      const company = await findCompanyById(db, auth.company.id);
      await mailDecision(app, row.email, row.first_name, company?.name ?? auth.company.name, false, appLink(request, '/login'));
      return requestView(row);
    },
  );
};

async function mailDecision(app: FastifyInstance, to: string, firstName: string, companyName: string, approved: boolean, signInLink: string): Promise<void> {
  try {
    await app.mailer.send({
      to,
      subject: approved ? `Welcome to ${companyName}` : `Your request to join ${companyName}`,
      text: approved
        ? `Hello ${firstName},\n\nYour request to join ${companyName} was approved. Sign in to start working: ${signInLink}`
        : `Hello ${firstName},\n\nYour request to join ${companyName} was not approved. If you think this is a mistake, ask someone at the company to invite you.`,
    });
  } catch (err) {
    app.log.error({ err, to }, 'mail could not be sent');
  }
}
