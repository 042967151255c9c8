import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ASSET_SERVICES,
  assetItemName,
  type AssetModel,
  type AssetService,
  expectedReturnRange,
  expectedReturnStatus,
  itemBarcodeValue,
  parseItemCode,
  type ToolItem,
  TOOL_ITEM_STATUS_LABELS,
  TOOL_ITEM_STATUSES,
  type ToolItemListQuery,
  type ToolItemStatus,
  type ToolRequest,
  type ToolRequestListQuery,
  TOOL_REQUEST_STATUS_LABELS,
  checkoutRefusal,
  checkoutWindow,
} from '@jobsite/core';
import { accounts, assetItems, assetModels, binLocations, projects, toolRequestLines, toolRequestPicks, toolRequests, warehouses } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { keptCount, keptCountColumn } from '../../platform/list-counts';
import { builtOnce, closedLiterals, closedSetMask, closedSubset, literalLimit, preparedPerHandle } from '../../platform/prepared';
import { type CountQuery, firstPageWithKeptTotal, type PageRequest, pagedRows } from '../../platform/paging';
import type { CompanyScope } from '../../platform/scope';
import { lockScanCodes } from '../scanning/code-clashes';
import { containsPattern } from '../../platform/text-and-dates';

export type ItemRow = typeof assetItems.$inferSelect;
export type ModelRow = typeof assetModels.$inferSelect;
export type RequestRow = typeof toolRequests.$inferSelect;

const custodian = alias(accounts, 'custodian');
const leader = alias(accounts, 'field_leader');
const requester = alias(accounts, 'requester');
const personName = (a: { firstName: unknown; lastName: unknown }) => sql<string | null>`nullif(trim(${a.firstName} || ' ' || ${a.lastName}), '')`;
const cents = (n: number) => n / 100;

// ---------------------------------------------------------------- models

