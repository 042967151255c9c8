import { groupPermissionRefusal } from '../accounts/rules';
import { extendedPrice } from '../cart/rules';
import { formatQuantity, quantityLeft, roundQuantity } from '../platform/quantities';
import { tooFarAheadMessage } from '../platform/api-shapes';
import { WithArticle } from '../platform/messages';

/**
 * Purchase orders (spec section 4): statuses, who may move an order where, the click rule, and
 * the money of an order. One table, one pure function: the server enforces it, the web offers
 * only what it allows (decision record 013).
 */

export const ORDER_STATUSES = [
  'pending',
  'pending archived',
  'ordered',
  'order acknowledged',
  'backordered',
  'shipped complete',
  'delivered',
  'received',
  'canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the screens print for a status: ordered is shown Submitted, shipped complete Scheduled. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  'pending archived': 'Pending archived',
  ordered: 'Submitted',
  'order acknowledged': 'Order acknowledged',
  backordered: 'Backordered',
  'shipped complete': 'Scheduled',
  delivered: 'Delivered',
  received: 'Received',
  canceled: 'Canceled',
};

/** Spec section 9: the statuses an order list shows until the user changes the filter. */
export const DEFAULT_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'ordered', 'order acknowledged', 'backordered', 'shipped complete'];
/** Orders lists show the last 90 days unless asked for more. */
export const ORDER_DATE_LIMIT_DAYS = 90;

/** A buyer's draft: the supplier never sees these. */
/**
 * What every screen calls an order: "PO SEC-00004" once it has a number, "Draft #41" before
 * (a draft gets its PO number when it is submitted, and an order has no title of its own).
 */
export function orderName(order: { id: number; po_number: string | null | undefined }): string {
  return order.po_number ? `PO ${order.po_number}` : `Draft #${order.id}`;
}

/**
 * The draft a search names by the name orderName gives it ("Draft #19", "#19" or "19", any
 * case and spacing), or null: the orders search then finds the draft by its id as well.
 */
export function draftIdOfSearch(search: string): number | null {
  const m = /^(?:draft\s*)?#?\s*(\d{1,10})$/i.exec(search.trim());
  const id = m ? Number(m[1]) : 0;
  return id > 0 && id <= 2147483647 ? id : null;
}

export const DRAFT_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'pending archived'];
export const isDraftOrder = (status: OrderStatus) => DRAFT_ORDER_STATUSES.includes(status);
/** Orders waiting for the supplier (the supplier action needed count). */
export const SUPPLIER_ACTION_NEEDED_STATUSES: readonly OrderStatus[] = ['ordered', 'backordered'];

export const ORDER_ACTIONS = ['submit', 'archive', 'unarchive', 'cancel', 'acknowledge', 'backorder', 'ship', 'deliver', 'receive'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export type OrderSide = 'buyer' | 'seller';

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  submit: 'Submit order',
  archive: 'Archive',
  unarchive: 'Restore to pending',
  cancel: 'Cancel order',
  acknowledge: 'Acknowledge',
  backorder: 'Backorder lines',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  receive: 'Mark received',
};

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderSide[];
}

const OPEN_SUBMITTED: readonly OrderStatus[] = ['ordered', 'order acknowledged', 'backordered'];

/**
 * The transition table. Backorder keeps an order backordered while lines are; acknowledging a
 * backordered order means every line is promised again. The buyer may receive what a supplier
 * outside the app (never acknowledges) delivered, so receive starts at ordered. Receive counts
 * lines in (receiveLines): the order is received once every line is in full and stays where it
 * is until then, as shipping some lines leaves it; an order with anything received is not canceled.
 */
export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  submit: { from: ['pending'], to: 'ordered', by: ['buyer'] },
  archive: { from: ['pending'], to: 'pending archived', by: ['buyer'] },
  unarchive: { from: ['pending archived'], to: 'pending', by: ['buyer'] },
  cancel: { from: ['pending', 'pending archived', ...OPEN_SUBMITTED], to: 'canceled', by: ['buyer'] },
  acknowledge: { from: ['ordered', 'backordered'], to: 'order acknowledged', by: ['seller'] },
  backorder: { from: OPEN_SUBMITTED, to: 'backordered', by: ['seller'] },
  ship: { from: OPEN_SUBMITTED, to: 'shipped complete', by: ['seller'] },
  deliver: { from: ['shipped complete'], to: 'delivered', by: ['seller', 'buyer'] },
  receive: { from: [...OPEN_SUBMITTED, 'shipped complete', 'delivered'], to: 'received', by: ['buyer'] },
};

export type OrderTransitionResult = { ok: true; to: OrderStatus } | { ok: false; status: 403 | 409; error: string };

