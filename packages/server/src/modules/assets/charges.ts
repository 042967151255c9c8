import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AssetService, ToolCharge } from '@jobsite/core';
import { assetCustody, assetItems, assetModels, projects } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { PageWindow } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { type Cell, MONEY_FORMAT } from '../../platform/table-export';

/*
 * Tool charges: an item out on a project charges the project's cost code its model's daily
 * rate for every day of its custody period, both ends counted. The days and the cents are
 * computed here only, in SQL integers (days x rate in cents x quantity), for the list, the
 * totals and the export alike. A period charges up to the caller's today at most: an item still
 * out has not charged the days ahead yet, so a period wholly in the future charges nothing.
 */

export const CHARGE_EXPORT_MAX_ROWS = 20_000;

/** A charge as a row of the charges export (TOOL_CHARGE_EXPORT_HEADERS), and the file's widths and money columns (daily rate, amount). */
export const chargeExportRow = (c: ToolCharge): Cell[] => [c.project.name, c.project.main_job_num, c.cost_code, `${c.item.model_code} ${c.item.model_name}`, c.item.serial_number, c.quantity, c.from, c.to, c.days, c.daily_rate, c.amount];
export const CHARGE_EXPORT_WIDTHS = [30, 12, 14, 36, 16, 10, 12, 12, 8, 12, 12];
export const CHARGE_EXPORT_NUM_FMTS = { 9: MONEY_FORMAT, 10: MONEY_FORMAT };

interface ChargeFilter {
  service: AssetService;
  project_id?: number;
  from: string;
  to: string;
  /** The caller's date (AssetCaller.today): no day after it is charged. */
  today: string;
}

function chargeParts(scope: CompanyScope, f: ChargeFilter) {
  const start = sql`greatest(${assetCustody.startedOn}, ${f.from}::date)`;
  const end = sql`least(coalesce(${assetCustody.endedOn}, ${f.to}::date), ${f.to}::date, ${f.today}::date)`;
  const days = sql<number>`(${end} - ${start} + 1)::int`;
  const where: SQL = scope.where(
    assetCustody,
    eq(assetCustody.service, f.service),
    f.project_id ? eq(assetCustody.projectId, f.project_id) : undefined,
    sql`${assetCustody.startedOn} <= ${f.to}::date`,
    sql`coalesce(${assetCustody.endedOn}, ${f.to}::date) >= ${f.from}::date`,
    // what starts after today (or an asked period wholly ahead) has no day charged yet
    sql`${start} <= ${end}`,
  );
  const amountCents = sql<string>`(${days})::bigint * ${assetCustody.dailyRateCents} * ${assetCustody.quantity}`;
  return { start, end, days, where, amountCents };
}

/** One page of charge rows, newest periods first (what the export reads, page by page). */
export async function chargeRows(db: DbOrTx, scope: CompanyScope, f: ChargeFilter, page: PageWindow): Promise<ToolCharge[]> {
  const { start, end, days, where, amountCents } = chargeParts(scope, f);
  const rows = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      jobNum: projects.mainJobNum,
      costCode: assetCustody.costCode,
      itemId: assetItems.id,
      serial: assetItems.serialNumber,
      modelName: assetModels.name,
      modelCode: assetModels.code,
      quantity: assetCustody.quantity,
      from: sql<string>`to_char(${start}, 'YYYY-MM-DD')`,
      to: sql<string>`to_char(${end}, 'YYYY-MM-DD')`,
      days,
      rateCents: assetCustody.dailyRateCents,
      amountCents,
    })
    .from(assetCustody)
    .innerJoin(projects, eq(projects.id, assetCustody.projectId))
    .innerJoin(assetItems, eq(assetItems.id, assetCustody.itemId))
    .innerJoin(assetModels, eq(assetModels.id, assetItems.modelId))
    .where(where)
    .orderBy(desc(assetCustody.startedOn), desc(assetCustody.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    project: { id: r.projectId, name: r.projectName, main_job_num: r.jobNum },
    cost_code: r.costCode,
    item: { id: r.itemId, serial_number: r.serial, model_name: r.modelName, model_code: r.modelCode },
    quantity: r.quantity,
    from: r.from,
    to: r.to,
    days: r.days,
    daily_rate: r.rateCents / 100,
    amount: Number(r.amountCents) / 100,
  }));
}

/** One page of charge rows and the period's totals per project and overall. */
export async function chargesOf(db: DbOrTx, scope: CompanyScope, f: ChargeFilter, page: PageWindow) {
  const { where, amountCents } = chargeParts(scope, f);
  const results = await chargeRows(db, scope, f, page);
  const totals = await db
    .select({ id: projects.id, name: projects.name, cents: sql<string>`sum(${amountCents})`, n: sql<number>`count(*)::int` })
    .from(assetCustody)
    .innerJoin(projects, eq(projects.id, assetCustody.projectId))
    .where(where)
    .groupBy(projects.id, projects.name)
    .orderBy(projects.name);
  const totalCents = totals.reduce((s, t) => s + BigInt(t.cents), 0n);
  return {
    count: totals.reduce((s, t) => s + t.n, 0),
    results,
    projects: totals.map((t) => ({ id: t.id, name: t.name, amount: Number(t.cents) / 100 })),
    total: Number(totalCents) / 100,
  };
}
