import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  binConfirmationSchema,
  bulkBinUpdateBody,
  bulkBinUpdateResponse,
  cableReelSchema,
  cableReelsQuery,
  cableReelsSchema,
  createCableReelBody,
  createJobSiteBinBody,
  cutCableReelBody,
  idParamsSchema,
  jobSiteBinSchema,
  jobSiteBinsSchema,
  jobSiteStockByBinSchema,
  jobSiteStockExportQuery,
  jobSiteStockItemSchema,
  jobSiteStockItemsQuery,
  pagedSchema,
  productListItemSchema,
  projectIdQuery,
  receiveItemBody,
} from '@jobsite/core';
import { pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { sendTable } from '../../platform/table-export';
import { listCallerOf, requireContractor } from './caller';
import { createReel, cutFromReel, reelsOf } from './reels';
import { binView, itemViews } from './queries';
import { STOCK_EXPORT_HEADERS, binsOf, bulkSetBin, createBin, receiveItem, stockByBin, stockExportRow, stockItemsAll, stockItemsPage } from './stock';

/**
 * Job-site stock (issue 18): the project's bins on site, receiving material into them, and what
 * is where. Every contractor user may use these, a field group that hides project material
 * too: the foreman needs to know what is on his site (decision record 017).
 */
export const jobSiteStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['job-site stock'];
  app.addHook('preHandler', requireContractor);

  app.get('/ProjectProductList/job_site_bins/', { schema: { tags, summary: "The project's job-site bins", querystring: projectIdQuery, response: { 200: jobSiteBinsSchema } } }, async (request) => ({
    results: (await binsOf(db, scopeOf(request), request.query.project_id)).map(binView),
  }));

  app.post('/ProjectProductList/job_site_bins/', { schema: { tags, summary: 'A new bin on the job site (code unique in the project)', body: createJobSiteBinBody, response: { 201: jobSiteBinSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const bin = await db.transaction((tx) => createBin(tx, scope, request.body));
    return reply.status(201).send(binView(bin));
  });

  app.post(
    '/ProjectProductListItem/:id/receive/',
    { schema: { tags, summary: "Material for the item arrived on site: adds to job-site stock in bin_id (the item's bin when absent; null: no bin)", params: idParamsSchema, body: receiveItemBody, response: { 200: productListItemSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await db.transaction((tx) => receiveItem(tx, scope, request.params.id, request.body));
      return (await itemViews(db, scope, [request.params.id]))[0];
    },
  );

  // the site's own work, as receiving is: the foreman puts what came in a bin (a group that hides the BOM too)
  app.post(
    '/ProjectProductList/bulk_update_items_bin_location/',
    {
      schema: {
        tags,
        summary: "Put items in one job-site bin (null clears it); their on-site stock moves with them. 409 with the counts when it takes items out of another bin or clears bins, unless confirm is true",
        body: bulkBinUpdateBody,
        response: { 200: bulkBinUpdateResponse, 409: binConfirmationSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      return { updated: await db.transaction((tx) => bulkSetBin(tx, scope, request.body)) };
    },
  );

  app.get('/ProjectProductList/job_warehouse_stock/', { schema: { tags, summary: "What is on the project's site, per bin", querystring: projectIdQuery, response: { 200: jobSiteStockByBinSchema } } }, async (request) =>
    stockByBin(db, scopeOf(request), request.query.project_id),
  );

  app.get(
    '/ProjectProductList/job_warehouse_stock_items/',
    {
      schema: {
        tags,
        summary: 'Job-site stock rows, paged: each list item in each bin (the job-site stock filter: project_id, list_id, bin_id (0: no bin), search, in_stock)',
        querystring: jobSiteStockItemsQuery,
        response: { 200: pagedSchema(jobSiteStockItemSchema) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, results } = await stockItemsPage(db, scopeOf(request), request.query, page);
      return pagedResponse(request, page, count, results);
    },
  );

  app.get(
    '/ProjectProductList/export_job_warehouse_stock_items/',
    { schema: { tags, summary: 'The job-site stock rows the filters select as CSV or XLSX', querystring: jobSiteStockExportQuery } },
    async (request, reply) => {
      const rows = await stockItemsAll(db, scopeOf(request), request.query);
      return sendTable(reply, { header: STOCK_EXPORT_HEADERS, rows: rows.map(stockExportRow), widths: [28, 24, 16, 40, 8, 12, 10, 10, 10] }, request.query.format, 'job-site-stock', 'Job-site stock');
    },
  );

  // ---------------------------------------------------------------- cable reels

  app.get('/GetCableReels/', { schema: { tags, summary: "The project's cable reels (of one list item with list_item_id): number, length left, bin", querystring: cableReelsQuery, response: { 200: cableReelsSchema } } }, async (request) => ({
    results: await reelsOf(db, scopeOf(request), request.query.project_id, request.query.list_item_id),
  }));

  app.post('/CableReels/create/', { schema: { tags, summary: "A reel of a list item's wire (reel number unique in the project); its bin defaults to the item's", body: createCableReelBody, response: { 201: cableReelSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const reel = await db.transaction((tx) => createReel(tx, scope, request.body));
    const all = await reelsOf(db, scope, reel.projectId);
    return reply.status(201).send(all.find((r) => r.id === reel.id)!);
  });

  app.post('/CableReels/:id/cut/', { schema: { tags, summary: 'Cut a length off a reel (never more than is left)', params: idParamsSchema, body: cutCableReelBody, response: { 200: cableReelSchema } } }, async (request) => {
    const caller = listCallerOf(request);
    const reel = await db.transaction((tx) => cutFromReel(tx, caller.scope, caller.accountId, request.params.id, request.body));
    const all = await reelsOf(db, caller.scope, reel.projectId, reel.listItemId);
    return all.find((r) => r.id === request.params.id)!;
  });
};
