import { z } from 'zod';
import { messages } from '../platform/messages';

/** Scan code / barcode search (spec sections 2, 5, 9). */
export const SCAN_CAMERA_SIZE = 400;
export const SCAN_INTERVAL_MS = 100;
export const SCAN_NOTHING_MATCHES = 'Nothing matches this code.';

export const scanResolveBody = z.object({
  code: z.string({ error: messages.enterBarcode }).trim().min(1, messages.enterBarcode).max(500),
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
