import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { projectWorld, type ProjectWorld } from './test-world';

let t: TestApp;
let w: ProjectWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await projectWorld(t);
  const a = await w.make({ name: 'Harbor Bridge Lighting', main_job_num: 'HB-501' });
  await w.make({ name: 'Harbor Ferry Terminal', main_job_num: 'HF-502' }, w.colleague.id);
  await w.make({ name: 'Mountain Lodge', main_job_num: 'ML-503' }, w.colleague.id);
  await w.asBuyer({
    method: 'POST',
    url: '/api/v1/UpdateProjectAddress/',
    payload: { project_id: a.id, action: 'create', value: { Field_1: '9 Quay Rd', city: 'Vancouver', state: 'BC', zip: 'V6B 1A1', country: 'Canada' } },
  });
});
afterAll(() => t.close());

const search = (payload: object) => w.asBuyer({ method: 'POST', url: '/api/v1/projects/search/', payload });
const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

describe('project search', () => {
  it('offers its chips', async () => {
    const res = await w.asBuyer({ method: 'GET', url: '/api/v1/projects/get_search_chip/' });
    expect(res.json().chips).toContainEqual({ category: 'project', field: 'main_job_num', label: 'Job #' });
    expect(res.json().chips).toContainEqual({ category: 'owner', field: 'email', label: 'Owner email' });
  });

  it('searches projects by name or job number', async () => {
    expect(names((await search({ search_string: 'harbor' })).json())).toEqual(['Harbor Bridge Lighting', 'Harbor Ferry Terminal']);
    expect(names((await search({ search_string: '503', search_field: 'main_job_num' })).json())).toEqual(['Mountain Lodge']);
    expect((await search({ search_string: '503', search_field: 'name' })).json()).toEqual({ count: 0, results: [] });
  });

  it('searches by owner and by address', async () => {
    const byOwner = await search({ search_string: w.colleague.email, search_category: 'owner', search_field: 'email' });
    expect(names(byOwner.json())).toEqual(['Harbor Ferry Terminal', 'Mountain Lodge']);
    expect(names((await search({ search_string: 'vancouver', search_category: 'address' })).json())).toEqual(['Harbor Bridge Lighting']);
    expect(names((await search({ search_string: 'v6b', search_category: 'address', search_field: 'zip' })).json())).toEqual(['Harbor Bridge Lighting']);
  });

  it('rejects bad input', async () => {
    expect((await search({ search_string: '' })).json()).toEqual({ search_string: ['This field may not be blank.'] });
    expect((await search({ search_string: 'x', search_category: 'planet' })).json()).toHaveProperty('search_category');
    expect((await search({ search_string: 'x', search_category: 'owner', search_field: 'zip' })).json()).toEqual({ search_field: ['"zip" is not a valid choice.'] });
  });
});
