import { z } from 'zod';
import { limitedNumber } from '../platform/numbers';

/**
 * Purchase-order numbering (spec section 9): five generation types. The pure part lives
 * here (which counter a PO draws from and how the number reads); the server allocates
 * the sequence atomically.
 */
export const PO_NUMBER_GENERATION_TYPES = [
  'company_wide',
  'project_specific',
  'company_branch_specific',
  'dynamic_prefix',
  'project_specific_with_dynamic_prefix',
] as const;
export type PoNumberGenerationType = (typeof PO_NUMBER_GENERATION_TYPES)[number];

export const PO_NUMBER_SEPARATORS = ['-', '_', '/', '.', ''] as const;

export const poNumberSettingsSchema = z.object({
  generation_type: z.enum(PO_NUMBER_GENERATION_TYPES),
  /** Company-wide prefix ("PO"); may be empty. */
  prefix: z.string().trim().max(20).regex(/^[A-Za-z0-9-]*$/, 'Use letters, digits and dashes only.'),
  separator: z.enum(PO_NUMBER_SEPARATORS),
  /** Digits of the sequence, zero padded. */
  padding: limitedNumber({ label: 'Digits', min: 1, max: 10, int: true }),
});
export type PoNumberSettings = z.infer<typeof poNumberSettingsSchema>;

export const DEFAULT_PO_NUMBER_SETTINGS: PoNumberSettings = {
  generation_type: 'company_wide',
  prefix: 'PO',
  separator: '-',
  padding: 4,
};

/** What a purchase order knows when its number is drawn. */
export interface PoNumberContext {
  project?: { id: number; main_job_num: string } | null;
  branch?: { id: number; branch_code: string } | null;
  dynamic_prefix?: string | null;
}

export const PO_NUMBER_NEEDS = {
  project: 'Select a project first: PO numbers are numbered per project.',
  branch: 'Select a branch first: PO numbers are numbered per branch.',
  prefix: 'Select a PO prefix first.',
} as const;

export type PoNumberScope = { ok: true; key: string } | { ok: false; error: string };

/** The counter a PO draws from: one per company, project, branch, prefix, or project and prefix. */
export function poNumberScope(type: PoNumberGenerationType, ctx: PoNumberContext): PoNumberScope {
  const prefix = ctx.dynamic_prefix?.trim();
  switch (type) {
    case 'company_wide':
      return { ok: true, key: 'company' };
    case 'project_specific':
      return ctx.project ? { ok: true, key: `project:${ctx.project.id}` } : { ok: false, error: PO_NUMBER_NEEDS.project };
    case 'company_branch_specific':
      return ctx.branch ? { ok: true, key: `branch:${ctx.branch.id}` } : { ok: false, error: PO_NUMBER_NEEDS.branch };
    case 'dynamic_prefix':
      return prefix ? { ok: true, key: `prefix:${prefix.toUpperCase()}` } : { ok: false, error: PO_NUMBER_NEEDS.prefix };
    case 'project_specific_with_dynamic_prefix':
      if (!ctx.project) return { ok: false, error: PO_NUMBER_NEEDS.project };
      if (!prefix) return { ok: false, error: PO_NUMBER_NEEDS.prefix };
      return { ok: true, key: `project:${ctx.project.id}:prefix:${prefix.toUpperCase()}` };
  }
}

/**
 * The PO number for the n-th draw of a counter:
 * company_wide PO-0042, project_specific 2417-0042, company_branch_specific DEN-0042,
 * dynamic_prefix ELEC-0042, project_specific_with_dynamic_prefix ELEC-2417-0042.
 */
export function formatPoNumber(settings: PoNumberSettings, ctx: PoNumberContext, sequence: number): string {
  const seq = String(sequence).padStart(settings.padding, '0');
  const join = (...parts: (string | undefined | null)[]) =>
    parts.map((p) => (p ?? '').trim()).filter(Boolean).join(settings.separator);
  const prefix = ctx.dynamic_prefix?.trim().toUpperCase();
  switch (settings.generation_type) {
    case 'company_wide':
      return join(settings.prefix, seq);
    case 'project_specific':
      return join(ctx.project?.main_job_num || String(ctx.project?.id ?? ''), seq);
    case 'company_branch_specific':
      return join(ctx.branch?.branch_code || String(ctx.branch?.id ?? ''), seq);
    case 'dynamic_prefix':
      return join(prefix, seq);
    case 'project_specific_with_dynamic_prefix':
      return join(prefix, ctx.project?.main_job_num || String(ctx.project?.id ?? ''), seq);
  }
}

// GET/POST po_number/
export const poNumberResponse = poNumberSettingsSchema.extend({
  /** The next sequence of the company-wide counter. */
  next_number: z.number().int(),
  /** How the next company-wide number reads (a preview; drawing happens when a PO is created). */
  example: z.string(),
  can_edit: z.boolean(),
});
export const updatePoNumberBody = poNumberSettingsSchema.partial().extend({
  next_number: limitedNumber({ label: 'Next number', min: 1, max: 2_000_000_000, int: true }).optional(),
});

// Dynamic PO prefixes
export const poPrefixSchema = z.object({ id: z.number().int(), prefix: z.string(), description: z.string() });
export const poPrefixBody = z.object({
  prefix: z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes only.'),
  description: z.string().trim().max(200).optional().default(''),
});
