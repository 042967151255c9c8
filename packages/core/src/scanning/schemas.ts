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

/** A code typed or read is empty (the spec's words), or longer than any label the app resolves. */
export const scanMessages = {
  tooLong: (max: number) => `This code is too long. A code has at most ${max} characters.`,
} as const;

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
