import { z } from 'zod';
import { catalogueItemSchema, catalogueRefSchema, baseItemOptionSchema } from '../catalogue/schemas';
import { CATALOGUE_UNITS } from '../catalogue/rules';
import { pageQuerySchema, pagedSchema, isoDateSchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import { limitedNumber } from '../platform/numbers';
import { CART_BULK_MAX_IDS, CART_COMMENT_MAX_LENGTH, CART_WBS_CODE_MAX_LENGTH, cartMessages, packageCountSchema, rentalDatesProblem, UNIT_PRICE_DECIMALS } from './rules';

/**
 * The cart-item contract (spec section 7 "Projects"): GET projects/{id}/retrieve_cart_items/,
 * the cart funcs of POST projects/{id}/, favourites, recent items, custom items,
 * hold-for-release items and rentals. Every func body carries `func`.
 */

const id = idSchema();
const idList = z.array(id).min(1, cartMessages.selectAtLeastOne).max(CART_BULK_MAX_IDS);
/** A package count: more than zero (spec section 5 wording); the rule lives in rules.ts. */
export { packageCountSchema };
const isoDate = isoDateSchema();
const httpLink = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), cartMessages.attachmentLinkInvalid);

/**
 * The rental-date rule (rules.ts) as a schema check: on a rental line (`is_rental`, or every line
 * of a body that is only about rentals) both dates are required and in order.
 */
const rentalDatesCheck =
  (always: boolean) =>
  (v: { is_rental?: boolean | null; rental_start_date?: string | null; rental_end_date?: string | null }, ctx: z.RefinementCtx) => {
    if (!always && !v.is_rental) return;
    const problem = rentalDatesProblem(v.rental_start_date, v.rental_end_date, { required: true });
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  };

/** A phase or cost code as a line carries it: code and name both, or null to clear. */
export const lineCodeSchema = z.object({ code: z.string().trim().max(50), name: z.string().trim().max(200) });
export type LineCode = z.infer<typeof lineCodeSchema>;
/** Phase code input: both parts or neither ("Please enter both phase code and name"). */
export const phaseCodeInput = lineCodeSchema
  .refine((v) => v.code !== '' && v.name !== '', cartMessages.enterPhaseCodeAndName)
  .nullable();
export const costCodeInput = lineCodeSchema
  .refine((v) => v.code !== '' && v.name !== '', cartMessages.enterCostCodeAndName)
  .nullable();

export const cartAttachmentSchema = z.object({ id: z.number().int(), name: z.string(), link: z.string(), created_at: z.string() });
export const cartSpoolSchema = z.object({
  id: z.number().int(),
  spool_number: z.string(),
  spool_tag: z.string(),
  stack_layers: z.number().int(),
});
export type CartSpool = z.infer<typeof cartSpoolSchema>;
export const cartHfrLinkSchema = z.object({
  id: z.number().int(),
  release_number: z.string(),
  supplier: catalogueRefSchema.nullable(),
  quantity_available: z.number(),
});

/** One line of a project's bill of materials. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  /** The catalogue item; null for a custom line. */
  base_item_id: z.number().int().nullable(),
  is_custom: z.boolean(),
  custom_item_id: z.number().int().nullable(),
  base_item_code: z.string(),
  product_code: z.string(),
  description: z.string(),
  unit: z.enum(CATALOGUE_UNITS),
  image_url: z.string().nullable(),
  category: catalogueRefSchema.nullable(),
  manufacturer: catalogueRefSchema.nullable(),
  /** The maker's name as shown: the catalogue manufacturer's, or what a custom line was given. */
  manufacturer_name: z.string(),
  /** The chosen package option, and the ones the item offers. */
  base_item_options: baseItemOptionSchema.nullable(),
  options: z.array(baseItemOptionSchema),
  package_count: z.number(),
  /** package_count times the option's package quantity. */
  total_quantity: z.number(),
  /** The caller's contract price when there is one, else the list price; null when unknown. */
  unit_price: z.number().nullable(),
  has_contract_price: z.boolean(),
  extended_price: z.number().nullable(),
  phase_code: lineCodeSchema.nullable(),
  cost_code: lineCodeSchema.nullable(),
  wbs_code_1: z.string(),
  item_comments: z.string(),
  no_substitute: z.boolean(),
  is_substitute_allowed: z.boolean(),
  is_rental: z.boolean(),
  rental_start_date: z.string().nullable(),
  rental_end_date: z.string().nullable(),
  spool: cartSpoolSchema.nullable(),
  hfr_item: cartHfrLinkSchema.nullable(),
  project_product_list_item_id: z.number().int().nullable(),
  attachments: z.array(cartAttachmentSchema),
  added_by: catalogueRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** What a cart func answers: the lines it created or changed, and the ids it removed. */
