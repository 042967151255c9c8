import { z } from 'zod';
import { rentalDatesProblem } from '../cart/rules';
import { pageQuerySchema, isoDateSchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import { ORDER_STATUSES } from '../orders/rules';
import { orderSummarySchema } from '../orders/schemas';
import { limitedNumber } from '../platform/numbers';
import { QUANTITY_DECIMALS } from '../platform/quantities';
import { binCodeSchema } from '../warehouses/schemas';
import { isTagColor, productListMessages as m } from './rules';

/**
 * The product lists and job-site stock contract (issue 18; spec sections 2, 3, 6, 7, 9). Every
 * path is under /api/v1/. Payloads the spec does not show are designed here for the screens;
 * decision record 017 explains the choices.
 */

const id = idSchema();
/** An id in a query string: "12". */
const queryId = queryIdSchema();
const ids = (message: string) => z.array(id).min(1, message).max(2000);
/** Query booleans: true/1 and false/0 (z.coerce.boolean would read "false" as true). */
const queryBool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const isoDate = isoDateSchema();
/** What the quantity columns keep (numeric, three decimals): a finer number would be rounded unseen. */
/** A quantity like the BOM's: more than zero, three decimals at most. */
const quantity = limitedNumber({ label: 'Quantity', min: 'positive', max: 1e10, decimals: QUANTITY_DECIMALS });
/** A length of cable on a reel: more than zero, three decimals at most. */
const reelLength = limitedNumber({ label: 'Length', min: 'positive', max: 1e7, decimals: QUANTITY_DECIMALS });
const listName = z.string().trim().min(1, m.nameRequired).max(200);
const searchText = z.string().trim().max(200).optional();
const ref = z.object({ id: z.number().int(), name: z.string() });

// ---------------------------------------------------------------- tags

export const productListTagSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type ProductListTag = z.infer<typeof productListTagSchema>;
const tagColor = z.string().trim().refine(isTagColor, m.tagColor);
/** POST ProjectProductListTags/create/ */
export const createTagBody = z.object({ name: z.string().trim().min(1, m.tagNameRequired).max(60), color: tagColor });
/** POST ProjectProductListTags/{id}/update/ */
export const updateTagBody = z.object({ name: z.string().trim().min(1, m.tagNameRequired).max(60).optional(), color: tagColor.optional() });
/** GET ProjectProductListTags/ */
export const tagListSchema = z.object({ results: z.array(productListTagSchema) });
/** POST ProjectProductList/{id}/update_tag/: the list's tags become exactly these. */
export const setListTagsBody = z.object({ tag_ids: z.array(id).max(100) });

// ---------------------------------------------------------------- lists

export const productListSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  completed: z.boolean(),
  sub_list_count: z.number().int(),
  item_count: z.number().int(),
  tags: z.array(productListTagSchema),
  /** The supplier company the list is shared with (it reads the list on project_list_seller). */
  shared_with: ref.nullable(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductList = z.infer<typeof productListSchema>;
/**
 * RetrieveProjectProductList/: a list with its sublists, and how many of its items Add all to PO
 * would order now (on the BOM with some not on an order yet, or a catalogue item not on the BOM yet).
 */
export const productListDetailSchema = productListSchema.extend({ sub_lists: z.array(productListSchema), to_order_count: z.number().int() });
export type ProductListDetail = z.infer<typeof productListDetailSchema>;

/**
 * GET GetProjectProductList/?project_id=&search=&include_completed=&page= : the project's top-level lists, paged, by name.
 * Without project_id (the dashboard's project product lists section): the company's top-level lists, latest change first.
 */
export const productListQuery = pageQuerySchema.extend({ project_id: queryId.optional(), search: searchText, include_completed: queryBool });
/** GET GetSubProductList/?list_id= and RetrieveProjectProductList/?list_id= */
export const listIdQuery = z.object({ list_id: queryId });
export const subListsSchema = z.object({ results: z.array(productListSchema) });

/** POST UpdateProductList/: one body per action. */
export const updateProductListBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), project_id: id, name: listName, description: z.string().trim().max(2000).optional(), parent_id: id.nullable().optional() }),
  z.object({ action: z.literal('update'), list_id: id, name: listName.optional(), description: z.string().trim().max(2000).optional() }),
  /** Refused while any item of the list or its sublists is on a submitted order. Sublists go with it. */
  z.object({ action: z.literal('delete'), list_id: id }),
  z.object({ action: z.literal('set_completed'), list_id: id, completed: z.boolean() }),
  /** supplier_company_id: a seller company among the buyer's suppliers; null stops sharing. */
  z.object({ action: z.literal('share'), list_id: id, supplier_company_id: id.nullable() }),
  /** The default project list action (spec section 9): a list of the order's lines, linked to their BOM lines. */
  z.object({ action: z.literal('new_product_list_from_po'), purchase_order_id: id, name: listName.optional() }),
]);
export type UpdateProductListBody = z.infer<typeof updateProductListBody>;
/** UpdateProductList/ answers the list (delete: {deleted: true}). */
export const updateProductListResponse = z.union([productListDetailSchema, z.object({ deleted: z.literal(true) })]);

