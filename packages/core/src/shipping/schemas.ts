import { z } from 'zod';
import { addressFieldsSchema } from '../addresses/schemas';
import { WILL_CALL_ADDRESS, addressMessageField, checkAddress, normalizeAddress } from '../addresses/rules';
import { isoDateSchema, pageQuerySchema, idSchema, queryIdSchema } from '../platform/api-shapes';
import { limitedNumber } from '../platform/numbers';
import { ASSET_SERVICES, TOOL_REQUEST_TYPES } from '../assets/rules';
import {
  ATTACHMENT_KINDS,
  CONFIRMED_STATUSES,
  DELIVERY_EXCEPTIONS,
  PACKAGING_TYPES,
  SHIPPING_STATUSES,
  UNIT_TYPES,
  shippingMessages,
} from './rules';

/**
 * The shipping forms contract (spec section 7 "Shipping forms", under /api/v1/ShippingForms/).
 * Payloads the spec does not show are designed for the screen and documented here.
 */

const id = idSchema();
const queryId = queryIdSchema();
const ref = z.object({ id: z.number().int(), name: z.string() });
const statusSchema = z.enum(SHIPPING_STATUSES);
const text = (max: number) => z.string().trim().max(max);
const hasRepeats = (values: readonly unknown[]) => new Set(values).size !== values.length;

// ---------------------------------------------------------------- the form

export const shippingItemDetailSchema = z.object({
  id: z.number().int(),
  bin_location_id: z.number().int().nullable(),
  bin_location_name: z.string(),
  quantity: z.number().int(),
});

export const shippingItemSchema = z.object({
  id: z.number().int(),
  /** The service of what ships: tool, prefab, stock or temp_power. */
  type: z.enum(ASSET_SERVICES),
  name: z.string(),
  code: z.string(),
  unit: z.string(),
  serial_number: z.string(),
  model_id: z.number().int().nullable(),
  item_id: z.number().int().nullable(),
  tool_request_line_id: z.number().int().nullable(),
  quantity: z.number().int(),
  /** Where in the pickup warehouse the quantity comes from (or, on a return, goes to). */
  shipping_item_details: z.array(shippingItemDetailSchema),
  /** What the receiver said on delivery: null, short or damaged, with how many. */
  exception: z.enum(DELIVERY_EXCEPTIONS).nullable(),
  exception_quantity: z.number().int(),
});
export type ShippingItem = z.infer<typeof shippingItemSchema>;

export const packagingItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(PACKAGING_TYPES),
  quantity: z.number().int(),
  unit_type: z.enum(UNIT_TYPES),
  height: z.number().nullable(),
  width: z.number().nullable(),
  length: z.number().nullable(),
  weight: z.number().nullable(),
});
export type PackagingItem = z.infer<typeof packagingItemSchema>;

export const shippingAttachmentSchema = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  /** A short-lived download link (checked against the caller's company). */
  url: z.string(),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
});
export type ShippingAttachment = z.infer<typeof shippingAttachmentSchema>;

export const shippingAddressSchema = z.object({
  Field_1: z.string(),
  Field_2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  note: z.string(),
});

export const shippingChangeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.string(),
  text: z.string(),
});

export const shippingDeliveryEventSchema = z.object({
  status: z.enum(CONFIRMED_STATUSES),
  user_name: z.string(),
  notes: z.string(),
  received_by: z.string(),
  attachment_keys: z.array(z.string()),
  at: z.string(),
  by: z.string(),
});

const formRef = z.object({ id: z.number().int(), number: z.string(), status: statusSchema, status_display: z.string() });

export const shippingAbilitiesSchema = z.object({
  edit_details: z.boolean(),
  edit_delivery_option: z.boolean(),
  statuses: z.array(statusSchema),
  confirm: z.array(z.enum(CONFIRMED_STATUSES)),
  delete: z.boolean(),
  delete_staff: z.boolean(),
  create_return: z.boolean(),
  upload: z.boolean(),
  remove_attachment: z.boolean(),
});

export const shippingFormSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: statusSchema,
  status_display: z.string(),
  tool_request: z.object({ id: z.number().int(), number: z.string(), service: z.enum(ASSET_SERVICES), request_type: z.enum(TOOL_REQUEST_TYPES) }).nullable(),
  production_step_item_id: z.number().int().nullable(),
  project: z.object({ id: z.number().int(), name: z.string(), main_job_num: z.string() }).nullable(),
  pickup_warehouse: ref.nullable(),
  external_tracking_num: z.string(),
  shipping_address: shippingAddressSchema.nullable(),
  /** One line: the address, or "Will Call". */
  shipping_address_display: z.string(),
  will_call: z.boolean(),
  shipping_date: z.string().nullable(),
  instructions: z.string(),
  delivery_by_contact_group: z
    .object({ id: z.number().int(), name: z.string(), company_supplier: ref.nullable(), company_supplier_branch: ref.nullable() })
    .nullable(),
  /** Who carries it when no contact group does: the name typed on a return ("Luis truck"), else empty. */
  delivery_by_name: z.string(),
  shipping_items: z.array(shippingItemSchema),
  packaging_items: z.array(packagingItemSchema),
  cc_email: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  change_log: z.array(shippingChangeSchema),
  attachments_json: z.array(shippingAttachmentSchema),
  deliveries: z.array(shippingDeliveryEventSchema),
  return_forms: z.array(formRef),
  return_of: formRef.nullable(),
  /** A return (from the job site back to the warehouse): made by Create return, or for a return request. */
  is_return: z.boolean(),
  /** Other forms of the same tool request. */
  sibling_forms: z.array(formRef),
  abilities: shippingAbilitiesSchema,
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShippingForm = z.infer<typeof shippingFormSchema>;

