import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
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
import { binLocations, companies, warehouses } from '../../db/schema/index';
import { fieldErrors, isUniqueViolation, notFound } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { upsertOwnedAddress } from '../companies/addresses';
import { binView, defaultWarehouseId, findBin, findWarehouse, warehouseViews } from './service';
import { changesNeed } from '../companies/access';

const duplicateBin = (code: string) => fieldErrors({ code: `A bin location with code ${code} exists in this warehouse already.` });

/** Warehouses (Prefab, Stock, Temp Power, Tools), their bin locations with QR codes, and the default warehouse. */
export const warehouseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', changesNeed('allow_manage_company'));
  const db = app.db;
  const tags = ['warehouses'];

  app.get('/warehouses/', { schema: { tags, summary: "Your company's warehouses (type, search, include_inactive)", querystring: warehouseListQuery, response: { 200: pagedSchema(warehouseSchema) } } }, async (request) => {
    const scope = scopeOf(request);
    const q = request.query;
    const where = scope.where(
      warehouses,
      q.type ? eq(warehouses.type, q.type) : undefined,
      q.search ? ilike(warehouses.name, containsPattern(q.search)) : undefined,
      q.include_inactive === 'true' ? undefined : eq(warehouses.isActive, true),
    );
    const page = pageOf(q);
    const rows = await db.select().from(warehouses).where(where).orderBy(asc(warehouses.name), asc(warehouses.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(warehouses).where(where);
    return pagedResponse(request, page, n, await warehouseViews(db, scope, rows));
  });

  app.post('/warehouses/', { schema: { tags, summary: 'Add a warehouse', body: warehouseBody, response: { 201: warehouseSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const b = request.body;
    const row = await db.transaction(async (tx) => {
      const addressId = await upsertOwnedAddress(tx, scope, null, b.address, 'warehouse');
      const [created] = await tx.insert(warehouses).values({ companyId: scope.companyId, name: b.name, type: b.type, isActive: b.is_active, addressId: addressId ?? null }).returning();
      return created;
    });
    return reply.status(201).send((await warehouseViews(db, scope, [row]))[0]);
  });

  app.get('/warehouses/:id/', { schema: { tags, summary: 'A warehouse', params: idParamsSchema, response: { 200: warehouseSchema } } }, async (request) => {
    const scope = scopeOf(request);
    return (await warehouseViews(db, scope, [await findWarehouse(db, scope, request.params.id)]))[0];
  });

  app.put('/warehouses/:id/', { schema: { tags, summary: 'Change a warehouse', params: idParamsSchema, body: warehouseBody, response: { 200: warehouseSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const b = request.body;
    const row = await db.transaction(async (tx) => {
      const current = await findWarehouse(tx, scope, request.params.id);
      const addressId = await upsertOwnedAddress(tx, scope, current.addressId, b.address, 'warehouse');
      const [updated] = await tx
        .update(warehouses)
        .set({ name: b.name, type: b.type, isActive: b.is_active, addressId })
        .where(scope.where(warehouses, eq(warehouses.id, current.id)))
        .returning();
      return updated;
    });
    return (await warehouseViews(db, scope, [row]))[0];
  });

  app.delete('/warehouses/:id/', { schema: { tags, summary: 'Delete a warehouse with its bin locations', params: idParamsSchema } }, async (request, reply) => {
    const scope = scopeOf(request);
    await db.transaction(async (tx) => {
      const current = await findWarehouse(tx, scope, request.params.id);
      await tx.update(companies).set({ defaultWarehouseId: null }).where(and(eq(companies.id, scope.companyId), eq(companies.defaultWarehouseId, current.id)));
      await tx.delete(warehouses).where(scope.where(warehouses, eq(warehouses.id, current.id)));
    });
    return reply.status(204).send();
  });

  app.get('/warehouses/:id/bins/', { schema: { tags, summary: 'Bin locations of a warehouse (search by name or code)', params: idParamsSchema, querystring: binListQuery, response: { 200: pagedSchema(binLocationSchema) } } }, async (request) => {
    const scope = scopeOf(request);
    const warehouse = await findWarehouse(db, scope, request.params.id);
    const s = request.query.search;
    const where = scope.where(binLocations, eq(binLocations.warehouseId, warehouse.id), s ? or(ilike(binLocations.name, containsPattern(s)), ilike(binLocations.code, containsPattern(s))) : undefined);
    const page = pageOf(request.query, 100);
    const rows = await db.select().from(binLocations).where(where).orderBy(asc(binLocations.code), asc(binLocations.id)).limit(page.limit).offset(page.offset);
    const [{ n }] = await db.select({ n: count() }).from(binLocations).where(where);
    return pagedResponse(request, page, n, rows.map(binView));
  });

  app.post('/warehouses/:id/bins/', { schema: { tags, summary: 'Add a bin location (name, code unique in the warehouse)', params: idParamsSchema, body: binLocationBody, response: { 201: binLocationSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const warehouse = await findWarehouse(db, scope, request.params.id);
    try {
      const [row] = await db.insert(binLocations).values({ companyId: scope.companyId, warehouseId: warehouse.id, name: request.body.name, code: request.body.code }).returning();
      return reply.status(201).send(binView(row));
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateBin(request.body.code);
      throw err;
    }
  });

  app.put('/bin_locations/:id/', { schema: { tags, summary: 'Rename or recode a bin location', params: idParamsSchema, body: binLocationBody, response: { 200: binLocationSchema } } }, async (request) => {
    const scope = scopeOf(request);
    try {
      const [row] = await db.update(binLocations).set({ name: request.body.name, code: request.body.code }).where(scope.where(binLocations, eq(binLocations.id, request.params.id))).returning();
      if (!row) throw notFound();
      return binView(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicateBin(request.body.code);
      throw err;
    }
  });

  app.delete('/bin_locations/:id/', { schema: { tags, summary: 'Delete a bin location', params: idParamsSchema } }, async (request, reply) => {
    const deleted = await db.delete(binLocations).where(scopeOf(request).where(binLocations, eq(binLocations.id, request.params.id))).returning({ id: binLocations.id });
    if (!deleted.length) throw notFound();
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

  app.get('/default_warehouse/', { schema: { tags, summary: "Your company's default warehouse", response: { 200: defaultWarehouseSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const id = await defaultWarehouseId(db, scope);
    if (!id) return { warehouse: null };
    const [row] = await db.select().from(warehouses).where(scope.where(warehouses, eq(warehouses.id, id)));
    return { warehouse: row ? (await warehouseViews(db, scope, [row]))[0] : null };
  });

  app.post('/default_warehouse/', { schema: { tags, summary: 'Set (or with null clear) the default warehouse', body: defaultWarehouseBody, response: { 200: defaultWarehouseSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const id = request.body.warehouse_id;
    const row = id ? await db.select().from(warehouses).where(scope.where(warehouses, eq(warehouses.id, id))).then((r) => r[0]) : null;
    if (id && !row) throw fieldErrors({ warehouse_id: `Invalid pk "${id}" - object does not exist.` });
    await db.update(companies).set({ defaultWarehouseId: row?.id ?? null }).where(eq(companies.id, scope.companyId));
    return { warehouse: row ? (await warehouseViews(db, scope, [row]))[0] : null };
  });
};
