import type { z } from 'zod';
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  PACKAGING_TYPE_LABELS,
  PALLET_DEFAULTS,
  SERVICE_WAREHOUSE_TYPE,
  SHIPPING_STATUS_LABELS,
  UNIT_LABELS,
  WILL_CALL_ADDRESS,
  dedupeUpload,
  formatAddress,
  round2,
  shippingAbilities,
  shippingDeletion,
  shippingEditRefusal,
  shippingFormNumber,
  arrivedQuantity,
  shippingFormPath,
  shippingMessages,
  shippingTransition,
  type AttachmentKind,

  type createReturnBody,
  type deliveryStatusBody,
  type packagingItemBody,
  type shippingAddressInput,
  type ShippingOpenLines,
  type ShippingStatus,
  type updateShippingDetailsBody,
  type updateShippingFormBody,
  type updateCcBody,
  formatQuantity,
  hasShippingDeliveryOption,
  keepsDeliveryOption,
  SHIPPING_STATUS_PHRASES,
  TOOL_ITEM_STATUS_LABELS,
} from '@jobsite/core';
import {
  accounts,
  assetItems,
  assetModels,
  binLocations,
  companyMemberships,
  contactGroups,
  packagingItems,
  projects,
  shippingCc,
  shippingChanges,
  shippingDeliveries,
  shippingForms,
  shippingItemDetails,
  shippingItems,
  toolRequestLines,
  toolRequestPicks,
  toolRequests,
  warehouses,
  type StoredAttachment,
  type StoredProjectAddress,
} from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { detailError, fieldErrors, notFound, permissionDenied } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';
import { accountName, containsPattern } from '../../platform/text-and-dates';
import { requestNumber, type RequestRow } from '../assets/queries';
import type { AssetCaller } from '../assets/caller';
import { act, addEvents, leaveShortBehind, noteShortReturn, openReturn, settleAfterShort } from '../assets/service';
import { membersAmong, notify } from '../notifications/service';
import { addressLine, isReturnForm, itemsOf, lockForm, roleOn, warehouseAddress, type FormRow, type ShippingCaller } from './queries';

/** A status change to tell the CC list about: in-app here (inside the transaction), by mail once it commits. */
export interface ShippingNews {
  /** The form's path in the app (the mail links to it). */
  path: string;
  subject: string;
  text: string;
  emails: string[];
}

const label = (s: ShippingStatus) => SHIPPING_STATUS_LABELS[s];
const shown = (v: string | null | undefined) => (v ? `“${v}”` : 'none');

async function log(db: DbOrTx, scope: CompanyScope, caller: ShippingCaller, formId: number, texts: string[]) {
  if (texts.length === 0) return;
  await db.insert(shippingChanges).values(texts.map((text) => ({ companyId: scope.companyId, formId, accountId: caller.accountId, text })));
  await db
    .update(shippingForms)
    .set({ updatedAt: new Date() })
    .where(scope.where(shippingForms, eq(shippingForms.id, formId)));
}

function refuse(r: { status: 403 | 409; error: string } | null) {
  if (r) throw detailError(r.status, r.error);
}

/** One change to a form: locked, checked against the caller's role, applied, logged (nothing logged when nothing changed). */
async function change(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, fn: (form: FormRow, role: Awaited<ReturnType<typeof roleOn>>) => Promise<string[]>): Promise<void> {
  const form = await lockForm(tx, scope, id);
  const role = await roleOn(tx, scope, caller, form);
  const texts = await fn(form, role);
  await log(tx, scope, caller, id, texts);
}

const storedAddress = (a: z.output<typeof shippingAddressInput>): { willCall: boolean; shippingAddress: StoredProjectAddress | null } =>
  typeof a === 'string'
    ? { willCall: true, shippingAddress: null }
    : { willCall: false, shippingAddress: { note: a.note, Field_1: a.Field_1, Field_2: a.Field_2, city: a.city, state: a.state, zip: a.zip, country: a.country, type: a.type, work_phone: a.work_phone } };

// ---------------------------------------------------------------- create

type Line = typeof toolRequestLines.$inferSelect;

/**
 * The forms whose lines still hold a request line's quantity, by the request's type. A delivery's
 * forms hold it until they leave (from then its shipped picks count it); a return request's forms
 * (every form on it is a return) until the warehouse signs for them (then its received quantity
 * counts it). Canceled forms hold nothing. Return forms on a delivery's request (made before return
 * forms had their own request) carry items back, not out, so they hold nothing of the delivery.
 */
const HOLDING_STATUSES: Record<'non_return' | 'return', ShippingStatus[]> = {
  non_return: ['pending', 'storage', 'ready-to-ship', 'will call'],
  return: ['pending', 'storage', 'ready-to-ship', 'will call', 'picked', 'in transit'],
};

/** What of each request line is not shipped yet and not on another open form (`exceptFormId`: a form whose own lines do not count). */
async function openQuantities(tx: DbOrTx, scope: CompanyScope, requestId: number, lines: Line[], requestType: 'non_return' | 'return', exceptFormId?: number) {
  const lineIds = lines.map((l) => l.id).concat(0);
  const picks = await tx
    .select({ pick: toolRequestPicks, serial: assetItems.serialNumber, binId: assetItems.binId, warehouseId: assetItems.warehouseId })
    .from(toolRequestPicks)
    .innerJoin(assetItems, eq(assetItems.id, toolRequestPicks.itemId))
    .where(scope.where(toolRequestPicks, inArray(toolRequestPicks.lineId, lineIds)));
  const onForms = await tx
    .select({ lineId: shippingItems.toolRequestLineId, itemId: shippingItems.itemId, quantity: sql<number>`sum(${shippingItems.quantity})::int` })
    .from(shippingItems)
    .innerJoin(shippingForms, eq(shippingForms.id, shippingItems.formId))
    .where(
      scope.where(
        shippingItems,
        eq(shippingForms.toolRequestId, requestId),
        inArray(shippingForms.status, HOLDING_STATUSES[requestType]),
        requestType === 'return' ? undefined : isNull(shippingForms.returnOfId),
        exceptFormId === undefined ? undefined : ne(shippingForms.id, exceptFormId),
        inArray(shippingItems.toolRequestLineId, lineIds),
      ),
    )
    .groupBy(shippingItems.toolRequestLineId, shippingItems.itemId);
  const onFormByLine = new Map<number, number>();
  const itemsOnForms = new Set<number>();
  for (const r of onForms) {
    onFormByLine.set(r.lineId!, (onFormByLine.get(r.lineId!) ?? 0) + r.quantity);
    if (r.itemId) itemsOnForms.add(r.itemId);
  }
  return lines.map((line) => {
    const mine = picks.filter((p) => p.pick.lineId === line.id);
    const shipped = requestType === 'return' ? 0 : mine.filter((p) => p.pick.shippedAt).reduce((s, p) => s + p.pick.quantity, 0);
    const waiting = mine.filter((p) => !p.pick.shippedAt && !itemsOnForms.has(p.pick.itemId));
    const open = Math.max(0, line.quantity - (requestType === 'return' ? line.receivedQuantity : shipped) - (onFormByLine.get(line.id) ?? 0));
    return { line, open, waiting };
  });
}

/** An item's bin as a line's bin: only a bin of the form's pickup warehouse says where in it the item is (decision record 015). */
const binInPickup = (item: { binId: number | null; warehouseId: number | null }, pickup: number | null) => (item.binId !== null && (pickup === null || item.warehouseId === pickup) ? item.binId : null);

/** A request not submitted yet, canceled or done has nothing to ship. */
const closedToShipping = (req: { requestType: 'non_return' | 'return'; status: string }) =>
  (req.requestType === 'return' ? ['pending', 'canceled', 'received'] : ['pending', 'canceled', 'complete']).includes(req.status);

/**
 * open_lines/: what create/ would take of each line of the request (nothing of a closed one), so the screens offer only that.
 * Takes the request row the route read for its service check, not its id, so the request is read once.
 */
