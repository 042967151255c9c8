import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessSearchItemSchema,
  pagedSchema,
  PROJECT_SEARCH_CATEGORIES,
  type ProjectSearchCategory,
  projectSearchBody,
  projectSearchResponse,
  searchChipsResponse,
  searchProjectsQuery,
} from '@jobsite/core';
import { projects } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { parentIdRef, projectIdRef, searchProjectRows, textCondition } from './queries';

const tags = ['projects'];
const SEARCH_LIMIT = 20;

const chipLabels: Record<ProjectSearchCategory, Record<string, string>> = {
  project: { all: 'Project name or job #', name: 'Project name', main_job_num: 'Job #' },
  owner: { all: 'Owner name or email', name: 'Owner name', email: 'Owner email' },
  address: { all: 'Address (city, state or zip)', city: 'City', state: 'State', zip: 'Zip' },
};

function ownerMatch(pattern: string, field: string): SQL {
  const name = sql`(a.first_name || ' ' || a.last_name) ilike ${pattern}`;
  const email = sql`a.email ilike ${pattern}`;
  const match = field === 'name' ? name : field === 'email' ? email : sql`(${name} or ${email})`;
  return sql`exists(select 1 from project_owners o join accounts a on a.id = o.account_id where o.project_id = ${projectIdRef} and ${match})`;
}

function addressMatch(pattern: string, field: string): SQL {
  const one = (key: string) => sql`coalesce(${projects.address}->>${key}, '') ilike ${pattern}`;
  if (field !== 'all') return one(field);
  return sql`(${one('city')} or ${one('state')} or ${one('zip')})`;
}

/** The search box of the project list, and the request project access search. */
export const projectSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    '/projects/get_search_chip/',
    { schema: { tags, summary: 'The search chips (category and field) the project search offers', response: { 200: searchChipsResponse } } },
    async () => ({
      chips: (Object.keys(PROJECT_SEARCH_CATEGORIES) as ProjectSearchCategory[]).flatMap((category) =>
        PROJECT_SEARCH_CATEGORIES[category].map((field) => ({ category, field, label: chipLabels[category][field] })),
      ),
    }),
  );

  app.post(
    '/projects/search/',
    {
      config: { readOnly: true },
      schema: {
        tags,
        summary: `Projects matching search_string in a category (project, owner, address) and field; the first ${SEARCH_LIMIT} and the count`,
        body: projectSearchBody,
        response: { 200: projectSearchResponse },
      },
    },
    async (request) => {
      const { search_string, search_category, search_field } = request.body;
      const pattern = containsPattern(search_string);
      const condition =
        search_category === 'project'
          ? textCondition(search_string, search_field as 'all' | 'name' | 'main_job_num')
          : search_category === 'owner'
            ? ownerMatch(pattern, search_field)
            : addressMatch(pattern, search_field);
      return searchProjectRows(db, scopeOf(request), authOf(request).account.id, condition, SEARCH_LIMIT);
    },
  );

  app.get(
    '/SearchProjects/',
    {
      schema: {
        tags,
        summary: 'Request project access: projects of the company whose name or job # contains search_text (more than 2 characters), with their owners',
        querystring: searchProjectsQuery,
        response: { 200: pagedSchema(accessSearchItemSchema) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const page = pageOf(request.query);
      const callerId = authOf(request).account.id;
      const where = scope.where(projects, textCondition(request.query.search_text, 'all'));
      const order = [sql`lower(${projects.name})`, projects.id];
      // The page's ids first (indexes only), then the owners of those rows alone.
      const ids = db.select({ pageId: projects.id }).from(projects).where(where).orderBy(...order).limit(page.limit).offset(page.offset).as('page_ids');
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({
            id: projects.id,
            name: projects.name,
            main_job_num: projects.mainJobNum,
            parent_name: sql<string | null>`(select p.name from projects p where p.id = ${parentIdRef})`,
            status: projects.status,
            is_owner: sql<boolean>`exists(select 1 from project_owners o where o.project_id = ${projectIdRef} and o.account_id = ${callerId})`,
            owner_names: sql<string[]>`coalesce((select array_agg(a.first_name || ' ' || a.last_name order by a.first_name, a.last_name) from project_owners o join accounts a on a.id = o.account_id where o.project_id = ${projectIdRef}), '{}')`,
          })
          .from(ids)
          .innerJoin(projects, eq(projects.id, ids.pageId))
          .orderBy(...order),
        db.select({ n: sql<number>`count(*)::int` }).from(projects).where(where),
      ]);
      return pagedResponse(request, page, Number(n), rows.map((r) => ({ ...r, is_owner: Boolean(r.is_owner) })));
    },
  );
};
