import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AssetService,
  ASSET_SERVICE_LABELS,
  assetMessages,
  checkoutRefusal,
  isSerialised,
  type RequestState,
  returnQuantityError,
  returnSelectionError,
  statusAfterShort,
  SERVICE_WAREHOUSE_TYPE,
  type ToolItemDetail,
  TOOL_REQUEST_STATUS_LABELS,
  type ToolRequestAction,
  type ToolRequestDetail,
  toolRequestActionsFor,
  toolRequestTransition,
  TOOL_ITEM_STATUS_LABELS,
  formatQuantity,
  earliestToday,
  EXPECTED_RETURN_DATE_PAST,
  isPastDateChange,
  type assetModelBody,
  type toolItemBody,
  type toolItemUpdateBody,
  type createToolRequestBody,
  type toolRequestActionBody,
} from '@jobsite/core';
import {
  accounts,
  assetAuditLines,
  assetCustody,
  assetEvents,
  assetItems,
  assetModels,
  binLocations,
  companyMemberships,
  projects,
  shippingItems,
  toolRequestLines,
  toolRequestPicks,
  toolRequests,
  userGroups,
  warehouses,
} from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { badRequest, detailError, fieldErrors, notFound, registerUniqueField } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { notify } from '../notifications/service';
import type { AssetCaller } from './caller';
import { scanCodeClashes } from '../scanning/code-clashes';
import { CLEARED_BY, findModel, takenSerials, itemNames, itemRows, itemsByIds, type ItemRow, type ModelRow, requestFills, requestNumber, requestViews, type RequestRow } from './queries';

type ModelInput = z.output<typeof assetModelBody>;
type ItemInput = z.output<typeof toolItemBody>;
type ItemUpdate = z.output<typeof toolItemUpdateBody>;
type RequestInput = z.output<typeof createToolRequestBody>;
type ActionInput = z.output<typeof toolRequestActionBody>;

// two saves racing past refuseBarcodeClash with the same barcode: the loser hears the same
registerUniqueField('asset_items_barcode_unique', 'barcode', 'This barcode is on another item already.');

const toCents = (dollars: number) => Math.round(dollars * 100);

type NewEvent = { companyId: number; itemId?: number; requestId?: number; accountId: number | null; text: string };

export async function addEvent(db: DbOrTx, e: NewEvent) {
  await db.insert(assetEvents).values(e);
}

/** Many history lines in one statement (a bulk change, an import). */
export async function addEvents(db: DbOrTx, events: NewEvent[]) {
  for (let start = 0; start < events.length; start += 1000) await db.insert(assetEvents).values(events.slice(start, start + 1000));
}

// ---------------------------------------------------------------- models

function modelValues(b: ModelInput) {
  return {
    service: b.service,
    code: b.code,
    name: b.name,
    category: b.category,
    manufacturer: b.manufacturer,
    description: b.description,
    imageUrl: b.image_url,
    specs: b.specs,
    kitItems: b.kit_items,
    unit: b.unit || 'EA',
    reorderPoint: b.reorder_point,
    dailyRateCents: toCents(b.daily_rate),
    costCode: b.cost_code,
  };
}

export async function createModel(tx: Tx, scope: CompanyScope, b: ModelInput): Promise<ModelRow> {
  const [row] = await tx
    .insert(assetModels)
    .values({ companyId: scope.companyId, ...modelValues(b) })
    .returning();
  return row;
}

export async function updateModel(tx: Tx, scope: CompanyScope, id: number, b: ModelInput): Promise<ModelRow> {
  const current = await findModel(tx, scope, id);
  if (!current) throw notFound();
  if (current.service !== b.service) throw fieldErrors({ service: 'A model keeps its service; make a new model instead.' });
  const [row] = await tx.update(assetModels).set(modelValues(b)).where(scope.where(assetModels, eq(assetModels.id, id))).returning();
  return row;
}

// ---------------------------------------------------------------- items

async function warehouseFor(db: DbOrTx, scope: CompanyScope, service: AssetService, warehouseId: number, binId: number | null) {
  const [w] = await db.select().from(warehouses).where(scope.where(warehouses, eq(warehouses.id, warehouseId)));
  if (!w) throw fieldErrors({ warehouse_id: assetMessages.selectWarehouse });
  if (w.type !== SERVICE_WAREHOUSE_TYPE[service]) throw fieldErrors({ warehouse_id: `Choose a ${SERVICE_WAREHOUSE_TYPE[service]} warehouse.` });
  if (binId !== null) {
    const [bin] = await db.select({ id: binLocations.id }).from(binLocations).where(scope.where(binLocations, eq(binLocations.id, binId), eq(binLocations.warehouseId, w.id)));
    if (!bin) throw fieldErrors({ bin_id: 'This bin is not in the chosen warehouse.' });
  }
  return w;
}

/** A warehouse items go to from now on (a new item, a move, a request's source): one made inactive is refused by name. */
async function activeWarehouseFor(db: DbOrTx, scope: CompanyScope, service: AssetService, warehouseId: number, binId: number | null) {
  const w = await warehouseFor(db, scope, service, warehouseId, binId);
  if (!w.isActive) throw fieldErrors({ warehouse_id: assetMessages.inactiveWarehouse(w.name) });
  return w;
}

/** A serial number another item of the model has is refused at serial_number (isSerialised: not stock's, which is counted). */
async function refuseSerialTaken(tx: Tx, scope: CompanyScope, model: Pick<ModelRow, 'id' | 'name' | 'service'>, serial: string, itemId: number | null): Promise<void> {
  if (!serial || !isSerialised(model.service)) return;
  if ((await takenSerials(tx, scope, [model.id], [serial], itemId)).size) throw fieldErrors({ serial_number: assetMessages.serialTaken(serial, model.name) });
}

/** A barcode another item or a bin answers to is refused at barcode: the item's label would open that instead (scanCodeClashes). */
async function refuseBarcodeClash(tx: Tx, scope: CompanyScope, barcode: string, itemId: number | null): Promise<void> {
  if (!barcode) return;
  const clash = (await scanCodeClashes(tx, scope, [barcode], { kind: 'item', itemId })).get(barcode.trim().toUpperCase());
  if (clash) throw fieldErrors({ barcode: clash });
}

