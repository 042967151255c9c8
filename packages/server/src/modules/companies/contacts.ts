import { asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { type Contact, type contactBody, type ContactGroup, type contactGroupBody, contactGroupSearchTooShort, CONTACT_GROUP_SEARCH_MIN } from '@jobsite/core';
import { contactGroupMembers, contactGroups, contacts, supplierBranches, suppliers } from '../../db/schema/index';
import type { Db, DbOrTx } from '../../platform/db';
import { fieldErrors, notFound, registerUniqueField } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { checkSupplierRefs, invalidPk } from './references';

type ContactValues = z.output<typeof contactBody>;
type ContactGroupValues = z.output<typeof contactGroupBody>;
type ContactRow = typeof contacts.$inferSelect;
type GroupRow = typeof contactGroups.$inferSelect;

// a name is one contact group's in the company, in any case (the unique index; schemas trim it)
registerUniqueField('contact_groups_company_name_unique', 'name', 'A contact group with this name already exists.');

const contactFields = (r: ContactRow) => ({ id: r.id, name: r.name, email: r.email, phone: r.phone, work_phone: r.workPhone });

async function contactViews(db: DbOrTx, scope: CompanyScope, rows: ContactRow[]): Promise<Contact[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length ? await db.select().from(contactGroupMembers).where(scope.where(contactGroupMembers, inArray(contactGroupMembers.contactId, ids))) : [];
  return rows.map((r) => ({ ...contactFields(r), contact_groups: links.filter((l) => l.contactId === r.id).map((l) => l.contactGroupId).sort((a, b) => a - b) }));
}

async function groupViews(db: DbOrTx, scope: CompanyScope, rows: GroupRow[]): Promise<ContactGroup[]> {
  const ids = rows.map((r) => r.id);
  const members = ids.length
    ? await db
        .select({ groupId: contactGroupMembers.contactGroupId, contact: contacts })
        .from(contactGroupMembers)
        .innerJoin(contacts, eq(contacts.id, contactGroupMembers.contactId))
        .where(scope.where(contactGroupMembers, inArray(contactGroupMembers.contactGroupId, ids)))
        .orderBy(asc(contacts.name), asc(contacts.id))
    : [];
  const supplierIds = rows.map((r) => r.supplierId).filter((id): id is number => id !== null);
  const branchIds = rows.map((r) => r.supplierBranchId).filter((id): id is number => id !== null);
  const sups = supplierIds.length ? await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(scope.where(suppliers, inArray(suppliers.id, supplierIds))) : [];
  const brs = branchIds.length
    ? await db.select({ id: supplierBranches.id, name: supplierBranches.name }).from(supplierBranches).where(scope.where(supplierBranches, inArray(supplierBranches.id, branchIds)))
    : [];
  const supOf = new Map(sups.map((s) => [s.id, s]));
  const brOf = new Map(brs.map((b) => [b.id, b]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    company_supplier: (r.supplierId && supOf.get(r.supplierId)) || null,
    company_supplier_branch: (r.supplierBranchId && brOf.get(r.supplierBranchId)) || null,
    contacts: members.filter((m) => m.groupId === r.id).map((m) => contactFields(m.contact)),
  }));
}

/** Replaces a contact's groups, all of them the caller's company's. */
async function setGroups(tx: DbOrTx, scope: CompanyScope, contactId: number, groupIds: number[]) {
  const unique = [...new Set(groupIds)];
  if (unique.length) {
    const found = await tx.select({ id: contactGroups.id }).from(contactGroups).where(scope.where(contactGroups, inArray(contactGroups.id, unique)));
    const missing = unique.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined) throw fieldErrors({ contact_groups: invalidPk(missing) });
  }
  await tx.delete(contactGroupMembers).where(scope.where(contactGroupMembers, eq(contactGroupMembers.contactId, contactId)));
  if (unique.length) await tx.insert(contactGroupMembers).values(unique.map((id) => ({ companyId: scope.companyId, contactGroupId: id, contactId })));
}

export async function listContacts(db: DbOrTx, scope: CompanyScope, search: string | undefined, page: PageRequest) {
  const where = scope.where(contacts, search ? or(ilike(contacts.name, containsPattern(search)), ilike(contacts.email, containsPattern(search))) : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(contacts).where(where).orderBy(asc(contacts.name), asc(contacts.id)),
    count: db.select({ n: count() }).from(contacts).where(where),
  });
  return { total, results: await contactViews(db, scope, rows) };
}

