import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ORDER_ACTION_LABELS,
  ORDER_STATUS_LABELS,
  SUPPLIER_ACTION_NEEDED_STATUSES,
  type AddToPoInput,
  type OrderAction,
  type OrderActionBody,
  type OrderDetail,
  type OrderSummary,
  type OrderedLine,
  type OrderUpdateInput,
  INVOICEABLE_ORDER_STATUSES,
  PROMISABLE_ORDER_STATUSES,
  WILL_CALL_ADDRESS,
  extendedPrice,
  formatAddress,
  isOrderEditable,
  mayTakeOrderAction,
  orderActionsFor,
  orderMessages,
  orderTotals,
  orderActionPastTense,
  orderTransition,
  receiveLines,
  WithArticle,
  cancelRefusal,
  quantityToReceive,
  quantityLeft,
  shipToAddressMissing,
  totalQuantity,
  formatQuantity,
  isOpenOrderLine,
  linesForStep,
  type OrderLineStep,
} from '@jobsite/core';
import { accounts, companies, companyBranches, poPrefixes, projects, purchaseOrderEvents, purchaseOrderItems, purchaseOrders, suppliers, taxCodes } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db';
import { ApiError, badRequest, fieldErrors, notFound, permissionDenied } from '../../platform/errors';
import { notify } from '../notifications/service';
import type { ProjectRow } from '../projects/queries';
import { allocatePoNumber } from '../companies/po-numbers';
import { companyScope } from '../../platform/scope';
import type { OrderCaller } from './caller';
import { refusePastNeedBy, refuseSubmitPastNeedBy } from './need-by';
import { orderInvoiceSummaries } from './invoices';
import {
  activeMemberIds,
  type CartLineForOrder,
  cartLinesForOrder,
  findOrder,
  orderedQuantities,
  orderItems,
  type OrderItemRow,
  type OrderRow,
  summaryRows,
  summaryView,
  supplierContractPrices,
} from './queries';

/**
 * Purchase orders: the buyer builds them from BOM lines and submits them, the supplier
 * acknowledges, backorders and ships, either side marks delivery, the buyer receives. Every
 * status change goes through core orderTransition; every change is kept in the order's
 * history and told to the other side with notify().
 */

interface SupplierChoice {
  supplierId: number | null;
  supplyingCompanyId: number | null;
}

async function supplierChoice(db: DbOrTx, caller: OrderCaller, supplierId: number | null | undefined): Promise<SupplierChoice> {
  if (!supplierId) return { supplierId: null, supplyingCompanyId: null };
  const [row] = await db.select().from(suppliers).where(and(eq(suppliers.companyId, caller.companyId), eq(suppliers.id, supplierId)));
  if (!row) throw fieldErrors({ supplier_id: 'Select one of your suppliers.' });
  return { supplierId: row.id, supplyingCompanyId: row.supplierCompanyId };
}

interface PricedLine {
  unitPrice: number | null;
  priceSource: 'contract' | 'catalogue' | 'custom' | 'none';
}

/** The contract price from the order's supplier when one applies, else the catalogue price; custom lines their own. */
function priceOf(line: { baseItemId: number | null; itemPrice: number | null; customPrice: number | null }, contract: Map<number, number>): PricedLine {
  if (line.baseItemId === null) return line.customPrice === null ? { unitPrice: null, priceSource: 'none' } : { unitPrice: line.customPrice, priceSource: 'custom' };
  const c = contract.get(line.baseItemId);
  if (c !== undefined) return { unitPrice: c, priceSource: 'contract' };
  return line.itemPrice === null ? { unitPrice: null, priceSource: 'none' } : { unitPrice: line.itemPrice, priceSource: 'catalogue' };
}

async function record(tx: DbOrTx, caller: OrderCaller, order: OrderRow, action: string, detail = ''): Promise<void> {
  await tx.insert(purchaseOrderEvents).values({ companyId: order.companyId, orderId: order.id, accountId: caller.accountId, actorCompanyId: caller.companyId, action, detail });
}

const orderName = (o: OrderRow) => (o.poNumber ? `PO ${o.poNumber}` : `order #${o.id}`);

const isDraftStatus = (status: OrderRow['status']) => status === 'pending' || status === 'pending archived';

/** Where a notice opens the order: the supplier's orders screen, or the buyer's (the web's paths.buyerOrder). */
const sellerOrderLink = (orderId: number) => `/orders?order_id=${orderId}`;
const buyerOrderLink = (orderId: number) => `/all_orders?order_id=${orderId}`;

