import type { WAREHOUSE_TYPES } from '../companies/rules';
import { numberMessages } from '../platform/numbers';
import { formatQuantity } from '../platform/quantities';
import { withArticle, WithArticle } from '../platform/messages';
import { APP_CODE_PREFIX, scanMessages } from '../scanning/schemas';

/**
 * Warehouse requests and assets (spec sections 3, 4, 5, 9): the four asset services, their
 * request and item statuses, the request transition table, who may take which step, the
 * expected-return rule and the checkout rule. Pure functions: the server enforces them, the
 * web offers only what they allow (decision record 014).
 */

export const ASSET_SERVICES = ['tool', 'prefab', 'stock', 'temp_power'] as const;
export type AssetService = (typeof ASSET_SERVICES)[number];

/**
 * one: a single item; items: more than one ("No prefab assemblies are on this job"); many: the service's
 * name (the project tab, "Request prefab"); title: the list screens' titles ("Tool requests", "Tool models").
 */
export const ASSET_SERVICE_LABELS: Record<AssetService, { one: string; items: string; many: string; title: string }> = {
  tool: { one: 'tool', items: 'tools', many: 'Tools', title: 'Tool' },
  prefab: { one: 'prefab assembly', items: 'prefab assemblies', many: 'Prefab', title: 'Prefab' },
  stock: { one: 'stock item', items: 'stock items', many: 'Inventory', title: 'Stock' },
  temp_power: { one: 'temp power item', items: 'temp power items', many: 'Temp power', title: 'Temp power' },
};

/** The warehouse type that holds each service's items (spec section 9). */
export const SERVICE_WAREHOUSE_TYPE: Record<AssetService, (typeof WAREHOUSE_TYPES)[number]> = {
  tool: 'Tools',
  prefab: 'Prefab',
  stock: 'Stock',
  temp_power: 'Temp Power',
};
export const serviceOfWarehouseType = (type: (typeof WAREHOUSE_TYPES)[number]): AssetService =>
  (Object.keys(SERVICE_WAREHOUSE_TYPE) as AssetService[]).find((s) => SERVICE_WAREHOUSE_TYPE[s] === type)!;

/**
 * Whether a service's items are one each, known by a serial number of their own: tools, prefab and
 * temp power. Stock is counted (a row per model and bin, split as part of it goes out), so a serial
 * or lot number on it may repeat.
 */
export const isSerialised = (service: AssetService): boolean => service !== 'stock';

/** The company flag that turns each service on. */
export const SERVICE_COMPANY_FLAG = {
  tool: 'tool_services',
  prefab: 'prefab_services',
  stock: 'inventory_services',
  temp_power: 'temp_power_services',
} as const satisfies Record<AssetService, string>;

// ---------------------------------------------------------------- requests

export const TOOL_REQUEST_TYPES = ['non_return', 'return'] as const;
export type ToolRequestType = (typeof TOOL_REQUEST_TYPES)[number];

export const TOOL_REQUEST_STATUSES = [
  'pending',
  'submitted',
  'acked',
  'picked',
  'partly picked',
  'awaiting shipment',
  'in transit',
  'partly shipped',
  'received',
  'partly received',
  'complete',
  'canceled',
] as const;
export type ToolRequestStatus = (typeof TOOL_REQUEST_STATUSES)[number];

/** The statuses each kind of request passes through (spec section 4). */
export const STATUSES_BY_REQUEST_TYPE: Record<ToolRequestType, readonly ToolRequestStatus[]> = {
  non_return: ['pending', 'submitted', 'acked', 'picked', 'partly picked', 'in transit', 'awaiting shipment', 'partly shipped', 'partly received', 'complete', 'canceled'],
  return: ['pending', 'submitted', 'acked', 'received', 'partly received', 'in transit', 'awaiting shipment', 'canceled'],
};

/** What the screens print: partly shipped is shown Back-ordered. */
export const TOOL_REQUEST_STATUS_LABELS: Record<ToolRequestStatus, string> = {
  pending: 'Pending',
  submitted: 'Submitted',
  acked: 'Acknowledged',
  picked: 'Picked',
  'partly picked': 'Partly picked',
  'awaiting shipment': 'Awaiting shipment',
  'in transit': 'In transit',
  'partly shipped': 'Back-ordered',
  received: 'Received',
  'partly received': 'Partly received',
  complete: 'Complete',
  canceled: 'Canceled',
};

