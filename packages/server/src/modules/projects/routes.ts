import { count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartActionResultSchema,
  createProjectBody,
  idParamsSchema,
  issuesToFieldErrors,
  lastPoNumSchema,
  listProjectQuery,
  messages,
  ownerCandidatesResponse,
  ownerChangeBody,
  ownersResponse,
  pagedSchema,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  PROJECTS_FOR_CONTRACTORS,
  projectCategoriesSchema,
  projectCodeListsSchema,
  projectDetailQuery,
  projectListItemSchema,
  projectSchema,
  projectUpdateBody,
  searchProjectOwnerQuery,
  updateProjectAddressBody,
} from '@jobsite/core';
import { accounts, companyMemberships, projects } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { mayUseGrant } from '../../platform/permissions';
import { compiledResponse } from '../../platform/compiled-response';
import { fieldErrors, notFound, permissionDenied } from '../../platform/errors';
import { absoluteUrl, pageOf } from '../../platform/paging';
import { companyScope, type CompanyScope, scopeOf } from '../../platform/scope';
import { activeMembership } from '../accounts/queries';
import { containsPattern } from '../../platform/text-and-dates';
import { codeListsOf, findProject, findProjectForUpdate, type ListCursor, listProjects, ownersOf, projectDetail } from './queries';
import { projectCallerOf } from './caller';
import { lastPoNumber, type ProjectAction, type ProjectActions, type ProjectActionSchema } from './registry';
import { addOwner, changeProject, createProject, deleteProject, removeOwner, requireProjectEditor, setProjectAddress } from './service';

const tags = ['projects'];
const OWNER_SEARCH_LIMIT = 20;

/** A supplier's company has no projects of its own: it reads its customers' jobs through the lists they share (refused before the body is read). */
async function contractorsOnly(request: FastifyRequest) {
  if (authOf(request).company.systemType !== 'buyer') throw permissionDenied(PROJECTS_FOR_CONTRACTORS);
}

/** The company whose projects a call reads: the caller's own; staff may name another. Others get 404. */
function readScope(request: FastifyRequest, companyId: number | undefined): CompanyScope {
  const auth = authOf(request);
  if (!companyId || companyId === auth.company.id) return scopeOf(request);
  if (auth.account.isStaff) return companyScope(companyId);
  throw notFound();
}

/** The `next` link's cursor: the sort it belongs to, and the last row's sort key and id. */
const encodeCursor = (c: ListCursor, sort: string) => Buffer.from(JSON.stringify([sort, c.key, c.id])).toString('base64url');

