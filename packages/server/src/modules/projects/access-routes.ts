import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessRequestBody,
  idParamsSchema,
  pagedSchema,
  supplierAccessDecisionBody,
  supplierAccessRequestBody,
  supplierAccessRequestSchema,
  supplierAccessRequestsQuery,
} from '@jobsite/core';
import { accounts, companies, projects, supplierAccessRequests } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { badRequest, notFound, permissionDenied } from '../../platform/errors';
import { pagedResponse, pagedRows, pageOf } from '../../platform/paging';
import { companyScope, scopeOf } from '../../platform/scope';
import { appLink } from '../../platform/urls';
import { mayUseGrant } from '../../platform/permissions';
import { findProject, ownedBy, ownersOf } from './queries';

const ANSWER_REFUSED = "Only the project's owners or a company manager can answer a supplier's access request.";

const tags = ['projects'];
const sentResponse = z.object({ detail: z.string() });
const fullName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`.trim();

/**
 * Asking for access: a colleague asks a project's owners to add them (the mail links to
 * the system message screen that adds the owner), and a supplier asks a contractor for
 * access to one of its jobs, which the contractor approves or declines.
 */
export const projectAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/projects/:id/send_access_request_email/',
    {
      schema: { tags, summary: "Mail the project's owners a request to add the caller as an owner", params: idParamsSchema, body: accessRequestBody, response: { 200: sentResponse } },
    },
    async (request) => {
      const { account } = authOf(request);
      const scope = scopeOf(request);
      const project = await findProject(db, scope, request.params.id);
      if (!project) throw notFound();
      const owners = await ownersOf(db, scope, project.id);
      if (owners.some((o) => o.id === account.id)) throw badRequest('You are already an owner of this project.');
      if (owners.length === 0) throw badRequest('This project has no owners yet; you can add yourself in its settings.');
      const link = appLink(request, '/system-message', { action: 'add_owner', id: project.id, value: account.id, message: `${fullName(account)} was added to ${project.name}.` });
      const job = project.mainJobNum ? ` (${project.mainJobNum})` : '';
      const note = request.body.message ? `\n\nTheir message: ${request.body.message}` : '';
      for (const owner of owners) {
        await app.mailer.send({
          to: owner.email,
          subject: `Project access request: ${project.name}`,
          text: `${fullName(account)} (${account.email}) asks to be added as an owner of project ${project.name}${job}.${note}\n\nAdd them: ${link}`,
        });
      }
      return { detail: `Your request was sent to ${owners.length} project owner${owners.length === 1 ? '' : 's'}.` };
    },
  );

  app.post(
    '/projects/supplier_access_request/',
    {
      schema: {
        tags,
        summary: "Supplier project access request: a seller asks a contractor (company_id) for access to the job with main_job_num; the project's owners are mailed",
        body: supplierAccessRequestBody,
        response: { 201: sentResponse },
      },
    },
    async (request, reply) => {
      const { account, company } = authOf(request);
      if (company.systemType !== 'seller') throw permissionDenied('Only suppliers can request access to a contractor project.');
      const { company_id, main_job_num, message } = request.body;
      const contractor = companyScope(company_id);
      const [project] = await db
        .select()
        .from(projects)
        .where(contractor.where(projects, sql`lower(${projects.mainJobNum}) = ${main_job_num.toLowerCase()}`))
        .limit(1);
      if (!project) throw notFound();
      await db.insert(supplierAccessRequests).values({ companyId: company_id, projectId: project.id, requesterAccountId: account.id, requesterCompanyId: company.id, message });
      const link = appLink(request, '/projects');
      for (const owner of await ownersOf(db, contractor, project.id)) {
        await app.mailer.send({
          to: owner.email,
          subject: `Supplier access request: ${project.name}`,
          text: `${fullName(account)} of ${company.name} asks for access to project ${project.name} (${project.mainJobNum}).${message ? `\n\nTheir message: ${message}` : ''}\n\nAnswer the request: ${link}`,
        });
      }
      return reply.status(201).send({ detail: 'Your request has been sent.' });
    },
  );

  const requester = alias(accounts, 'requester');
  const requesterCompany = alias(companies, 'requester_company');

  app.get(
    '/projects/supplier_access_requests/',
    { schema: { tags, summary: "Suppliers' access requests for the company's projects, newest first", querystring: supplierAccessRequestsQuery, response: { 200: pagedSchema(supplierAccessRequestSchema) } } },
    async (request) => {
      const scope = scopeOf(request);
      const page = pageOf(request.query);
      // The project's owners answer; a company manager (allow_manage_company, or staff) answers any.
      const every = mayUseGrant(request, 'allow_manage_company');
      const where = scope.where(
        supplierAccessRequests,
        request.query.status ? eq(supplierAccessRequests.status, request.query.status) : undefined,
        every ? undefined : ownedBy(authOf(request).account.id),
      );
      const { rows, total } = await pagedRows(page, {
        rows: db
          .select({ r: supplierAccessRequests, projectName: projects.name, jobNum: projects.mainJobNum, requester, companyName: requesterCompany.name })
          .from(supplierAccessRequests)
          .innerJoin(projects, eq(projects.id, supplierAccessRequests.projectId))
          .innerJoin(requester, eq(requester.id, supplierAccessRequests.requesterAccountId))
          .innerJoin(requesterCompany, eq(requesterCompany.id, supplierAccessRequests.requesterCompanyId))
          .where(where)
          .orderBy(desc(supplierAccessRequests.createdAt), desc(supplierAccessRequests.id)),
        count: db.select({ n: sql<number>`count(*)::int` }).from(supplierAccessRequests).innerJoin(projects, eq(projects.id, supplierAccessRequests.projectId)).where(where),
      });
      return pagedResponse(
        request,
        page,
        total,
        rows.map(({ r, projectName, jobNum, requester: who, companyName }) => ({
          id: r.id,
          project_id: r.projectId,
          project_name: projectName,
          main_job_num: jobNum,
          requester_name: fullName(who),
          requester_email: who.email,
          requester_company_name: companyName,
          message: r.message,
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
      );
    },
  );

  app.post(
    '/projects/supplier_access_requests/:id/',
    { schema: { tags, summary: 'Approve or decline a supplier access request; the supplier is mailed the answer', params: idParamsSchema, body: supplierAccessDecisionBody, response: { 200: sentResponse } } },
    async (request) => {
      const { account } = authOf(request);
      const scope = scopeOf(request);
      const status = request.body.action === 'approve' ? 'approved' : 'declined';
      const every = mayUseGrant(request, 'allow_manage_company');
      const decided = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ r: supplierAccessRequests, projectName: projects.name, email: accounts.email, isOwner: sql<boolean>`${ownedBy(account.id)}` })
          .from(supplierAccessRequests)
          .innerJoin(projects, eq(projects.id, supplierAccessRequests.projectId))
          .innerJoin(accounts, eq(accounts.id, supplierAccessRequests.requesterAccountId))
          .where(scope.where(supplierAccessRequests, eq(supplierAccessRequests.id, request.params.id)))
          .limit(1)
          .for('update', { of: supplierAccessRequests });
        if (!row) throw notFound();
        if (!every && !row.isOwner) throw permissionDenied(ANSWER_REFUSED);
        if (row.r.status !== 'pending') throw badRequest(`This request was already ${row.r.status}.`);
        await tx
          .update(supplierAccessRequests)
          .set({ status, decidedByAccountId: account.id, decidedAt: new Date() })
          .where(scope.where(supplierAccessRequests, eq(supplierAccessRequests.id, row.r.id)));
        return row;
      });
      await app.mailer.send({
        to: decided.email,
        subject: `Project access ${status}: ${decided.projectName}`,
        text: `Your request for access to project ${decided.projectName} was ${status}.${status === 'approved' ? `\n\nOpen its lists: ${appLink(request, '/project_list_seller')}` : ''}`,
      });
      return { detail: `Request ${status}.` };
    },
  );
};