/** Spec section 9: the statuses a request list shows until the user changes the filter, and its 90 days. */
export const DEFAULT_TOOL_REQUEST_STATUSES: readonly ToolRequestStatus[] = ['submitted', 'partly shipped'];
export const TOOL_REQUEST_DATE_LIMIT_DAYS = 90;

export const TOOL_REQUEST_ACTIONS = ['submit', 'approve', 'acknowledge', 'pick', 'stage', 'ship', 'receive', 'cancel'] as const;
export type ToolRequestAction = (typeof TOOL_REQUEST_ACTIONS)[number];

export const TOOL_REQUEST_ACTION_LABELS: Record<ToolRequestAction, string> = {
  submit: 'Submit request',
  approve: 'Approve',
  acknowledge: 'Acknowledge',
  pick: 'Pick items',
  stage: 'Awaiting shipment',
  ship: 'Ship',
  receive: 'Receive',
  cancel: 'Cancel request',
};

/** Who takes part in a request: the field side (requester, the project's field leader) or the warehouse. */
export interface RequestActor {
  /** Holds the warehouse role (allow_edit_all_tool_transfer, decision record 012). */
  warehouse: boolean;
  /** Made the request. */
  requester: boolean;
  /** Is the project's field leader (approves when the project requires it). */
  fieldLeader: boolean;
}

/** What a request looks like to the table: its kind, status, whether it waits for approval and how far it is filled. */
export interface RequestState {
  type: ToolRequestType;
  status: ToolRequestStatus;
  /** project_require_foremen_approval: submitted, waiting for the field leader. */
  awaitingApproval: boolean;
  /** Lines (non-return: requested quantity vs picked / shipped / received; return: items vs received). */
  requested: number;
  picked: number;
  shipped: number;
  received: number;
}

export type RequestTransitionResult = { ok: true; to: ToolRequestStatus } | { ok: false; status: 403 | 409; error: string };

type Who = 'field' | 'warehouse' | 'leader';
interface RequestTransition {
  from: readonly ToolRequestStatus[];
  by: readonly Who[];
}

/**
 * The transition table, one row per action and kind. Non-return: the field asks, the
 * warehouse acknowledges, picks (fully or partly), stages and ships; the field receives.
 * Return: the field asks to send items back and ships them; the warehouse acknowledges and
 * receives. Canceled and complete are final; a request is canceled only before anything left
 * a shelf (afterwards the items are in someone's hands and come back through a return).
 */
export const TOOL_REQUEST_TRANSITIONS: Record<ToolRequestType, Partial<Record<ToolRequestAction, RequestTransition>>> = {
  non_return: {
    submit: { from: ['pending'], by: ['field', 'warehouse'] },
    approve: { from: ['pending'], by: ['leader'] },
    acknowledge: { from: ['submitted'], by: ['warehouse'] },
    pick: { from: ['submitted', 'acked', 'partly picked', 'partly shipped', 'partly received'], by: ['warehouse'] },
    stage: { from: ['picked', 'partly picked'], by: ['warehouse'] },
    ship: { from: ['picked', 'partly picked', 'awaiting shipment'], by: ['warehouse'] },
    // what shipped can be received while the warehouse picks or stages the rest
    receive: { from: ['in transit', 'partly shipped', 'partly received', 'picked', 'partly picked', 'awaiting shipment'], by: ['field', 'warehouse'] },
    cancel: { from: ['pending', 'submitted', 'acked'], by: ['field', 'warehouse'] },
  },
  return: {
    submit: { from: ['pending'], by: ['field', 'warehouse'] },
    acknowledge: { from: ['submitted'], by: ['warehouse'] },
    stage: { from: ['submitted', 'acked'], by: ['field', 'warehouse'] },
    ship: { from: ['submitted', 'acked', 'awaiting shipment'], by: ['field', 'warehouse'] },
    receive: { from: ['submitted', 'acked', 'awaiting shipment', 'in transit', 'partly received'], by: ['warehouse'] },
    cancel: { from: ['pending', 'submitted', 'acked'], by: ['field', 'warehouse'] },
  },
};

