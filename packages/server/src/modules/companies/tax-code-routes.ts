import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pagedSchema, searchListQuery, type TaxCode, taxCodeBody, taxCodeSchema } from '@jobsite/core';
import { taxCodes } from '../../db/schema/index';
import { fieldErrors, isUniqueViolation, notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { changesNeed } from './access';

const DUPLICATE = 'A tax code with this name already exists.';

function view(r: typeof taxCodes.$inferSelect): TaxCode {
  return { id: r.id, tax_code: r.taxCode, tax_rate: Number(r.taxRate), is_use_tax: r.isUseTax, description: r.description };
}


/** taxcode CRUD: the company's tax codes (tax_code, tax_rate in percent, is_use_tax). */
export const taxCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];

  app.get('/taxcode/', { schema: { tags, summary: "Your company's tax codes", querystring: searchListQuery, response: { 200: pagedSchema(taxCodeSchema) } } }, async (request) => {
    const scope = scopeOf(request);
    const s = request.query.search;
    const where = scope.where(taxCodes, s ? or(ilike(taxCodes.taxCode, containsPattern(s)), ilike(taxCodes.description, containsPattern(s))) : undefined);
    const page = pageOf(request.query);
    const rows = await db.select().from(taxCodes).where(where).orderBy(asc(taxCodes.taxCode), asc(taxCodes.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(taxCodes).where(where);
    return pagedResponse(request, page, n, rows.map(view));
  });

  app.post('/taxcode/', { schema: { tags, summary: 'Add a tax code', body: taxCodeBody, response: { 201: taxCodeSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const b = request.body;
    try {
      const [row] = await db
        .insert(taxCodes)
        .values({ companyId: scope.companyId, taxCode: b.tax_code, taxRate: b.tax_rate, isUseTax: b.is_use_tax, description: b.description })
        .returning();
      return reply.status(201).send(view(row));
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldErrors({ tax_code: DUPLICATE });
      throw err;
    }
  });

  app.get('/taxcode/:id/', { schema: { tags, summary: 'A tax code', params: idParamsSchema, response: { 200: taxCodeSchema } } }, async (request) => {
    const [row] = await db.select().from(taxCodes).where(scopeOf(request).where(taxCodes, eq(taxCodes.id, request.params.id)));
    if (!row) throw notFound();
    return view(row);
  });

  app.put('/taxcode/:id/', { schema: { tags, summary: 'Change a tax code', params: idParamsSchema, body: taxCodeBody, response: { 200: taxCodeSchema } } }, async (request) => {
    const b = request.body;
    try {
      const [row] = await db
        .update(taxCodes)
        .set({ taxCode: b.tax_code, taxRate: b.tax_rate, isUseTax: b.is_use_tax, description: b.description })
        .where(scopeOf(request).where(taxCodes, eq(taxCodes.id, request.params.id)))
        .returning();
      if (!row) throw notFound();
      return view(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldErrors({ tax_code: DUPLICATE });
      throw err;
    }
  });

  app.delete('/taxcode/:id/', { schema: { tags, summary: 'Delete a tax code', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(taxCodes).where(scopeOf(request).where(taxCodes, eq(taxCodes.id, request.params.id))).returning({ id: taxCodes.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });
};
