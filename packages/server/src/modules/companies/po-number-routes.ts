import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyUsesSetting, idParamsSchema, pagedSchema, poNumberResponse, poPrefixBody, poPrefixSchema, searchListQuery, updatePoNumberBody } from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { authOf } from '../../platform/auth';
import { changesNeedSettingInUse, requireCompanyPermission } from './access';
import { mayUseGrant } from '../../platform/permissions';
import { createPoPrefix, deletePoPrefix, listPoPrefixes, poNumberView, updatePoNumbering } from './po-numbers';

/**
 * PO number get/update and the dynamic PO prefix list. Editing needs the group setting
 * Allow Edit All Orders (spec section 6).
 */
export const poNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['po numbers'];
  const editOrders = requireCompanyPermission('allow_edit_all_orders');
  // PO numbering is a contractor's: a supplier sends no purchase orders (core SETTINGS_BY_COMPANY_TYPE).
  app.addHook('preValidation', changesNeedSettingInUse('po_numbering'));

  app.get('/po_number/', { schema: { tags, summary: 'PO numbering of your company', response: { 200: poNumberResponse } } }, async (request) =>
    poNumberView(db, scopeOf(request), mayUseGrant(request, 'allow_edit_all_orders') && companyUsesSetting(authOf(request).company.systemType, 'po_numbering')),
  );

  app.post(
    '/po_number/update/',
    {
      preHandler: editOrders,
      schema: { tags, summary: 'Change PO numbering: generation type, prefix, separator, padding, next company-wide number (never lower than the last used)', body: updatePoNumberBody, response: { 200: poNumberResponse } },
    },
    async (request) => {
      const scope = scopeOf(request);
      await updatePoNumbering(db, scope, request.body);
      return poNumberView(db, scope, true);
    },
  );

  app.get('/po_prefixes/', { schema: { tags, summary: 'Dynamic PO prefixes to pick from', querystring: searchListQuery, response: { 200: pagedSchema(poPrefixSchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { total, results } = await listPoPrefixes(db, scopeOf(request), request.query.search, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/po_prefixes/', { preHandler: editOrders, schema: { tags, summary: 'Add a dynamic PO prefix', body: poPrefixBody, response: { 201: poPrefixSchema } } }, async (request, reply) =>
    reply.status(201).send(await createPoPrefix(db, scopeOf(request), request.body)),
  );

  app.delete('/po_prefixes/:id/', { preHandler: editOrders, schema: { tags, summary: 'Remove a dynamic PO prefix', params: idParamsSchema } }, async (request, reply) => {
    await deletePoPrefix(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });
};
