import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressInputSchema, addressPatchSchema, addressSchema, idParamsSchema, pagedSchema, searchListQuery } from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { addressView, createAddress, deleteAddress, findAddress, listAddressesOfType, listPreviousAddresses, patchAddress, replaceAddress } from './addresses';
import { refuseUnusedSetting, requireCompanyPermission } from './access';
import { authOf } from '../../platform/auth';

const SHIPPING = 'shipping';

const addressListQuery = searchListQuery.extend({ type: z.string().trim().max(40).optional() });

/** shippingaddresses CRUD, and the company's previous addresses (the address panel's list) with addresses patch. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['addresses'];
  const managePermission = requireCompanyPermission('allow_manage_company');
  // shipping addresses are where a contractor's orders go: a supplier keeps none
  const manageCompany = async (request: Parameters<typeof managePermission>[0]) => {
    await managePermission(request);
    if (request.routeOptions.url?.includes('/shippingaddresses/')) refuseUnusedSetting(authOf(request).company.systemType, 'shipping_addresses');
  };

  app.get(
    '/addresses/',
    { schema: { tags, summary: "Your company's previous addresses, newest first (search; type)", querystring: addressListQuery, response: { 200: pagedSchema(addressSchema) } } },
    async (request) => {
      const q = request.query;
      const page = pageOf(q);
      const { total, results } = await listPreviousAddresses(db, scopeOf(request), { search: q.search, type: q.type }, page);
      return pagedResponse(request, page, total, results);
    },
  );

  app.patch(
    '/addresses/:id/',
    // Every address here is the company's own (its address, branches', warehouses' and shipping addresses): changed as company settings are.
    { preValidation: manageCompany, schema: { tags, summary: 'Change some fields of an address; the result must still follow the country rules', params: idParamsSchema, body: addressPatchSchema, response: { 200: addressSchema } } },
    async (request) => addressView(await patchAddress(db, scopeOf(request), request.params.id, request.body)),
  );

  app.get(
    '/shippingaddresses/',
    { schema: { tags, summary: "Your company's shipping addresses", querystring: searchListQuery, response: { 200: pagedSchema(addressSchema) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { total, results } = await listAddressesOfType(db, scopeOf(request), SHIPPING, request.query.search, page);
      return pagedResponse(request, page, total, results);
    },
  );

  app.post(
    '/shippingaddresses/',
    { preValidation: manageCompany, schema: { tags, summary: 'Add a shipping address', body: addressInputSchema, response: { 201: addressSchema } } },
    async (request, reply) => reply.status(201).send(addressView(await createAddress(db, scopeOf(request), request.body, SHIPPING))),
  );

  app.get(
    '/shippingaddresses/:id/',
    { schema: { tags, summary: 'A shipping address', params: idParamsSchema, response: { 200: addressSchema } } },
    async (request) => addressView(await findAddress(db, scopeOf(request), request.params.id, SHIPPING)),
  );

  app.put(
    '/shippingaddresses/:id/',
    { preValidation: manageCompany, schema: { tags, summary: 'Replace a shipping address', params: idParamsSchema, body: addressInputSchema, response: { 200: addressSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await findAddress(db, scope, request.params.id, SHIPPING);
      return addressView(await replaceAddress(db, scope, request.params.id, request.body, SHIPPING));
    },
  );

  app.delete(
    '/shippingaddresses/:id/',
    { preValidation: manageCompany, schema: { tags, summary: 'Delete a shipping address', params: idParamsSchema } },
    async (request, reply) => {
      await deleteAddress(db, scopeOf(request), request.params.id, SHIPPING);
      return reply.status(204).send();
    },
  );
};
