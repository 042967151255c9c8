import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartActionSchemas, PROJECTS_FOR_CONTRACTORS } from '@jobsite/core';
import { projects } from '../../db/schema/index';
import { makeAccount, makeCompany, makeUserGroup } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { projectActions } from './actions';
import { projectRoutes } from './routes';
import { projectWorld, type ProjectWorld } from './test-world';

let t: TestApp;
let w: ProjectWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await projectWorld(t);
});
afterAll(() => t.close());

const address = { Field_1: '1200 Larimer St', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' };

describe('POST projects/', () => {
  it('creates a job owned by its creator', async () => {
    const res = await w.asBuyer({ method: 'POST', url: '/api/v1/projects/', payload: { name: '  Union Station Retrofit ', main_job_num: 'J-1001' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Union Station Retrofit',
      main_job_num: 'J-1001',
      status: 'active',
      is_job: true,
      is_work_order: false,
      is_group: false,
      parent_id: null,
      address: null,
      owners: [{ id: w.buyer.id }],
      is_owner: true,
      popular_phase_codes: [],
    });
  });

  it('creates a group and a job inside it that takes the group owners', async () => {
    const group = (await w.asColleague({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'Airport Group', is_create_group: true } })).json();
    expect(group).toMatchObject({ is_group: true, is_job: false });
    const child = await w.asBuyer({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'Concourse B', main_job_num: 'J-2001', parent_id: group.id } });
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({ parent_id: group.id, parent_name: 'Airport Group' });
    expect(child.json().owners.map((o: { id: number }) => o.id).sort()).toEqual([w.buyer.id, w.colleague.id].sort());
  });

  it('refuses a supplier (its company has no projects), a good body or a bad one, and makes nothing', async () => {
    const before = await t.db.select().from(projects);
    for (const payload of [{ name: 'Supplier job', main_job_num: 'S-1' }, { name: ' ' }]) {
      const res = await w.asSeller({ method: 'POST', url: '/api/v1/projects/', payload });
      expect([res.statusCode, res.json()]).toEqual([403, { detail: PROJECTS_FOR_CONTRACTORS }]);
    }
    expect(await t.db.select().from(projects)).toEqual(before);
  });

  it('rejects bad input with field errors', async () => {
    const blank = await w.asBuyer({ method: 'POST', url: '/api/v1/projects/', payload: { name: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ name: ['Please enter a project name.'] });
    const types = await w.asBuyer({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'X', is_create_group: 'yes', parent_id: 'abc' } });
    expect(types.statusCode).toBe(400);
    expect(Object.keys(types.json()).sort()).toEqual(['is_create_group', 'parent_id']);
  });

  it('refuses a duplicate job number, a job as parent and a parent of another company', async () => {
    await w.make({ name: 'Dup', main_job_num: 'DUP-1' });
    const dup = await w.asBuyer({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'Dup 2', main_job_num: 'dup-1' } });
    expect(dup.json()).toEqual({ main_job_num: ['A project with this job number already exists.'] });
    const job = await w.make({ name: 'Plain job' });
    const underJob = await w.asBuyer({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'Sub', parent_id: job.id } });
    expect(underJob.json()).toEqual({ parent_id: ['The parent must be a project group.'] });
    const foreign = await w.asStranger({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'Sneaky', parent_id: job.id } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ parent_id: [`Invalid pk "${job.id}" - object does not exist.`] });
  });
});

