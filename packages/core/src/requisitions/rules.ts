/**
 * Material requisitions (spec sections 1, 7 "Layout and dashboard", 9; issue 19): a field user asks
 * for material for a job, a purchaser approves or rejects it and turns an approved one into a
 * purchase order or a stock request. One status table and one function decide every move; the
 * server enforces them and the web offers only what they allow (decision record 018).
 */

import { cartMessages } from '../cart/rules';
import { NEED_BY_DATE_PAST } from '../platform/api-shapes';

/**
 * No draft: sending the request dialog submits it (the dialog is the draft), so a requisition is
 * born submitted.
 */
export const REQUISITION_STATUSES = ['submitted', 'approved', 'rejected', 'ordered', 'stocked', 'canceled'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];

export const REQUISITION_STATUS_LABELS: Record<RequisitionStatus, string> = {
  submitted: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  ordered: 'Ordered',
  stocked: 'Stock requested',
  canceled: 'Canceled',
};

/** What the dashboard section selects by default: the requisitions that still want someone. */
export const DEFAULT_REQUISITION_STATUSES = ['submitted', 'approved'] as const satisfies readonly RequisitionStatus[];
export const FINAL_REQUISITION_STATUSES = ['rejected', 'ordered', 'stocked', 'canceled'] as const satisfies readonly RequisitionStatus[];
export const isFinalRequisitionStatus = (s: RequisitionStatus) => (FINAL_REQUISITION_STATUSES as readonly RequisitionStatus[]).includes(s);

export const REQUISITION_ACTIONS = ['approve', 'reject', 'cancel', 'to_purchase_order', 'to_stock_request'] as const;
export type RequisitionAction = (typeof REQUISITION_ACTIONS)[number];

/** The status each action leads to. */
export const REQUISITION_ACTION_TARGET: Record<RequisitionAction, RequisitionStatus> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'canceled',
  to_purchase_order: 'ordered',
  to_stock_request: 'stocked',
};

/**
 * The one table: which statuses may follow which.
 * - submitted waits for a purchaser: approved, rejected, or withdrawn (canceled);
 * - approved is turned into a purchase order (ordered) or a stock request (stocked), or canceled;
 * - rejected, ordered, stocked and canceled are final.
 */
export const REQUISITION_TRANSITIONS: Record<RequisitionStatus, readonly RequisitionStatus[]> = {
  submitted: ['approved', 'rejected', 'canceled'],
  approved: ['ordered', 'stocked', 'canceled'],
  rejected: [],
  ordered: [],
  stocked: [],
  canceled: [],
};

/**
 * Who the caller is to a requisition: the person who asked for it (requester) and/or a purchaser
 * (the user group permission "Allow Edit All Orders", the same gate as changing anyone's order,
 * decision records 012 and 018).
 */
export interface RequisitionRole {
  requester: boolean;
  purchaser: boolean;
}

/** How a status reads in a sentence after "is" or "already": "is requested from stock", where the label (the list's name of it) would say "is stock requested". */
const REQUISITION_STATUS_PHRASES: Record<RequisitionStatus, string> = {
  submitted: 'waiting for approval',
  approved: 'approved',
  rejected: 'rejected',
  ordered: 'ordered',
  stocked: 'requested from stock',
  canceled: 'canceled',
};

export const requisitionMessages = {
  addLines: 'Add at least one line.',
  lineSource: 'Choose a catalogue item or a product-list item, or describe the material.',
  oneSource: 'A line names one thing: a catalogue item, a product-list item or a description.',
  unitRequired: 'Enter the unit of the material (e.g. EA, FT).',
  quantityPositive: 'Quantity must be greater than 0',
  rejectNote: 'Say why the requisition is rejected.',
  needByPast: NEED_BY_DATE_PAST,
  notPurchaser: 'Approving and ordering requisitions needs the user group permission "Allow Edit All Orders".',
  notRequesterOrPurchaser: 'Only the person who asked for it or a purchaser can cancel this requisition.',
  sameStatus: (s: RequisitionStatus) => `The requisition is already ${REQUISITION_STATUS_PHRASES[s]}.`,
  notAllowed: (from: RequisitionStatus, action: RequisitionAction) =>
    from === 'submitted' && (action === 'to_purchase_order' || action === 'to_stock_request')
      ? 'Approve the requisition first.'
      : `A requisition that is ${REQUISITION_STATUS_PHRASES[from]} cannot be ${ACTION_PAST[action]}.`,
  noStockModel: (lines: string[]) => `No stock model matches: ${lines.join(', ')}. Order these lines instead, or add the stock models first.`,
  wholeQuantity: (lines: string[]) => `Stock is requested in whole units: ${lines.join(', ')}.`,
  unknownProductListItem: cartMessages.unknownProductListItem,
  unknownCatalogueItem: 'Choose an item of the catalogue.',
  created: (who: string, project: string) => `${who} requests material for ${project}.`,
  decided: (status: RequisitionStatus, project: string) => `Your material requisition for ${project} is ${REQUISITION_STATUS_PHRASES[status]}.`,
} as const;

const ACTION_PAST: Record<RequisitionAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  cancel: 'canceled',
  to_purchase_order: 'turned into a purchase order',
  to_stock_request: 'turned into a stock request',
};

export type RequisitionTransition = { ok: true; to: RequisitionStatus } | { ok: false; status: 403 | 409; error: string };

/**
 * Whether `role` may do `action` on a requisition in status `from`. The status is checked first
 * (409: the same for everyone), then who asks (403). A requester may withdraw only while it waits
 * for approval; after that only a purchaser cancels it.
 */
export function requisitionTransition(from: RequisitionStatus, action: RequisitionAction, role: RequisitionRole): RequisitionTransition {
  const to = REQUISITION_ACTION_TARGET[action];
  if (from === to) return { ok: false, status: 409, error: requisitionMessages.sameStatus(to) };
  if (!REQUISITION_TRANSITIONS[from].includes(to)) return { ok: false, status: 409, error: requisitionMessages.notAllowed(from, action) };
  if (action === 'cancel') {
    if (role.purchaser || (role.requester && from === 'submitted')) return { ok: true, to };
    return { ok: false, status: 403, error: requisitionMessages.notRequesterOrPurchaser };
  }
  if (!role.purchaser) return { ok: false, status: 403, error: requisitionMessages.notPurchaser };
  return { ok: true, to };
}

export type RequisitionAbilities = Record<RequisitionAction, boolean>;

/** What the detail screen offers; the server checks the same answers. */
export function requisitionAbilities(status: RequisitionStatus, role: RequisitionRole): RequisitionAbilities {
  const out = {} as RequisitionAbilities;
  for (const a of REQUISITION_ACTIONS) out[a] = requisitionTransition(status, a, role).ok;
  return out;
}

/**
 * Spec section 9: "Requisition list view limit is the loaded count minus 5". Read as: the
 * dashboard section shows the loaded rows but the last five, which act as the look-ahead that
 * tells load-more whether there is more; never fewer than none (decision record 018).
 */
export const REQUISITION_LIST_VIEW_OFFSET = 5;
export const requisitionListViewLimit = (loadedCount: number) => Math.max(0, loadedCount - REQUISITION_LIST_VIEW_OFFSET);

/** The realtime topic the dashboard's requisitions section refreshes on. */
export const REQUISITION_REALTIME_TOPIC = 'requisition';
