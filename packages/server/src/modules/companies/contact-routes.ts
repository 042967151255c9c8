import { asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Contact,
  contactBody,
  type ContactGroup,
  contactGroupBody,
  contactGroupListQuery,
  contactGroupSchema,
  contactGroupSearchTooShort,
  CONTACT_GROUP_SEARCH_MIN,
  contactSchema,
  idParamsSchema,
  pagedSchema,
  searchListQuery,
} from '@jobsite/core';
import { contactGroupMembers, contactGroups, contacts, supplierBranches, suppliers } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { type CompanyScope, scopeOf } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { checkSupplierRefs, invalidPk } from './references';
import { changesNeed } from './access';

type ContactRow = typeof contacts.$inferSelect;
type GroupRow = typeof contactGroups.$inferSelect;

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

/** contacts and contact_groups: the people deliveries go through, grouped per supplier (branch). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];

  app.get('/contacts/', { schema: { tags, summary: 'Your company contacts', querystring: searchListQuery, response: { 200: pagedSchema(contactSchema) } } }, async (request) => {
    const scope = scopeOf(request);
    const s = request.query.search;
    const where = scope.where(contacts, s ? or(ilike(contacts.name, containsPattern(s)), ilike(contacts.email, containsPattern(s))) : undefined);
    const page = pageOf(request.query);
    const rows = await db.select().from(contacts).where(where).orderBy(asc(contacts.name), asc(contacts.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(contacts).where(where);
    return pagedResponse(request, page, n, await contactViews(db, scope, rows));
  });

  app.post('/contacts/', { schema: { tags, summary: 'Add a contact', body: contactBody, response: { 201: contactSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const b = request.body;
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(contacts).values({ companyId: scope.companyId, name: b.name, email: b.email, phone: b.phone, workPhone: b.work_phone }).returning();
      await setGroups(tx, scope, created.id, b.contact_groups);
      return created;
    });
    return reply.status(201).send((await contactViews(db, scope, [row]))[0]);
  });

  app.get('/contacts/:id/', { schema: { tags, summary: 'A contact', params: idParamsSchema, response: { 200: contactSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const [row] = await db.select().from(contacts).where(scope.where(contacts, eq(contacts.id, request.params.id)));
    if (!row) throw notFound();
    return (await contactViews(db, scope, [row]))[0];
  });

  app.put('/contacts/:id/', { schema: { tags, summary: 'Change a contact and its groups', params: idParamsSchema, body: contactBody, response: { 200: contactSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const b = request.body;
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(contacts)
        .set({ name: b.name, email: b.email, phone: b.phone, workPhone: b.work_phone })
        .where(scope.where(contacts, eq(contacts.id, request.params.id)))
        .returning();
      if (!updated) throw notFound();
      await setGroups(tx, scope, updated.id, b.contact_groups);
      return updated;
    });
    return (await contactViews(db, scope, [row]))[0];
  });

  app.delete('/contacts/:id/', { schema: { tags, summary: 'Delete a contact', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(contacts).where(scopeOf(request).where(contacts, eq(contacts.id, request.params.id))).returning({ id: contacts.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });

  app.get(
    '/contact_groups/',
    { schema: { tags, summary: 'Contact groups (search starts at more than 3 characters)', querystring: contactGroupListQuery, response: { 200: pagedSchema(contactGroupSchema) } } },
    async (request) => {
      const scope = scopeOf(request);
      const { search, company_supplier } = request.query;
      if (search && search.length < CONTACT_GROUP_SEARCH_MIN) throw fieldErrors({ search: contactGroupSearchTooShort });
      const where = scope.where(
        contactGroups,
        search ? ilike(contactGroups.name, containsPattern(search)) : undefined,
        company_supplier ? eq(contactGroups.supplierId, company_supplier) : undefined,
      );
      const page = pageOf(request.query);
      const rows = await db.select().from(contactGroups).where(where).orderBy(asc(contactGroups.name), asc(contactGroups.id)).limit(page.limit).offset(page.offset);
      const [{ n }] = await db.select({ n: count() }).from(contactGroups).where(where);
      return pagedResponse(request, page, n, await groupViews(db, scope, rows));
    },
  );

  app.post('/contact_groups/', { schema: { tags, summary: 'Add a contact group', body: contactGroupBody, response: { 201: contactGroupSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const b = request.body;
    const refs = await checkSupplierRefs(db, scope, b.company_supplier, b.company_supplier_branch);
    const [row] = await db.insert(contactGroups).values({ companyId: scope.companyId, name: b.name, supplierId: refs.supplierId, supplierBranchId: refs.branchId }).returning();
    return reply.status(201).send((await groupViews(db, scope, [row]))[0]);
  });

  app.get('/contact_groups/:id/', { schema: { tags, summary: 'A contact group with its contacts', params: idParamsSchema, response: { 200: contactGroupSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const [row] = await db.select().from(contactGroups).where(scope.where(contactGroups, eq(contactGroups.id, request.params.id)));
    if (!row) throw notFound();
    return (await groupViews(db, scope, [row]))[0];
  });

  app.put('/contact_groups/:id/', { schema: { tags, summary: 'Change a contact group', params: idParamsSchema, body: contactGroupBody, response: { 200: contactGroupSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const b = request.body;
    const [existing] = await db.select({ id: contactGroups.id }).from(contactGroups).where(scope.where(contactGroups, eq(contactGroups.id, request.params.id)));
    if (!existing) throw notFound();
    const refs = await checkSupplierRefs(db, scope, b.company_supplier, b.company_supplier_branch);
    const [row] = await db
      .update(contactGroups)
      .set({ name: b.name, supplierId: refs.supplierId, supplierBranchId: refs.branchId })
      .where(scope.where(contactGroups, eq(contactGroups.id, existing.id)))
      .returning();
    return (await groupViews(db, scope, [row]))[0];
  });

  app.delete('/contact_groups/:id/', { schema: { tags, summary: 'Delete a contact group (its contacts stay)', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(contactGroups).where(scopeOf(request).where(contactGroups, eq(contactGroups.id, request.params.id))).returning({ id: contactGroups.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });
};
