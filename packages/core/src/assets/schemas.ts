import { z } from 'zod';
import { pageQuerySchema, isoDateSchema, changedUpcomingDateSchema, EXPECTED_RETURN_DATE_FAR, expectedReturnDateSchema, needByDateSchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import { reservedCodeRefusal, scannedCodeSchema } from '../scanning/schemas';
import { fileTooLargeMessage } from '../platform/files';
import { limitedNumber } from '../platform/numbers';
import { formatQuantity } from '../platform/quantities';
import {
  ASSET_SERVICES,
  AUDIT_OWNER_TYPES,
  AUDIT_STATUSES,
  EXPECTED_RETURN_STATUSES,
  TOOL_ITEM_STATUSES,
  TOOL_REQUEST_ACTIONS,
  TOOL_REQUEST_STATUSES,
  TOOL_REQUEST_TYPES,
  STOCK_ORDER_ACTIONS,
  STOCK_ORDER_STATUSES,
  assetMessages,
  isWebAddress,
  returnsBeforeNeeded,
} from './rules';

/**
 * The warehouse requests and assets contract: tool_models/, tool_items/, tool_requests/,
 * tool_charges/ and asset_audits/, each for the four services (tool, prefab, stock,
 * temp_power) through a `service` field. Tool is the spec's word for all four.
 */

const id = idSchema();
const queryId = queryIdSchema();
const isoDate = isoDateSchema();
const ref = z.object({ id: z.number().int(), name: z.string() });
const serviceSchema = z.enum(ASSET_SERVICES);
const idList = (message: string) =>
  z
    .array(id)
    .min(1, message)
    .max(2000)
    .transform((ids) => [...new Set(ids)]);
/** A picture or a certificate link (isWebAddress): http(s) or the app's own path. */
const webAddress = z.string().trim().max(1000).refine(isWebAddress, assetMessages.webAddress);
/** An item's own barcode (a sticker on it): not written like a code the app prints (its labels, a shipping form's number), which the scan dialog reads as ours. */
const barcode = z
  .string()
  .trim()
  .max(100)
  .superRefine((v, ctx) => {
    const refusal = reservedCodeRefusal(v);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });
const commaList = <T extends readonly string[]>(values: T, error: string) =>
  z
    .string()
    .max(400)
    .optional()
    .refine((v) => !v || v.split(',').every((s) => (values as readonly string[]).includes(s.trim())), error)
    .transform((v) => (v ? (v.split(',').map((s) => s.trim()) as T[number][]) : undefined));

// ---------------------------------------------------------------- models

export const assetModelSchema = z.object({
  id: z.number().int(),
  service: serviceSchema,
  code: z.string(),
  name: z.string(),
  category: z.string(),
  manufacturer: z.string(),
  description: z.string(),
  image_url: z.string(),
  specs: z.record(z.string(), z.string()),
  /** The kit's parts (a threader kit: the threader, the stand, three die heads). */
  kit_items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  num_of_kit_items: z.number().int(),
  /** Stock is counted in this unit (EA, FT, BOX). */
  unit: z.string(),
  reorder_point: z.number().int().nullable(),
  daily_rate: z.number(),
  cost_code: z.string(),
  item_count: z.number().int(),
  available_count: z.number().int(),
});
export type AssetModel = z.infer<typeof assetModelSchema>;

export const assetModelBody = z.object({
  service: serviceSchema,
  code: z.string().trim().min(1, 'Enter a model code.').max(60),
  name: z.string().trim().min(1, 'Enter a model name.').max(200),
  category: z.string().trim().max(100).optional().default(''),
  manufacturer: z.string().trim().max(200).optional().default(''),
  description: z.string().trim().max(2000).optional().default(''),
  image_url: webAddress.optional().default(''),
  specs: z.record(z.string().max(100), z.string().max(500)).optional().default({}),
  kit_items: z
    .array(z.object({ name: z.string().trim().min(1).max(200), quantity: limitedNumber({ label: 'Quantity', min: 'positive', max: 1000, int: true }) }))
    .max(50)
    .optional()
    .default([]),
  unit: z.string().trim().max(20).optional().default('EA'),
  reorder_point: limitedNumber({ label: 'Reorder point', min: 0, max: 10_000_000, int: true }).nullable().optional().default(null),
  daily_rate: limitedNumber({ label: 'Daily rate', min: 0, max: 100_000 }).multipleOf(0.01, 'Enter the rate in dollars and cents.').optional().default(0),
  cost_code: z.string().trim().max(60).optional().default(''),
});
export type AssetModelInput = z.input<typeof assetModelBody>;

export const assetModelListQuery = pageQuerySchema.extend({
  service: serviceSchema.optional().default('tool'),
  search: z.string().trim().max(200).optional(),
});

// ---------------------------------------------------------------- items

const location = z.object({
  warehouse: ref.nullable(),
  bin: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  project: ref.nullable(),
});

export const toolItemSchema = z.object({
  id: z.number().int(),
  service: serviceSchema,
  model: z.object({ id: z.number().int(), code: z.string(), name: z.string(), unit: z.string() }),
  model_type: z.string(),
  serial_number: z.string(),
  barcode: z.string(),
  /** What the item's label encodes (its barcode, or jobsite:item:{id}). */
  barcode_value: z.string(),
  status: z.enum(TOOL_ITEM_STATUSES),
  status_display: z.string(),
  quantity: z.number().int(),
  ...location.shape,
  custodian: ref.nullable(),
  expected_return_date: z.string().nullable(),
  expected_return_status: z.enum(EXPECTED_RETURN_STATUSES),
  certification_due: z.string().nullable(),
  calibration_due: z.string().nullable(),
  certificate_url: z.string(),
  /** Why the item may not leave the warehouse today, with who can clear it; null when it may. */
  checkout_refusal: z.string().nullable(),
  /** With pickable=true: how much of it no request has picked yet (a stock row's count less what is picked and not shipped). */
  free_quantity: z.number().int().optional(),
  kit_items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  num_of_kit_items: z.number().int(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  project_main_job_num: z.string().nullable(),
  project_field_leader: z.string().nullable(),
  project_require_foremen_approval: z.boolean(),
  daily_rate: z.number(),
  notes: z.string(),
});
export type ToolItem = z.infer<typeof toolItemSchema>;

export const toolItemEventSchema = z.object({ at: z.string(), by: z.string(), text: z.string() });
export const toolItemDetailSchema = toolItemSchema.extend({ history: z.array(toolItemEventSchema) });
export type ToolItemDetail = z.infer<typeof toolItemDetailSchema>;

export const toolItemListQuery = pageQuerySchema.extend({
  service: serviceSchema.optional().default('tool'),
  status: commaList(TOOL_ITEM_STATUSES, 'Unknown item status.'),
  expected_return_status: z.enum(EXPECTED_RETURN_STATUSES).optional(),
  project_id: queryId.optional(),
  warehouse_id: queryId.optional(),
  bin_id: queryId.optional(),
  model_id: queryId.optional(),
  /** Items in the caller's custody (the dashboard's my tools). */
  mine: z.enum(['true', 'false']).optional(),
  /** Only items on a project (out) or only in a warehouse (in). */
  location: z.enum(['out', 'in']).optional(),
  /** Only what a pick may take today (the pick dialog): on the shelf, fit to go out (checkoutRefusal) and not all picked for a request already; each with its free_quantity. */
  pickable: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(200).optional(),
});
export type ToolItemListQuery = z.infer<typeof toolItemListQuery>;

export const toolItemBody = z.object({
  model_id: id,
  serial_number: z.string().trim().max(100).optional().default(''),
  barcode: barcode.optional().default(''),
  status: z.enum(TOOL_ITEM_STATUSES).optional().default('ok'),
  warehouse_id: id,
  bin_id: id.nullable().optional().default(null),
  quantity: limitedNumber({ label: 'Quantity', min: 'positive', max: 10_000_000, int: true }).optional().default(1),
  certification_due: isoDate.nullable().optional().default(null),
  calibration_due: isoDate.nullable().optional().default(null),
  certificate_url: webAddress.optional().default(''),
  notes: z.string().trim().max(2000).optional().default(''),
});
export const toolItemUpdateBody = z
  .object({
    serial_number: z.string().trim().max(100),
    barcode,
    status: z.enum(TOOL_ITEM_STATUSES),
    bin_id: id.nullable(),
    certification_due: isoDate.nullable(),
    calibration_due: isoDate.nullable(),
    certificate_url: webAddress,
    expected_return_date: changedUpcomingDateSchema(EXPECTED_RETURN_DATE_FAR).nullable(),
    notes: z.string().trim().max(2000),
  })
  .partial();

export const bulkExpectedReturnBody = z.object({
  item_ids: idList(assetMessages.selectItems),
  expected_return_date: expectedReturnDateSchema().nullable(),
});
export const changeWarehouseBody = z.object({
  item_ids: idList(assetMessages.selectItems),
  warehouse_id: id.nullish().refine((v) => v != null, assetMessages.selectWarehouse),
  bin_id: id.nullable().optional().default(null),
});
export const barcodeQuery = z.object({ value: scannedCodeSchema(200) });
export const labelsQuery = z.object({
  ids: z
    .string()
    .max(20_000)
    .regex(/^\d+(,\d+)*$/, assetMessages.selectItems)
    .transform((v) => [...new Set(v.split(',').map(Number))].slice(0, 500)),
});

// ---------------------------------------------------------------- requests

export const toolRequestLineSchema = z.object({
  id: z.number().int(),
  model: z.object({ id: z.number().int(), code: z.string(), name: z.string(), unit: z.string() }),
  /** Return requests name the items going back. */
  item: z.object({ id: z.number().int(), serial_number: z.string(), barcode_value: z.string() }).nullable(),
  quantity: z.number().int(),
  picked_quantity: z.number().int(),
  shipped_quantity: z.number().int(),
  received_quantity: z.number().int(),
  /** The items picked for the line, not yet shipped or on their way. */
  picks: z.array(z.object({ id: z.number().int(), item_id: z.number().int(), serial_number: z.string(), /** What the warehouse calls it (core's assetItemName): serial, or model and bin. */ name: z.string(), quantity: z.number().int(), shipped: z.boolean(), received: z.boolean() })),
  note: z.string(),
});
export type ToolRequestLine = z.infer<typeof toolRequestLineSchema>;

export const toolRequestSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  service: serviceSchema,
  request_type: z.enum(TOOL_REQUEST_TYPES),
  status: z.enum(TOOL_REQUEST_STATUSES),
  status_display: z.string(),
  awaiting_approval: z.boolean(),
  project: z.object({ id: z.number().int(), name: z.string(), main_job_num: z.string() }),
  warehouse: ref.nullable(),
  requested_by: ref,
  need_by_date: z.string().nullable(),
  expected_return_date: z.string().nullable(),
  submitted_on: z.string().nullable(),
  created_at: z.string(),
  line_count: z.number().int(),
  quantity: z.number().int(),
  picked_quantity: z.number().int(),
  shipped_quantity: z.number().int(),
  received_quantity: z.number().int(),
  notes: z.string(),
});
export type ToolRequest = z.infer<typeof toolRequestSchema>;