export async function openLines(db: DbOrTx, scope: CompanyScope, req: RequestRow): Promise<ShippingOpenLines> {
  const lines = await db.select().from(toolRequestLines).where(scope.where(toolRequestLines, eq(toolRequestLines.requestId, req.id)));
  const open = closedToShipping(req) ? lines.map((line) => ({ line, open: 0 })) : await openQuantities(db, scope, req.id, lines, req.requestType);
  return { tool_request_id: req.id, can_create: open.some((o) => o.open > 0), lines: open.map((o) => ({ tool_request_line_id: o.line.id, open_quantity: o.open })) };
}

export async function createForm(tx: Tx, scope: CompanyScope, caller: ShippingCaller, b: { tool_request_id?: number | null; production_step_item_id?: number | null }): Promise<number> {
  if (!caller.editor && !caller.staff) throw permissionDenied(shippingMessages.noEditPermission);
  if (!b.tool_request_id) {
    const [form] = await tx
      .insert(shippingForms)
      // a production step's form carries prefab: it ships from a Prefab warehouse
      .values({ companyId: scope.companyId, service: 'prefab', productionStepItemId: b.production_step_item_id ?? null, createdById: caller.accountId })
      .returning({ id: shippingForms.id });
    await tx.insert(shippingCc).values({ formId: form.id, accountId: caller.accountId, companyId: scope.companyId });
    await log(tx, scope, caller, form.id, [`Created for production step item ${b.production_step_item_id}`]);
    return form.id;
  }
  const [req] = await tx
    .select()
    .from(toolRequests)
    .where(scope.where(toolRequests, eq(toolRequests.id, b.tool_request_id)))
    .for('update');
  if (!req) throw fieldErrors({ tool_request_id: 'No such tool request.' });
  if (closedToShipping(req)) throw detailError(409, `${requestNumber(req)} is ${req.status === 'pending' ? 'not submitted yet' : req.status}: there is nothing to ship on it.`);
  const lines = await tx.select().from(toolRequestLines).where(scope.where(toolRequestLines, eq(toolRequestLines.requestId, req.id)));
  const open = (await openQuantities(tx, scope, req.id, lines, req.requestType)).filter((o) => o.open > 0);
  if (open.length === 0) throw detailError(409, `Everything on ${requestNumber(req)} is already shipped or on a shipping form.`);

  const models = new Map(
    (
      await tx
        .select()
        .from(assetModels)
        .where(
          scope.where(
            assetModels,
            inArray(
              assetModels.id,
              open.map((o) => o.line.modelId),
            ),
          ),
        )
    ).map((m) => [m.id, m]),
  );
  const lineItems = await tx
    .select({ id: assetItems.id, serial: assetItems.serialNumber, binId: assetItems.binId, warehouseId: assetItems.warehouseId })
    .from(assetItems)
    .where(scope.where(assetItems, inArray(assetItems.id, open.flatMap((o) => (o.line.itemId ? [o.line.itemId] : [])).concat(0))));
  const [project] = await tx.select({ address: projects.address }).from(projects).where(scope.where(projects, eq(projects.id, req.projectId)));
  const isReturn = req.requestType === 'return';
  // a request that named no warehouse ships from the company's one warehouse of its type, when there is one
  let pickup = req.warehouseId;
  if (pickup === null) {
    const homes = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(scope.where(warehouses, eq(warehouses.type, SERVICE_WAREHOUSE_TYPE[req.service]), eq(warehouses.isActive, true)))
      .limit(2);
    if (homes.length === 1) pickup = homes[0].id;
  }
  const address = isReturn ? await warehouseAddress(tx, scope, pickup) : (project?.address ?? null);

  const [form] = await tx
    .insert(shippingForms)
    .values({
      companyId: scope.companyId,
      service: req.service,
      toolRequestId: req.id,
      productionStepItemId: b.production_step_item_id ?? null,
      projectId: req.projectId,
      pickupWarehouseId: pickup,
      shippingAddress: address,
      shippingDate: req.needByDate && req.needByDate >= caller.today ? req.needByDate : null,
      instructions: req.notes,
      createdById: caller.accountId,
    })
    .returning({ id: shippingForms.id });

  // one row per picked item waiting to ship (tools are tracked one by one); the rest of a line as its model
  let count = 0;
  for (const { line, open: qty, waiting } of open) {
    const model = models.get(line.modelId)!;
    const base = { companyId: scope.companyId, formId: form.id, type: req.service, modelId: line.modelId, toolRequestLineId: line.id, name: model.name, code: model.code, unit: model.unit };
    let left = qty;
    for (const p of waiting) {
      if (left <= 0) break;
      const quantity = Math.min(p.pick.quantity, left);
      const [row] = await tx
        .insert(shippingItems)
        .values({ ...base, itemId: p.pick.itemId, serialNumber: p.serial, quantity })
        .returning({ id: shippingItems.id });
      await tx.insert(shippingItemDetails).values({ companyId: scope.companyId, shippingItemId: row.id, binId: isReturn ? null : binInPickup(p, pickup), quantity });
      left -= quantity;
      count++;
    }
    if (left > 0) {
      const specific = line.itemId ? lineItems.find((i) => i.id === line.itemId) : undefined;
      const [row] = await tx
        .insert(shippingItems)
        .values({ ...base, itemId: line.itemId, serialNumber: specific?.serial ?? '', quantity: left })
        .returning({ id: shippingItems.id });
      const bin = specific && !isReturn ? binInPickup(specific, pickup) : null;
      if (bin) await tx.insert(shippingItemDetails).values({ companyId: scope.companyId, shippingItemId: row.id, binId: bin, quantity: left });
      count++;
    }
  }
  const cc = [...new Set([caller.accountId, req.requestedById].filter((a): a is number => a !== null))];
  await tx.insert(shippingCc).values(cc.map((accountId) => ({ formId: form.id, accountId, companyId: scope.companyId })));
  await log(tx, scope, caller, form.id, [`Created for ${requestNumber(req)} with ${formatQuantity(count)} item${count === 1 ? '' : 's'}`]);
  return form.id;
}

// ---------------------------------------------------------------- news

async function newsFor(tx: Tx, scope: CompanyScope, caller: ShippingCaller, form: FormRow, to: ShippingStatus, extra = ''): Promise<ShippingNews | null> {
  const cc = await tx
    .select({ id: accounts.id, email: accounts.email })
    .from(shippingCc)
    .innerJoin(accounts, eq(accounts.id, shippingCc.accountId))
    .where(scope.where(shippingCc, eq(shippingCc.formId, form.id)));
  const recipients = cc.filter((c) => c.id !== caller.accountId);
  if (recipients.length === 0) return null;
  const [project] = form.projectId ? await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, form.projectId)) : [];
  const number = shippingFormNumber(form.id);
  const content = `Shipping form ${number}${project ? ` for ${project.name}` : ''} is ${SHIPPING_STATUS_PHRASES[to]}${extra} (${caller.name}).`;
  await notify(tx, { accountIds: recipients.map((r) => r.id), companyId: scope.companyId, content, link: shippingFormPath(form.id) });
  return { path: shippingFormPath(form.id), subject: `${number}: ${label(to)}`, text: content, emails: recipients.map((r) => r.email) };
}

// ---------------------------------------------------------------- status

const hasDeliveryOption = (f: FormRow) => hasShippingDeliveryOption({ contactGroupId: f.deliveryByContactGroupId, name: f.deliveryByName });

/** A form row that no pick of its request line stands behind: the rest of a line, added before it was picked. */
async function picksOfRows(tx: Tx, scope: CompanyScope, form: FormRow, items: Awaited<ReturnType<typeof itemsOf>>) {
  if (!form.toolRequestId || form.returnOfId !== null) return null;
  const lineIds = [...new Set(items.flatMap((i) => (i.toolRequestLineId ? [i.toolRequestLineId] : [])))];
  if (!lineIds.length) return null;
  const [req] = await tx.select().from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, form.toolRequestId)));
  if (!req || req.requestType === 'return') return null;
  const picks = await tx
    .select({ lineId: toolRequestPicks.lineId, itemId: toolRequestPicks.itemId })
    .from(toolRequestPicks)
    .where(scope.where(toolRequestPicks, inArray(toolRequestPicks.lineId, lineIds)));
  const unpicked = items.filter((i) => i.toolRequestLineId && !picks.some((p) => p.lineId === i.toolRequestLineId && p.itemId === i.itemId));
  return { req, lineIds, unpicked };
}

