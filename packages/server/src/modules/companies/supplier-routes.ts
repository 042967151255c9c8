import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  pagedSchema,
  searchListQuery,
  type Supplier,
  supplierBody,
  type SupplierBranch,
  supplierBranchBody,
  supplierBranchListQuery,
  supplierBranchSchema,
  supplierSchema,
} from '@jobsite/core';
import { companies, supplierBranches, suppliers } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { fieldErrors, isUniqueViolation, notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { type CompanyScope, scopeOf } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { invalidPk } from './references';
import { changesNeed } from './access';

const DUPLICATE = 'A supplier with this name already exists.';
type SupplierRow = typeof suppliers.$inferSelect;

async function supplierViews(db: DbOrTx, scope: CompanyScope, rows: SupplierRow[]): Promise<Supplier[]> {
  const ids = rows.map((r) => r.id);
  const companyIds = rows.map((r) => r.supplierCompanyId).filter((id): id is number => id !== null);
  const counts = ids.length
    ? await db.select({ id: supplierBranches.supplierId, n: count() }).from(supplierBranches).where(scope.where(supplierBranches, inArray(supplierBranches.supplierId, ids))).groupBy(supplierBranches.supplierId)
    : [];
  // The directory of companies is not tenant data: a supplier may point at any registered seller.
  const named = companyIds.length ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, companyIds)) : [];
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  const companyOf = new Map(named.map((c) => [c.id, c]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    supplier_company: (r.supplierCompanyId && companyOf.get(r.supplierCompanyId)) || null,
    account_number: r.accountNumber,
    email: r.email,
    phone: r.phone,
    branch_count: countOf.get(r.id) ?? 0,
  }));
}

function branchView(r: typeof supplierBranches.$inferSelect): SupplierBranch {
  return { id: r.id, supplier: r.supplierId, name: r.name, branch_code: r.branchCode, email: r.email, phone: r.phone, city: r.city };
}

async function checkSupplierCompany(db: DbOrTx, id: number | null) {
  if (id === null) return;
  const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (!c) throw fieldErrors({ supplier_company: invalidPk(id) });
}


/** suppliers and supplier branches: the supplier companies a buyer buys from. */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];

  const values = (b: z.infer<typeof supplierBody>) => ({ name: b.name, supplierCompanyId: b.supplier_company, accountNumber: b.account_number, email: b.email, phone: b.phone });
  const guarded = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldErrors({ name: DUPLICATE });
      throw err;
    }
  };

  app.get('/suppliers/', { schema: { tags, summary: 'Your suppliers, by name', querystring: searchListQuery, response: { 200: pagedSchema(supplierSchema) } } }, async (request) => {
    const scope = scopeOf(request);
    const s = request.query.search;
    const where = scope.where(suppliers, s ? ilike(suppliers.name, containsPattern(s)) : undefined);
    const page = pageOf(request.query);
    const rows = await db.select().from(suppliers).where(where).orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(suppliers).where(where);
    return pagedResponse(request, page, n, await supplierViews(db, scope, rows));
  });

  app.post('/suppliers/', { schema: { tags, summary: 'Add a supplier', body: supplierBody, response: { 201: supplierSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    await checkSupplierCompany(db, request.body.supplier_company);
    const [row] = await guarded(() => db.insert(suppliers).values({ companyId: scope.companyId, ...values(request.body) }).returning());
    return reply.status(201).send((await supplierViews(db, scope, [row]))[0]);
  });

  app.get('/suppliers/:id/', { schema: { tags, summary: 'A supplier', params: idParamsSchema, response: { 200: supplierSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const [row] = await db.select().from(suppliers).where(scope.where(suppliers, eq(suppliers.id, request.params.id)));
    if (!row) throw notFound();
    return (await supplierViews(db, scope, [row]))[0];
  });

  app.put('/suppliers/:id/', { schema: { tags, summary: 'Change a supplier', params: idParamsSchema, body: supplierBody, response: { 200: supplierSchema } } }, async (request) => {
    const scope = scopeOf(request);
    await checkSupplierCompany(db, request.body.supplier_company);
    const [row] = await guarded(() => db.update(suppliers).set(values(request.body)).where(scope.where(suppliers, eq(suppliers.id, request.params.id))).returning());
    if (!row) throw notFound();
    return (await supplierViews(db, scope, [row]))[0];
  });

  app.delete('/suppliers/:id/', { schema: { tags, summary: 'Delete a supplier and its branches', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(suppliers).where(scopeOf(request).where(suppliers, eq(suppliers.id, request.params.id))).returning({ id: suppliers.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });

  app.get('/suppliers/:id/branches/', { schema: { tags, summary: "A supplier's branches", params: idParamsSchema, querystring: supplierBranchListQuery, response: { 200: pagedSchema(supplierBranchSchema) } } }, async (request) => {
    const scope = scopeOf(request);
    const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(scope.where(suppliers, eq(suppliers.id, request.params.id)));
    if (!supplier) throw notFound();
    const s = request.query.search;
    const where = scope.where(supplierBranches, eq(supplierBranches.supplierId, supplier.id), s ? or(ilike(supplierBranches.name, containsPattern(s)), ilike(supplierBranches.city, containsPattern(s))) : undefined);
    const page = pageOf(request.query);
    const rows = await db.select().from(supplierBranches).where(where).orderBy(asc(supplierBranches.name), asc(supplierBranches.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(supplierBranches).where(where);
    return pagedResponse(request, page, n, rows.map(branchView));
  });

  app.post('/suppliers/:id/branches/', { schema: { tags, summary: 'Add a supplier branch', params: idParamsSchema, body: supplierBranchBody, response: { 201: supplierBranchSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(scope.where(suppliers, eq(suppliers.id, request.params.id)));
    if (!supplier) throw notFound();
    const b = request.body;
    const [row] = await db
      .insert(supplierBranches)
      .values({ companyId: scope.companyId, supplierId: supplier.id, name: b.name, branchCode: b.branch_code, email: b.email, phone: b.phone, city: b.city })
      .returning();
    return reply.status(201).send(branchView(row));
  });

  app.put('/supplier_branches/:id/', { schema: { tags, summary: 'Change a supplier branch', params: idParamsSchema, body: supplierBranchBody, response: { 200: supplierBranchSchema } } }, async (request) => {
    const b = request.body;
    const [row] = await db
      .update(supplierBranches)
      .set({ name: b.name, branchCode: b.branch_code, email: b.email, phone: b.phone, city: b.city })
      .where(scopeOf(request).where(supplierBranches, eq(supplierBranches.id, request.params.id)))
      .returning();
    if (!row) throw notFound();
    return branchView(row);
  });

  app.delete('/supplier_branches/:id/', { schema: { tags, summary: 'Delete a supplier branch', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(supplierBranches).where(scopeOf(request).where(supplierBranches, eq(supplierBranches.id, request.params.id))).returning({ id: supplierBranches.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });
};
