import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  REQUISITION_REALTIME_TOPIC,
  createToolRequestBody,
  requisitionMessages as m,
  requisitionTransition,
  type CatalogueUnit,
  type createRequisitionBody,
  type RequisitionAction,
} from '@jobsite/core';
import { assetModels, baseItemOptions, baseItems, materialRequisitionLines, materialRequisitions, projectProductListItems } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { ApiError, badRequest, fieldErrors, notFound } from '../../platform/errors';
import { publishRealtime } from '../../platform/realtime';
import type { CompanyScope } from '../../platform/scope';
import type { AssetCaller } from '../assets/caller';
import { createRequest } from '../assets/service';
import { addCatalogueLines, addCustomLines } from '../cart/lines';
import { notify } from '../notifications/service';
import type { OrderCaller } from '../orders/caller';
import { addToPo } from '../orders/service';
import { findProject } from '../projects/queries';
import { findRequisition, purchaserIds, requisitionLines, roleOf, type RequisitionCaller, type RequisitionRow } from './queries';

/*
 * Material requisitions (decision record 018): made and submitted by any member, decided by a
 * purchaser, turned into a purchase order (through the BOM and the orders module's addToPo) or
 * a stock request (through the assets module's createRequest). Every change is one transaction;
 * the notifications and the realtime event go out only if it commits.
 */

type Created = z.infer<typeof createRequisitionBody>;

const round3 = (n: number) => Number(n.toFixed(3));
const dashboardLink = (id: number) => `/dashboard?requisition_id=${id}`;

/** Tells the purchasers and the requester's open pages that a requisition changed (the dashboard refreshes). */
async function publish(tx: Tx, scope: CompanyScope, row: RequisitionRow): Promise<void> {
  const targets = new Set(await purchaserIds(tx, scope, -1));
  if (row.requestedById) targets.add(row.requestedById);
  await publishRealtime(tx, { topic: REQUISITION_REALTIME_TOPIC, companyId: scope.companyId, targets: [...targets].map((accountId) => ({ accountId, ref: row.id })) });
}

interface ResolvedLine {
  baseItemId: number | null;
  projectProductListItemId: number | null;
  description: string;
  code: string;
  unit: string;
  quantity: number;
  note: string;
}

/** Each line as stored: catalogue and product-list lines copy the item's description, code and unit. */
async function resolveLines(tx: Tx, scope: CompanyScope, projectId: number, lines: Created['lines']): Promise<ResolvedLine[]> {
  const itemIds = [...new Set(lines.flatMap((l) => (l.base_item_id ? [l.base_item_id] : [])))];
  const listIds = [...new Set(lines.flatMap((l) => (l.project_product_list_item_id ? [l.project_product_list_item_id] : [])))];
  const items = itemIds.length
    ? await tx.select({ id: baseItems.id, code: baseItems.baseItemCode, description: baseItems.description, unit: baseItems.unit }).from(baseItems).where(inArray(baseItems.id, itemIds))
    : [];
  const listItems = listIds.length
    ? await tx
        .select()
        .from(projectProductListItems)
        .where(scope.where(projectProductListItems, inArray(projectProductListItems.id, listIds), eq(projectProductListItems.projectId, projectId)))
    : [];
  return lines.map((l, n) => {
    const base = { quantity: l.quantity, note: l.note ?? '' };
    if (l.base_item_id) {
      const item = items.find((i) => i.id === l.base_item_id);
      if (!item) throw fieldErrors({ [`lines.${n}.base_item_id`]: m.unknownCatalogueItem });
      return { ...base, baseItemId: item.id, projectProductListItemId: null, description: item.description, code: item.code, unit: item.unit };
    }
    if (l.project_product_list_item_id) {
      const item = listItems.find((i) => i.id === l.project_product_list_item_id);
      if (!item) throw fieldErrors({ [`lines.${n}.project_product_list_item_id`]: m.unknownProductListItem });
      return { ...base, baseItemId: item.baseItemId, projectProductListItemId: item.id, description: item.description, code: item.code, unit: item.unit };
    }
    return { ...base, baseItemId: null, projectProductListItemId: null, description: l.description ?? '', code: '', unit: l.unit ?? 'EA' };
  });
}

