import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  assetModelBody,
  assetModelListQuery,
  assetModelSchema,
  auditBody,
  auditDetailSchema,
  auditListQuery,
  auditMarkBody,
  auditScanBody,
  auditSummarySchema,
  barcodeQuery,
  bulkExpectedReturnBody,
  changeWarehouseBody,
  createToolRequestBody,
  DEFAULT_TOOL_REQUEST_STATUSES,
  idParamsSchema,
  itemBarcodeValue,
  labelsQuery,
  messages,
  pagedSchema,
  qrCodeQuery,
  startReturnBody,
  TOOL_CHARGE_EXPORT_HEADERS,
  TOOL_IMPORT_MAX_BYTES,
  TOOL_IMPORT_MAX_ROWS,
  toolImportMessages,
  toolImportResultSchema,
  ASSET_SERVICES,
  assetReportQuery,
  createStockOrderBody,
  restockSuggestionSchema,
  stockOrderActionBody,
  stockOrderActionParams,
  stockOrderDetailSchema,
  stockOrderItemSchema,
  stockOrderListQuery,
  stockOrderSchema,
  assetReportSchema,
  TOOL_REQUEST_DATE_LIMIT_DAYS,
  toolChargesQuery,
  toolChargesSchema,
  toolItemBody,
  toolItemDetailSchema,
  toolItemListQuery,
  toolItemSchema,
  toolItemUpdateBody,
  toolRequestActionBody,
  toolRequestActionParams,
  toolRequestDetailSchema,
  toolRequestListQuery,
  toolRequestSchema,
  type AssetService,
  formatQuantity,
  queryIdSchema,
} from '@jobsite/core';
import { ApiError, detailError, fieldErrors, notFound } from '../../platform/errors';
import { compiledResponse } from '../../platform/compiled-response';
import { readUpload } from '../../platform/uploads';
import { importToolList, readToolList } from './import';
import { assetReport } from './report';
import { actOnStockOrder, createStockOrder, listStockOrderItems, listStockOrders, restockSuggestions, stockOrderDetail } from './stock-orders';
import { pagedResponse, pageOf } from '../../platform/paging';
import { companyScope, scopeOf } from '../../platform/scope';
import { sendTable } from '../../platform/table-export';
import { registerProjectDeletionGuard } from '../projects/registry';
import { registerWarehouseDeletionGuard } from '../warehouses/registry';
import { auditDetail, closeAudit, createAudit, listAudits, markInAudit, scanIntoAudit } from './audits';
import { assetCallerOf, assetReaderOf, requireService, requireWarehouse } from './caller';
import { CHARGE_EXPORT_MAX_ROWS, CHARGE_EXPORT_NUM_FMTS, CHARGE_EXPORT_WIDTHS, chargeExportRow, chargesOf } from './charges';
import { findModel, itemByCode, itemRows, itemsByIds, listItems, listModels, listRequests, modelViews } from './queries';
import { act, bulkExpectedReturn, changeWarehouse, createItem, createModel, createRequest, itemDetail, requestDetail, startReturn, updateItem, updateModel } from './service';
import { toolRequests, assetItems, stockOrders } from '../../db/schema/index';
import { count, eq, isNotNull } from 'drizzle-orm';

const countSchema = z.object({ detail: z.string(), count: z.number().int() });
const requestCreatedSchema = toolRequestDetailSchema;

registerProjectDeletionGuard({
  name: 'tool requests and items',
  async check(tx, project) {
    const scope = companyScope(project.companyId);
    const [items] = await tx
      .select({ n: count() })
      .from(assetItems)
      .where(scope.where(assetItems, eq(assetItems.projectId, project.id), isNotNull(assetItems.projectId)));
    if (items.n > 0) return `${items.n} item${items.n === 1 ? ' is' : 's are'} still out on this project; return them first.`;
    const [requests] = await tx.select({ n: count() }).from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.projectId, project.id)));
    return requests.n > 0 ? 'This project has tool requests.' : null;
  },
});

