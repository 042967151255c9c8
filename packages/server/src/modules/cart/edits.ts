import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { addCode, type CartActionResult, cartMessages, type CodeEntry, type LineCode } from '@jobsite/core';
import { cartItemAttachments, cartItems, projects } from '../../db/schema/index';
import type { Tx } from '../../platform/db';
import { refuseStaleWrite } from '../../platform/concurrency';
import { fieldErrors } from '../../platform/errors';
import { pricingFor } from '../catalogue/caller';
import { findProject } from '../projects/queries';
import type { ProjectActionContext } from '../projects/registry';
import { nextPosition } from './lines';
import { loadCartItems, requireLines } from './read-lines';

/*
 * Changes to existing lines: every func locks and checks its lines first (all of them must be
 * lines of this project, or nothing changes), then writes. Values equal to what a line
 * already has are not written: a line whose values did not change keeps its updated_at.
 */

export type LineRow = typeof cartItems.$inferSelect;
export type LineChanges = Partial<Pick<typeof cartItems.$inferInsert, 'packageCount' | 'baseItemOptionId' | 'manufacturerId' | 'phaseCode' | 'phaseCodeName' | 'costCode' | 'costCodeName' | 'wbsCode1' | 'itemComments' | 'noSubstitute' | 'isRental' | 'rentalStartDate' | 'rentalEndDate' | 'spoolId' | 'hfrItemId'>>;

/** What a cart func answers: the lines (read fresh) and the ids it removed. */
export async function answer(ctx: ProjectActionContext, ids: number[], removed: number[] = [], detail?: string): Promise<CartActionResult> {
  const items = await loadCartItems(ctx.tx, ctx.scope, pricingFor(ctx.caller), ids);
  return detail === undefined ? { items, removed_ids: removed } : { items, removed_ids: removed, detail };
}

export const lockLines = (ctx: ProjectActionContext, ids: number[], field: string) => requireLines(ctx.tx, ctx.scope, ctx.project.id, ids, field);

/** Locks one line; with `expectedUpdatedAt`, refuses (409) when it changed since the client loaded it. */
export async function lockLine(ctx: ProjectActionContext, id: number, field = 'item_id', expectedUpdatedAt?: string): Promise<LineRow> {
  const [line] = await lockLines(ctx, [id], field);
  await refuseStaleWrite(ctx.tx, line, expectedUpdatedAt, async () => (await loadCartItems(ctx.tx, ctx.scope, pricingFor(ctx.caller), [line.id]))[0]);
  return line;
}

function differs(line: LineRow, changes: LineChanges): boolean {
  return Object.entries(changes).some(([k, v]) => v !== undefined && line[k as keyof LineRow] !== v);
}

/**
 * Writes `changes` (the same for every line, or per line) to the lines whose values differ.
 * Answers the changed lines, or, when none changed, every line unchanged with "No changes detected".
 */
export async function changeLines(ctx: ProjectActionContext, lines: LineRow[], changes: LineChanges | ((line: LineRow) => LineChanges)): Promise<CartActionResult> {
  // Lines that get the same changes are written together: a bulk edit of 5,000 lines is a few statements.
  const groups = new Map<string, { changes: LineChanges; ids: number[] }>();
  const changed: number[] = [];
  for (const line of lines) {
    const c = typeof changes === 'function' ? changes(line) : changes;
    if (!differs(line, c)) continue;
    changed.push(line.id);
    const key = JSON.stringify(c);
    const group = groups.get(key) ?? { changes: c, ids: [] };
    group.ids.push(line.id);
    groups.set(key, group);
  }
  const now = new Date();
  const updatedByAccountId = ctx.caller.accountId;
  for (const { changes: c, ids } of groups.values()) {
    for (let i = 0; i < ids.length; i += 1000) {
      await ctx.tx
        .update(cartItems)
        .set({ ...c, updatedAt: now, updatedByAccountId })
        .where(ctx.scope.where(cartItems, inArray(cartItems.id, ids.slice(i, i + 1000))));
    }
  }
  if (!changed.length) return answer(ctx, lines.map((l) => l.id), [], cartMessages.noChangesDetected);
  return answer(ctx, changed);
}

/** The columns of a phase and/or cost code change: undefined leaves a code, null clears it. */
export function codeChanges(phase: LineCode | null | undefined, cost: LineCode | null | undefined): LineChanges {
  return {
    ...(phase !== undefined ? { phaseCode: phase?.code ?? '', phaseCodeName: phase?.name ?? '' } : {}),
    ...(cost !== undefined ? { costCode: cost?.code ?? '', costCodeName: cost?.name ?? '' } : {}),
  };
}

/**
 * set_item_phase_code_and_cost_code. Without override, a code goes only to lines that have
 * none (the bulk dialog). The material edit also adds the codes to the project's popular
 * material lists when they are not there yet.
 */
export async function setCodes(
  ctx: ProjectActionContext,
  body: { id_list: number[]; phase_code?: LineCode | null; cost_code?: LineCode | null; override: boolean; material: boolean },
): Promise<CartActionResult> {
  const lines = await lockLines(ctx, body.id_list, 'id_list');
  if (body.material) await addMaterialCodes(ctx, body.phase_code ?? null, body.cost_code ?? null);
  return changeLines(ctx, lines, (line) =>
    codeChanges(body.override || !line.phaseCode ? body.phase_code : undefined, body.override || !line.costCode ? body.cost_code : undefined),
  );
}