export async function createItem(tx: Tx, scope: CompanyScope, caller: AssetCaller, b: ItemInput): Promise<number> {
  const model = await findModel(tx, scope, b.model_id);
  if (!model) throw fieldErrors({ model_id: 'Choose a model.' });
  await activeWarehouseFor(tx, scope, model.service, b.warehouse_id, b.bin_id);
  if (isSerialised(model.service) && b.quantity !== 1) throw fieldErrors({ quantity: 'Only stock is counted; a serialised item is one item.' });
  await refuseSerialTaken(tx, scope, model, b.serial_number, null);
  await refuseBarcodeClash(tx, scope, b.barcode, null);
  const [row] = await tx
    .insert(assetItems)
    .values({
      companyId: scope.companyId,
      service: model.service,
      modelId: model.id,
      serialNumber: b.serial_number,
      barcode: b.barcode,
      status: b.status,
      quantity: b.quantity,
      warehouseId: b.warehouse_id,
      binId: b.bin_id,
      certificationDue: b.certification_due,
      calibrationDue: b.calibration_due,
      certificateUrl: b.certificate_url,
      notes: b.notes,
    })
    .returning({ id: assetItems.id });
  await addEvent(tx, { companyId: scope.companyId, itemId: row.id, accountId: caller.accountId, text: 'Added to the warehouse' });
  return row.id;
}

export async function updateItem(tx: Tx, scope: CompanyScope, caller: AssetCaller, id: number, b: ItemUpdate): Promise<void> {
  const [item] = await itemRows(tx, scope, [id], true);
  if (!item) throw notFound();
  if (b.bin_id !== undefined && b.bin_id !== null) await warehouseFor(tx, scope, item.service, item.warehouseId, b.bin_id);
  // a new day past is refused as need-by dates are; the stored one, since passed, may come back unchanged
  if (isPastDateChange(b.expected_return_date, item.expectedReturnDate, earliestToday())) throw fieldErrors({ expected_return_date: EXPECTED_RETURN_DATE_PAST });
  // the stored serial or barcode sent back unchanged is not asked about again
  if (b.serial_number !== undefined && b.serial_number.toUpperCase() !== item.serialNumber.toUpperCase()) {
    const model = await findModel(tx, scope, item.modelId);
    if (model) await refuseSerialTaken(tx, scope, model, b.serial_number, item.id);
  }
  if (b.barcode !== undefined && b.barcode.toUpperCase() !== item.barcode.toUpperCase()) await refuseBarcodeClash(tx, scope, b.barcode, item.id);
  const set: Partial<typeof assetItems.$inferInsert> = {};
  if (b.serial_number !== undefined) set.serialNumber = b.serial_number;
  if (b.barcode !== undefined) set.barcode = b.barcode;
  if (b.status !== undefined) set.status = b.status;
  if (b.bin_id !== undefined) set.binId = b.bin_id;
  if (b.certification_due !== undefined) set.certificationDue = b.certification_due;
  if (b.calibration_due !== undefined) set.calibrationDue = b.calibration_due;
  if (b.certificate_url !== undefined) set.certificateUrl = b.certificate_url;
  if (b.notes !== undefined) set.notes = b.notes;
  if (b.expected_return_date !== undefined) Object.assign(set, { expectedReturnDate: b.expected_return_date, overdueNotifiedFor: null });
  if (Object.keys(set).length === 0) return;
  await tx.update(assetItems).set(set).where(scope.where(assetItems, eq(assetItems.id, id)));
  if (b.status !== undefined && b.status !== item.status) {
    await addEvent(tx, { companyId: scope.companyId, itemId: id, accountId: caller.accountId, text: `Status ${TOOL_ITEM_STATUS_LABELS[item.status]} → ${TOOL_ITEM_STATUS_LABELS[b.status]}` });
  }
}

/** The items of a selection, all found in the caller's company (404 for any that is not). */
async function selection(tx: Tx, scope: CompanyScope, ids: number[]): Promise<ItemRow[]> {
  const rows = await itemRows(tx, scope, ids, true);
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

/** Bulk expected return date: warehouse staff, or the custodian / field leader of every selected item. */
export async function bulkExpectedReturn(tx: Tx, scope: CompanyScope, caller: AssetCaller, ids: number[], date: string | null): Promise<number> {
  const rows = await selection(tx, scope, ids);
  if (!caller.warehouse) {
    const leaders = await fieldLeaders(tx, scope, [...new Set(rows.flatMap((r) => (r.projectId ? [r.projectId] : [])))]);
    const own = rows.every((r) => r.custodianId === caller.accountId || (r.projectId !== null && leaders.get(r.projectId) === caller.accountId));
    if (!own) throw detailError(403, 'Only warehouse staff, or whoever holds the items, can change their expected return date.');
  }
  await tx
    .update(assetItems)
    .set({ expectedReturnDate: date, overdueNotifiedFor: null })
    .where(scope.where(assetItems, inArray(assetItems.id, ids)));
  await addEvents(
    tx,
    rows.map((r) => ({ companyId: scope.companyId, itemId: r.id, accountId: caller.accountId, text: date ? `Expected back ${date}` : 'Expected return date cleared' })),
  );
  return rows.length;
}

/** Change warehouse: the home the items belong to and return to (warehouse staff). */
export async function changeWarehouse(tx: Tx, scope: CompanyScope, caller: AssetCaller, ids: number[], warehouseId: number, binId: number | null): Promise<number> {
  const rows = await selection(tx, scope, ids);
  const services = new Set(rows.map((r) => r.service));
  if (services.size > 1) throw badRequest(assetMessages.multipleSources);
  const w = await activeWarehouseFor(tx, scope, rows[0].service, warehouseId, binId);
  const moving = rows.filter((r) => r.warehouseId !== warehouseId || (binId !== null && r.binId !== binId));
  // on the shelf: the new warehouse and bin; out on a job: only the warehouse it returns to
  const shelved = moving.filter((r) => r.projectId === null).map((r) => r.id);
  const out = moving.filter((r) => r.projectId !== null).map((r) => r.id);
  if (shelved.length) await tx.update(assetItems).set({ warehouseId, binId }).where(scope.where(assetItems, inArray(assetItems.id, shelved)));
  if (out.length) await tx.update(assetItems).set({ warehouseId }).where(scope.where(assetItems, inArray(assetItems.id, out)));
  await addEvents(
    tx,
    moving.map((r) => ({ companyId: scope.companyId, itemId: r.id, accountId: caller.accountId, text: `Moved to ${w.name}` })),
  );
  return moving.length;
}

export async function itemDetail(db: DbOrTx, scope: CompanyScope, id: number, today: string): Promise<ToolItemDetail> {
  const [item] = await itemsByIds(db, scope, [id], today);
  if (!item) throw notFound();
  return { ...item, history: await historyOf(db, scope, { itemId: id }) };
}

async function historyOf(db: DbOrTx, scope: CompanyScope, of: { itemId?: number; requestId?: number }) {
  const rows = await db
    .select({ at: assetEvents.createdAt, text: assetEvents.text, first: accounts.firstName, last: accounts.lastName, email: accounts.email })
    .from(assetEvents)
    .leftJoin(accounts, eq(accounts.id, assetEvents.accountId))
    .where(scope.where(assetEvents, of.itemId ? eq(assetEvents.itemId, of.itemId) : eq(assetEvents.requestId, of.requestId!)))
    .orderBy(asc(assetEvents.id))
    .limit(500);
  return rows.map((r) => ({ at: r.at.toISOString(), by: r.email ? `${r.first ?? ''} ${r.last ?? ''}`.trim() || r.email : 'System', text: r.text }));
}

// ---------------------------------------------------------------- people to tell

async function fieldLeaders(db: DbOrTx, scope: CompanyScope, projectIds: number[]): Promise<Map<number, number | null>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, leader: projects.fieldLeaderId })
    .from(projects)
    .where(scope.where(projects, inArray(projects.id, projectIds)));
  return new Map(rows.map((r) => [r.id, r.leader]));
}