const rowName = (i: { quantity: number; unit: string; code: string; name: string }) => `${formatQuantity(i.quantity)} ${i.unit} ${i.code ? `${i.code} ` : ''}${i.name}`.replace(/\s+/g, ' ');

/**
 * Before a delivery's form leaves pending or storage, its rows that nothing was picked for yet take
 * up the picks of their request line made since (with their bins), so a form made before picking
 * ships what was picked. Answers the rows still without a pick, which cannot leave the warehouse:
 * the form, its receipt and a return would say they had (decision record 015, addendum).
 */
async function takeUpPicks(tx: Tx, scope: CompanyScope, caller: ShippingCaller, form: FormRow): Promise<string[]> {
  const found = await picksOfRows(tx, scope, form, await itemsOf(tx, scope, form.id));
  if (!found || !found.unpicked.length) return [];
  const lines = await tx.select().from(toolRequestLines).where(scope.where(toolRequestLines, inArray(toolRequestLines.id, found.lineIds)));
  const waitingByLine = new Map((await openQuantities(tx, scope, found.req.id, lines, 'non_return')).map((o) => [o.line.id, [...o.waiting]]));
  await refuseOtherWarehouse(tx, scope, form, found.unpicked.flatMap((row) => waitingByLine.get(row.toolRequestLineId!) ?? []));
  const taken: string[] = [];
  for (const row of found.unpicked) {
    const waiting = waitingByLine.get(row.toolRequestLineId!) ?? [];
    let left = row.quantity;
    let first = true;
    while (left > 0 && waiting.length) {
      const p = waiting.shift()!;
      const quantity = Math.min(p.pick.quantity, left);
      let rowId = row.id;
      if (first) {
        await tx.update(shippingItems).set({ itemId: p.pick.itemId, serialNumber: p.serial, quantity }).where(scope.where(shippingItems, eq(shippingItems.id, row.id)));
        await tx.delete(shippingItemDetails).where(scope.where(shippingItemDetails, eq(shippingItemDetails.shippingItemId, row.id)));
      } else {
        const { id: _id, ...rest } = row;
        [{ id: rowId }] = await tx.insert(shippingItems).values({ ...rest, itemId: p.pick.itemId, serialNumber: p.serial, quantity }).returning({ id: shippingItems.id });
      }
      const bin = binInPickup(p, form.pickupWarehouseId);
      if (bin) await tx.insert(shippingItemDetails).values({ companyId: scope.companyId, shippingItemId: rowId, binId: bin, quantity });
      taken.push(`${formatQuantity(quantity)} ${row.name}${p.serial ? ` ${p.serial}` : ''}`);
      left -= quantity;
      first = false;
    }
    if (left > 0 && !first) {
      const { id: _id, ...rest } = row;
      await tx.insert(shippingItems).values({ ...rest, itemId: null, serialNumber: '', quantity: left });
    }
  }
  if (taken.length) await log(tx, scope, caller, form.id, [`Picked items taken onto the form: ${taken.join(', ')}`]);
  const after = await picksOfRows(tx, scope, form, await itemsOf(tx, scope, form.id));
  return (after?.unpicked ?? []).map(rowName);
}

/**
 * Picks held in a warehouse other than the form's pickup warehouse cannot go on it: the form would
 * leave from one warehouse with items (and bins) of another. Names the warehouse that holds them.
 */
async function refuseOtherWarehouse(tx: Tx, scope: CompanyScope, form: FormRow, picks: { warehouseId: number | null; serial: string; pick: { quantity: number } }[]) {
  if (form.pickupWarehouseId === null) return;
  const elsewhere = picks.filter((p) => p.warehouseId !== null && p.warehouseId !== form.pickupWarehouseId);
  if (!elsewhere.length) return;
  const names = await warehouseNames(tx, scope, [form.pickupWarehouseId, elsewhere[0].warehouseId!]);
  const pickup = names.get(form.pickupWarehouseId) ?? 'its pickup warehouse';
  const holder = names.get(elsewhere[0].warehouseId!) ?? 'another warehouse';
  throw detailError(409, `Picked in ${holder}, but this form ships from ${pickup}: change the form’s pickup warehouse to ${holder}, or pick the items from ${pickup}.`);
}

