import { z } from 'zod';
import { messages } from '../platform/messages';

/** Scan code / barcode search (spec sections 2, 5, 9). */
export const SCAN_CAMERA_SIZE = 400;
export const SCAN_INTERVAL_MS = 100;
export const SCAN_NOTHING_MATCHES = 'Nothing matches this code.';

/**
 * The start of every label code the app prints (jobsite:item:7, jobsite:bin:2, jobsite:site_bin:3,
 * jobsite:list_item:9): the scan dialog reads such a code as ours, so a barcode someone types may
 * not use it (isAppCode).
 */
export const APP_CODE_PREFIX = 'jobsite:';
/** Whether a code is written in the app's own label format (APP_CODE_PREFIX, any case). */
export const isAppCode = (value: string): boolean => value.trim().toLowerCase().startsWith(APP_CODE_PREFIX);

/**
 * A shipping form's printed number (SF-00012, SF12 typed) or its share link (…/shipping/12/): what
 * the delivery receipt prints, which the scan dialog opens as that form. The form's id, or null.
 */
export function parseShippingFormCode(code: string): number | null {
  const m = code.trim().match(/^SF-?(\d{1,9})$/i) ?? code.trim().match(/^(?:https?:\/\/[^/\s]+)?\/shipping\/(\d{1,9})\/?$/i);
  return m ? Number(m[1]) : null;
}

/** A code typed or read is empty (the spec's words), or longer than any label the app resolves. */
export const scanMessages = {
  tooLong: (max: number) => `This code is too long. A code has at most ${max} characters.`,
  appCode: "A barcode cannot start with jobsite: (the app's own labels). Leave it empty and the app prints its own label.",
  shippingFormNumber: (code: string) => `${code.trim()} is written as a shipping form number (SF-00012): scanned, it would open that form.`,
  /** What another scannable thing of the company answers to already (scanCodeClashes on the server). */
  itemBarcode: (code: string) => `Barcode ${code} is on an item already: scanned, the code could not tell the two apart.`,
  itemSerial: (code: string) => `An item has serial number ${code} already: scanned, the code could not tell the two apart.`,
  warehouseBin: (code: string, warehouse: string) => `A bin location with code ${code} exists in ${warehouse} already.`,
  siteBin: (code: string, project: string) => `A bin with code ${code} exists on ${project} already.`,
} as const;

/**
 * Why a code someone gives a thing (an item's barcode, a bin's code) may not be used because of its
 * shape alone: it is written like a code the app prints itself, so scanning it would open that instead.
 * Null when the shape is free; what the company already uses is the server's check.
 */
export function reservedCodeRefusal(code: string): string | null {
  if (isAppCode(code)) return scanMessages.appCode;
  if (parseShippingFormCode(code) !== null) return scanMessages.shippingFormNumber(code);
  return null;
}

/**
 * A scanned or typed code, trimmed: empty says the spec's Please enter barcode value, too long says
 * so in its own words (the type's error alone answered a 5,000-character code as empty).
 */
export const scannedCodeSchema = (max: number) => z.string({ error: messages.enterBarcode }).trim().min(1, messages.enterBarcode).max(max, scanMessages.tooLong(max));

export const scanResolveBody = z.object({
  code: scannedCodeSchema(500),
});

/** What a scanned code identifies: its kind (tool_item, bin, product_list_item, ...) and where to see it. */
export const scanMatchSchema = z.object({
  kind: z.string(),
  id: z.number().int(),
  label: z.string(),
  /** An in-app path to open, or empty. */
  link: z.string(),
});
export type ScanMatch = z.infer<typeof scanMatchSchema>;