export const cartActionResultSchema = z.object({
  items: z.array(cartItemSchema),
  removed_ids: z.array(z.number().int()),
  detail: z.string().optional(),
});
export type CartActionResult = z.infer<typeof cartActionResultSchema>;

export const CART_SORTS = ['position', 'description', '-description', 'base_item_code', 'phase_code', 'created_at', '-created_at', 'package_count', '-package_count'] as const;
/** Filter value for lines without a phase (or cost) code. */
export const NO_CODE_FILTER = '__none__';

export const CART_LINE_KINDS = ['all', 'catalogue', 'custom', 'rental', 'spooled', 'hfr'] as const;
/** The filters of the BOM screen: the list and its summary take the same ones. */
export const cartFilterFields = z.object({
  search: z.string().trim().max(200).optional().default(''),
  phase_code: z.string().trim().max(50).optional(),
  cost_code: z.string().trim().max(50).optional(),
  manufacturer_id: queryIdSchema().optional(),
  kind: z.enum(CART_LINE_KINDS).optional().default('all'),
  /** The lines on one spool (the spool editor). */
  spool_id: queryIdSchema().optional(),
  /** The lines linked to the items of one product list of the project (not its sublists'). */
  project_product_list_id: queryIdSchema().optional(),
});
export type CartFilterFields = z.output<typeof cartFilterFields>;

/** GET projects/{id}/retrieve_cart_items/ */
export const cartItemsQuerySchema = pageQuerySchema.extend({
  ...cartFilterFields.shape,
  ordering: z.enum(CART_SORTS).optional().default('position'),
});
export type CartItemsQuery = z.input<typeof cartItemsQuerySchema>;
/** GET projects/{id}/retrieve_cart_summary/: the summary of the lines the filters select (all lines without filters). */
export const cartSummaryQuerySchema = cartFilterFields;
export type CartSummaryQuery = z.input<typeof cartSummaryQuerySchema>;
export const cartItemsResponseSchema = pagedSchema(cartItemSchema);

