import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectOwners, projects, userGroups } from '../../db/schema/index';
import { makeAccount, makeUserGroup } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { registerLastPoNumberSource, registerProjectDeletionGuard, registerProjectDependents } from './registry';
import { projectWorld, type ProjectWorld } from './test-world';

let t: TestApp;
let w: ProjectWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await projectWorld(t);
});
afterAll(() => t.close());

const ids = (body: { owners: { id: number }[] }) => body.owners.map((o) => o.id).sort((a, b) => a - b);

describe('owners', () => {
  it('adds an owner with "Owner added!", also to the children with apply_to_all_child', async () => {
    const group = await w.make({ name: 'Owners Group', is_create_group: true });
    const child = await w.make({ name: 'Owners Child', parent_id: group.id });
    const res = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${group.id}/add_owner/`, payload: { owner_id: w.colleague.id, apply_to_all_child: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toBe('Owner added!');
    expect(ids(res.json())).toEqual([w.buyer.id, w.colleague.id]);
    const childOwners = await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${child.id}/get_owners/` });
    expect(ids(childOwners.json())).toEqual([w.buyer.id, w.colleague.id]);
  });

  it('adds only to the project itself without apply_to_all_child, and is idempotent', async () => {
    const group = await w.make({ name: 'Solo Group', is_create_group: true });
    const child = await w.make({ name: 'Solo Child', parent_id: group.id });
    await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${group.id}/add_owner/`, payload: { owner_id: w.foreman.id } });
    const again = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${group.id}/add_owner/`, payload: { owner_id: w.foreman.id } });
    expect(ids(again.json())).toEqual([w.buyer.id, w.foreman.id]);
    expect(ids((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${child.id}/get_owners/` })).json())).toEqual([w.buyer.id]);
  });

  it('lets a user remove themselves with "Removed from project"', async () => {
    const p = await w.make({ name: 'Leaving' });
    await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${p.id}/add_owner/`, payload: { owner_id: w.colleague.id } });
    const res = await w.asColleague({ method: 'POST', url: `/api/v1/projects/${p.id}/remove_owner/`, payload: { owner_id: w.colleague.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ detail: 'Removed from project' });
    expect(ids(res.json())).toEqual([w.buyer.id]);
  });

  it('refuses a non-owner removing or adding others', async () => {
    const p = await w.make({ name: 'Guarded' });
    const remove = await w.asColleague({ method: 'POST', url: `/api/v1/projects/${p.id}/remove_owner/`, payload: { owner_id: w.buyer.id } });
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ detail: 'Only an owner of this project can remove other owners.' });
    const add = await w.asColleague({ method: 'POST', url: `/api/v1/projects/${p.id}/add_owner/`, payload: { owner_id: w.colleague.id } });
    expect(add.statusCode).toBe(403);
  });

  it('rejects bad input, users of other companies and removing a non-owner', async () => {
    const p = await w.make({ name: 'Validated' });
    const url = `/api/v1/projects/${p.id}`;
    expect((await w.asBuyer({ method: 'POST', url: `${url}/add_owner/`, payload: { owner_id: 'me' } })).json()).toEqual({ owner_id: ['A valid integer is required.'] });
    expect((await w.asBuyer({ method: 'POST', url: `${url}/add_owner/`, payload: {} })).json()).toEqual({ owner_id: ['This field is required.'] });
    expect((await w.asBuyer({ method: 'POST', url: `${url}/add_owner/`, payload: { owner_id: w.stranger.id } })).json()).toEqual({
      owner_id: [`Invalid pk "${w.stranger.id}" - object does not exist.`],
    });
    expect((await w.asBuyer({ method: 'POST', url: `${url}/remove_owner/`, payload: { owner_id: w.foreman.id } })).json()).toEqual({
      owner_id: ['This user is not an owner of this project.'],
    });
    expect((await w.asBuyer({ method: 'POST', url: `${url}/remove_owner/`, payload: { owner_id: w.buyer.id, apply_to_all_child: 'no' } })).statusCode).toBe(400);
  });

  it('searches the company users who could become owners', async () => {
    const p = await w.make({ name: 'Searchable' });
    const res = await w.asBuyer({ method: 'GET', url: `/api/v1/SearchProjectOwner/?project_id=${p.id}&search_terms=${encodeURIComponent(w.colleague.email.slice(0, 10))}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([expect.objectContaining({ id: w.colleague.id, is_owner: false })]);
    const all = (await w.asBuyer({ method: 'GET', url: `/api/v1/SearchProjectOwner/?project_id=${p.id}` })).json().results;
    expect(all.map((r: { id: number }) => r.id)).not.toContain(w.stranger.id);
    expect(all.find((r: { id: number }) => r.id === w.buyer.id).is_owner).toBe(true);
    expect((await w.asBuyer({ method: 'GET', url: '/api/v1/SearchProjectOwner/' })).json()).toEqual({ project_id: ['This field is required.'] });
  });
});

describe('asking for access', () => {
  it('finds projects from 3 characters and mails the owners a link that adds the requester', async () => {
    const p = await w.make({ name: 'Riverside Clinic', main_job_num: 'RC-77' });
    expect((await w.asColleague({ method: 'GET', url: '/api/v1/SearchProjects/?search_text=ri' })).json()).toEqual({ search_text: ['Ensure this field has at least 3 characters.'] });
    const found = (await w.asColleague({ method: 'GET', url: '/api/v1/SearchProjects/?search_text=rivers' })).json();
    expect(found.results).toEqual([expect.objectContaining({ id: p.id, is_owner: false, owner_names: ['Test User'] })]);
    const res = await w.asColleague({ method: 'POST', url: `/api/v1/projects/${p.id}/send_access_request_email/`, payload: { message: 'I run the night shift' } });
    expect(res.statusCode).toBe(200);
    const mail = t.mailer.lastTo(w.buyer.email)!;
    expect(mail.subject).toBe('Project access request: Riverside Clinic');
    expect(mail.text).toContain('I run the night shift');
    expect(mail.text).toContain(`/system-message?action=add_owner&id=${p.id}&value=${w.colleague.id}`);
  });

  it('refuses an owner asking again and a project without owners', async () => {
    const p = await w.make({ name: 'Owned Already' });
    expect((await w.asBuyer({ method: 'POST', url: `/api/v1/projects/${p.id}/send_access_request_email/`, payload: {} })).json()).toEqual({ detail: 'You are already an owner of this project.' });
    await t.db.delete(projectOwners).where(eq(projectOwners.projectId, p.id));
    expect((await w.asColleague({ method: 'POST', url: `/api/v1/projects/${p.id}/send_access_request_email/`, payload: {} })).statusCode).toBe(400);
  });

  it('lets a supplier ask a contractor for access to a job, answered by the contractor', async () => {
    const p = await w.make({ name: 'Stadium Lights', main_job_num: 'ST-9' });
    const asked = await w.asSeller({ method: 'POST', url: '/api/v1/projects/supplier_access_request/', payload: { company_id: w.company.id, main_job_num: 'st-9', message: 'We quote the fixtures' } });
    expect(asked.statusCode).toBe(201);
    expect(t.mailer.lastTo(w.buyer.email)?.subject).toBe('Supplier access request: Stadium Lights');
    expect((await w.asSeller({ method: 'POST', url: '/api/v1/projects/supplier_access_request/', payload: { company_id: w.company.id, main_job_num: 'nope' } })).statusCode).toBe(404);
    expect((await w.asBuyer({ method: 'POST', url: '/api/v1/projects/supplier_access_request/', payload: { company_id: w.company.id, main_job_num: 'ST-9' } })).statusCode).toBe(403);
    expect((await w.asSeller({ method: 'POST', url: '/api/v1/projects/supplier_access_request/', payload: { company_id: 'x' } })).statusCode).toBe(400);

    const list = (await w.asBuyer({ method: 'GET', url: '/api/v1/projects/supplier_access_requests/?status=pending' })).json();
    expect(list.results[0]).toMatchObject({ project_id: p.id, main_job_num: 'ST-9', message: 'We quote the fixtures', status: 'pending' });
    const id = list.results[0].id;
    expect((await w.asStranger({ method: 'POST', url: `/api/v1/projects/supplier_access_requests/${id}/`, payload: { action: 'approve' } })).statusCode).toBe(404);
    expect((await w.asStranger({ method: 'GET', url: '/api/v1/projects/supplier_access_requests/' })).json().count).toBe(0);
    expect((await w.asBuyer({ method: 'POST', url: `/api/v1/projects/supplier_access_requests/${id}/`, payload: { action: 'maybe' } })).statusCode).toBe(400);
    const ok = await w.asBuyer({ method: 'POST', url: `/api/v1/projects/supplier_access_requests/${id}/`, payload: { action: 'approve' } });
    expect(ok.json()).toEqual({ detail: 'Request approved.' });
    expect(t.mailer.lastTo(w.seller.email)?.subject).toBe('Project access approved: Stadium Lights');
    expect(t.mailer.lastTo(w.seller.email)?.text).toMatch(/^Your request for access to project Stadium Lights was approved\.\n\nOpen its lists: https?:\/\/[^/\s]+\/project_list_seller$/);
    expect((await w.asBuyer({ method: 'POST', url: `/api/v1/projects/supplier_access_requests/${id}/`, payload: { action: 'decline' } })).json()).toEqual({ detail: 'This request was already approved.' });
  });

  it("lets only the project's owners or a company manager answer a supplier's request", async () => {
    const p = await w.make({ name: 'Arena Lights', main_job_num: 'AR-1' });
    expect((await w.asSeller({ method: 'POST', url: '/api/v1/projects/supplier_access_request/', payload: { company_id: w.company.id, main_job_num: 'AR-1' } })).statusCode).toBe(201);
    // Once a group holds Manage company, a member who neither owns the job nor holds it may not answer.
    const admins = await makeUserGroup(t.db, w.company.id, { allow_manage_company: true });
    await makeAccount(t.db, w.company.id, { userGroupId: admins.id });
    try {
    const mine = (await w.asBuyer({ method: 'GET', url: '/api/v1/projects/supplier_access_requests/?status=pending' })).json();
    const id = mine.results.find((r: { project_id: number }) => r.project_id === p.id).id;
    const theirs = (await w.asColleague({ method: 'GET', url: '/api/v1/projects/supplier_access_requests/?status=pending' })).json();
    expect(theirs.results.map((r: { project_id: number }) => r.project_id)).not.toContain(p.id);
    const refused = await w.asColleague({ method: 'POST', url: `/api/v1/projects/supplier_access_requests/${id}/`, payload: { action: 'approve' } });
    expect([refused.statusCode, refused.json().detail]).toEqual([403, "Only the project's owners or a company manager can answer a supplier's access request."]);
    expect((await w.asBuyer({ method: 'GET', url: '/api/v1/projects/supplier_access_requests/?status=pending' })).json().results.map((r: { id: number }) => r.id)).toContain(id);
    expect((await w.asBuyer({ method: 'POST', url: `/api/v1/projects/supplier_access_requests/${id}/`, payload: { action: 'decline' } })).json()).toEqual({ detail: 'Request declined.' });
    } finally {
      // The other tests of this world run with no group holding Manage company.
      await t.db.delete(userGroups).where(eq(userGroups.id, admins.id));
    }
  });
});

describe('what other domains plug in', () => {
  it('refuses a deletion a registered guard objects to, and deletes nothing', async () => {
    const p = await w.make({ name: 'Has Orders' });
    const undo = registerProjectDeletionGuard({
      name: 'purchase orders (test)',
      check: async (_tx, project) => (project.id === p.id ? 'This project has purchase orders and cannot be deleted.' : null),
    });
    try {
      const res = await w.asBuyer({ method: 'DELETE', url: `/api/v1/projects/${p.id}/` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'This project has purchase orders and cannot be deleted.' });
      expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${p.id}/` })).statusCode).toBe(200);
    } finally {
      undo();
    }
  });

  it('removes the dependent rows in the same transaction, and rolls everything back when one fails', async () => {
    const p = await w.make({ name: 'Has Cart Items' });
    const removed: number[] = [];
    const undo = registerProjectDependents({ name: 'cart items (test)', remove: async (_tx, project) => void removed.push(project.id) });
    const undoFail = registerProjectDependents({
      name: 'failing',
      remove: async (_tx, project) => {
        if (project.id === p.id && removed.length === 1) throw new Error('disk full');
      },
    });
    try {
      expect((await w.asBuyer({ method: 'DELETE', url: `/api/v1/projects/${p.id}/` })).statusCode).toBe(500);
      const [{ n }] = await t.db.select({ n: count() }).from(projects).where(eq(projects.id, p.id));
      expect(n).toBe(1);
      expect((await w.asBuyer({ method: 'DELETE', url: `/api/v1/projects/${p.id}/` })).statusCode).toBe(204);
      expect(removed).toEqual([p.id, p.id]);
    } finally {
      undo();
      undoFail();
    }
  });

  it('answers get_last_po_num from the registered source, null while purchase orders do not exist', async () => {
    const p = await w.make({ name: 'PO Numbers' });
    expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${p.id}/get_last_po_num/` })).json()).toEqual({ last_po_num: null });
    const undo = registerLastPoNumberSource(async (_db, project) => (project.id === p.id ? 'PO-0042' : null));
    try {
      expect((await w.asBuyer({ method: 'GET', url: `/api/v1/projects/${p.id}/get_last_po_num/` })).json()).toEqual({ last_po_num: 'PO-0042' });
    } finally {
      undo();
    }
  });
});
