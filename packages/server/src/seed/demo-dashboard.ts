import { asc, eq, like } from 'drizzle-orm';
import { baseItems, exportJobs, projectProductListItems, projects, supplierAccessRequests, suppliers } from '../db/schema/index';
import type { Tx } from '../platform/db';
import { companyScope } from '../platform/scope';
import type { FileStorage } from '../platform/storage';
import { newFileKey } from '../platform/storage';
import { tableCsv, type Cell } from '../platform/table-export';
import { daysFromToday, today } from '../platform/text-and-dates';
import { exportFileName } from '@jobsite/core';
import { openSource } from '../modules/exports/sources';
import type { OrderCaller } from '../modules/orders/caller';
import type { RequisitionCaller } from '../modules/requisitions/queries';
import { createRequisition, decide, toPurchaseOrder } from '../modules/requisitions/service';

/**
 * The dashboard's own demo data (issue 19): a requisition from the foreman waiting for the
 * buyer's approval, one the buyer approved and turned into a purchase order, and one finished
 * export of the orders list (its file in storage, when storage is given). Runs after the orders,
 * product lists and assets are seeded. The demo buyer lands on the dashboard (the contractor is
 * set up); the checklist stays reachable from the menu.
 */
export async function seedDemoDashboard(
  tx: Tx,
  ids: { contractor: number; buyer: number; foreman: number; supplier: number; sellerAccount: number },
  storage?: FileStorage,
): Promise<void> {
  const scope = companyScope(ids.contractor);
  const on = today();
  // Tower A's BOM stays empty for the BOM journeys: the ordered requisition is for Calgary's offices
  const [offices] = await tx.select({ id: projects.id }).from(projects).where(scope.where(projects, eq(projects.name, 'Calgary DC Phase 2 - Offices')));
  const [metro] = await tx.select({ id: suppliers.id }).from(suppliers).where(scope.where(suppliers, eq(suppliers.name, 'Metro Electric Supply')));
  if (!offices) return;
  // The supplier's rep asks for the offices job: the buyer's dashboard shows it waiting
  await tx.insert(supplierAccessRequests).values({
    companyId: ids.contractor,
    projectId: offices.id,
    requesterAccountId: ids.sellerAccount,
    requesterCompanyId: ids.supplier,
    message: 'We would like to quote the lighting package for the offices.',
  });
  const [item] = await tx.select({ id: baseItems.id }).from(baseItems).where(like(baseItems.description, '%EMT%')).orderBy(asc(baseItems.id)).limit(1);
  // the waiting one asks for an item of a product list, so it is for that list's project
  const [listItem] = await tx
    .select({ id: projectProductListItems.id, projectId: projectProductListItems.projectId })
    .from(projectProductListItems)
    .where(scope.where(projectProductListItems))
    .orderBy(asc(projectProductListItems.id))
    .limit(1);

  const luis: RequisitionCaller = { accountId: ids.foreman, name: 'Luis Navarro', companyId: ids.contractor, purchaser: false };
  const dana: RequisitionCaller = { accountId: ids.buyer, name: 'Dana Whitfield', companyId: ids.contractor, purchaser: true };
  const danaOrders: OrderCaller = { accountId: ids.buyer, name: 'Dana Whitfield', companyId: ids.contractor, companyName: '', side: 'buyer', editAll: true };

  // approved and ordered: conduit and boxes for the offices, now on Metro's pending order
  const ordered = await createRequisition(
    tx,
    scope,
    luis,
    {
      project_id: offices.id,
      need_by_date: daysFromToday(5),
      note: 'Second floor corridor: conduit and pull boxes',
      lines: [
        ...(item ? [{ base_item_id: item.id, quantity: 200, note: '' }] : []),
        { description: 'Pull box 12x12x6, screw cover', unit: 'EA', quantity: 6, note: '' },
      ].map((l) => ({ base_item_id: null, project_product_list_item_id: null, description: '', unit: '', ...l })),
    },
  );
  await decide(tx, scope, dana, ordered, 'approve', 'Ordered with the Thursday delivery.');
  await toPurchaseOrder(tx, scope, dana, danaOrders, ordered, metro?.id ?? null, on);

  // waiting for approval: the foreman's request for the next rough-in
  await createRequisition(
    tx,
    scope,
    luis,
    {
      project_id: listItem?.projectId ?? offices.id,
      need_by_date: daysFromToday(3),
      note: 'Rough-in starts Monday; need these on the first truck.',
      lines: [
        ...(listItem ? [{ project_product_list_item_id: listItem.id, quantity: 50, note: '' }] : []),
        ...(item ? [{ base_item_id: item.id, quantity: 300, note: 'Same as the offices' }] : []),
        { description: 'Unistrut 1-5/8 in, 10 ft', unit: 'EA', quantity: 12, note: 'Hot-dip galvanized' },
      ].map((l) => ({ base_item_id: null, project_product_list_item_id: null, description: '', unit: '', ...l })),
    },
  );

  // one finished export of the orders list
  const params = { format: 'csv' as const, date_limit: 0 };
  const [job] = await tx.insert(exportJobs).values({ companyId: ids.contractor, accountId: ids.buyer, kind: 'orders', params, format: 'csv', status: 'running', startedAt: new Date() }).returning();
  const source = await openSource(tx, 'orders', params, { scope, accountId: ids.buyer, today: on });
  const rows: Cell[][] = [];
  for await (const page of source.pages()) rows.push(...page);
  let fileKey: string | null = null;
  if (storage) {
    fileKey = newFileKey(ids.contractor, 'exports');
    await storage.put(fileKey, Buffer.from(tableCsv({ header: source.header, rows })), 'text/csv; charset=utf-8');
  }
  await tx
    .update(exportJobs)
    .set({
      status: fileKey ? 'done' : 'failed',
      error: fileKey ? null : 'No file storage when the demo was seeded.',
      progressDone: rows.length,
      progressTotal: rows.length,
      rowCount: rows.length,
      fileKey,
      fileName: exportFileName('orders', job.id, on, 'csv'),
      finishedAt: new Date(),
    })
    .where(scope.where(exportJobs, eq(exportJobs.id, job.id)));
}
