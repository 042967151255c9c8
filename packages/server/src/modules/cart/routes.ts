import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFavoriteBody,
  cartActionResultSchema,
  cartItemsQuerySchema,
  cartItemSchema,
  cartItemsResponseSchema,
  cartSummaryQuerySchema,
  cartSummarySchema,
  customItemsResponseSchema,
  favoriteIdsResponseSchema,
  favoriteItemsQuerySchema,
  favoriteItemsResponseSchema,
  hfrItemsResponseSchema,
  idParamsSchema,
  NO_CODE_FILTER,
  outstandingRentalsQuerySchema,
  pagedSchema,
  pageQuerySchema,
  projectSpoolsResponseSchema,
  recentItemsResponseSchema,
  removeFavoriteBody,
  rentalItemUpdateBody,
  searchCustomItemBody,
  searchHfrItemsBody,
} from '@jobsite/core';
import { authOf } from '../../platform/auth';
import { compiledResponse } from '../../platform/compiled-response';
import { notFound } from '../../platform/errors';
import { type CountQuery, pagedResponse, pageOf } from '../../platform/paging';
import { scopeOf } from '../../platform/scope';
import { projectCallerOf } from '../projects/caller';
import { findProject, findProjectForUpdate } from '../projects/queries';
import { catalogueCallerOf } from '../catalogue/caller';
import { contractPriceScope } from '../catalogue/scope';
import { withBuyerPrices } from '../catalogue/service';
import { today } from '../../platform/text-and-dates';
import { refuseHiddenMaterial } from './actions';
import { searchCustomItems } from './custom-items';
import { changeLines, lockLine } from './edits';
import { together } from '../../platform/db';
import { addFavorites, favoriteIds, favoritePage, recentItems, removeFavorite } from './favourites';
import { searchHfrItems } from './hfr';
import { pricingOf } from './lines';
import { loadCartItems } from './read-lines';
import { cartFirstPage, cartItemPage, cartSummary, opensUnfiltered, outstandingRentalPage, projectSpools, projectWithKeptLines } from './queries';

/**
 * The BOM page's response (retrieve_cart_items/) as core's cartItemsResponseSchema says it, with the
 * line's phase and cost codes shown as they are: core's lineCodeSchema trims (for input), and a
 * trim cannot be compiled into the page's serializer (decision record 023); toCartItem trims them
 * instead, so the body is the same. The OpenAPI document does not show a trim.
 */
const shownLineCode = z.object({ code: z.string().max(50), name: z.string().max(200) });
export const cartItemsPageSchema = compiledResponse(pagedSchema(cartItemSchema.extend({ phase_code: shownLineCode.nullable(), cost_code: shownLineCode.nullable() })));