// ---------------------------------------------------------------- items

export const jobSiteBinSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** jobsite:site_bin:{id} */
  qr_value: z.string(),
});
export type JobSiteBin = z.infer<typeof jobSiteBinSchema>;
const binRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const listItemOrderSchema = z.object({ id: z.number().int(), po_number: z.string().nullable(), status: z.enum(ORDER_STATUSES), quantity: z.number() });

export const productListItemSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  list_id: z.number().int(),
  list_name: z.string(),
  /** The BOM line it is linked to (orders go through it). */
  cart_item_id: z.number().int().nullable(),
  /** The catalogue item; null for a custom item. */
  base_item_id: z.number().int().nullable(),
  code: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  quantity: z.number(),
  phase_code: z.string(),
  cost_code: z.string(),
  link: z.string(),
  /** Where it goes on the job site. */
  bin: binRef.nullable(),
  is_cable: z.boolean(),
  seller_note: z.string(),
  rental_start_date: z.string().nullable(),
  rental_end_date: z.string().nullable(),
  position: z.number(),
  /** On submitted orders (not canceled), received (received orders), still to order, on the job site. */
  ordered: z.number(),
  received: z.number(),
  remaining: z.number(),
  on_site: z.number(),
  purchase_orders: z.array(listItemOrderSchema),
  /** jobsite:list_item:{id} */
  qr_value: z.string(),
  created_at: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** GET GetProjectProductListItem/?list_id=&search=&page= (the list's own items; its sublists have theirs). */
export const listItemsQuery = pageQuerySchema.extend({ list_id: queryId, search: searchText });
/** GET GetProjectProductListItemWithListName/?project_id=&search=&page= : every item of the project's lists. */
export const projectListItemsQuery = pageQuerySchema.extend({ project_id: queryId, search: searchText });
/** POST SearchProjectProductListItem/ (pickers): the first 50 matches. */
export const searchListItemBody = z.object({ project_id: id, search_text: z.string().trim().max(200) });
export const listItemsSchema = z.object({ results: z.array(productListItemSchema) });

/** POST UpdateProductListItem/: one body per action. */
export const updateProductListItemBody = z.discriminatedUnion('action', [
  /** The add-or-link dialog's "add": new items from BOM lines, linked to them. */
  z.object({ action: z.literal('add_from_bom'), list_id: id, cart_item_ids: ids(m.selectBomLines) }),
  /** The dialog's "link": a BOM line to an existing list item. */
  z.object({ action: z.literal('link'), list_item_id: id, cart_item_id: id }),
  z.object({
    action: z.literal('add'),
    list_id: id,
    /** A catalogue item, or a custom item by description and unit. */
    base_item_id: id.optional(),
    description: z.string().trim().max(500).optional(),
    unit: z.string().trim().min(1).max(20).optional(),
    code: z.string().trim().max(100).optional(),
    manufacturer: z.string().trim().max(200).optional(),
    quantity,
    phase_code: z.string().trim().max(100).optional(),
    cost_code: z.string().trim().max(100).optional(),
    is_cable: z.boolean().optional(),
  }),
  z.object({
    action: z.literal('update'),
    list_item_id: id,
    quantity: quantity.optional(),
    phase_code: z.string().trim().max(100).optional(),
    cost_code: z.string().trim().max(100).optional(),
    description: z.string().trim().min(1, m.describeItem).max(500).optional(),
    is_cable: z.boolean().optional(),
    /**
     * Find in catalogue: the catalogue item this (custom) item is; its catalogue number,
     * description, unit and manufacturer replace the typed ones, so the item can be ordered.
     */
    base_item_id: id.optional(),
    /** A rental item's dates: both, end on or after start (the cart's rule); both null: not a rental. */
    rental_start_date: isoDate.nullable().optional(),
    rental_end_date: isoDate.nullable().optional(),
  }),
  z.object({ action: z.literal('delete'), list_item_ids: ids(m.selectItems) }),
  z.object({ action: z.literal('move'), list_item_ids: ids(m.selectItems), to_list_id: id }),
]).superRefine((v, ctx) => {
  if (v.action !== 'update' || (v.rental_start_date === undefined && v.rental_end_date === undefined)) return;
  // clearing both makes the item no rental; otherwise the cart's rule: both dates, in order
  if (v.rental_start_date === null && v.rental_end_date === null) return;
  const problem = rentalDatesProblem(v.rental_start_date, v.rental_end_date, { required: true });
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
});
export type UpdateProductListItemBody = z.infer<typeof updateProductListItemBody>;
/** UpdateProductListItem/ answers the items it made or changed (delete: none). */
export const updateProductListItemResponse = listItemsSchema;

/** POST ProjectProductListItem/{id}/add_to_po/ and ProjectProductList/{id}/add_all_to_po/: supplier_id is one of the buyer's suppliers (as projects/{id}/add_to_po/). */
export const listAddToPoBody = z.object({ supplier_id: id.nullable().optional() });
/** The orders the items went on; add_all_to_po also says which items it left out and why (custom items not on the BOM, items ordered in full). */
export const listAddToPoResponse = z.object({
  orders: z.array(orderSummarySchema),
  skipped: z.array(z.object({ list_item_id: z.number().int(), description: z.string(), reason: z.string() })),
});
/** POST ProjectProductListItem/{id}/update_link/ ('' clears it). */
export const updateItemLinkBody = z.object({
  link: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Enter a link starting with http:// or https://.'),
});
/** POST ProjectProductListItem/{id}/update_manufacturer/ ("No changes detected" when it is the same). */
export const updateItemManufacturerBody = z.object({ manufacturer: z.string().trim().max(200) });

// ---------------------------------------------------------------- job-site bins and stock

/** POST ProjectProductList/job_site_bins/ */
export const createJobSiteBinBody = z.object({
  project_id: id,
  code: binCodeSchema,
  name: z.string().trim().min(1).max(200),
});
/** GET ProjectProductList/job_site_bins/?project_id= */
export const projectIdQuery = z.object({ project_id: queryId });
export const jobSiteBinsSchema = z.object({ results: z.array(jobSiteBinSchema) });

/** POST ProjectProductListItem/{id}/receive/: material arrived on site; bin_id defaults to the item's bin (null: no bin). */
export const receiveItemBody = z.object({ quantity, bin_id: id.nullable().optional() });

/** POST ProjectProductList/bulk_update_items_bin_location/ */
export const bulkBinUpdateBody = z.object({ list_item_ids: ids(m.selectItems), bin_id: id.nullable(), confirm: z.boolean().optional() });
/** 409 when the change moves items out of another bin or clears bins and confirm was not true. */
export const binConfirmationSchema = z.object({ detail: z.string(), needs_confirmation: z.literal(true), overrides: z.number().int(), clears: z.number().int() });
export const bulkBinUpdateResponse = z.object({ updated: z.number().int() });

/** GET ProjectProductList/job_warehouse_stock/?project_id= : per bin (null: on site without a bin). */
export const jobSiteStockByBinSchema = z.object({
  results: z.array(z.object({ bin: binRef.nullable(), item_count: z.number().int(), quantity: z.number() })),
});

/** The job-site stock filter dialog: project, list, bin (0: without a bin), item text, in stock only. */
export const jobSiteStockItemsQuery = pageQuerySchema.extend({
  project_id: queryId.optional(),
  list_id: queryId.optional(),
  bin_id: z.coerce.number().int().min(0).max(2147483647).optional(),
  search: searchText,
  in_stock: queryBool,
});
export const jobSiteStockExportQuery = jobSiteStockItemsQuery.omit({ page: true, page_size: true }).extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
/** One row: a list item in one bin of its job site. */
export const jobSiteStockItemSchema = z.object({
  list_item_id: z.number().int(),
  project: ref,
  list_id: z.number().int(),
  list_name: z.string(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  bin: binRef.nullable(),
  quantity_on_site: z.number(),
  /** The list's quantity of the item. */
  quantity: z.number(),
  ordered: z.number(),
  /** On drafts and submitted orders (core's listItemOnOrder): with the list's quantity, what may arrive at most. */
  on_order: z.number(),
  /** Still to order: on no order yet, submitted or draft (listItemQuantities). */
  remaining: z.number(),
});
export type JobSiteStockItem = z.infer<typeof jobSiteStockItemSchema>;

/** GET ProjectProductList/{id}/get_qr_codes/ : labels for the list's bins and items (the web prints the sheet). */
export const qrLabelSchema = z.object({
  kind: z.enum(['bin', 'list_item']),
  id: z.number().int(),
  /** What the QR code encodes. */
  value: z.string(),
  /** The text printed beside it. */
  lines: z.array(z.string()),
});
export const qrCodesSchema = z.object({ list: ref, project: ref, labels: z.array(qrLabelSchema) });

// ---------------------------------------------------------------- matching

/** GET MatchItemToProjectProductListItem/?project_id=&base_item_id= : the project's list items for a catalogue item, best first. */
export const matchListItemQuery = z.object({ project_id: queryId, base_item_id: queryId });
export const listItemMatchesSchema = z.object({ results: z.array(productListItemSchema.extend({ score: z.number() })) });
export type ListItemMatch = z.infer<typeof listItemMatchesSchema>['results'][number];
/** GET GetProjectProductListItemSuggestion/?list_item_id= : catalogue items for a list item, best first. */
export const listItemSuggestionQuery = z.object({ list_item_id: queryId });
export const catalogueSuggestionSchema = z.object({
  base_item_id: z.number().int(),
  code: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  score: z.number(),
});
export const listItemSuggestionsSchema = z.object({ results: z.array(catalogueSuggestionSchema) });
export type CatalogueSuggestion = z.infer<typeof catalogueSuggestionSchema>;

// ---------------------------------------------------------------- seller side

/** A list as the supplier it is shared with sees it. */
export const sellerProductListSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  project_name: z.string(),
  buyer: ref,
  name: z.string(),
  description: z.string(),
  completed: z.boolean(),
  item_count: z.number().int(),
  /** A sublist of a shared list is shared with it (decision record 017); parent_id names its parent. */
  parent_id: z.number().int().nullable(),
  sub_list_count: z.number().int(),
  updated_at: z.string(),
});
export type SellerProductList = z.infer<typeof sellerProductListSchema>;
/** A list item as the supplier sees it: no phase or cost codes, no orders of other suppliers. */
export const sellerListItemSchema = z.object({
  id: z.number().int(),
  list_id: z.number().int(),
  code: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  quantity: z.number(),
  is_cable: z.boolean(),
  seller_note: z.string(),
  rental_start_date: z.string().nullable(),
  rental_end_date: z.string().nullable(),
});
export type SellerListItem = z.infer<typeof sellerListItemSchema>;
/** GET GetProjectProductListSeller/?search=&page= */
export const sellerListsQuery = pageQuerySchema.extend({ search: searchText });
/** GET GetSubProductListSeller/?list_id= : the sublists of a list shared with the supplier (they are shared with it too). */
export const sellerSubListsSchema = z.object({ results: z.array(sellerProductListSchema) });
/** GET GetProjectProductListItemSeller/?list_id= */
export const sellerListItemsSchema = z.object({ list: sellerProductListSchema, results: z.array(sellerListItemSchema) });
/**
 * POST UpdateProductListItemSeller/: the supplier note only. Other keys are kept so the server can
 * refuse buyer fields with "Suppliers can change only the supplier note and rental dates.".
 */
