import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerFieldsIn, listIdQuery, pagedSchema, productListMessages as m, sellerItemUpdateBody, sellerListItemSchema, sellerListItemsSchema, sellerListsQuery, sellerProductListSchema, sellerRentalUpdateBody, sellerSubListsSchema } from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { permissionDenied } from '../../platform/errors';
import { pagedResponse, pageOf } from '../../platform/paging';
import { requireSupplier } from './caller';
import { sellerListItems, sellerLists, sellerSubLists, updateSellerFields, type SellerCaller } from './seller';

const sellerOf = (request: FastifyRequest): SellerCaller => ({ companyId: authOf(request).company.id, companyName: authOf(request).company.name });

/** A supplier body naming a buyer field is refused whole (nothing changes). */
function refuseBuyerFields(body: Record<string, unknown>): void {
  if (buyerFieldsIn(body).length) throw permissionDenied(m.sellerFieldsOnly);
}

/**
 * The seller variants of the product-list calls (spec section 6): a supplier reads the lists
 * its customers share with it and changes its note and the rental dates of their items, and
 * nothing else. A list not shared with the caller is not found.
 */
export const productListSellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['product lists (supplier)'];
  app.addHook('preHandler', requireSupplier);

  app.get(
    '/GetProjectProductListSeller/',
    { schema: { tags, summary: 'The lists customers shared with your company (their sublists open from them), latest change first: search (list, project or customer name)', querystring: sellerListsQuery, response: { 200: pagedSchema(sellerProductListSchema) } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, results } = await sellerLists(db, sellerOf(request).companyId, request.query.search, page);
      return pagedResponse(request, page, count, results);
    },
  );

  app.get('/GetSubProductListSeller/', { schema: { tags, summary: 'The sublists of a shared list (shared with it)', querystring: listIdQuery, response: { 200: sellerSubListsSchema } } }, async (request) => ({
    results: await sellerSubLists(db, sellerOf(request).companyId, request.query.list_id),
  }));

  app.get('/GetProjectProductListItemSeller/', { schema: { tags, summary: 'A shared list and its items (no phase or cost codes, no orders)', querystring: listIdQuery, response: { 200: sellerListItemsSchema } } }, async (request) =>
    sellerListItems(db, sellerOf(request).companyId, request.query.list_id),
  );

  app.post('/UpdateProductListItemSeller/', { schema: { tags, summary: "Set your note on an item of a shared list (any other field: 403)", body: sellerItemUpdateBody, response: { 200: sellerListItemSchema } } }, async (request) => {
    refuseBuyerFields(request.body);
    const caller = sellerOf(request);
    return db.transaction((tx) => updateSellerFields(tx, caller, request.body.list_item_id, { sellerNote: request.body.seller_note }));
  });

  app.post(
    '/ProjectRentalItemUpdateSeller/',
    { schema: { tags, summary: 'Set the rental dates of an item of a shared list (the cart’s rental-date rule; any other field: 403)', body: sellerRentalUpdateBody, response: { 200: sellerListItemSchema } } },
    async (request) => {
      refuseBuyerFields(request.body);
      const caller = sellerOf(request);
      return db.transaction((tx) => updateSellerFields(tx, caller, request.body.list_item_id, { rentalStartDate: request.body.rental_start_date, rentalEndDate: request.body.rental_end_date }));
    },
  );
};