async function warehouseNames(tx: Tx, scope: CompanyScope, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(scope.where(warehouses, inArray(warehouses.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The rows still without a pick when the form would leave the warehouse from pending or storage (takeUpPicks); none otherwise. */
async function unpickedLines(tx: Tx, scope: CompanyScope, caller: ShippingCaller, form: FormRow, to: ShippingStatus): Promise<string[]> {
  const leaving = to === 'ready-to-ship' || to === 'will call' || to === 'in transit' || to === 'picked';
  return leaving && (form.status === 'pending' || form.status === 'storage') ? takeUpPicks(tx, scope, caller, form) : [];
}

export async function updateStatus(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, to: ShippingStatus): Promise<ShippingNews | null> {
  let news: ShippingNews | null = null;
  await change(tx, scope, caller, id, async (form, role) => {
    const unpicked = await unpickedLines(tx, scope, caller, form, to);
    const items = await itemsOf(tx, scope, id);
    const t = shippingTransition(form.status, to, role, { hasDeliveryOption: hasDeliveryOption(form), confirmed: false, itemCount: items.length, unpicked });
    if (!t.ok) throw detailError(t.status, t.error);
    await tx
      .update(shippingForms)
      .set({ status: to, ...(to === 'will call' ? { willCall: true } : {}) })
      .where(scope.where(shippingForms, eq(shippingForms.id, id)));
    // Picked up at the counter, the items have left the warehouse: the request ships them, as in transit does.
    if (to === 'picked') await moveRequest(tx, scope, caller, form, items, 'in transit');
    news = await newsFor(tx, scope, caller, form, to);
    return [`Status: ${label(form.status)} → ${label(to)}`];
  });
  return news;
}

/**
 * The confirm dialog: in transit (who carries it) or delivered (who received it), with notes,
 * photos and a signature already uploaded, and lines found short or damaged. A form of a tool
 * request moves the request too: in transit ships its picked items, delivered receives them.
 */
export async function confirmDelivery(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, b: z.output<typeof deliveryStatusBody>): Promise<ShippingNews | null> {
  let news: ShippingNews | null = null;
  await change(tx, scope, caller, id, async (form, role) => {
    const unpicked = await unpickedLines(tx, scope, caller, form, b.new_status);
    const items = await itemsOf(tx, scope, id);
    const t = shippingTransition(form.status, b.new_status, role, { hasDeliveryOption: hasDeliveryOption(form), confirmed: true, itemCount: items.length, unpicked });
    if (!t.ok) throw detailError(t.status, t.error);
    const known = new Set(form.attachments.map((a) => a.key));
    const unknown = b.attachment_keys.filter((k) => !known.has(k));
    if (unknown.length) throw fieldErrors({ attachment_keys: 'Upload the photos and the signature to this form first.' });
    // one answer a line: short and damaged for one line would leave it behind and flag it received
    if (new Set(b.exceptions.map((e) => e.shipping_item_id)).size !== b.exceptions.length) throw fieldErrors({ shipping_items: shippingMessages.exceptionTwice });
    for (const e of b.exceptions) {
      const item = items.find((i) => i.id === e.shipping_item_id);
      if (!item) throw fieldErrors({ shipping_items: 'That line is not on this form.' });
      if (e.quantity > item.quantity) throw fieldErrors({ quantity: `${item.name}: at most ${formatQuantity(item.quantity)}.` });
    }
    if (b.exceptions.length && b.new_status !== 'delivered') throw fieldErrors({ shipping_items: 'Short and damaged lines are recorded on delivery.' });

    await tx
      .update(shippingForms)
      .set({ status: b.new_status })
      .where(scope.where(shippingForms, eq(shippingForms.id, id)));
    await tx.insert(shippingDeliveries).values({
      companyId: scope.companyId,
      formId: id,
      status: b.new_status,
      userName: b.user_name,
      notes: b.notes,
      receivedBy: b.new_status === 'delivered' ? b.received_by : '',
      attachmentKeys: b.attachment_keys,
      accountId: caller.accountId,
    });
    for (const e of b.exceptions) {
      await tx
        .update(shippingItems)
        .set({ exception: e.exception, exceptionQuantity: e.quantity })
        .where(scope.where(shippingItems, eq(shippingItems.id, e.shipping_item_id)));
    }
    const texts = [
      `Status: ${label(form.status)} → ${label(b.new_status)} — ${b.new_status === 'delivered' ? `delivered by ${b.user_name}, received by ${b.received_by}` : `carried by ${b.user_name}`}${b.notes ? ` (${b.notes})` : ''}`,
      ...b.exceptions.map((e) => `${items.find((i) => i.id === e.shipping_item_id)!.name}: ${formatQuantity(e.quantity)} ${e.exception}`),
    ];
    if (b.attachment_keys.length) texts.push(`${formatQuantity(b.attachment_keys.length)} proof-of-delivery file${b.attachment_keys.length === 1 ? '' : 's'} attached`);
    await moveRequest(tx, scope, caller, form, items, b.new_status, b.exceptions);
    await flagDamaged(tx, scope, caller, form, items, b.exceptions);
    const exceptions = b.exceptions.length ? `, ${formatQuantity(b.exceptions.length)} line${b.exceptions.length === 1 ? '' : 's'} short or damaged` : '';
    news = await newsFor(tx, scope, caller, form, b.new_status, exceptions);
    return texts;
  });
  return news;
}

type DeliveryExceptions = z.output<typeof deliveryStatusBody>['exceptions'];

/** The shipping caller as the assets domain sees it: the form editor is the warehouse role there. */
const assetCallerOf = (caller: ShippingCaller): AssetCaller => ({ accountId: caller.accountId, name: caller.name, companyId: caller.companyId, warehouse: caller.editor || caller.staff, today: caller.today });

/**
 * Keeps the tool request in step with its form: a delivery's request ships and receives its picks;
 * a return's request (a return form's own, made by createReturn) ships and, once the warehouse has
 * it, receives its items back. A return form made before return forms had their own request still
 * names the delivery's request, which it does not move.
 */
async function moveRequest(tx: Tx, scope: CompanyScope, caller: ShippingCaller, form: FormRow, items: Awaited<ReturnType<typeof itemsOf>>, to: 'in transit' | 'delivered', exceptions: DeliveryExceptions = []) {
  if (!form.toolRequestId) return;
  const [req] = await tx.select().from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, form.toolRequestId)));
  if (!req || (form.returnOfId !== null && req.requestType !== 'return')) return;
  const assetCaller = assetCallerOf(caller);
  const lineIds = [...new Set(items.flatMap((i) => (i.toolRequestLineId ? [i.toolRequestLineId] : [])))];
  if (lineIds.length === 0) return;
  const note = `shipping form ${shippingFormNumber(form.id)}`;
  if (req.requestType === 'return') {
    if (to === 'in transit' && ['submitted', 'acked', 'awaiting shipment'].includes(req.status)) await act(tx, scope, assetCaller, req.id, 'ship', { note });
    if (to === 'delivered' && assetCaller.warehouse && ['submitted', 'acked', 'awaiting shipment', 'in transit', 'partly received'].includes(req.status)) {
      const lines = await tx
        .select({ id: toolRequestLines.id, itemId: toolRequestLines.itemId, open: sql<number>`${toolRequestLines.quantity} - ${toolRequestLines.receivedQuantity}` })
        .from(toolRequestLines)
        .where(scope.where(toolRequestLines, inArray(toolRequestLines.id, lineIds), sql`${toolRequestLines.receivedQuantity} < ${toolRequestLines.quantity}`));
      // a line signed for short receives what arrived (as a delivery does); the rest stays with the project, open on the return
      const arrived = new Map<number, number>();
      for (const i of items) {
        if (!i.toolRequestLineId) continue;
        const e = exceptions.find((x) => x.shipping_item_id === i.id);
        arrived.set(i.toolRequestLineId, (arrived.get(i.toolRequestLineId) ?? 0) + arrivedQuantity({ quantity: i.quantity, exception: e?.exception ?? null, exception_quantity: e?.quantity ?? 0 }));
      }
      const quantities = new Map(lines.map((l) => [l.id, Math.min(Number(l.open), arrived.get(l.id) ?? 0)]));
      if ([...quantities.values()].some((q) => q > 0)) await act(tx, scope, assetCaller, req.id, 'receive', { line_ids: lines.map((l) => l.id), note }, { quantities, note });
      else for (const l of lines) if (l.itemId) await noteShortReturn(tx, scope, assetCaller, l.itemId, Number(l.open), note);
    }
    return;
  }
  const picks = await tx
    .select({ id: toolRequestPicks.id, itemId: toolRequestPicks.itemId, shippedAt: toolRequestPicks.shippedAt, receivedAt: toolRequestPicks.receivedAt })
    .from(toolRequestPicks)
    .where(scope.where(toolRequestPicks, inArray(toolRequestPicks.lineId, lineIds)));
  if (to === 'in transit' && picks.some((p) => !p.shippedAt) && ['picked', 'partly picked', 'awaiting shipment'].includes(req.status)) {
    await act(tx, scope, assetCaller, req.id, 'ship', { note });
    await followSplitStock(tx, scope, form, items, picks);
  }
  if (to === 'delivered') {
    // what never arrived stays with the warehouse first, so the receipt takes only what came
    let leftBehind = 0;
    for (const e of exceptions) {
      const item = items.find((i) => i.id === e.shipping_item_id);
      if (e.exception !== 'short' || !item?.itemId) continue;
      leftBehind += await leaveShortBehind(tx, scope, assetCaller, req.id, item.itemId, e.quantity, note);
    }
    const ids = (
      await tx
        .select({ id: toolRequestPicks.id })
        .from(toolRequestPicks)
        .where(scope.where(toolRequestPicks, inArray(toolRequestPicks.lineId, lineIds), isNotNull(toolRequestPicks.shippedAt), isNull(toolRequestPicks.receivedAt)))
    ).map((p) => p.id);
    if (ids.length) await act(tx, scope, assetCaller, req.id, 'receive', { pick_ids: ids, note });
    else if (leftBehind) await settleAfterShort(tx, scope, req.id);
  }
}

/**
 * A damaged line is received (it is on the site, in the job's custody and charged) and flagged: its
 * item's history says so. An item that arrived damaged whole (a tool, or all of a stock row) also
 * becomes "Needs repair", so the warehouse's list shows it and it cannot be picked again until
 * someone clears it; part of a stock row damaged is only told in its history (the row is one count).
 */
async function flagDamaged(tx: Tx, scope: CompanyScope, caller: ShippingCaller, form: FormRow, items: Awaited<ReturnType<typeof itemsOf>>, exceptions: DeliveryExceptions) {
  const damaged = exceptions.flatMap((e) => {
    const item = items.find((i) => i.id === e.shipping_item_id);
    return e.exception === 'damaged' && item?.itemId ? [{ itemId: item.itemId, quantity: e.quantity, shipped: item.quantity }] : [];
  });
  if (!damaged.length) return;
  const assets = new Map(
    (await tx.select({ id: assetItems.id, status: assetItems.status, quantity: assetItems.quantity }).from(assetItems).where(scope.where(assetItems, inArray(assetItems.id, damaged.map((d) => d.itemId))))).map((a) => [a.id, a]),
  );
  const events: Parameters<typeof addEvents>[1] = [];
  const needRepair: number[] = [];
  for (const d of damaged) {
    events.push({ companyId: scope.companyId, itemId: d.itemId, accountId: caller.accountId, text: `Arrived damaged on shipping form ${shippingFormNumber(form.id)}: ${formatQuantity(d.quantity)} of ${formatQuantity(d.shipped)}` });
    const asset = assets.get(d.itemId);
    if (!asset || asset.status === 'need repair' || d.quantity < asset.quantity) continue;
    needRepair.push(d.itemId);
    events.push({ companyId: scope.companyId, itemId: d.itemId, accountId: caller.accountId, text: `Status ${TOOL_ITEM_STATUS_LABELS[asset.status]} → ${TOOL_ITEM_STATUS_LABELS['need repair']}` });
  }
  if (needRepair.length) await tx.update(assetItems).set({ status: 'need repair' }).where(scope.where(assetItems, inArray(assetItems.id, needRepair)));
  await addEvents(tx, events);
}

/**
 * Shipping part of a bin's stock splits it (the bin keeps the rest, the job gets a new row with what
 * went): the form's lines then name the row that went, so a return of them brings that stock back,
 * not the bin's rest. Each line takes the pick of its request line that shipped from its item, the
 * same quantity first.
 */
async function followSplitStock(tx: Tx, scope: CompanyScope, form: FormRow, items: Awaited<ReturnType<typeof itemsOf>>, before: { id: number; itemId: number }[]) {
  const after = await tx
    .select({ id: toolRequestPicks.id, lineId: toolRequestPicks.lineId, itemId: toolRequestPicks.itemId, quantity: toolRequestPicks.quantity })
    .from(toolRequestPicks)
    .where(scope.where(toolRequestPicks, inArray(toolRequestPicks.id, before.map((p) => p.id))));
  const from = new Map(before.map((p) => [p.id, p.itemId]));
  const moved = after.filter((p) => from.get(p.id) !== p.itemId);
  const open = items.filter((i) => i.itemId !== null && i.toolRequestLineId !== null);
  for (const p of moved) {
    const fits = (i: (typeof open)[number]) => i.toolRequestLineId === p.lineId && i.itemId === from.get(p.id);
    const row = open.find((i) => fits(i) && i.quantity === p.quantity) ?? open.find(fits);
    if (!row) continue;
    open.splice(open.indexOf(row), 1);
    await tx.update(shippingItems).set({ itemId: p.itemId }).where(scope.where(shippingItems, eq(shippingItems.id, row.id), eq(shippingItems.formId, form.id)));
  }
}

// ---------------------------------------------------------------- delete

/** A pending form is deleted; any other open form is canceled (the answer says so). Returns the storage keys to remove once committed. */
export async function deleteForm(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number): Promise<{ deleted: boolean; status?: ShippingStatus; keys: string[]; news: ShippingNews | null }> {
  const form = await lockForm(tx, scope, id);
  const role = await roleOn(tx, scope, caller, form);
  const d = shippingDeletion(form.status, role);
  if (!d.ok) throw detailError(d.status, d.error);
  await cancelOwnReturn(tx, scope, caller, form);
  if (d.outcome === 'deleted') return { deleted: true, keys: await removeOutright(tx, scope, form), news: null };
  await tx
    .update(shippingForms)
    .set({ status: 'canceled' })
    .where(scope.where(shippingForms, eq(shippingForms.id, id)));
  await log(tx, scope, caller, id, [`Status: ${label(form.status)} → Canceled (deleted)`]);
  return { deleted: false, status: 'canceled', keys: [], news: await newsFor(tx, scope, caller, form, 'canceled') };
}

/** Staff delete any form outright. */
export async function staffDeleteForm(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number): Promise<string[]> {
  if (!caller.staff) throw permissionDenied('Only staff can delete a shipping form outright.');
  const form = await lockForm(tx, scope, id);
  await cancelOwnReturn(tx, scope, caller, form);
  return removeOutright(tx, scope, form);
}

/** A return form that goes (deleted or canceled) takes its own return request with it while nothing has left: its items may be returned again. */
async function cancelOwnReturn(tx: Tx, scope: CompanyScope, caller: ShippingCaller, form: FormRow): Promise<void> {
  if (form.returnOfId === null || !form.toolRequestId) return;
  const [req] = await tx.select().from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, form.toolRequestId)));
  if (req?.requestType === 'return' && ['pending', 'submitted', 'acked'].includes(req.status)) {
    await act(tx, scope, assetCallerOf(caller), req.id, 'cancel', { note: `shipping form ${shippingFormNumber(form.id)} removed` });
  }
}

