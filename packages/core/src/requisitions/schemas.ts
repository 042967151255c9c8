import { z } from 'zod';
import { pageQuerySchema, pagedSchema, needByDateSchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import { orderSummarySchema } from '../orders/schemas';
import { CATALOGUE_UNITS } from '../catalogue/rules';
import { limitedNumber } from '../platform/numbers';
import { QUANTITY_DECIMALS } from '../platform/quantities';
import { REQUISITION_ACTIONS, REQUISITION_STATUSES, requisitionMessages as m } from './rules';

/**
 * The material requisitions contract (issue 19; the spec names only "material requisition list
 * (search_text, user_id)"). Every path is under /api/v1/:
 * - GET  material_requisitions/?search_text=&user_id=&status=&project_id=&page=&page_size=  (paged, newest first)
 * - GET  material_requisitions/{id}/
 * - POST material_requisitions/                         createRequisitionBody → 201 requisition (submitted)
 * - POST material_requisitions/{id}/approve/            decisionBody → requisition
 * - POST material_requisitions/{id}/reject/             rejectBody → requisition
 * - POST material_requisitions/{id}/cancel/             decisionBody → requisition
 * - POST material_requisitions/{id}/to_purchase_order/  toPurchaseOrderBody → {requisition, orders}
 * - POST material_requisitions/{id}/to_stock_request/   toStockRequestBody → {requisition, tool_request_id}
 * Realtime: a `{type: 'requisition', requisition_id, status}` event goes to the company's
 * purchasers and the requester whenever one is created or changes status.
 */

const id = idSchema();
const queryId = queryIdSchema();
/** Like the BOM's quantities: more than zero, three decimals at most. */
const quantity = limitedNumber({ label: 'Quantity', min: 'positive', max: 1e9, decimals: QUANTITY_DECIMALS });
const ref = z.object({ id: z.number().int(), name: z.string() });

export const requisitionStatusSchema = z.enum(REQUISITION_STATUSES);
export const requisitionActionSchema = z.enum(REQUISITION_ACTIONS);

export const REQUISITION_LINE_KINDS = ['catalogue', 'product_list', 'free_text'] as const;
export type RequisitionLineKind = (typeof REQUISITION_LINE_KINDS)[number];

/**
 * One line: a catalogue item (base_item_id), a product-list item of the project
 * (project_product_list_item_id), or free text (description + unit). Exactly one source.
 */
export const requisitionLineInput = z
  .object({
    base_item_id: id.nullable().optional(),
    project_product_list_item_id: id.nullable().optional(),
    description: z.string().trim().max(500).optional().default(''),
    /** Free text only: one of the catalogue's units (EA, FT, BOX, ...), so the line can become a custom BOM line. */
    unit: z
      .string()
      .trim()
      .toUpperCase()
      .refine((u) => u === '' || (CATALOGUE_UNITS as readonly string[]).includes(u), `Choose a unit: ${CATALOGUE_UNITS.join(', ')}.`)
      .optional()
      .default(''),
    quantity,
    note: z.string().trim().max(500).optional().default(''),
  })
  .superRefine((l, ctx) => {
    const sources = [l.base_item_id != null, l.project_product_list_item_id != null, l.description !== ''].filter(Boolean).length;
    if (sources === 0) ctx.addIssue({ code: 'custom', path: ['description'], message: m.lineSource });
    else if (sources > 1) ctx.addIssue({ code: 'custom', path: ['description'], message: m.oneSource });
    else if (l.description !== '' && l.unit === '') ctx.addIssue({ code: 'custom', path: ['unit'], message: m.unitRequired });
  });
export type RequisitionLineInput = z.input<typeof requisitionLineInput>;

/** POST material_requisitions/: made and submitted in one step (any active member, e.g. the foreman). */
export const createRequisitionBody = z.object({
  project_id: id,
  need_by_date: needByDateSchema().nullable().optional().default(null),
  note: z.string().trim().max(2000).optional().default(''),
  lines: z.array(requisitionLineInput).min(1, m.addLines).max(200),
});
export type CreateRequisitionInput = z.input<typeof createRequisitionBody>;

/** approve/ and cancel/: an optional note for the requester. */
export const decisionBody = z.object({ decision_note: z.string().trim().max(2000).optional().default('') }).optional().default({ decision_note: '' });
/** reject/: the reason is required. */
export const rejectBody = z.object({ decision_note: z.string().trim().min(1, m.rejectNote).max(2000) });
/** to_purchase_order/: the buyer's supplier for every line; without it the order waits for a supplier (as add_to_po). */
export const toPurchaseOrderBody = z.object({ supplier_id: id.nullable().optional() }).optional().default({});
/** to_stock_request/: the warehouse to ask (the company's default stock warehouse when absent). */
export const toStockRequestBody = z.object({ warehouse_id: id.nullable().optional() }).optional().default({});

export const requisitionListQuery = pageQuerySchema.extend({
  /** Matches the note, a line's description or code, the project's name or job number, the requester's name. */
  search_text: z.string().trim().max(200).optional(),
  /** Only the requisitions this account asked for (the dashboard's "mine" toggle). */
  user_id: queryId.optional(),
  /** Comma-separated statuses; all when absent (the web sends DEFAULT_REQUISITION_STATUSES). */
  status: z
    .string()
    .max(200)
    .optional()
    .refine((v) => !v || v.split(',').every((s) => (REQUISITION_STATUSES as readonly string[]).includes(s.trim())), 'Unknown requisition status.'),
  project_id: queryId.optional(),
});
export type RequisitionListQuery = z.infer<typeof requisitionListQuery>;

export const requisitionLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REQUISITION_LINE_KINDS),
  base_item_id: z.number().int().nullable(),
  project_product_list_item_id: z.number().int().nullable(),
  description: z.string(),
  code: z.string(),
  unit: z.string(),
  quantity: z.number(),
  note: z.string(),
  /** The BOM line it became when it was ordered. */
  cart_item_id: z.number().int().nullable(),
});
export type RequisitionLine = z.infer<typeof requisitionLineSchema>;

