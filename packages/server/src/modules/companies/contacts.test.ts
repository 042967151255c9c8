import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeCompany } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
let me: { token: string };
let them: { token: string };
let sellerId: number;
let mineId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const mine = await makeCompany(t.db);
  mineId = mine.id;
  const other = await makeCompany(t.db);
  sellerId = (await makeCompany(t.db, { name: 'Graybar Denver', systemType: 'seller' })).id;
  me = await t.signIn((await makeAccount(t.db, mine.id)).id, mine.id);
  them = await t.signIn((await makeAccount(t.db, other.id)).id, other.id);
});
afterAll(() => t.close());

let supplierId: number;
let branchId: number;
let groupId: number;
let contactId: number;

describe('suppliers and supplier branches', () => {
  it('creates a supplier linked to a directory company, with branches', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: 'Graybar', supplier_company: sellerId, account_number: 'A-100' } });
    expect(res.statusCode).toBe(201);
    supplierId = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Graybar', supplier_company: { id: sellerId, name: 'Graybar Denver' }, branch_count: 0 });
    const branch = await t.as(me)({ method: 'POST', url: `/api/v1/suppliers/${supplierId}/branches/`, payload: { name: 'Downtown', city: 'Denver' } });
    expect(branch.statusCode).toBe(201);
    branchId = branch.json().id;
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/suppliers/${supplierId}/` })).json().branch_count).toBe(1);
    const updated = await t.as(me)({ method: 'PUT', url: `/api/v1/supplier_branches/${branchId}/`, payload: { name: 'Downtown Denver', city: 'Denver' } });
    expect(updated.json()).toMatchObject({ name: 'Downtown Denver', supplier: supplierId });
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/suppliers/${supplierId}/branches/?search=downtown` })).json().count).toBe(1);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/suppliers/?search=gray' })).json().count).toBe(1);
  });

  it('refuses to link a contractor company to a supplier, on create and change, and changes nothing', async () => {
    const contractor = await makeCompany(t.db, { name: 'Lakeside Builders', systemType: 'buyer' });
    const refused = { supplier_company: ['Lakeside Builders is a contractor, not a supplier: link a supplier company of the directory.'] };
    const created = await t.as(me)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: 'Lakeside', supplier_company: contractor.id } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(refused);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/suppliers/?search=lakeside' })).json().count).toBe(0);
    const before = (await t.as(me)({ method: 'GET', url: `/api/v1/suppliers/${supplierId}/` })).json();
    const changed = await t.as(me)({ method: 'PUT', url: `/api/v1/suppliers/${supplierId}/`, payload: { name: 'Graybar', supplier_company: contractor.id, account_number: 'A-100' } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual(refused);
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/suppliers/${supplierId}/` })).json()).toEqual(before);
    // the caller's own company, a contractor too
    const own = await t.as(me)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: 'Ourselves', supplier_company: mineId } });
    expect(own.statusCode).toBe(400);
    expect(Object.keys(own.json())).toEqual(['supplier_company']);
  });

  it('rejects duplicates, unknown directory companies and bad emails', async () => {
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: 'graybar' } })).json()).toEqual({ name: ['A supplier with this name already exists.'] });
    expect((await t.as(me)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: 'X', supplier_company: 999999 } })).json()).toEqual({ supplier_company: ['Invalid pk "999999" - object does not exist.'] });
    const bad = await t.as(me)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: '', email: 'nope' } });
    expect(Object.keys(bad.json()).sort()).toEqual(['email', 'name']);
  });

  it("finds the supplier that links a directory company (supplier_company), the company search's Open supplier", async () => {
    const linked = (await t.as(me)({ method: 'GET', url: `/api/v1/suppliers/?supplier_company=${sellerId}` })).json();
    expect([linked.count, linked.results.map((s: { id: number }) => s.id)]).toEqual([1, [supplierId]]);
    const unlinked = await makeCompany(t.db, { systemType: 'seller' });
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/suppliers/?supplier_company=${unlinked.id}` })).json().count).toBe(0);
    // another company that links the same seller finds its own supplier, never ours
    const theirs = await t.as(them)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: 'Graybar (theirs)', supplier_company: sellerId } });
    expect(theirs.statusCode).toBe(201);
    const seen = (await t.as(them)({ method: 'GET', url: `/api/v1/suppliers/?supplier_company=${sellerId}` })).json();
    expect(seen.results.map((s: { id: number }) => s.id)).toEqual([theirs.json().id]);
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/suppliers/?supplier_company=${sellerId}` })).json().results.map((s: { id: number }) => s.id)).toEqual([supplierId]);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/suppliers/${theirs.json().id}/` })).statusCode).toBe(204);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/suppliers/?supplier_company=abc' })).statusCode).toBe(400);
  });

  it('keeps suppliers and branches inside their company', async () => {
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/suppliers/' })).json().count).toBe(0);
    expect((await t.as(them)({ method: 'GET', url: `/api/v1/suppliers/${supplierId}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/suppliers/${supplierId}/`, payload: { name: 'Mine now' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'GET', url: `/api/v1/suppliers/${supplierId}/branches/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'POST', url: `/api/v1/suppliers/${supplierId}/branches/`, payload: { name: 'Sneaky' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/supplier_branches/${branchId}/`, payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/supplier_branches/${branchId}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/suppliers/${supplierId}/` })).statusCode).toBe(404);
  });
});

describe('contact groups and contacts', () => {
  it('creates a group for a supplier branch and contacts in it', async () => {
    const res = await t.as(me)({ method: 'POST', url: '/api/v1/contact_groups/', payload: { name: 'Graybar deliveries', company_supplier_branch: branchId } });
    expect(res.statusCode).toBe(201);
    groupId = res.json().id;
    // The branch names its supplier.
    expect(res.json()).toMatchObject({ company_supplier: { id: supplierId, name: 'Graybar' }, company_supplier_branch: { id: branchId, name: 'Downtown Denver' }, contacts: [] });
    const contact = await t.as(me)({ method: 'POST', url: '/api/v1/contacts/', payload: { name: 'Dana Driver', email: 'dana@graybar.test', phone: '3035550100', work_phone: '3035550101', contact_groups: [groupId] } });
    expect(contact.statusCode).toBe(201);
    contactId = contact.json().id;
    expect(contact.json()).toMatchObject({ work_phone: '3035550101', contact_groups: [groupId] });
    const group = await t.as(me)({ method: 'GET', url: `/api/v1/contact_groups/${groupId}/` });
    expect(group.json().contacts).toEqual([{ id: contactId, name: 'Dana Driver', email: 'dana@graybar.test', phone: '3035550100', work_phone: '3035550101' }]);
  });

  it('refuses a group name the company has already, in any case and spacing; another company may use it', async () => {
    for (const name of ['Graybar deliveries', '  GRAYBAR Deliveries ']) {
      const again = await t.as(me)({ method: 'POST', url: '/api/v1/contact_groups/', payload: { name } });
      expect([again.statusCode, again.json()], name).toEqual([400, { name: ['A contact group with this name already exists.'] }]);
    }
    const other = (await t.as(me)({ method: 'POST', url: '/api/v1/contact_groups/', payload: { name: 'Own trucks' } })).json();
    const renamed = await t.as(me)({ method: 'PUT', url: `/api/v1/contact_groups/${other.id}/`, payload: { name: 'graybar deliveries' } });
    expect([renamed.statusCode, renamed.json()]).toEqual([400, { name: ['A contact group with this name already exists.'] }]);
    const theirs = await t.as(them)({ method: 'POST', url: '/api/v1/contact_groups/', payload: { name: 'Graybar deliveries' } });
    expect(theirs.statusCode).toBe(201);
    await t.as(me)({ method: 'DELETE', url: `/api/v1/contact_groups/${other.id}/` });
    await t.as(them)({ method: 'DELETE', url: `/api/v1/contact_groups/${theirs.json().id}/` });
  });

  it('searches contact groups from more than 3 characters', async () => {
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/contact_groups/?search=gray' })).json().count).toBe(1);
    expect((await t.as(me)({ method: 'GET', url: '/api/v1/contact_groups/?search=deliv' })).json().results[0].id).toBe(groupId);
    const short = await t.as(me)({ method: 'GET', url: '/api/v1/contact_groups/?search=gra' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ search: ['Enter more than 3 characters to search.'] });
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/contact_groups/?company_supplier=${supplierId}` })).json().count).toBe(1);
  });

  it('rejects a branch of another supplier and unknown groups', async () => {
    const other = await t.as(me)({ method: 'POST', url: '/api/v1/suppliers/', payload: { name: 'CED' } });
    const res = await t.as(me)({ method: 'PUT', url: `/api/v1/contact_groups/${groupId}/`, payload: { name: 'X', company_supplier: other.json().id, company_supplier_branch: branchId } });
    expect(res.json()).toEqual({ company_supplier_branch: ['This branch belongs to another supplier.'] });
    const contact = await t.as(me)({ method: 'PUT', url: `/api/v1/contacts/${contactId}/`, payload: { name: 'Dana', contact_groups: [groupId, 999999] } });
    expect(contact.json()).toEqual({ contact_groups: ['Invalid pk "999999" - object does not exist.'] });
    // The refused change left the contact's groups alone.
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/contacts/${contactId}/` })).json()).toMatchObject({ name: 'Dana Driver', contact_groups: [groupId] });
  });

  it('keeps contacts and groups inside their company', async () => {
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/contacts/' })).json().count).toBe(0);
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/contact_groups/' })).json().count).toBe(0);
    expect((await t.as(them)({ method: 'GET', url: `/api/v1/contacts/${contactId}/` })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'PUT', url: `/api/v1/contact_groups/${groupId}/`, payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await t.as(them)({ method: 'DELETE', url: `/api/v1/contacts/${contactId}/` })).statusCode).toBe(404);
    // Another company cannot put its contacts in our group, nor point its group at our supplier.
    const theirs = await t.as(them)({ method: 'POST', url: '/api/v1/contacts/', payload: { name: 'Eve', contact_groups: [groupId] } });
    expect(theirs.json()).toEqual({ contact_groups: [`Invalid pk "${groupId}" - object does not exist.`] });
    const group = await t.as(them)({ method: 'POST', url: '/api/v1/contact_groups/', payload: { name: 'Eve group', company_supplier: supplierId } });
    expect(group.json()).toEqual({ company_supplier: [`Invalid pk "${supplierId}" - object does not exist.`] });
    expect((await t.as(them)({ method: 'GET', url: '/api/v1/contacts/' })).json().count).toBe(0);
  });

  it('deletes: a group keeps nothing of a deleted contact, a deleted supplier leaves the group unassigned', async () => {
    expect((await t.as(me)({ method: 'DELETE', url: `/api/v1/contacts/${contactId}/` })).statusCode).toBe(204);
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/contact_groups/${groupId}/` })).json().contacts).toEqual([]);
    expect((await t.as(me)({ method: 'DELETE', url: `/api/v1/suppliers/${supplierId}/` })).statusCode).toBe(204);
    expect((await t.as(me)({ method: 'GET', url: `/api/v1/contact_groups/${groupId}/` })).json()).toMatchObject({ company_supplier: null, company_supplier_branch: null });
    expect((await t.as(me)({ method: 'DELETE', url: `/api/v1/contact_groups/${groupId}/` })).statusCode).toBe(204);
  });
});