export const toolRequestDetailSchema = toolRequestSchema.extend({
  lines: z.array(toolRequestLineSchema),
  actions: z.array(z.enum(TOOL_REQUEST_ACTIONS)),
  history: z.array(toolItemEventSchema),
});
export type ToolRequestDetail = z.infer<typeof toolRequestDetailSchema>;

export const toolRequestListQuery = pageQuerySchema.extend({
  service: serviceSchema.optional().default('tool'),
  status: commaList(TOOL_REQUEST_STATUSES, 'Unknown request status.'),
  /** non_return, return or all (spec section 3). */
  request_type: z.enum([...TOOL_REQUEST_TYPES, 'all']).optional().default('all'),
  project_id: queryId.optional(),
  search: z.string().trim().max(200).optional(),
  /** Requests made in the last N days; 0 for all time (spec section 9: 90 by default). */
  date_limit: z.coerce.number().int().min(0).max(36500).optional(),
  mine: z.enum(['true', 'false']).optional(),
});
export type ToolRequestListQuery = z.infer<typeof toolRequestListQuery>;

export const createToolRequestBody = z
  .object({
    service: serviceSchema,
    project_id: id.nullish().refine((v) => v != null, assetMessages.needProject),
    warehouse_id: id.nullable().optional().default(null),
    need_by_date: needByDateSchema().nullable().optional().default(null),
    expected_return_date: expectedReturnDateSchema().nullable().optional().default(null),
    notes: z.string().trim().max(2000).optional().default(''),
    lines: z
      .array(z.object({ model_id: id, quantity: limitedNumber({ label: 'Quantity', min: 'positive', max: 100_000, int: true }), note: z.string().trim().max(500).optional().default('') }))
      .min(1, assetMessages.addLines)
      .max(200),
    /** Save as pending instead of submitting now. */
    draft: z.boolean().optional().default(false),
  })
  .superRefine((b, ctx) => {
    if (returnsBeforeNeeded(b.need_by_date, b.expected_return_date)) ctx.addIssue({ code: 'custom', path: ['expected_return_date'], message: assetMessages.returnBeforeNeedBy });
  });
