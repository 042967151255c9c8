import { z } from 'zod';
import { addressInputSchema, addressSchema } from '../addresses/schemas';
import { WAREHOUSE_TYPES } from '../companies/rules';
import { pageQuerySchema, idSchema } from '../platform/api-shapes';
import { APP_CODE_PREFIX, reservedCodeRefusal } from '../scanning/schemas';

/** Warehouses and their bin locations (spec sections 3 and 9). */

export const warehouseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(WAREHOUSE_TYPES),
  is_active: z.boolean(),
  is_default: z.boolean(),
  address: addressSchema.nullable(),
  bin_count: z.number().int(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseBody = z.object({
  name: z.string().trim().min(1).max(200),
  type: z.enum(WAREHOUSE_TYPES),
  is_active: z.boolean().optional().default(true),
  address: addressInputSchema.nullable().optional(),
});
export const warehouseListQuery = pageQuerySchema.extend({
  type: z.enum(WAREHOUSE_TYPES).optional(),
  search: z.string().trim().max(200).optional(),
  include_inactive: z.enum(['true', 'false']).optional(),
});

export const binLocationSchema = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** What the bin's QR code holds; scanning it finds the bin. */
  qr_value: z.string(),
});
export type BinLocation = z.infer<typeof binLocationSchema>;
/**
 * A bin's code, in a warehouse or on a job site: what its label prints under the QR and what the
 * scan dialog takes typed (isBinCode), so every code the app prints resolves.
 */
const binCodeShape = z.string().trim().min(1).max(50).regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores only.');
/** A bin's code as it is saved: not written like a number the app prints (SF-00012, reservedCodeRefusal). */
export const binCodeSchema = binCodeShape.superRefine((code, ctx) => {
  const refusal = reservedCodeRefusal(code);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
});
/** Whether a typed text could be a bin's code (its shape: a bin saved before a code was reserved still opens), before the scan asks the database. */
export const isBinCode = (text: string): boolean => binCodeShape.safeParse(text).success && text === text.trim();
export const binLocationBody = z.object({
  name: z.string().trim().min(1).max(200),
  code: binCodeSchema,
});
export const binListQuery = pageQuerySchema.extend({ search: z.string().trim().max(200).optional() });

export const defaultWarehouseSchema = z.object({ warehouse: warehouseSchema.nullable() });
export const defaultWarehouseBody = z.object({ warehouse_id: idSchema().nullable() });

export const qrCodeQuery = z.object({ format: z.enum(['svg', 'png']).optional().default('svg') });

const BIN_QR_PREFIX = `${APP_CODE_PREFIX}bin:`;

/** The text in a bin's QR code. */
export function binQrValue(bin: { id: number }): string {
  return `${BIN_QR_PREFIX}${bin.id}`;
}

/** The bin id a scanned QR value names, or null when it is not a bin code. */
export function parseBinQrValue(value: string): number | null {
  const m = new RegExp(`^${BIN_QR_PREFIX}(\\d+)$`).exec(value.trim());
  return m ? Number(m[1]) : null;
}
