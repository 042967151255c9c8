import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Branch, branchBody, branchListQuery, branchSchema, idParamsSchema, pagedSchema } from '@jobsite/core';
import { addresses, companyBranches } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { type CompanyScope, companyScope, scopeOf } from '../../platform/scope';
import { addressView, upsertOwnedAddress } from './addresses';
import { findCompany } from './service';
import { changesNeed } from './access';

type BranchRow = typeof companyBranches.$inferSelect;

async function branchViews(db: DbOrTx, scope: CompanyScope, rows: BranchRow[]): Promise<Branch[]> {
  const ids = rows.map((r) => r.addressId).filter((id): id is number => id !== null);
  const found = ids.length ? await db.select().from(addresses).where(scope.where(addresses, inArray(addresses.id, ids))) : [];
  const byId = new Map(found.map((a) => [a.id, a]));
  return rows.map((r) => {
    const address = r.addressId ? byId.get(r.addressId) : undefined;
    return {
      id: r.id,
      name: r.name,
      branch_code: r.branchCode,
      phone: r.phone,
      email: r.email,
      is_active: r.isActive,
      address: address ? addressView(address) : null,
    };
  });
}

/** company_branch: a company's branches (registration lists a chosen company's active ones). */
export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];

  app.get(
    '/company_branch/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Branches of your company; with company_id, a company's active branches (public, for registration)",
        querystring: branchListQuery,
        response: { 200: pagedSchema(branchSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const ownCompanyId = request.auth?.company.id;
      const companyId = q.company_id ?? ownCompanyId;
      if (!companyId || !(await findCompany(db, companyId))) throw notFound();
      const scope = companyScope(companyId);
      // Only your own company shows inactive branches.
      const activeOnly = companyId !== ownCompanyId || !q.include_inactive;
      const where = scope.where(companyBranches, activeOnly ? eq(companyBranches.isActive, true) : undefined);
      const page = pageOf(q);
      const rows = await db.select().from(companyBranches).where(where).orderBy(asc(companyBranches.name), asc(companyBranches.id)).limit(page.limit).offset(page.offset);
      const [{ n }] = await db.select({ n: count() }).from(companyBranches).where(where);
      const views = await branchViews(db, scope, rows);
      // Registration needs only names: another company's branch contacts and addresses stay its own.
      const own = companyId === ownCompanyId || request.auth?.account.isStaff;
      return pagedResponse(request, page, n, own ? views : views.map((b) => ({ ...b, phone: '', email: '', address: null })));
    },
  );

  app.post(
    '/company_branch/',
    { schema: { tags, summary: 'Add a branch to your company', body: branchBody, response: { 201: branchSchema } } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const b = request.body;
      const row = await db.transaction(async (tx) => {
        const addressId = await upsertOwnedAddress(tx, scope, null, b.address, 'branch');
        const [created] = await tx
          .insert(companyBranches)
          .values({ companyId: scope.companyId, name: b.name, branchCode: b.branch_code, phone: b.phone, email: b.email, isActive: b.is_active, addressId: addressId ?? null })
          .returning();
        return created;
      });
      return reply.status(201).send((await branchViews(db, scope, [row]))[0]);
    },
  );

  app.put(
    '/company_branch/:id/',
    { schema: { tags, summary: 'Change a branch of your company (address null detaches it)', params: idParamsSchema, body: branchBody, response: { 200: branchSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const b = request.body;
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(companyBranches).where(scope.where(companyBranches, eq(companyBranches.id, request.params.id)));
        if (!current) throw notFound();
        const addressId = await upsertOwnedAddress(tx, scope, current.addressId, b.address, 'branch');
        const [updated] = await tx
          .update(companyBranches)
          .set({ name: b.name, branchCode: b.branch_code, phone: b.phone, email: b.email, isActive: b.is_active, addressId })
          .where(scope.where(companyBranches, and(eq(companyBranches.id, current.id))))
          .returning();
        return updated;
      });
      return (await branchViews(db, scope, [row]))[0];
    },
  );
};
