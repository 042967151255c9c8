import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type AuditDetail, type AuditOwnerType, type AuditSummary, type AssetService, assetMessages, itemBarcodeValue, messages, SERVICE_WAREHOUSE_TYPE } from '@jobsite/core';
import { accounts, assetAuditLines, assetAudits, assetItems, assetModels, projects, warehouses } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { badRequest, detailError, fieldErrors, notFound } from '../../platform/errors';
import { type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { type AssetCaller, requireWarehouse } from './caller';
import { itemByCode } from './queries';

/*
 * Asset audits (/asset/audits?owner_id=): a count of a warehouse's shelves or of what is out
 * on a project. Creating one records what should be there; scanning or ticking marks what
 * was found; an item nobody expected there is added as unexpected; closing freezes it.
 */

type AuditRow = typeof assetAudits.$inferSelect;

async function ownerName(db: DbOrTx, scope: CompanyScope, type: AuditOwnerType, id: number): Promise<string | null> {
  const table = type === 'warehouse' ? warehouses : projects;
  const [row] = await db.select({ name: table.name }).from(table).where(scope.where(table, eq(table.id, id)));
  return row?.name ?? null;
}

/** Where the audit expects items: on the warehouse's shelves (not out), or out on the project. */
function ownerCondition(type: AuditOwnerType, ownerId: number) {
  return type === 'warehouse' ? and(eq(assetItems.warehouseId, ownerId), isNull(assetItems.projectId)) : eq(assetItems.projectId, ownerId);
}

export async function createAudit(tx: Tx, scope: CompanyScope, caller: AssetCaller, b: { name: string; owner_type: AuditOwnerType; owner_id: number; service: AssetService }): Promise<number> {
  requireAuditor(caller, b.owner_type);
  if (!(await ownerName(tx, scope, b.owner_type, b.owner_id))) throw fieldErrors({ owner_id: b.owner_type === 'warehouse' ? assetMessages.selectWarehouse : assetMessages.needProject });
  if (b.owner_type === 'warehouse') {
    // a warehouse of another service's type holds none of this service's items
    const [w] = await tx.select({ name: warehouses.name, type: warehouses.type }).from(warehouses).where(scope.where(warehouses, eq(warehouses.id, b.owner_id)));
    if (w.type !== SERVICE_WAREHOUSE_TYPE[b.service]) throw fieldErrors({ owner_id: assetMessages.auditWarehouseType(w.name, w.type, b.service) });
  }
  const [audit] = await tx
    .insert(assetAudits)
    .values({ companyId: scope.companyId, service: b.service, name: b.name, ownerType: b.owner_type, ownerId: b.owner_id, createdById: caller.accountId })
    .returning();
  await tx.execute(sql`
    insert into ${assetAuditLines} (company_id, audit_id, item_id, expected)
    select ${scope.companyId}, ${audit.id}, ${assetItems.id}, true from ${assetItems}
    where ${scope.where(assetItems, eq(assetItems.service, b.service), ownerCondition(b.owner_type, b.owner_id))}`);
  return audit.id;
}

async function summaries(db: DbOrTx, scope: CompanyScope, rows: AuditRow[]): Promise<AuditSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({
      auditId: assetAuditLines.auditId,
      expected: sql<number>`count(*) filter (where ${assetAuditLines.expected})::int`,
      found: sql<number>`count(*) filter (where ${assetAuditLines.expected} and ${assetAuditLines.found})::int`,
      unexpected: sql<number>`count(*) filter (where not ${assetAuditLines.expected})::int`,
    })
    .from(assetAuditLines)
    .where(scope.where(assetAuditLines, inArray(assetAuditLines.auditId, ids)))
    .groupBy(assetAuditLines.auditId);
  const byId = new Map(counts.map((c) => [c.auditId, c]));
  const people = await db
    .select({ id: accounts.id, first: accounts.firstName, last: accounts.lastName, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(rows.flatMap((r) => (r.createdById ? [r.createdById] : [])))].concat(0)));
  const names = new Map(people.map((p) => [p.id, `${p.first} ${p.last}`.trim() || p.email]));
  // one query per kind of owner for the whole page
  const owners = new Map<string, string>();
  for (const type of ['warehouse', 'project'] as const) {
    const ids = [...new Set(rows.filter((r) => r.ownerType === type).map((r) => r.ownerId))];
    if (ids.length === 0) continue;
    const table = type === 'warehouse' ? warehouses : projects;
    for (const o of await db.select({ id: table.id, name: table.name }).from(table).where(scope.where(table, inArray(table.id, ids)))) owners.set(`${type}:${o.id}`, o.name);
  }
  return rows.map((r) => {
    const c = byId.get(r.id) ?? { expected: 0, found: 0, unexpected: 0 };
    return {
      id: r.id,
      name: r.name,
      service: r.service,
      status: r.status,
      owner_type: r.ownerType,
      owner: { id: r.ownerId, name: owners.get(`${r.ownerType}:${r.ownerId}`) ?? 'Deleted' },
      created_by: { id: r.createdById ?? 0, name: (r.createdById && names.get(r.createdById)) || 'Former user' },
      created_at: r.createdAt.toISOString(),
      closed_at: r.closedAt?.toISOString() ?? null,
      expected_count: c.expected,
      found_count: c.found,
      missing_count: c.expected - c.found,
      unexpected_count: c.unexpected,
    };
  });
}

