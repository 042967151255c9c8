import { asc, eq, sql } from 'drizzle-orm';
import { CABLE_REEL_UNIT, cutReel, productListMessages as m, type CableReel } from '@jobsite/core';
import { cableReelCuts, cableReels, jobSiteBins, projectProductListItems } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { fieldErrors, notFound, registerUniqueField } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { findProject } from '../projects/queries';
import { findBin, findItem } from './queries';

/*
 * Cable reels: wire on reels on the job site, each with its number, length left and bin.
 * Cutting a length takes it off what is left (never below 0) and is kept with who cut it.
 */

registerUniqueField('cable_reels_project_number_unique', 'reel_number', m.reelNumberTaken);

export async function reelsOf(db: DbOrTx, scope: CompanyScope, projectId: number, listItemId?: number): Promise<CableReel[]> {
  if (!(await findProject(db, scope, projectId))) throw notFound();
  if (listItemId) {
    const item = await findItem(db, scope, listItemId);
    if (item.projectId !== projectId) throw fieldErrors({ list_item_id: m.itemsOtherProject });
  }
  const rows = await db
    .select({ reel: cableReels, description: projectProductListItems.description, bin: { id: jobSiteBins.id, code: jobSiteBins.code, name: jobSiteBins.name } })
    .from(cableReels)
    .innerJoin(projectProductListItems, eq(projectProductListItems.id, cableReels.listItemId))
    .leftJoin(jobSiteBins, eq(jobSiteBins.id, cableReels.binId))
    .where(scope.where(cableReels, eq(cableReels.projectId, projectId), listItemId ? eq(cableReels.listItemId, listItemId) : undefined))
    .orderBy(asc(cableReels.reelNumber), asc(cableReels.id));
  return rows.map(({ reel, description, bin }) => ({
    id: reel.id,
    project_id: reel.projectId,
    list_item_id: reel.listItemId,
    item_description: description,
    reel_number: reel.reelNumber,
    length: Number(reel.length),
    length_left: Number(reel.lengthLeft),
    unit: reel.unit,
    bin: bin?.id ? { id: bin.id, code: bin.code, name: bin.name } : null,
    created_at: reel.createdAt.toISOString(),
  }));
}

/** CableReels/create/: a reel of a list item (which becomes a cable item), in a bin of the item's job site. */
export async function createReel(tx: Tx, scope: CompanyScope, body: { list_item_id: number; reel_number: string; length: number; bin_id?: number | null }): Promise<{ id: number; projectId: number }> {
  const item = await findItem(tx, scope, body.list_item_id, true);
  if (body.bin_id) {
    const bin = await findBin(tx, scope, body.bin_id);
    if (!bin || bin.projectId !== item.projectId) throw fieldErrors({ bin_id: m.binOtherProject });
  }
  const [same] = await tx.select({ id: cableReels.id }).from(cableReels).where(scope.where(cableReels, eq(cableReels.projectId, item.projectId), sql`upper(${cableReels.reelNumber}) = upper(${body.reel_number})`));
  if (same) throw fieldErrors({ reel_number: m.reelNumberTaken });
  const [reel] = await tx
    .insert(cableReels)
    .values({ companyId: scope.companyId, projectId: item.projectId, listItemId: item.id, reelNumber: body.reel_number, length: body.length, lengthLeft: body.length, unit: CABLE_REEL_UNIT, binId: body.bin_id ?? item.binId })
    .returning({ id: cableReels.id, projectId: cableReels.projectId });
  if (!item.isCable) await tx.update(projectProductListItems).set({ isCable: true, updatedAt: new Date() }).where(scope.where(projectProductListItems, eq(projectProductListItems.id, item.id)));
  return reel;
}

/** CableReels/{id}/cut/: "Only N ft left on reel R-12." when the reel is shorter. */
export async function cutFromReel(tx: Tx, scope: CompanyScope, accountId: number, reelId: number, body: { length: number; note?: string }): Promise<{ projectId: number; listItemId: number }> {
  const [reel] = await tx.select().from(cableReels).where(scope.where(cableReels, eq(cableReels.id, reelId))).for('update');
  if (!reel) throw notFound();
  const cut = cutReel(Number(reel.lengthLeft), body.length, reel.reelNumber);
  if ('error' in cut) throw fieldErrors({ length: cut.error });
  await tx.update(cableReels).set({ lengthLeft: cut.length_left }).where(scope.where(cableReels, eq(cableReels.id, reel.id)));
  await tx.insert(cableReelCuts).values({ companyId: scope.companyId, reelId: reel.id, length: body.length, note: body.note ?? '', accountId });
  return { projectId: reel.projectId, listItemId: reel.listItemId };
}
