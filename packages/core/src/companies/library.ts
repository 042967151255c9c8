import { z } from 'zod';
import { pageQuerySchema, idSchema, queryIdSchema } from '../platform/api-shapes';

/** GL codes, the company notes library, address tax codes and notification subscriptions. */

export const glCodeSchema = z.object({ id: z.number().int(), code: z.string(), description: z.string(), is_active: z.boolean() });
export type GlCode = z.infer<typeof glCodeSchema>;
export const glCodeBody = z.object({
  code: z.string().trim().min(1).max(50),
  description: z.string().trim().max(200).optional().default(''),
  is_active: z.boolean().optional().default(true),
});
export const glCodeListQuery = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  active: z.enum(['true', 'false']).optional(),
});

export const companyNoteSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), created_at: z.string(), updated_at: z.string() });
export type CompanyNote = z.infer<typeof companyNoteSchema>;
export const companyNoteBody = z.object({ title: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(10000) });

export const addressTaxCodeSchema = z.object({
  id: z.number().int(),
  address: z.number().int(),
  /** The shipping address on one line. */
  address_label: z.string(),
  tax_code: z.number().int(),
  tax_code_name: z.string(),
  tax_rate: z.number(),
});
export type AddressTaxCode = z.infer<typeof addressTaxCodeSchema>;
export const addressTaxCodeBody = z.object({ address: idSchema(), tax_code: idSchema() });
export const addressTaxCodeListQuery = pageQuerySchema.extend({ address: queryIdSchema().optional() });

/** The notification kinds an account may subscribe to, with the labels settings show. */
export const NOTIFICATION_KINDS = {
  order_status: 'Purchase order status changes',
  quote_updates: 'Quote updates',
  tool_requests: 'Tool requests',
  shipping_forms: 'Shipping forms in transit and delivered',
  project_access: 'Project access requests',
  supplier_action_needed: 'Supplier action needed',
  invoices: 'New invoices',
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
const kinds = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

export const subscriptionSchema = z.object({
  kinds: z.array(z.object({ kind: z.enum(kinds), label: z.string(), subscribed: z.boolean() })),
});
export type Subscriptions = z.infer<typeof subscriptionSchema>;
export const subscriptionBody = z.object({ kinds: z.array(z.enum(kinds)).max(kinds.length) });