/**
 * A form with returns is not removed: its returns would lose the delivery they send back (what arrived,
 * the damaged flags) and, once no longer returns, show as shipments to the site; one made before returns
 * had their own request would even move the delivery's request as if it were shipping it again. Staff
 * who mean to remove both delete the returns first, which is what the refusal says.
 */
async function removeOutright(tx: Tx, scope: CompanyScope, form: FormRow): Promise<string[]> {
  const returns = await tx.select({ id: shippingForms.id }).from(shippingForms).where(scope.where(shippingForms, eq(shippingForms.returnOfId, form.id))).orderBy(shippingForms.id);
  if (returns.length) {
    const numbers = returns.map((r) => shippingFormNumber(r.id)).join(', ');
    throw detailError(409, `${shippingFormNumber(form.id)} has ${returns.length === 1 ? 'a return' : 'returns'} (${numbers}): delete ${returns.length === 1 ? 'it' : 'them'} first, then this form.`);
  }
  await tx.delete(shippingForms).where(scope.where(shippingForms, eq(shippingForms.id, form.id)));
  return form.attachments.map((a) => a.key);
}

// ---------------------------------------------------------------- fields

const detailsRefusal = (form: FormRow, role: Awaited<ReturnType<typeof roleOn>>) => refuse(shippingEditRefusal(form.status, role, 'details'));