function decodeCursor(cursor: string, sort: string): ListCursor {
  try {
    const [s, key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (s === sort && typeof key === 'string' && Number.isInteger(id)) return { key, id: id as number };
  } catch {
    // not ours
  }
  throw fieldErrors({ cursor: 'Invalid cursor.' });
}

const caller = (request: FastifyRequest) => {
  const { account } = authOf(request);
  return { id: account.id, isStaff: account.isStaff, managesCompany: mayUseGrant(request, 'allow_manage_company') };
};

export interface ProjectRoutesOptions {
  /** The funcs of POST projects/{id}/, one table per domain that offers some (app.ts composes them). */
  actions: readonly ProjectActions[];
}

/** One table of every func; a func offered twice is a composition mistake, refused at start. */
function actionTable(tables: readonly ProjectActions[]): Map<string, ProjectAction> {
  const table = new Map<string, ProjectAction>();
  for (const [func, action] of tables.flatMap((t) => Object.entries(t))) {
    if (table.has(func)) throw new Error(`project action ${func} is offered twice`);
    table.set(func, action);
  }
  return table;
}

/** What the action route itself validates of a body: a func name. The func's own schema does the rest, in the handler. */
const funcOnlyBody = z.looseObject({ func: z.string() });

/** A route's validator that checks the body with another schema than the one it documents (the other parts as usual). */
const bodyValidatedAs =
  (body: z.ZodType): FastifySchemaCompiler<unknown> =>
  ({ schema, ...part }) =>
    // Fastify passes one part's schema here, though its types name the route's whole schema.
    validatorCompiler({ ...part, schema: part.httpPart === 'body' ? body : (schema as z.ZodType) });

export const projectRoutes: FastifyPluginAsyncZod<ProjectRoutesOptions> = async (app, opts) => {
  const db = app.db;
  const actions = actionTable(opts.actions);
  const funcs = [...actions.keys()].sort();
  // For the OpenAPI document: every func's payload, one of them by func.
  const actionBody = z.discriminatedUnion('func', funcs.map((f) => actions.get(f)!.schema) as [ProjectActionSchema, ...ProjectActionSchema[]]);

  async function detailOrThrow(dbOrTx: typeof db, scope: CompanyScope, request: FastifyRequest, id: number) {
    const project = await projectDetail(dbOrTx, scope, authOf(request).account.id, id);
    if (!project) throw notFound();
    return project;
  }

  app.get(
    '/ListProject/',
    {
      schema: {
        tags,
        summary:
          'Projects of the company, paged. st search text, skt field searched (all, name, main_job_num), sR sort (name, main_job_num, created_at; "-" descending), status (comma list), parent_id (0 = top level), owner_company_id (staff: another company), owner_id, is_work_order_only, is_job_only',
        querystring: listProjectQuery,
        response: { 200: compiledResponse(pagedSchema(projectListItemSchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const page = pageOf(q);
      const after = q.cursor ? decodeCursor(q.cursor, q.sR) : undefined;
      const scope = readScope(request, q.owner_company_id);
      const { count: total, results, nextAfter } = await listProjects(db, scope, authOf(request).account.id, q, page.limit, page.offset, after);
      return {
        count: total,
        next: nextAfter ? absoluteUrl(request, { page: page.page + 1, cursor: encodeCursor(nextAfter, q.sR) }) : null,
        previous: page.page > 1 && !after ? absoluteUrl(request, { page: page.page - 1 }) : null,
        results,
      };
    },
  );

  app.get(
    '/ProjectCategories/',
    { schema: { tags, summary: 'Counts behind the project list filters: statuses and kinds', response: { 200: projectCategoriesSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const [byStatus, [kinds]] = await Promise.all([
        db.select({ status: projects.status, n: count() }).from(projects).where(scope.where(projects)).groupBy(projects.status),
        db
          .select({
            all: count(),
            groups: sql<number>`count(*) filter (where ${projects.isGroup})::int`,
            jobs: sql<number>`count(*) filter (where ${projects.isJob})::int`,
            workOrders: sql<number>`count(*) filter (where ${projects.isWorkOrder})::int`,
          })
          .from(projects)
          .where(scope.where(projects)),
      ]);
      const statusCount = new Map(byStatus.map((r) => [r.status, r.n]));
      return {
        statuses: PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value], count: statusCount.get(value) ?? 0 })),
        categories: [
          { value: 'all' as const, label: 'All projects', count: kinds.all },
          { value: 'groups' as const, label: 'Groups', count: Number(kinds.groups) },
          { value: 'jobs' as const, label: 'Jobs', count: Number(kinds.jobs) },
          { value: 'work_orders' as const, label: 'Work orders', count: Number(kinds.workOrders) },
        ],
      };
    },
  );

  app.post(
    '/projects/',
    { preValidation: contractorsOnly, schema: { tags, summary: 'Create a project, a group (is_create_group) or a job in a group (parent_id) (contractors)', body: createProjectBody, response: { 201: projectSchema } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const project = await db.transaction(async (tx) => {
        const row = await createProject(tx, scope, caller(request), request.body);
        return detailOrThrow(tx, scope, request, row.id);
      });
      return reply.status(201).send(project);
    },
  );

  app.get(
    '/projects/:id/',
    { schema: { tags, summary: 'One project with address, owners and code lists', params: idParamsSchema, querystring: projectDetailQuery, response: { 200: projectSchema } } },
    async (request) => detailOrThrow(db, readScope(request, request.query.company_id), request, request.params.id),
  );

  app.post(
    '/projects/:id/',
    {
      schema: {
        tags,
        summary: `Project actions, chosen by func: ${funcs.join(', ')}`,
        params: idParamsSchema,
        body: actionBody,
        response: { 200: z.union([cartActionResultSchema, projectSchema]) },
      },
      // The body is documented as the union above but validated as funcOnlyBody, then by the func's own
      // schema below: an unknown func answers "is not a valid choice." and a bad payload only its own
      // field errors, which the union's errors would not.
      validatorCompiler: bodyValidatedAs(funcOnlyBody),
    },
    async (request) => {
      const body = request.body as z.output<typeof funcOnlyBody>; // validated by the validatorCompiler above
      const action = actions.get(body.func);
      if (!action) throw fieldErrors({ func: `"${body.func}" is not a valid choice.` });
      const parsed = action.schema.safeParse(body);
      if (!parsed.success) throw fieldErrors(issuesToFieldErrors(parsed.error.issues));
      const actionCaller = projectCallerOf(request);
      action.authorize?.(actionCaller);
      const scope = scopeOf(request);
      return db.transaction(async (tx) => {
        const project = await findProjectForUpdate(tx, scope, request.params.id);
        if (!project) throw notFound();
        const result = await action.handle({ caller: actionCaller, tx, scope, project }, parsed.data);
        // A func with its own answer (the cart funcs: the lines they changed) gives it; the rest answer the project.
        return result === undefined ? detailOrThrow(tx, scope, request, project.id) : result;
      });
    },
  );

  app.delete(
    '/projects/:id/',
    { schema: { tags, summary: 'Delete a project (refused while it has purchase orders or shipping forms)', params: idParamsSchema } },
    async (request, reply) => {
      const scope = scopeOf(request);
      await db.transaction((tx) => deleteProject(tx, scope, caller(request), request.params.id));
      return reply.status(204).send();
    },
  );

  app.post(
    '/ProjectUpdate/',
    { schema: { tags, summary: 'Change several fields of a project at once (settings screen)', body: projectUpdateBody, response: { 200: projectSchema } } },
    async (request) => {
      const { project_id, ...changes } = request.body;
      const scope = scopeOf(request);
      return db.transaction(async (tx) => {
        const project = await findProjectForUpdate(tx, scope, project_id);
        if (!project) throw notFound();
        await requireProjectEditor(tx, caller(request), project);
        await changeProject(tx, scope, project, changes);
        return detailOrThrow(tx, scope, request, project.id);
      });
    },
  );

  app.post(
    '/UpdateProjectAddress/',
    { schema: { tags, summary: 'Create or update the address of a project', body: updateProjectAddressBody, response: { 200: projectSchema } } },
    async (request) => {
      const { project_id, action, value } = request.body;
      const scope = scopeOf(request);
      return db.transaction(async (tx) => {
        const project = await findProjectForUpdate(tx, scope, project_id);
        if (!project) throw notFound();
        await requireProjectEditor(tx, caller(request), project);
        await setProjectAddress(tx, scope, project, action, value);
        return detailOrThrow(tx, scope, request, project.id);
      });
    },
  );

  app.get(
    '/projects/:id/retrieve_phase_code/',
    { schema: { tags, summary: 'The popular phase and cost code lists of a project', params: idParamsSchema, response: { 200: projectCodeListsSchema } } },
    async (request) => {
      const project = await findProject(db, scopeOf(request), request.params.id);
      if (!project) throw notFound();
      return codeListsOf(project);
    },
  );

  app.get(
    '/projects/:id/get_last_po_num/',
    {
      schema: {
        tags,
        summary: 'The last purchase-order number of a project (null until the orders domain records one)',
        params: idParamsSchema,
        response: { 200: lastPoNumSchema },
      },
    },
    async (request) => {
      const project = await findProject(db, scopeOf(request), request.params.id);
      if (!project) throw notFound();
      return { last_po_num: await lastPoNumber(db, { id: project.id, companyId: project.companyId }) };
    },
  );

  // ---- owners ----

  app.get(
    '/projects/:id/get_owners/',
    { schema: { tags, summary: 'Owners of a project', params: idParamsSchema, response: { 200: ownersResponse } } },
    async (request) => {
      const scope = scopeOf(request);
      if (!(await findProject(db, scope, request.params.id))) throw notFound();
      return { owners: await ownersOf(db, scope, request.params.id) };
    },
  );

  for (const change of ['add_owner', 'remove_owner'] as const) {
    app.post(
      `/projects/:id/${change}/`,
      {
        schema: {
          tags,
          summary: change === 'add_owner' ? 'Add an owner (apply_to_all_child: also to the child projects)' : 'Remove an owner; users may remove themselves',
          params: idParamsSchema,
          body: ownerChangeBody,
          response: { 200: ownersResponse },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        const { owner_id, apply_to_all_child } = request.body;
        return db.transaction(async (tx) => {
          const project = await findProjectForUpdate(tx, scope, request.params.id);
          if (!project) throw notFound();
          if (change === 'add_owner') await addOwner(tx, scope, caller(request), project, owner_id, apply_to_all_child);
          else await removeOwner(tx, scope, caller(request), project, owner_id, apply_to_all_child);
          return {
            detail: change === 'add_owner' ? messages.ownerAdded : messages.removedFromProject,
            owners: await ownersOf(tx, scope, project.id),
          };
        });
      },
    );
  }

  app.get(
    '/SearchProjectOwner/',
    {
      schema: {
        tags,
        summary: `Active users of the project's company matching search_terms (name or email), up to ${OWNER_SEARCH_LIMIT}`,
        querystring: searchProjectOwnerQuery,
        response: { 200: ownerCandidatesResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { project_id, search_terms } = request.query;
      if (!(await findProject(db, scope, project_id))) throw notFound();
      const pattern = containsPattern(search_terms);
      const rows = await db
        .select({
          id: accounts.id,
          first_name: accounts.firstName,
          last_name: accounts.lastName,
          email: accounts.email,
          job_title: accounts.jobTitle,
          is_owner: sql<boolean>`exists(select 1 from project_owners o where o.project_id = ${project_id} and o.account_id = ${accounts.id})`,
        })
        .from(companyMemberships)
        .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
        .where(
          scope.where(
            companyMemberships,
            activeMembership,
            eq(accounts.isActive, true),
            search_terms
              ? sql`(${accounts.firstName} || ' ' || ${accounts.lastName} ilike ${pattern} or ${accounts.email} ilike ${pattern})`
              : undefined,
          ),
        )
        .orderBy(accounts.firstName, accounts.lastName, accounts.id)
        .limit(OWNER_SEARCH_LIMIT);
      return { results: rows.map((r) => ({ ...r, is_owner: Boolean(r.is_owner) })) };
    },
  );

};