/** GET projects/{id}/retrieve_cart_summary/: totals and the codes behind filters and group headers. */
export const cartSummarySchema = z.object({
  count: z.number().int(),
  total_price: z.number(),
  phase_codes: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  cost_codes: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  manufacturers: z.array(catalogueRefSchema.extend({ count: z.number().int() })),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/* ---- the cart funcs of POST projects/{id}/ ---- */

const func = <F extends string>(name: F) => z.literal(name);

export const addItemAction = z
  .object({
    func: func('add_item'),
    /** The catalogue item (base item) id. */
    id,
    package_count: packageCountSchema,
    base_item_options_id: id.nullish(),
    manufacturer_id: id.nullish(),
    phase_code: phaseCodeInput.optional(),
    cost_code: costCodeInput.optional(),
    wbs_code_1: z.string().trim().max(CART_WBS_CODE_MAX_LENGTH).optional(),
    no_substitute: z.boolean().optional(),
    project_product_list_item_id: id.nullish(),
    is_rental: z.boolean().optional(),
    rental_start_date: isoDate.nullish(),
    rental_end_date: isoDate.nullish(),
  })
  .superRefine(rentalDatesCheck(false));
/**
 * Optimistic concurrency: the line's updated_at as the client last saw it. When given and the
 * line changed since, the edit is refused with 409 and the current line (see staleWriteSchema).
 */
const expectedUpdatedAt = z.string().max(40).optional();

export const setTotalQuantityAction = z.object({
  func: func('set_total_quantity'),
  item_id: id,
  package_count: packageCountSchema,
  base_item_options: id.nullish(),
  expected_updated_at: expectedUpdatedAt,
});
export const setItemCommentsAction = z.object({
  func: func('set_item_comments'),
  id_list: idList,
  item_comments: z.string().max(CART_COMMENT_MAX_LENGTH),
});
export const moveItemsAction = z.object({
  func: func('move_items_to_another_project'),
  to_project_id: id,
  item_id_list: idList,
});
export const setPhaseAndCostCodeAction = z.object({
  func: func('set_item_phase_code_and_cost_code'),
  id_list: idList,
  /** Absent: leave as is; null: clear; {code, name}: set. */
  phase_code: phaseCodeInput.optional(),
  cost_code: costCodeInput.optional(),
  /** false: only lines without a code get one (the bulk dialog); true: every line (single and override dialogs). */
  override: z.boolean().optional().default(true),
  /** The material phase code edit also adds the code to the project's popular material lists. */
  material: z.boolean().optional().default(false),
});
export const setWbsCodeAction = z.object({
  func: func('set_item_wbs_code_1'),
  id_list: idList,
  wbs_code_1: z.string().trim().max(CART_WBS_CODE_MAX_LENGTH),
});
export const bulkSetQuantityAction = z.object({
  func: func('bulk_set_cart_item_quantity'),
  id_list: idList,
  value: packageCountSchema,
});
export const removeItemAction = z.object({ func: func('remove_item'), item_id: id });
export const deleteItemsAction = z.object({ func: func('delete_items'), id_list: idList });
export const duplicateItemAction = z.object({ func: func('duplicate_item'), item_id: id });
export const markSubstituteAllowedAction = z.object({
  func: func('mark_is_substitute_allowed'),
  id_list: idList,
  value: z.boolean(),
});

/** Largest unit price a custom item may carry, in dollars. */
export const CUSTOM_ITEM_MAX_UNIT_PRICE = 10_000_000;
/** A custom item's unit price, as add_custom_item and edit_custom_item take it. */
export const customItemUnitPriceSchema = limitedNumber({ label: 'Unit price', min: 0, max: CUSTOM_ITEM_MAX_UNIT_PRICE, decimals: UNIT_PRICE_DECIMALS });

export const customItemFieldsSchema = z.object({
  description: z.string().trim().min(1, cartMessages.customDescriptionRequired).max(500),
  code: z.string().trim().max(100).optional().default(''),
  unit: z.enum(CATALOGUE_UNITS).optional().default('EA'),
  unit_price: customItemUnitPriceSchema.nullish(),
  manufacturer_name: z.string().trim().max(200).optional().default(''),
});
export const addCustomItemAction = customItemFieldsSchema.extend({
  func: func('add_custom_item'),
  /** Reuse a custom item found with SearchCustomItem/ (its fields win). */
  custom_item_id: id.nullish(),
  package_count: packageCountSchema,
  phase_code: phaseCodeInput.optional(),
  cost_code: costCodeInput.optional(),
  wbs_code_1: z.string().trim().max(CART_WBS_CODE_MAX_LENGTH).optional(),
});
export const CUSTOM_ITEM_EDIT_ACTIONS = ['description', 'code', 'unit', 'unit_price', 'manufacturer_name'] as const;
export const editCustomItemAction = z.object({
  func: func('edit_custom_item'),
  item_id: id,
  action: z.enum(CUSTOM_ITEM_EDIT_ACTIONS),
  value: z.union([z.string(), z.number(), z.null()]),
  expected_updated_at: expectedUpdatedAt,
});
export const ITEM_EDIT_ACTIONS = [
  'manufacturer_id',
  'base_item_options_id',
  'no_substitute',
  'item_comments',
  'wbs_code_1',
  'phase_code',
  'cost_code',
  'is_rental',
  'rental_start_date',
  'rental_end_date',
] as const;
/** edit_item: one field of one line; the value is checked against the action's own rule. */
export const editItemAction = z.object({
  func: func('edit_item'),
  item_id: id,
  action: z.enum(ITEM_EDIT_ACTIONS),
  value: z.unknown(),
  expected_updated_at: expectedUpdatedAt,
});
export const autoMatchHfrAction = z
  .object({
    func: func('auto_match_hfr_item'),
    /** The lines to match; every unlinked line of the project when absent. */
    id_list: idList.optional(),
    /** Link the id_list lines to this HFR item (same catalogue item, enough quantity left) instead of matching. */
    hfr_item_id: id.optional(),
  })
  .refine((b) => b.hfr_item_id === undefined || b.id_list !== undefined, { message: cartMessages.selectAtLeastOne, path: ['id_list'] });
export const unlinkHfrAction = z.object({ func: func('unlink_from_hfr_item'), item_id: id });
export const addAttachmentAction = z.object({
  func: func('add_item_attachment'),
  item_id: id,
  name: z.string().trim().min(1).max(200),
  link: httpLink,
});
export const deleteAttachmentAction = z.object({ func: func('delete_item_attachment'), item_id: id, attachment_id: id });
/** add_selected_wbs_tems (the spec's spelling): several catalogue items at once under one WBS code. */
export const addSelectedWbsItemsAction = z.object({
  func: func('add_selected_wbs_tems'),
  wbs_code_1: z.string().trim().max(CART_WBS_CODE_MAX_LENGTH),
  phase_code: phaseCodeInput.optional(),
  cost_code: costCodeInput.optional(),
  items: z
    .array(z.object({ id, package_count: packageCountSchema, base_item_options_id: id.nullish() }))
    .min(1, cartMessages.selectAtLeastOne)
    .max(1000),
});
const stackLayers = limitedNumber({ label: 'Stack layers', min: 1, max: 100, int: true });
export const spoolFieldsSchema = z.object({
  spool_number: z.string().trim().min(1, cartMessages.spoolNumberRequired).max(50),
  spool_tag: z.string().trim().max(100).optional().default(''),
  stack_layers: stackLayers.optional().default(1),
});
export const addSpoolAction = spoolFieldsSchema.extend({ func: func('add_spool'), item_id_list: idList });
/** GET projects/{id}/retrieve_spools/: the project's spools that hold lines, by spool number. */
export const projectSpoolSchema = cartSpoolSchema.extend({ item_count: z.number().int() });
export type ProjectSpool = z.infer<typeof projectSpoolSchema>;
export const projectSpoolsResponseSchema = z.array(projectSpoolSchema);
/** update_spool_items: the spool's fields and exactly which lines are on it (an empty list unspools all). */
export const updateSpoolItemsAction = z.object({
  func: func('update_spool_items'),
  spool_id: id,
  spool_number: z.string().trim().min(1, cartMessages.spoolNumberRequired).max(50).optional(),
  spool_tag: z.string().trim().max(100).optional(),
  stack_layers: stackLayers.optional(),
  item_id_list: z.array(id).max(CART_BULK_MAX_IDS),
});

/** Every cart func, by name: the server registers each; the web types its calls with them. */
export const cartActionSchemas = {
  add_item: addItemAction,
  set_total_quantity: setTotalQuantityAction,
  set_item_comments: setItemCommentsAction,
  move_items_to_another_project: moveItemsAction,
  set_item_phase_code_and_cost_code: setPhaseAndCostCodeAction,
  set_item_wbs_code_1: setWbsCodeAction,
  bulk_set_cart_item_quantity: bulkSetQuantityAction,
  remove_item: removeItemAction,
  delete_items: deleteItemsAction,
  duplicate_item: duplicateItemAction,
  mark_is_substitute_allowed: markSubstituteAllowedAction,
  add_custom_item: addCustomItemAction,
  edit_custom_item: editCustomItemAction,
  edit_item: editItemAction,
  auto_match_hfr_item: autoMatchHfrAction,
  unlink_from_hfr_item: unlinkHfrAction,
  add_item_attachment: addAttachmentAction,
  delete_item_attachment: deleteAttachmentAction,
  add_selected_wbs_tems: addSelectedWbsItemsAction,
  add_spool: addSpoolAction,
  update_spool_items: updateSpoolItemsAction,
} as const;
export type CartFunc = keyof typeof cartActionSchemas;
export type CartActionInput<F extends CartFunc> = z.input<(typeof cartActionSchemas)[F]>;

/* ---- favourites, recent items, custom items, hold for release, rentals ---- */

export const addFavoriteBody = z.object({ base_item_ids: z.array(id).min(1).max(200) });
export const removeFavoriteBody = z.object({ base_item_id: id });
export const favoriteItemsQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(200).optional().default('') });
export const favoriteItemsResponseSchema = pagedSchema(catalogueItemSchema);
/** GET projects/retrieve_recent_items/: the caller's most recently added catalogue items, newest first. */
export const recentItemsResponseSchema = z.array(catalogueItemSchema);
/** The favourite ids of the caller, for the star on search results. */
export const favoriteIdsResponseSchema = z.object({ base_item_ids: z.array(z.number().int()) });