export type CreateToolRequestInput = z.input<typeof createToolRequestBody>;

export const startReturnBody = z.object({
  item_ids: idList(assetMessages.selectItems),
  /** How much of a stock row goes back (returnQuantityError); a row not named goes whole. */
  quantities: z
    .array(z.object({ item_id: id, quantity: limitedNumber({ label: 'Quantity', min: 'positive', max: 1_000_000, int: true }) }))
    .max(500)
    .optional()
    .default([]),
  /** The warehouse the items go back to; their own by default. */
  warehouse_id: id.nullable().optional().default(null),
  notes: z.string().trim().max(2000).optional().default(''),
});

export const toolRequestActionParams = z.object({ id: queryIdSchema(), action: z.enum(TOOL_REQUEST_ACTIONS) });
export const toolRequestActionBody = z
  .object({
    /** pick: the items (and for stock the quantity) per line. */
    picks: z.array(z.object({ line_id: id, item_id: id, quantity: limitedNumber({ label: 'Quantity', min: 'positive', max: 100_000, int: true }).optional().default(1) })).max(2000),
    /** receive: the picks (non-return) or lines (return) that arrived; everything shipped when absent. */
    pick_ids: z.array(id).max(2000),
    line_ids: z.array(id).max(2000),
    /** receive on a return: the bin the items go back to. */
    bin_id: id.nullable(),
    note: z.string().trim().max(2000),
  })
  .partial()
  .optional()
  .default({});