describe('GET ListProject/', () => {
  let own: TestApp['as'] extends (s: never) => infer C ? C : never;
  beforeAll(async () => {
    const company = await (await import('../../../test/factories')).makeCompany(t.db);
    const account = await (await import('../../../test/factories')).makeAccount(t.db, company.id);
    own = t.as(await t.signIn(account.id, company.id));
    const call = own;
    const post = (payload: object) => call({ method: 'POST', url: '/api/v1/projects/', payload }).then((r) => r.json());
    const group = await post({ name: 'Hospital Expansion', is_create_group: true });
    await post({ name: 'Hospital Tower A', main_job_num: 'H-100', parent_id: group.id });
    await post({ name: 'Hospital Tower B', main_job_num: 'H-200', parent_id: group.id });
    await post({ name: 'Warehouse Lighting', main_job_num: 'W-300', is_work_order: true });
    const done = await post({ name: 'Bank Remodel', main_job_num: 'B-400' });
    await call({ method: 'POST', url: `/api/v1/projects/${done.id}/`, payload: { func: 'update_project', action: 'status', value: 'completed' } });
  });

  const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

  it('pages the company projects sorted by name with count and a next link', async () => {
    const res = await own({ method: 'GET', url: '/api/v1/ListProject/?page_size=2', headers: { host: 'jobs.test' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(5);
    expect(names(body)).toEqual(['Bank Remodel', 'Hospital Expansion']);
    expect(body.next).toMatch(/^http:\/\/jobs\.test\/api\/v1\/ListProject\/\?page_size=2&page=2&cursor=[\w-]+$/);
    expect(body.previous).toBeNull();
  });

  it.each(['name', '-name', 'main_job_num', '-main_job_num', 'created_at', '-created_at'])('follows next links through every row once, sorted by %s', async (sort) => {
    const all = names((await own({ method: 'GET', url: `/api/v1/ListProject/?sR=${sort}&page_size=50` })).json());
    const seen: string[] = [];
    let url: string | null = `/api/v1/ListProject/?sR=${sort}&page_size=2`;
    while (url) {
      const body: { next: string | null; results: { name: string }[] } = (await own({ method: 'GET', url })).json();
      seen.push(...names(body));
      url = body.next ? body.next.replace(/^http:\/\/[^/]+/, '') : null;
    }
    expect(seen).toEqual(all);
    expect(seen).toHaveLength(5);
  });

  it('still jumps to a page by number, and refuses a cursor that is not ours', async () => {
    expect(names((await own({ method: 'GET', url: '/api/v1/ListProject/?page_size=2&page=3' })).json())).toEqual(['Warehouse Lighting']);
    const next = (await own({ method: 'GET', url: '/api/v1/ListProject/?page_size=2' })).json().next as string;
    const cursor = new URL(next).searchParams.get('cursor');
    expect((await own({ method: 'GET', url: `/api/v1/ListProject/?sR=-name&cursor=${cursor}` })).json()).toEqual({ cursor: ['Invalid cursor.'] });
    expect((await own({ method: 'GET', url: '/api/v1/ListProject/?cursor=bm9wZQ' })).json()).toEqual({ cursor: ['Invalid cursor.'] });
  });

  it('searches name and job number, by field', async () => {
    expect(names((await own({ method: 'GET', url: '/api/v1/ListProject/?st=tower' })).json())).toEqual(['Hospital Tower A', 'Hospital Tower B']);
    expect(names((await own({ method: 'GET', url: '/api/v1/ListProject/?st=h-2' })).json())).toEqual(['Hospital Tower B']);
    expect(names((await own({ method: 'GET', url: '/api/v1/ListProject/?st=h-2&skt=name' })).json())).toEqual([]);
    expect(names((await own({ method: 'GET', url: '/api/v1/ListProject/?st=100%25' })).json())).toEqual([]);
  });

  it('filters by status, hierarchy, kind and owner, and sorts', async () => {
    expect(names((await own({ method: 'GET', url: '/api/v1/ListProject/?status=completed' })).json())).toEqual(['Bank Remodel']);
    expect((await own({ method: 'GET', url: '/api/v1/ListProject/?status=active,archived' })).json().count).toBe(4);
    const top = (await own({ method: 'GET', url: '/api/v1/ListProject/?parent_id=0' })).json();
    expect(names(top)).toEqual(['Bank Remodel', 'Hospital Expansion', 'Warehouse Lighting']);
    const group = top.results.find((r: { name: string }) => r.name === 'Hospital Expansion');
    expect(group).toMatchObject({ children_count: 2, is_group: true, owner_count: 1, is_owner: true });
    expect(names((await own({ method: 'GET', url: `/api/v1/ListProject/?parent_id=${group.id}` })).json())).toEqual(['Hospital Tower A', 'Hospital Tower B']);
    expect(names((await own({ method: 'GET', url: '/api/v1/ListProject/?is_work_order_only=true' })).json())).toEqual(['Warehouse Lighting']);
    expect((await own({ method: 'GET', url: '/api/v1/ListProject/?is_job_only=1' })).json().count).toBe(3);
    expect(names((await own({ method: 'GET', url: '/api/v1/ListProject/?sR=-main_job_num&is_job_only=true' })).json())).toEqual(['Hospital Tower B', 'Hospital Tower A', 'Bank Remodel']);
    expect((await own({ method: 'GET', url: `/api/v1/ListProject/?owner_id=${w.buyer.id}` })).json().count).toBe(0);
  });

  it('answers the first page of status chips from a statement prepared per status set (statuses written in its text), with the rows and totals of the ordinary one', async () => {
    const page = async (query: string) => (await own({ method: 'GET', url: `/api/v1/ListProject/?${query}` })).json() as { count: number; next: string | null; results: { name: string }[] };
    // page_size=1: the total is the kept one (more pages follow); the next page is the ordinary statement.
    const first = await page('status=active&parent_id=0&page_size=1');
    expect([first.count, names(first)]).toEqual([2, ['Hospital Expansion']]);
    expect(names(await page(first.next!.replace(/^http:\/\/[^/]+\/api\/v1\/ListProject\/\?/, '')))).toEqual(['Warehouse Lighting']);
    const both = await page('status=completed,active&parent_id=0');
    expect([both.count, names(both)]).toEqual([3, ['Bank Remodel', 'Hospital Expansion', 'Warehouse Lighting']]);
    const twice = await page('status=active,active&sR=-name&page_size=2');
    expect([twice.count, names(twice)]).toEqual([4, ['Warehouse Lighting', 'Hospital Tower B']]);
    const none = await page('status=archived&parent_id=0');
    expect([none.count, names(none)]).toEqual([0, []]);
    if (t.database.kind === 'pglite') {
      const { rows } = (await t.db.execute(sql`select name from pg_prepared_statements where name like 'project_list_%'`)) as unknown as { rows: { name: string }[] };
      expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['project_list_name_top_2_active', 'project_list_name_top_26_active_completed', 'project_list_name_desc_all_3_active', 'project_list_name_top_26_archived']));
    }
  });

  it('rejects bad query values', async () => {
    const res = await own({ method: 'GET', url: '/api/v1/ListProject/?status=open&sR=size&is_job_only=maybe&parent_id=-1&page=0' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['is_job_only', 'page', 'parent_id', 'sR', 'status.0']);
  });

  it('answers 404 for another company named in owner_company_id unless the caller is staff', async () => {
    expect((await own({ method: 'GET', url: `/api/v1/ListProject/?owner_company_id=${w.company.id}` })).statusCode).toBe(404);
    const { makeAccount } = await import('../../../test/factories');
    const staff = await makeAccount(t.db, w.other.id, { isStaff: true });
    const asStaff = t.as(await t.signIn(staff.id, w.other.id));
    const res = await asStaff({ method: 'GET', url: `/api/v1/ListProject/?owner_company_id=${w.company.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBeGreaterThan(0);
  });

  it('counts the categories behind the filters', async () => {
    const res = await own({ method: 'GET', url: '/api/v1/ProjectCategories/' });
    expect(res.json()).toEqual({
      statuses: [
        { value: 'active', label: 'Active', count: 4 },
        { value: 'completed', label: 'Completed', count: 1 },
        { value: 'archived', label: 'Archived', count: 0 },
      ],
      categories: [
        { value: 'all', label: 'All projects', count: 5 },
        { value: 'groups', label: 'Groups', count: 1 },
        { value: 'jobs', label: 'Jobs', count: 3 },
        { value: 'work_orders', label: 'Work orders', count: 1 },
      ],
    });
  });
});

describe('project settings', () => {
  it('changes one field with update_project and several with ProjectUpdate/', async () => {
    const p = await w.make({ name: 'Settings Job', main_job_num: 'S-1' });
    const one = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${p.id}/`, payload: { func: 'update_project', action: 'is_work_order', value: true } });
    expect(one.json()).toMatchObject({ is_work_order: true, is_job: false });
    const many = await w.asBuyer({ method: 'POST', url: '/api/v1/ProjectUpdate/', payload: { project_id: p.id, name: 'Settings Job 2', main_job_num: 'S-2', status: 'archived' } });
    expect(many.statusCode).toBe(200);
    expect(many.json()).toMatchObject({ name: 'Settings Job 2', main_job_num: 'S-2', status: 'archived' });
  });

  it("are changed by the project's owners and company administrators only, once a group holds Allow Manage Company", async () => {
    const company = await makeCompany(t.db, { name: `Owned Co ${Date.now()}` });
    const admins = await makeUserGroup(t.db, company.id, { allow_manage_company: true });
    const admin = await makeAccount(t.db, company.id, { userGroupId: admins.id });
    const owner = await makeAccount(t.db, company.id);
    const other = await makeAccount(t.db, company.id);
    const as = async (a: { id: number }) => t.as(await t.signIn(a.id, company.id));
    const [asAdmin, asOwner, asOther] = [await as(admin), await as(owner), await as(other)];
    const p = (await asOwner({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'Owned job' } })).json();
    expect((await asAdmin({ method: 'GET', url: `/api/v1/projects/${p.id}/` })).json()).toMatchObject({ owner_count: 1 });
    const refusals = [
      { method: 'POST' as const, url: '/api/v1/ProjectUpdate/', payload: { project_id: p.id, status: 'archived' } },
      { method: 'POST' as const, url: '/api/v1/UpdateProjectAddress/', payload: { project_id: p.id, action: 'create', value: { Field_1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202', country: 'USA' } } },
      { method: 'POST' as const, url: `/api/v1/projects/${p.id}/`, payload: { func: 'update_project', action: 'name', value: 'Mine now' } },
      { method: 'POST' as const, url: `/api/v1/projects/${p.id}/`, payload: { func: 'update_phase_code', list: 'popular_phase_codes', action: 'add', value: { code: '1', name: 'x' } } },
    ];
    for (const call of refusals) {
      const res = await asOther(call);
      expect([call.url, res.statusCode, res.json()]).toEqual([call.url, 403, { detail: "Only this project's owners and company administrators change its settings. Ask an owner to add you." }]);
    }
    expect((await asAdmin({ method: 'GET', url: `/api/v1/projects/${p.id}/` })).json()).toMatchObject({ name: 'Owned job', status: 'active', popular_phase_codes: [] });
    expect((await asOwner({ method: 'POST', url: '/api/v1/ProjectUpdate/', payload: { project_id: p.id, name: 'Owned job 2' } })).statusCode).toBe(200);
    expect((await asAdmin({ method: 'POST', url: '/api/v1/ProjectUpdate/', payload: { project_id: p.id, status: 'completed' } })).statusCode).toBe(200);
  });

  it('rejects unknown funcs, bad actions and bad values', async () => {
    const p = await w.make({ name: 'Strict Job' });
    const post = (payload: object) => w.asBuyer({ method: 'POST', url: `/api/v1/projects/${p.id}/`, payload });
    expect((await post({ func: 'launch' })).json()).toEqual({ func: ['"launch" is not a valid choice.'] });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ func: 'update_project', action: 'colour', value: 'red' })).statusCode).toBe(400);
    expect((await post({ func: 'update_project', action: 'status', value: 'lost' })).json()).toHaveProperty('value');
    expect((await post({ func: 'update_project', action: 'parent_id', value: p.id })).json()).toEqual({ parent_id: ['A project cannot be its own parent.'] });
    expect((await w.asBuyer({ method: 'POST', url: '/api/v1/ProjectUpdate/', payload: { project_id: 'x' } })).json()).toHaveProperty('project_id');
  });

  it('edits the popular code lists: add, update, reorder, remove, with the widget messages', async () => {
    const p = await w.make({ name: 'Codes Job' });
    const post = (payload: object) => w.asBuyer({ method: 'POST', url: `/api/v1/projects/${p.id}/`, payload: { func: 'update_phase_code', list: 'popular_phase_codes', ...payload } });
    const a = (await post({ action: 'add', value: { code: '100', name: 'Rough-in' } })).json().popular_phase_codes[0];
    expect(a.id).toBeGreaterThan(0);
    expect(a.id).toBeLessThanOrEqual(9_999_999_999);
    const b = (await post({ action: 'add', value: { code: '200', name: 'Trim' } })).json().popular_phase_codes[1];
    await post({ action: 'update', id: b.id, value: { code: '210', name: 'Trim-out' } });
    const reordered = (await post({ action: 'reorder', value: [b.id, a.id] })).json();
    expect(reordered.popular_phase_codes.map((e: { code: string }) => e.code)).toEqual(['210', '100']);
    expect((await post({ action: 'add', value: { code: '300' } })).json()).toEqual({ detail: 'Please enter both phase code and name' });
    const cost = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${p.id}/`, payload: { func: 'update_phase_code', list: 'popular_material_cost_codes', action: 'add', value: { name: 'Wire' } } });
    expect(cost.json()).toEqual({ detail: 'Please enter both cost code and name' });
    await post({ action: 'remove', id: a.id });
    const lists = (await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${p.id}/retrieve_phase_code/` })).json();
    expect(lists).toEqual({ popular_phase_codes: [{ id: b.id, code: '210', name: 'Trim-out' }], popular_cost_codes: [], popular_material_phase_codes: [], popular_material_cost_codes: [] });
    expect((await post({ action: 'reorder', value: [1, 2] })).statusCode).toBe(400);
    expect((await post({ list: 'favourites', action: 'add', value: {} })).json()).toHaveProperty('list');
  });

  it('creates and updates the address under the address rules', async () => {
    const p = await w.make({ name: 'Address Job' });
    const post = (payload: object) => w.asBuyer({ method: 'POST', url: '/api/v1/UpdateProjectAddress/', payload: { project_id: p.id, ...payload } });
    expect((await post({ action: 'update', value: address })).json()).toEqual({ detail: 'This project has no address yet; create it first.' });
    const created = await post({ action: 'create', value: address });
    expect(created.statusCode).toBe(200);
    expect(created.json().address).toMatchObject({ ...address, Field_2: '' });
    expect(created.json()).toMatchObject({ city: 'Denver', country: 'USA' });
    const badZip = await post({ action: 'update', value: { ...address, zip: '8020' } });
    expect(badZip.json()).toEqual({ 'value.zip': ['Invalid zip'] });
    const noState = await post({ action: 'update', value: { ...address, state: '' } });
    expect(noState.json()).toEqual({ 'value.state': ['State is missing.'] });
    const incomplete = await post({ action: 'update', value: { country: 'Canada' } });
    expect(incomplete.statusCode).toBe(400);
    const canada = await post({ action: 'update', value: { Field_1: '100 King St W', city: 'Toronto', state: 'ON', zip: 'M5X 1A9', country: 'Canada' } });
    expect(canada.json().address).toMatchObject({ city: 'Toronto', country: 'Canada' });
    expect((await post({ action: 'move', value: address })).json()).toHaveProperty('action');
  });
});

