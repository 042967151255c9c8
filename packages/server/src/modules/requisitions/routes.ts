import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REQUISITION_REALTIME_TOPIC,
  createRequisitionBody,
  decisionBody,
  idParamsSchema,
  pagedRequisitionsSchema,
  rejectBody,
  requisitionListQuery,
  requisitionSchema,
  toPurchaseOrderBody,
  toPurchaseOrderResponseSchema,
  toStockRequestBody,
  toStockRequestResponseSchema,
} from '@jobsite/core';
import { materialRequisitions } from '../../db/schema/index';
import { authOf } from '../../platform/auth';
import { notFound, permissionDenied } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { companyScope, scopeOf } from '../../platform/scope';
import { today } from '../../platform/text-and-dates';
import { assetCallerOf, requireService } from '../assets/caller';
import { orderCallerOf } from '../orders/caller';
import { orderSummaries } from '../orders/service';
import { summaryRows } from '../orders/queries';
import { findRequisition, listRequisitions, requisitionView, type RequisitionCaller } from './queries';
import { createRequisition, decide, toPurchaseOrder, toStockRequest } from './service';

/** Requisitions belong to contractors; read once per request (the purchaser role is the orders module's editAll). */
async function requisitionCallerOf(request: FastifyRequest): Promise<RequisitionCaller> {
  const { company } = authOf(request);
  if (company.systemType !== 'buyer') throw permissionDenied('Material requisitions belong to contractors.');
  const order = await orderCallerOf(request);
  return { accountId: order.accountId, name: order.name, companyId: order.companyId, purchaser: order.editAll };
}

/**
 * Material requisitions (issue 19, decision record 018): the dashboard's list (search_text,
 * user_id), the detail, create (submits), approve/reject/cancel, and turning an approved one
 * into a purchase order or a stock request. Another company's requisition is not found.
 */
export const requisitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['requisitions'];
  const base = '/material_requisitions';

  /** Every process pushes the event to the sockets it holds (the dashboard section refreshes). */
  app.realtime.subscribe(REQUISITION_REALTIME_TOPIC, async (event) => {
    const ids = [...new Set(event.targets.flatMap((t) => (t.ref ? [t.ref] : [])))];
    if (!ids.length) return;
    const scope = companyScope(event.companyId);
    const rows = await db.select({ id: materialRequisitions.id, status: materialRequisitions.status }).from(materialRequisitions).where(scope.where(materialRequisitions, inArray(materialRequisitions.id, ids)));
    for (const t of event.targets) {
      const row = rows.find((r) => r.id === t.ref);
      if (row) await app.realtime.sendTo(t.accountId, event.companyId, { type: 'requisition', requisition_id: row.id, status: row.status });
    }
  });

  const view = async (request: FastifyRequest, caller: RequisitionCaller, id: number) => {
    const r = await requisitionView(db, scopeOf(request), caller, id);
    if (!r) throw notFound();
    return r;
  };

  app.get(
    `${base}/`,
    { schema: { tags, summary: 'Material requisitions, newest first: search_text, user_id (only those this account asked for), status (comma-separated), project_id', querystring: requisitionListQuery, response: { 200: pagedRequisitionsSchema } } },
    async (request) => {
      await requisitionCallerOf(request);
      const page = pageOf(request.query);
      const { count, results } = await listRequisitions(db, scopeOf(request), request.query, page);
      return pagedResponse(request, page, count, results);
    },
  );

  app.get(`${base}/:id/`, { schema: { tags, summary: 'A requisition with its lines and what you may do', params: idParamsSchema, response: { 200: requisitionSchema } } }, async (request) =>
    view(request, await requisitionCallerOf(request), request.params.id),
  );

  app.post(
    `${base}/`,
    { schema: { tags, summary: 'Ask for material for a project (any member, e.g. the foreman): lines from the catalogue, a product list or free text; submitted at once, the purchasers are told', body: createRequisitionBody, response: { 201: requisitionSchema } } },
    async (request, reply) => {
      const caller = await requisitionCallerOf(request);
      const id = await db.transaction((tx) => createRequisition(tx, scopeOf(request), caller, request.body));
      return reply.status(201).send(await view(request, caller, id));
    },
  );

  for (const action of ['approve', 'cancel'] as const) {
    app.post(
      `${base}/:id/${action}/`,
      { schema: { tags, summary: action === 'approve' ? 'Approve a submitted requisition (a purchaser: Allow Edit All Orders)' : 'Cancel: the requester while it waits, a purchaser until it is ordered or stocked', params: idParamsSchema, body: decisionBody, response: { 200: requisitionSchema } } },
      async (request) => {
        const caller = await requisitionCallerOf(request);
        await db.transaction((tx) => decide(tx, scopeOf(request), caller, request.params.id, action, request.body.decision_note));
        return view(request, caller, request.params.id);
      },
    );
  }

  app.post(`${base}/:id/reject/`, { schema: { tags, summary: 'Reject a submitted requisition with the reason (a purchaser)', params: idParamsSchema, body: rejectBody, response: { 200: requisitionSchema } } }, async (request) => {
    const caller = await requisitionCallerOf(request);
    await db.transaction((tx) => decide(tx, scopeOf(request), caller, request.params.id, 'reject', request.body.decision_note));
    return view(request, caller, request.params.id);
  });

  app.post(
    `${base}/:id/to_purchase_order/`,
    {
      schema: {
        tags,
        summary: "Turn an approved requisition into a purchase order: its lines become BOM lines of the project and go on the supplier's pending order (as add_to_po)",
        params: idParamsSchema,
        body: toPurchaseOrderBody,
        response: { 200: toPurchaseOrderResponseSchema },
      },
    },
    async (request) => {
      const caller = await requisitionCallerOf(request);
      const orderCaller = await orderCallerOf(request);
      const ids = await db.transaction((tx) => toPurchaseOrder(tx, scopeOf(request), caller, orderCaller, request.params.id, request.body.supplier_id, today()));
      const orders = orderSummaries(await summaryRows(db, ids));
      return { requisition: await view(request, caller, request.params.id), orders };
    },
  );

  app.post(
    `${base}/:id/to_stock_request/`,
    { schema: { tags, summary: "Turn an approved requisition into a stock request: each line asks for the company's stock model with the same code or name", params: idParamsSchema, body: toStockRequestBody, response: { 200: toStockRequestResponseSchema } } },
    async (request) => {
      const caller = await requisitionCallerOf(request);
      // another company's requisition is not found, whatever services the caller's company has
      if (!(await findRequisition(db, scopeOf(request), request.params.id))) throw notFound();
      requireService(request, 'stock');
      const assetCaller = await assetCallerOf(request);
      const requestId = await db.transaction((tx) => toStockRequest(tx, scopeOf(request), caller, assetCaller, request.params.id, request.body.warehouse_id));
      return { requisition: await view(request, caller, request.params.id), tool_request_id: requestId };
    },
  );
};
