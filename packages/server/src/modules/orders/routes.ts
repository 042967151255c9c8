import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionNeededCountSchema,
  isOrderEditable,
  addToPoResponseSchema,
  addToPoSchema,
  bufferedPoSchema,
  orderPromiseSchema,
  pagedPoItemsSchema,
  poItemListQuerySchema,
  createOrderSchema,
  INVOICE_EXPORT_HEADER,
  invoiceExportQuerySchema,
  ORDER_EXPORT_HEADER,
  ORDER_EXPORT_MAX_ROWS,
  exportTooLarge,
  purchaseOrderStartRefusal,
  orderExportQuerySchema,
  createInvoiceSchema,
  invoiceDetailSchema,
  invoiceListQuerySchema,
  pagedInvoicesSchema,
  idParamsSchema,
  orderActionBodySchema,
  orderActionSchema,
  orderDetailSchema,
  orderedLinesSchema,
  orderLineUpdateSchema,
  orderListQuerySchema,
  orderUpdateSchema,
  pagedOrdersSchema,
} from '@jobsite/core';
import { purchaseOrders } from '../../db/schema/index';
import { badRequest, fieldErrors, notFound, permissionDenied } from '../../platform/errors';
import { compiledResponse } from '../../platform/compiled-response';
import { hasPermission } from '../../platform/permissions';
import { sendTable } from '../../platform/table-export';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { today } from '../../platform/text-and-dates';
import { appLink } from '../../platform/urls';
import { refuseHiddenMaterial } from '../cart/actions';
import { findProject } from '../projects/queries';
import { registerLastPoNumberSource, registerProjectDeletionGuard } from '../projects/registry';
import { orderCallerOf } from './caller';
import { INVOICE_EXPORT_NUM_FMTS, INVOICE_EXPORT_WIDTHS, ORDER_EXPORT_NUM_FMTS, ORDER_EXPORT_WIDTHS, invoiceExportPage, invoiceExportRow, orderExportPage, orderExportRow } from './export';
import { orderMail, orderPdf, pdfAddresses, supplierEmail } from './pdf';
import { listPoItems } from './po-items';
import { createInvoice, findInvoice, invoiceDetail, listInvoices } from './invoices';
import { listOrders, summaryRows } from './queries';
import { followCurrentPrices,
  act,
  actionNeededCount,
  addToPo,
  bufferedOrderIds,
  createEmptyOrder,
  deleteLine,
  findOrder,
  lastProjectPoNumber,
  orderDetail,
  orderedLinesOf,
  orderSummaries,
  promiseLines,
  updateLine,
  updateOrder,
} from './service';

registerLastPoNumberSource((db, project) => lastProjectPoNumber(db, project.companyId, project.id));
registerProjectDeletionGuard({
  name: 'purchase orders',
  async check(tx, project) {
    const [row] = await tx
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.companyId, project.companyId), eq(purchaseOrders.projectId, project.id), sql`${purchaseOrders.status} <> 'canceled'`))
      .limit(1);
    return row ? 'This project has purchase orders.' : null;
  },
});

const itemParams = z.object({ id: idParamsSchema.shape.id, item_id: idParamsSchema.shape.id });
const actionParams = z.object({ id: idParamsSchema.shape.id, action: orderActionSchema });
const tags = ['orders'];

