import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type AssetReport, type AssetService, expectedReturnRange, TOOL_ITEM_STATUSES, type ToolItemStatus } from '@jobsite/core';
import { assetItems, assetModels, projects, toolRequests } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { CompanyScope } from '../../platform/scope';
import { chargesOf } from './charges';

/** The outer model's id inside a correlated subquery (drizzle writes a bare "id" in a one-table select, which the subquery would read as its own). */
const MODEL_ID = sql.raw('"asset_models"."id"');

/**
 * Asset reporting: where a service's items are, their states, what is overdue or due soon,
 * lapsed certifications, open requests, the jobs holding most, this month's charges, and stock
 * below its reorder point. A handful of grouped counts; nothing is listed item by item.
 */
export async function assetReport(db: DbOrTx, scope: CompanyScope, service: AssetService, today: string): Promise<AssetReport> {
  const mine = scope.where(assetItems, eq(assetItems.service, service));
  // the expected-return rule of core, as date bounds: overdue before today, a warning up to 30 days ahead
  const overdue = expectedReturnRange('overdue', today);
  const warning = expectedReturnRange('warning', today);
  // every figure counts items (stock: lots, one per model and bin or job), never quantities: a stock
  // room's units differ by model (500 FT of conduit and 20 EA of clamps are not 520 of anything)
  const [totals] = await db
    .select({
      items: sql<number>`count(*)::int`,
      out: sql<number>`count(*) filter (where ${assetItems.projectId} is not null)::int`,
      overdue: sql<number>`count(*) filter (where ${assetItems.projectId} is not null and ${assetItems.expectedReturnDate} < ${overdue.before}::date)::int`,
      soon: sql<number>`count(*) filter (where ${assetItems.projectId} is not null and ${assetItems.expectedReturnDate} between ${warning.from}::date and ${warning.through}::date)::int`,
      lapsed: sql<number>`count(*) filter (where ${assetItems.certificationDue} < ${today}::date or ${assetItems.calibrationDue} < ${today}::date)::int`,
    })
    .from(assetItems)
    .where(mine);
  const statuses = await db
    .select({ status: assetItems.status, n: sql<number>`count(*)::int` })
    .from(assetItems)
    .where(mine)
    .groupBy(assetItems.status);
  const requests = await db
    .select({ status: toolRequests.status, n: sql<number>`count(*)::int` })
    .from(toolRequests)
    .where(scope.where(toolRequests, eq(toolRequests.service, service), sql`${toolRequests.status} not in ('complete', 'received', 'canceled')`))
    .groupBy(toolRequests.status);
  const jobs = await db
    .select({
      id: projects.id,
      name: projects.name,
      items: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${assetItems.expectedReturnDate} < ${overdue.before}::date)::int`,
    })
    .from(assetItems)
    .innerJoin(projects, eq(projects.id, assetItems.projectId))
    .where(and(mine, isNotNull(assetItems.projectId)))
    .groupBy(projects.id, projects.name)
    .orderBy(desc(sql`count(*)`), projects.name)
    .limit(10);
  const low = await db
    .select({
      id: assetModels.id,
      code: assetModels.code,
      name: assetModels.name,
      reorderPoint: assetModels.reorderPoint,
      available: sql<number>`coalesce((select sum(i.quantity) from asset_items i where i.company_id = ${scope.companyId} and i.model_id = ${MODEL_ID} and i.project_id is null and i.status = 'ok' and exists (select 1 from warehouses w where w.id = i.warehouse_id and w.is_active)), 0)::int`,
    })
    .from(assetModels)
    .where(scope.where(assetModels, eq(assetModels.service, service), isNotNull(assetModels.reorderPoint)))
    .orderBy(assetModels.name);
  const monthStart = `${today.slice(0, 8)}01`;
  const charges = await chargesOf(db, scope, { service, from: monthStart, to: today, today }, { limit: 1, offset: 0 });
  const count = new Map(statuses.map((s) => [s.status, s.n]));
  return {
    service,
    items: totals.items,
    in_warehouse: totals.items - totals.out,
    on_jobs: totals.out,
    by_status: TOOL_ITEM_STATUSES.map((status: ToolItemStatus) => ({ status, count: count.get(status) ?? 0 })),
    overdue: totals.overdue,
    due_within_30_days: totals.soon,
    certification_lapsed: totals.lapsed,
    open_requests: requests.map((r) => ({ status: r.status, count: r.n })),
    projects: jobs,
    month_charges: charges.total,
    below_reorder_point: low.filter((m) => m.available <= (m.reorderPoint ?? -1)).map((m) => ({ id: m.id, code: m.code, name: m.name, available: m.available, reorder_point: m.reorderPoint! })),
  };
}