export async function listAudits(db: DbOrTx, scope: CompanyScope, q: { owner_type?: AuditOwnerType; owner_id?: number; status?: 'open' | 'closed' }, page: PageRequest) {
  const where = scope.where(
    assetAudits,
    q.owner_type ? eq(assetAudits.ownerType, q.owner_type) : undefined,
    q.owner_id ? eq(assetAudits.ownerId, q.owner_id) : undefined,
    q.status ? eq(assetAudits.status, q.status) : undefined,
  );
  const { rows, total } = await pagedRows(page, { rows: db.select().from(assetAudits).where(where).orderBy(desc(assetAudits.id)), count: db.select({ n: count() }).from(assetAudits).where(where) });
  return { count: total, results: await summaries(db, scope, rows) };
}

async function findAudit(db: DbOrTx, scope: CompanyScope, id: number, lock = false): Promise<AuditRow> {
  const q = db.select().from(assetAudits).where(scope.where(assetAudits, eq(assetAudits.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

/**
 * Who counts: a warehouse's shelves are its crew's (the warehouse role, as every change to
 * what sits in a warehouse); what is out on a job, anyone of the company who uses the service
 * (the field counts its site). Everyone reads the results.
 */
function requireAuditor(caller: AssetCaller, ownerType: AuditOwnerType): void {
  if (ownerType === 'warehouse') requireWarehouse(caller);
}

/** An audit to change, locked, once the caller may count it. */
async function auditToChange(tx: Tx, scope: CompanyScope, caller: AssetCaller, id: number): Promise<AuditRow> {
  const audit = await findAudit(tx, scope, id, true);
  requireAuditor(caller, audit.ownerType);
  return audit;
}

export async function auditDetail(db: DbOrTx, scope: CompanyScope, id: number): Promise<AuditDetail> {
  const audit = await findAudit(db, scope, id);
  const [summary] = await summaries(db, scope, [audit]);
  const lines = await db
    .select({ line: assetAuditLines, serial: assetItems.serialNumber, barcode: assetItems.barcode, model: assetModels.name })
    .from(assetAuditLines)
    .innerJoin(assetItems, eq(assetItems.id, assetAuditLines.itemId))
    .innerJoin(assetModels, eq(assetModels.id, assetItems.modelId))
    .where(scope.where(assetAuditLines, eq(assetAuditLines.auditId, id)))
    .orderBy(desc(assetAuditLines.expected), asc(assetAuditLines.found), asc(assetModels.name), asc(assetItems.id));
  return {
    ...summary,
    lines: lines.map((l) => ({
      item_id: l.line.itemId,
      serial_number: l.serial,
      barcode_value: itemBarcodeValue({ id: l.line.itemId, barcode: l.barcode }),
      model_name: l.model,
      expected: l.line.expected,
      found: l.line.found,
      found_at: l.line.foundAt?.toISOString() ?? null,
      recorded_location: l.line.recordedLocation,
    })),
  };
}

const refuseClosed = (audit: AuditRow) => {
  if (audit.status === 'closed') throw detailError(409, assetMessages.auditClosed);
};

/** A scanned or typed code: marks the item found, or adds it as unexpected with where it was on record. */
export async function scanIntoAudit(tx: Tx, scope: CompanyScope, caller: AssetCaller, id: number, code: string): Promise<{ item_id: number; expected: boolean }> {
  const audit = await auditToChange(tx, scope, caller, id);
  refuseClosed(audit);
  const item = await itemByCode(tx, scope, code);
  if (!item) throw detailError(404, messages.toolItemFailed);
  // another service's item is not one this audit counts: never added as unexpected
  if (item.service !== audit.service) throw badRequest(assetMessages.auditOtherService(item.serialNumber || itemBarcodeValue(item), item.service, audit.service));
  const [line] = await tx
    .select()
    .from(assetAuditLines)
    .where(scope.where(assetAuditLines, eq(assetAuditLines.auditId, id), eq(assetAuditLines.itemId, item.id)));
  if (line) {
    await tx
      .update(assetAuditLines)
      .set({ found: true, foundAt: line.foundAt ?? new Date() })
      .where(scope.where(assetAuditLines, eq(assetAuditLines.id, line.id)));
    return { item_id: item.id, expected: line.expected };
  }
  const where = item.projectId ? `on project ${(await ownerName(tx, scope, 'project', item.projectId)) ?? item.projectId}` : `in ${(await ownerName(tx, scope, 'warehouse', item.warehouseId)) ?? 'its warehouse'}`;
  await tx.insert(assetAuditLines).values({ companyId: scope.companyId, auditId: id, itemId: item.id, expected: false, found: true, foundAt: new Date(), recordedLocation: where });
  return { item_id: item.id, expected: false };
}

export async function markInAudit(tx: Tx, scope: CompanyScope, caller: AssetCaller, id: number, itemId: number, found: boolean): Promise<void> {
  const audit = await auditToChange(tx, scope, caller, id);
  refuseClosed(audit);
  const updated = await tx
    .update(assetAuditLines)
    .set({ found, foundAt: found ? new Date() : null })
    .where(scope.where(assetAuditLines, eq(assetAuditLines.auditId, id), eq(assetAuditLines.itemId, itemId), eq(assetAuditLines.expected, true)))
    .returning({ id: assetAuditLines.id });
  if (updated.length === 0) throw fieldErrors({ item_id: 'This item is not on the audit; scan it to add it.' });
}

export async function closeAudit(tx: Tx, scope: CompanyScope, caller: AssetCaller, id: number): Promise<void> {
  const audit = await auditToChange(tx, scope, caller, id);
  refuseClosed(audit);
  await tx.update(assetAudits).set({ status: 'closed', closedAt: new Date() }).where(scope.where(assetAudits, eq(assetAudits.id, id)));
}