export async function updateFields(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, b: z.output<typeof updateShippingFormBody>): Promise<void> {
  await change(tx, scope, caller, id, async (form, role) => {
    const set = (values: Partial<typeof shippingForms.$inferInsert>) => tx.update(shippingForms).set(values).where(scope.where(shippingForms, eq(shippingForms.id, id)));
    switch (b.field_to_update) {
      case 'delivery_by_contact_group': {
        refuse(shippingEditRefusal(form.status, role, 'delivery_option'));
        if (b.delivery_by_contact_group_id === form.deliveryByContactGroupId) return [];
        // ready to ship needs a delivery option (setStatus); one past it may change it, not lose it
        if (b.delivery_by_contact_group_id === null && form.deliveryByName === '' && keepsDeliveryOption(form.status)) throw detailError(400, shippingMessages.deliveryOptionKept);
        let name = 'none';
        if (b.delivery_by_contact_group_id !== null) {
          const [group] = await tx.select({ name: contactGroups.name }).from(contactGroups).where(scope.where(contactGroups, eq(contactGroups.id, b.delivery_by_contact_group_id)));
          if (!group) throw fieldErrors({ delivery_by_contact_group_id: 'No such contact group.' });
          name = group.name;
        }
        await set({ deliveryByContactGroupId: b.delivery_by_contact_group_id });
        return [`Delivery option: ${name}`];
      }
      case 'pickup_warehouse': {
        detailsRefusal(form, role);
        const to = b.pickup_warehouse_id!;
        if (to === form.pickupWarehouseId) return [];
        const [w] = await tx.select({ name: warehouses.name, type: warehouses.type }).from(warehouses).where(scope.where(warehouses, eq(warehouses.id, to)));
        if (!w) throw fieldErrors({ pickup_warehouse_id: shippingMessages.selectWarehouse });
        if (w.type !== SERVICE_WAREHOUSE_TYPE[form.service]) throw fieldErrors({ pickup_warehouse_id: `Choose a ${SERVICE_WAREHOUSE_TYPE[form.service]} warehouse.` });
        const [was] = form.pickupWarehouseId ? await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, form.pickupWarehouseId)) : [];
        // a delivery leaves from the warehouse that holds its picked items; a return may go back to another
        if (!(await isReturnForm(tx, scope, form))) {
          const held = await tx
            .select({ name: shippingItems.name, serial: shippingItems.serialNumber, warehouse: warehouses.name })
            .from(shippingItems)
            .innerJoin(assetItems, eq(assetItems.id, shippingItems.itemId))
            .innerJoin(warehouses, eq(warehouses.id, assetItems.warehouseId))
            .where(scope.where(shippingItems, eq(shippingItems.formId, id), isNull(assetItems.projectId), ne(assetItems.warehouseId, to)));
          if (held.length) {
            const what = held.map((h) => `${h.name}${h.serial ? ` ${h.serial}` : ''}`).join(', ');
            throw fieldErrors({ pickup_warehouse_id: `${what} ${held.length === 1 ? 'is' : 'are'} held in ${held[0].warehouse}: a form ships from the warehouse its picked items are in. Take ${held.length === 1 ? 'it' : 'them'} off this form first, or keep ${held[0].warehouse}.` });
          }
        }
        await set({ pickupWarehouseId: to });
        // bins of the old warehouse no longer say where anything is
        const items = await itemsOf(tx, scope, id);
        const stale = await tx
          .delete(shippingItemDetails)
          .where(
            scope.where(
              shippingItemDetails,
              inArray(
                shippingItemDetails.shippingItemId,
                items.map((i) => i.id).concat(0),
              ),
              sql`${shippingItemDetails.binId} not in (select ${binLocations.id} from ${binLocations} where ${binLocations.warehouseId} = ${to})`,
            ),
          )
          .returning({ id: shippingItemDetails.id });
        return [`Pickup warehouse: ${was?.name ?? 'none'} → ${w.name}${stale.length ? ` (${formatQuantity(stale.length)} bin location${stale.length === 1 ? '' : 's'} of the old warehouse cleared)` : ''}`];
      }
      case 'external_tracking_num':
        detailsRefusal(form, role);
        if (b.external_tracking_num === form.externalTrackingNum) return [];
        await set({ externalTrackingNum: b.external_tracking_num });
        return [`3rd Party Tracking #: ${shown(form.externalTrackingNum)} → ${shown(b.external_tracking_num)}`];
      case 'instructions':
        detailsRefusal(form, role);
        if (b.instructions === form.instructions) return [];
        await set({ instructions: b.instructions });
        return [b.instructions ? `Instructions: ${shown(b.instructions)}` : 'Instructions cleared'];
      case 'shipping_date':
      case 'shipping_address':
      case 'shipping_details': {
        detailsRefusal(form, role);
        const texts: string[] = [];
        const values: Partial<typeof shippingForms.$inferInsert> = {};
        if ('shipping_date' in b && b.shipping_date !== form.shippingDate) {
          values.shippingDate = b.shipping_date;
          texts.push(`Shipping Date: ${form.shippingDate ?? 'none'} → ${b.shipping_date}`);
        }
        if ('shipping_address' in b) {
          const next = storedAddress(b.shipping_address);
          const before = addressLine(form);
          const after = next.willCall ? WILL_CALL_ADDRESS : formatAddress(next.shippingAddress!);
          if (before !== after || JSON.stringify(form.shippingAddress) !== JSON.stringify(next.shippingAddress)) {
            Object.assign(values, next);
            texts.push(`Address: ${before || 'none'} → ${after}`);
          }
        }
        if (texts.length) await set(values);
        return texts;
      }
      case 'shipping_items':
        detailsRefusal(form, role);
        return putLines(tx, scope, form, b.shipping_items);
    }
  });
}

/** Puts request lines (back) on the form with these quantities. */
async function putLines(tx: Tx, scope: CompanyScope, form: FormRow, wanted: { tool_request_line_id: number; quantity: number }[]): Promise<string[]> {
  if (!form.toolRequestId) throw fieldErrors({ shipping_items: 'This form has no tool request to take lines from.' });
  const lines = await tx
    .select({ line: toolRequestLines, model: assetModels })
    .from(toolRequestLines)
    .innerJoin(assetModels, eq(assetModels.id, toolRequestLines.modelId))
    .where(scope.where(toolRequestLines, eq(toolRequestLines.requestId, form.toolRequestId)));
  const items = await itemsOf(tx, scope, form.id);
  const [req] = await tx.select({ requestType: toolRequests.requestType }).from(toolRequests).where(scope.where(toolRequests, eq(toolRequests.id, form.toolRequestId)));
  // what is still to go: the line less what shipped (or came back) and what other open forms hold; this form's own rows are replaced
  const open = new Map(
    (await openQuantities(tx, scope, form.toolRequestId, lines.map((l) => l.line), req?.requestType ?? 'non_return', form.id)).map((o) => [o.line.id, o.open]),
  );
  const texts: string[] = [];
  for (const w of wanted) {
    const found = lines.find((l) => l.line.id === w.tool_request_line_id);
    if (!found) throw fieldErrors({ shipping_items: 'That line is not on this form’s tool request.' });
    const existing = items.find((i) => i.toolRequestLineId === w.tool_request_line_id && i.itemId === found.line.itemId);
    const besides = items.filter((i) => i.toolRequestLineId === found.line.id && i !== existing).reduce((n, i) => n + i.quantity, 0);
    const left = Math.max(0, (open.get(found.line.id) ?? 0) - besides);
    if (left === 0) throw fieldErrors({ shipping_items: `${found.model.name}: all of it is already shipped or on a shipping form.` });
    if (w.quantity > left) throw fieldErrors({ quantity: `${found.model.name}: at most ${formatQuantity(left)}.` });
    if (existing) {
      if (existing.quantity === w.quantity) continue;
      await tx
        .update(shippingItems)
        .set({ quantity: w.quantity })
        .where(scope.where(shippingItems, eq(shippingItems.id, existing.id)));
      texts.push(`${found.model.name}: quantity ${formatQuantity(existing.quantity)} → ${formatQuantity(w.quantity)}`);
    } else {
      const [item] = found.line.itemId ? await tx.select({ serial: assetItems.serialNumber }).from(assetItems).where(eq(assetItems.id, found.line.itemId)) : [];
      await tx.insert(shippingItems).values({
        companyId: scope.companyId,
        formId: form.id,
        type: form.service,
        modelId: found.model.id,
        itemId: found.line.itemId,
        toolRequestLineId: found.line.id,
        name: found.model.name,
        code: found.model.code,
        unit: found.model.unit,
        serialNumber: item?.serial ?? '',
        quantity: w.quantity,
      });
      texts.push(`Added ${formatQuantity(w.quantity)} ${found.model.name}`);
    }
  }
  return texts;
}

export async function removeItems(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, itemIds: number[]): Promise<void> {
  await change(tx, scope, caller, id, async (form, role) => {
    detailsRefusal(form, role);
    const items = (await itemsOf(tx, scope, id)).filter((i) => itemIds.includes(i.id));
    if (items.length !== new Set(itemIds).size) throw fieldErrors({ shipping_items: 'Some of these items are not on this form.' });
    await tx.delete(shippingItems).where(scope.where(shippingItems, inArray(shippingItems.id, itemIds)));
    return items.map((i) => `Removed ${formatQuantity(i.quantity)} ${i.name}${i.serialNumber ? ` (${i.serialNumber})` : ''}`);
  });
}