/** Whether `side` may take `action` on an order in `status`, and where it leads. */
export function orderTransition(status: OrderStatus, action: OrderAction, side: OrderSide): OrderTransitionResult {
  const t = ORDER_TRANSITIONS[action];
  if (!t.by.includes(side)) {
    return { ok: false, status: 403, error: side === 'buyer' ? `Only the supplier can ${verb(action)} an order.` : `Only the buyer can ${verb(action)} an order.` };
  }
  if (!t.from.includes(status)) return { ok: false, status: 409, error: `${WithArticle(ORDER_STATUS_LABELS[status].toLowerCase())} order cannot be ${orderActionPastTense(action)}.` };
  return { ok: true, to: t.to };
}

/**
 * The buyer's actions that change an order rather than record what happened to it (receiving
 * goes to whoever is on site): taken only on an order the caller started, unless the user group
 * has Allow Edit All Orders.
 */
export const STARTER_ORDER_ACTIONS: readonly OrderAction[] = ['submit', 'archive', 'unarchive', 'cancel'];

/**
 * Why the caller may not start a purchase order (New purchase order, POST orders/), or null: only a
 * buyer does, and not a user group that hides the project material option, whose orders are the
 * BOM's. The server refuses with it; the web offers New purchase order only when it is null.
 */
export function purchaseOrderStartRefusal(caller: { side: OrderSide; hideProjectMaterial: boolean }): string | null {
  if (caller.side !== 'buyer') return 'Only the buyer can create purchase orders.';
  if (caller.hideProjectMaterial) return groupPermissionRefusal('hide_project_material');
  return null;
}

/** Whether the caller's side and grant let it take `action` on an order it did or did not start (the table's rule comes first: orderTransition). */
export function mayTakeOrderAction(p: { action: OrderAction; side: OrderSide; startedByCaller: boolean; editAll: boolean }): boolean {
  return p.side !== 'buyer' || !STARTER_ORDER_ACTIONS.includes(p.action) || p.startedByCaller || p.editAll;
}

/** The actions the UI offers `side` for an order in `status`, in table order. */
export function orderActionsFor(status: OrderStatus, side: OrderSide): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => orderTransition(status, a, side).ok);
}

/**
 * Where one line of an order stands (the BOM's ordered badges): while the order is open the
 * supplier ships and backorders lines one by one, so a shipped line is shipped complete
 * (shown Scheduled) and a backordered one backordered, whatever the order's status says; a
 * line neither shipped nor held back on a backordered order was answered for, so acknowledged.
 * Before submitting and from the order's shipping on, every line is where the order is.
 */
export function orderLineStatus(orderStatus: OrderStatus, line: { shipped: boolean; backordered: boolean; quantity?: number; received_quantity?: number }): OrderStatus {
  if (orderStatus !== 'canceled' && line.quantity !== undefined && line.received_quantity !== undefined && lineReceivedInFull(line as { quantity: number; received_quantity: number })) return 'received';
  if (!OPEN_SUBMITTED.includes(orderStatus)) return orderStatus;
  if (line.shipped) return 'shipped complete';
  if (line.backordered) return 'backordered';
  return orderStatus === 'backordered' ? 'order acknowledged' : orderStatus;
}

/** The supplier promises dates on lines of an order it has not shipped yet. */
export const PROMISABLE_ORDER_STATUSES: readonly OrderStatus[] = OPEN_SUBMITTED;

/** Lines, ship-to, supplier and notes change only while the order is a pending draft. */
export const isOrderEditable = (status: OrderStatus) => status === 'pending';

function verb(action: OrderAction): string {
  return action === 'unarchive' ? 'restore' : action;
}
/** An action as done to an order: 'acknowledged', 'restored' (the error and notification texts read it). */
export function orderActionPastTense(action: OrderAction): string {
  const words: Record<OrderAction, string> = {
    submit: 'submitted',
    archive: 'archived',
    unarchive: 'restored',
    cancel: 'canceled',
    acknowledge: 'acknowledged',
    backorder: 'backordered',
    ship: 'shipped',
    deliver: 'delivered',
    receive: 'received',
  };
  return words[action];
}

/**
 * The click rule (spec section 4): a pending or pending-archived order without a supplying
 * company opens the pending order dialog; with one, the po_daily_pending_process2 screen;
 * any other status, the order detail dialog.
 */
export type OrderClickTarget = 'pending_dialog' | 'pending_screen' | 'detail_dialog';
export function orderClickTarget(order: { status: OrderStatus; supplying_company: unknown }): OrderClickTarget {
  if (!isDraftOrder(order.status)) return 'detail_dialog';
  return order.supplying_company ? 'pending_screen' : 'pending_dialog';
}