const roles = (actor: RequestActor): Who[] => [...(actor.requester || actor.fieldLeader ? (['field'] as const) : []), ...(actor.warehouse ? (['warehouse'] as const) : []), ...(actor.fieldLeader ? (['leader'] as const) : [])];

/** Where the fill counts put a request after a pick, a shipment or a receipt. */
function filled(state: RequestState, action: ToolRequestAction, approvalNeeded: boolean, actor: RequestActor): ToolRequestStatus {
  const { requested, picked, shipped, received } = state;
  switch (action) {
    case 'submit':
      return approvalNeeded && !actor.fieldLeader ? 'pending' : 'submitted';
    case 'approve':
      return 'submitted';
    case 'acknowledge':
      return 'acked';
    case 'pick':
      return picked >= requested ? 'picked' : 'partly picked';
    case 'stage':
      return 'awaiting shipment';
    case 'ship':
      if (state.type === 'return') return 'in transit';
      return shipped >= requested ? 'in transit' : 'partly shipped';
    case 'receive':
      if (state.type === 'return') return received >= requested ? 'received' : 'partly received';
      if (received >= requested) return 'complete';
      // picks not shipped yet keep the request where the warehouse has it (picked, staged)
      if (picked > shipped) return state.status;
      // what the warehouse has yet to ship keeps the request back-ordered, in the crib's default list
      return shipped < requested ? 'partly shipped' : 'partly received';
    case 'cancel':
      return 'canceled';
  }
}

/**
 * Where a delivery request stands once picks that never arrived (a shipping form's short lines)
 * are taken off it and nothing else was received: received in part, still on its way in part,
 * or back with the warehouse to pick again.
 */
export function statusAfterShort(state: RequestState): ToolRequestStatus {
  const { requested, picked, shipped, received } = state;
  if (received >= requested) return 'complete';
  if (shipped > received) return state.status;
  // picks not shipped yet: the warehouse has it in hand, as after a receipt (filled)
  if (received > 0 && picked > shipped) return picked >= requested ? 'picked' : 'partly picked';
  // the warehouse owes the rest: back-ordered, as after a receipt (filled)
  if (received > 0) return shipped < requested ? 'partly shipped' : 'partly received';
  if (picked > 0) return picked >= requested ? 'picked' : 'partly picked';
  return 'acked';
}

/**
 * Whether `actor` may take `action` on a request, and where it leads. The fill counts are
 * those after the action (the server counts the picks, shipments and receipts first).
 * `approvalNeeded`: the project requires its field leader's approval (project_require_foremen_approval).
 */
export function toolRequestTransition(state: RequestState, action: ToolRequestAction, actor: RequestActor, approvalNeeded = false): RequestTransitionResult {
  const t = TOOL_REQUEST_TRANSITIONS[state.type][action];
  const label = TOOL_REQUEST_STATUS_LABELS[state.status].toLowerCase();
  if (!t) return { ok: false, status: 409, error: `A ${state.type === 'return' ? 'return' : 'delivery'} request cannot be ${PAST[action]}.` };
  const who = roles(actor);
  if (!t.by.some((w) => who.includes(w))) return { ok: false, status: 403, error: refusal(action, t.by) };
  if (!t.from.includes(state.status)) return { ok: false, status: 409, error: `${WithArticle(label)} request cannot be ${PAST[action]}.` };
  if (action === 'approve' && !state.awaitingApproval) return { ok: false, status: 409, error: 'This request is not waiting for approval.' };
  if (action === 'submit' && state.awaitingApproval) return { ok: false, status: 409, error: "This request is waiting for the field leader's approval." };
  return { ok: true, to: filled(state, action, approvalNeeded, actor) };
}