/** Models with how many items each has and how many are in their warehouse, fit to go out (an inactive warehouse's are not). */
export async function modelViews(db: DbOrTx, scope: CompanyScope, rows: ModelRow[]): Promise<AssetModel[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      modelId: assetItems.modelId,
      total: sql<number>`coalesce(sum(${assetItems.quantity}), 0)::int`,
      available: sql<number>`coalesce(sum(${assetItems.quantity}) filter (where ${assetItems.projectId} is null and ${assetItems.status} = 'ok' and ${warehouses.isActive}), 0)::int`,
    })
    .from(assetItems)
    .innerJoin(warehouses, eq(warehouses.id, assetItems.warehouseId))
    .where(
      scope.where(
        assetItems,
        inArray(
          assetItems.modelId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .groupBy(assetItems.modelId);
  const byModel = new Map(counts.map((c) => [c.modelId, c]));
  return rows.map((m) => ({
    id: m.id,
    service: m.service,
    code: m.code,
    name: m.name,
    category: m.category,
    manufacturer: m.manufacturer,
    description: m.description,
    image_url: m.imageUrl,
    specs: m.specs,
    kit_items: m.kitItems,
    num_of_kit_items: m.kitItems.reduce((n, k) => n + k.quantity, 0),
    unit: m.unit,
    reorder_point: m.reorderPoint,
    daily_rate: cents(m.dailyRateCents),
    cost_code: m.costCode,
    item_count: byModel.get(m.id)?.total ?? 0,
    available_count: byModel.get(m.id)?.available ?? 0,
  }));
}

export async function listModels(db: DbOrTx, scope: CompanyScope, q: { service: AssetService; search?: string }, page: PageRequest) {
  const where = scope.where(
    assetModels,
    eq(assetModels.service, q.service),
    q.search ? or(ilike(assetModels.name, containsPattern(q.search)), ilike(assetModels.code, containsPattern(q.search)), ilike(assetModels.category, containsPattern(q.search))) : undefined,
  );
  const rows = await db.select().from(assetModels).where(where).orderBy(sql`lower(${assetModels.name})`, asc(assetModels.id)).limit(page.limit).offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(assetModels).where(where);
  return { count: n, results: await modelViews(db, scope, rows) };
}

export async function findModel(db: DbOrTx, scope: CompanyScope, id: number): Promise<ModelRow | null> {
  const [row] = await db.select().from(assetModels).where(scope.where(assetModels, eq(assetModels.id, id)));
  return row ?? null;
}

// ---------------------------------------------------------------- items

const itemColumns = {
  item: assetItems,
  model: { id: assetModels.id, code: assetModels.code, name: assetModels.name, unit: assetModels.unit, category: assetModels.category, kitItems: assetModels.kitItems, dailyRateCents: assetModels.dailyRateCents },
  warehouse: { id: warehouses.id, name: warehouses.name },
  bin: { id: binLocations.id, code: binLocations.code },
  project: { id: projects.id, name: projects.name, mainJobNum: projects.mainJobNum, requireApproval: projects.requireForemenApproval },
  custodianName: personName(custodian),
  custodianEmail: custodian.email,
  leaderName: personName(leader),
  leaderEmail: leader.email,
};

function itemSelect(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(assetItems)
    .innerJoin(assetModels, eq(assetModels.id, assetItems.modelId))
    .innerJoin(warehouses, eq(warehouses.id, assetItems.warehouseId))
    .leftJoin(binLocations, eq(binLocations.id, assetItems.binId))
    .leftJoin(projects, eq(projects.id, assetItems.projectId))
    .leftJoin(custodian, eq(custodian.id, assetItems.custodianId))
    .leftJoin(leader, eq(leader.id, projects.fieldLeaderId));
}
type ItemJoined = Awaited<ReturnType<ReturnType<typeof itemSelect>['execute']>>[number];

/** Who can clear a refusal: named in every refusal so the foreman knows whom to ask. */
export const CLEARED_BY = 'warehouse staff (a user group with Allow Edit All Tool Transfer) can clear it';

export function itemView(r: ItemJoined, today: string): ToolItem {
  const i = r.item;
  const refusal = i.projectId ? null : checkoutRefusal({ status: i.status, certification_due: i.certificationDue, calibration_due: i.calibrationDue }, today);
  return {
    id: i.id,
    service: i.service,
    model: { id: r.model.id, code: r.model.code, name: r.model.name, unit: r.model.unit },
    model_type: r.model.category,
    serial_number: i.serialNumber,
    barcode: i.barcode,
    barcode_value: itemBarcodeValue({ id: i.id, barcode: i.barcode }),
    status: i.status,
    status_display: TOOL_ITEM_STATUS_LABELS[i.status],
    quantity: i.quantity,
    warehouse: r.warehouse,
    // out on a job it keeps the bin it goes back to, which is not where it is
    bin: r.bin?.id && !i.projectId ? r.bin : null,
    project: r.project?.id ? { id: r.project.id, name: r.project.name } : null,
    custodian: i.custodianId ? { id: i.custodianId, name: r.custodianName ?? r.custodianEmail ?? '' } : null,
    expected_return_date: i.expectedReturnDate,
    expected_return_status: i.projectId ? expectedReturnStatus(i.expectedReturnDate, today) : 'ok',
    certification_due: i.certificationDue,
    calibration_due: i.calibrationDue,
    certificate_url: i.certificateUrl,
    checkout_refusal: refusal ? `Cannot go out: ${refusal}; ${CLEARED_BY}.` : null,
    kit_items: r.model.kitItems,
    num_of_kit_items: r.model.kitItems.reduce((n, k) => n + k.quantity, 0),
    project_id: r.project?.id ?? null,
    project_name: r.project?.name ?? null,
    project_main_job_num: r.project?.mainJobNum ?? null,
    project_field_leader: r.project?.id ? (r.leaderName ?? r.leaderEmail ?? null) : null,
    project_require_foremen_approval: r.project?.requireApproval ?? false,
    daily_rate: cents(r.model.dailyRateCents),
    notes: i.notes,
  };
}

/**
 * How much of an item requests have picked and not shipped yet: spoken for (pick refuses it). The outer
 * item's columns by their table's name: drizzle writes a bare "id" in a one-table select, which the
 * subquery would read as its own.
 */
const heldQuantity = sql<number>`coalesce((select sum(p.quantity) from ${toolRequestPicks} p where p.company_id = ${sql.raw('"asset_items"."company_id"')} and p.item_id = ${sql.raw('"asset_items"."id"')} and p.shipped_at is null), 0)::int`;

/** What a pick may take today: on the shelf, let out by core's checkoutRefusal (checkoutWindow) and not all spoken for. */
function pickableCondition(today: string): SQL {
  const window = checkoutWindow(today);
  return and(
    isNull(assetItems.projectId),
    eq(assetItems.status, window.status),
    or(isNull(assetItems.certificationDue), gte(assetItems.certificationDue, window.dueFrom)),
    or(isNull(assetItems.calibrationDue), gte(assetItems.calibrationDue, window.dueFrom)),
    sql`${assetItems.quantity} > ${heldQuantity}`,
  )!;
}

function itemConditions(scope: CompanyScope, q: ToolItemListQuery, callerId: number, today: string, searchModelIds: number[]): SQL {
  const range = q.expected_return_status ? expectedReturnRange(q.expected_return_status, today) : null;
  return scope.where(
    assetItems,
    eq(assetItems.service, q.service),
    q.pickable === 'true' ? pickableCondition(today) : undefined,
    q.status?.length ? inArray(assetItems.status, q.status) : undefined,
    q.project_id ? eq(assetItems.projectId, q.project_id) : undefined,
    q.warehouse_id ? eq(assetItems.warehouseId, q.warehouse_id) : undefined,
    q.bin_id ? and(eq(assetItems.binId, q.bin_id), isNull(assetItems.projectId)) : undefined,
    q.model_id ? eq(assetItems.modelId, q.model_id) : undefined,
    q.mine === 'true' ? eq(assetItems.custodianId, callerId) : undefined,
    q.location === 'out' ? isNotNull(assetItems.projectId) : q.location === 'in' ? isNull(assetItems.projectId) : undefined,
    range
      ? and(
          isNotNull(assetItems.projectId),
          range.before ? lt(assetItems.expectedReturnDate, range.before) : undefined,
          range.from && q.expected_return_status !== 'ok' ? gte(assetItems.expectedReturnDate, range.from) : undefined,
          range.through ? lte(assetItems.expectedReturnDate, range.through) : undefined,
          q.expected_return_status === 'ok' ? or(isNull(assetItems.expectedReturnDate), gte(assetItems.expectedReturnDate, range.from!)) : undefined,
        )
      : undefined,
    q.search
      ? or(
          ilike(assetItems.serialNumber, containsPattern(q.search)),
          ilike(assetItems.barcode, containsPattern(q.search)),
          searchModelIds.length ? inArray(assetItems.modelId, searchModelIds) : undefined,
        )
      : undefined,
  );
}

/** GET tool_items/: newest first (the caller's own, mine=true: soonest due first); the page's ids first (one index scan), then their rows. */
export async function listItems(db: DbOrTx, scope: CompanyScope, q: ToolItemListQuery, page: PageRequest, callerId: number, today: string) {
  // A screen's page (page_size is at most 200), not an export's 20,000 rows.
  const first = page.offset === 0 && page.limit <= 200 ? await openingItemPage(db, scope, q, page.limit, today) : null;
  if (first) return first;
  const where = itemConditions(scope, q, callerId, today, await searchedModelIds(db, scope, q));
  // The caller's own tools (the dashboard's My tools) come due first first: overdue at the top.
  const order = q.mine === 'true' ? [sql`${assetItems.expectedReturnDate} asc nulls last`, desc(assetItems.id)] : [desc(assetItems.id)];
  const { rows: ids, total } = await pagedRows(page, {
    rows: db.select({ id: assetItems.id }).from(assetItems).where(where).orderBy(...order),
    count: keptItemTotal(db, scope, q) ?? db.select({ n: count() }).from(assetItems).where(where),
  });
  const results = await itemsByIds(
    db,
    scope,
    ids.map((r) => r.id),
    today,
  );
  return { count: total, results: q.pickable === 'true' ? await withFreeQuantity(db, scope, results) : results };
}

/** The pick dialog's items with how much of each no request has picked yet (what pick lets it take). */
async function withFreeQuantity(db: DbOrTx, scope: CompanyScope, items: ToolItem[]): Promise<ToolItem[]> {
  if (items.length === 0) return items;
  const held = await db
    .select({ id: assetItems.id, held: heldQuantity })
    .from(assetItems)
    .where(
      scope.where(
        assetItems,
        inArray(
          assetItems.id,
          items.map((i) => i.id),
        ),
      ),
    );
  const heldBy = new Map(held.map((h) => [h.id, h.held]));
  return items.map((i) => ({ ...i, free_quantity: i.quantity - (heldBy.get(i.id) ?? 0) }));
}

/** The models a search matches: models are few, so their matches become a list of ids and each branch of the search can use its index. */
async function searchedModelIds(db: DbOrTx, scope: CompanyScope, q: ToolItemListQuery): Promise<number[]> {
  if (!q.search) return [];
  const found = await db
    .select({ id: assetModels.id })
    .from(assetModels)
    .where(scope.where(assetModels, eq(assetModels.service, q.service), or(ilike(assetModels.name, containsPattern(q.search)), ilike(assetModels.code, containsPattern(q.search)))))
    .limit(500);
  return found.map((m) => m.id);
}

/**
 * The items of a list in its order (newest first), `pageRows` at a time, for a background export:
 * each page is the ids below the last one read (keyset), so a late page costs what the first does
 * where OFFSET read through every row before it, and an item added meanwhile (a higher id) does not
 * shift the pages. Not for My tools, whose order is by due date: listItems pages that one.
 */
export async function* itemPagesNewestFirst(db: DbOrTx, scope: CompanyScope, q: ToolItemListQuery, pageRows: number, callerId: number, today: string): AsyncGenerator<ToolItem[]> {
  if (q.mine === 'true') throw new Error('itemPagesNewestFirst: My tools are ordered by due date');
  const where = itemConditions(scope, q, callerId, today, await searchedModelIds(db, scope, q));
  for (let below: number | null = null; ; ) {
    const ids = await db
      .select({ id: assetItems.id })
      .from(assetItems)
      .where(below === null ? where : and(where, lt(assetItems.id, below)))
      .orderBy(desc(assetItems.id))
      .limit(pageRows);
    if (!ids.length) return;
    yield await itemsByIds(db, scope, ids.map((r) => r.id), today);
    if (ids.length < pageRows) return;
    below = ids.at(-1)!.id;
  }
}

/**
 * The total of the items screen as it opens (one service, any statuses), from the counts the
 * database keeps (decision record 021, migration 0027); undefined for any other filter, which
 * is counted.
 */
function keptItemTotal(db: DbOrTx, scope: CompanyScope, q: ToolItemListQuery): CountQuery | undefined {
  if (!keptItemView(q)) return undefined;
  const statuses = q.status?.length ? q.status : TOOL_ITEM_STATUSES;
  return keptCount(db, 'asset_items', scope.companyId, { buckets: statuses.map((status) => `${q.service}|${status}`) });
}

/**
 * The first page of an items screen as it opens (one service, any statuses, no other filter or
 * search) in one statement: the page's ids from asset_items alone (a deferred join), their rows
 * (itemSelect's joins) and the kept total (keptItemTotal's buckets) as a column, read once per
 * statement. A named statement per service, status set and page size, built once per handle: the
 * company is its only parameter; the service, the statuses, their buckets and the page size are
 * written into the text, so PGlite plans it once (platform/db.ts) where it planned the ids on
 * every call and sent three statements (decision record 026). Null when the list is not such a view.
 */
async function openingItemPage(db: DbOrTx, scope: CompanyScope, q: ToolItemListQuery, limit: number, today: string): Promise<{ count: number; results: ToolItem[] } | null> {
  if (!keptItemView(q)) return null;
  const statuses = closedSubset(TOOL_ITEM_STATUSES, q.status?.length ? q.status : TOOL_ITEM_STATUSES);
  if (!statuses || !(ASSET_SERVICES as readonly string[]).includes(q.service)) return null;
  const rows = await openingItemPageOf(q.service, statuses, !q.status?.length, limit + 1)(db).execute({ companyId: scope.companyId });
  const page = firstPageWithKeptTotal(rows, limit);
  return { count: page.total, results: page.rows.map((r) => itemView(r, today)) };
}

const openingItemPages = builtOnce<ReturnType<typeof openingItemPageStatement>>();
const openingItemPageOf = (service: AssetService, statuses: readonly ToolItemStatus[], allStatuses: boolean, rows: number) => {
  // The status set as a bit mask of TOOL_ITEM_STATUSES in the statement's name ('all' when none was asked for).
  const mask = allStatuses ? 'all' : String(closedSetMask(TOOL_ITEM_STATUSES, statuses));
  const name = `tool_item_list_${service}_${mask}_${Math.trunc(rows)}`;
  return openingItemPages(name, () => openingItemPageStatement(name, service, statuses, allStatuses, rows));
};

function openingItemPageStatement(name: string, service: AssetService, statuses: readonly ToolItemStatus[], allStatuses: boolean, rows: number) {
  const companyId = sql.placeholder('companyId');
  const listed = and(
    eq(assetItems.companyId, companyId),
    sql`${assetItems.service} = ${closedLiterals(ASSET_SERVICES, [service])}`,
    allStatuses ? undefined : sql`${assetItems.status} in (${closedLiterals(TOOL_ITEM_STATUSES, statuses)})`,
  );
  return preparedPerHandle((db) => {
    const ids = db
      .select({ pageId: sql<number>`${assetItems.id}`.as('page_id') })
      .from(assetItems)
      .where(listed)
      .orderBy(desc(assetItems.id))
      .limit(literalLimit(Math.trunc(rows)))
      .as('page_ids');
    return db
      .select({ ...itemColumns, keptTotal: keptCountColumn(db, 'asset_items', companyId, { buckets: statuses.map((status) => `${service}|${status}`) }) })
      .from(ids)
      .innerJoin(assetItems, eq(assetItems.id, ids.pageId))
      .innerJoin(assetModels, eq(assetModels.id, assetItems.modelId))
      .innerJoin(warehouses, eq(warehouses.id, assetItems.warehouseId))
      .leftJoin(binLocations, eq(binLocations.id, assetItems.binId))
      .leftJoin(projects, eq(projects.id, assetItems.projectId))
      .leftJoin(custodian, eq(custodian.id, assetItems.custodianId))
      .leftJoin(leader, eq(leader.id, projects.fieldLeaderId))
      .orderBy(desc(assetItems.id))
      .prepare(name);
  });
}

/** The view whose total is kept: one service and any statuses, nothing else asked for. */
const keptItemView = (q: ToolItemListQuery) => !(q.expected_return_status || q.project_id || q.warehouse_id || q.bin_id || q.model_id || q.mine === 'true' || q.location || q.pickable === 'true' || q.search);

/**
 * The items of a company with these ids, as a named prepared statement (decision record 021):
 * the seven-table join is planned once per connection, and one statement text serves any
 * number of ids (one array parameter).
 */
const itemsByIdsQuery = preparedPerHandle((db) =>
  itemSelect(db)
    .where(and(eq(assetItems.companyId, sql.placeholder('companyId')), sql`${assetItems.id} = any(${sql.placeholder('ids')}::int[])`))
    .prepare('tool_items_by_ids'),
);

export async function itemsByIds(db: DbOrTx, scope: CompanyScope, ids: number[], today: string): Promise<ToolItem[]> {
  if (ids.length === 0) return [];
  const rows = await itemsByIdsQuery(db).execute({ companyId: scope.companyId, ids });
  const byId = new Map(rows.map((r) => [r.item.id, itemView(r, today)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function itemRows(db: DbOrTx, scope: CompanyScope, ids: number[], lock = false): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const q = db.select().from(assetItems).where(scope.where(assetItems, inArray(assetItems.id, ids))).orderBy(asc(assetItems.id));
  return lock ? q.for('update') : q;
}

/** What a warehouse person calls each item (core's assetItemName): its serial, else its model and bin, else its model and warehouse. */
export async function itemNames(db: DbOrTx, scope: CompanyScope, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: assetItems.id, serial: assetItems.serialNumber, model: assetModels.name, bin: binLocations.code, warehouse: warehouses.name })
    .from(assetItems)
    .innerJoin(assetModels, eq(assetModels.id, assetItems.modelId))
    .leftJoin(warehouses, eq(warehouses.id, assetItems.warehouseId))
    .leftJoin(binLocations, eq(binLocations.id, assetItems.binId))
    .where(scope.where(assetItems, inArray(assetItems.id, ids)));
  return new Map(rows.map((r) => [r.id, assetItemName({ serial_number: r.serial, model: r.model, bin: r.bin, warehouse: r.warehouse })]));
}

/** The item a scanned or typed code names: its barcode, its label code (jobsite:item:{id}) or its serial number. */
export async function itemByCode(db: DbOrTx, scope: CompanyScope, code: string): Promise<ItemRow | null> {
  const value = code.trim();
  if (!value) return null;
  const id = parseItemCode(value);
  const where =
    id !== null
      ? id <= 2147483647
        ? eq(assetItems.id, id)
        : sql`false`
      : or(sql`upper(${assetItems.barcode}) = upper(${value}) and ${assetItems.barcode} <> ''`, sql`upper(${assetItems.serialNumber}) = upper(${value}) and ${assetItems.serialNumber} <> ''`);
  const [row] = await db
    .select()
    .from(assetItems)
    .where(scope.where(assetItems, where))
    .orderBy(sql`case when upper(${assetItems.barcode}) = upper(${value}) then 0 else 1 end`, asc(assetItems.id))
    .limit(1);
  return row ?? null;
}

/**
 * The serial numbers (upper case) items of these models already have, per model, in the caller's
 * company; `exceptItemId` is the item being changed. Serial numbers have no unique index (a stock
 * lot keeps its number when it splits), so the check first takes the company's serial lock until
 * the transaction ends: a second save of the same serial waits for the first, then sees its item.
 */
export async function takenSerials(tx: Tx, scope: CompanyScope, modelIds: number[], serials: string[], exceptItemId: number | null = null): Promise<Set<string>> {
  const wanted = [...new Set(serials.map((x) => x.trim().toUpperCase()).filter(Boolean))];
  if (wanted.length === 0 || modelIds.length === 0) return new Set();
  await lockScanCodes(tx, scope);
  const rows = await tx
    .select({ modelId: assetItems.modelId, serial: sql<string>`upper(${assetItems.serialNumber})` })
    .from(assetItems)
    .where(scope.where(assetItems, inArray(sql`upper(${assetItems.serialNumber})`, wanted), inArray(assetItems.modelId, modelIds), exceptItemId === null ? undefined : sql`${assetItems.id} <> ${exceptItemId}`));
  return new Set(rows.map((r) => `${r.modelId}|${r.serial}`));
}

// ---------------------------------------------------------------- requests

export interface RequestFill {
  lineCount: number;
  requested: number;
  picked: number;
  shipped: number;
  received: number;
}

/** How far each request is filled: requested, picked, shipped and received quantities. */
export async function requestFills(db: DbOrTx, scope: CompanyScope, requests: Pick<RequestRow, 'id' | 'requestType' | 'status'>[]): Promise<Map<number, RequestFill>> {
  const out = new Map<number, RequestFill>(requests.map((r) => [r.id, { lineCount: 0, requested: 0, picked: 0, shipped: 0, received: 0 }]));
  if (requests.length === 0) return out;
  const ids = requests.map((r) => r.id);
  const lines = await db
    .select({ requestId: toolRequestLines.requestId, n: sql<number>`count(*)::int`, requested: sql<number>`sum(${toolRequestLines.quantity})::int`, received: sql<number>`sum(${toolRequestLines.receivedQuantity})::int` })
    .from(toolRequestLines)
    .where(scope.where(toolRequestLines, inArray(toolRequestLines.requestId, ids)))
    .groupBy(toolRequestLines.requestId);
  const picks = await db
    .select({
      requestId: toolRequestLines.requestId,
      picked: sql<number>`coalesce(sum(${toolRequestPicks.quantity}), 0)::int`,
      shipped: sql<number>`coalesce(sum(${toolRequestPicks.quantity}) filter (where ${toolRequestPicks.shippedAt} is not null), 0)::int`,
      received: sql<number>`coalesce(sum(${toolRequestPicks.quantity}) filter (where ${toolRequestPicks.receivedAt} is not null), 0)::int`,
    })
    .from(toolRequestPicks)
    .innerJoin(toolRequestLines, eq(toolRequestLines.id, toolRequestPicks.lineId))
    .where(scope.where(toolRequestPicks, inArray(toolRequestLines.requestId, ids)))
    .groupBy(toolRequestLines.requestId);
  const type = new Map(requests.map((r) => [r.id, r.requestType]));
  const lineSums = new Map(lines.map((l) => [l.requestId, l]));
  for (const l of lines) Object.assign(out.get(l.requestId)!, { lineCount: l.n, requested: l.requested });
  for (const r of requests) {
    const fill = out.get(r.id)!;
    // a return moves every item at once: what is shipped is everything, what is received counts per line
    if (r.requestType === 'return') {
      const l = lineSums.get(r.id);
      const shipped = ['in transit', 'received', 'partly received'].includes(r.status) ? fill.requested : 0;
      Object.assign(fill, { picked: fill.requested, shipped, received: l?.received ?? 0 });
    }
  }
  for (const p of picks) if (type.get(p.requestId) === 'non_return') Object.assign(out.get(p.requestId)!, { picked: p.picked, shipped: p.shipped, received: p.received });
  return out;
}

export function requestNumber(r: Pick<RequestRow, 'id' | 'requestType'>): string {
  return `${r.requestType === 'return' ? 'RT' : 'TR'}-${String(r.id).padStart(5, '0')}`;
}

const requestColumns = {
  request: toolRequests,
  project: { id: projects.id, name: projects.name, mainJobNum: projects.mainJobNum },
  warehouse: { id: warehouses.id, name: warehouses.name },
  requesterName: personName(requester),
  requesterEmail: requester.email,
};

function requestSelect(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(toolRequests)
    .innerJoin(projects, eq(projects.id, toolRequests.projectId))
    .leftJoin(warehouses, eq(warehouses.id, toolRequests.warehouseId))
    .leftJoin(requester, eq(requester.id, toolRequests.requestedById));
}

export async function requestViews(db: DbOrTx, scope: CompanyScope, ids: number[]): Promise<ToolRequest[]> {
  if (ids.length === 0) return [];
  const rows = await requestSelect(db).where(scope.where(toolRequests, inArray(toolRequests.id, ids)));
  const fills = await requestFills(
    db,
    scope,
    rows.map((r) => r.request),
  );
  const byId = new Map(
    rows.map((r) => {
      const q = r.request;
      const fill = fills.get(q.id)!;
      const view: ToolRequest = {
        id: q.id,
        number: requestNumber(q),
        service: q.service,
        request_type: q.requestType,
        status: q.status,
        status_display: q.awaitingApproval ? 'Awaiting approval' : TOOL_REQUEST_STATUS_LABELS[q.status],
        awaiting_approval: q.awaitingApproval,
        project: { id: r.project.id, name: r.project.name, main_job_num: r.project.mainJobNum },
        warehouse: r.warehouse?.id ? r.warehouse : null,
        requested_by: { id: q.requestedById ?? 0, name: r.requesterName ?? r.requesterEmail ?? 'Former user' },
        need_by_date: q.needByDate,
        expected_return_date: q.expectedReturnDate,
        submitted_on: q.submittedOn?.toISOString() ?? null,
        created_at: q.createdAt.toISOString(),
        line_count: fill.lineCount,
        quantity: fill.requested,
        picked_quantity: fill.picked,
        shipped_quantity: fill.shipped,
        received_quantity: fill.received,
        notes: q.notes,
      };
      return [q.id, view];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** GET tool_requests/: newest first, default statuses and 90 days unless asked otherwise. */
export async function listRequests(db: DbOrTx, scope: CompanyScope, q: ToolRequestListQuery & { statuses: string[] }, page: PageRequest, callerId: number) {
  const where = scope.where(
    toolRequests,
    eq(toolRequests.service, q.service),
    q.statuses.length ? inArray(toolRequests.status, q.statuses as RequestRow['status'][]) : undefined,
    q.request_type !== 'all' ? eq(toolRequests.requestType, q.request_type) : undefined,
    q.project_id ? eq(toolRequests.projectId, q.project_id) : undefined,
    q.mine === 'true' ? eq(toolRequests.requestedById, callerId) : undefined,
    q.date_limit ? sql`${toolRequests.createdAt} >= now() - make_interval(days => ${q.date_limit})` : undefined,
    q.search
      ? or(
          sql`${toolRequests.projectId} in (select ${projects.id} from ${projects} where ${projects.companyId} = ${scope.companyId} and (${ilike(projects.name, containsPattern(q.search))} or ${ilike(projects.mainJobNum, containsPattern(q.search))}))`,
          ilike(toolRequests.notes, containsPattern(q.search)),
          /^(tr|rt)-?\d+$/i.test(q.search) ? eq(toolRequests.id, Number(q.search.replace(/\D/g, ''))) : undefined,
        )
      : undefined,
  );
  const ids = await db.select({ id: toolRequests.id }).from(toolRequests).where(where).orderBy(desc(toolRequests.createdAt), desc(toolRequests.id)).limit(page.limit).offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(toolRequests).where(where);
  return {
    count: n,
    results: await requestViews(
      db,
      scope,
      ids.map((r) => r.id),
    ),
  };
}
