import { z } from 'zod';
import { isoDateSchema, pagedSchema, idSchema, queryIdSchema, SEARCH_TEXT_MAX_LENGTH } from '../platform/api-shapes';
import { CATALOGUE_UNITS, catalogueMessages } from './rules';

/**
 * The catalogue contract (spec section 7 "Projects": searchproduct/, GetProdSearchOptions/,
 * GetItemDetail/, GetBuyerRelatedProd/, getspecitem/, GetBaseItemContractPricing/,
 * Item/{id}/update_link/, Item/{id}/update_manufacturer/, catalog sheet) and the price
 * file import.
 */

const id = idSchema();
/** A numeric id in a query string: absent is "required", text is "not a number". */
const queryId = z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), idSchema());

export const catalogueRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CatalogueRef = z.infer<typeof catalogueRefSchema>;

export const productGroupRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

/** A way an item is bought: each, a box of 25, a 500 ft reel... */
export const baseItemOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  package_quantity: z.number(),
  is_default: z.boolean(),
});
export type BaseItemOption = z.infer<typeof baseItemOptionSchema>;

/** A catalogue item as lists show it (search results, related items). */
export const catalogueItemSchema = z.object({
  id: z.number().int(),
  base_item_code: z.string(),
  product_code: z.string(),
  description: z.string(),
  unit: z.enum(CATALOGUE_UNITS),
  /** List price of one unit. */
  unit_price: z.number(),
  image_url: z.string().nullable(),
  category: catalogueRefSchema,
  product_group: productGroupRefSchema,
  manufacturer: catalogueRefSchema.nullable(),
  options: z.array(baseItemOptionSchema),
  /** For a buyer: the price it pays for one unit (core buyerUnitPrice: lowest contract price valid today, else list). */
  your_price: z.object({ price: z.number(), source: z.enum(['contract', 'list']), supplier_name: z.string().nullable() }).optional(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** The filters of a catalogue search; the catalogue sheet download takes the same ones. */
export const productSearchFilterSchema = z.object({
  search_text: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).default(''),
  category_id: id.nullish(),
  manufacturer_id: id.nullish(),
  /** Spec section 5: matches within 1 percent of this value times 0.001 to 1000. */
  unit_price: z.number({ error: 'A valid number is required.' }).positive(catalogueMessages.unitPricePositive).nullish(),
});
export type ProductSearchFilter = z.input<typeof productSearchFilterSchema>;

/** POST searchproduct/ body; page and page_size ride in the query string so `next` can be followed. */
export const productSearchBodySchema = productSearchFilterSchema.strict();
export const productSearchResponseSchema = pagedSchema(catalogueItemSchema);

/** GET catalog_sheet/ query: the search filters as query parameters. */
export const catalogueSheetQuerySchema = z.object({
  search_text: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).default(''),
  category_id: queryId.optional(),
  manufacturer_id: queryId.optional(),
  unit_price: z.coerce.number({ error: 'A valid number is required.' }).positive(catalogueMessages.unitPricePositive).optional(),
});

export const searchOptionsQuerySchema = z.object({ category_id: queryId.optional() });
const facetSchema = catalogueRefSchema.extend({ item_count: z.number().int() });
export const searchOptionsSchema = z.object({
  categories: z.array(facetSchema),
  manufacturers: z.array(facetSchema),
  price_range: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

export const itemIdQuerySchema = z.object({ item_id: queryId });
export const relatedItemsQuerySchema = itemIdQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional(),
});

/** A contract price: what one supplier charges one buyer for one unit of an item. */
export const contractPriceSchema = z.object({
  id: z.number().int(),
  base_item_id: z.number().int(),
  buyer_company: catalogueRefSchema,
  supplier_company: catalogueRefSchema,
  price: z.number(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
});
export type ContractPrice = z.infer<typeof contractPriceSchema>;

export const itemManufacturerSchema = catalogueRefSchema.extend({ is_primary: z.boolean() });

export const itemDetailSchema = catalogueItemSchema.extend({
  spec_data: z.record(z.string(), z.unknown()),
  link: z.string(),
  manufacturers: z.array(itemManufacturerSchema),
  owner_company: catalogueRefSchema.nullable(),
  /** Whether the caller may change the link and manufacturer (staff, or the supplier that added it). */
  can_edit: z.boolean(),
  /** The caller's current contract prices for this item. */
  contract_prices: z.array(contractPriceSchema),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const specItemSchema = z.object({
  id: z.number().int(),
  base_item_code: z.string(),
  description: z.string(),
  spec_data: z.record(z.string(), z.unknown()),
  image_url: z.string().nullable(),
  link: z.string(),
});

export const MAX_CONTRACT_PRICING_IDS = 200;

/** `base_item_ids=1,2,3` or `base_item_ids=1&base_item_ids=2`. */
export const contractPricingQuerySchema = z.object({
  base_item_ids: z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : v)?.toString().split(',').filter((s: string) => s.trim() !== ''),
    z.array(queryIdSchema()).min(1).max(MAX_CONTRACT_PRICING_IDS),
  ),
  /** The day the prices must be valid on (YYYY-MM-DD); today when absent. */
  on: isoDateSchema().optional(),
});
export const contractPricingResponseSchema = z.array(contractPriceSchema);

export const updateLinkBodySchema = z
  .object({
    link: z
      .string()
      .trim()
      .max(2000)
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), catalogueMessages.linkInvalid),
  })
  .strict();
export const updateManufacturerBodySchema = z.object({ manufacturer_id: id }).strict();

/* ---- price file import ---- */

export const PRICE_FILE_KINDS = ['master', 'price_file'] as const;
export const IMPORT_STATUSES = ['validating', 'importing', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The form fields sent with the file (multipart). */
export const priceFileUploadFieldsSchema = z.object({
  /** master: staff load the catalogue itself; price_file: a supplier's prices for one buyer. */
  kind: z.enum(PRICE_FILE_KINDS),
  buyer_company_id: queryId.optional(),
});

export const importErrorSchema = z.object({ line: z.number().int(), column: z.string().nullable(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

export const catalogueImportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRICE_FILE_KINDS),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  buyer_company: catalogueRefSchema.nullable(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_items: z.number().int(),
  updated_items: z.number().int(),
  prices_written: z.number().int(),
  /** Row errors by line number (the header is line 1); at most the first 500 are kept. */
  errors: z.array(importErrorSchema),
  error_count: z.number().int(),
  detail: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;
export const catalogueImportListSchema = pagedSchema(catalogueImportSchema);

export const buyerCompaniesQuerySchema = z.object({ search: z.string().trim().max(100).default('') });
export const buyerCompaniesSchema = z.array(catalogueRefSchema);