/** POST material_requisitions/: made and submitted; the purchasers are told (in-app and realtime). */
export async function createRequisition(tx: Tx, scope: CompanyScope, caller: RequisitionCaller, b: Created): Promise<number> {
  const project = await findProject(tx, scope, b.project_id);
  if (!project) throw fieldErrors({ project_id: 'Choose a project of your company.' });
  const lines = await resolveLines(tx, scope, project.id, b.lines);
  const [row] = await tx
    .insert(materialRequisitions)
    .values({ companyId: scope.companyId, projectId: project.id, requestedById: caller.accountId, status: 'submitted', needByDate: b.need_by_date ?? null, note: b.note ?? '' })
    .returning();
  await tx.insert(materialRequisitionLines).values(lines.map((l, position) => ({ companyId: scope.companyId, requisitionId: row.id, position, ...l })));
  await notify(tx, { accountIds: await purchaserIds(tx, scope, caller.accountId), companyId: scope.companyId, content: m.created(caller.name, project.name), link: dashboardLink(row.id) });
  await publish(tx, scope, row);
  return row.id;
}

/** Checks the move against the table and locks the row; 404 for another company's. */
async function guarded(tx: Tx, scope: CompanyScope, caller: RequisitionCaller, id: number, action: RequisitionAction): Promise<RequisitionRow> {
  const row = await findRequisition(tx, scope, id, true);
  if (!row) throw notFound();
  const move = requisitionTransition(row.status, action, roleOf(caller, row));
  if (!move.ok) throw new ApiError(move.status, { detail: move.error });
  return row;
}

/** Records the new status (and what it became), tells the requester when someone else decided, and publishes. */
async function settle(tx: Tx, scope: CompanyScope, caller: RequisitionCaller, row: RequisitionRow, set: Partial<typeof materialRequisitions.$inferInsert>): Promise<void> {
  const [after] = await tx
    .update(materialRequisitions)
    .set({ ...set, updatedAt: new Date() })
    .where(scope.where(materialRequisitions, eq(materialRequisitions.id, row.id)))
    .returning();
  if (after.requestedById && after.requestedById !== caller.accountId) {
    const project = await findProject(tx, scope, after.projectId);
    await notify(tx, { accountIds: [after.requestedById], companyId: scope.companyId, content: m.decided(after.status, project?.name ?? 'your project'), link: dashboardLink(after.id) });
  }
  await publish(tx, scope, after);
}

/** approve/, reject/, cancel/: a decision with its note. */
export async function decide(tx: Tx, scope: CompanyScope, caller: RequisitionCaller, id: number, action: 'approve' | 'reject' | 'cancel', note: string): Promise<void> {
  const row = await guarded(tx, scope, caller, id, action);
  const status = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'canceled';
  await settle(tx, scope, caller, row, { status, decidedById: caller.accountId, decidedAt: new Date(), decisionNote: note });
}

/** The catalogue item's BOM package for a quantity in its unit: per unit when it sells that way, else its default package. */
async function packageFor(tx: DbOrTx, baseItemId: number, quantity: number) {
  const options = await tx.select().from(baseItemOptions).where(eq(baseItemOptions.baseItemId, baseItemId)).orderBy(asc(baseItemOptions.packageQuantity));
  const option = options.find((o) => Number(o.packageQuantity) === 1) ?? options.find((o) => o.isDefault) ?? options[0];
  const per = option ? Number(option.packageQuantity) : 1;
  return { baseItemOptionId: option?.id ?? null, packageCount: round3(quantity / per) };
}

/**
 * to_purchase_order/: each line becomes a new BOM line of the project (catalogue lines as
 * catalogue lines, linked to their product-list item when they came from one; free text and
 * custom list items as custom lines), and those go on the supplier's pending order through
 * addToPo. Answers the order ids.
 */