export async function createContact(db: Db, scope: CompanyScope, b: ContactValues): Promise<Contact> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(contacts).values({ companyId: scope.companyId, name: b.name, email: b.email, phone: b.phone, workPhone: b.work_phone }).returning();
    await setGroups(tx, scope, created.id, b.contact_groups);
    return created;
  });
  return (await contactViews(db, scope, [row]))[0];
}

export async function findContact(db: DbOrTx, scope: CompanyScope, id: number): Promise<Contact> {
  const [row] = await db.select().from(contacts).where(scope.where(contacts, eq(contacts.id, id)));
  if (!row) throw notFound();
  return (await contactViews(db, scope, [row]))[0];
}

/** Changes a contact and replaces its groups. */
export async function updateContact(db: Db, scope: CompanyScope, id: number, b: ContactValues): Promise<Contact> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contacts)
      .set({ name: b.name, email: b.email, phone: b.phone, workPhone: b.work_phone })
      .where(scope.where(contacts, eq(contacts.id, id)))
      .returning();
    if (!updated) throw notFound();
    await setGroups(tx, scope, updated.id, b.contact_groups);
    return updated;
  });
  return (await contactViews(db, scope, [row]))[0];
}

export async function deleteContact(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(contacts).where(scope.where(contacts, eq(contacts.id, id))).returning({ id: contacts.id });
  if (!deleted.length) throw notFound();
}

/** Contact groups; a search starts at CONTACT_GROUP_SEARCH_MIN characters. */
export async function listContactGroups(db: DbOrTx, scope: CompanyScope, filter: { search?: string; supplierId?: number }, page: PageRequest) {
  const { search, supplierId } = filter;
  if (search && search.length < CONTACT_GROUP_SEARCH_MIN) throw fieldErrors({ search: contactGroupSearchTooShort });
  const where = scope.where(contactGroups, search ? ilike(contactGroups.name, containsPattern(search)) : undefined, supplierId ? eq(contactGroups.supplierId, supplierId) : undefined);
  const { rows, total } = await pagedRows(page, {
    rows: db.select().from(contactGroups).where(where).orderBy(asc(contactGroups.name), asc(contactGroups.id)),
    count: db.select({ n: count() }).from(contactGroups).where(where),
  });
  return { total, results: await groupViews(db, scope, rows) };
}

export async function createContactGroup(db: DbOrTx, scope: CompanyScope, b: ContactGroupValues): Promise<ContactGroup> {
  const refs = await checkSupplierRefs(db, scope, b.company_supplier, b.company_supplier_branch);
  const [row] = await db.insert(contactGroups).values({ companyId: scope.companyId, name: b.name, supplierId: refs.supplierId, supplierBranchId: refs.branchId }).returning();
  return (await groupViews(db, scope, [row]))[0];
}

export async function findContactGroup(db: DbOrTx, scope: CompanyScope, id: number): Promise<ContactGroup> {
  const [row] = await db.select().from(contactGroups).where(scope.where(contactGroups, eq(contactGroups.id, id)));
  if (!row) throw notFound();
  return (await groupViews(db, scope, [row]))[0];
}

export async function updateContactGroup(db: DbOrTx, scope: CompanyScope, id: number, b: ContactGroupValues): Promise<ContactGroup> {
  const [existing] = await db.select({ id: contactGroups.id }).from(contactGroups).where(scope.where(contactGroups, eq(contactGroups.id, id)));
  if (!existing) throw notFound();
  const refs = await checkSupplierRefs(db, scope, b.company_supplier, b.company_supplier_branch);
  const [row] = await db
    .update(contactGroups)
    .set({ name: b.name, supplierId: refs.supplierId, supplierBranchId: refs.branchId })
    .where(scope.where(contactGroups, eq(contactGroups.id, existing.id)))
    .returning();
  return (await groupViews(db, scope, [row]))[0];
}

/** Deletes a contact group; its contacts stay. */
export async function deleteContactGroup(db: DbOrTx, scope: CompanyScope, id: number): Promise<void> {
  const deleted = await db.delete(contactGroups).where(scope.where(contactGroups, eq(contactGroups.id, id))).returning({ id: contactGroups.id });
  if (!deleted.length) throw notFound();
}