export type ToolRequestActionInput = z.input<typeof toolRequestActionBody>;

// ---------------------------------------------------------------- charges

export const toolChargesQuery = pageQuerySchema.extend({
  service: serviceSchema.optional().default('tool'),
  project_id: queryId.optional(),
  from: isoDate,
  to: isoDate,
  format: z.enum(['csv', 'xlsx']).optional(),
});
export const toolChargeSchema = z.object({
  project: z.object({ id: z.number().int(), name: z.string(), main_job_num: z.string() }),
  cost_code: z.string(),
  item: z.object({ id: z.number().int(), serial_number: z.string(), model_name: z.string(), model_code: z.string() }),
  quantity: z.number().int(),
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  daily_rate: z.number(),
  amount: z.number(),
});
export type ToolCharge = z.infer<typeof toolChargeSchema>;
export const toolChargesSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(toolChargeSchema),
  /** Totals of the whole filtered period, per project and overall. */
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), amount: z.number() })),
  total: z.number(),
});
export const TOOL_CHARGE_EXPORT_HEADERS = ['Project', 'Job #', 'Cost code', 'Model', 'Serial #', 'Quantity', 'From', 'To', 'Days', 'Daily rate', 'Amount'] as const;

// ---------------------------------------------------------------- audits

/** An owner's id is a warehouse's or a project's: warehouse 3 and project 3 are two owners, so owner_id comes with its owner_type. */
export const auditListQuery = pageQuerySchema
  .extend({
    owner_type: z.enum(AUDIT_OWNER_TYPES).optional(),
    owner_id: queryId.optional(),
    status: z.enum(AUDIT_STATUSES).optional(),
  })
  .refine((q) => q.owner_id === undefined || q.owner_type !== undefined, { path: ['owner_type'], message: assetMessages.auditOwnerType });
