import { and, eq } from 'drizzle-orm';
import {
  type BomImport,
  bomCommitBlocker,
  bomImportCounts,
  type BomImportLine,
  bomImportLineSchema,
  type BomImportPatch,
  bomMessages,
  bomCells,
  bomPackagesFor,
  customLineDescription,
  decideBomLine,
  initialBomLine,
  type KnownCodes,
  readBomLine,
} from '@jobsite/core';
import { z } from 'zod';
import { bomImports, cartItems, companies } from '../../db/schema/index';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import { fieldErrors, nonFieldErrors, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { addCatalogueLines, addCustomLines } from '../cart/lines';
import { optionsOf } from '../catalogue/queries';
import type { ProjectRow } from '../projects/queries';
import { duplicatesOf } from './duplicates';
import type { BomFile } from './file-read';
import { itemsForMatch, matchBomLines } from './matching';

type ImportRow = typeof bomImports.$inferSelect;
const storedLines = z.array(bomImportLineSchema);

export function presentImport(row: ImportRow): BomImport {
  const lines = storedLines.parse(row.lines);
  return {
    id: row.id,
    project_id: row.projectId,
    file_name: row.fileName,
    status: row.status,
    lines,
    ...bomImportCounts(lines),
    created_items: row.createdItems,
    merged_items: row.mergedItems,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The codes a file's code without a name may name: the project's lists, then the company's. */
async function knownCodes(db: DbOrTx, scope: CompanyScope, project: ProjectRow): Promise<KnownCodes> {
  const [company] = await db
    .select({ phase: companies.popularPhaseCodes, cost: companies.popularCostCodes })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return {
    phase: [...project.popularPhaseCodes, ...project.popularMaterialPhaseCodes, ...(company?.phase ?? [])],
    cost: [...project.popularCostCodes, ...project.popularMaterialCostCodes, ...(company?.cost ?? [])],
  };
}

/** Reads the file's lines, matches them to the catalogue and stores the import for review. */
export async function createBomImport(
  db: Db,
  scope: CompanyScope,
  project: ProjectRow,
  accountId: number,
  file: { name: string; content: BomFile },
): Promise<BomImport> {
  const known = await knownCodes(db, scope, project);
  const values = file.content.rows.map((r) => readBomLine(bomCells(file.content.header, r.cells), r.line, known));
  const matches = await matchBomLines(db, values);
  const lines = values.map((v, i) => initialBomLine(v, matches[i].match, matches[i].candidates, matches[i].unsearched));
  const [row] = await db
    .insert(bomImports)
    .values({ companyId: scope.companyId, projectId: project.id, accountId, fileName: file.name.slice(0, 255), status: 'review', lines })
    .returning();
  return presentImport(row);
}

export async function findBomImport(db: DbOrTx, scope: CompanyScope, projectId: number, importId: number, lock = false): Promise<ImportRow> {
  const query = db
    .select()
    .from(bomImports)
    .where(scope.where(bomImports, and(eq(bomImports.projectId, projectId), eq(bomImports.id, importId))));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

function requireReview(row: ImportRow) {
  if (row.status === 'completed') throw nonFieldErrors(bomMessages.alreadyCompleted);
  if (row.status === 'cancelled') throw nonFieldErrors(bomMessages.cancelled);
}

/**
 * Applies the user's decisions; all or nothing. Errors are keyed by the decision's
 * position in the body, as DRF keys a list: {"lines.0": ["..."]}.
 */
export async function decideBomImport(tx: Tx, scope: CompanyScope, projectId: number, importId: number, body: BomImportPatch): Promise<BomImport> {
  const row = await findBomImport(tx, scope, projectId, importId, true);
  requireReview(row);
  const lines = storedLines.parse(row.lines);
  const byLine = new Map(lines.map((l, i) => [l.line, i]));
  const picked = await itemsForMatch(tx, [...new Set(body.lines.map((d) => d.base_item_id).filter((id): id is number => typeof id === 'number'))]);
  const errors: Record<string, string> = {};
  body.lines.forEach((d, n) => {
    const at = byLine.get(d.line);
    if (at === undefined) {
      errors[`lines.${n}.line`] = bomMessages.unknownLine(d.line);
      return;
    }
    let item = null;
    if (d.base_item_id) {
      item = picked.get(d.base_item_id) ?? null;
      if (!item) {
        errors[`lines.${n}.base_item_id`] = bomMessages.unknownItem;
        return;
      }
    }
    const result = decideBomLine(lines[at], d.decision, d.decision === 'catalogue' ? item : null);
    if (!result.ok) errors[`lines.${n}.decision`] = result.error;
    else lines[at] = result.line;
  });
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const [updated] = await tx.update(bomImports).set({ lines }).where(eq(bomImports.id, row.id)).returning();
  return presentImport(updated);
}

/**
 * Creates every line not skipped, in file order, inside the caller's transaction: catalogue
 * lines and custom lines through the cart module, so a failure creates nothing.
 */
export async function commitBomImport(
  tx: Tx,
  scope: CompanyScope,
  project: ProjectRow,
  accountId: number,
  importId: number,
  onDuplicate: 'merge' | 'add' = 'add',
): Promise<BomImport> {
  const row = await findBomImport(tx, scope, project.id, importId, true);
  const lines = storedLines.parse(row.lines);
  const blocker = bomCommitBlocker(row.status, lines);
  if (blocker) {
    const unresolved = lines.filter((l) => l.decision === null).map((l) => l.line);
    throw nonFieldErrors(unresolved.length && row.status === 'review' ? `${blocker} Lines: ${unresolved.slice(0, 20).join(', ')}${unresolved.length > 20 ? ', …' : ''}.` : blocker);
  }
  const ctx = { scope, project: { id: project.id }, accountId };
  const common = (l: BomImportLine) => ({ packageCount: l.quantity, phaseCode: l.phase_code, costCode: l.cost_code, wbsCode1: l.wbs_code_1 });
  const options = await optionsOf(tx, [...new Set(lines.filter((l) => l.decision === 'catalogue' && l.match).map((l) => l.match!.base_item_id))]);
  const catalogueLine = (l: BomImportLine) => {
    const { optionId, packageCount } = bomPackagesFor(l.quantity, options.get(l.match!.base_item_id) ?? []);
    return { ...common(l), packageCount, baseItemOptionId: optionId, baseItemId: l.match!.base_item_id, itemComments: l.item_comments };
  };
  // Lines already in the BOM take the import's quantity when the user chose to merge.
  const merged = onDuplicate === 'merge' ? await mergeIntoExisting(tx, scope, project.id, accountId, lines) : new Set<number>();
  // Runs of the same kind keep file order across the two insert paths (each appends at the end).
  let created = 0;
  const todo = lines.filter((l) => (l.decision === 'catalogue' || l.decision === 'custom') && !merged.has(l.line));
  for (let i = 0; i < todo.length; ) {
    const kind = todo[i].decision;
    let j = i;
    while (j < todo.length && todo[j].decision === kind) j++;
    const run = todo.slice(i, j);
    if (kind === 'catalogue') {
      created += (await addCatalogueLines(tx, ctx, run.map(catalogueLine))).length;
    } else {
      const ids = await addCustomLines(
        tx,
        ctx,
        run.map((l) => ({
          ...common(l),
          description: customLineDescription(l),
          code: l.catalogue_number,
          unit: l.unit ?? 'EA',
          unitPrice: null,
          manufacturerName: '',
          itemComments: l.item_comments,
        })),
      );
      created += ids.length;
    }
    i = j;
  }
  const [updated] = await tx
    .update(bomImports)
    .set({ status: 'completed', createdItems: created, mergedItems: merged.size, finishedAt: new Date() })
    .where(eq(bomImports.id, row.id))
    .returning();
  return presentImport(updated);
}

/**
 * Adds each repeating line's quantity to the BOM line it repeats (in that line's packages,
 * to 3 decimals), answering the import line numbers it took care of.
 */
async function mergeIntoExisting(tx: Tx, scope: CompanyScope, projectId: number, accountId: number, lines: BomImportLine[]): Promise<Set<number>> {
  const found = await duplicatesOf(tx, scope, projectId, lines);
  const totals = new Map<number, number>();
  for (const l of lines) {
    const target = found.get(l.line);
    if (!target) continue;
    const before = totals.get(target.id) ?? target.packageCount;
    totals.set(target.id, Number((before + l.quantity / target.packageQuantity).toFixed(3)));
  }
  for (const [id, packageCount] of totals) {
    await tx.update(cartItems).set({ packageCount, updatedAt: new Date(), updatedByAccountId: accountId }).where(scope.where(cartItems, eq(cartItems.id, id)));
  }
  return new Set(found.keys());
}

/** GET .../duplicates/: which of an import's lines repeat a line already in the BOM. */
export async function importDuplicates(db: DbOrTx, scope: CompanyScope, projectId: number, importId: number): Promise<number[]> {
  const row = await findBomImport(db, scope, projectId, importId);
  return [...(await duplicatesOf(db, scope, projectId, storedLines.parse(row.lines))).keys()].sort((a, b) => a - b);
}

export async function cancelBomImport(tx: Tx, scope: CompanyScope, projectId: number, importId: number): Promise<BomImport> {
  const row = await findBomImport(tx, scope, projectId, importId, true);
  requireReview(row);
  const [updated] = await tx.update(bomImports).set({ status: 'cancelled', finishedAt: new Date() }).where(eq(bomImports.id, row.id)).returning();
  return presentImport(updated);
}