export interface OrderMoneyLine {
  unit_price: number | null;
  quantity: number;
}
export interface OrderTotals {
  subtotal: number;
  /** Tax the supplier charges (a sales tax code); none for a use tax code. */
  tax: number;
  /** What the supplier bills: subtotal and the tax it charges. */
  total: number;
  /** Use tax the buyer self-assesses at a use tax code's rate (is_use_tax); the supplier neither charges nor bills it. */
  use_tax: number;
  /** What the order costs the buyer: the total and the use tax it pays itself. */
  cost_total: number;
  /** Lines without a price (custom lines nobody priced): the total leaves them out. */
  unpriced_lines: number;
}

/** The order's tax code as the money needs it: its percent, and whether it is a use tax the buyer pays itself. */
export interface OrderTaxRate {
  tax_rate: number;
  is_use_tax: boolean;
}

/**
 * The money of an order, computed here only (line, order, PDF and export alike): each line's
 * extended price in exact cents, their sum, tax at the tax code's percent rounded half up to
 * cents, and the total. A use tax code's tax is the buyer's to pay (use_tax, cost_total), not the
 * supplier's to charge: the total, which the supplier bills, leaves it out. Integer cents throughout.
 */
export function orderTotals(lines: readonly OrderMoneyLine[], taxCode: OrderTaxRate | null): OrderTotals {
  let cents = 0n;
  let unpriced = 0;
  for (const line of lines) {
    const price = extendedPrice(line.unit_price, line.quantity);
    if (price === null) unpriced++;
    else cents += BigInt(Math.round(price * 100));
  }
  // rate has at most 4 decimals: cents x rate x 10^4 / (100 x 10^4), half up
  const rate = BigInt(Math.round((taxCode?.tax_rate ?? 0) * 10_000));
  const product = cents * rate;
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const taxCents = (magnitude + 500_000n) / 1_000_000n;
  const computed = negative ? -taxCents : taxCents;
  const charged = taxCode?.is_use_tax ? 0n : computed;
  const selfAssessed = taxCode?.is_use_tax ? computed : 0n;
  const total = cents + charged;
  return {
    subtotal: Number(cents) / 100,
    tax: Number(charged) / 100,
    total: Number(total) / 100,
    use_tax: Number(selfAssessed) / 100,
    cost_total: Number(total + selfAssessed) / 100,
    unpriced_lines: unpriced,
  };
}

/**
 * Whether an order cannot be submitted for want of a ship-to address: the supplier delivers to the
 * job site or a warehouse and needs to know where; a will-call order is picked up at the counter.
 */
export function shipToAddressMissing(order: { ship_to_type: string; ship_to_address: string }): boolean {
  return order.ship_to_type !== 'will_call' && !order.ship_to_address.trim();
}

/**
 * How a submitted order reaches a supplier: in the app (a registered company), by email with its
 * PDF (the email on the buyer's supplier entry), or not at all (neither: the buyer sends the PDF).
 */
export function supplierReach(s: { supplier_company: unknown; email: string }): 'app' | 'email' | 'none' {
  if (s.supplier_company) return 'app';
  return s.email.trim() ? 'email' : 'none';
}

/** What the order screens say under the supplier picked, for one that does not use the app. */
export function supplierReachNote(s: { supplier_company: unknown; email: string }): string | null {
  const reach = supplierReach(s);
  return reach === 'app' ? null : reach === 'email' ? orderMessages.supplierNotRegistered : orderMessages.supplierUnreachable;
}

/** Units of a line still to receive (never below zero). */
export const quantityToReceive = (line: { quantity: number; received_quantity: number }): number => Math.max(0, quantityLeft(line.quantity, line.received_quantity));
export const lineReceivedInFull = (line: { quantity: number; received_quantity: number }) => quantityToReceive(line) === 0;
/** An order with anything received is not canceled (the material is on site): why not, or null. */
export const cancelRefusal = (lines: readonly { received_quantity: number }[]): string | null => (lines.some((l) => l.received_quantity > 0) ? orderMessages.partlyReceivedNotCanceled : null);

/** A line the supplier still answers for: not shipped, and not received in full. */
export const isOpenOrderLine = (line: { shipped: boolean; quantity: number; received_quantity: number }): boolean => !line.shipped && !lineReceivedInFull(line);

/** The supplier's steps on lines: backorder, promise and ship take the lines ticked, or every open line. */
export type OrderLineStep = 'backorder' | 'promise' | 'ship';

/**
 * The lines a supplier's step on lines applies to (backorder, promise, ship): the ones named, or
 * every open line when none are (isOpenOrderLine). A line shipped or received already is past
 * backordering, promising or shipping, so naming one is refused with its name (400, item_ids),
 * and an order with no open line left has nothing for the step (409). The server runs it; the
 * order dialog runs it before sending.
 */
