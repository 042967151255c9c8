import { z } from 'zod';
import { idSchema, queryIdSchema } from '../platform/api-shapes';
import { CATALOGUE_UNITS, type CatalogueUnit } from '../catalogue/rules';
import { normalizeHeaderName } from '../catalogue/price-file';
import { CART_COMMENT_MAX_LENGTH, CART_MAX_PACKAGE_COUNT, CART_WBS_CODE_MAX_LENGTH, cartMessages, isPositiveQuantity } from './rules';
import { lineCodeSchema, type LineCode } from './schemas';

/**
 * BOM import and export (issue 7): a spreadsheet of quantities, descriptions or catalogue
 * numbers and phase/cost codes becomes cart lines after a review step. The server reads the
 * file and matches the catalogue; the header, the cell rules and what may be committed are here.
 */

export const BOM_MAX_LINES = 10_000;
export const BOM_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** How many catalogue suggestions an unmatched line carries. */
export const BOM_CANDIDATE_LIMIT = 5;
/** Trigram similarity a description needs to match a catalogue item without review. */
export const BOM_DESCRIPTION_MATCH_THRESHOLD = 0.55;
/**
 * How long an upload looks lines up in the catalogue by description (each different description is
 * a search of its own, 20 to 90 ms): lines still to look up then are left for the review, so a file
 * of thousands of different descriptions cannot hold the upload (and, on the embedded database,
 * everyone else) for minutes. Exact catalogue numbers are matched for every line, in batches.
 */
export const BOM_MATCH_SECONDS = 20;
export const BOM_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type BomExportFormat = (typeof BOM_EXPORT_FORMATS)[number];

export const bomMessages = {
  noFile: 'Choose a CSV or Excel (.xlsx) file to upload.',
  wrongType: 'The file must be a CSV (.csv) or Excel (.xlsx) file.',
  unreadable: 'The file could not be read. Save it as CSV or Excel (.xlsx) and try again.',
  empty: 'The file has no lines under its header.',
  noQuantityColumn: 'The file has no quantity column. Name one column Qty or Quantity.',
  noItemColumn: 'The file needs a Description or Catalog Number column.',
  duplicatedColumns: (cols: string[]) => `The file has more than one ${cols.join(', ')} column.`,
  unsearched: (count: number, seconds: number) =>
    `${count === 1 ? '1 line was' : `${count.toLocaleString('en-US')} lines were`} not looked up in the catalogue: matching stops after ${seconds} seconds. Choose their items below, make them custom lines, or import them in a smaller file.`,
  tooManyLines: (max: number) => `The file has more than ${max.toLocaleString('en-US')} lines; split it into smaller files.`,
  tooLarge: 'The file is larger than 10 MB; split it into smaller files.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityPositive: cartMessages.quantityPositive,
  quantityTooLarge: cartMessages.quantityTooLarge,
  itemRequired: 'Please enter a description or a catalog number.',
  enterPhaseCodeAndName: cartMessages.enterPhaseCodeAndName,
  enterCostCodeAndName: cartMessages.enterCostCodeAndName,
  tooLong: (field: string, max: number) => `${field} may have at most ${max} characters.`,
  unknownUnit: `Unit must be one of ${CATALOGUE_UNITS.join(', ')}.`,
  unresolved: 'Please match or skip every unmatched line.',
  nothingToImport: 'Every line is skipped; there is nothing to import.',
  notInReview: 'This import is no longer open for review.',
  alreadyCompleted: 'This import is already completed.',
  cancelled: 'This import was cancelled.',
  unknownLine: (line: number) => `Line ${line} is not in this import.`,
  errorLineSkipOnly: 'A line with an error can only be skipped; fix the file and import it again.',
  catalogueNeedsItem: 'Choose the catalogue item for this line.',
  customNeedsDescription: 'A custom line needs a description.',
  unknownItem: cartMessages.unknownCatalogueItem,
} as const;

/** "Line 7: Quantity must be greater than 0" — how a line's error is shown. */
export const bomLineErrorText = (line: { line: number; error: string | null }) => `Line ${line.line}: ${line.error ?? ''}`;