export const shippingFormSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: statusSchema,
  status_display: z.string(),
  tool_request: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  project: ref.nullable(),
  pickup_warehouse: ref.nullable(),
  shipping_date: z.string().nullable(),
  shipping_address_display: z.string(),
  delivery_by: z.string(),
  item_count: z.number().int(),
  is_return: z.boolean(),
  updated_at: z.string(),
});
export type ShippingFormSummary = z.infer<typeof shippingFormSummarySchema>;

// ---------------------------------------------------------------- calls

export const shippingListQuery = pageQuerySchema.extend({
  tool_request_id: queryId.optional(),
  project_id: queryId.optional(),
  status: z
    .string()
    .max(200)
    .optional()
    .refine((v) => !v || v.split(',').every((s) => (SHIPPING_STATUSES as readonly string[]).includes(s.trim())), 'Unknown shipping status.')
    .transform((v) => (v ? (v.split(',').map((s) => s.trim()) as (typeof SHIPPING_STATUSES)[number][]) : undefined)),
  search: z.string().trim().max(200).optional(),
});

/** open_lines/: what of a tool request's lines may still go on a new shipping form (create/ takes exactly this). */
export const shippingOpenLinesQuery = z.object({ tool_request_id: queryId });
export const shippingOpenLinesSchema = z.object({
  tool_request_id: z.number().int(),
  /** Something is open: Create shipping form has lines to take. */
  can_create: z.boolean(),
  lines: z.array(z.object({ tool_request_line_id: z.number().int(), open_quantity: z.number().int() })),
});
export type ShippingOpenLines = z.infer<typeof shippingOpenLinesSchema>;

export const createShippingFormBody = z
  .object({
    tool_request_id: id.nullish(),
    /** A prefab production step's item this form carries (kept as a reference). */
    production_step_item_id: id.nullish(),
  })
  .refine((b) => b.tool_request_id || b.production_step_item_id, { message: 'Choose the tool request this form ships.', path: ['tool_request_id'] });

export const updateStatusBody = z.object({ new_status: statusSchema });

/** A shipping address as the edit dialog sends it: an address, or the fixed will-call value. */
export const shippingAddressInput = z
  .union([z.literal(WILL_CALL_ADDRESS), addressFieldsSchema], { error: 'Enter an address or Will Call.' })
  .superRefine((address, ctx) => {
    if (typeof address === 'string') return;
    const message = checkAddress(address);
    if (!message) return;
    const field = addressMessageField(message);
    ctx.addIssue({ code: 'custom', message, path: field ? [field] : [] });
  })
  .transform((address) => (typeof address === 'string' ? address : normalizeAddress(address)));

const shippingDate = isoDateSchema(shippingMessages.selectShippingDate);
/** How many of an item a form ships, puts in a bin, excepts or returns: whole, more than 0 ("Quantity must be greater than 0"). */
const shippedQuantity = limitedNumber({ label: 'Quantity', min: 'positive', max: 1_000_000, int: true });

const lineQuantity = z.object({
  tool_request_line_id: id,
  quantity: shippedQuantity,
});

/** update/: one field at a time (field_to_update), or the date and address together (shipping_details). */
export const updateShippingFormBody = z.discriminatedUnion('field_to_update', [
  z.object({ field_to_update: z.literal('pickup_warehouse'), pickup_warehouse_id: id.nullish().refine((v) => !!v, shippingMessages.selectWarehouse) }),
  z.object({ field_to_update: z.literal('external_tracking_num'), external_tracking_num: text(120) }),
  z.object({ field_to_update: z.literal('instructions'), instructions: text(4000) }),
  z.object({ field_to_update: z.literal('shipping_date'), shipping_date: shippingDate }),
  z.object({ field_to_update: z.literal('shipping_address'), shipping_address: shippingAddressInput }),
  z.object({ field_to_update: z.literal('shipping_details'), shipping_date: shippingDate, shipping_address: shippingAddressInput }),
  z.object({ field_to_update: z.literal('delivery_by_contact_group'), delivery_by_contact_group_id: id.nullable() }),
  /** Puts request lines (back) on the form with these quantities. */
  z.object({ field_to_update: z.literal('shipping_items'), shipping_items: z.array(lineQuantity).min(1, 'Choose the items to ship.').max(500) }),
]);
export type UpdateShippingFormBody = z.input<typeof updateShippingFormBody>;