/**
 * Tells the other side: the supplier's people when the buyer acts, the order's author when the
 * supplier does. The supplier hears of an order once it is submitted: nothing of a draft, nor of a
 * draft canceled before it was sent (`before`, the status the step started from).
 */
async function tellOtherSide(tx: Tx, caller: OrderCaller, order: OrderRow, content: string, before: OrderRow['status'] = order.status): Promise<void> {
  if (caller.side === 'buyer') {
    if (!order.supplyingCompanyId || isDraftStatus(order.status) || (isDraftStatus(before) && order.status === 'canceled')) return;
    await notify(tx, { accountIds: await activeMemberIds(tx, order.supplyingCompanyId), companyId: order.supplyingCompanyId, content, link: sellerOrderLink(order.id) });
  } else if (order.createdByAccountId) {
    const members = await activeMemberIds(tx, order.companyId);
    if (members.includes(order.createdByAccountId)) await notify(tx, { accountIds: [order.createdByAccountId], companyId: order.companyId, content, link: buyerOrderLink(order.id) });
  }
}

function requireBuyerEdit(caller: OrderCaller, order: OrderRow): void {
  if (caller.side !== 'buyer') throw permissionDenied('Only the buyer can change an order.');
  if (!isOrderEditable(order.status)) throw new ApiError(409, { detail: orderMessages.notEditable });
  if (order.createdByAccountId !== caller.accountId && !caller.editAll) throw permissionDenied('Your user group may change only the orders you started (Allow Edit All Orders).');
}

const lineText = (l: CartLineForOrder) => l.itemCode || l.customDescription || l.itemDescription || `line ${l.id}`;

/** A selected BOM line add_to_po left out, ordered in full already (the answer's `skipped`). */
export interface SkippedLine {
  cart_item_id: number;
  description: string;
  reason: string;
}

/**
 * What of each BOM line is not on an order yet (remainingQuantities), and the selected lines
 * ordered in full, which are left out: the rule add_to_po and request_quote share. Only a
 * selection ordered in full throughout is refused, with the lines named ('Ordered in full
 * already: ...') as a field error on cart_item_ids; a selection of a whole BOM orders the rest.
 */
export async function leftToOrder(db: DbOrTx, companyId: number, lines: readonly CartLineForOrder[]): Promise<{ left: Map<number, number>; orderedInFull: CartLineForOrder[] }> {
  const left = await remainingQuantities(db, companyId, lines);
  const orderedInFull = lines.filter((l) => left.get(l.id)! <= 0);
  if (lines.length && orderedInFull.length === lines.length) throw fieldErrors({ cart_item_ids: orderedInFullMessage(orderedInFull) });
  return { left, orderedInFull };
}

/** What of each BOM line is not on an order yet: its total less what its orders that are not canceled hold (0 or less: ordered in full). */
export async function remainingQuantities(db: DbOrTx, companyId: number, lines: readonly Pick<CartLineForOrder, 'id' | 'packageCount' | 'packageQuantity'>[]): Promise<Map<number, number>> {
  const ordered = await orderedQuantities(db, companyId, lines.map((l) => l.id));
  return new Map(lines.map((l) => [l.id, quantityLeft(totalQuantity(l.packageCount, l.packageQuantity), ordered.get(l.id) ?? 0)]));
}

export const orderedInFullMessage = (full: readonly CartLineForOrder[]): string => `Ordered in full already: ${full.map(lineText).join(', ')}.`;

/**
 * POST projects/{id}/add_to_po/: the selected BOM lines go on the project's pending order for
 * the chosen supplier (the buffered PO), which is made when there is none. Each line orders
 * what is not on an order yet; a line ordered in full is left out (skipped), and a selection
 * ordered in full throughout is refused (leftToOrder).
 */