export const customItemSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  code: z.string(),
  unit: z.enum(CATALOGUE_UNITS),
  unit_price: z.number().nullable(),
  manufacturer_name: z.string(),
  /** How many cart lines use it. */
  used_count: z.number().int(),
});
export type CustomItem = z.infer<typeof customItemSchema>;
/** POST SearchCustomItem/ (page and page_size in the query string). */
export const searchCustomItemBody = z.object({ search_text: z.string().trim().max(200).optional().default('') });
export const customItemsResponseSchema = pagedSchema(customItemSchema);

export const hfrItemSchema = z.object({
  id: z.number().int(),
  release_number: z.string(),
  project_id: z.number().int().nullable(),
  supplier: catalogueRefSchema.nullable(),
  base_item_id: z.number().int().nullable(),
  base_item_code: z.string(),
  description: z.string(),
  quantity_held: z.number(),
  quantity_released: z.number(),
  quantity_available: z.number(),
  linked_count: z.number().int(),
  /** Units the linked lines take; quantity_available minus this is what is left to link. */
  quantity_linked: z.number(),
});
export type HfrItem = z.infer<typeof hfrItemSchema>;
/** POST SearchHoldForReleaseItems/ */
export const searchHfrItemsBody = z.object({
  search_text: z.string().trim().max(200).optional().default(''),
  project_id: id.nullish(),
  base_item_id: id.nullish(),
});
export const hfrItemsResponseSchema = pagedSchema(hfrItemSchema);

/** POST ProjectRentalItemUpdate/: a rental line's dates. */
export const rentalItemUpdateBody = z
  .object({
    project_id: id,
    item_id: id,
    rental_start_date: isoDate,
    rental_end_date: isoDate,
  })
  .superRefine(rentalDatesCheck(true));
/** A rental line's two dates as a form holds them (absent while not typed): the rental-date rule, both required. */
export const rentalDatesInput = z
  .object({ rental_start_date: isoDate.nullable(), rental_end_date: isoDate.nullable() })
  .superRefine(rentalDatesCheck(true));
/** GET retrieve_outstanding_rental_items/?project_id= : rentals not yet returned (end date today or later), soonest end first. */
export const outstandingRentalsQuerySchema = pageQuerySchema.extend({ project_id: queryIdSchema().optional() });


