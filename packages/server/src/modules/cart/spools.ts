import { and, eq } from 'drizzle-orm';
import { type CartActionResult, cartMessages } from '@jobsite/core';
import { cartItemAttachments, cartItems, cartSpools } from '../../db/schema/index';
import { fieldErrors } from '../../platform/errors';
import type { ProjectActionContext } from '../projects/registry';
import { answer, changeLines, linesOnSpool, lockLine, lockLines } from './edits';

/*
 * Spools (cut lengths wound together for one pull) and line attachments: rows of their own
 * that belong to one project's lines.
 */

/** add_spool: a new spool of the project holding the given lines. */
export async function addSpool(
  ctx: ProjectActionContext,
  body: { item_id_list: number[]; spool_number: string; spool_tag: string; stack_layers: number },
): Promise<CartActionResult> {
  const lines = await lockLines(ctx, body.item_id_list, 'item_id_list');
  const [spool] = await ctx.tx
    .insert(cartSpools)
    .values({ companyId: ctx.scope.companyId, projectId: ctx.project.id, spoolNumber: body.spool_number, spoolTag: body.spool_tag, stackLayers: body.stack_layers })
    .returning({ id: cartSpools.id });
  await changeLines(ctx, lines, { spoolId: spool.id });
  return answer(ctx, lines.map((l) => l.id));
}

/**
 * update_spool_items: the spool's fields, and exactly which lines are on it: lines left out
 * come off it; an empty list unspools every line and the spool goes.
 */
export async function updateSpoolItems(
  ctx: ProjectActionContext,
  body: { spool_id: number; spool_number?: string; spool_tag?: string; stack_layers?: number; item_id_list: number[] },
): Promise<CartActionResult> {
  const [spool] = await ctx.tx
    .select()
    .from(cartSpools)
    .where(ctx.scope.where(cartSpools, and(eq(cartSpools.id, body.spool_id), eq(cartSpools.projectId, ctx.project.id))))
    .for('update');
  if (!spool) throw fieldErrors({ spool_id: cartMessages.unknownSpool });
  const wanted = await lockLines(ctx, body.item_id_list, 'item_id_list');
  const keep = new Set(wanted.map((l) => l.id));
  const leaving = (await linesOnSpool(ctx.tx, ctx, spool.id)).map((l) => l.id).filter((id) => !keep.has(id));
  const changes = {
    ...(body.spool_number !== undefined ? { spoolNumber: body.spool_number } : {}),
    ...(body.spool_tag !== undefined ? { spoolTag: body.spool_tag } : {}),
    ...(body.stack_layers !== undefined ? { stackLayers: body.stack_layers } : {}),
  };
  const fieldsChanged = Object.entries(changes).some(([k, v]) => spool[k as keyof typeof spool] !== v);
  if (fieldsChanged) await ctx.tx.update(cartSpools).set(changes).where(ctx.scope.where(cartSpools, eq(cartSpools.id, spool.id)));
  const joining = wanted.filter((l) => l.spoolId !== spool.id);
  if (!fieldsChanged && !joining.length && !leaving.length) return answer(ctx, [...keep], [], cartMessages.noChangesDetected);
  if (leaving.length) await changeLines(ctx, await lockLines(ctx, leaving, 'item_id_list'), { spoolId: null });
  if (joining.length) await changeLines(ctx, joining, { spoolId: spool.id });
  if (!keep.size) await ctx.tx.delete(cartSpools).where(ctx.scope.where(cartSpools, eq(cartSpools.id, spool.id)));
  // A field change shows on every line of the spool; otherwise only the lines that moved changed.
  const shown = fieldsChanged ? [...keep, ...leaving] : [...joining.map((l) => l.id), ...leaving];
  return answer(ctx, shown);
}

/** add_item_attachment: a named link on a line. */
export async function addAttachment(ctx: ProjectActionContext, body: { item_id: number; name: string; link: string }): Promise<CartActionResult> {
  const line = await lockLine(ctx, body.item_id);
  await ctx.tx.insert(cartItemAttachments).values({ companyId: ctx.scope.companyId, cartItemId: line.id, name: body.name, link: body.link });
  await ctx.tx.update(cartItems).set({ updatedAt: new Date() }).where(ctx.scope.where(cartItems, eq(cartItems.id, line.id)));
  return answer(ctx, [line.id]);
}

/** delete_item_attachment: the attachment must be the line's own. */
export async function deleteAttachment(ctx: ProjectActionContext, body: { item_id: number; attachment_id: number }): Promise<CartActionResult> {
  const line = await lockLine(ctx, body.item_id);
  const gone = await ctx.tx
    .delete(cartItemAttachments)
    .where(ctx.scope.where(cartItemAttachments, and(eq(cartItemAttachments.id, body.attachment_id), eq(cartItemAttachments.cartItemId, line.id))))
    .returning({ id: cartItemAttachments.id });
  if (!gone.length) throw fieldErrors({ attachment_id: cartMessages.unknownAttachment });
  await ctx.tx.update(cartItems).set({ updatedAt: new Date() }).where(ctx.scope.where(cartItems, eq(cartItems.id, line.id)));
  return answer(ctx, [line.id]);
}