/* ---- the file's columns ---- */

export const BOM_COLUMNS = [
  'quantity',
  'description',
  'catalogue_number',
  'phase_code',
  'phase_name',
  'cost_code',
  'cost_name',
  'unit',
  'wbs_code_1',
  'item_comments',
] as const;
export type BomColumn = (typeof BOM_COLUMNS)[number];

/** Header spellings, after normalizeHeaderName ("Catalog #" -> "catalog", "Part Number" -> "part_number"). */
export const BOM_HEADER_ALIASES: Record<string, BomColumn> = {
  qty: 'quantity',
  quantity: 'quantity',
  quan: 'quantity',
  qty_ordered: 'quantity',
  description: 'description',
  desc: 'description',
  item_description: 'description',
  catalogue_number: 'catalogue_number',
  catalog_number: 'catalogue_number',
  catalogue: 'catalogue_number',
  catalog: 'catalogue_number',
  catalog_no: 'catalogue_number',
  cat_no: 'catalogue_number',
  part_number: 'catalogue_number',
  part_no: 'catalogue_number',
  part: 'catalogue_number',
  item_code: 'catalogue_number',
  base_item_code: 'catalogue_number',
  phase_code: 'phase_code',
  phase: 'phase_code',
  phase_name: 'phase_name',
  cost_code: 'cost_code',
  cost_name: 'cost_name',
  unit: 'unit',
  uom: 'unit',
  wbs: 'wbs_code_1',
  wbs_code: 'wbs_code_1',
  wbs_code_1: 'wbs_code_1',
  comments: 'item_comments',
  comment: 'item_comments',
  item_comments: 'item_comments',
  notes: 'item_comments',
};

export interface BomHeader {
  /** For each position in the file, the column it holds (null: ignored, such as Extended Price). */
  columns: (BomColumn | null)[];
  /** The file-level problem with the header, or null. */
  error: string | null;
}

export function readBomHeader(names: string[]): BomHeader {
  const columns = names.map((n) => BOM_HEADER_ALIASES[normalizeHeaderName(n)] ?? null);
  const seen = new Set<BomColumn>();
  const duplicated = new Set<BomColumn>();
  for (const c of columns) if (c) (seen.has(c) ? duplicated : seen).add(c);
  let error: string | null = null;
  if (!seen.has('quantity')) error = bomMessages.noQuantityColumn;
  else if (!seen.has('description') && !seen.has('catalogue_number')) error = bomMessages.noItemColumn;
  else if (duplicated.size) error = bomMessages.duplicatedColumns([...duplicated]);
  return { columns, error };
}

/* ---- one line's cells ---- */

/** Codes the project and company already use: a code in the file without a name takes its name from here. */
export interface KnownCodes {
  phase: readonly { code: string; name: string }[];
  cost: readonly { code: string; name: string }[];
}

export interface BomLineValues {
  line: number;
  quantity: number;
  description: string;
  catalogue_number: string;
  phase_code: LineCode | null;
  cost_code: LineCode | null;
  unit: CatalogueUnit | null;
  wbs_code_1: string;
  item_comments: string;
  /** The first problem of the line, or null. */
  error: string | null;
}