export async function toPurchaseOrder(tx: Tx, scope: CompanyScope, caller: RequisitionCaller, orderCaller: OrderCaller, id: number, supplierId: number | null | undefined, today: string): Promise<number[]> {
  const row = await guarded(tx, scope, caller, id, 'to_purchase_order');
  const project = await findProject(tx, scope, row.projectId);
  if (!project) throw notFound();
  const lines = await requisitionLines(tx, scope, row.id);
  const ctx = { scope, project: { id: project.id }, accountId: caller.accountId };
  const cartIds: number[] = [];
  for (const line of lines) {
    const comments = `Requisition #${row.id}${line.note ? `: ${line.note}` : ''}`;
    const [cartItemId] = line.baseItemId
      ? await addCatalogueLines(tx, ctx, [{ baseItemId: line.baseItemId, ...(await packageFor(tx, line.baseItemId, line.quantity)), projectProductListItemId: line.projectProductListItemId, itemComments: comments }])
      : await addCustomLines(tx, ctx, [{ description: line.description, code: line.code, unit: line.unit as CatalogueUnit, unitPrice: null, manufacturerName: '', packageCount: line.quantity, itemComments: comments }]);
    await tx.update(materialRequisitionLines).set({ cartItemId }).where(scope.where(materialRequisitionLines, eq(materialRequisitionLines.id, line.id)));
    cartIds.push(cartItemId);
  }
  const { orderIds } = await addToPo(tx, orderCaller, project, { cart_item_ids: cartIds, supplier_id: supplierId }, today);
  await settle(tx, scope, caller, row, { status: 'ordered', purchaseOrderId: orderIds[0] ?? null });
  return orderIds;
}

/**
 * to_stock_request/: a stock request (a tool_request of service stock) for the project, each
 * line asking for the company's stock model with the same code (or, without a code, the same
 * name). Lines without a model, or in part units, are refused with the reason.
 */
export async function toStockRequest(tx: Tx, scope: CompanyScope, caller: RequisitionCaller, assetCaller: AssetCaller, id: number, warehouseId: number | null | undefined): Promise<number> {
  const row = await guarded(tx, scope, caller, id, 'to_stock_request');
  const lines = await requisitionLines(tx, scope, row.id);
  const codes = [...new Set(lines.map((l) => l.code.toUpperCase()).filter(Boolean))];
  const names = [...new Set(lines.map((l) => l.description.toLowerCase()))];
  const models = await tx
    .select({ id: assetModels.id, code: assetModels.code, name: assetModels.name })
    .from(assetModels)
    .where(
      scope.where(
        assetModels,
        eq(assetModels.service, 'stock'),
        sql`(upper(${assetModels.code}) in (${sql.join(codes.length ? codes.map((c) => sql`${c}`) : [sql`''`], sql`, `)}) or lower(${assetModels.name}) in (${sql.join(names.map((n) => sql`${n}`), sql`, `)}))`,
      ),
    );
  const modelOf = (l: (typeof lines)[number]) => (l.code && models.find((md) => md.code.toUpperCase() === l.code.toUpperCase())) || models.find((md) => md.name.toLowerCase() === l.description.toLowerCase());
  const missing = lines.filter((l) => !modelOf(l)).map((l) => l.description);
  if (missing.length) throw badRequest(m.noStockModel(missing));
  const partial = lines.filter((l) => !Number.isInteger(l.quantity)).map((l) => l.description);
  if (partial.length) throw badRequest(m.wholeQuantity(partial));
  const request = {
    ...createToolRequestBody.parse({
      service: 'stock',
      project_id: row.projectId,
      warehouse_id: warehouseId ?? null,
      notes: `Material requisition #${row.id}${row.note ? `: ${row.note}` : ''}`,
      lines: lines.map((l) => ({ model_id: modelOf(l)!.id, quantity: l.quantity, note: l.note })),
    }),
    // the requisition's day carried over as it stands: one that passed while it waited is not set anew
    need_by_date: row.needByDate,
  };
  const requestId = await createRequest(tx, scope, assetCaller, request);
  for (const l of lines) await tx.update(materialRequisitionLines).set({ stockModelId: modelOf(l)!.id }).where(and(scope.where(materialRequisitionLines, eq(materialRequisitionLines.id, l.id))));
  await settle(tx, scope, caller, row, { status: 'stocked', toolRequestId: requestId });
  return requestId;
}
