/**
 * Shipping forms (spec sections 4, 5, 8 and 9): the statuses and the one transition table,
 * who may do what in which status, packaging units, and the screen's messages. The server
 * enforces these functions and the web offers only what they allow.
 */

import { formatQuantity } from '../platform/quantities';
import { WithArticle } from '../platform/messages';

export const SHIPPING_STATUSES = ['canceled', 'pending', 'ready-to-ship', 'storage', 'will call', 'picked', 'in transit', 'delivered'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

export const SHIPPING_STATUS_LABELS: Record<ShippingStatus, string> = {
  canceled: 'Canceled',
  pending: 'Pending',
  'ready-to-ship': 'Ready to ship',
  storage: 'Storage',
  'will call': 'Will call',
  picked: 'Picked up',
  'in transit': 'In transit',
  delivered: 'Delivered',
};

/**
 * How a status reads in a sentence after "is" or "already" ("Shipping form SF-00012 is in
 * storage"): the labels are the screens' names of the statuses, and "is storage" or "is will
 * call" is no sentence.
 */
export const SHIPPING_STATUS_PHRASES: Record<ShippingStatus, string> = {
  canceled: 'canceled',
  pending: 'pending',
  'ready-to-ship': 'ready to ship',
  storage: 'in storage',
  'will call': 'ready for will call',
  picked: 'picked up',
  'in transit': 'in transit',
  delivered: 'delivered',
};

/** The status bar: the delivery stages, in order. */
export const DELIVERY_STAGES = ['ready-to-ship', 'in transit', 'delivered'] as const satisfies readonly ShippingStatus[];

/** Details, CC, items and packaging change only in these statuses (spec section 9). */
export const EDITABLE_SHIPPING_STATUSES = ['pending', 'storage'] as const satisfies readonly ShippingStatus[];
/** A form in these needs its delivery option (ready to ship asks for one): it may change it, not clear it. */
export const DELIVERY_OPTION_KEPT_STATUSES = ['ready-to-ship', 'in transit'] as const satisfies readonly ShippingStatus[];
export const keepsDeliveryOption = (status: ShippingStatus): boolean => (DELIVERY_OPTION_KEPT_STATUSES as readonly ShippingStatus[]).includes(status);
/** The delivery option (who carries it) can be set in these. */
export const DELIVERY_OPTION_STATUSES = ['pending', 'storage', 'ready-to-ship', 'in transit'] as const satisfies readonly ShippingStatus[];
/** Set only through the confirm dialog (delivery/update_status/), with who and notes. */
export const CONFIRMED_STATUSES = ['in transit', 'delivered'] as const satisfies readonly ShippingStatus[];
export type ConfirmedStatus = (typeof CONFIRMED_STATUSES)[number];
/** Nothing moves out of these except by staff. */
export const FINAL_SHIPPING_STATUSES = ['canceled', 'delivered'] as const satisfies readonly ShippingStatus[];

export const isEditableShippingStatus = (s: ShippingStatus) => (EDITABLE_SHIPPING_STATUSES as readonly ShippingStatus[]).includes(s);
export const isDeliveryOptionStatus = (s: ShippingStatus) => (DELIVERY_OPTION_STATUSES as readonly ShippingStatus[]).includes(s);
export const isFinalShippingStatus = (s: ShippingStatus) => (FINAL_SHIPPING_STATUSES as readonly ShippingStatus[]).includes(s);
export const isConfirmedStatus = (s: ShippingStatus): s is ConfirmedStatus => (CONFIRMED_STATUSES as readonly ShippingStatus[]).includes(s);

/**
 * Where a form may go from each status, as a dispatcher works (decision record 015):
 * - pending and storage are the desk: the form is prepared, and can be parked in storage,
 *   set for will call (the site collects it at the counter) or readied for a carrier;
 * - ready-to-ship leaves on the truck (in transit, confirmed) or goes back to the desk;
 * - in transit arrives (delivered, confirmed) or is turned back (ready-to-ship);
 * - will call is collected (picked) and then signed for on the site (delivered);
 * - canceled and delivered are final; staff alone reopen them (canceled to pending,
 *   delivered to in transit).
 * Cancel is open while the material is still in the warehouse's hands (not picked up, not
 * on the road).
 */
export const SHIPPING_TRANSITIONS: Record<ShippingStatus, readonly ShippingStatus[]> = {
  pending: ['storage', 'will call', 'ready-to-ship', 'canceled'],
  storage: ['pending', 'will call', 'ready-to-ship', 'canceled'],
  'will call': ['pending', 'storage', 'picked', 'canceled'],
  'ready-to-ship': ['pending', 'storage', 'in transit', 'canceled'],
  picked: ['will call', 'delivered'],
  'in transit': ['ready-to-ship', 'delivered'],
  delivered: [],
  canceled: [],
};
export const STAFF_SHIPPING_TRANSITIONS: Partial<Record<ShippingStatus, readonly ShippingStatus[]>> = {
  canceled: ['pending'],
  delivered: ['in transit'],
};

export const shippingMessages = {
  deliveryOptionFirst: 'Please select a delivery option first.',
  /** Clearing the delivery option of a form that is ready to ship or on its way (it needs one to be there). */
  deliveryOptionKept: 'A form ready to ship or in transit keeps a delivery option: choose another one instead.',
  selectWarehouse: 'Please select a warehouse',
  selectShippingDate: 'Please select a shipping date',
  quantityPositive: 'Quantity must be greater than 0',
  selectReturnItem: 'Please select at least one item to return',
  uploadNotAllowed: (name: string) => `File ${name} upload not allowed.`,
  linkCopied: 'Link copied!',
  enterReceivedBy: 'Enter who received the delivery.',
  enterHandler: 'Enter who carries it.',
  enterDeliveryPerson: 'Enter who delivered it.',
  notEditable: (status: ShippingStatus) =>
    `This shipping form is ${SHIPPING_STATUS_PHRASES[status]}: details, CC, items and packaging change only while it is pending or in storage.`,
  deliveryOptionLocked: (status: ShippingStatus) => `The delivery option cannot change once the form is ${SHIPPING_STATUS_PHRASES[status]}.`,
  sameStatus: (status: ShippingStatus) => `The shipping form is already ${SHIPPING_STATUS_PHRASES[status]}.`,
  notAllowed: (from: ShippingStatus, to: ShippingStatus) =>
    `A shipping form that is ${SHIPPING_STATUS_PHRASES[from]} cannot be moved to ${SHIPPING_STATUS_LABELS[to].toLowerCase()}.`,
  useConfirm: (to: ShippingStatus) => `${SHIPPING_STATUS_LABELS[to]} is confirmed with who carries or received it: use the confirm dialog.`,
  notConfirmable: (to: ShippingStatus) => `Only in transit and delivered are confirmed; move the form to ${SHIPPING_STATUS_LABELS[to].toLowerCase()} with its status.`,
  finalForm: (status: ShippingStatus) => `${WithArticle(SHIPPING_STATUS_LABELS[status].toLowerCase())} shipping form cannot be changed; ask staff to reopen it.`,
  noEditPermission: 'Editing shipping forms needs the user group permission "Allow edit all tool transfer".',
  notReceiver: 'Only the warehouse, the person who asked for it or the project’s field leader can sign for this delivery.',
  noItems: 'Add at least one item before the form leaves the warehouse.',
  notPicked: (names: string[]) => `Not picked yet: ${names.join(', ')}. Pick ${names.length === 1 ? 'it' : 'them'} on the tool request, or remove ${names.length === 1 ? 'it' : 'them'} from this form, before it leaves the warehouse.`,
  binsShort: (name: string, wanted: number, placed: number) => `${name}: ${formatQuantity(wanted)} to ship but ${formatQuantity(placed)} placed in bins.`,
  /** One line found short or damaged twice (the dialog sends one exception a line). */
  exceptionTwice: 'Each line is short or damaged once: choose one for it, with how many.',
  /** One item listed twice on a return. */
  returnItemTwice: 'Each item goes on the return once: list it once, with how many go back.',
  /** One bin listed twice for an item. */
  binTwice: 'Each bin is listed once for an item: put its whole quantity on one row.',
} as const;

/** Backend field errors carry the screen's labels (spec section 8). */
export const SHIPPING_FIELD_LABELS: Record<string, string> = {
  pickup_warehouse_id: 'Warehouse',
  external_tracking_num: '3rd Party Tracking #',
  shipping_address: 'Address',
  shipping_date: 'Shipping Date',
  instructions: 'Instructions',
  shipping_items: 'Items',
  quantity: 'Quantity',
  unit_type: 'Unit Type',
  height: 'Height',
  width: 'Width',
  length: 'Length',
  weight: 'Weight',
  received_by: 'Receive Person',
  return_items: 'Return Items',
  delivery_by_contact_group_id: 'Delivery By',
  delivery_by_name: 'Delivery By',
};

/** What the caller is to this form: the warehouse side (group permission), the receiving side (requester or field leader), staff. */
export interface ShippingRole {
  editor: boolean;
  receiver: boolean;
  staff: boolean;
}

/**
 * Whether a form has its delivery option, which ready to ship and in transit need: a supplier contact
 * group, or the name of who carries it typed on a return ("Luis truck").
 */
export const hasShippingDeliveryOption = (form: { contactGroupId: number | null; name: string }): boolean => form.contactGroupId !== null || form.name.trim() !== '';

export type ShippingTransition = { ok: true } | { ok: false; status: 403 | 409; error: string };

/**
 * Whether `role` may move a form from `from` to `to`. Confirmed statuses go through
 * `confirmed: true` (the delivery dialog); ready-to-ship needs a delivery option first.
 */
export function shippingTransition(
  from: ShippingStatus,
  to: ShippingStatus,
  role: ShippingRole,
  /** unpicked: the lines of a tool request's form that no picked item stands behind (they have not left the shelf). */
  opts: { hasDeliveryOption: boolean; confirmed: boolean; itemCount?: number; unpicked?: string[] },
): ShippingTransition {
  if (from === to) return { ok: false, status: 409, error: shippingMessages.sameStatus(to) };
  if (isConfirmedStatus(to) && !opts.confirmed) return { ok: false, status: 409, error: shippingMessages.useConfirm(to) };
  if (!isConfirmedStatus(to) && opts.confirmed) return { ok: false, status: 409, error: shippingMessages.notConfirmable(to) };
  const staffMove = role.staff && (STAFF_SHIPPING_TRANSITIONS[from] ?? []).includes(to);
  if (!staffMove) {
    if (isFinalShippingStatus(from)) return { ok: false, status: 409, error: shippingMessages.finalForm(from) };
    if (!SHIPPING_TRANSITIONS[from].includes(to)) return { ok: false, status: 409, error: shippingMessages.notAllowed(from, to) };
  }
  const receiving = to === 'delivered' && role.receiver;
  if (!role.editor && !role.staff && !receiving) return { ok: false, status: 403, error: to === 'delivered' ? shippingMessages.notReceiver : shippingMessages.noEditPermission };
  if ((to === 'ready-to-ship' || to === 'in transit') && !opts.hasDeliveryOption) return { ok: false, status: 409, error: shippingMessages.deliveryOptionFirst };
  const leaving = to === 'ready-to-ship' || to === 'will call' || to === 'in transit' || to === 'picked';
  if (leaving && opts.itemCount === 0) return { ok: false, status: 409, error: shippingMessages.noItems };
  if (leaving && opts.unpicked?.length) return { ok: false, status: 409, error: shippingMessages.notPicked(opts.unpicked) };
  return { ok: true };
}

/** Every status `role` can move the form to from `from`, in table order (the UI's buttons). */
export function shippingNextStatuses(from: ShippingStatus, role: ShippingRole): ShippingStatus[] {
  const targets = [...SHIPPING_TRANSITIONS[from], ...(role.staff ? (STAFF_SHIPPING_TRANSITIONS[from] ?? []) : [])];
  return targets.filter((to) => {
    const r = shippingTransition(from, to, role, { hasDeliveryOption: true, confirmed: isConfirmedStatus(to) });
    return r.ok;
  });
}

/** What deleting does: a pending form goes; any other open form is canceled; final forms stay (staff delete outright through delete/staff/). */
export function shippingDeletion(status: ShippingStatus, role: ShippingRole): { ok: true; outcome: 'deleted' | 'canceled' } | { ok: false; status: 403 | 409; error: string } {
  if (!role.editor && !role.staff) return { ok: false, status: 403, error: shippingMessages.noEditPermission };
  if (status === 'pending') return { ok: true, outcome: 'deleted' };
  const cancel = shippingTransition(status, 'canceled', role, { hasDeliveryOption: true, confirmed: false });
  return cancel.ok ? { ok: true, outcome: 'canceled' } : cancel;
}

/** What the screen may offer; the server checks the same answers. */
export interface ShippingAbilities {
  edit_details: boolean;
  edit_delivery_option: boolean;
  statuses: ShippingStatus[];
  confirm: ConfirmedStatus[];
  delete: boolean;
  delete_staff: boolean;
  create_return: boolean;
  upload: boolean;
  remove_attachment: boolean;
}

export function shippingAbilities(status: ShippingStatus, role: ShippingRole): ShippingAbilities {
  const next = shippingNextStatuses(status, role);
  const editor = role.editor || role.staff;
  return {
    edit_details: editor && isEditableShippingStatus(status),
    edit_delivery_option: editor && isDeliveryOptionStatus(status),
    statuses: next.filter((s) => !isConfirmedStatus(s)),
    confirm: next.filter(isConfirmedStatus),
    delete: shippingDeletion(status, role).ok,
    delete_staff: role.staff,
    create_return: (editor || role.receiver) && (status === 'delivered' || status === 'picked'),
    // the receiving side adds proof of delivery once the material is on its way
    upload: (editor && status !== 'canceled') || (role.receiver && ['in transit', 'picked', 'delivered'].includes(status)),
    remove_attachment: (editor && !isFinalShippingStatus(status)) || role.staff,
  };
}

/** The checks of one edit (details, CC, items, packaging, delivery option) in the spec's words; null when allowed. */
export function shippingEditRefusal(status: ShippingStatus, role: ShippingRole, what: 'details' | 'delivery_option'): { status: 403 | 409; error: string } | null {
  if (!role.editor && !role.staff) return { status: 403, error: shippingMessages.noEditPermission };
  if (what === 'delivery_option') return isDeliveryOptionStatus(status) ? null : { status: 409, error: shippingMessages.deliveryOptionLocked(status) };
  return isEditableShippingStatus(status) ? null : { status: 409, error: shippingMessages.notEditable(status) };
}

// ---------------------------------------------------------------- packaging

export const PACKAGING_TYPES = ['box', 'pallet', 'custom'] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];
export const PACKAGING_TYPE_LABELS: Record<PackagingType, string> = { box: 'Box', pallet: 'Pallet', custom: 'Custom' };
export const UNIT_TYPES = ['US', 'metric'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const DEFAULT_UNIT_TYPE: UnitType = 'US';
export const DEFAULT_PACKAGING_QUANTITY = 1;
export const UNIT_LABELS: Record<UnitType, { length: string; weight: string }> = { US: { length: 'in', weight: 'lb' }, metric: { length: 'mm', weight: 'kg' } };

export interface PackagingDimensions {
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
}

/** A pallet's default size: 48 x 40 x 6.5 in, or 1219.2 x 1016 x 165.1 mm. */
export const PALLET_DEFAULTS: Record<UnitType, Omit<PackagingDimensions, 'weight'>> = {
  US: { length: 48, width: 40, height: 6.5 },
  metric: { length: 1219.2, width: 1016, height: 165.1 },
};
export const MM_PER_INCH = 25.4;
export const KG_PER_POUND = 0.453592;

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Switching units converts in to mm (x25.4) and lb to kg (x0.453592), and back, rounded to 2 decimals. */
export function convertPackaging(d: PackagingDimensions, from: UnitType, to: UnitType): PackagingDimensions {
  if (from === to) return { ...d };
  const len = to === 'metric' ? MM_PER_INCH : 1 / MM_PER_INCH;
  const wt = to === 'metric' ? KG_PER_POUND : 1 / KG_PER_POUND;
  const conv = (v: number | null, f: number) => (v === null ? null : round2(v * f));
  return { length: conv(d.length, len), width: conv(d.width, len), height: conv(d.height, len), weight: conv(d.weight, wt) };
}

/**
 * Whether a form is a return (from the job site back to the warehouse): made by Create return on a
 * delivered form (it names that form), or made for a return request (every form of one is a return).
 */
export const isReturnShippingForm = (form: { returnOfId: number | null; requestType: 'non_return' | 'return' | null | undefined }): boolean =>
  form.returnOfId !== null || form.requestType === 'return';

/** How a dialog names a line: its name and, for an item tracked by serial, the serial, so two identical drills can be told apart. */
export const shippingItemLabel = (item: { name: string; serial_number: string }): string => (item.serial_number ? `${item.name} · ${item.serial_number}` : item.name);

/** The form's number: SF-00012. */
export const shippingFormNumber = (id: number) => `SF-${String(id).padStart(5, '0')}`;

/** The share link: host plus /shipping/{id}/. */
export const shippingFormPath = (id: number) => `/shipping/${id}/`;

/** Proof of delivery: what the receiver says about a line. */
export const DELIVERY_EXCEPTIONS = ['short', 'damaged'] as const;
export type DeliveryException = (typeof DELIVERY_EXCEPTIONS)[number];

/**
 * How much of a line reached the site (decision record 015, addendum): a line found short
 * arrived less its short count, which never reached the job; a damaged line arrived whole
 * (received, and flagged). What can be sent back on a return is what arrived.
 */
export function arrivedQuantity(line: { quantity: number; exception: DeliveryException | null; exception_quantity: number }): number {
  return line.exception === 'short' ? Math.max(0, line.quantity - line.exception_quantity) : line.quantity;
}

export const ATTACHMENT_KINDS = ['file', 'photo', 'signature'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/**
 * Uploaded file names are de-duplicated (spec section 5): a second "photo.jpg" becomes
 * "photo (2).jpg"; a file with the same name and size as one already there is the same file.
 */
export function dedupeUpload(existing: ReadonlyArray<{ name: string; size: number }>, file: { name: string; size: number }): { name: string; duplicate: boolean } {
  if (existing.some((e) => e.name === file.name && e.size === file.size)) return { name: file.name, duplicate: true };
  const names = new Set(existing.map((e) => e.name));
  if (!names.has(file.name)) return { name: file.name, duplicate: false };
  const dot = file.name.lastIndexOf('.');
  const stem = dot > 0 ? file.name.slice(0, dot) : file.name;
  const ext = dot > 0 ? file.name.slice(dot) : '';
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!names.has(candidate)) return { name: candidate, duplicate: false };
  }
}