export const auditBody = z.object({
  name: z.string({ error: assetMessages.auditName }).trim().min(1, assetMessages.auditName).max(200, assetMessages.auditNameTooLong),
  owner_type: z.enum(AUDIT_OWNER_TYPES),
  owner_id: id,
  service: serviceSchema.optional().default('tool'),
});
export const auditSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  service: serviceSchema,
  status: z.enum(AUDIT_STATUSES),
  owner_type: z.enum(AUDIT_OWNER_TYPES),
  owner: ref,
  created_by: ref,
  created_at: z.string(),
  closed_at: z.string().nullable(),
  expected_count: z.number().int(),
  found_count: z.number().int(),
  missing_count: z.number().int(),
  unexpected_count: z.number().int(),
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;
export const auditLineSchema = z.object({
  item_id: z.number().int(),
  serial_number: z.string(),
  barcode_value: z.string(),
  model_name: z.string(),
  expected: z.boolean(),
  found: z.boolean(),
  found_at: z.string().nullable(),
  /** Where the item was on record when it turned up unexpectedly. */
  recorded_location: z.string(),
});
export const auditDetailSchema = auditSummarySchema.extend({ lines: z.array(auditLineSchema) });
export type AuditDetail = z.infer<typeof auditDetailSchema>;
export const auditScanBody = z.object({ code: scannedCodeSchema(200) });
export const auditMarkBody = z.object({ item_id: id, found: z.boolean() });

// ---------------------------------------------------------------- tool migration (import)

/** An existing tool list brought in from a spreadsheet (CSV): at most this many rows per file. */
export const TOOL_IMPORT_MAX_ROWS = 5000;
export const TOOL_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The columns a tool list may have, by header (any order, case-insensitive); model_code and warehouse are required. */
export const TOOL_IMPORT_COLUMNS = ['model_code', 'model_name', 'category', 'manufacturer', 'daily_rate', 'serial_number', 'barcode', 'warehouse', 'bin', 'status', 'quantity', 'certification_due', 'calibration_due'] as const;
export const toolImportResultSchema = z.object({
  detail: z.string(),
  created_items: z.number().int(),
  created_models: z.number().int(),
});
export const toolImportMessages = {
  noFile: 'Choose a CSV file to import.',
  notCsv: 'The file must be a .csv file.',
  tooLarge: fileTooLargeMessage(TOOL_IMPORT_MAX_BYTES),
  tooMany: `A tool list holds at most ${formatQuantity(TOOL_IMPORT_MAX_ROWS)} rows; split the file.`,
  missingColumns: 'The first row must name the columns; model_code and warehouse are required.',
  empty: 'The file has no rows below its header.',
  unreadable: 'The file could not be read as CSV.',
} as const;

// ---------------------------------------------------------------- asset reporting