/**
 * Purchase orders on both sides (decision record 013). The buyer's calls hang off the project
 * (add_to_po, get_buffered_po, ordered_lines) and orders/; the supplier uses the same orders/
 * calls and sees only the submitted orders addressed to it.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/projects/:id/add_to_po/',
    {
      preValidation: refuseHiddenMaterial,
      schema: { tags, summary: "Put BOM lines on the project's pending order for a supplier (made when there is none)", params: idParamsSchema, body: addToPoSchema, response: { 201: addToPoResponseSchema } },
    },
    async (request, reply) => {
      const caller = await orderCallerOf(request);
      if (caller.side !== 'buyer') throw permissionDenied('Only the buyer can create purchase orders.');
      const { orderIds, skipped } = await db.transaction(async (tx) => {
        const project = await findProject(tx, scopeOf(request), request.params.id);
        if (!project) throw notFound();
        return addToPo(tx, caller, project, request.body, today());
      });
      return reply.status(201).send({ orders: orderSummaries(await summaryRows(db, orderIds)), skipped });
    },
  );

  app.get(
    '/projects/:id/get_buffered_po/',
    { preValidation: refuseHiddenMaterial, schema: { tags, summary: "The project's pending (buffered) purchase orders", params: idParamsSchema, response: { 200: bufferedPoSchema } } },
    async (request) => {
      const project = await findProject(db, scopeOf(request), request.params.id);
      if (!project) throw notFound();
      return { orders: orderSummaries(await summaryRows(db, await bufferedOrderIds(db, project.companyId, project.id))) };
    },
  );

  app.get(
    '/projects/:id/ordered_lines/',
    { preValidation: refuseHiddenMaterial, schema: { tags, summary: 'Which BOM lines are on orders: PO number, status, quantity, need-by and promised dates', params: idParamsSchema, response: { 200: orderedLinesSchema } } },
    async (request) => {
      const project = await findProject(db, scopeOf(request), request.params.id);
      if (!project) throw notFound();
      return { lines: await orderedLinesOf(db, project.companyId, project.id) };
    },
  );

  app.get(
    '/orders/',
    { schema: { tags, summary: "Orders: a buyer's purchase orders, or a supplier's incoming orders (status, search, date_limit, project_id)", querystring: orderListQuerySchema, response: { 200: compiledResponse(pagedOrdersSchema) } } },
    async (request) => {
      const caller = await orderCallerOf(request);
      const page = pageOf(request.query);
      const { count, rows } = await listOrders(db, caller, request.query, page);
      return pagedResponse(request, page, count, orderSummaries(rows));
    },
  );

  app.get(
    '/GetDailyPDFPurchaseOrder/',
    {
      schema: {
        tags,
        summary: 'A purchase order as a PDF (purchase_order_id), for its buyer and its supplier',
        querystring: z.object({ purchase_order_id: idParamsSchema.shape.id }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const caller = await orderCallerOf(request);
      const order = await findOrder(db, caller, request.query.purchase_order_id);
      if (!order) throw notFound();
      const detail = await orderDetail(db, caller, order);
      const pdf = await orderPdf(detail, await pdfAddresses(db, detail));
      const name = (detail.po_number ?? `draft-${detail.id}`).replace(/[^A-Za-z0-9._-]/g, '_');
      return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="PO-${name}.pdf"`).header('cache-control', 'private, no-store').send(pdf);
    },
  );

  app.post(
    '/orders/:id/invoices/',
    { schema: { tags, summary: 'The supplier records an invoice against a shipped order (lines, quantities, prices, tax)', params: idParamsSchema, body: createInvoiceSchema, response: { 201: invoiceDetailSchema } } },
    async (request, reply) => {
      const caller = await orderCallerOf(request);
      const id = await db.transaction(async (tx) => {
        const order = await findOrder(tx, caller, request.params.id, true);
        if (!order) throw notFound();
        return createInvoice(tx, caller, order, request.body);
      });
      return reply.status(201).send(await invoiceDetail(db, (await findInvoice(db, caller, id))!));
    },
  );

  app.get(
    '/invoices/',
    { schema: { tags, summary: "Invoices: a buyer's received invoices or a supplier's issued ones (search, order_id; match is refused: the list does not filter by it)", querystring: invoiceListQuerySchema, response: { 200: pagedInvoicesSchema } } },
    async (request) => {
      const caller = await orderCallerOf(request);
      const page = pageOf(request.query);
      const { count, results } = await listInvoices(db, caller, request.query, page);
      return pagedResponse(request, page, count, results);
    },
  );

  app.get('/invoices/:id/', { schema: { tags, summary: 'An invoice with its three-way match: ordered, received and invoiced per line', params: idParamsSchema, response: { 200: invoiceDetailSchema } } }, async (request) => {
    const caller = await orderCallerOf(request);
    const row = await findInvoice(db, caller, request.params.id);
    if (!row) throw notFound();
    return invoiceDetail(db, row);
  });

  app.get(
    '/orders/export/',
    { schema: { tags, summary: 'export_orders: the filtered orders list as CSV or XLSX (format, status, search, date_limit, project_id)', querystring: orderExportQuerySchema } },
    async (request, reply) => {
      const caller = await orderCallerOf(request);
      const { count, orders } = await orderExportPage(db, caller, request.query, { limit: ORDER_EXPORT_MAX_ROWS, offset: 0 });
      if (count > ORDER_EXPORT_MAX_ROWS) throw badRequest(exportTooLarge(count, 'orders'));
      const table = { header: ORDER_EXPORT_HEADER, rows: orders.map(orderExportRow), widths: ORDER_EXPORT_WIDTHS, numFmts: ORDER_EXPORT_NUM_FMTS };
      return sendTable(reply, table, request.query.format, `orders-${today()}`, 'Orders');
    },
  );

  app.get(
    '/invoices/export/',
    { schema: { tags, summary: 'export_invoices: the filtered invoices list as CSV or XLSX (format, search, order_id)', querystring: invoiceExportQuerySchema } },
    async (request, reply) => {
      const caller = await orderCallerOf(request);
      const { count, invoices } = await invoiceExportPage(db, caller, request.query, { limit: ORDER_EXPORT_MAX_ROWS, offset: 0 });
      if (count > ORDER_EXPORT_MAX_ROWS) throw badRequest(exportTooLarge(count, 'invoices'));
      const table = { header: INVOICE_EXPORT_HEADER, rows: invoices.map(invoiceExportRow), widths: INVOICE_EXPORT_WIDTHS, numFmts: INVOICE_EXPORT_NUM_FMTS };
      return sendTable(reply, table, request.query.format, `invoices-${today()}`, 'Invoices');
    },
  );

  app.post(
    '/orders/',
    { schema: { tags, summary: "An empty draft order for a project (or the project's draft for that supplier when there is one)", body: createOrderSchema, response: { 201: orderDetailSchema } } },
    async (request, reply) => {
      const caller = await orderCallerOf(request);
      const refusal = purchaseOrderStartRefusal({ side: caller.side, hideProjectMaterial: hasPermission(request, 'hide_project_material') });
      if (refusal) throw permissionDenied(refusal);
      const id = await db.transaction(async (tx) => {
        const project = await findProject(tx, scopeOf(request), request.body.project_id);
        if (!project) throw fieldErrors({ project_id: 'Select one of your projects.' });
        return createEmptyOrder(tx, caller, project, request.body.supplier_id);
      });
      return reply.status(201).send(await orderDetail(db, caller, (await findOrder(db, caller, id))!));
    },
  );

  app.get(
    '/orders/items/',
    { schema: { tags, summary: 'all_po_items: the lines of your orders across orders (status, search by code, description or PO #, date_limit, project_id)', querystring: poItemListQuerySchema, response: { 200: pagedPoItemsSchema } } },
    async (request) => {
      const caller = await orderCallerOf(request);
      const page = pageOf(request.query);
      const { count, results } = await listPoItems(db, caller, request.query, page);
      return pagedResponse(request, page, count, results);
    },
  );

  app.get('/orders/action_needed_count/', { schema: { tags, summary: "A supplier's orders waiting for it (submitted or backordered); 0 for buyers", response: { 200: actionNeededCountSchema } } }, async (request) => {
    const caller = await orderCallerOf(request);
    return { count: caller.side === 'seller' ? await actionNeededCount(db, caller.companyId) : 0 };
  });

  app.get('/orders/:id/', { schema: { tags, summary: 'An order with its lines, totals, history and the actions open to the caller', params: idParamsSchema, response: { 200: orderDetailSchema } } }, async (request) => {
    const caller = await orderCallerOf(request);
    const order = await findOrder(db, caller, request.params.id);
    if (!order) throw notFound();
    // a draft opened by its buyer shows the supplier's prices of today (followCurrentPrices); a
    // read-only API token reads the draft as it is stored, since that would write its lines
    if (caller.side === 'buyer' && isOrderEditable(order.status) && request.auth?.apiTokenScope !== 'read_only') await db.transaction((tx) => followCurrentPrices(tx, order, today()));
    return orderDetail(db, caller, order);
  });

  app.patch(
    '/orders/:id/',
    { schema: { tags, summary: 'Change a pending order: supplier, ship-to, need-by date, tax code, notes', params: idParamsSchema, body: orderUpdateSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      const caller = await orderCallerOf(request);
      const order = await db.transaction(async (tx) => {
        const found = await findOrder(tx, caller, request.params.id, true);
        if (!found) throw notFound();
        await updateOrder(tx, caller, found, request.body, today());
        return found;
      });
      return orderDetail(db, caller, (await findOrder(db, caller, order.id))!);
    },
  );

  app.patch(
    '/orders/:id/items/:item_id/',
    { schema: { tags, summary: 'Change a line of a pending order (quantity in units, need-by date)', params: itemParams, body: orderLineUpdateSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      const caller = await orderCallerOf(request);
      await db.transaction(async (tx) => {
        const order = await findOrder(tx, caller, request.params.id, true);
        if (!order) throw notFound();
        await updateLine(tx, caller, order, request.params.item_id, request.body);
      });
      return orderDetail(db, caller, (await findOrder(db, caller, request.params.id))!);
    },
  );

  app.delete('/orders/:id/items/:item_id/', { schema: { tags, summary: 'Take a line off a pending order', params: itemParams, response: { 200: orderDetailSchema } } }, async (request) => {
    const caller = await orderCallerOf(request);
    await db.transaction(async (tx) => {
      const order = await findOrder(tx, caller, request.params.id, true);
      if (!order) throw notFound();
      await deleteLine(tx, caller, order, request.params.item_id);
    });
    return orderDetail(db, caller, (await findOrder(db, caller, request.params.id))!);
  });

  app.post(
    '/orders/:id/promise/',
    { schema: { tags, summary: 'The supplier promises a date for lines (all when item_ids is absent); the status stays', params: idParamsSchema, body: orderPromiseSchema, response: { 200: orderDetailSchema } } },
    async (request) => {
      const caller = await orderCallerOf(request);
      await db.transaction(async (tx) => {
        const order = await findOrder(tx, caller, request.params.id, true);
        if (!order) throw notFound();
        await promiseLines(tx, caller, order, request.body);
      });
      return orderDetail(db, caller, (await findOrder(db, caller, request.params.id))!);
    },
  );

  app.post(
    '/orders/:id/:action/',
    {
      schema: {
        tags,
        summary: 'A status step: submit, archive, unarchive, cancel, receive (buyer); acknowledge, backorder, ship (supplier); deliver (either)',
        params: actionParams,
        body: orderActionBodySchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => {
      const caller = await orderCallerOf(request);
      await db.transaction(async (tx) => {
        const order = await findOrder(tx, caller, request.params.id, true);
        if (!order) throw notFound();
        await act(tx, caller, order, request.params.action, request.body);
      });
      const after = await findOrder(db, caller, request.params.id);
      if (!after) throw notFound(); // a supplier cannot see an order the buyer sent back to draft (never happens: no such step)
      const detail = await orderDetail(db, caller, after);
      if (request.params.action === 'submit' && request.body.email_supplier !== false) {
        const to = await supplierEmail(db, after);
        if (to) app.afterResponse.run('purchase order mail', async () => app.mailer.send(await orderMail(detail, await pdfAddresses(db, detail), to, caller.name, appLink(request, '/orders', { order_id: detail.id }))));
      }
      return detail;
    },
  );
};