registerWarehouseDeletionGuard({
  name: 'asset items and stock orders',
  async check(tx, warehouse) {
    const scope = companyScope(warehouse.companyId);
    const [items] = await tx.select({ n: count() }).from(assetItems).where(scope.where(assetItems, eq(assetItems.warehouseId, warehouse.id)));
    const [orders] = await tx.select({ n: count() }).from(stockOrders).where(scope.where(stockOrders, eq(stockOrders.warehouseId, warehouse.id)));
    const refusals = [];
    if (items.n > 0) refusals.push(`${items.n} item${items.n === 1 ? ' belongs' : 's belong'} to this warehouse: move ${items.n === 1 ? 'it' : 'them'} to another warehouse first (Change warehouse, on the items page).`);
    if (orders.n > 0) refusals.push(`${orders.n} stock order${orders.n === 1 ? ' was' : 's were'} placed for it: make it inactive instead (Edit).`);
    return refusals.length ? refusals.join(' ') : null;
  },
});

/**
 * Warehouse requests and assets: models, items, requests and returns, charges and audits for
 * the four services (tool, prefab, stock, temp_power; the spec calls them all tools). Reads are
 * open to every member of a company that uses the service; models, items, picks, shipments and
 * warehouse receipts need the warehouse role (decision record 014).
 */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['assets'];
  const serviceOf = async (kind: 'item' | 'model' | 'request', id: number, request: Parameters<typeof scopeOf>[0]): Promise<AssetService> => {
    const scope = scopeOf(request);
    let service: AssetService | undefined;
    if (kind === 'item') service = (await itemRows(db, scope, [id]))[0]?.service;
    if (kind === 'model') service = (await findModel(db, scope, id))?.service;
    if (kind === 'request') service = (await db.select({ service: toolRequests.service }).from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, id))))[0]?.service;
    if (!service) throw notFound();
    requireService(request, service);
    return service;
  };

  app.get('/tool_access/', { schema: { tags, summary: 'Whether you hold the warehouse role (add models and items, pick, ship, receive returns)', response: { 200: z.object({ warehouse: z.boolean() }) } } }, async (request) => ({
    warehouse: (await assetCallerOf(request)).warehouse,
  }));

  /** Changes that are the warehouse role's alone: refused before the body is read, so a foreman gets 403, not a 400 about the body. */
  const warehouseOnly = async (request: FastifyRequest) => {
    requireWarehouse(await assetCallerOf(request));
  };

  // ------------------------------------------------------------ models

  app.get('/tool_models/', { schema: { tags, summary: 'Models of a service (tool, prefab, stock, temp_power), with item counts', querystring: assetModelListQuery, response: { 200: pagedSchema(assetModelSchema) } } }, async (request) => {
    requireService(request, request.query.service);
    const page = pageOf(request.query);
    const { count: n, results } = await listModels(db, scopeOf(request), request.query, page);
    return pagedResponse(request, page, n, results);
  });

  app.get('/tool_models/:id/', { schema: { tags, summary: 'A model', params: idParamsSchema, response: { 200: assetModelSchema } } }, async (request) => {
    await serviceOf('model', request.params.id, request);
    const scope = scopeOf(request);
    return (await modelViews(db, scope, [(await findModel(db, scope, request.params.id))!]))[0];
  });

  app.post('/tool_models/', { preValidation: warehouseOnly, schema: { tags, summary: 'Add a model (warehouse staff)', body: assetModelBody, response: { 201: assetModelSchema } } }, async (request, reply) => {
    requireService(request, request.body.service);
    const scope = scopeOf(request);
    const row = await db.transaction((tx) => createModel(tx, scope, request.body));
    return reply.status(201).send((await modelViews(db, scope, [row]))[0]);
  });

  app.put('/tool_models/:id/', { preValidation: warehouseOnly, schema: { tags, summary: 'Change a model (warehouse staff)', params: idParamsSchema, body: assetModelBody, response: { 200: assetModelSchema } } }, async (request) => {
    await serviceOf('model', request.params.id, request);
    const scope = scopeOf(request);
    const row = await db.transaction((tx) => updateModel(tx, scope, request.params.id, request.body));
    return (await modelViews(db, scope, [row]))[0];
  });

  // ------------------------------------------------------------ items

  app.get(
    '/tool_items/',
    {
      schema: {
        tags,
        summary: 'Items of a service: status, expected_return_status, project, warehouse, bin, model, mine (my tools), location (out / in), search',
        querystring: toolItemListQuery,
        response: { 200: compiledResponse(pagedSchema(toolItemSchema)) },
      },
    },
    async (request) => {
      requireService(request, request.query.service);
      const caller = assetReaderOf(request);
      const page = pageOf(request.query);
      const { count: n, results } = await listItems(db, scopeOf(request), request.query, page, caller.accountId, caller.today);
      return pagedResponse(request, page, n, results);
    },
  );

  app.get('/tool_items/barcode/', { schema: { tags, summary: 'The item a barcode, label code or serial number names ("Failed to get tool item." when none)', querystring: barcodeQuery, response: { 200: toolItemDetailSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const item = await itemByCode(db, scope, request.query.value);
    if (!item) throw detailError(404, messages.toolItemFailed);
    requireService(request, item.service);
    return itemDetail(db, scope, item.id, assetReaderOf(request).today);
  });

  app.get('/tool_items/labels/', { schema: { tags, summary: 'Label data (barcode value and text) for printing item labels', querystring: labelsQuery, response: { 200: z.object({ results: z.array(toolItemSchema) }) } } }, async (request) => {
    const items = await itemsByIds(db, scopeOf(request), request.query.ids, assetReaderOf(request).today);
    for (const s of new Set(items.map((i) => i.service))) requireService(request, s);
    return { results: items };
  });

  app.get('/tool_items/:id/', { schema: { tags, summary: 'An item with its history', params: idParamsSchema, response: { 200: toolItemDetailSchema } } }, async (request) => {
    await serviceOf('item', request.params.id, request);
    return itemDetail(db, scopeOf(request), request.params.id, assetReaderOf(request).today);
  });

  app.get('/tool_items/:id/qr_code/', { schema: { tags, summary: "The item's label code as a QR code, SVG (default) or PNG", params: idParamsSchema, querystring: qrCodeQuery } }, async (request, reply) => {
    await serviceOf('item', request.params.id, request);
    const [item] = await itemRows(db, scopeOf(request), [request.params.id]);
    const value = itemBarcodeValue(item);
    reply.header('cache-control', 'private, max-age=300');
    if (request.query.format === 'png') return reply.type('image/png').send(await QRCode.toBuffer(value, { type: 'png', margin: 1, width: 256 }));
    return reply.type('image/svg+xml').send(await QRCode.toString(value, { type: 'svg', margin: 1 }));
  });

  app.post('/tool_items/', { preValidation: warehouseOnly, schema: { tags, summary: 'Add an item to a warehouse (warehouse staff)', body: toolItemBody, response: { 201: toolItemDetailSchema } } }, async (request, reply) => {
    const caller = await assetCallerOf(request);
    const scope = scopeOf(request);
    const model = await findModel(db, scope, request.body.model_id);
    if (model) requireService(request, model.service);
    const id = await db.transaction((tx) => createItem(tx, scope, caller, request.body));
    return reply.status(201).send(await itemDetail(db, scope, id, caller.today));
  });

  app.patch('/tool_items/:id/', { preValidation: warehouseOnly, schema: { tags, summary: 'Change an item: status, bin, serial, barcode, due dates, expected return date (warehouse staff)', params: idParamsSchema, body: toolItemUpdateBody, response: { 200: toolItemDetailSchema } } }, async (request) => {
    await serviceOf('item', request.params.id, request);
    const caller = await assetCallerOf(request);
    const scope = scopeOf(request);
    await db.transaction((tx) => updateItem(tx, scope, caller, request.params.id, request.body));
    return itemDetail(db, scope, request.params.id, caller.today);
  });

  app.post('/tool_items/bulk_expected_return_date/', { schema: { tags, summary: 'Set the expected return date of selected items', body: bulkExpectedReturnBody, response: { 200: countSchema } } }, async (request) => {
    const caller = await assetCallerOf(request);
    const scope = scopeOf(request);
    const n = await db.transaction(async (tx) => {
      const rows = await itemRows(tx, scope, request.body.item_ids);
      for (const s of new Set(rows.map((r) => r.service))) requireService(request, s);
      return bulkExpectedReturn(tx, scope, caller, request.body.item_ids, request.body.expected_return_date);
    });
    return { detail: `Expected return date set on ${formatQuantity(n)} item${n === 1 ? '' : 's'}.`, count: n };
  });

  app.post('/tool_items/change_warehouse/', { preValidation: warehouseOnly, schema: { tags, summary: 'Move selected items to another warehouse (warehouse staff)', body: changeWarehouseBody, response: { 200: countSchema } } }, async (request) => {
    const caller = await assetCallerOf(request);
    const scope = scopeOf(request);
    const n = await db.transaction(async (tx) => {
      const rows = await itemRows(tx, scope, request.body.item_ids);
      for (const s of new Set(rows.map((r) => r.service))) requireService(request, s);
      return changeWarehouse(tx, scope, caller, request.body.item_ids, request.body.warehouse_id!, request.body.bin_id);
    });
    return { detail: n === 0 ? `Nothing to move: the items are in this ${request.body.bin_id ? 'bin' : 'warehouse'} already.` : `${formatQuantity(n)} item${n === 1 ? '' : 's'} moved.`, count: n };
  });

  await app.register(multipart, { limits: { fileSize: TOOL_IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  app.post(
    '/tool_items/import/',
    {
      schema: {
        tags,
        summary: `Tool migration: a CSV tool list (multipart: file, service; at most ${TOOL_IMPORT_MAX_ROWS} rows) becomes items, models created by code; all or nothing (warehouse staff)`,
        consumes: ['multipart/form-data'],
        response: { 201: toolImportResultSchema },
      },
    },
    async (request, reply) => {
      const caller = await assetCallerOf(request);
      requireWarehouse(caller);
      if (!request.isMultipart()) throw new ApiError(415, { detail: 'Send the file as multipart/form-data.' });
      const upload = await readUpload(request, toolImportMessages.tooLarge);
      const service = (ASSET_SERVICES as readonly string[]).includes(upload.fields.service ?? 'tool') ? ((upload.fields.service ?? 'tool') as AssetService) : null;
      if (!service) throw fieldErrors({ service: 'Choose tool, prefab, stock or temp_power.' });
      requireService(request, service);
      if (!upload.file) throw fieldErrors({ file: toolImportMessages.noFile });
      if (!/\.csv$/i.test(upload.file.fileName)) throw fieldErrors({ file: toolImportMessages.notCsv });
      const rows = await readToolList(upload.file.content);
      const scope = scopeOf(request);
      const result = await db.transaction((tx) => importToolList(tx, scope, caller, service, rows));
      return reply.status(201).send({ detail: `${result.created_items} item${result.created_items === 1 ? '' : 's'} imported${result.created_models ? `, ${result.created_models} new model${result.created_models === 1 ? '' : 's'}` : ''}.`, ...result });
    },
  );

  // ------------------------------------------------------------ requests

  app.get('/tool_requests/', { schema: { tags, summary: 'Requests of a service: status (default submitted, partly shipped), request_type, project, search, date_limit (90 days), mine', querystring: toolRequestListQuery, response: { 200: pagedSchema(toolRequestSchema) } } }, async (request) => {
    const q = request.query;
    requireService(request, q.service);
    const caller = assetReaderOf(request);
    const page = pageOf(q);
    const statuses = q.status ?? (q.project_id || q.mine === 'true' ? [] : [...DEFAULT_TOOL_REQUEST_STATUSES]);
    const dateLimit = q.date_limit ?? (q.project_id ? 0 : TOOL_REQUEST_DATE_LIMIT_DAYS);
    const { count: n, results } = await listRequests(db, scopeOf(request), { ...q, statuses, date_limit: dateLimit }, page, caller.accountId);
    return pagedResponse(request, page, n, results);
  });

  app.post('/tool_requests/', { schema: { tags, summary: 'Request items for a project (add tool request); submitted unless draft', body: createToolRequestBody, response: { 201: requestCreatedSchema } } }, async (request, reply) => {
    requireService(request, request.body.service);
    const caller = await assetCallerOf(request);
    const scope = scopeOf(request);
    const id = await db.transaction((tx) => createRequest(tx, scope, caller, request.body));
    return reply.status(201).send(await requestDetail(db, scope, caller, id));
  });

  app.post('/tool_requests/start_return/', { schema: { tags, summary: 'Start a return request for selected items (one project, one source)', body: startReturnBody, response: { 201: requestCreatedSchema } } }, async (request, reply) => {
    const caller = await assetCallerOf(request);
    const scope = scopeOf(request);
    const id = await db.transaction(async (tx) => {
      const rows = await itemRows(tx, scope, request.body.item_ids);
      for (const s of new Set(rows.map((r) => r.service))) requireService(request, s);
      return startReturn(tx, scope, caller, request.body.item_ids, request.body.warehouse_id, request.body.notes, request.body.quantities);
    });
    return reply.status(201).send(await requestDetail(db, scope, caller, id));
  });

  app.get('/tool_requests/:id/', { schema: { tags, summary: 'A request with its lines, picks, the actions open to you and its history', params: idParamsSchema, response: { 200: toolRequestDetailSchema } } }, async (request) => {
    await serviceOf('request', request.params.id, request);
    return requestDetail(db, scopeOf(request), await assetCallerOf(request), request.params.id);
  });

  app.post(
    '/tool_requests/:id/:action/',
    {
      schema: {
        tags,
        summary: 'Move a request: submit, approve, acknowledge, pick (picks), stage, ship, receive (pick_ids or line_ids, bin_id), cancel',
        params: toolRequestActionParams,
        body: toolRequestActionBody,
        response: { 200: toolRequestDetailSchema },
      },
    },
    async (request) => {
      await serviceOf('request', request.params.id, request);
      const caller = await assetCallerOf(request);
      const scope = scopeOf(request);
      await db.transaction((tx) => act(tx, scope, caller, request.params.id, request.params.action, request.body));
      return requestDetail(db, scope, caller, request.params.id);
    },
  );

  // ------------------------------------------------------------ charges

  app.get(
    '/tool_charges/',
    { schema: { tags, summary: 'What items out on projects charged per day in a period (from, to), per project; format=csv|xlsx downloads it', querystring: toolChargesQuery, response: { 200: toolChargesSchema } } },
    async (request, reply) => {
      const q = { ...request.query, today: assetReaderOf(request).today };
      requireService(request, q.service);
      if (q.from > q.to) throw detailError(400, 'The period must start before it ends.');
      const scope = scopeOf(request);
      if (q.format) {
        const all = await chargesOf(db, scope, q, { limit: CHARGE_EXPORT_MAX_ROWS + 1, offset: 0 });
        if (all.results.length > CHARGE_EXPORT_MAX_ROWS) throw detailError(400, `The export holds at most ${formatQuantity(CHARGE_EXPORT_MAX_ROWS)} rows; choose a shorter period or one project.`);
        const table = all.results.map(chargeExportRow);
        table.push(['Total', '', '', '', '', null, '', '', null, null, all.total]);
        return sendTable(reply, { header: TOOL_CHARGE_EXPORT_HEADERS, rows: table, widths: CHARGE_EXPORT_WIDTHS, numFmts: CHARGE_EXPORT_NUM_FMTS }, q.format, `${q.service}-charges-${q.from}-${q.to}`, 'Charges');
      }
      const page = pageOf(q);
      const result = await chargesOf(db, scope, q, page);
      return { ...pagedResponse(request, page, result.count, result.results), projects: result.projects, total: result.total };
    },
  );

  app.get('/asset_report/', { schema: { tags, summary: "Asset reporting: a service's items by place and state, overdue, lapsed certifications, open requests, jobs, this month's charges, stock below reorder point", querystring: assetReportQuery, response: { 200: assetReportSchema } } }, async (request) => {
    requireService(request, request.query.service);
    return assetReport(db, scopeOf(request), request.query.service, assetReaderOf(request).today);
  });

  // ------------------------------------------------------------ stock orders

  /** Stock order changes: the stock service and the warehouse role, both before the body is read. */
  const stockWarehouseOnly = async (request: FastifyRequest) => {
    requireService(request, 'stock');
    await warehouseOnly(request);
  };

  app.get('/stock_orders/', { schema: { tags, summary: 'Stock orders (restocking a stock warehouse): status, search', querystring: stockOrderListQuery, response: { 200: pagedSchema(stockOrderSchema) } } }, async (request) => {
    requireService(request, 'stock');
    const page = pageOf(request.query);
    const { count: n, results } = await listStockOrders(db, scopeOf(request), request.query, page);
    return pagedResponse(request, page, n, results);
  });

  app.get(
    '/stock_orders/suggestions/',
    { schema: { tags, summary: 'Stock models at or below their reorder point in a warehouse, with what to order', querystring: z.object({ warehouse_id: queryIdSchema() }), response: { 200: z.object({ results: z.array(restockSuggestionSchema) }) } } },
    async (request) => {
      requireService(request, 'stock');
      return { results: await restockSuggestions(db, scopeOf(request), request.query.warehouse_id) };
    },
  );

  app.post('/stock_orders/', { preValidation: stockWarehouseOnly, schema: { tags, summary: 'Draft a stock order: warehouse, supplier, lines (model, quantity, unit cost) (warehouse staff)', body: createStockOrderBody, response: { 201: stockOrderDetailSchema } } }, async (request, reply) => {
    const caller = await assetCallerOf(request);
    const scope = scopeOf(request);
    const id = await db.transaction((tx) => createStockOrder(tx, scope, caller, request.body));
    return reply.status(201).send(await stockOrderDetail(db, scope, id));
  });

  app.get('/stock_orders/:id/', { schema: { tags, summary: 'A stock order with its lines and the steps open', params: idParamsSchema, response: { 200: stockOrderDetailSchema } } }, async (request) => {
    requireService(request, 'stock');
    return stockOrderDetail(db, scopeOf(request), request.params.id);
  });

  app.post(
    '/stock_orders/:id/:action/',
    { preValidation: stockWarehouseOnly, schema: { tags, summary: 'order, receive (lines with quantities, or all that is open; bin_id) or cancel a stock order (warehouse staff)', params: stockOrderActionParams, body: stockOrderActionBody, response: { 200: stockOrderDetailSchema } } },
    async (request) => {
      const caller = await assetCallerOf(request);
      const scope = scopeOf(request);
      await db.transaction((tx) => actOnStockOrder(tx, scope, caller, request.params.id, request.params.action, request.body));
      return stockOrderDetail(db, scope, request.params.id);
    },
  );

  app.get('/stock_order_items/', { schema: { tags, summary: 'The lines of every stock order (stock_order_item): order status, search by model', querystring: stockOrderListQuery, response: { 200: pagedSchema(stockOrderItemSchema) } } }, async (request) => {
    requireService(request, 'stock');
    const page = pageOf(request.query);
    const { count: n, results } = await listStockOrderItems(db, scopeOf(request), request.query, page);
    return pagedResponse(request, page, n, results);
  });

  // ------------------------------------------------------------ audits

  app.get('/asset_audits/', { schema: { tags, summary: 'Audits, by owner (owner_type warehouse or project, owner_id) and status', querystring: auditListQuery, response: { 200: pagedSchema(auditSummarySchema) } } }, async (request) => {
    const page = pageOf(request.query);
    const { count: n, results } = await listAudits(db, scopeOf(request), request.query, page);
    return pagedResponse(request, page, n, results);
  });

  app.post('/asset_audits/', { schema: { tags, summary: 'Start an audit of a warehouse or a project (name required)', body: auditBody, response: { 201: auditDetailSchema } } }, async (request, reply) => {
    requireService(request, request.body.service);
    const caller = await assetCallerOf(request);
    const scope = scopeOf(request);
    const id = await db.transaction((tx) => createAudit(tx, scope, caller, request.body));
    return reply.status(201).send(await auditDetail(db, scope, id));
  });

  app.get('/asset_audits/:id/', { schema: { tags, summary: 'An audit: expected, found, missing and unexpected items', params: idParamsSchema, response: { 200: auditDetailSchema } } }, async (request) =>
    auditDetail(db, scopeOf(request), request.params.id),
  );

  app.post('/asset_audits/:id/scan/', { schema: { tags, summary: 'Record a scanned or typed item code as found', params: idParamsSchema, body: auditScanBody, response: { 200: auditDetailSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const caller = await assetCallerOf(request);
    await db.transaction((tx) => scanIntoAudit(tx, scope, caller, request.params.id, request.body.code));
    return auditDetail(db, scope, request.params.id);
  });

  app.post('/asset_audits/:id/mark/', { schema: { tags, summary: 'Tick an expected item found, or untick it', params: idParamsSchema, body: auditMarkBody, response: { 200: auditDetailSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const caller = await assetCallerOf(request);
    await db.transaction((tx) => markInAudit(tx, scope, caller, request.params.id, request.body.item_id, request.body.found));
    return auditDetail(db, scope, request.params.id);
  });

  app.post('/asset_audits/:id/close/', { schema: { tags, summary: 'Close an audit; its result stays readable', params: idParamsSchema, response: { 200: auditDetailSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const caller = await assetCallerOf(request);
    await db.transaction((tx) => closeAudit(tx, scope, caller, request.params.id));
    return auditDetail(db, scope, request.params.id);
  });

};
