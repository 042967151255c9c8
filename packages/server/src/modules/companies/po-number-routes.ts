import { asc, count, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formatPoNumber,
  idParamsSchema,
  pagedSchema,
  poNumberResponse,
  poNumberSettingsSchema,
  poPrefixBody,
  poPrefixSchema,
  searchListQuery,
  updatePoNumberBody,
} from '@jobsite/core';
import { poPrefixes } from '../../db/schema/index';
import { fieldErrors, notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { type CompanyScope, scopeOf } from '../../platform/scope';
import type { DbOrTx } from '../../platform/db';
import { containsPattern } from '../../platform/text-and-dates';
import { mayUseCompanyPermission, requireCompanyPermission } from './access';
import { lastSequence, readPoSettings, setNextSequence, writePoSettings } from './po-numbers';

const COMPANY_COUNTER = 'company';

async function poNumberView(db: DbOrTx, scope: CompanyScope, canEdit: boolean) {
  const settings = await readPoSettings(db, scope);
  const next = (await lastSequence(db, scope, COMPANY_COUNTER)) + 1;
  const sample = { project: { id: 0, main_job_num: '2417' }, branch: { id: 0, branch_code: 'DEN' }, dynamic_prefix: 'ELEC' };
  return { ...settings, next_number: next, example: formatPoNumber(settings, sample, next), can_edit: canEdit };
}

/**
 * PO number get/update and the dynamic PO prefix list. Editing needs the group setting
 * Allow Edit All Orders (spec section 6).
 */
export const poNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['po numbers'];
  const editOrders = requireCompanyPermission('allow_edit_all_orders');

  app.get('/po_number/', { schema: { tags, summary: 'PO numbering of your company', response: { 200: poNumberResponse } } }, async (request) =>
    poNumberView(db, scopeOf(request), await mayUseCompanyPermission(request, 'allow_edit_all_orders')),
  );

  app.post(
    '/po_number/update/',
    {
      preHandler: editOrders,
      schema: { tags, summary: 'Change PO numbering: generation type, prefix, separator, padding, next company-wide number (never lower than the last used)', body: updatePoNumberBody, response: { 200: poNumberResponse } },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { next_number, ...changes } = request.body;
      await db.transaction(async (tx) => {
        const settings = poNumberSettingsSchema.parse({ ...(await readPoSettings(tx, scope)), ...changes });
        if (next_number !== undefined) {
          const last = await lastSequence(tx, scope, COMPANY_COUNTER);
          if (next_number <= last) throw fieldErrors({ next_number: `Ensure this value is greater than ${last}: numbers up to ${last} were used already.` });
          await setNextSequence(tx, scope, COMPANY_COUNTER, next_number);
        }
        await writePoSettings(tx, scope, settings);
      });
      return poNumberView(db, scope, true);
    },
  );

  app.get('/po_prefixes/', { schema: { tags, summary: 'Dynamic PO prefixes to pick from', querystring: searchListQuery, response: { 200: pagedSchema(poPrefixSchema) } } }, async (request) => {
    const s = request.query.search;
    const where = scopeOf(request).where(poPrefixes, s ? ilike(poPrefixes.prefix, containsPattern(s)) : undefined);
    const page = pageOf(request.query);
    const rows = await db.select().from(poPrefixes).where(where).orderBy(asc(poPrefixes.prefix)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(poPrefixes).where(where);
    return pagedResponse(request, page, n, rows.map((r) => ({ id: r.id, prefix: r.prefix, description: r.description })));
  });

  app.post('/po_prefixes/', { preHandler: editOrders, schema: { tags, summary: 'Add a dynamic PO prefix', body: poPrefixBody, response: { 201: poPrefixSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const prefix = request.body.prefix.toUpperCase();
    const [row] = await db.insert(poPrefixes).values({ companyId: scope.companyId, prefix, description: request.body.description }).onConflictDoNothing().returning();
    if (!row) throw fieldErrors({ prefix: `The prefix ${prefix} exists already.` });
    return reply.status(201).send({ id: row.id, prefix: row.prefix, description: row.description });
  });

  app.delete('/po_prefixes/:id/', { preHandler: editOrders, schema: { tags, summary: 'Remove a dynamic PO prefix', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(poPrefixes).where(scopeOf(request).where(poPrefixes, eq(poPrefixes.id, request.params.id))).returning({ id: poPrefixes.id });
    if (!deleted.length) throw notFound();
    return reply.status(204).send();
  });
};
