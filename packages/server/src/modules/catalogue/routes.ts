import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueSheetQuerySchema,
  contractPricingQuerySchema,
  contractPricingResponseSchema,
  idParamsSchema,
  itemDetailSchema,
  itemIdQuerySchema,
  pageQuerySchema,
  productSearchBodySchema,
  productSearchResponseSchema,
  relatedItemsQuerySchema,
  searchOptionsQuerySchema,
  searchOptionsSchema,
  specItemSchema,
  updateLinkBodySchema,
  updateManufacturerBodySchema,
} from '@jobsite/core';
import { fieldErrors, notFound } from '../../platform/errors';
import { compiledResponse } from '../../platform/compiled-response';
import { pagedResponse, pageOf } from '../../platform/paging';
import { catalogueSheetCsv, SHEET_ROW_LIMIT } from './sheet';
import { contractPricesFor, existingItemIds, findItem, relatedItems, searchCatalogue, searchOptions, sheetRows } from './queries';
import { catalogueCallerOf } from './caller';
import { contractPriceScope } from './scope';
import { buyerPricing, itemDetail, updateLink, updateManufacturer } from './service';
import { today } from '../../platform/text-and-dates';

/** The catalogue calls of spec section 7 "Projects". The catalogue itself is global; contract prices are scoped. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['catalogue'];

  app.post(
    '/searchproduct/',
    {
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'Search the catalogue: text (full-text and partial catalogue numbers), category, manufacturer, unit price filter; paged',
        querystring: pageQuerySchema,
        body: productSearchBodySchema,
        response: { 200: compiledResponse(productSearchResponseSchema) },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { count, items } = await searchCatalogue(db, request.body, page, buyerPricing(catalogueCallerOf(request)));
      return pagedResponse(request, page, count, items);
    },
  );

  // The spec lists POST for this call (body {category_id}); GET with the query stays for the web app.
  const optionsSummary = 'Categories and manufacturers with item counts, and the price range';
  app.get('/GetProdSearchOptions/', { schema: { tags, summary: optionsSummary, querystring: searchOptionsQuerySchema, response: { 200: searchOptionsSchema } } }, async (request) =>
    searchOptions(db, request.query.category_id),
  );
  app.post('/GetProdSearchOptions/', { config: { readOnly: true }, schema: { tags, summary: optionsSummary, body: searchOptionsQuerySchema, response: { 200: searchOptionsSchema } } }, async (request) =>
    searchOptions(db, request.body.category_id),
  );

  app.get(
    '/GetItemDetail/',
    { schema: { tags, summary: 'One catalogue item with spec data, options, manufacturers and the caller’s contract prices', querystring: itemIdQuerySchema, response: { 200: itemDetailSchema } } },
    async (request) => itemDetail(db, catalogueCallerOf(request), request.query.item_id),
  );

  app.get(
    '/GetBuyerRelatedProd/',
    { schema: { tags, summary: 'Related items: the same product group or manufacturer; paged', querystring: relatedItemsQuerySchema, response: { 200: productSearchResponseSchema } } },
    async (request) => {
      const item = await findItem(db, request.query.item_id);
      if (!item) throw notFound();
      const page = pageOf(request.query, 12);
      const { count, items } = await relatedItems(db, item, page);
      return pagedResponse(request, page, count, items);
    },
  );

  // The spec lists POST (body {item_id}); GET with the query stays for the web app.
  const specItem = async (itemId: number) => {
    const item = await findItem(db, itemId);
    if (!item) throw notFound();
    return { id: item.id, base_item_code: item.baseItemCode, description: item.description, spec_data: item.specData, image_url: item.imageUrl, link: item.link };
  };
  app.get('/getspecitem/', { schema: { tags, summary: 'The spec data of a catalogue item', querystring: itemIdQuerySchema, response: { 200: specItemSchema } } }, async (request) => specItem(request.query.item_id));
  app.post('/getspecitem/', { config: { readOnly: true }, schema: { tags, summary: 'The spec data of a catalogue item', body: itemIdQuerySchema, response: { 200: specItemSchema } } }, async (request) => specItem(request.body.item_id));

  // The spec lists POST (body {base_item_ids, on}); GET with the query stays for the web app.
  const pricingSummary = 'The caller’s contract prices of some items (a buyer: prices it was given; a supplier: prices it gave)';
  const contractPricing = async (request: FastifyRequest, input: { base_item_ids: number[]; on?: string }) => {
    const ids = [...new Set(input.base_item_ids)];
    const known = await existingItemIds(db, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw fieldErrors({ base_item_ids: `Unknown base item id(s): ${unknown.join(', ')}.` });
    return contractPricesFor(db, contractPriceScope(catalogueCallerOf(request)), ids, input.on ?? today());
  };
  app.get('/GetBaseItemContractPricing/', { schema: { tags, summary: pricingSummary, querystring: contractPricingQuerySchema, response: { 200: contractPricingResponseSchema } } }, async (request) =>
    contractPricing(request, request.query),
  );
  app.post('/GetBaseItemContractPricing/', { config: { readOnly: true }, schema: { tags, summary: pricingSummary, body: contractPricingQuerySchema, response: { 200: contractPricingResponseSchema } } }, async (request) =>
    contractPricing(request, request.body),
  );

  app.post(
    '/Item/:id/update_link/',
    { schema: { tags, summary: 'Set the product link of an item (staff, or the supplier that added it)', params: idParamsSchema, body: updateLinkBodySchema, response: { 200: itemDetailSchema } } },
    async (request) => updateLink(db, catalogueCallerOf(request), request.params.id, request.body.link),
  );

  app.post(
    '/Item/:id/update_manufacturer/',
    {
      schema: { tags, summary: 'Set the primary manufacturer of an item (staff, or the supplier that added it)', params: idParamsSchema, body: updateManufacturerBodySchema, response: { 200: itemDetailSchema } },
    },
    async (request) => updateManufacturer(db, catalogueCallerOf(request), request.params.id, request.body.manufacturer_id),
  );

  app.get(
    '/catalog_sheet/',
    { schema: { tags, summary: `Catalogue sheet: the search as CSV (at most ${SHEET_ROW_LIMIT} rows)`, querystring: catalogueSheetQuerySchema } },
    async (request, reply) => {
      const rows = await sheetRows(db, request.query, SHEET_ROW_LIMIT);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalog-sheet-${today()}.csv"`)
        .send(catalogueSheetCsv(rows));
    },
  );
};