export async function addToPo(tx: Tx, caller: OrderCaller, project: ProjectRow, input: AddToPoInput, on: string): Promise<{ orderIds: number[]; skipped: SkippedLine[] }> {
  if (caller.side !== 'buyer') throw permissionDenied('Only the buyer can create purchase orders.');
  const ids = [...new Set(input.cart_item_ids)];
  const lines = await cartLinesForOrder(tx, caller.companyId, project.id, ids);
  if (lines.length !== ids.length) throw fieldErrors({ cart_item_ids: orderMessages.linesNotOnProject });
  const choice = await supplierChoice(tx, caller, input.supplier_id);
  const { left, orderedInFull } = await leftToOrder(tx, caller.companyId, lines);
  const remaining = lines.flatMap((l) => (left.get(l.id)! > 0 ? [{ line: l, quantity: left.get(l.id)! }] : []));

  const [buffered] = await tx
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, caller.companyId),
        eq(purchaseOrders.projectId, project.id),
        eq(purchaseOrders.status, 'pending'),
        choice.supplierId === null ? sql`${purchaseOrders.supplierId} is null` : eq(purchaseOrders.supplierId, choice.supplierId),
      ),
    )
    .orderBy(asc(purchaseOrders.id))
    .limit(1)
    .for('update');
  const order =
    buffered ??
    (
      await tx
        .insert(purchaseOrders)
        .values({
          companyId: caller.companyId,
          projectId: project.id,
          supplierId: choice.supplierId,
          supplyingCompanyId: choice.supplyingCompanyId,
          shipToType: 'job_site',
          shipToAddress: project.address ? formatAddress(project.address) : '',
          createdByAccountId: caller.accountId,
        })
        .returning()
    )[0];
  const contract = order.supplyingCompanyId
    ? await supplierContractPrices(tx, caller.companyId, order.supplyingCompanyId, lines.flatMap((l) => (l.baseItemId ? [l.baseItemId] : [])), on)
    : new Map<number, number>();
  const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${purchaseOrderItems.position}), 0)::int` }).from(purchaseOrderItems).where(eq(purchaseOrderItems.orderId, order.id));
  await tx.insert(purchaseOrderItems).values(
    remaining.map(({ line, quantity }, i) => ({
      companyId: caller.companyId,
      orderId: order.id,
      cartItemId: line.id,
      baseItemId: line.baseItemId,
      description: line.itemDescription ?? line.customDescription ?? '',
      code: line.itemCode ?? line.customCode ?? '',
      unit: line.itemUnit ?? line.customUnit ?? 'EA',
      quantity,
      ...priceOf(line, contract),
      needByDate: order.needByDate,
      position: next + i + 1,
    })),
  );
  await record(tx, caller, order, buffered ? 'Lines added' : 'Order created', `${remaining.length} line${remaining.length === 1 ? '' : 's'} from the BOM`);
  await tx.update(purchaseOrders).set({ updatedAt: new Date() }).where(eq(purchaseOrders.id, order.id));
  return { orderIds: [order.id], skipped: orderedInFull.map((l) => ({ cart_item_id: l.id, description: lineText(l), reason: 'Ordered in full already.' })) };
}

/** POST orders/: an empty draft (the project's buffered order for that supplier when there is one). */
export async function createEmptyOrder(tx: Tx, caller: OrderCaller, project: ProjectRow, supplierId: number | null | undefined): Promise<number> {
  if (caller.side !== 'buyer') throw permissionDenied('Only the buyer can create purchase orders.');
  const choice = await supplierChoice(tx, caller, supplierId);
  const [buffered] = await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, caller.companyId),
        eq(purchaseOrders.projectId, project.id),
        eq(purchaseOrders.status, 'pending'),
        choice.supplierId === null ? sql`${purchaseOrders.supplierId} is null` : eq(purchaseOrders.supplierId, choice.supplierId),
      ),
    )
    .limit(1);
  if (buffered) return buffered.id;
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      companyId: caller.companyId,
      projectId: project.id,
      supplierId: choice.supplierId,
      supplyingCompanyId: choice.supplyingCompanyId,
      shipToAddress: project.address ? formatAddress(project.address) : '',
      createdByAccountId: caller.accountId,
    })
    .returning();
  await record(tx, caller, order, 'Order created', 'empty');
  return order.id;
}

/** PATCH orders/{id}/: supplier, ship-to, need-by date, tax code, notes of a pending order. A new supplier reprices the catalogue lines. */
export async function updateOrder(tx: Tx, caller: OrderCaller, order: OrderRow, input: OrderUpdateInput, on: string): Promise<void> {
  requireBuyerEdit(caller, order);
  refusePastNeedBy(input.need_by_date, order.needByDate);
  const set: Partial<typeof purchaseOrders.$inferInsert> = { updatedAt: new Date() };
  const changes: string[] = [];
  if (input.supplier_id !== undefined && input.supplier_id !== order.supplierId) {
    const choice = await supplierChoice(tx, caller, input.supplier_id);
    set.supplierId = choice.supplierId;
    set.supplyingCompanyId = choice.supplyingCompanyId;
    await reprice(tx, order, choice.supplyingCompanyId, on);
    changes.push('supplier');
  }
  if (input.tax_code_id !== undefined) {
    if (input.tax_code_id !== null) {
      const [tax] = await tx.select({ id: taxCodes.id }).from(taxCodes).where(and(eq(taxCodes.companyId, caller.companyId), eq(taxCodes.id, input.tax_code_id)));
      if (!tax) throw fieldErrors({ tax_code_id: 'Select one of your tax codes.' });
    }
    set.taxCodeId = input.tax_code_id;
    changes.push('tax code');
  }
  if (input.ship_to_type !== undefined) {
    set.shipToType = input.ship_to_type;
    if (input.ship_to_type === 'will_call' && input.ship_to_address === undefined) set.shipToAddress = WILL_CALL_ADDRESS;
    changes.push('ship-to');
  }
  if (input.ship_to_address !== undefined) set.shipToAddress = input.ship_to_address;
  if (input.need_by_date !== undefined) {
    set.needByDate = input.need_by_date;
    // lines that followed the order's date follow the new one
    await tx
      .update(purchaseOrderItems)
      .set({ needByDate: input.need_by_date })
      .where(and(eq(purchaseOrderItems.orderId, order.id), order.needByDate === null ? sql`${purchaseOrderItems.needByDate} is null` : eq(purchaseOrderItems.needByDate, order.needByDate)));
    changes.push('need-by date');
  }
  if (input.notes !== undefined) {
    set.notes = input.notes;
    changes.push('notes');
  }
  await tx.update(purchaseOrders).set(set).where(eq(purchaseOrders.id, order.id));
  if (changes.length) await record(tx, caller, order, 'Order changed', changes.join(', '));
}

async function reprice(tx: Tx, order: OrderRow, sellerId: number | null, on: string): Promise<void> {
  const buyerId = order.companyId;
  const items = await orderItems(tx, [order.id]);
  const catalogue = items.filter((i) => i.baseItemId !== null && i.cartItemId !== null);
  if (!catalogue.length) return;
  const contract = sellerId ? await supplierContractPrices(tx, buyerId, sellerId, catalogue.map((i) => i.baseItemId as number), on) : new Map<number, number>();
  const lines = await cartLinesForOrder(
    tx,
    buyerId,
    order.projectId,
    catalogue.map((i) => i.cartItemId as number),
  );
  const byCart = new Map(lines.map((l) => [l.id, l]));
  for (const item of catalogue) {
    const line = byCart.get(item.cartItemId as number);
    if (!line) continue;
    await tx.update(purchaseOrderItems).set(priceOf(line, contract)).where(eq(purchaseOrderItems.id, item.id));
  }
}

/**
 * A draft's lines priced by the catalogue or a contract follow the supplier's prices as they are
 * now (a price file imported since changes them); quoted and custom prices stay as they were set.
 * Run as the buyer opens the draft (GET orders/{id}/); submit then sends the stored prices, the
 * ones the screen showed, rather than repricing under the buyer's eyes.
 */
export async function followCurrentPrices(tx: Tx, order: OrderRow, on: string): Promise<void> {
  if (!isDraftStatus(order.status)) return;
  const items = await orderItems(tx, [order.id]);
  const following = items.filter((i) => i.baseItemId !== null && i.cartItemId !== null && (i.priceSource === 'contract' || i.priceSource === 'catalogue'));
  if (!following.length) return;
  const contract = order.supplyingCompanyId ? await supplierContractPrices(tx, order.companyId, order.supplyingCompanyId, following.map((i) => i.baseItemId as number), on) : new Map<number, number>();
  const byCart = new Map((await cartLinesForOrder(tx, order.companyId, order.projectId, following.map((i) => i.cartItemId as number))).map((l) => [l.id, l]));
  for (const item of following) {
    const line = byCart.get(item.cartItemId as number);
    if (!line) continue;
    const now = priceOf(line, contract);
    if (now.unitPrice !== item.unitPrice || now.priceSource !== item.priceSource) await tx.update(purchaseOrderItems).set(now).where(eq(purchaseOrderItems.id, item.id));
  }
}

export async function findItem(db: DbOrTx, order: OrderRow, itemId: number): Promise<OrderItemRow> {
  const [item] = await db.select().from(purchaseOrderItems).where(and(eq(purchaseOrderItems.orderId, order.id), eq(purchaseOrderItems.id, itemId)));
  if (!item) throw notFound();
  return item;
}

/** PATCH orders/{id}/items/{item_id}/: quantity (units) and need-by date of a line on a pending order. */
export async function updateLine(tx: Tx, caller: OrderCaller, order: OrderRow, itemId: number, input: { quantity?: number; need_by_date?: string | null }): Promise<void> {
  requireBuyerEdit(caller, order);
  const item = await findItem(tx, order, itemId);
  refusePastNeedBy(input.need_by_date, item.needByDate);
  await tx
    .update(purchaseOrderItems)
    .set({ ...(input.quantity !== undefined ? { quantity: input.quantity } : {}), ...(input.need_by_date !== undefined ? { needByDate: input.need_by_date } : {}) })
    .where(eq(purchaseOrderItems.id, item.id));
  if (input.quantity !== undefined && input.quantity !== item.quantity) await record(tx, caller, order, 'Quantity changed', `${item.code || item.description}: ${formatQuantity(item.quantity)} → ${formatQuantity(input.quantity)} ${item.unit}`);
}

export async function deleteLine(tx: Tx, caller: OrderCaller, order: OrderRow, itemId: number): Promise<void> {
  requireBuyerEdit(caller, order);
  const item = await findItem(tx, order, itemId);
  await tx.delete(purchaseOrderItems).where(eq(purchaseOrderItems.id, item.id));
  await record(tx, caller, order, 'Line removed', item.code || item.description);
}

/** POST orders/{id}/{action}/: one step of the transition table, by the caller's side. */
export async function act(tx: Tx, caller: OrderCaller, order: OrderRow, action: OrderAction, body: OrderActionBody): Promise<void> {
  const step = orderTransition(order.status, action, caller.side);
  if (!step.ok) throw new ApiError(step.status, { detail: step.error });
  if (!mayTakeOrderAction({ action, side: caller.side, startedByCaller: order.createdByAccountId === caller.accountId, editAll: caller.editAll })) {
    throw permissionDenied('Your user group may change only the orders you started (Allow Edit All Orders).');
  }
  const items = await orderItems(tx, [order.id]);
  const set: Partial<typeof purchaseOrders.$inferInsert> = { status: step.to, updatedAt: new Date() };
  let detail = body.note ?? '';
  let promised: string | undefined;
  let lineNames: string[] = [];
  const pickIds = (ids: number[] | undefined, step: 'backorder' | 'ship') => stepLineIds(items, ids, step);

  switch (action) {
    case 'submit': {
      if (!order.supplierId) throw badRequest(orderMessages.noSupplier);
      if (!items.length) throw badRequest(orderMessages.noLines);
      if (shipToAddressMissing({ ship_to_type: order.shipToType, ship_to_address: order.shipToAddress })) throw fieldErrors({ ship_to_address: orderMessages.shipToAddressRequired });
      refuseSubmitPastNeedBy(order.needByDate, items.map((i) => i.needByDate));
      const [project] = await tx.select({ id: projects.id, main_job_num: projects.mainJobNum }).from(projects).where(eq(projects.id, order.projectId));
      let branch: { id: number; branch_code: string } | null = null;
      if (body.branch_id) {
        const [b] = await tx.select({ id: companyBranches.id, branch_code: companyBranches.branchCode }).from(companyBranches).where(and(eq(companyBranches.companyId, caller.companyId), eq(companyBranches.id, body.branch_id)));
        if (!b) throw fieldErrors({ branch_id: 'Select one of your branches.' });
        branch = b;
      }
      if (body.dynamic_prefix) {
        const [p] = await tx.select({ id: poPrefixes.id }).from(poPrefixes).where(and(eq(poPrefixes.companyId, caller.companyId), sql`upper(${poPrefixes.prefix}) = ${body.dynamic_prefix.toUpperCase()}`));
        if (!p) throw fieldErrors({ dynamic_prefix: 'Select one of your PO prefixes.' });
      }
      set.poNumber = await allocatePoNumber(tx, companyScope(caller.companyId), { project, branch, dynamic_prefix: body.dynamic_prefix ?? null });
      set.submittedAt = new Date();
      detail = `PO ${set.poNumber}`;
      break;
    }
    case 'acknowledge': {
      await tx
        .update(purchaseOrderItems)
        .set({ backordered: false, ...(body.promised_date ? { promisedDate: body.promised_date } : {}) })
        .where(and(eq(purchaseOrderItems.orderId, order.id), body.promised_date ? sql`(${purchaseOrderItems.promisedDate} is null or ${purchaseOrderItems.backordered})` : undefined));
      if (body.promised_date) detail = `promised ${body.promised_date}`;
      promised = body.promised_date;
      break;
    }
    case 'backorder': {
      if (!body.promised_date) throw fieldErrors({ promised_date: orderMessages.promisedDateRequired });
      const ids = pickIds(body.item_ids, 'backorder');
      await tx.update(purchaseOrderItems).set({ backordered: true, promisedDate: body.promised_date }).where(and(eq(purchaseOrderItems.orderId, order.id), inArray(purchaseOrderItems.id, ids)));
      lineNames = items.filter((i) => ids.includes(i.id)).map((i) => i.code || i.description);
      detail = `${lineNames.join(', ')}: promised ${body.promised_date}`;
      promised = body.promised_date;
      break;
    }
    case 'cancel': {
      const refused = cancelRefusal(items.map((i) => ({ received_quantity: i.receivedQuantity })));
      if (refused) throw new ApiError(409, { detail: refused });
      break;
    }
    case 'receive': {
      const name = (i: (typeof items)[number]) => i.code || i.description;
      const counted = receiveLines(
        items.map((i) => ({ id: i.id, name: name(i), quantity: i.quantity, received_quantity: i.receivedQuantity })),
        body.lines,
      );
      if (!counted.ok) throw fieldErrors({ lines: counted.error });
      // every line counted in, in one statement
      const received = [...counted.received];
      await tx
        .update(purchaseOrderItems)
        .set({ receivedQuantity: sql`case ${purchaseOrderItems.id} ${sql.join(received.map(([id, q]) => sql`when ${id} then ${q}::numeric`), sql` `)} end` })
        .where(and(eq(purchaseOrderItems.orderId, order.id), inArray(purchaseOrderItems.id, received.map(([id]) => id))));
      if (!counted.complete) {
        set.status = order.status; // some still to come: the order stays where it is until the rest is in
        lineNames = items.filter((i) => counted.received.has(i.id)).map((i) => `${name(i)} ${formatQuantity(quantityLeft(counted.received.get(i.id)!, i.receivedQuantity))} of ${formatQuantity(i.quantity)}`);
        const open = items.filter((i) => quantityToReceive({ quantity: i.quantity, received_quantity: counted.received.get(i.id) ?? i.receivedQuantity }) > 0).length;
        detail = `received ${lineNames.join(', ')}; ${open} line${open === 1 ? '' : 's'} still to come`;
      }
      break;
    }
    case 'ship': {
      const ids = pickIds(body.item_ids, 'ship');
      await tx.update(purchaseOrderItems).set({ shipped: true, backordered: false }).where(and(eq(purchaseOrderItems.orderId, order.id), inArray(purchaseOrderItems.id, ids)));
      // a line received in full is past shipping, as a shipped one
      const allShipped = items.every((i) => !isOpenOrderLine(lineState(i)) || ids.includes(i.id));
      if (!allShipped) {
        set.status = order.status; // some lines shipped: the order stays where it is until the rest go
        lineNames = items.filter((i) => ids.includes(i.id)).map((i) => i.code || i.description);
        detail = `shipped ${lineNames.join(', ')}`;
      }
      break;
    }
    default:
      break;
  }
  await tx.update(purchaseOrders).set(set).where(eq(purchaseOrders.id, order.id));
  const after = { ...order, ...set } as OrderRow;
  const label = set.status !== order.status ? `${ORDER_ACTION_LABELS[action]} → ${ORDER_STATUS_LABELS[after.status]}` : ORDER_ACTION_LABELS[action];
  await record(tx, caller, order, label, detail);
  await tellOtherSide(tx, caller, after, stepNotice(caller, after, action, { lineNames, promised, note: body.note }), order.status);
}

/**
 * What the other side is told of a step, as a sentence naming the order and who took it:
 * 'PO SEC-00005 was acknowledged by Metro Electric Supply, promised for 2026-12-10.', the lines
 * when the step took some of them, and the caller's note.
 */
function stepNotice(caller: OrderCaller, order: OrderRow, action: OrderAction, s: { lineNames: string[]; promised?: string; note?: string }): string {
  const by = `by ${caller.companyName}`;
  const name = orderName(order);
  const said = (() => {
    switch (action) {
      case 'acknowledge':
        return `${name} was acknowledged ${by}${s.promised ? `, promised for ${s.promised}` : ''}.`;
      case 'backorder':
        return `${name} was backordered ${by}: ${s.lineNames.join(', ')} promised for ${s.promised}.`;
      case 'ship':
        return s.lineNames.length ? `${name} was shipped in part ${by}: ${s.lineNames.join(', ')}.` : `${name} was shipped ${by}.`;
      case 'receive':
        return s.lineNames.length ? `${name} was received in part ${by}: ${s.lineNames.join(', ')}.` : `${name} was received ${by}.`;
      case 'deliver':
        return caller.side === 'buyer' ? `${name} was marked delivered ${by}.` : `${name} was delivered ${by}.`;
      case 'unarchive':
        return `${name} was restored to pending ${by}.`;
      default:
        return `${name} was ${orderActionPastTense(action)} ${by}.`;
    }
  })();
  return s.note ? `${said} Note: ${s.note}` : said;
}

const lineState = (i: OrderItemRow) => ({ id: i.id, name: i.code || i.description, shipped: i.shipped, quantity: i.quantity, received_quantity: i.receivedQuantity });

/** The lines a supplier's step takes (core linesForStep): those named, or every open line; a shipped or received one named is refused at item_ids. */
function stepLineIds(items: readonly OrderItemRow[], itemIds: number[] | undefined, step: OrderLineStep): number[] {
  const picked = linesForStep(items.map(lineState), itemIds, step);
  if (picked.ok) return picked.ids;
  if (picked.status === 409) throw new ApiError(409, { detail: picked.error });
  throw fieldErrors({ item_ids: picked.error });
}

/** POST orders/{id}/promise/: the supplier sets the promised date of lines (every open line without item_ids); the status stays. */
export async function promiseLines(tx: Tx, caller: OrderCaller, order: OrderRow, body: { item_ids?: number[]; promised_date: string }): Promise<void> {
  if (caller.side !== 'seller') throw permissionDenied('Only the supplier can promise dates.');
  if (!PROMISABLE_ORDER_STATUSES.includes(order.status)) throw new ApiError(409, { detail: `${WithArticle(ORDER_STATUS_LABELS[order.status].toLowerCase())} order cannot get new promised dates.` });
  const items = await orderItems(tx, [order.id]);
  const ids = stepLineIds(items, body.item_ids, 'promise');
  await tx.update(purchaseOrderItems).set({ promisedDate: body.promised_date }).where(and(eq(purchaseOrderItems.orderId, order.id), inArray(purchaseOrderItems.id, ids)));
  await tx.update(purchaseOrders).set({ updatedAt: new Date() }).where(eq(purchaseOrders.id, order.id));
  const names = items.filter((i) => ids.includes(i.id)).map((i) => i.code || i.description);
  await record(tx, caller, order, 'Promised date set', `${names.join(', ')}: ${body.promised_date}`);
  const which = ids.length === items.length ? '' : ` (${names.length} line${names.length === 1 ? '' : 's'})`;
  await tellOtherSide(tx, caller, order, `${orderName(order)} was promised for ${body.promised_date} by ${caller.companyName}${which}.`);
}

/** GET orders/{id}/: the order with lines, money, history and what the caller may do. */
export async function orderDetail(db: DbOrTx, caller: OrderCaller, order: OrderRow): Promise<OrderDetail> {
  const [summary] = await summaryRows(db, [order.id]);
  const items = await orderItems(db, [order.id]);
  const [tax] = order.taxCodeId ? await db.select().from(taxCodes).where(eq(taxCodes.id, order.taxCodeId)) : [];
  const totals = orderTotals(
    items.map((i) => ({ unit_price: i.unitPrice, quantity: i.quantity })),
    tax ? { tax_rate: tax.taxRate, is_use_tax: tax.isUseTax } : null,
  );
  // use tax is the buyer's own to pay: the supplier is shown what it bills
  const buyerSees = caller.side === 'buyer';
  const events = await db
    .select({ id: purchaseOrderEvents.id, at: purchaseOrderEvents.createdAt, first: accounts.firstName, last: accounts.lastName, company: companies.name, action: purchaseOrderEvents.action, detail: purchaseOrderEvents.detail })
    .from(purchaseOrderEvents)
    .leftJoin(accounts, eq(accounts.id, purchaseOrderEvents.accountId))
    .leftJoin(companies, eq(companies.id, purchaseOrderEvents.actorCompanyId))
    .where(eq(purchaseOrderEvents.orderId, order.id))
    .orderBy(asc(purchaseOrderEvents.id));
  const editable = caller.side === 'buyer' && isOrderEditable(order.status) && (order.createdByAccountId === caller.accountId || caller.editAll);
  const cancelRefused = cancelRefusal(items.map((i) => ({ received_quantity: i.receivedQuantity })));
  return {
    ...summaryView(summary),
    ship_to_type: order.shipToType,
    ship_to_address: order.shipToAddress,
    notes: order.notes,
    tax_code: tax ? { id: tax.id, tax_code: tax.taxCode, tax_rate: tax.taxRate, is_use_tax: tax.isUseTax } : null,
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    use_tax: buyerSees ? totals.use_tax : 0,
    cost_total: buyerSees ? totals.cost_total : totals.total,
    unpriced_lines: totals.unpriced_lines,
    items: items.map((i) => ({
      id: i.id,
      cart_item_id: i.cartItemId,
      base_item_id: i.baseItemId,
      description: i.description,
      code: i.code,
      unit: i.unit,
      quantity: i.quantity,
      unit_price: i.unitPrice,
      price_source: i.priceSource,
      extended_price: extendedPrice(i.unitPrice, i.quantity),
      need_by_date: i.needByDate,
      promised_date: i.promisedDate,
      backordered: i.backordered,
      shipped: i.shipped,
      received_quantity: i.receivedQuantity,
    })),
    history: events.map((e) => ({ id: e.id, at: e.at.toISOString(), by: `${e.first ?? ''} ${e.last ?? ''}`.trim() || 'Someone', company: e.company ?? '', action: e.action, detail: e.detail })),
    actions: orderActionsFor(order.status, caller.side).filter(
      (action) =>
        mayTakeOrderAction({ action, side: caller.side, startedByCaller: order.createdByAccountId === caller.accountId, editAll: caller.editAll }) &&
        (action !== 'cancel' || !cancelRefused),
    ),
    editable,
    invoices: await orderInvoiceSummaries(db, caller, order.id),
    can_invoice: caller.side === 'seller' && INVOICEABLE_ORDER_STATUSES.includes(order.status),
    can_promise: caller.side === 'seller' && PROMISABLE_ORDER_STATUSES.includes(order.status) && items.some((i) => isOpenOrderLine(lineState(i))),
  };
}

/** Summaries with totals, for lists. */
/** The list shape of summary rows: each order's total comes with its row (summaryRows), no statement more. */
export function orderSummaries(rows: Awaited<ReturnType<typeof summaryRows>>): OrderSummary[] {
  return rows.map(summaryView);
}

/** What the BOM shows on ordered lines: every non-canceled order line of the project's BOM lines. */
export async function orderedLinesOf(db: DbOrTx, companyId: number, projectId: number): Promise<OrderedLine[]> {
  const rows = await db
    .select({
      cart_item_id: purchaseOrderItems.cartItemId,
      order_id: purchaseOrders.id,
      po_number: purchaseOrders.poNumber,
      status: purchaseOrders.status,
      quantity: purchaseOrderItems.quantity,
      need_by_date: purchaseOrderItems.needByDate,
      promised_date: purchaseOrderItems.promisedDate,
      backordered: purchaseOrderItems.backordered,
      shipped: purchaseOrderItems.shipped,
      received_quantity: purchaseOrderItems.receivedQuantity,
    })
    .from(purchaseOrderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId))
    .where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.projectId, projectId), sql`${purchaseOrders.status} <> 'canceled'`, sql`${purchaseOrderItems.cartItemId} is not null`))
    .orderBy(asc(purchaseOrderItems.cartItemId), asc(purchaseOrders.id));
  return rows.map((r) => ({ ...r, cart_item_id: r.cart_item_id as number }));
}

/** The project's pending orders (get_buffered_po/), oldest first. */
export async function bufferedOrderIds(db: DbOrTx, companyId: number, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.projectId, projectId), eq(purchaseOrders.status, 'pending')))
    .orderBy(asc(purchaseOrders.id));
  return rows.map((r) => r.id);
}

/** Orders waiting for the supplier (submitted, or backordered lines to promise again). */
export async function actionNeededCount(db: DbOrTx, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.supplyingCompanyId, sellerId), inArray(purchaseOrders.status, [...SUPPLIER_ACTION_NEEDED_STATUSES])));
  return row.n;
}

/** The last PO number given on a project (get_last_po_num/). */
export async function lastProjectPoNumber(db: DbOrTx, companyId: number, projectId: number): Promise<string | null> {
  const [row] = await db
    .select({ n: purchaseOrders.poNumber })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.projectId, projectId), sql`${purchaseOrders.poNumber} is not null`))
    .orderBy(sql`${purchaseOrders.submittedAt} desc nulls last`, sql`${purchaseOrders.id} desc`)
    .limit(1);
  return row?.n ?? null;
}

export { findOrder };