export const sellerItemUpdateBody = z.looseObject({ list_item_id: id, seller_note: z.string().trim().max(2000) });
/** POST ProjectRentalItemUpdateSeller/: the cart's rental-date rule (both dates, end on or after start). */
export const sellerRentalUpdateBody = z.looseObject({ list_item_id: id, rental_start_date: isoDate, rental_end_date: isoDate }).superRefine((v, ctx) => {
  const problem = rentalDatesProblem(v.rental_start_date, v.rental_end_date, { required: true });
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
});

// ---------------------------------------------------------------- cable reels

export const cableReelSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  list_item_id: z.number().int(),
  item_description: z.string(),
  reel_number: z.string(),
  length: z.number(),
  length_left: z.number(),
  unit: z.string(),
  bin: binRef.nullable(),
  created_at: z.string(),
});
export type CableReel = z.infer<typeof cableReelSchema>;
/** GET GetCableReels/?project_id=&list_item_id= */
export const cableReelsQuery = z.object({ project_id: queryId, list_item_id: queryId.optional() });
export const cableReelsSchema = z.object({ results: z.array(cableReelSchema) });
/** POST CableReels/create/ */
export const createCableReelBody = z.object({
  list_item_id: id,
  reel_number: z.string().trim().min(1, 'Please enter the reel number.').max(50),
  length: reelLength,
  bin_id: id.nullable().optional(),
});
/** POST CableReels/{id}/cut/ : never below 0 ("Only N ft left on reel R-12."). */
export const cutCableReelBody = z.object({
  length: reelLength,
  note: z.string().trim().max(500).optional(),
});
