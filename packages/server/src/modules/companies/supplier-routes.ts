import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pagedSchema, supplierBody, supplierBranchBody, supplierBranchListQuery, supplierBranchSchema, supplierListQuery, supplierSchema } from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { changesNeed } from './access';
import {
  createSupplier,
  createSupplierBranch,
  deleteSupplier,
  deleteSupplierBranch,
  findSupplier,
  listSupplierBranches,
  listSuppliers,
  updateSupplier,
  updateSupplierBranch,
} from './suppliers';

/** suppliers and supplier branches: the supplier companies a buyer buys from. */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['companies'];

  app.get(
    '/suppliers/',
    { schema: { tags, summary: 'Your suppliers, by name; supplier_company: the ones that link that directory company', querystring: supplierListQuery, response: { 200: pagedSchema(supplierSchema) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { total, results } = await listSuppliers(db, scopeOf(request), { search: request.query.search, supplierCompanyId: request.query.supplier_company }, page);
      return pagedResponse(request, page, total, results);
    },
  );

  app.post('/suppliers/', { schema: { tags, summary: 'Add a supplier', body: supplierBody, response: { 201: supplierSchema } } }, async (request, reply) =>
    reply.status(201).send(await createSupplier(db, scopeOf(request), request.body)),
  );

  app.get('/suppliers/:id/', { schema: { tags, summary: 'A supplier', params: idParamsSchema, response: { 200: supplierSchema } } }, async (request) =>
    findSupplier(db, scopeOf(request), request.params.id),
  );

  app.put('/suppliers/:id/', { schema: { tags, summary: 'Change a supplier', params: idParamsSchema, body: supplierBody, response: { 200: supplierSchema } } }, async (request) =>
    updateSupplier(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/suppliers/:id/', { schema: { tags, summary: 'Delete a supplier and its branches', params: idParamsSchema } }, async (request, reply) => {
    await deleteSupplier(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/suppliers/:id/branches/', { schema: { tags, summary: "A supplier's branches", params: idParamsSchema, querystring: supplierBranchListQuery, response: { 200: pagedSchema(supplierBranchSchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { total, results } = await listSupplierBranches(db, scopeOf(request), request.params.id, request.query.search, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/suppliers/:id/branches/', { schema: { tags, summary: 'Add a supplier branch', params: idParamsSchema, body: supplierBranchBody, response: { 201: supplierBranchSchema } } }, async (request, reply) =>
    reply.status(201).send(await createSupplierBranch(db, scopeOf(request), request.params.id, request.body)),
  );

  app.put('/supplier_branches/:id/', { schema: { tags, summary: 'Change a supplier branch', params: idParamsSchema, body: supplierBranchBody, response: { 200: supplierBranchSchema } } }, async (request) =>
    updateSupplierBranch(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/supplier_branches/:id/', { schema: { tags, summary: 'Delete a supplier branch', params: idParamsSchema } }, async (request, reply) => {
    await deleteSupplierBranch(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });
};
