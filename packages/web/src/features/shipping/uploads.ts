import { dedupeUpload, SHIPPING_ATTACHMENT_ACCEPT, SHIPPING_ATTACHMENT_MAX_BYTES, SHIPPING_ATTACHMENT_TYPES } from '@jobsite/core';

const EXTENSIONS = SHIPPING_ATTACHMENT_ACCEPT.split(',').filter((a) => a.startsWith('.'));

/**
 * Whether the picker's file may go up: one of the core types (by its type, or its extension
 * when the browser gives none, as with HEIC) and no bigger than the core limit. The server
 * checks the content again.
 */
export function uploadAllowed(file: { name: string; size: number; type: string }): boolean {
  if (file.size > SHIPPING_ATTACHMENT_MAX_BYTES || file.size === 0) return false;
  if ((SHIPPING_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return !file.type && EXTENSIONS.some((ext) => name.endsWith(ext));
}

export interface UploadPlan<F> {
  /** What goes up, under which (de-duplicated) name. */
  accepted: { file: F; name: string }[];
  /** Refused by type or size: "File {name} upload not allowed." each. */
  refused: string[];
  /** The same name and size as a file already there (or picked twice): skipped. */
  skipped: string[];
}

/** Several picked files against the form's attachments: refused, skipped as duplicates, or renamed "photo (2).jpg". */
export function planUploads<F extends { name: string; size: number; type: string }>(existing: ReadonlyArray<{ name: string; size: number }>, files: readonly F[]): UploadPlan<F> {
  const plan: UploadPlan<F> = { accepted: [], refused: [], skipped: [] };
  const known = [...existing];
  for (const file of files) {
    if (!uploadAllowed(file)) {
      plan.refused.push(file.name);
      continue;
    }
    const { name, duplicate } = dedupeUpload(known, file);
    if (duplicate) {
      plan.skipped.push(file.name);
      continue;
    }
    // a second pick of the same file in this batch is a duplicate by its original name too
    known.push({ name, size: file.size }, { name: file.name, size: file.size });
    plan.accepted.push({ file, name });
  }
  return plan;
}