export const assetReportQuery = z.object({ service: serviceSchema.optional().default('tool') });
export const assetReportSchema = z.object({
  service: serviceSchema,
  items: z.number().int(),
  in_warehouse: z.number().int(),
  on_jobs: z.number().int(),
  by_status: z.array(z.object({ status: z.enum(TOOL_ITEM_STATUSES), count: z.number().int() })),
  overdue: z.number().int(),
  due_within_30_days: z.number().int(),
  /** Items whose certification or calibration date has passed. */
  certification_lapsed: z.number().int(),
  open_requests: z.array(z.object({ status: z.enum(TOOL_REQUEST_STATUSES), count: z.number().int() })),
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), items: z.number().int(), overdue: z.number().int() })),
  /** Charges of the current month so far. */
  month_charges: z.number(),
  below_reorder_point: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), available: z.number().int(), reorder_point: z.number().int() })),
});
export type AssetReport = z.infer<typeof assetReportSchema>;

// ---------------------------------------------------------------- stock orders

export const stockOrderLineSchema = z.object({
  id: z.number().int(),
  model: z.object({ id: z.number().int(), code: z.string(), name: z.string(), unit: z.string() }),
  quantity: z.number().int(),
  received_quantity: z.number().int(),
  unit_cost: z.number(),
  extended_cost: z.number(),
});
export const stockOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(STOCK_ORDER_STATUSES),
  status_display: z.string(),
  warehouse: ref,
  supplier: ref.nullable(),
  notes: z.string(),
  created_by: ref,
  created_at: z.string(),
  ordered_at: z.string().nullable(),
  received_at: z.string().nullable(),
  line_count: z.number().int(),
  total: z.number(),
});
export type StockOrder = z.infer<typeof stockOrderSchema>;
export const stockOrderDetailSchema = stockOrderSchema.extend({ lines: z.array(stockOrderLineSchema), actions: z.array(z.enum(STOCK_ORDER_ACTIONS)) });
export type StockOrderDetail = z.infer<typeof stockOrderDetailSchema>;
export const stockOrderListQuery = pageQuerySchema.extend({ status: commaList(STOCK_ORDER_STATUSES, 'Unknown stock order status.'), search: z.string().trim().max(200).optional() });
export const createStockOrderBody = z.object({
  warehouse_id: id.nullish().refine((v) => v != null, assetMessages.selectWarehouse),
  supplier_id: id.nullable().optional().default(null),
  notes: z.string().trim().max(2000).optional().default(''),
  lines: z
    .array(
      z.object({
        model_id: id,
        quantity: limitedNumber({ label: 'Quantity', min: 'positive', max: 10_000_000, int: true }),
        unit_cost: limitedNumber({ label: 'Unit cost', min: 0, max: 100_000 }).multipleOf(0.0001, 'Enter the cost with at most 4 decimals.').optional().default(0),
      }),
    )
    .min(1, assetMessages.addLines)
    .max(500),
});
export type CreateStockOrderInput = z.input<typeof createStockOrderBody>;
export const stockOrderActionParams = z.object({ id: queryIdSchema(), action: z.enum(STOCK_ORDER_ACTIONS) });
export const stockOrderActionBody = z
  .object({
    /** receive: what arrived per line (all that is open when absent) and the bin it goes to. */
    lines: z.array(z.object({ line_id: id, quantity: limitedNumber({ label: 'Quantity', min: 'positive', max: 10_000_000, int: true }) })).max(500),
    bin_id: id.nullable(),
  })
  .partial()
  .optional()
  .default({});
export const restockSuggestionSchema = z.object({
  model: z.object({ id: z.number().int(), code: z.string(), name: z.string(), unit: z.string() }),
  available: z.number().int(),
  reorder_point: z.number().int(),
  on_order: z.number().int(),
  suggested_quantity: z.number().int(),
});
export const stockOrderItemSchema = stockOrderLineSchema.extend({ order: z.object({ id: z.number().int(), number: z.string(), status: z.enum(STOCK_ORDER_STATUSES), status_display: z.string() }), warehouse: ref });
export type StockOrderItem = z.infer<typeof stockOrderItemSchema>;