/** The edit quantity and bin location dialog: the item's quantity and its bins, replaced whole; the bins must add up to the quantity. */
export async function updateShippingDetails(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, b: z.output<typeof updateShippingDetailsBody>): Promise<void> {
  await change(tx, scope, caller, id, async (form, role) => {
    detailsRefusal(form, role);
    const item = (await itemsOf(tx, scope, id)).find((i) => i.id === b.shipping_item_id);
    if (!item) throw fieldErrors({ shipping_items: 'That item is not on this form.' });
    if (item.toolRequestLineId) {
      const [line] = await tx.select({ quantity: toolRequestLines.quantity }).from(toolRequestLines).where(eq(toolRequestLines.id, item.toolRequestLineId));
      if (line && b.quantity > line.quantity) throw fieldErrors({ quantity: `${item.name}: the request asks for ${formatQuantity(line.quantity)}.` });
    }
    if (new Set(b.details.map((d) => d.bin_location_id)).size !== b.details.length) throw fieldErrors({ shipping_items: shippingMessages.binTwice });
    const binIds = [...new Set(b.details.flatMap((d) => (d.bin_location_id ? [d.bin_location_id] : [])))];
    const bins = binIds.length
      ? await tx
          .select({ id: binLocations.id, code: binLocations.code, warehouseId: binLocations.warehouseId })
          .from(binLocations)
          .where(scope.where(binLocations, inArray(binLocations.id, binIds)))
      : [];
    if (bins.length !== binIds.length || (form.pickupWarehouseId && bins.some((x) => x.warehouseId !== form.pickupWarehouseId))) {
      throw fieldErrors({ shipping_items: 'Choose bins of the pickup warehouse.' });
    }
    const placed = b.details.reduce((s, d) => s + d.quantity, 0);
    if (b.details.length && placed !== b.quantity) throw fieldErrors({ quantity: shippingMessages.binsShort(item.name, b.quantity, placed) });
    const before = await tx.select().from(shippingItemDetails).where(scope.where(shippingItemDetails, eq(shippingItemDetails.shippingItemId, item.id)));
    const describe = (rows: { binId: number | null; quantity: number }[]) =>
      rows
        .map((r) => `${formatQuantity(r.quantity)} from ${r.binId ? (bins.find((x) => x.id === r.binId)?.code ?? `bin ${r.binId}`) : 'no bin'}`)
        .sort()
        .join(', ') || 'no bins';
    const after = b.details.map((d) => ({ binId: d.bin_location_id, quantity: d.quantity }));
    const binsChanged = describe(before) !== describe(after);
    if (!binsChanged && item.quantity === b.quantity) return [];
    if (item.quantity !== b.quantity) {
      await tx
        .update(shippingItems)
        .set({ quantity: b.quantity })
        .where(scope.where(shippingItems, eq(shippingItems.id, item.id)));
    }
    await tx.delete(shippingItemDetails).where(scope.where(shippingItemDetails, eq(shippingItemDetails.shippingItemId, item.id)));
    if (after.length) await tx.insert(shippingItemDetails).values(after.map((d) => ({ companyId: scope.companyId, shippingItemId: item.id, binId: d.binId, quantity: d.quantity })));
    return [`${item.name}: quantity ${item.quantity === b.quantity ? formatQuantity(b.quantity) : `${formatQuantity(item.quantity)} → ${formatQuantity(b.quantity)}`}${binsChanged ? `, ${describe(after)}` : ''}`];
  });
}

export async function removeShippingDetail(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, detailId: number): Promise<void> {
  await change(tx, scope, caller, id, async (form, role) => {
    detailsRefusal(form, role);
    const [row] = await tx
      .select({ d: shippingItemDetails, name: shippingItems.name })
      .from(shippingItemDetails)
      .innerJoin(shippingItems, eq(shippingItems.id, shippingItemDetails.shippingItemId))
      .where(scope.where(shippingItemDetails, eq(shippingItemDetails.id, detailId), eq(shippingItems.formId, id)));
    if (!row) throw notFound();
    await tx.delete(shippingItemDetails).where(eq(shippingItemDetails.id, detailId));
    return [`${row.name}: bin location removed (${formatQuantity(row.d.quantity)})`];
  });
}

// ---------------------------------------------------------------- packaging

const dims = (p: { unitType: string; length: number | null; width: number | null; height: number | null; weight: number | null; type: string; quantity: number }) => {
  const u = UNIT_LABELS[p.unitType as 'US' | 'metric'];
  const size = [p.length, p.width, p.height].every((v) => v !== null) ? ` ${p.length} x ${p.width} x ${p.height} ${u.length}` : '';
  return `${formatQuantity(p.quantity)} ${PACKAGING_TYPE_LABELS[p.type as 'box']}${size}${p.weight !== null ? `, ${p.weight} ${u.weight}` : ''}`;
};

export async function upsertPackaging(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, b: z.output<typeof packagingItemBody>): Promise<void> {
  await change(tx, scope, caller, id, async (form, role) => {
    detailsRefusal(form, role);
    const pallet = b.type === 'pallet' ? PALLET_DEFAULTS[b.unit_type] : null;
    const r = (v: number | null) => (v === null ? null : round2(v));
    const values = {
      type: b.type,
      quantity: b.quantity,
      unitType: b.unit_type,
      length: r(b.length ?? pallet?.length ?? null),
      width: r(b.width ?? pallet?.width ?? null),
      height: r(b.height ?? pallet?.height ?? null),
      weight: r(b.weight),
    };
    if (b.id === undefined) {
      await tx.insert(packagingItems).values({ companyId: scope.companyId, formId: id, ...values });
      return [`Packaging added: ${dims(values)}`];
    }
    const [before] = await tx.select().from(packagingItems).where(scope.where(packagingItems, eq(packagingItems.id, b.id), eq(packagingItems.formId, id)));
    if (!before) throw notFound();
    if (dims(before) === dims(values)) return [];
    await tx
      .update(packagingItems)
      .set(values)
      .where(scope.where(packagingItems, eq(packagingItems.id, b.id)));
    return [`Packaging: ${dims(before)} → ${dims(values)}`];
  });
}

export async function removePackaging(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, packagingId: number): Promise<void> {
  await change(tx, scope, caller, id, async (form, role) => {
    detailsRefusal(form, role);
    const [row] = await tx
      .delete(packagingItems)
      .where(scope.where(packagingItems, eq(packagingItems.id, packagingId), eq(packagingItems.formId, id)))
      .returning();
    if (!row) throw notFound();
    return [`Packaging removed: ${dims(row)}`];
  });
}

// ---------------------------------------------------------------- CC