describe('the funcs of POST projects/{id}/', () => {
  type JsonSchema = { oneOf?: JsonSchema[]; properties?: Record<string, { enum?: string[] }>; required?: string[] };

  it('are each described in the OpenAPI document: the body is one of their payloads, told apart by func', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body: JsonSchema = docs.paths['/api/v1/projects/{id}/'].post.requestBody.content['application/json'].schema;
    const byFunc = new Map<string, JsonSchema[]>();
    const collect = (s: JsonSchema): void => {
      if (s.oneOf) s.oneOf.forEach(collect);
      for (const f of s.properties?.func?.enum ?? []) byFunc.set(f, [...(byFunc.get(f) ?? []), s]);
    };
    collect(body);
    expect(body.oneOf).toBeDefined();
    expect([...byFunc.keys()].sort()).toEqual([...Object.keys(cartActionSchemas), 'update_phase_code', 'update_project'].sort());
    const [addItem] = byFunc.get('add_item')!;
    expect(addItem.required).toEqual(expect.arrayContaining(['func', 'id', 'package_count']));
    expect(Object.keys(addItem.properties!)).toEqual(expect.arrayContaining(['phase_code', 'rental_start_date']));
    expect(byFunc.get('update_project')!.map((s) => s.properties!.action.enum)).toEqual([['name'], ['main_job_num'], ['status'], ['parent_id'], ['is_work_order']]);
  });

  it('refuse a func offered by two tables when the app starts', async () => {
    const app = Fastify();
    await expect(app.register(projectRoutes, { actions: [projectActions, { update_project: projectActions.update_project }] })).rejects.toThrow('project action update_project is offered twice');
    await app.close();
  });
});

describe('DELETE projects/{id}/', () => {
  it('deletes a project and lifts its children to the top level', async () => {
    const group = await w.make({ name: 'Doomed Group', is_create_group: true });
    const child = await w.make({ name: 'Survivor', parent_id: group.id });
    const res = await w.asBuyer({ method: 'DELETE', url: `/api/v1/projects/${group.id}/` });
    expect(res.statusCode).toBe(204);
    expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${group.id}/` })).statusCode).toBe(404);
    expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${child.id}/` })).json()).toMatchObject({ parent_id: null });
  });

  it('refuses someone who is not an owner while the project has owners', async () => {
    const p = await w.make({ name: 'Kept' });
    const res = await w.asColleague({ method: 'DELETE', url: `/api/v1/projects/${p.id}/` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only an owner of this project can delete it.' });
  });

  it('rejects a bad id', async () => {
    expect((await w.asBuyer({ method: 'DELETE', url: '/api/v1/projects/abc/' })).statusCode).toBe(400);
  });
});