function refusal(action: ToolRequestAction, by: readonly Who[]): string {
  if (by.length === 1 && by[0] === 'leader') return "Only the project's field leader can approve this request.";
  if (!by.includes('field')) return `Only warehouse staff can ${VERB[action]} a request.`;
  return `Only the requester, the project's field leader or warehouse staff can ${VERB[action]} this request.`;
}
const VERB: Record<ToolRequestAction, string> = {
  submit: 'submit',
  approve: 'approve',
  acknowledge: 'acknowledge',
  pick: 'pick',
  stage: 'stage',
  ship: 'ship',
  receive: 'receive',
  cancel: 'cancel',
};
const PAST: Record<ToolRequestAction, string> = {
  submit: 'submitted',
  approve: 'approved',
  acknowledge: 'acknowledged',
  pick: 'picked',
  stage: 'staged for shipment',
  ship: 'shipped',
  receive: 'received',
  cancel: 'canceled',
};

/** The actions the UI offers `actor` on a request, in table order (pick, ship and receive need their dialog's quantities). */
export function toolRequestActionsFor(state: RequestState, actor: RequestActor, approvalNeeded = false): ToolRequestAction[] {
  // a delivery request offers Receive while something shipped has not arrived (the server answers 'Nothing shipped is waiting' otherwise)
  const waiting = (a: ToolRequestAction) => a !== 'receive' || state.type === 'return' || state.shipped > state.received;
  return TOOL_REQUEST_ACTIONS.filter((a) => waiting(a) && toolRequestTransition(state, a, actor, approvalNeeded).ok);
}

// ---------------------------------------------------------------- items

export const TOOL_ITEM_STATUSES = ['ok', 'servicing', 'need certification', 'need repair', 'need inspection', 'recalibration'] as const;
export type ToolItemStatus = (typeof TOOL_ITEM_STATUSES)[number];
export const TOOL_ITEM_STATUS_LABELS: Record<ToolItemStatus, string> = {
  ok: 'OK',
  servicing: 'Servicing',
  'need certification': 'Needs certification',
  'need repair': 'Needs repair',
  'need inspection': 'Needs inspection',
  recalibration: 'Recalibration',
};

/** Expected return date status (spec section 4, 9): overdue after the date, a warning within 30 days. */
export const EXPECTED_RETURN_STATUSES = ['ok', 'warning', 'overdue'] as const;
export type ExpectedReturnStatus = (typeof EXPECTED_RETURN_STATUSES)[number];
export const RETURN_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** The status of an expected return date on `today` (both YYYY-MM-DD): overdue once it passed, warning within 30 days. */
export function expectedReturnStatus(expectedReturnDate: string | null, today: string): ExpectedReturnStatus {
  if (!expectedReturnDate) return 'ok';
  const left = dayNumber(expectedReturnDate) - dayNumber(today);
  if (left < 0) return 'overdue';
  return left <= RETURN_WARNING_DAYS ? 'warning' : 'ok';
}

/** The date range of items whose expected return status is `status` on `today` (for list filters in SQL). */
export function expectedReturnRange(status: ExpectedReturnStatus, today: string): { before?: string; from?: string; through?: string } {
  const plus = (days: number) => new Date((dayNumber(today) + days) * DAY_MS).toISOString().slice(0, 10);
  if (status === 'overdue') return { before: today };
  if (status === 'warning') return { from: today, through: plus(RETURN_WARNING_DAYS) };
  return { from: plus(RETURN_WARNING_DAYS + 1) };
}

/**
 * Whether a request's expected return date comes before its need-by date (both YYYY-MM-DD, or
 * unset): the items would be due back before they are needed. The same day is fine.
 */
export const returnsBeforeNeeded = (needBy: string | null | undefined, expectedReturn: string | null | undefined): boolean => Boolean(needBy && expectedReturn && expectedReturn < needBy);

export interface CheckoutItem {
  status: ToolItemStatus;
  certification_due: string | null;
  calibration_due: string | null;
}

/**
 * Whether an item may leave the warehouse on `today`: its status is ok and neither its
 * certification nor its calibration is past due. The refusal says why; the caller adds who can clear it.
 */
export function checkoutRefusal(item: CheckoutItem, today: string): string | null {
  if (item.status !== 'ok') return `its status is ${TOOL_ITEM_STATUS_LABELS[item.status].toLowerCase()}`;
  if (item.certification_due && item.certification_due < today) return `its certification expired on ${item.certification_due}`;
  if (item.calibration_due && item.calibration_due < today) return `its calibration was due on ${item.calibration_due}`;
  return null;
}

