import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTagBody,
  idParamsSchema,
  listItemMatchesSchema,
  listItemSuggestionQuery,
  listItemSuggestionsSchema,
  matchListItemQuery,
  qrCodesSchema,
  listAddToPoBody,
  listAddToPoResponse,
  listIdQuery,
  listItemsQuery,
  listItemsSchema,
  pagedSchema,
  productListDetailSchema,
  productListItemSchema,
  productListQuery,
  productListSchema,
  productListTagSchema,
  projectListItemsQuery,
  searchListItemBody,
  setListTagsBody,
  subListsSchema,
  tagListSchema,
  updateItemLinkBody,
  updateItemManufacturerBody,
  updateProductListBody,
  updateProductListItemBody,
  updateProductListItemResponse,
  updateProductListResponse,
  updateTagBody,
} from '@jobsite/core';
import { cableReels, jobSiteStock, productListTags, projectProductListItems, projectProductLists } from '../../db/schema/index';
import { registerProjectDeletionGuard } from '../projects/registry';
import { notFound } from '../../platform/errors';
import { pagedResponse, pagedRows, pageOf } from '../../platform/paging';
import { type CompanyScope, companyScope, scopeOf } from '../../platform/scope';
import { containsPattern } from '../../platform/text-and-dates';
import { orderCallerOf } from '../orders/caller';
import { summaryRows } from '../orders/queries';
import { orderSummaries } from '../orders/service';
import { findProject } from '../projects/queries';
import { matchListItems, suggestCatalogueItems } from './matching';
import { addItemToPo, addListToPo, productListDetail } from './ordering';
import { qrLabels } from './stock';
import { listCallerOf, requireMaterialAccess } from './caller';
import { changeItems, setItemText } from './items';
import { findList, itemSearch, itemViews, listSelect, listViews, subLists, topLevel } from './queries';
import { changeList, createTag, removeTag, setListTags, updateTag } from './service';

/**
 * Project product lists (issue 18; spec section 7): lists, sublists, tags and items of the
 * caller's company. Contractors only, and not a group that hides project material (as the
 * BOM). Each change is one transaction; the answer is the list or items as they now are.
 */

// Lists are planning, deleted with their project like its BOM; material received on the job
// site (stock in its bins, cable on reels) is not, so such a project is not deleted.
registerProjectDeletionGuard({
  name: 'job-site stock',
  async check(tx, project) {
    const scope = companyScope(project.companyId);
    const [stock] = await tx.select({ n: count() }).from(jobSiteStock).where(scope.where(jobSiteStock, eq(jobSiteStock.projectId, project.id), sql`${jobSiteStock.quantity} > 0`));
    if (stock.n > 0) return 'Material received on this job site is still in its bins; move it or use it up first.';
    const [reels] = await tx.select({ n: count() }).from(cableReels).where(scope.where(cableReels, eq(cableReels.projectId, project.id), sql`${cableReels.lengthLeft} > 0`));
    return reels.n > 0 ? 'This job site still has cable on reels.' : null;
  },
});