export async function updateCc(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, b: z.output<typeof updateCcBody>): Promise<void> {
  await change(tx, scope, caller, id, async (form, role) => {
    detailsRefusal(form, role);
    const texts: string[] = [];
    const nameOf = async (accountId: number) => {
      const [a] = await tx.select({ firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
      return a ? accountName(a) : 'a former user';
    };
    if (b.add_user_id) {
      if ((await membersAmong(tx, scope.companyId, [b.add_user_id])).length === 0) throw fieldErrors({ add_user_id: 'Choose a user of your company.' });
      const added = await tx.insert(shippingCc).values({ formId: id, accountId: b.add_user_id, companyId: scope.companyId }).onConflictDoNothing().returning();
      if (added.length) texts.push(`Added ${await nameOf(b.add_user_id)} to CC`);
    }
    if (b.remove_user_id) {
      const removed = await tx
        .delete(shippingCc)
        .where(scope.where(shippingCc, eq(shippingCc.formId, id), eq(shippingCc.accountId, b.remove_user_id)))
        .returning();
      if (removed.length) texts.push(`Removed ${await nameOf(b.remove_user_id)} from CC`);
    }
    return texts;
  });
}

// ---------------------------------------------------------------- attachments

export interface NewAttachment {
  key: string;
  name: string;
  size: number;
  contentType: string;
  kind: AttachmentKind;
}

/** Records a stored file on the form (the file is already in storage); a second copy of the same file is not added twice. Returns the attachment, or null for a duplicate. */
export async function addAttachment(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, file: NewAttachment): Promise<StoredAttachment | null> {
  let stored: StoredAttachment | null = null;
  await change(tx, scope, caller, id, async (form, role) => {
    if (!shippingAbilities(form.status, role).upload) {
      throw role.editor || role.staff ? detailError(409, `Files cannot be added to a ${label(form.status).toLowerCase()} form.`) : permissionDenied(shippingMessages.noEditPermission);
    }
    const { name, duplicate } = dedupeUpload(form.attachments, { name: file.name, size: file.size });
    if (duplicate) return [];
    stored = { key: file.key, name, size: file.size, contentType: file.contentType, kind: file.kind, uploadedById: caller.accountId, uploadedBy: caller.name, uploadedAt: new Date().toISOString() };
    await tx
      .update(shippingForms)
      .set({ attachments: [...form.attachments, stored] })
      .where(scope.where(shippingForms, eq(shippingForms.id, id)));
    return [`Attached ${file.kind === 'file' ? '' : `${file.kind} `}${name}`];
  });
  return stored;
}

/** Takes an attachment off the form; returns its storage key to delete once committed. */
export async function removeAttachment(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, key: string): Promise<string> {
  await change(tx, scope, caller, id, async (form, role) => {
    if (!shippingAbilities(form.status, role).remove_attachment) {
      throw role.editor ? detailError(409, `Files cannot be removed from a ${label(form.status).toLowerCase()} form.`) : permissionDenied(shippingMessages.noEditPermission);
    }
    const found = form.attachments.find((a) => a.key === key);
    if (!found) throw fieldErrors({ attachment_key: 'No such attachment on this form.' });
    await tx
      .update(shippingForms)
      .set({ attachments: form.attachments.filter((a) => a.key !== key) })
      .where(scope.where(shippingForms, eq(shippingForms.id, id)));
    return [`Removed attachment ${found.name}`];
  });
  return key;
}

// ---------------------------------------------------------------- returns

/** create_return/: a new pending form sending the chosen lines back to the pickup warehouse. */
export async function createReturn(tx: Tx, scope: CompanyScope, caller: ShippingCaller, id: number, b: z.output<typeof createReturnBody>): Promise<number> {
  const form = await lockForm(tx, scope, id);
  const role = await roleOn(tx, scope, caller, form);
  if (!shippingAbilities(form.status, role).create_return) {
    throw role.editor || role.staff || role.receiver ? detailError(409, 'A return is made from a delivered or picked-up form.') : permissionDenied(shippingMessages.noEditPermission);
  }
  const items = await itemsOf(tx, scope, id);
  // an item listed twice would go back twice (two lines of one drill, or 2 x 40 of 40 connectors)
  if (new Set(b.return_items.map((r) => r.shipping_item_id)).size !== b.return_items.length) throw fieldErrors({ return_items: shippingMessages.returnItemTwice });
  const chosen = b.return_items.map((r) => {
    const item = items.find((i) => i.id === r.shipping_item_id);
    if (!item) throw fieldErrors({ return_items: 'Some of these items are not on this form.' });
    const arrived = arrivedQuantity({ quantity: item.quantity, exception: item.exception, exception_quantity: item.exceptionQuantity });
    if (r.quantity > arrived) throw fieldErrors({ return_items: arrived === 0 ? `${item.name}: none of it arrived.` : `${item.name}: at most ${formatQuantity(arrived)}.` });
    return { item, quantity: r.quantity };
  });
  const address = b.shipping_address ? storedAddress(b.shipping_address) : { willCall: false, shippingAddress: await warehouseAddress(tx, scope, form.pickupWarehouseId) };
  const returned = await returnRequestFor(tx, scope, caller, form, chosen, b.instructions);
  const [ret] = await tx
    .insert(shippingForms)
    .values({
      companyId: scope.companyId,
      service: form.service,
      toolRequestId: returned?.requestId ?? form.toolRequestId,
      projectId: form.projectId,
      returnOfId: form.id,
      pickupWarehouseId: form.pickupWarehouseId,
      ...address,
      shippingDate: b.shipping_date,
      instructions: b.instructions,
      externalTrackingNum: b.external_tracking_num,
      deliveryByName: b.delivery_by_name,
      createdById: caller.accountId,
    })
    .returning({ id: shippingForms.id });
  for (const { item, quantity } of chosen) {
    await tx.insert(shippingItems).values({
      companyId: scope.companyId,
      formId: ret.id,
      type: item.type,
      modelId: item.modelId,
      itemId: (item.itemId !== null ? returned?.returning.get(item.itemId) : undefined) ?? item.itemId,
      toolRequestLineId: (item.itemId !== null ? returned?.lineOfItem.get(returned.returning.get(item.itemId) ?? item.itemId) : undefined) ?? item.toolRequestLineId,
      name: item.name,
      code: item.code,
      unit: item.unit,
      serialNumber: item.serialNumber,
      quantity,
      // a damaged line goes back flagged; a short count was the delivery's, not this return's
      exception: item.exception === 'damaged' ? item.exception : null,
      exceptionQuantity: item.exception === 'damaged' ? Math.min(item.exceptionQuantity, quantity) : 0,
    });
  }
  const cc = await tx.select({ accountId: shippingCc.accountId }).from(shippingCc).where(scope.where(shippingCc, eq(shippingCc.formId, id)));
  const ccIds = [...new Set([caller.accountId, ...cc.map((c) => c.accountId)])];
  await tx.insert(shippingCc).values(ccIds.map((accountId) => ({ formId: ret.id, accountId, companyId: scope.companyId })));
  const who = b.user_name ? ` by ${b.user_name}` : '';
  await log(tx, scope, caller, ret.id, [`Return of ${shippingFormNumber(id)} created${who}: ${chosen.map((c) => `${formatQuantity(c.quantity)} ${c.item.name}`).join(', ')}`]);
  await log(tx, scope, caller, id, [`Return ${shippingFormNumber(ret.id)} created${who}`]);
  return ret.id;
}

/**
 * The return request a return form moves (decision record 015, addendum): the items it sends back
 * that are out on the job go on a new return request to the form's pickup warehouse, as Start
 * return makes one, so the form's in transit ships it and its delivery receives them back (their
 * bin, custodian and daily charge end there). Stock sent back in part splits off first, by Start
 * return's own per-row quantities (openReturn): the request returns what the form sends, the rest
 * stays on the job; `returning` names the row that goes back for each item of the form. Null when no item of the
 * form is out on a job (a form of a return request, or lines with no item).
 */
async function returnRequestFor(
  tx: Tx,
  scope: CompanyScope,
  caller: ShippingCaller,
  form: FormRow,
  chosen: { item: Awaited<ReturnType<typeof itemsOf>>[number]; quantity: number }[],
  notes: string,
): Promise<{ requestId: number; lineOfItem: Map<number, number>; returning: Map<number, number> } | null> {
  const sending = new Map<number, number>();
  for (const { item, quantity } of chosen) if (item.itemId !== null) sending.set(item.itemId, (sending.get(item.itemId) ?? 0) + quantity);
  if (!sending.size) return null;
  const out = await tx
    .select({ id: assetItems.id, quantity: assetItems.quantity, service: assetItems.service })
    .from(assetItems)
    .where(scope.where(assetItems, inArray(assetItems.id, [...sending.keys()]), isNotNull(assetItems.projectId)));
  if (!out.length) return null;
  // stock goes back by the form's quantities, as Start return's (a row the form sends more of than it
  // holds now goes whole); a tool always goes whole
  const quantities = out.filter((r) => r.service === 'stock').map((r) => ({ item_id: r.id, quantity: Math.min(sending.get(r.id)!, r.quantity) }));
  const { requestId, returning } = await openReturn(
    tx,
    scope,
    assetCallerOf(caller),
    out.map((r) => r.id),
    form.pickupWarehouseId,
    notes || `Return of shipping form ${shippingFormNumber(form.id)}`,
    quantities,
  );
  const lines = await tx
    .select({ id: toolRequestLines.id, itemId: toolRequestLines.itemId })
    .from(toolRequestLines)
    .where(scope.where(toolRequestLines, eq(toolRequestLines.requestId, requestId)));
  return { requestId, lineOfItem: new Map(lines.flatMap((l) => (l.itemId !== null ? [[l.itemId, l.id] as const] : []))), returning };
}

/** Users of the company for the add-to-CC dialog (name or email contains the search). */
export async function ccCandidates(db: DbOrTx, scope: CompanyScope, search: string) {
  const pattern = containsPattern(search);
  const rows = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
    .from(companyMemberships)
    .innerJoin(accounts, eq(accounts.id, companyMemberships.accountId))
    .where(
      and(
        eq(companyMemberships.companyId, scope.companyId),
        eq(companyMemberships.status, 'active'),
        search ? sql`(${accounts.email} ilike ${pattern} or (${accounts.firstName} || ' ' || ${accounts.lastName}) ilike ${pattern})` : undefined,
      ),
    )
    .orderBy(accounts.firstName, accounts.lastName)
    .limit(20);
  return rows.map((r) => ({ id: r.id, name: accountName(r), email: r.email }));
}