/**
 * What checkoutRefusal lets out on `today`, for list filters in SQL (the pick dialog's items): the
 * status, and the day a certification or calibration due date must not be before.
 */
export function checkoutWindow(today: string): { status: ToolItemStatus; dueFrom: string } {
  return { status: 'ok', dueFrom: today };
}

/**
 * How a warehouse person names an item in a list or a message: its serial number, else its
 * model and the bin it sits in (stock is one row per bin), else its model and warehouse.
 */
export function assetItemName(item: { serial_number: string; model: string; bin: string | null; warehouse: string | null }): string {
  if (item.serial_number) return item.serial_number;
  if (item.bin) return `${item.model} in bin ${item.bin}`;
  return item.warehouse ? `${item.model} at ${item.warehouse}` : item.model;
}

// ---------------------------------------------------------------- selection rules (spec section 5)

export interface SelectedItem {
  project_id: number | null;
  warehouse_id: number | null;
}

/** Start return: items from one project and one source ("Please select tools from the same project", "Items selected from multiple sources"). */
export function returnSelectionError(items: readonly SelectedItem[]): string | null {
  if (items.length === 0) return assetMessages.selectItems;
  if (items.some((i) => i.project_id === null)) return assetMessages.notOnProject;
  if (new Set(items.map((i) => i.project_id)).size > 1) return assetMessages.sameProject;
  if (new Set(items.map((i) => i.warehouse_id ?? 0)).size > 1) return assetMessages.multipleSources;
  return null;
}

/**
 * Start return, how much of a row goes back: more than 0 ("Quantity must be greater than 0") and no more
 * than is on the job ("EMT connector: at most 50.", the words Create return uses).
 */
export function returnQuantityError(quantity: number, item: { quantity: number; name: string }): string | null {
  if (!(quantity > 0)) return assetMessages.quantityPositive;
  if (quantity > item.quantity) return `${item.name}: at most ${formatQuantity(item.quantity)}.`;
  return null;
}