export const removeShippingItemsBody = z.object({ shipping_item_ids: z.array(id).min(1, 'Choose the items to remove.').max(500) });

/** The edit quantity and bin location dialog: the item's bins and quantities, replaced whole. */
export const updateShippingDetailsBody = z.object({
  shipping_item_id: id,
  quantity: shippedQuantity,
  details: z
    .array(
      z.object({
        bin_location_id: id.nullable(),
        quantity: shippedQuantity,
      }),
    )
    .max(50)
    // the same bin twice would print two rows for one shelf on the pick list and the receipt
    .refine((rows) => !hasRepeats(rows.map((r) => r.bin_location_id)), { message: shippingMessages.binTwice, path: ['shipping_items'] }),
});
export const removeShippingDetailBody = z.object({ shipping_item_detail_id: id });

const dimension = (label: string) => limitedNumber({ label, min: 0, max: 1_000_000 }).nullable().optional().default(null);
export const packagingItemBody = z.object({
  /** Absent: a new packaging line. */
  id: id.optional(),
  type: z.enum(PACKAGING_TYPES),
  quantity: limitedNumber({ label: 'Quantity', min: 'positive', max: 100_000, int: true }).optional().default(1),
  unit_type: z.enum(UNIT_TYPES).optional().default('US'),
  height: dimension('Height'),
  width: dimension('Width'),
  length: dimension('Length'),
  weight: dimension('Weight'),
});
export type PackagingItemInput = z.input<typeof packagingItemBody>;
export const removePackagingItemBody = z.object({ id });

export const updateCcBody = z
  .object({ add_user_id: id.optional(), remove_user_id: id.optional() })
  .refine((b) => b.add_user_id || b.remove_user_id, { message: 'Choose a user to add or remove.', path: ['add_user_id'] });

export const removeAttachmentBody = z.object({ attachment_key: z.string().min(1).max(300) });

/** The confirm dialog: in transit (who carries it) or delivered (who brought it and who received it). */
export const deliveryStatusBody = z
  .object({
    new_status: z.enum(CONFIRMED_STATUSES),
    // named by the status in superRefine: who carries it (in transit), who delivered it (delivered)
    user_name: text(200),
    notes: text(4000).optional().default(''),
    received_by: text(200).optional().default(''),
    /** Set when the dialog uploaded photos or a signature first (upload_attachment/); their keys follow. */
    added_attachments: z.boolean().optional().default(false),
    attachment_keys: z.array(z.string().min(1).max(300)).max(20).optional().default([]),
    /** Lines the receiver found short or damaged. */
    exceptions: z
      .array(z.object({ shipping_item_id: id, exception: z.enum(DELIVERY_EXCEPTIONS), quantity: shippedQuantity }))
      .max(500)
      .optional()
      .default([]),
  })
  .superRefine((b, ctx) => {
    if (!b.user_name) ctx.addIssue({ code: 'custom', path: ['user_name'], message: b.new_status === 'delivered' ? shippingMessages.enterDeliveryPerson : shippingMessages.enterHandler });
    if (b.new_status === 'delivered' && !b.received_by) ctx.addIssue({ code: 'custom', path: ['received_by'], message: shippingMessages.enterReceivedBy });
    // a line is short or damaged, not both at once: two answers for it would each be received or left behind
    if (hasRepeats(b.exceptions.map((e) => e.shipping_item_id))) ctx.addIssue({ code: 'custom', path: ['shipping_items'], message: shippingMessages.exceptionTwice });
  });
export type DeliveryStatusBody = z.input<typeof deliveryStatusBody>;

export const createReturnBody = z.object({
  user_name: text(200).optional().default(''),
  delivery_by_name: text(200).optional().default(''),
  shipping_date: shippingDate,
  shipping_address: shippingAddressInput.optional(),
  return_items: z
    .array(z.object({ shipping_item_id: id, quantity: shippedQuantity }))
    .min(1, shippingMessages.selectReturnItem)
    .max(500)
    .refine((items) => !hasRepeats(items.map((i) => i.shipping_item_id)), shippingMessages.returnItemTwice),
  instructions: text(4000).optional().default(''),
  external_tracking_num: text(120).optional().default(''),
});
export type CreateReturnBody = z.input<typeof createReturnBody>;

export const deleteShippingFormResponse = z.object({ deleted: z.boolean(), status: statusSchema.optional() });

/** The user search of the add-to-CC dialog. */
export const ccCandidateQuery = z.object({ search: z.string().trim().max(200).optional().default('') });
export const ccCandidateSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** upload_attachment/ (multipart: `file`, and `kind` file | photo | signature) answers the stored attachment and the form. */
export const uploadAttachmentResponse = z.object({ attachment: shippingAttachmentSchema, form: shippingFormSchema });

/** Uploads: at most 15 MB, and only these types, checked by content (not by name). */
export const SHIPPING_ATTACHMENT_MAX_BYTES = 15 * 1024 * 1024;
export const SHIPPING_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'application/pdf'] as const;
/** What the file picker offers (the server still checks the content). */
export const SHIPPING_ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.heic,.pdf,image/*,application/pdf';
