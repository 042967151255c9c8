import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { projectWorld, type ProjectWorld } from './test-world';

let t: TestApp;
let w: ProjectWorld;
let id: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await projectWorld(t);
  id = (await w.make({ name: 'Secret Refinery', main_job_num: 'SR-1', is_create_group: true })).id;
});
afterAll(() => t.close());

const address = { Field_1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', country: 'USA' };

/** Every call that names a project, as a user of another company would make it. */
const calls = (): [string, InjectOptions][] => [
  ['GET projects/{id}/', { method: 'GET', url: `/api/v1/projects/${id}/` }],
  ['GET projects/{id}/?company_id=', { method: 'GET', url: `/api/v1/projects/${id}/?company_id=${w.company.id}` }],
  ['POST projects/{id}/ update_project', { method: 'POST', url: `/api/v1/projects/${id}/`, payload: { func: 'update_project', action: 'name', value: 'Mine now' } }],
  ['POST projects/{id}/ update_phase_code', { method: 'POST', url: `/api/v1/projects/${id}/`, payload: { func: 'update_phase_code', list: 'popular_phase_codes', action: 'add', value: { code: '1', name: 'x' } } }],
  ['DELETE projects/{id}/', { method: 'DELETE', url: `/api/v1/projects/${id}/` }],
  ['GET get_owners/', { method: 'GET', url: `/api/v1/projects/${id}/get_owners/` }],
  ['POST add_owner/', { method: 'POST', url: `/api/v1/projects/${id}/add_owner/`, payload: { owner_id: w.stranger.id } }],
  ['POST remove_owner/', { method: 'POST', url: `/api/v1/projects/${id}/remove_owner/`, payload: { owner_id: w.buyer.id } }],
  ['GET retrieve_phase_code/', { method: 'GET', url: `/api/v1/projects/${id}/retrieve_phase_code/` }],
  ['GET get_last_po_num/', { method: 'GET', url: `/api/v1/projects/${id}/get_last_po_num/` }],
  ['POST send_access_request_email/', { method: 'POST', url: `/api/v1/projects/${id}/send_access_request_email/`, payload: {} }],
  ['GET SearchProjectOwner/', { method: 'GET', url: `/api/v1/SearchProjectOwner/?project_id=${id}` }],
  ['POST UpdateProjectAddress/', { method: 'POST', url: '/api/v1/UpdateProjectAddress/', payload: { project_id: id, action: 'create', value: address } }],
  ['POST ProjectUpdate/', { method: 'POST', url: '/api/v1/ProjectUpdate/', payload: { project_id: id, name: 'Mine now' } }],
  ['GET ListProject/?owner_company_id=', { method: 'GET', url: `/api/v1/ListProject/?owner_company_id=${w.company.id}` }],
];

describe('a user of another company', () => {
  it('gets 404 for a project id that exists, on every call', async () => {
    for (const [name, opts] of calls()) {
      const res = await w.asStranger(opts);
      expect([name, res.statusCode, res.json()]).toEqual([name, 404, { detail: 'Not found.' }]);
    }
    const still = (await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${id}/` })).json();
    expect(still).toMatchObject({ name: 'Secret Refinery', address: null, owners: [{ id: w.buyer.id }], popular_phase_codes: [] });
  });

  it('cannot place a project under it', async () => {
    const res = await w.asStranger({ method: 'POST', url: '/api/v1/projects/', payload: { name: 'Mine', parent_id: id } });
    expect(res.json()).toEqual({ parent_id: [`Invalid pk "${id}" - object does not exist.`] });
  });

  it('does not find it in any list or search', async () => {
    expect((await w.asStranger({ method: 'GET', url: '/api/v1/ListProject/?st=refinery' })).json().count).toBe(0);
    expect((await w.asStranger({ method: 'GET', url: '/api/v1/SearchProjects/?search_text=refinery' })).json().count).toBe(0);
    expect((await w.asStranger({ method: 'POST', url: '/api/v1/projects/search/', payload: { search_string: 'refinery' } })).json().count).toBe(0);
    expect((await w.asStranger({ method: 'GET', url: '/api/v1/ProjectCategories/' })).json().categories[0]).toEqual({ value: 'all', label: 'All projects', count: 0 });
  });
});

describe('an anonymous caller', () => {
  it('gets 401 on every project call', async () => {
    for (const [name, opts] of calls()) {
      const res = await t.as(null)(opts);
      expect([name, res.statusCode]).toEqual([name, 401]);
    }
  });
});