async function addMaterialCodes(ctx: ProjectActionContext, phase: LineCode | null, cost: LineCode | null) {
  const withCode = (list: CodeEntry[], entry: LineCode | null, kind: 'phase' | 'cost'): CodeEntry[] => {
    if (!entry || list.some((e) => e.code.toLowerCase() === entry.code.toLowerCase())) return list;
    const added = addCode(list, entry, kind);
    return added.ok ? added.list : list;
  };
  const p = ctx.project;
  const phases = withCode(p.popularMaterialPhaseCodes, phase, 'phase');
  const costs = withCode(p.popularMaterialCostCodes, cost, 'cost');
  if (phases === p.popularMaterialPhaseCodes && costs === p.popularMaterialCostCodes) return;
  await ctx.tx
    .update(projects)
    .set({ popularMaterialPhaseCodes: phases, popularMaterialCostCodes: costs, updatedAt: new Date() })
    .where(ctx.scope.where(projects, eq(projects.id, p.id)));
}

/** delete_items and remove_item: the lines go with their attachments. */
export async function deleteLines(ctx: ProjectActionContext, ids: number[], field: string): Promise<CartActionResult> {
  const lines = await lockLines(ctx, ids, field);
  const gone = lines.map((l) => l.id);
  for (let i = 0; i < gone.length; i += 1000) await ctx.tx.delete(cartItems).where(ctx.scope.where(cartItems, inArray(cartItems.id, gone.slice(i, i + 1000))));
  return { items: [], removed_ids: gone };
}

/**
 * move_items_to_another_project: the lines go to the end of another project of the company,
 * in their order, leaving their spool behind (a spool belongs to one project).
 */
export async function moveLines(ctx: ProjectActionContext, targetId: number, ids: number[]): Promise<CartActionResult> {
  if (targetId === ctx.project.id) throw fieldErrors({ to_project_id: cartMessages.sameProject });
  const target = await findProject(ctx.tx, ctx.scope, targetId);
  if (!target) throw fieldErrors({ to_project_id: cartMessages.unknownTargetProject });
  const lines = await lockLines(ctx, ids, 'item_id_list');
  const start = await nextPosition(ctx.tx, ctx.scope, target.id);
  // Numbered in their BOM order after the target's last line, in one statement per thousand lines.
  for (let i = 0; i < lines.length; i += 1000) {
    const chunk = lines.slice(i, i + 1000).map((l) => l.id);
    const moved = ctx.tx
      .select({ id: cartItems.id, n: sql<number>`row_number() over (order by ${cartItems.position}, ${cartItems.id})`.as('n') })
      .from(cartItems)
      .where(ctx.scope.where(cartItems, inArray(cartItems.id, chunk)))
      .as('moved');
    await ctx.tx
      .update(cartItems)
      .set({ projectId: target.id, spoolId: null, updatedAt: new Date(), position: sql`${start + i - 1} + ${moved.n}` })
      .from(moved)
      .where(ctx.scope.where(cartItems, eq(cartItems.id, moved.id)));
  }
  const n = lines.length;
  return { items: [], removed_ids: lines.map((l) => l.id), detail: `${n} item${n === 1 ? '' : 's'} moved to ${target.name}.` };
}

/** duplicate_item: a copy right after the original (later lines move down one place), with its attachments but not its hold-for-release link. */
export async function duplicateLine(ctx: ProjectActionContext, id: number, accountId: number): Promise<CartActionResult> {
  const line = await lockLine(ctx, id);
  await ctx.tx
    .update(cartItems)
    .set({ position: sql`${cartItems.position} + 1` })
    .where(ctx.scope.where(cartItems, eq(cartItems.projectId, ctx.project.id), gt(cartItems.position, line.position)));
  const { id: _id, createdAt: _c, updatedAt: _u, position, hfrItemId: _h, addedByAccountId: _a, ...copy } = line;
  const [made] = await ctx.tx
    .insert(cartItems)
    .values({ ...copy, position: position + 1, hfrItemId: null, addedByAccountId: accountId })
    .returning({ id: cartItems.id });
  const files = await ctx.tx
    .select()
    .from(cartItemAttachments)
    .where(ctx.scope.where(cartItemAttachments, eq(cartItemAttachments.cartItemId, line.id)))
    .orderBy(asc(cartItemAttachments.id));
  if (files.length) {
    await ctx.tx.insert(cartItemAttachments).values(files.map((f) => ({ companyId: f.companyId, cartItemId: made.id, name: f.name, link: f.link })));
  }
  return answer(ctx, [made.id]);
}

/** The lines of this project in a spool (update_spool_items compares them with the list it is given). */
export async function linesOnSpool(tx: Tx, ctx: ProjectActionContext, spoolId: number) {
  return tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(ctx.scope.where(cartItems, and(eq(cartItems.projectId, ctx.project.id), eq(cartItems.spoolId, spoolId))));
}