/** Cart-item reads and the calls beside POST projects/{id}/ (spec section 7 "Projects"). Every one is scoped to the caller's company. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['cart items'];
  app.addHook('preValidation', refuseHiddenMaterial);
  const accountOf = (request: Parameters<typeof authOf>[0]) => authOf(request).account.id;

  app.get(
    '/projects/:id/retrieve_cart_items/',
    {
      schema: {
        tags,
        summary: `The lines of a project's bill of materials, paged (page_size up to 200): search (description, catalogue number, comments), phase_code and cost_code (${NO_CODE_FILTER} = without), manufacturer_id, kind (all, catalogue, custom, rental, spooled, hfr), ordering`,
        params: idParamsSchema,
        querystring: cartItemsQuerySchema,
        response: { 200: cartItemsPageSchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const page = pageOf(request.query);
      // As the screen opens: the lines, the total and whether more follow are one prepared statement (decision record 032).
      if (opensUnfiltered(request.query, page)) {
        const first = await cartFirstPage(db, scope, request.params.id, page, pricingOf(request));
        if (!first) throw notFound();
        return pagedResponse(request, page, first.count, first.items);
      }
      // The page is read with the project check: both are scoped to the caller's company, and an unknown project answers 404 before any line is shown.
      // The check reads the project's kept line total too, which the page awaits only when it needs a total (decision record 025).
      const checked = projectWithKeptLines(db, scope, request.params.id);
      const keptTotal: CountQuery = { then: (ok, fail) => checked.then((p) => [{ n: p?.keptLines ?? 0 }]).then(ok, fail) };
      const [project, { count, ids }] = await together(
        db,
        () => checked,
        () => cartItemPage(db, scope, request.params.id, request.query, page, keptTotal),
      );
      if (!project) throw notFound();
      return pagedResponse(request, page, count, await loadCartItems(db, scope, pricingOf(request), ids));
    },
  );

  app.get(
    '/projects/:id/retrieve_cart_summary/',
    {
      schema: {
        tags,
        summary: 'Totals of a bill of materials and its phase codes, cost codes and manufacturers with counts; the same filters as retrieve_cart_items/ narrow it to the lines they select',
        params: idParamsSchema,
        querystring: cartSummaryQuerySchema,
        response: { 200: cartSummarySchema },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const project = await findProject(db, scope, request.params.id);
      if (!project) throw notFound();
      const pricing = pricingOf(request);
      return cartSummary(db, scope, project.id, request.query, contractPriceScope(pricing), pricing.on);
    },
  );

  app.get(
    '/projects/:id/retrieve_spools/',
    { schema: { tags, summary: 'The spools of a project that hold lines, with how many, by spool number', params: idParamsSchema, response: { 200: projectSpoolsResponseSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const project = await findProject(db, scope, request.params.id);
      if (!project) throw notFound();
      return projectSpools(db, scope, project.id);
    },
  );

  app.post(
    '/projects/add_favorite_item/',
    { schema: { tags, summary: 'Add catalogue items to the caller’s favourites (in the current company); answers every favourite id', body: addFavoriteBody, response: { 200: favoriteIdsResponseSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await db.transaction((tx) => addFavorites(tx, scope, accountOf(request), request.body.base_item_ids));
      return { base_item_ids: await favoriteIds(db, scope, accountOf(request)) };
    },
  );

  app.post(
    '/projects/remove_favorite_item/',
    { schema: { tags, summary: 'Remove a catalogue item from the caller’s favourites; answers every favourite id', body: removeFavoriteBody, response: { 200: favoriteIdsResponseSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await removeFavorite(db, scope, accountOf(request), request.body.base_item_id);
      return { base_item_ids: await favoriteIds(db, scope, accountOf(request)) };
    },
  );

  app.get(
    '/projects/favorite_item_ids/',
    { schema: { tags, summary: 'The ids of the caller’s favourite catalogue items (the stars on search results)', response: { 200: favoriteIdsResponseSchema } } },
    async (request) => ({ base_item_ids: await favoriteIds(db, scopeOf(request), accountOf(request)) }),
  );

  app.get(
    '/retrieve_favorite_items/',
    { schema: { tags, summary: 'The caller’s favourite catalogue items, newest first, paged; search in description and catalogue number', querystring: favoriteItemsQuerySchema, response: { 200: favoriteItemsResponseSchema } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, items } = await favoritePage(db, scopeOf(request), accountOf(request), request.query.search, page);
      return pagedResponse(request, page, count, await withBuyerPrices(db, catalogueCallerOf(request), items));
    },
  );

  app.get(
    '/projects/retrieve_recent_items/',
    { schema: { tags, summary: 'The catalogue items the caller added to the company’s bills of materials most recently, each once, newest first', response: { 200: recentItemsResponseSchema } } },
    async (request) => withBuyerPrices(db, catalogueCallerOf(request), await recentItems(db, scopeOf(request), accountOf(request))),
  );

  app.post(
    '/SearchCustomItem/',
    { config: { readOnly: true }, schema: { tags, summary: 'The company’s custom items, paged: search_text matches description or code; with used_count', querystring: pageQuerySchema, body: searchCustomItemBody, response: { 200: customItemsResponseSchema } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, results } = await searchCustomItems(db, scopeOf(request), request.body.search_text, page);
      return pagedResponse(request, page, count, results);
    },
  );

  app.post(
    '/SearchHoldForReleaseItems/',
    { config: { readOnly: true }, schema: { tags, summary: 'The company’s hold-for-release items, paged: search_text (release number, description), project_id, base_item_id', querystring: pageQuerySchema, body: searchHfrItemsBody, response: { 200: hfrItemsResponseSchema } } },
    async (request) => {
      const page = pageOf(request.query);
      const { count, results } = await searchHfrItems(db, scopeOf(request), request.body, page);
      return pagedResponse(request, page, count, results);
    },
  );

  app.post(
    '/ProjectRentalItemUpdate/',
    { schema: { tags, summary: 'Make a line a rental with its start and end dates', body: rentalItemUpdateBody, response: { 200: cartActionResultSchema } } },
    async (request) => {
      const { project_id, item_id, rental_start_date, rental_end_date } = request.body;
      const scope = scopeOf(request);
      return db.transaction(async (tx) => {
        const project = await findProjectForUpdate(tx, scope, project_id);
        if (!project) throw notFound();
        const ctx = { caller: projectCallerOf(request), tx, scope, project };
        const line = await lockLine(ctx, item_id);
        return changeLines(ctx, [line], { isRental: true, rentalStartDate: rental_start_date, rentalEndDate: rental_end_date });
      });
    },
  );

  const outstandingRentals = async (request: FastifyRequest, query: { project_id?: number; page: number; page_size?: number }) => {
    const scope = scopeOf(request);
    const projectId = query.project_id;
    if (projectId && !(await findProject(db, scope, projectId))) throw notFound();
    const page = pageOf(query);
    const { count, ids } = await outstandingRentalPage(db, scope, projectId, today(), page);
    return pagedResponse(request, page, count, await loadCartItems(db, scope, pricingOf(request), ids));
  };
  app.get(
    '/retrieve_outstanding_rental_items/',
    { schema: { tags, summary: 'Rental lines not yet due back (end date today or later), soonest first, paged; project_id narrows to one project', querystring: outstandingRentalsQuerySchema, response: { 200: cartItemsResponseSchema } } },
    async (request) => outstandingRentals(request, request.query),
  );
  // The spec's path for one project's rentals: projects/{id}/retrieve_outstanding_rental_items/.
  app.get(
    '/projects/:id/retrieve_outstanding_rental_items/',
    { schema: { tags, summary: "One project's rental lines not yet due back, soonest first, paged", params: idParamsSchema, querystring: outstandingRentalsQuerySchema.omit({ project_id: true }), response: { 200: cartItemsResponseSchema } } },
    async (request) => outstandingRentals(request, { ...request.query, project_id: request.params.id }),
  );
};