/** The company's warehouse staff: active members of a group with allow_edit_all_tool_transfer. */
export async function warehouseStaff(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyMemberships.accountId })
    .from(companyMemberships)
    .innerJoin(userGroups, eq(userGroups.id, companyMemberships.userGroupId))
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.status, 'active'),
        sql`(${userGroups.settings} ->> 'allow_edit_all_tool_transfer')::boolean is true`,
      ),
    );
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- requests

async function lockRequest(tx: Tx, scope: CompanyScope, id: number): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(toolRequests)
    .where(scope.where(toolRequests, eq(toolRequests.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function projectOf(db: DbOrTx, scope: CompanyScope, id: number) {
  const [p] = await db
    .select({ id: projects.id, name: projects.name, leader: projects.fieldLeaderId, requireApproval: projects.requireForemenApproval })
    .from(projects)
    .where(scope.where(projects, eq(projects.id, id)));
  return p ?? null;
}

export async function createRequest(tx: Tx, scope: CompanyScope, caller: AssetCaller, b: RequestInput): Promise<number> {
  const project = await projectOf(tx, scope, b.project_id!);
  if (!project) throw fieldErrors({ project_id: assetMessages.needProject });
  if (b.warehouse_id !== null) await activeWarehouseFor(tx, scope, b.service, b.warehouse_id, null);
  const modelIds = [...new Set(b.lines.map((l) => l.model_id))];
  const models = await tx
    .select({ id: assetModels.id, service: assetModels.service })
    .from(assetModels)
    .where(scope.where(assetModels, inArray(assetModels.id, modelIds)));
  if (models.length !== modelIds.length || models.some((m) => m.service !== b.service)) throw fieldErrors({ lines: `Choose ${ASSET_SERVICE_LABELS[b.service].title.toLowerCase()} models of your company.` });
  const [row] = await tx
    .insert(toolRequests)
    .values({
      companyId: scope.companyId,
      service: b.service,
      requestType: 'non_return',
      status: 'pending',
      projectId: project.id,
      warehouseId: b.warehouse_id,
      requestedById: caller.accountId,
      needByDate: b.need_by_date,
      expectedReturnDate: b.expected_return_date,
      notes: b.notes,
    })
    .returning();
  await tx.insert(toolRequestLines).values(b.lines.map((l) => ({ companyId: scope.companyId, requestId: row.id, modelId: l.model_id, quantity: l.quantity, note: l.note })));
  await addEvent(tx, { companyId: scope.companyId, requestId: row.id, accountId: caller.accountId, text: 'Request created' });
  if (!b.draft) await act(tx, scope, caller, row.id, 'submit', {});
  return row.id;
}

/**
 * Part of a stock row out on a job splits off as its own row (same job, custodian and dates), so
 * that part alone can go back; the open custody splits with it, so what both charged so far is
 * unchanged and each stops when its own stock comes back. Answers the new row's id; a row taken
 * whole (or a tool, always one) answers its own id.
 */
export async function splitOffStock(tx: Tx, scope: CompanyScope, caller: AssetCaller, itemId: number, quantity: number): Promise<number> {
  const [item] = await tx.select().from(assetItems).where(scope.where(assetItems, eq(assetItems.id, itemId))).for('update');
  if (!item || item.service !== 'stock' || quantity >= item.quantity) return itemId;
  if (!(quantity > 0)) throw fieldErrors({ quantity: 'Quantity must be greater than 0' });
  await tx.update(assetItems).set({ quantity: item.quantity - quantity }).where(scope.where(assetItems, eq(assetItems.id, item.id)));
  const { id: _id, createdAt: _c, ...rest } = item;
  void _id;
  void _c;
  const [split] = await tx.insert(assetItems).values({ ...rest, quantity, barcode: '' }).returning({ id: assetItems.id });
  const custody = await tx.select().from(assetCustody).where(scope.where(assetCustody, eq(assetCustody.itemId, item.id), isNull(assetCustody.endedOn)));
  for (const c of custody) {
    const part = Math.min(quantity, c.quantity);
    await tx.update(assetCustody).set({ quantity: c.quantity - part }).where(scope.where(assetCustody, eq(assetCustody.id, c.id)));
    const { id: _cid, ...period } = c;
    void _cid;
    await tx.insert(assetCustody).values({ ...period, itemId: split.id, quantity: part });
  }
  await addEvent(tx, { companyId: scope.companyId, itemId: item.id, accountId: caller.accountId, text: `${formatQuantity(quantity)} split off to go back to the warehouse` });
  await addEvent(tx, { companyId: scope.companyId, itemId: split.id, accountId: caller.accountId, text: `Split off ${formatQuantity(quantity)} of ${formatQuantity(item.quantity)} on the job to go back to the warehouse` });
  return split.id;
}

/**
 * Part of a delivery never reached the site (a shipping form's line found short): what is missing
 * leaves the project as if it had never gone. It goes back to its warehouse with no bin, its custody
 * is dropped (the job is never charged for it), and its pick comes off the request, which then shows
 * it as still to send, so the warehouse may pick it again. Stock short in part splits off first
 * (splitOffStock); the rest is received. Returns the quantity left behind.
 */
export async function leaveShortBehind(tx: Tx, scope: CompanyScope, caller: AssetCaller, requestId: number, itemId: number, quantity: number, note: string): Promise<number> {
  const [pick] = await tx
    .select({ pick: toolRequestPicks })
    .from(toolRequestPicks)
    .innerJoin(toolRequestLines, eq(toolRequestLines.id, toolRequestPicks.lineId))
    .where(scope.where(toolRequestPicks, eq(toolRequestLines.requestId, requestId), eq(toolRequestPicks.itemId, itemId), isNotNull(toolRequestPicks.shippedAt), isNull(toolRequestPicks.receivedAt)))
    .orderBy(asc(toolRequestPicks.id))
    .limit(1);
  if (!pick) return 0;
  const short = Math.min(quantity, pick.pick.quantity);
  const missing = await splitOffStock(tx, scope, caller, itemId, short);
  if (short < pick.pick.quantity) await tx.update(toolRequestPicks).set({ quantity: pick.pick.quantity - short }).where(scope.where(toolRequestPicks, eq(toolRequestPicks.id, pick.pick.id)));
  else await tx.delete(toolRequestPicks).where(scope.where(toolRequestPicks, eq(toolRequestPicks.id, pick.pick.id)));
  await tx
    .update(assetItems)
    .set({ projectId: null, custodianId: null, binId: null, expectedReturnDate: null, overdueNotifiedFor: null })
    .where(scope.where(assetItems, eq(assetItems.id, missing)));
  await tx.delete(assetCustody).where(scope.where(assetCustody, eq(assetCustody.itemId, missing), isNull(assetCustody.endedOn)));
  await addEvent(tx, { companyId: scope.companyId, itemId: missing, accountId: caller.accountId, text: `${formatQuantity(short)} short on delivery (${note}): never reached the project, back with the warehouse` });
  return short;
}

/** After short lines came off a request and nothing else was received, its status follows what is left on it. */
export async function settleAfterShort(tx: Tx, scope: CompanyScope, requestId: number): Promise<void> {
  const req = await lockRequest(tx, scope, requestId);
  await tx
    .update(toolRequests)
    .set({ status: statusAfterShort(await stateOf(tx, scope, req)), updatedAt: new Date() })
    .where(scope.where(toolRequests, eq(toolRequests.id, requestId)));
}

/**
 * Start return request: items of one project and one source go back to their warehouse. `quantities`
 * names how much of a stock row goes (returnQuantityError: more than 0, no more than is on the job);
 * that part splits off the row first (splitOffStock), the rest stays on the job. A row not named goes whole.
 */
export async function startReturn(tx: Tx, scope: CompanyScope, caller: AssetCaller, ids: number[], warehouseId: number | null, notes: string, quantities: { item_id: number; quantity: number }[] = []): Promise<number> {
  return (await openReturn(tx, scope, caller, ids, warehouseId, notes, quantities)).requestId;
}

/**
 * startReturn, answering as well the row that goes back for each item given (`returning`: the part
 * split off, else the item itself), for a shipping form's return to point its lines at.
 */
export async function openReturn(
  tx: Tx,
  scope: CompanyScope,
  caller: AssetCaller,
  ids: number[],
  warehouseId: number | null,
  notes: string,
  quantities: { item_id: number; quantity: number }[] = [],
): Promise<{ requestId: number; returning: Map<number, number> }> {
  let rows = await selection(tx, scope, ids);
  const problem = returnSelectionError(rows.map((r) => ({ project_id: r.projectId, warehouse_id: r.warehouseId })));
  if (problem) throw badRequest(problem);
  if (new Set(rows.map((r) => r.service)).size > 1) throw badRequest(assetMessages.multipleSources);
  const names = new Map(
    quantities.length
      ? (await tx.select({ id: assetModels.id, name: assetModels.name }).from(assetModels).where(scope.where(assetModels, inArray(assetModels.id, [...new Set(rows.map((r) => r.modelId))])))).map((m) => [m.id, m.name])
      : [],
  );
  for (const q of quantities) {
    const row = rows.find((r) => r.id === q.item_id);
    if (!row) throw fieldErrors({ quantities: 'Some of these quantities are not for the selected items.' });
    const refusal = returnQuantityError(q.quantity, { quantity: row.quantity, name: names.get(row.modelId) ?? 'This item' });
    if (refusal) throw fieldErrors({ quantities: refusal });
  }
  const open = await tx
    .select({ id: toolRequests.id, itemId: toolRequestLines.itemId })
    .from(toolRequestLines)
    .innerJoin(toolRequests, eq(toolRequests.id, toolRequestLines.requestId))
    .where(
      scope.where(
        toolRequestLines,
        inArray(toolRequestLines.itemId, ids),
        sql`${toolRequests.status} not in ('received', 'canceled')`,
        sql`${toolRequestLines.receivedQuantity} < ${toolRequestLines.quantity}`,
      ),
    )
    .limit(1);
  if (open.length) throw detailError(409, `Some of these items are on return request ${requestNumber({ id: open[0].id, requestType: 'return' })} already.`);
  const home = warehouseId ?? rows[0].warehouseId;
  await warehouseFor(tx, scope, rows[0].service, home, null);
  const parts = quantities.filter((q) => q.quantity < rows.find((r) => r.id === q.item_id)!.quantity);
  const going = new Map<number, number>();
  if (parts.length) {
    for (const q of parts) going.set(q.item_id, await splitOffStock(tx, scope, caller, q.item_id, q.quantity));
    rows = await selection(tx, scope, ids.map((id) => going.get(id) ?? id));
  }
  const [req] = await tx
    .insert(toolRequests)
    .values({
      companyId: scope.companyId,
      service: rows[0].service,
      requestType: 'return',
      status: 'pending',
      projectId: rows[0].projectId!,
      warehouseId: home,
      requestedById: caller.accountId,
      notes,
    })
    .returning();
  await tx.insert(toolRequestLines).values(rows.map((r) => ({ companyId: scope.companyId, requestId: req.id, modelId: r.modelId, itemId: r.id, quantity: r.quantity })));
  await addEvent(tx, { companyId: scope.companyId, requestId: req.id, accountId: caller.accountId, text: `Return started for ${formatQuantity(rows.length)} item${rows.length === 1 ? '' : 's'}` });
  await act(tx, scope, caller, req.id, 'submit', {});
  return { requestId: req.id, returning: new Map(ids.map((id) => [id, going.get(id) ?? id])) };
}

async function linesOf(db: DbOrTx, scope: CompanyScope, requestId: number) {
  return db
    .select()
    .from(toolRequestLines)
    .where(scope.where(toolRequestLines, eq(toolRequestLines.requestId, requestId)))
    .orderBy(asc(toolRequestLines.id));
}
async function picksOf(db: DbOrTx, scope: CompanyScope, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(toolRequestPicks)
    .where(scope.where(toolRequestPicks, inArray(toolRequestPicks.lineId, lineIds)))
    .orderBy(asc(toolRequestPicks.id));
}

async function stateOf(db: DbOrTx, scope: CompanyScope, req: RequestRow): Promise<RequestState> {
  const fill = (await requestFills(db, scope, [req])).get(req.id)!;
  return { type: req.requestType, status: req.status, awaitingApproval: req.awaitingApproval, requested: fill.requested, picked: fill.picked, shipped: fill.shipped, received: fill.received };
}

function actorOf(caller: AssetCaller, req: RequestRow, project: { leader: number | null }) {
  return { warehouse: caller.warehouse, requester: req.requestedById === caller.accountId, fieldLeader: project.leader === caller.accountId };
}

/**
 * One step of a request through the transition table: checks the step (403/409 in the
 * table's words), moves the items it concerns, then sets the status the fill counts lead to,
 * records it and tells the people on the other side.
 */
export async function act(tx: Tx, scope: CompanyScope, caller: AssetCaller, id: number, action: ToolRequestAction, body: ActionInput, arriving?: ArrivingReturn): Promise<void> {
  const req = await lockRequest(tx, scope, id);
  const project = (await projectOf(tx, scope, req.projectId))!;
  const actor = actorOf(caller, req, project);
  const before = toolRequestTransition(await stateOf(tx, scope, req), action, actor, project.requireApproval);
  if (!before.ok) throw detailError(before.status, before.error);
  const lines = await linesOf(tx, scope, id);
  const what = ASSET_SERVICE_LABELS[req.service];
  let note = '';
  let pickedFrom: number | null = null;

  if (action === 'pick') ({ note, warehouseId: pickedFrom } = await pick(tx, scope, caller, req, lines, body.picks ?? []));
  if (action === 'ship' && req.requestType === 'non_return') note = await ship(tx, scope, caller, req, lines);
  if (action === 'receive') note = req.requestType === 'return' ? await receiveReturn(tx, scope, caller, req, lines, body, arriving) : await receiveDelivery(tx, scope, caller, req, lines, body);

  const after = toolRequestTransition(await stateOf(tx, scope, req), action, actor, project.requireApproval);
  if (!after.ok) throw detailError(after.status, after.error);
  const awaitingApproval = action === 'submit' && after.to === 'pending';
  await tx
    .update(toolRequests)
    .set({
      status: after.to,
      awaitingApproval,
      updatedAt: new Date(),
      ...(action === 'submit' || action === 'approve' ? { submittedOn: new Date() } : {}),
      // the first pick decides the source warehouse of a request that named none
      ...(pickedFrom !== null && !req.warehouseId ? { warehouseId: pickedFrom } : {}),
    })
    .where(scope.where(toolRequests, eq(toolRequests.id, id)));
  const number = requestNumber(req);
  const label = awaitingApproval ? 'Awaiting approval' : TOOL_REQUEST_STATUS_LABELS[after.to];
  await addEvent(tx, { companyId: scope.companyId, requestId: id, accountId: caller.accountId, text: `${label}${note ? ` — ${note}` : ''}${body.note ? ` (${body.note})` : ''}` });

  const link = `/${req.service}_requests?request_id=${id}`;
  const field = [req.requestedById, project.leader].filter((x): x is number => x !== null && x !== caller.accountId);
  const kind = req.requestType === 'return' ? 'Return' : `${what.title} request`;
  let recipients: number[] = [];
  let content = '';
  if (awaitingApproval && project.leader) {
    recipients = [project.leader];
    content = `${kind} ${number} for ${project.name} waits for your approval.`;
  } else if (action === 'submit' || action === 'approve') {
    recipients = (await warehouseStaff(tx, scope.companyId)).filter((a) => a !== caller.accountId);
    content = `${kind} ${number} for ${project.name} was submitted by ${caller.name}.`;
    if (action === 'approve' && req.requestedById && req.requestedById !== caller.accountId) recipients.push(req.requestedById);
  } else if (action === 'receive' && req.requestType === 'return') {
    recipients = field;
    content = `${kind} ${number} from ${project.name}: ${label.toLowerCase()} at the warehouse.`;
  } else if (['acknowledge', 'ship', 'receive', 'cancel', 'pick'].includes(action)) {
    recipients = action === 'ship' && req.requestType === 'return' ? await warehouseStaff(tx, scope.companyId) : field;
    content = `${kind} ${number} for ${project.name} is ${label.toLowerCase()}${note ? `: ${note}` : ''}.`;
  }
  recipients = [...new Set(recipients)].filter((a) => a !== caller.accountId);
  if (recipients.length) await notify(tx, { accountIds: recipients, companyId: scope.companyId, content, link });
}

type Line = typeof toolRequestLines.$inferSelect;

async function pick(tx: Tx, scope: CompanyScope, caller: AssetCaller, req: RequestRow, lines: Line[], picks: NonNullable<ActionInput['picks']>): Promise<{ note: string; warehouseId: number }> {
  if (picks.length === 0) throw badRequest(assetMessages.selectItems);
  const byLine = new Map(lines.map((l) => [l.id, l]));
  const existing = await picksOf(
    tx,
    scope,
    lines.map((l) => l.id),
  );
  const items = new Map((await itemRows(tx, scope, [...new Set(picks.map((p) => p.item_id))], true)).map((i) => [i.id, i]));
  const names = await itemNames(tx, scope, [...items.keys()]);
  // items picked for any request and not shipped yet are spoken for
  const held = await tx
    .select({ itemId: toolRequestPicks.itemId, quantity: sql<number>`sum(${toolRequestPicks.quantity})::int` })
    .from(toolRequestPicks)
    .where(scope.where(toolRequestPicks, inArray(toolRequestPicks.itemId, [...items.keys()]), isNull(toolRequestPicks.shippedAt)))
    .groupBy(toolRequestPicks.itemId);
  const heldBy = new Map(held.map((h) => [h.itemId, h.quantity]));
  const pickedPerLine = new Map<number, number>();
  for (const p of existing) pickedPerLine.set(p.lineId, (pickedPerLine.get(p.lineId) ?? 0) + p.quantity);
  // what this pick puts on each line, all of it: two drills on a line of one are told as two, not as the second one alone
  const chosenPerLine = new Map<number, number>();
  for (const p of picks) chosenPerLine.set(p.line_id, (chosenPerLine.get(p.line_id) ?? 0) + p.quantity);
  const warehouseIds = new Set<number>();
  for (const p of picks) {
    const line = byLine.get(p.line_id);
    if (!line) throw fieldErrors({ picks: 'Some of the lines are not on this request.' });
    const item = items.get(p.item_id);
    if (!item || item.service !== req.service) throw fieldErrors({ picks: `Item ${p.item_id} is not one of your ${ASSET_SERVICE_LABELS[req.service].items}.` });
    const name = names.get(item.id)!;
    if (item.modelId !== line.modelId) throw fieldErrors({ picks: `${name} is not the model this line asks for.` });
    if (item.projectId !== null) throw detailError(409, `${name} is out on a project; it has to come back first.`);
    const refusal = checkoutRefusal({ status: item.status, certification_due: item.certificationDue, calibration_due: item.calibrationDue }, caller.today);
    if (refusal) throw detailError(409, `${name} cannot go out: ${refusal}. ${CLEARED_BY[0].toUpperCase()}${CLEARED_BY.slice(1)}.`);
    const free = item.quantity - (heldBy.get(item.id) ?? 0);
    if (p.quantity > free) throw detailError(409, free <= 0 ? `${name} is picked for another request already.` : `Only ${formatQuantity(free)} of ${name} are free to pick.`);
    const open = line.quantity - (pickedPerLine.get(line.id) ?? 0);
    const chosen = chosenPerLine.get(line.id)!;
    if (chosen > open) throw fieldErrors({ picks: assetMessages.pickOverLine(open, chosen) });
    heldBy.set(item.id, (heldBy.get(item.id) ?? 0) + p.quantity);
    warehouseIds.add(item.warehouseId);
  }
  if (warehouseIds.size > 1 || (req.warehouseId && !warehouseIds.has(req.warehouseId))) throw badRequest(assetMessages.multipleSources);
  await tx.insert(toolRequestPicks).values(picks.map((p) => ({ companyId: scope.companyId, lineId: p.line_id, itemId: p.item_id, quantity: p.quantity })));
  const n = picks.reduce((s, p) => s + p.quantity, 0);
  return { note: `${formatQuantity(n)} picked`, warehouseId: [...warehouseIds][0] };
}

/** Ship: every picked, unshipped item leaves for the project (stock splits off what was picked) and starts charging it. */
async function ship(tx: Tx, scope: CompanyScope, caller: AssetCaller, req: RequestRow, lines: Line[]): Promise<string> {
  const picks = (
    await picksOf(
      tx,
      scope,
      lines.map((l) => l.id),
    )
  ).filter((p) => !p.shippedAt);
  if (picks.length === 0) throw detailError(409, 'Nothing picked is waiting to ship.');
  const items = new Map((await itemRows(tx, scope, [...new Set(picks.map((p) => p.itemId))], true)).map((i) => [i.id, i]));
  const models = new Map(
    (
      await tx
        .select()
        .from(assetModels)
        .where(scope.where(assetModels, inArray(assetModels.id, [...new Set([...items.values()].map((i) => i.modelId))])))
    ).map((m) => [m.id, m]),
  );
  const now = new Date();
  for (const p of picks) {
    const item = items.get(p.itemId)!;
    let movingId = item.id;
    // it keeps its bin while out: the shelf it goes back to (shelveReturned)
    const out = { projectId: req.projectId, custodianId: req.requestedById, expectedReturnDate: req.expectedReturnDate, overdueNotifiedFor: null };
    if (p.quantity < item.quantity) {
      // stock: what was picked splits off the bin's count and goes to the project
      await tx
        .update(assetItems)
        .set({ quantity: item.quantity - p.quantity })
        .where(scope.where(assetItems, eq(assetItems.id, item.id)));
      item.quantity -= p.quantity;
      const { id: _id, createdAt: _c, ...rest } = item;
      void _id;
      void _c;
      const [split] = await tx
        .insert(assetItems)
        .values({ ...rest, ...out, quantity: p.quantity, barcode: '' })
        .returning({ id: assetItems.id });
      movingId = split.id;
      await tx.update(toolRequestPicks).set({ itemId: movingId }).where(scope.where(toolRequestPicks, eq(toolRequestPicks.id, p.id)));
    } else {
      await tx.update(assetItems).set(out).where(scope.where(assetItems, eq(assetItems.id, item.id)));
    }
    const model = models.get(item.modelId)!;
    await tx.insert(assetCustody).values({
      companyId: scope.companyId,
      itemId: movingId,
      projectId: req.projectId,
      service: req.service,
      quantity: p.quantity,
      dailyRateCents: model.dailyRateCents,
      costCode: model.costCode,
      startedOn: caller.today,
    });
    await addEvent(tx, { companyId: scope.companyId, itemId: movingId, accountId: caller.accountId, text: `Shipped to the project on ${requestNumber(req)}` });
  }
  await tx
    .update(toolRequestPicks)
    .set({ shippedAt: now })
    .where(
      scope.where(
        toolRequestPicks,
        inArray(
          toolRequestPicks.id,
          picks.map((p) => p.id),
        ),
      ),
    );
  return `${formatQuantity(picks.reduce((s, p) => s + p.quantity, 0))} shipped`;
}

async function receiveDelivery(tx: Tx, scope: CompanyScope, caller: AssetCaller, req: RequestRow, lines: Line[], body: ActionInput): Promise<string> {
  const all = (
    await picksOf(
      tx,
      scope,
      lines.map((l) => l.id),
    )
  ).filter((p) => p.shippedAt && !p.receivedAt);
  const picks = body.pick_ids?.length ? all.filter((p) => body.pick_ids!.includes(p.id)) : all;
  if (body.pick_ids?.length && picks.length !== body.pick_ids.length) throw fieldErrors({ pick_ids: 'Some of these items are not on their way on this request.' });
  if (picks.length === 0) throw detailError(409, 'Nothing shipped is waiting to be received.');
  await tx
    .update(toolRequestPicks)
    .set({ receivedAt: new Date() })
    .where(
      scope.where(
        toolRequestPicks,
        inArray(
          toolRequestPicks.id,
          picks.map((p) => p.id),
        ),
      ),
    );
  const custodian = req.requestedById ?? caller.accountId;
  await tx
    .update(assetItems)
    .set({ custodianId: custodian })
    .where(
      scope.where(
        assetItems,
        inArray(
          assetItems.id,
          picks.map((p) => p.itemId),
        ),
      ),
    );
  await addEvents(
    tx,
    picks.map((p) => ({ companyId: scope.companyId, itemId: p.itemId, accountId: caller.accountId, text: `Received on the project (${requestNumber(req)})` })),
  );
  return `${formatQuantity(picks.reduce((s, p) => s + p.quantity, 0))} received`;
}

/**
 * What of a return's lines arrived, when a shipping form signed for short says (decision record 015,
 * addendum): per line, how much of what is open came; `note` names the form.
 */
export interface ArrivingReturn {
  quantities: Map<number, number>;
  note: string;
}

/** A return found short: what did not reach the warehouse is still with the project, and its history says so. */
export async function noteShortReturn(tx: Tx, scope: CompanyScope, caller: AssetCaller, itemId: number, quantity: number, note: string): Promise<void> {
  await addEvent(tx, { companyId: scope.companyId, itemId, accountId: caller.accountId, text: `${formatQuantity(quantity)} short on return (${note}): did not reach the warehouse, still with the project` });
}

/**
 * A return arrives: the items go back on their warehouse's shelf, leave the project and stop charging it.
 * A line that came in part (`arriving`, a return form signed for short) receives what came: stock splits
 * off the part that arrived (splitOffStock), and what did not arrive stays on the job with its custodian,
 * charging it, and open on the line, for the warehouse to receive when it turns up.
 */
async function receiveReturn(tx: Tx, scope: CompanyScope, caller: AssetCaller, req: RequestRow, lines: Line[], body: ActionInput, arriving?: ArrivingReturn): Promise<string> {
  const open = lines.filter((l) => l.receivedQuantity < l.quantity);
  const chosen = body.line_ids?.length ? open.filter((l) => body.line_ids!.includes(l.id)) : open;
  if (body.line_ids?.length && chosen.length !== body.line_ids.length) throw fieldErrors({ line_ids: 'Some of these lines are not waiting on this return.' });
  if (chosen.length === 0) throw detailError(409, 'Nothing on this return is waiting to be received.');
  const binId = body.bin_id ?? null;
  if (binId !== null && req.warehouseId) await warehouseFor(tx, scope, req.service, req.warehouseId, binId);
  let back = 0;
  for (const line of chosen) {
    const waiting = line.quantity - line.receivedQuantity;
    const came = Math.min(waiting, arriving?.quantities.get(line.id) ?? waiting);
    if (came < waiting && arriving) await noteShortReturn(tx, scope, caller, line.itemId!, waiting - came, arriving.note);
    if (came <= 0) continue;
    const itemId = await splitOffStock(tx, scope, caller, line.itemId!, came);
    await tx
      .update(toolRequestLines)
      .set({ receivedQuantity: line.receivedQuantity + came })
      .where(scope.where(toolRequestLines, eq(toolRequestLines.id, line.id)));
    await tx
      .update(assetCustody)
      .set({ endedOn: caller.today })
      .where(scope.where(assetCustody, eq(assetCustody.itemId, itemId), isNull(assetCustody.endedOn)));
    await addEvent(tx, { companyId: scope.companyId, itemId, accountId: caller.accountId, text: `Returned to the warehouse (${requestNumber(req)})` });
    await shelveReturned(tx, scope, caller, itemId, req, binId);
    back++;
  }
  return `${formatQuantity(back)} item${back === 1 ? '' : 's'} back`;
}

/**
 * A returned item goes back on its warehouse's shelf: into the bin chosen at the receipt, else the bin
 * it was picked from (kept while it was out), else for stock the bin its warehouse keeps the model in.
 * Stock joins the row of its model in that bin (one row per model and bin, as a stock order's receipt
 * keeps it): the count grows there and the returned row goes, its history, custody (what it charged),
 * request lines, picks and form lines carried over to the row it joined.
 */
async function shelveReturned(tx: Tx, scope: CompanyScope, caller: AssetCaller, itemId: number, req: RequestRow, chosenBin: number | null): Promise<void> {
  const [item] = await tx.select().from(assetItems).where(scope.where(assetItems, eq(assetItems.id, itemId))).for('update');
  const warehouseId = req.warehouseId ?? item.warehouseId;
  const binsHere = async (ids: (number | null)[]) => {
    const wanted = ids.filter((b): b is number => b !== null);
    if (!wanted.length) return [];
    return (await tx.select({ id: binLocations.id }).from(binLocations).where(scope.where(binLocations, inArray(binLocations.id, wanted), eq(binLocations.warehouseId, warehouseId)))).map((b) => b.id);
  };
  let binId: number | null = chosenBin ?? (await binsHere([item.binId]))[0] ?? null;
  const sameStock = (bin: number | null) =>
    scope.where(assetItems, eq(assetItems.modelId, item.modelId), eq(assetItems.warehouseId, warehouseId), isNull(assetItems.projectId), eq(assetItems.status, item.status), bin === null ? isNull(assetItems.binId) : eq(assetItems.binId, bin), sql`${assetItems.id} <> ${item.id}`);
  if (binId === null && item.service === 'stock') {
    const [kept] = await tx
      .select({ binId: assetItems.binId })
      .from(assetItems)
      .where(scope.where(assetItems, eq(assetItems.modelId, item.modelId), eq(assetItems.warehouseId, warehouseId), isNull(assetItems.projectId), isNotNull(assetItems.binId), sql`${assetItems.id} <> ${item.id}`))
      .orderBy(asc(assetItems.id))
      .limit(1);
    binId = kept?.binId ?? null;
  }
  const [bin] = binId === null ? [] : await tx.select({ code: binLocations.code }).from(binLocations).where(eq(binLocations.id, binId));
  const where = bin ? `bin ${bin.code}` : 'the warehouse, no bin';
  const [shelf] = item.service === 'stock' ? await tx.select({ id: assetItems.id, quantity: assetItems.quantity }).from(assetItems).where(sameStock(binId)).orderBy(asc(assetItems.id)).limit(1).for('update') : [];
  if (!shelf) {
    await tx
      .update(assetItems)
      .set({ projectId: null, custodianId: null, expectedReturnDate: null, overdueNotifiedFor: null, warehouseId, binId })
      .where(scope.where(assetItems, eq(assetItems.id, item.id)));
    return;
  }
  await tx.update(assetItems).set({ quantity: shelf.quantity + item.quantity }).where(scope.where(assetItems, eq(assetItems.id, shelf.id)));
  for (const table of [toolRequestLines, toolRequestPicks, assetCustody, assetEvents, shippingItems] as const) {
    await tx.update(table).set({ itemId: shelf.id }).where(and(eq(table.companyId, scope.companyId), eq(table.itemId, item.id)));
  }
  // an audit that listed both rows keeps the shelf's line; the returned row's goes with it
  await tx.update(assetAuditLines).set({ itemId: shelf.id }).where(and(eq(assetAuditLines.companyId, scope.companyId), eq(assetAuditLines.itemId, item.id), sql`not exists (select 1 from ${assetAuditLines} a where a.audit_id = ${assetAuditLines.auditId} and a.item_id = ${shelf.id})`));
  await tx.delete(assetItems).where(scope.where(assetItems, eq(assetItems.id, item.id)));
  await addEvent(tx, { companyId: scope.companyId, itemId: shelf.id, accountId: caller.accountId, text: `${formatQuantity(item.quantity)} returned into ${where} (${requestNumber(req)}): ${formatQuantity(shelf.quantity + item.quantity)} here now` });
}

export async function requestDetail(db: DbOrTx, scope: CompanyScope, caller: AssetCaller, id: number): Promise<ToolRequestDetail> {
  const [view] = await requestViews(db, scope, [id]);
  if (!view) throw notFound();
  const [req] = await db.select().from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, id)));
  const project = (await projectOf(db, scope, req.projectId))!;
  const lines = await db
    .select({ line: toolRequestLines, model: { id: assetModels.id, code: assetModels.code, name: assetModels.name, unit: assetModels.unit }, item: { id: assetItems.id, serial: assetItems.serialNumber, barcode: assetItems.barcode } })
    .from(toolRequestLines)
    .innerJoin(assetModels, eq(assetModels.id, toolRequestLines.modelId))
    .leftJoin(assetItems, eq(assetItems.id, toolRequestLines.itemId))
    .where(scope.where(toolRequestLines, eq(toolRequestLines.requestId, id)))
    .orderBy(asc(toolRequestLines.id));
  const picks = await db
    .select({ pick: toolRequestPicks, serial: assetItems.serialNumber })
    .from(toolRequestPicks)
    .innerJoin(assetItems, eq(assetItems.id, toolRequestPicks.itemId))
    .where(
      scope.where(
        toolRequestPicks,
        inArray(
          toolRequestPicks.lineId,
          lines.map((l) => l.line.id).concat(0),
        ),
      ),
    )
    .orderBy(asc(toolRequestPicks.id));
  const names = await itemNames(db, scope, [...new Set(picks.map((p) => p.pick.itemId))]);
  const state = await stateOf(db, scope, req);
  return {
    ...view,
    lines: lines.map(({ line, model, item }) => {
      const mine = picks.filter((p) => p.pick.lineId === line.id);
      const sum = (f: (p: (typeof mine)[number]) => boolean) => mine.filter(f).reduce((s, p) => s + p.pick.quantity, 0);
      return {
        id: line.id,
        model,
        item: item?.id ? { id: item.id, serial_number: item.serial, barcode_value: item.barcode || `jobsite:item:${item.id}` } : null,
        quantity: line.quantity,
        picked_quantity: req.requestType === 'return' ? line.quantity : sum(() => true),
        shipped_quantity: req.requestType === 'return' ? (state.shipped ? line.quantity : 0) : sum((p) => p.pick.shippedAt !== null),
        received_quantity: req.requestType === 'return' ? line.receivedQuantity : sum((p) => p.pick.receivedAt !== null),
        picks: mine.map((p) => ({ id: p.pick.id, item_id: p.pick.itemId, serial_number: p.serial, name: names.get(p.pick.itemId) ?? p.serial, quantity: p.pick.quantity, shipped: p.pick.shippedAt !== null, received: p.pick.receivedAt !== null })),
        note: line.note,
      };
    }),
    actions: toolRequestActionsFor(state, actorOf(caller, req, project), project.requireApproval),
    history: await historyOf(db, scope, { requestId: id }),
  };
}