export function linesForStep(
  lines: readonly { id: number; name: string; shipped: boolean; quantity: number; received_quantity: number }[],
  itemIds: readonly number[] | undefined,
  step: OrderLineStep,
): { ok: true; ids: number[] } | { ok: false; status: 400 | 409; error: string } {
  if (!itemIds) {
    const open = lines.filter(isOpenOrderLine).map((l) => l.id);
    return open.length ? { ok: true, ids: open } : { ok: false, status: 409, error: orderMessages.noOpenLines(step) };
  }
  const byId = new Map(lines.map((l) => [l.id, l]));
  if (!itemIds.every((id) => byId.has(id))) return { ok: false, status: 400, error: orderMessages.linesNotOnOrder };
  const ids = [...new Set(itemIds)];
  const closed = ids.map((id) => byId.get(id)!).filter((l) => !isOpenOrderLine(l));
  if (closed.length) return { ok: false, status: 400, error: orderMessages.linesClosed(closed.map((l) => l.name), step) };
  return { ok: true, ids };
}

const STEP_WORDS: Record<OrderLineStep, string> = { backorder: 'backorder', promise: 'promise a date for', ship: 'ship' };

/**
 * Receiving, line by line: `counted` is what the buyer counted in now of each line it names
 * (every line's remainder when it names none). Refuses a count above what is still to come and a
 * receipt of nothing; otherwise the lines' new received quantities, and whether the order is now
 * received in full (its status moves to received; until then it stays where it is).
 */
export function receiveLines(
  lines: readonly { id: number; name: string; quantity: number; received_quantity: number }[],
  counted: readonly { item_id: number; quantity: number }[] | undefined,
): { ok: true; received: Map<number, number>; complete: boolean } | { ok: false; error: string } {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const now = new Map<number, number>(); // counted in now, per line
  for (const c of counted ?? lines.map((l) => ({ item_id: l.id, quantity: quantityToReceive(l) }))) {
    const line = byId.get(c.item_id);
    if (!line) return { ok: false, error: orderMessages.linesNotOnOrder };
    const sum = roundQuantity((now.get(c.item_id) ?? 0) + c.quantity);
    if (sum > quantityToReceive(line)) return { ok: false, error: orderMessages.receivedMoreThanOpen(line.name, quantityToReceive(line)) };
    now.set(c.item_id, sum);
  }
  const received = new Map<number, number>();
  for (const [id, q] of now) if (q > 0) received.set(id, roundQuantity(byId.get(id)!.received_quantity + q));
  if (!received.size) return { ok: false, error: orderMessages.nothingReceived };
  return { ok: true, received, complete: lines.every((l) => lineReceivedInFull({ quantity: l.quantity, received_quantity: received.get(l.id) ?? l.received_quantity })) };
}

export const orderMessages = {
  selectLines: 'Please select item(s)',
  noSupplier: 'Please select a supplier first.',
  noLines: 'Add at least one line before submitting the order.',
  shipToAddressRequired: 'Enter the ship-to address, or choose Will call.',
  promisedDateRequired: 'Enter the promised date for the backordered lines.',
  promisedDatePast: 'The promised date cannot be in the past.',
  promisedDateFar: tooFarAheadMessage('The promised date'),
  lineNeedByDatePast: "A line's need-by date is in the past: change it or clear it before submitting.",
  linesNotOnOrder: 'Some of the lines are not on this order.',
  /** Lines named for a step that shipped or were received already. */
  linesClosed: (names: readonly string[], step: OrderLineStep) => `Shipped or received already, nothing to ${STEP_WORDS[step]}: ${names.join(', ')}. Untick ${names.length === 1 ? 'it' : 'them'}.`,
  noOpenLines: (step: OrderLineStep) => `Every line has shipped or been received: there is no open line to ${STEP_WORDS[step]}.`,
  nothingReceived: 'Enter the quantity received of at least one line.',
  receivedMoreThanOpen: (line: string, open: number) => `${line}: only ${formatQuantity(open)} still to receive.`,
  partlyReceivedNotCanceled: 'Part of this order was received: it cannot be canceled. Receive the rest, or ask the supplier to cancel what is still to come.',
  linesNotOnProject: 'Some of the lines are not on this project.',
  notEditable: 'Only a pending order can be changed.',
  supplierNotRegistered: 'This supplier does not use the app; the order goes to them by email.',
  supplierUnreachable: 'This supplier does not use the app and has no email: the order is not sent to them. Add their email under Company settings, Suppliers, or send them the PDF.',
} as const;