/** Reads a quantity as people type it in a spreadsheet: "12", "1,500", "2.5". */
export function parseBomQuantity(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

function readCode(code: string, name: string, known: KnownCodes['phase'], message: string): { value: LineCode | null; error: string | null } {
  if (!code && !name) return { value: null, error: null };
  if (code && !name) {
    const found = known.find((k) => k.code.toLowerCase() === code.toLowerCase());
    return found ? { value: { code: found.code, name: found.name }, error: null } : { value: null, error: message };
  }
  if (!code) return { value: null, error: message };
  const parsed = lineCodeSchema.safeParse({ code, name });
  return parsed.success ? { value: parsed.data, error: null } : { value: null, error: message };
}

/** True when a row has no value at all (spreadsheets end with blank rows). */
export const isBlankBomRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** Checks one row's cells; `line` is its line (row) number in the file, the header being line 1. */
export function readBomLine(cells: Partial<Record<BomColumn, string>>, line: number, known: KnownCodes): BomLineValues {
  const text = (c: BomColumn) => cells[c]?.trim() ?? '';
  const errors: string[] = [];
  const limit = (field: string, value: string, max: number) => {
    if (value.length > max) errors.push(bomMessages.tooLong(field, max));
    return value.slice(0, max);
  };

  const qtyText = text('quantity');
  const qty = parseBomQuantity(qtyText);
  if (qty === null) errors.push(qtyText ? bomMessages.quantityNotNumber : bomMessages.quantityPositive);
  else if (!isPositiveQuantity(qty)) errors.push(bomMessages.quantityPositive);
  else if (qty > CART_MAX_PACKAGE_COUNT) errors.push(bomMessages.quantityTooLarge);

  const description = limit('Description', text('description'), 500);
  const catalogueNumber = limit('Catalog number', text('catalogue_number'), 100);
  if (!description && !catalogueNumber) errors.push(bomMessages.itemRequired);

  const phase = readCode(text('phase_code'), text('phase_name'), known.phase, bomMessages.enterPhaseCodeAndName);
  if (phase.error) errors.push(phase.error);
  const cost = readCode(text('cost_code'), text('cost_name'), known.cost, bomMessages.enterCostCodeAndName);
  if (cost.error) errors.push(cost.error);

  const unitText = text('unit').toUpperCase();
  const unit = unitText ? ((CATALOGUE_UNITS as readonly string[]).includes(unitText) ? (unitText as CatalogueUnit) : null) : null;
  if (unitText && !unit) errors.push(bomMessages.unknownUnit);

  return {
    line,
    quantity: isPositiveQuantity(qty) && qty <= CART_MAX_PACKAGE_COUNT ? Number(qty.toFixed(3)) : 0,
    description,
    catalogue_number: catalogueNumber,
    phase_code: phase.value,
    cost_code: cost.value,
    unit,
    wbs_code_1: limit('WBS', text('wbs_code_1'), CART_WBS_CODE_MAX_LENGTH),
    item_comments: limit('Comments', text('item_comments'), CART_COMMENT_MAX_LENGTH),
    error: errors[0] ?? null,
  };
}

/** Maps a row's cells to columns by the header. */
export function bomCells(header: BomHeader, record: readonly string[]): Partial<Record<BomColumn, string>> {
  const out: Partial<Record<BomColumn, string>> = {};
  header.columns.forEach((c, i) => {
    if (c && record[i] !== undefined) out[c] = record[i];
  });
  return out;
}

/* ---- the import contract ---- */

export const BOM_LINE_STATUSES = ['matched', 'unmatched', 'error'] as const;
export const BOM_DECISIONS = ['catalogue', 'custom', 'skip'] as const;
export type BomDecision = (typeof BOM_DECISIONS)[number];
/** How a match was found: by catalogue number, by description, or picked by the user in review. */
export const BOM_MATCH_KINDS = ['code', 'description', 'manual'] as const;

export const bomMatchSchema = z.object({
  base_item_id: z.number().int(),
  base_item_code: z.string(),
  description: z.string(),
  unit: z.enum(CATALOGUE_UNITS),
  match_kind: z.enum(BOM_MATCH_KINDS),
});
export type BomMatch = z.infer<typeof bomMatchSchema>;

export const bomCandidateSchema = bomMatchSchema.omit({ match_kind: true }).extend({
  manufacturer: z.string().nullable(),
  /** Trigram similarity of the descriptions, 0 to 1. */
  score: z.number(),
});
export type BomCandidate = z.infer<typeof bomCandidateSchema>;

export const bomImportLineSchema = z.object({
  /** The line (row) number in the file; the header is line 1. */
  line: z.number().int(),
  quantity: z.number(),
  description: z.string(),
  catalogue_number: z.string(),
  phase_code: lineCodeSchema.nullable(),
  cost_code: lineCodeSchema.nullable(),
  /** The unit a custom line gets (catalogue lines use the item's). */
  unit: z.enum(CATALOGUE_UNITS).nullable(),
  wbs_code_1: z.string(),
  item_comments: z.string(),
  status: z.enum(BOM_LINE_STATUSES),
  match: bomMatchSchema.nullable(),
  /** Up to BOM_CANDIDATE_LIMIT catalogue suggestions for an unmatched line. */
  candidates: z.array(bomCandidateSchema),
  /** Null while an unmatched line waits for the user. */
  decision: z.enum(BOM_DECISIONS).nullable(),
  error: z.string().nullable(),
  /** The upload's matching time (BOM_MATCH_SECONDS) ran out before this line was looked up by description. */
  unsearched: z.boolean().default(false),
});
export type BomImportLine = z.infer<typeof bomImportLineSchema>;

export const BOM_IMPORT_STATUSES = ['review', 'completed', 'cancelled'] as const;
export type BomImportStatus = (typeof BOM_IMPORT_STATUSES)[number];

export const bomImportSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  file_name: z.string(),
  status: z.enum(BOM_IMPORT_STATUSES),
  lines: z.array(bomImportLineSchema),
  matched_count: z.number().int(),
  unmatched_count: z.number().int(),
  error_count: z.number().int(),
  /** Unmatched lines the user has not decided yet; commit waits for 0. */
  unresolved_count: z.number().int(),
  /** Lines the matching time ran out before (BOM_MATCH_SECONDS); they are unmatched. */
  unsearched_count: z.number().int(),
  created_items: z.number().int(),
  /** Lines whose quantity was added to a line already in the BOM (commit with on_duplicate merge). */
  merged_items: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BomImport = z.infer<typeof bomImportSchema>;

/**
 * POST .../commit/: what to do with a line that is already in the BOM (the same catalogue
 * item, or custom description, code and unit, with the same phase and cost code): add its
 * quantity to that line ('merge') or make a new line beside it ('add', also the default).
 */
export const BOM_DUPLICATE_CHOICES = ['merge', 'add'] as const;
export const bomImportCommitBody = z.object({ on_duplicate: z.enum(BOM_DUPLICATE_CHOICES).optional().default('add') });
export type BomImportCommit = z.input<typeof bomImportCommitBody>;

/** GET .../duplicates/: the import's lines (file line numbers) that repeat a line already in the BOM. */
export const bomImportDuplicatesSchema = z.object({ lines: z.array(z.number().int()) });
export type BomImportDuplicates = z.infer<typeof bomImportDuplicatesSchema>;

/** The key two BOM lines share when one repeats the other: item (or custom text, code, unit) and codes. */
export function bomLineKey(line: { base_item_id: number | null; description: string; code: string; unit: string; phase_code: string; cost_code: string }): string {
  const codes = `${line.phase_code.trim().toLowerCase()}|${line.cost_code.trim().toLowerCase()}`;
  return line.base_item_id !== null
    ? `item:${line.base_item_id}|${codes}`
    : `custom:${line.description.trim().toLowerCase()}|${line.code.trim().toLowerCase()}|${line.unit}|${codes}`;
}

/** PATCH projects/{id}/bom_import/{importId}/: the user's decisions on lines. */
export const bomImportDecisionSchema = z.object({
  line: idSchema(),
  decision: z.enum(BOM_DECISIONS),
  /** The catalogue item an unmatched (or wrongly matched) line should be. */
  base_item_id: idSchema().nullish(),
});
export const bomImportPatchBody = z.object({ lines: z.array(bomImportDecisionSchema).min(1).max(BOM_MAX_LINES) });
export type BomImportPatch = z.infer<typeof bomImportPatchBody>;

export const bomImportParamsSchema = z.object({ id: queryIdSchema(), importId: queryIdSchema() });
export const bomExportQuerySchema = z.object({ format: z.enum(BOM_EXPORT_FORMATS).optional().default('csv') });

/** A line as parsed and matched: matched lines go to the catalogue, unmatched wait, errors are skipped. */
export function initialBomLine(values: BomLineValues, match: BomMatch | null, candidates: BomCandidate[], unsearched = false): BomImportLine {
  const status = values.error ? 'error' : match ? 'matched' : 'unmatched';
  return {
    ...values,
    status,
    match: values.error ? null : match,
    candidates: status === 'unmatched' ? candidates.slice(0, BOM_CANDIDATE_LIMIT) : [],
    decision: status === 'error' ? 'skip' : status === 'matched' ? 'catalogue' : null,
    unsearched: status === 'unmatched' && unsearched,
  };
}

export function bomImportCounts(lines: readonly BomImportLine[]) {
  return {
    matched_count: lines.filter((l) => l.status === 'matched').length,
    unmatched_count: lines.filter((l) => l.status === 'unmatched').length,
    error_count: lines.filter((l) => l.status === 'error').length,
    unresolved_count: lines.filter((l) => l.decision === null).length,
    unsearched_count: lines.filter((l) => l.unsearched).length,
  };
}

/**
 * Applies one decision to a line (the picked item, when given, is already checked to exist).
 * Answers the new line or the message to show on it.
 */
export function decideBomLine(line: BomImportLine, decision: BomDecision, picked: Omit<BomMatch, 'match_kind'> | null): { ok: true; line: BomImportLine } | { ok: false; error: string } {
  if (line.status === 'error' && decision !== 'skip') return { ok: false, error: bomMessages.errorLineSkipOnly };
  if (decision === 'skip') return { ok: true, line: { ...line, decision } };
  if (decision === 'custom') {
    if (!line.description && !line.catalogue_number) return { ok: false, error: bomMessages.customNeedsDescription };
    return { ok: true, line: { ...line, decision } };
  }
  if (picked) return { ok: true, line: { ...line, status: 'matched', match: { ...picked, match_kind: 'manual' }, decision } };
  if (!line.match) return { ok: false, error: bomMessages.catalogueNeedsItem };
  return { ok: true, line: { ...line, decision } };
}

/** Why an import cannot be committed yet, or null. */
export function bomCommitBlocker(status: BomImportStatus, lines: readonly BomImportLine[]): string | null {
  if (status === 'completed') return bomMessages.alreadyCompleted;
  if (status === 'cancelled') return bomMessages.cancelled;
  if (lines.some((l) => l.decision === null)) return bomMessages.unresolved;
  if (!lines.some((l) => l.decision === 'catalogue' || l.decision === 'custom')) return bomMessages.nothingToImport;
  return null;
}

/**
 * A file's quantity is in the item's unit (feet of conduit, each of breakers). A line is
 * packages of an option, so the import takes the item's one-unit option when it has one,
 * else its default option with the quantity divided by the package size (0.5 of a 500 ft
 * reel for 250 ft), so the line's total quantity is what the file asked for.
 */
export function bomPackagesFor(quantity: number, options: readonly { id: number; package_quantity: number; is_default: boolean }[]): { optionId: number | null; packageCount: number } {
  const single = options.find((o) => o.package_quantity === 1);
  if (single || !options.length) return { optionId: single?.id ?? null, packageCount: quantity };
  const option = options.find((o) => o.is_default) ?? options[0];
  return { optionId: option.id, packageCount: Math.max(0.001, Number((quantity / option.package_quantity).toFixed(3))) };
}

/** The description a custom line gets: the file's description, else its catalogue number. */
export const customLineDescription = (line: Pick<BomImportLine, 'description' | 'catalogue_number'>) => line.description || line.catalogue_number;

/* ---- export ---- */

export const BOM_EXPORT_HEADER = [
  'Quantity',
  'Unit',
  'Catalog Number',
  'Description',
  'Manufacturer',
  'Phase Code',
  'Phase Name',
  'Cost Code',
  'Cost Name',
  'WBS',
  'Comments',
  'Unit Price',
  'Extended Price',
] as const;

/** The export's file name: the project's name made safe, and the day. */
export function bomExportFileName(projectName: string, format: BomExportFormat, today: string): string {
  const base = projectName.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'project';
  return `${base}-BOM-${today}.${format}`;
}

/** A CSV cell that a spreadsheet will not run as a formula (=, +, -, @ at the start). */
export function csvSafeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}