export const AUDIT_STATUSES = ['open', 'closed'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export const AUDIT_OWNER_TYPES = ['warehouse', 'project'] as const;
export type AuditOwnerType = (typeof AUDIT_OWNER_TYPES)[number];

export const assetMessages = {
  selectItems: 'Please select item(s)',
  sameProject: 'Please select tools from the same project',
  multipleSources: 'Items selected from multiple sources',
  notOnProject: 'Only items out on a project can be returned.',
  auditName: 'please enter a name first',
  auditOwnerType: 'Say whose audits these are: owner_type warehouse or project, with owner_id.',
  auditNameTooLong: 'The name is too long. An audit name has at most 200 characters.',
  /** An audit counts one service's items, in a warehouse of that service's type (SERVICE_WAREHOUSE_TYPE). */
  auditWarehouseType: (warehouse: string, type: string, service: AssetService) => `${warehouse} is a ${type} warehouse. Choose a ${SERVICE_WAREHOUSE_TYPE[service]} warehouse for a ${ASSET_SERVICE_LABELS[service].title.toLowerCase()} audit.`,
  auditOtherService: (code: string, itemService: AssetService, auditService: AssetService) => `${code} is ${withArticle(ASSET_SERVICE_LABELS[itemService].one)}, not one of the ${ASSET_SERVICE_LABELS[auditService].items} this audit counts.`,
  selectWarehouse: 'Please select a warehouse',
  selectDate: 'Please select a date',
  addLines: 'Add at least one item to the request.',
  needProject: 'Please select a project',
  /** A request, stock order or item line of 0 or less: the spec's words, as the server's quantity schemas say them. */
  quantityPositive: numberMessages.greaterThanZero('Quantity'),
  wrongService: 'This item belongs to another service.',
  /** An emptied money field: said instead of saving a 0 nobody typed. */
  dailyRateRequired: 'Enter the daily rate (0 when the job is not charged for it).',
  unitCostRequired: 'Enter the unit cost (0 when it is not known yet).',
  auditClosed: 'This audit is closed.',
  webAddress: 'Enter an http(s) address.',
  returnBeforeNeedBy: 'The expected return date cannot be before the need-by date.',
  /** A warehouse made inactive takes no new items, moves or requests. */
  /** A barcode that would open something else when its label is scanned (the scan dialog asks bins first, then items). */
  reservedBarcode: scanMessages.appCode,
  barcodeOnItem: (barcode: string) => `Barcode ${barcode} is on another item already.`,
  barcodeIsSerial: (barcode: string) => `${barcode} is the serial number of another item: its label would open that item.`,
  barcodeIsBin: (barcode: string) => `${barcode} is the code of a bin: its label would open the bin.`,
  /** Serial numbers are one item's each, per model in the company (isSerialised). */
  serialTaken: (serial: string, model: string) => `Another ${model} has serial number ${serial} already.`,
  inactiveWarehouse: (name: string) => `${name} is inactive. Choose an active warehouse, or make it active again in company settings.`,
  /** A pick over what its line still needs (open): the server's refusal and the pick panel's warning; chosen is everything this pick puts on the line. */
  pickOverLine: (open: number, chosen: number) =>
    open <= 0 ? `This line is picked in full already; ${formatQuantity(chosen)} more is too many.` : `This line needs ${formatQuantity(open)} more; ${formatQuantity(chosen)} is more than that.`,
} as const;

/**
 * A link the app shows or opens (a model's picture, an item's certificate): empty, an http(s)
 * address or a path of the app's own; never javascript: or data:, which a link would run.
 */
export const isWebAddress = (value: string): boolean => value === '' || /^https?:\/\//.test(value) || value.startsWith('/');

/** The text in an item's barcode label when it has no barcode of its own. */
const ITEM_CODE_PREFIX = `${APP_CODE_PREFIX}item:`;
export const itemBarcodeValue = (item: { id: number; barcode: string | null }) => item.barcode || `${ITEM_CODE_PREFIX}${item.id}`;
export function parseItemCode(value: string): number | null {
  const m = new RegExp(`^${ITEM_CODE_PREFIX}(\\d+)$`).exec(value.trim());
  return m ? Number(m[1]) : null;
}

// ---------------------------------------------------------------- stock orders (restocking the stock room)

export const STOCK_ORDER_STATUSES = ['draft', 'ordered', 'partly received', 'received', 'canceled'] as const;
export type StockOrderStatus = (typeof STOCK_ORDER_STATUSES)[number];
export const STOCK_ORDER_STATUS_LABELS: Record<StockOrderStatus, string> = {
  draft: 'Draft',
  ordered: 'Ordered',
  'partly received': 'Partly received',
  received: 'Received',
  canceled: 'Canceled',
};
export const STOCK_ORDER_ACTIONS = ['order', 'receive', 'cancel'] as const;
export type StockOrderAction = (typeof STOCK_ORDER_ACTIONS)[number];

const STOCK_ORDER_FROM: Record<StockOrderAction, readonly StockOrderStatus[]> = {
  order: ['draft'],
  receive: ['ordered', 'partly received'],
  cancel: ['draft', 'ordered'],
};

/**
 * A stock order restocks a stock warehouse from a supplier: drafted (by hand or from the models
 * below their reorder point), ordered, then received (in parts) into bins. Canceled once
 * anything arrived is refused: what came in is stock now.
 */
export function stockOrderTransition(status: StockOrderStatus, action: StockOrderAction, fill: { ordered: number; received: number }): { ok: true; to: StockOrderStatus } | { ok: false; error: string } {
  if (!STOCK_ORDER_FROM[action].includes(status)) return { ok: false, error: `${WithArticle(STOCK_ORDER_STATUS_LABELS[status].toLowerCase())} stock order cannot be ${action === 'order' ? 'ordered' : action === 'receive' ? 'received' : 'canceled'}.` };
  if (action === 'order') return { ok: true, to: 'ordered' };
  if (action === 'cancel') return { ok: true, to: 'canceled' };
  return { ok: true, to: fill.received >= fill.ordered ? 'received' : 'partly received' };
}

export const stockOrderActionsFor = (status: StockOrderStatus): StockOrderAction[] => STOCK_ORDER_ACTIONS.filter((a) => STOCK_ORDER_FROM[a].includes(status));

/** What to order for a model below its reorder point: back up to twice the reorder point. */
export const suggestedRestock = (available: number, reorderPoint: number): number => Math.max(reorderPoint * 2 - available, 1);