export const productListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['product lists'];
  app.addHook('preHandler', requireMaterialAccess);

  app.get(
    '/GetProjectProductList/',
    { schema: { tags, summary: "A project's top-level product lists, paged: search (name), include_completed (default false); without project_id the company's, latest change first", querystring: productListQuery, response: { 200: pagedSchema(productListSchema) } } },
    async (request) => {
      const scope = scopeOf(request);
      const q = request.query;
      if (q.project_id && !(await findProject(db, scope, q.project_id))) throw notFound();
      const where = scope.where(
        projectProductLists,
        q.project_id ? eq(projectProductLists.projectId, q.project_id) : undefined,
        topLevel,
        q.include_completed ? undefined : eq(projectProductLists.completed, false),
        q.search ? ilike(projectProductLists.name, containsPattern(q.search)) : undefined,
      );
      const page = pageOf(q);
      const order = q.project_id
        ? [asc(projectProductLists.completed), asc(projectProductLists.name), asc(projectProductLists.id)]
        : [desc(projectProductLists.updatedAt), desc(projectProductLists.id)];
      const { rows, total } = await pagedRows(page, {
        rows: listSelect(db, where).orderBy(...order),
        count: db.select({ n: count() }).from(projectProductLists).where(where),
      });
      return pagedResponse(request, page, total, await listViews(db, scope, rows));
    },
  );

  app.get('/GetSubProductList/', { schema: { tags, summary: 'The sublists of a list', querystring: listIdQuery, response: { 200: subListsSchema } } }, async (request) => {
    const scope = scopeOf(request);
    await findList(db, scope, request.query.list_id);
    return { results: await subLists(db, scope, request.query.list_id) };
  });

  app.get('/RetrieveProjectProductList/', { schema: { tags, summary: 'One list with its sublists and tags', querystring: listIdQuery, response: { 200: productListDetailSchema } } }, async (request) =>
    productListDetail(db, scopeOf(request), request.query.list_id),
  );

  app.post(
    '/UpdateProductList/',
    {
      schema: {
        tags,
        summary: 'Create (a sublist with parent_id), update, delete (refused once ordered), set_completed, share with a supplier, or new_product_list_from_po; answers the list',
        body: updateProductListBody,
        response: { 200: updateProductListResponse },
      },
    },
    async (request) => {
      const caller = listCallerOf(request);
      const id = await db.transaction((tx) => changeList(tx, caller, request.body));
      return id === null ? { deleted: true as const } : productListDetail(db, caller.scope, id);
    },
  );

  app.post(
    '/ProjectProductList/:id/update_tag/',
    { schema: { tags, summary: "Set the list's tags (tag_ids of the company's tags)", params: idParamsSchema, body: setListTagsBody, response: { 200: productListDetailSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await db.transaction((tx) => setListTags(tx, scope, request.params.id, request.body.tag_ids));
      return productListDetail(db, scope, request.params.id);
    },
  );

  // ---------------------------------------------------------------- tags

  const tagView = async (scope: CompanyScope, id: number) => {
    const [tag] = await db.select().from(productListTags).where(scope.where(productListTags, eq(productListTags.id, id)));
    return { id: tag.id, name: tag.name, color: tag.color };
  };

  app.get('/ProjectProductListTags/', { schema: { tags, summary: "The company's list tags", response: { 200: tagListSchema } } }, async (request) => {
    const scope = scopeOf(request);
    const rows = await db.select().from(productListTags).where(scope.where(productListTags)).orderBy(asc(productListTags.name));
    return { results: rows.map((r) => ({ id: r.id, name: r.name, color: r.color })) };
  });

  app.post('/ProjectProductListTags/create/', { schema: { tags, summary: 'A new tag (name, color #rrggbb or a colour name)', body: createTagBody, response: { 201: productListTagSchema } } }, async (request, reply) => {
    const scope = scopeOf(request);
    const id = await db.transaction((tx) => createTag(tx, scope, request.body));
    return reply.status(201).send(await tagView(scope, id));
  });

  app.post('/ProjectProductListTags/:id/update/', { schema: { tags, summary: 'Rename or recolour a tag', params: idParamsSchema, body: updateTagBody, response: { 200: productListTagSchema } } }, async (request) => {
    const scope = scopeOf(request);
    await db.transaction((tx) => updateTag(tx, scope, request.params.id, request.body));
    return tagView(scope, request.params.id);
  });

  app.post('/ProjectProductListTags/:id/remove/', { schema: { tags, summary: 'Remove a tag (from every list)', params: idParamsSchema, response: { 200: tagListSchema } } }, async (request) => {
    const scope = scopeOf(request);
    await db.transaction((tx) => removeTag(tx, scope, request.params.id));
    const rows = await db.select().from(productListTags).where(scope.where(productListTags)).orderBy(asc(productListTags.name));
    return { results: rows.map((r) => ({ id: r.id, name: r.name, color: r.color })) };
  });

  // ---------------------------------------------------------------- items

  app.get(
    '/GetProjectProductListItem/',
    { schema: { tags, summary: "A list's items, paged, with ordered, received, remaining and on-site quantities, bin and orders: search (description, code, manufacturer)", querystring: listItemsQuery, response: { 200: pagedSchema(productListItemSchema) } } },
    async (request) => {
      const scope = scopeOf(request);
      await findList(db, scope, request.query.list_id);
      const where = scope.where(projectProductListItems, eq(projectProductListItems.listId, request.query.list_id), itemSearch(request.query.search));
      const page = pageOf(request.query);
      const { rows, total } = await pagedRows(page, {
        rows: db.select({ id: projectProductListItems.id }).from(projectProductListItems).where(where).orderBy(asc(projectProductListItems.position), asc(projectProductListItems.id)),
        count: db.select({ n: count() }).from(projectProductListItems).where(where),
      });
      return pagedResponse(
        request,
        page,
        total,
        await itemViews(
          db,
          scope,
          rows.map((r) => r.id),
        ),
      );
    },
  );

  app.get(
    '/GetProjectProductListItemWithListName/',
    { schema: { tags, summary: "Every item of a project's lists, paged, with its list_name: search", querystring: projectListItemsQuery, response: { 200: pagedSchema(productListItemSchema) } } },
    async (request) => {
      const scope = scopeOf(request);
      if (!(await findProject(db, scope, request.query.project_id))) throw notFound();
      const where = scope.where(projectProductListItems, eq(projectProductListItems.projectId, request.query.project_id), itemSearch(request.query.search));
      const page = pageOf(request.query);
      const { rows, total } = await pagedRows(page, {
        rows: db
          .select({ id: projectProductListItems.id })
          .from(projectProductListItems)
          .innerJoin(projectProductLists, eq(projectProductLists.id, projectProductListItems.listId))
          .where(where)
          .orderBy(asc(projectProductLists.name), asc(projectProductListItems.listId), asc(projectProductListItems.position), asc(projectProductListItems.id)),
        count: db.select({ n: count() }).from(projectProductListItems).where(where),
      });
      return pagedResponse(
        request,
        page,
        total,
        await itemViews(
          db,
          scope,
          rows.map((r) => r.id),
        ),
      );
    },
  );

  app.post(
    '/SearchProjectProductListItem/',
    { config: { readOnly: true }, schema: { tags, summary: "A project's list items whose description, code or manufacturer contain search_text (the first 50, for pickers)", body: searchListItemBody, response: { 200: listItemsSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      if (!(await findProject(db, scope, request.body.project_id))) throw notFound();
      const rows = await db
        .select({ id: projectProductListItems.id })
        .from(projectProductListItems)
        .where(scope.where(projectProductListItems, eq(projectProductListItems.projectId, request.body.project_id), itemSearch(request.body.search_text || undefined)))
        .orderBy(desc(sql`${projectProductListItems.code} = ${request.body.search_text}`), asc(projectProductListItems.description), asc(projectProductListItems.id))
        .limit(50);
      return {
        results: await itemViews(
          db,
          scope,
          rows.map((r) => r.id),
        ),
      };
    },
  );

  app.post(
    '/UpdateProductListItem/',
    {
      schema: {
        tags,
        summary: 'add_from_bom (new items linked to BOM lines), link (a BOM line to an item), add (catalogue or custom), update, delete, move (to another list of the project); answers the items made or changed',
        body: updateProductListItemBody,
        response: { 200: updateProductListItemResponse },
      },
    },
    async (request) => {
      const caller = listCallerOf(request);
      const ids = await db.transaction((tx) => changeItems(tx, caller, request.body));
      return { results: await itemViews(db, caller.scope, ids) };
    },
  );

  app.post(
    '/ProjectProductListItem/:id/update_link/',
    { schema: { tags, summary: "Set the item's link ('' clears it)", params: idParamsSchema, body: updateItemLinkBody, response: { 200: productListItemSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await db.transaction((tx) => setItemText(tx, scope, request.params.id, 'link', request.body.link));
      return (await itemViews(db, scope, [request.params.id]))[0];
    },
  );

  app.post(
    '/ProjectProductListItem/:id/update_manufacturer/',
    { schema: { tags, summary: "Set the item's manufacturer (the edit manufacturer dialog)", params: idParamsSchema, body: updateItemManufacturerBody, response: { 200: productListItemSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      await db.transaction((tx) => setItemText(tx, scope, request.params.id, 'manufacturer', request.body.manufacturer));
      return (await itemViews(db, scope, [request.params.id]))[0];
    },
  );

  // ---------------------------------------------------------------- ordering

  const ordered = async (result: { orderIds: number[]; skipped: { list_item_id: number; description: string; reason: string }[] }) => ({
    orders: orderSummaries(await summaryRows(db, result.orderIds)),
    skipped: result.skipped,
  });

  app.post(
    '/ProjectProductListItem/:id/add_to_po/',
    {
      schema: {
        tags,
        summary: "Put one item on the project's pending order for the supplier (through its BOM line; a catalogue item gets one first)",
        params: idParamsSchema,
        body: listAddToPoBody,
        response: { 201: listAddToPoResponse },
      },
    },
    async (request, reply) => {
      const caller = await orderCallerOf(request);
      const scope = scopeOf(request);
      const result = await db.transaction((tx) => addItemToPo(tx, scope, caller, request.params.id, request.body.supplier_id));
      return reply.status(201).send(await ordered(result));
    },
  );

  app.post(
    '/ProjectProductList/:id/add_all_to_po/',
    {
      schema: {
        tags,
        summary: "Put every item of the list with something left to order on the project's pending order for the supplier; says which were left out",
        params: idParamsSchema,
        body: listAddToPoBody,
        response: { 201: listAddToPoResponse },
      },
    },
    async (request, reply) => {
      const caller = await orderCallerOf(request);
      const scope = scopeOf(request);
      const result = await db.transaction((tx) => addListToPo(tx, scope, caller, request.params.id, request.body.supplier_id));
      return reply.status(201).send(await ordered(result));
    },
  );

  // ---------------------------------------------------------------- bins and labels

  app.get('/ProjectProductList/:id/get_qr_codes/', { schema: { tags, summary: "QR labels for the list's bins and items (and its sublists'); the web prints the sheet", params: idParamsSchema, response: { 200: qrCodesSchema } } }, async (request) =>
    qrLabels(db, scopeOf(request), request.params.id),
  );

  // ---------------------------------------------------------------- matching

  app.get(
    '/MatchItemToProjectProductListItem/',
    { schema: { tags, summary: "The project's list items for a catalogue item, best first: the same item or catalogue number, then description likeness of the same kind of product", querystring: matchListItemQuery, response: { 200: listItemMatchesSchema } } },
    async (request) => {
      const scope = scopeOf(request);
      const matches = await matchListItems(db, scope, request.query.project_id, request.query.base_item_id);
      const views = new Map(
        (
          await itemViews(
            db,
            scope,
            matches.map((x) => x.id),
          )
        ).map((v) => [v.id, v]),
      );
      return { results: matches.flatMap((x) => (views.has(x.id) ? [{ ...views.get(x.id)!, score: x.score }] : [])) };
    },
  );

  app.get(
    '/GetProjectProductListItemSuggestion/',
    { schema: { tags, summary: 'Catalogue items for a list item, best first (its catalogue number, then the BOM import matcher on its description)', querystring: listItemSuggestionQuery, response: { 200: listItemSuggestionsSchema } } },
    async (request) => ({ results: await suggestCatalogueItems(db, scopeOf(request), request.query.list_item_id) }),
  );
};
