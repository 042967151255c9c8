import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressTaxCodeBody, addressTaxCodeListQuery, addressTaxCodeSchema, idParamsSchema, pagedSchema } from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { createAddressTaxCode, deleteAddressTaxCode, listAddressTaxCodes, updateAddressTaxCode } from './address-tax-codes';
import { changesNeed, changesNeedSettingInUse } from './access';

/** address_tax_codes: the tax code of each shipping address. */
export const addressTaxCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  app.addHook('preValidation', changesNeedSettingInUse('tax_codes'));
  const db = app.db;
  const tags = ['companies'];

  app.get('/address_tax_codes/', { schema: { tags, summary: 'Tax codes of your shipping addresses', querystring: addressTaxCodeListQuery, response: { 200: pagedSchema(addressTaxCodeSchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { total, results } = await listAddressTaxCodes(db, scopeOf(request), request.query.address, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/address_tax_codes/', { schema: { tags, summary: 'Give a shipping address its tax code', body: addressTaxCodeBody, response: { 201: addressTaxCodeSchema } } }, async (request, reply) =>
    reply.status(201).send(await createAddressTaxCode(db, scopeOf(request), request.body)),
  );

  app.put('/address_tax_codes/:id/', { schema: { tags, summary: 'Change the tax code of a shipping address', params: idParamsSchema, body: addressTaxCodeBody, response: { 200: addressTaxCodeSchema } } }, async (request) =>
    updateAddressTaxCode(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/address_tax_codes/:id/', { schema: { tags, summary: 'Clear the tax code of a shipping address', params: idParamsSchema } }, async (request, reply) => {
    await deleteAddressTaxCode(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });
};
