import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pagedSchema, searchListQuery, taxCodeBody, taxCodeSchema } from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { changesNeed, changesNeedSettingInUse } from './access';
import { createTaxCode, deleteTaxCode, findTaxCode, listTaxCodes, updateTaxCode } from './tax-codes';

/** taxcode CRUD: the company's tax codes (tax_code, tax_rate in percent, is_use_tax). */
export const taxCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  app.addHook('preValidation', changesNeedSettingInUse('tax_codes'));
  const db = app.db;
  const tags = ['companies'];

  app.get('/taxcode/', { schema: { tags, summary: "Your company's tax codes", querystring: searchListQuery, response: { 200: pagedSchema(taxCodeSchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { total, results } = await listTaxCodes(db, scopeOf(request), request.query.search, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/taxcode/', { schema: { tags, summary: 'Add a tax code', body: taxCodeBody, response: { 201: taxCodeSchema } } }, async (request, reply) =>
    reply.status(201).send(await createTaxCode(db, scopeOf(request), request.body)),
  );

  app.get('/taxcode/:id/', { schema: { tags, summary: 'A tax code', params: idParamsSchema, response: { 200: taxCodeSchema } } }, async (request) =>
    findTaxCode(db, scopeOf(request), request.params.id),
  );

  app.put('/taxcode/:id/', { schema: { tags, summary: 'Change a tax code', params: idParamsSchema, body: taxCodeBody, response: { 200: taxCodeSchema } } }, async (request) =>
    updateTaxCode(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/taxcode/:id/', { schema: { tags, summary: 'Delete a tax code', params: idParamsSchema } }, async (request, reply) => {
    await deleteTaxCode(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });
};