export const requisitionAbilitiesSchema = z.object(Object.fromEntries(REQUISITION_ACTIONS.map((a) => [a, z.boolean()])) as Record<(typeof REQUISITION_ACTIONS)[number], z.ZodBoolean>);

export const requisitionSummarySchema = z.object({
  id: z.number().int(),
  status: requisitionStatusSchema,
  status_display: z.string(),
  project: ref.extend({ main_job_num: z.string() }),
  requested_by: ref,
  need_by_date: z.string().nullable(),
  note: z.string(),
  line_count: z.number().int(),
  /** The first lines' descriptions, for a one-line preview. */
  preview: z.string(),
  decided_by: ref.nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string(),
  purchase_order_id: z.number().int().nullable(),
  tool_request_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type RequisitionSummary = z.infer<typeof requisitionSummarySchema>;
export const pagedRequisitionsSchema = pagedSchema(requisitionSummarySchema);

export const requisitionSchema = requisitionSummarySchema.extend({
  lines: z.array(requisitionLineSchema),
  /** What the caller may do now (requisitionAbilities). */
  abilities: requisitionAbilitiesSchema,
});
export type Requisition = z.infer<typeof requisitionSchema>;

export const toPurchaseOrderResponseSchema = z.object({ requisition: requisitionSchema, orders: z.array(orderSummarySchema) });
export const toStockRequestResponseSchema = z.object({ requisition: requisitionSchema, tool_request_id: z.number().int() });

/** The websocket message the dashboard's requisitions section refreshes on. */
export const requisitionRealtimeEventSchema = z.object({ type: z.literal('requisition'), requisition_id: z.number().int(), status: requisitionStatusSchema });
export type RequisitionRealtimeEvent = z.infer<typeof requisitionRealtimeEventSchema>;
