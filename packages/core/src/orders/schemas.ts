import { z } from 'zod';
import { CART_MAX_PACKAGE_COUNT, cartMessages } from '../cart/rules';
import { limitedNumber } from '../platform/numbers';
import { QUANTITY_DECIMALS } from '../platform/quantities';
import { packageCountSchema } from '../cart/schemas';
import { pageQuerySchema, pagedSchema, changedUpcomingDateSchema, NEED_BY_DATE_FAR, upcomingDateSchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import { invoiceSummarySchema } from './invoices';
import { ORDER_ACTIONS, ORDER_STATUSES, orderMessages } from './rules';

/**
 * The purchase-order contract: POST projects/{id}/add_to_po/, GET/PATCH orders/, the line
 * calls, the status actions of both sides, projects/{id}/get_buffered_po/ and
 * projects/{id}/ordered_lines/ (what the BOM shows on ordered lines).
 */

const id = idSchema();
/** A need-by date of an order or a line: up to five years ahead (a new day past is refused by the server). */
const needByDate = changedUpcomingDateSchema(NEED_BY_DATE_FAR);
/** The day the supplier promises to deliver by: today or later, up to five years ahead (acknowledge, backorder, promise). */
const promisedDate = upcomingDateSchema(orderMessages.promisedDatePast, orderMessages.promisedDateFar);
const ref = z.object({ id: z.number().int(), name: z.string() });

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderActionSchema = z.enum(ORDER_ACTIONS);
export const SHIP_TO_TYPES = ['job_site', 'warehouse', 'will_call'] as const;
export const SHIP_TO_LABELS: Record<(typeof SHIP_TO_TYPES)[number], string> = { job_site: 'Job site', warehouse: 'Warehouse', will_call: 'Will call' };
/**
 * Where an order goes, in one line: 'Job site, 1635 Aurora Ct ...', and a will-call order once,
 * 'Will call' (its stored address is the words 'Will Call', which would print it twice). The PDF
 * and the order screens print it.
 */
export function shipToText(order: { ship_to_type: (typeof SHIP_TO_TYPES)[number]; ship_to_address: string }, separator = ', '): string {
  const label = SHIP_TO_LABELS[order.ship_to_type];
  const address = order.ship_to_address.trim();
  return address && address.toLowerCase() !== label.toLowerCase() ? `${label}${separator}${address}` : label;
}
export const PRICE_SOURCES = ['contract', 'catalogue', 'custom', 'quote', 'none'] as const;
export const PRICE_SOURCE_LABELS: Record<(typeof PRICE_SOURCES)[number], string> = {
  contract: 'Contract price',
  catalogue: 'Catalogue price',
  custom: 'Custom line price',
  quote: 'Quoted price',
  none: 'No price',
};

export const addToPoSchema = z.object({
  cart_item_ids: z.array(id).min(1, orderMessages.selectLines).max(2000),
  /** The buyer's supplier for every selected line; without it the order waits for a supplier. */
  supplier_id: id.nullable().optional(),
});
export type AddToPoInput = z.infer<typeof addToPoSchema>;

/** POST orders/: an empty draft order for a project (lines come from its BOM later). */
export const createOrderSchema = z.object({ project_id: id, supplier_id: id.nullable().optional() });

/** Comma-separated order statuses (empty as if absent). */
const orderStatusList = z
  .string()
  .max(300)
  .optional()
  .refine((v) => !v || v.split(',').every((s) => (ORDER_STATUSES as readonly string[]).includes(s.trim())), 'Unknown order status.');

export const orderListQuerySchema = pageQuerySchema.extend({
  /** The default set of spec section 9 when absent. */
  status: orderStatusList,
  search: z.string().trim().max(200).optional(),
  /** Orders created in the last N days; 0 for all time. */
  date_limit: z.coerce.number().int().min(0).max(36500).optional(),
  project_id: queryIdSchema().optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderUpdateSchema = z
  .object({
    supplier_id: id.nullable(),
    ship_to_type: z.enum(SHIP_TO_TYPES),
    ship_to_address: z.string().trim().max(500),
    need_by_date: needByDate.nullable(),
    tax_code_id: id.nullable(),
    notes: z.string().trim().max(2000),
  })
  .partial();
export type OrderUpdateInput = z.infer<typeof orderUpdateSchema>;

export const orderLineUpdateSchema = z
  .object({ quantity: packageCountSchema, need_by_date: needByDate.nullable() })
  .partial()
  .refine((v) => v.quantity !== undefined || v.need_by_date !== undefined, 'Nothing to change.');

export const orderActionBodySchema = z.object({
  /** backorder: the lines held back (all lines when absent); ship: the lines shipped (all when absent). */
  item_ids: z.array(id).min(1, cartMessages.selectAtLeastOne).max(2000).optional(),
  /** receive: the units counted in now, per line (what is still to receive of every line when absent). */
  lines: z
    .array(z.object({ item_id: id, quantity: limitedNumber({ label: 'Quantity received', min: 0, max: CART_MAX_PACKAGE_COUNT, decimals: QUANTITY_DECIMALS }) }))
    .min(1, cartMessages.selectAtLeastOne)
    .max(2000)
    .optional(),
  /** acknowledge: promised date of every line without one; backorder: the new promised date (required). */
  promised_date: promisedDate.optional(),
  note: z.string().trim().max(1000).optional(),
  /** submit: the branch numbering counts by (company_branch_specific). */
  branch_id: id.optional(),
  /** submit: the dynamic prefix (dynamic_prefix, project_specific_with_dynamic_prefix). */
  dynamic_prefix: z.string().trim().max(20).optional(),
  /** submit: mail the PDF to the supplier's email (default true when the supplier entry has one). */
  email_supplier: z.boolean().optional(),
});
export type OrderActionBody = z.infer<typeof orderActionBodySchema>;

/** POST orders/{id}/promise/: the supplier promises a date for some lines (all when item_ids is absent), without changing the status. */
export const orderPromiseSchema = z.object({
  item_ids: z.array(id).min(1, cartMessages.selectAtLeastOne).max(2000).optional(),
  promised_date: promisedDate,
});

export const orderLineSchema = z.object({
  id: z.number().int(),
  cart_item_id: z.number().int().nullable(),
  base_item_id: z.number().int().nullable(),
  description: z.string(),
  code: z.string(),
  unit: z.string(),
  /** Units ordered (the BOM line's packages times the package size). */
  quantity: z.number(),
  unit_price: z.number().nullable(),
  price_source: z.enum(PRICE_SOURCES),
  extended_price: z.number().nullable(),
  need_by_date: z.string().nullable(),
  promised_date: z.string().nullable(),
  backordered: z.boolean(),
  shipped: z.boolean(),
  /** Units the buyer received so far (receive counts them in line by line). */
  received_quantity: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  po_number: z.string().nullable(),
  status: orderStatusSchema,
  status_display: z.string(),
  project: ref.extend({ main_job_num: z.string() }),
  buyer_company: ref,
  /** The registered seller company that receives the order; null when none is chosen or it is not in the app. */
  supplying_company: ref.nullable(),
  supplier: ref.nullable(),
  line_count: z.number().int(),
  total: z.number(),
  need_by_date: z.string().nullable(),
  promised_date: z.string().nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const pagedOrdersSchema = pagedSchema(orderSummarySchema);

export const orderEventSchema = z.object({ id: z.number().int(), at: z.string(), by: z.string(), company: z.string(), action: z.string(), detail: z.string() });
export const orderDetailSchema = orderSummarySchema.extend({
  ship_to_type: z.enum(SHIP_TO_TYPES),
  ship_to_address: z.string(),
  notes: z.string(),
  /** is_use_tax: a use tax the buyer self-assesses, which the supplier does not charge (orderTotals). */
  tax_code: z.object({ id: z.number().int(), tax_code: z.string(), tax_rate: z.number(), is_use_tax: z.boolean() }).nullable(),
  subtotal: z.number(),
  /** The tax the supplier charges (none at a use tax code); `total` is subtotal and this, what the supplier bills. */
  tax: z.number(),
  /** The buyer's use tax to pay itself (0 to the supplier, and at a sales tax code). */
  use_tax: z.number(),
  /** What the order costs the buyer: total and use tax (the total, to the supplier). */
  cost_total: z.number(),
  unpriced_lines: z.number().int(),
  items: z.array(orderLineSchema),
  history: z.array(orderEventSchema),
  /** What the caller may do now (the transition table for the caller's side). */
  actions: z.array(orderActionSchema),
  editable: z.boolean(),
  /** The supplier's invoices against this order. */
  invoices: z.array(invoiceSummarySchema),
  /** Whether the caller (the supplier) may record an invoice now. */
  can_invoice: z.boolean(),
  /** Whether the caller (the supplier) may set promised dates on lines now. */
  can_promise: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** add_to_po's answer: the pending orders the lines went on, and the selected lines left out (ordered in full already) with why. */
export const addToPoResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  skipped: z.array(z.object({ cart_item_id: z.number().int(), description: z.string(), reason: z.string() })),
});
export const bufferedPoSchema = z.object({ orders: z.array(orderSummarySchema) });
export const actionNeededCountSchema = z.object({ count: z.number().int() });

/** What the BOM shows on a line that was ordered: each order it is on, with the order's status and the line's own state. */
export const orderedLineSchema = z.object({
  cart_item_id: z.number().int(),
  order_id: z.number().int(),
  po_number: z.string().nullable(),
  status: orderStatusSchema,
  quantity: z.number(),
  need_by_date: z.string().nullable(),
  promised_date: z.string().nullable(),
  backordered: z.boolean(),
  /** Whether the supplier shipped this line (an open order ships line by line: orderLineStatus). */
  shipped: z.boolean(),
  /** Units received of it so far: in full, the line shows Received whatever the order's status. */
  received_quantity: z.number(),
});
export type OrderedLine = z.infer<typeof orderedLineSchema>;
export const orderedLinesSchema = z.object({ lines: z.array(orderedLineSchema) });

/** export_orders / export_invoices: the filtered list as a file, up to this many rows (narrow the filters beyond it). */
export const ORDER_EXPORT_MAX_ROWS = 20_000;
/**
 * The orders list's filters, but without statuses every status: the list's default set is what a
 * screen opens on, not what a file of "the orders" should hold (the lists' Export menus send
 * their statuses; /exports sends none).
 */
export const orderExportQuerySchema = orderListQuerySchema
  .omit({ page: true, page_size: true })
  .extend({ status: orderStatusList.transform((v) => v || ORDER_STATUSES.join(',')), format: z.enum(['csv', 'xlsx']).default('csv') });
export const ORDER_EXPORT_HEADER = ['PO number', 'Status', 'Project', 'Job #', 'Buyer', 'Supplier', 'Lines', 'Total', 'Need by', 'Promised', 'Created', 'Submitted'] as const;
export const INVOICE_EXPORT_HEADER = ['Invoice number', 'Invoice date', 'Due date', 'PO number', 'Project', 'Buyer', 'Supplier', 'Subtotal', 'Tax', 'Total', 'Match'] as const;
export const exportTooLarge = (n: number, what: string) => `${n.toLocaleString('en-US')} ${what} match; an export holds up to ${ORDER_EXPORT_MAX_ROWS.toLocaleString('en-US')}. Narrow the filters.`;

/** all_po_items: every line of the caller's orders, across orders. */
export const poItemListQuerySchema = orderListQuerySchema;
export const poItemSchema = z.object({
  id: z.number().int(),
  order: z.object({ id: z.number().int(), po_number: z.string().nullable(), status: orderStatusSchema, status_display: z.string(), supplying_company: ref.nullable() }),
  supplier_name: z.string(),
  project: ref.extend({ main_job_num: z.string() }),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unit_price: z.number().nullable(),
  extended_price: z.number().nullable(),
  need_by_date: z.string().nullable(),
  promised_date: z.string().nullable(),
  backordered: z.boolean(),
  shipped: z.boolean(),
  received_quantity: z.number(),
});
export type PoItem = z.infer<typeof poItemSchema>;
export const pagedPoItemsSchema = pagedSchema(poItemSchema);
