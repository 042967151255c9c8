import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import {
  binListQuery,
  binLocationBody,
  binLocationSchema,
  binQrValue,
  defaultWarehouseBody,
  defaultWarehouseSchema,
  idParamsSchema,
  pagedSchema,
  qrCodeQuery,
  warehouseBody,
  warehouseListQuery,
  warehouseSchema,
} from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { changesNeed, changesNeedSettingInUse } from '../companies/access';
import {
  createBin,
  createWarehouse,
  defaultWarehouse,
  deleteBin,
  deleteWarehouse,
  findBin,
  listBins,
  listWarehouses,
  setDefaultWarehouse,
  updateBin,
  updateWarehouse,
  warehouseDetail,
} from './service';

/** Warehouses (Prefab, Stock, Temp Power, Tools), their bin locations with QR codes, and the default warehouse. */
export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  // Warehouses are a contractor's: a supplier company keeps none (core SETTINGS_BY_COMPANY_TYPE).
  app.addHook('preValidation', changesNeedSettingInUse('warehouses'));
  const db = app.db;
  const tags = ['warehouses'];

  app.get('/warehouses/', { schema: { tags, summary: "Your company's warehouses (type, search, include_inactive)", querystring: warehouseListQuery, response: { 200: pagedSchema(warehouseSchema) } } }, async (request) => {
    const q = request.query;
    const page = pageOf(q);
    const { total, results } = await listWarehouses(db, scopeOf(request), { type: q.type, search: q.search, includeInactive: q.include_inactive === 'true' }, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/warehouses/', { schema: { tags, summary: 'Add a warehouse', body: warehouseBody, response: { 201: warehouseSchema } } }, async (request, reply) =>
    reply.status(201).send(await createWarehouse(db, scopeOf(request), request.body)),
  );

  app.get('/warehouses/:id/', { schema: { tags, summary: 'A warehouse', params: idParamsSchema, response: { 200: warehouseSchema } } }, async (request) =>
    warehouseDetail(db, scopeOf(request), request.params.id),
  );

  app.put('/warehouses/:id/', { schema: { tags, summary: 'Change a warehouse', params: idParamsSchema, body: warehouseBody, response: { 200: warehouseSchema } } }, async (request) =>
    updateWarehouse(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/warehouses/:id/', { schema: { tags, summary: 'Delete a warehouse with its bin locations', params: idParamsSchema } }, async (request, reply) => {
    await deleteWarehouse(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/warehouses/:id/bins/', { schema: { tags, summary: 'Bin locations of a warehouse (search by name or code)', params: idParamsSchema, querystring: binListQuery, response: { 200: pagedSchema(binLocationSchema) } } }, async (request) => {
    const page = pageOf(request.query, 100);
    const { total, results } = await listBins(db, scopeOf(request), request.params.id, request.query.search, page);
    return pagedResponse(request, page, total, results);
  });

  app.post('/warehouses/:id/bins/', { schema: { tags, summary: 'Add a bin location (name, code unique in the warehouse)', params: idParamsSchema, body: binLocationBody, response: { 201: binLocationSchema } } }, async (request, reply) =>
    reply.status(201).send(await createBin(db, scopeOf(request), request.params.id, request.body)),
  );

  app.put('/bin_locations/:id/', { schema: { tags, summary: 'Rename or recode a bin location', params: idParamsSchema, body: binLocationBody, response: { 200: binLocationSchema } } }, async (request) =>
    updateBin(db, scopeOf(request), request.params.id, request.body),
  );

  app.delete('/bin_locations/:id/', { schema: { tags, summary: 'Delete a bin location', params: idParamsSchema } }, async (request, reply) => {
    await deleteBin(db, scopeOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/bin_locations/:id/qr_code/',
    { schema: { tags, summary: "The bin location's QR code as SVG (default) or PNG, for printing", params: idParamsSchema, querystring: qrCodeQuery } },
    async (request, reply) => {
      const bin = await findBin(db, scopeOf(request), request.params.id);
      const value = binQrValue(bin);
      reply.header('cache-control', 'private, max-age=3600');
      if (request.query.format === 'png') {
        return reply.type('image/png').send(await QRCode.toBuffer(value, { type: 'png', margin: 1, width: 256 }));
      }
      return reply.type('image/svg+xml').send(await QRCode.toString(value, { type: 'svg', margin: 1 }));
    },
  );

  app.get('/default_warehouse/', { schema: { tags, summary: "Your company's default warehouse", response: { 200: defaultWarehouseSchema } } }, async (request) =>
    defaultWarehouse(db, scopeOf(request)),
  );

  app.post('/default_warehouse/', { schema: { tags, summary: 'Set (or with null clear) the default warehouse', body: defaultWarehouseBody, response: { 200: defaultWarehouseSchema } } }, async (request) =>
    setDefaultWarehouse(db, scopeOf(request), request.body.warehouse_id),
  );
};
