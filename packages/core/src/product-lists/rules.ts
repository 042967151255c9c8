import { formatQuantity, formatQuantityWithUnit, quantityLeft, roundQuantity } from '../platform/quantities';
import type { ProductFacets } from '../cart/bom-facets';
import { APP_CODE_PREFIX } from '../scanning/schemas';
import type { OrderStatus } from '../orders/rules';

/**
 * Project product lists and job-site stock (issue 18, decision record 017): the rules the
 * server enforces and the screens use to enable a button or word a message.
 */

/** Mantine's colour names a tag may take instead of a #rrggbb colour. */
export const TAG_COLOR_NAMES = ['dark', 'gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;

/** A tag colour is #rrggbb or one of Mantine's colour names. */
export function isTagColor(color: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(color) || (TAG_COLOR_NAMES as readonly string[]).includes(color);
}

/** Orders that count as ordered (submitted or later, not canceled); received is what each order line counted in. */
export const ORDERED_STATUSES: readonly OrderStatus[] = ['ordered', 'order acknowledged', 'backordered', 'shipped complete', 'delivered', 'received'];

/** The cable-reel unit: lengths are in feet. */
export const CABLE_REEL_UNIT = 'FT';

export const productListMessages = {
  nameRequired: 'Please enter a list name.',
  tagNameRequired: 'Please enter a tag name.',
  tagNameTaken: 'A tag with this name exists already.',
  tagColor: 'Use a colour like #1c7ed6 or a colour name such as blue.',
  listHasOrders: 'This list has items that were ordered: it cannot be deleted. Mark it completed instead.',
  parentOtherProject: 'The parent list belongs to another project.',
  parentIsSelf: 'A list cannot be its own sublist.',
  listOtherProject: 'Choose a list of the same project.',
  bomLineOtherProject: 'These BOM lines are not on this project.',
  itemsOtherProject: 'These list items are not on this project.',
  selectItems: 'Select at least one list item.',
  selectBomLines: 'Select at least one BOM line.',
  describeItem: 'Choose a catalogue item or enter a description.',
  quantityPositive: 'Quantity must be greater than 0',
  noChanges: 'No changes detected',
  customNotOrderable: (text: string) => `A custom item cannot be ordered from the list until it is on the BOM: ${text}.`,
  nothingToOrder: 'Nothing left to order on this list.',
  binOtherProject: 'Choose a bin of this job site.',
  binCodeTaken: 'This job site has a bin with this code already.',
  confirmBins: (overrides: number, clears: number) => {
    const parts = [overrides ? `move ${formatQuantity(overrides)} item${overrides === 1 ? '' : 's'} out of another bin` : '', clears ? `clear the bin of ${formatQuantity(clears)} item${clears === 1 ? '' : 's'}` : ''].filter(Boolean);
    return `This will ${parts.join(' and ')}. Confirm to continue.`;
  },
  sellerFieldsOnly: 'Suppliers can change only the supplier note and rental dates.',
  reelNumberTaken: 'This project has a reel with this number already.',
  reelShort: (left: number, reel: string) => `Only ${formatQuantity(left)} ft left on reel ${reel}.`,
  notCable: 'Cable reels belong to a cable or wire item.',
  alreadyLinked: 'This BOM line is linked to another list item already.',
  chooseCatalogueItem: 'Choose an item of the catalogue.',
  bomLineOtherItem: 'This item orders through a BOM line of another catalogue item: link it to a BOM line of this one instead.',
  removeTag: (name: string) => `Remove tag ${name} from every list?`,
  /** Receive on site of more than can still arrive (receiveRefusal). */
  receiveTooMuch: (expected: number, onSite: number, unit: string) =>
    onSite < expected
      ? `Only ${formatQuantityWithUnit(quantityLeft(expected, onSite), unit)} more can arrive: ${formatQuantityWithUnit(expected, unit)} listed or ordered, ${formatQuantity(onSite)} on site already.`
      : `All ${formatQuantityWithUnit(expected, unit)} listed or ordered are on site already.`,
} as const;

/**
 * What of an item is on order, for receiving on site: its lines on submitted orders and on
 * drafts (a draft is what the purchaser means to buy, and the material may come before the
 * order is sent), never on canceled orders.
 */
export function listItemOnOrder(orders: readonly { status: OrderStatus; quantity: number }[]): number {
  return roundQuantity(orders.reduce((sum, o) => (o.status === 'canceled' ? sum : sum + o.quantity), 0));
}

/**
 * Receive on site: what arrives may bring the item's job-site stock up to what the list asks
 * for or what is on order (listItemOnOrder: drafts and submitted orders), whichever is more, and no
 * further. The refusal, or null.
 */
export function receiveRefusal(item: { quantity: number; on_order: number; on_site: number; unit: string }, arriving: number): string | null {
  const expected = roundQuantity(Math.max(item.quantity, item.on_order));
  const left = Math.max(0, quantityLeft(expected, item.on_site));
  return roundQuantity(arriving) > left ? productListMessages.receiveTooMuch(expected, roundQuantity(item.on_site), item.unit) : null;
}

/**
 * What a list item shows about ordering: ordered on submitted orders, received, and what is still
 * to order. Still to order is what is on no order yet, submitted or draft (listItemOnOrder), the
 * rule Add to PO applies (the orders module's quantityLeft over every order that is not
 * canceled): an item whose quantity sits on a draft has nothing left to add, and its draft shows
 * among its orders.
 */
export interface ListItemQuantities {
  quantity: number;
  ordered: number;
  received: number;
  remaining: number;
  on_site: number;
}

/** Still to order: what of the list's quantity is on no order (listItemOnOrder), never below 0. */
export function stillToOrder(quantity: number, onOrder: number): number {
  return Math.max(0, quantityLeft(quantity, onOrder));
}

export function listItemQuantities(quantity: number, amounts: { ordered: number; on_order: number; received: number; on_site: number }): ListItemQuantities {
  return {
    quantity: roundQuantity(quantity),
    ordered: roundQuantity(amounts.ordered),
    received: roundQuantity(amounts.received),
    remaining: stillToOrder(quantity, amounts.on_order),
    on_site: roundQuantity(amounts.on_site),
  };
}

/**
 * Setting one bin on several items: how many would leave another bin (overrides) and how many
 * would lose their bin (clears). Either needs the user's confirmation.
 */
export function binUpdateImpact(currentBins: readonly (number | null)[], to: number | null): { overrides: number; clears: number; needs_confirmation: boolean } {
  let overrides = 0;
  let clears = 0;
  for (const bin of currentBins) {
    if (bin === null || bin === to) continue;
    if (to === null) clears++;
    else overrides++;
  }
  return { overrides, clears, needs_confirmation: overrides + clears > 0 };
}

/** Cutting a length off a reel: what is left, or why not. */
export function cutReel(lengthLeft: number, cut: number, reelNumber: string): { length_left: number } | { error: string } {
  if (!(cut > 0)) return { error: 'Enter a length greater than 0.' };
  if (cut > lengthLeft + 1e-9) return { error: productListMessages.reelShort(lengthLeft, reelNumber) };
  return { length_left: Math.max(0, quantityLeft(lengthLeft, cut)) };
}

/** The fields a supplier may change on a list shared with it. */
export const SELLER_ITEM_FIELDS = ['list_item_id', 'seller_note', 'rental_start_date', 'rental_end_date'] as const;

/** The body keys a supplier may not send (buyer fields), for the refusal. */
export function buyerFieldsIn(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((k) => !(SELLER_ITEM_FIELDS as readonly string[]).includes(k));
}

const LIST_ITEM_QR_PREFIX = `${APP_CODE_PREFIX}list_item:`;
const SITE_BIN_QR_PREFIX = `${APP_CODE_PREFIX}site_bin:`;

/** The QR value of a list item's label. */
export const listItemQrValue = (id: number) => `${LIST_ITEM_QR_PREFIX}${id}`;
/** The QR value of a job-site bin's label (job-site bins are not warehouse bins: see decision record 017). */
export const siteBinQrValue = (id: number) => `${SITE_BIN_QR_PREFIX}${id}`;

function parsePrefixed(prefix: string, value: string): number | null {
  const m = new RegExp(`^${prefix}(\\d{1,10})$`).exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 && n <= 2147483647 ? n : null;
}
export const parseListItemQrValue = (value: string) => parsePrefixed(LIST_ITEM_QR_PREFIX, value);
export const parseSiteBinQrValue = (value: string) => parsePrefixed(SITE_BIN_QR_PREFIX, value);

/** Where a list opens: the BOM view filtered by the list (and one item). */
export function productListPath(projectId: number, listId: number, itemId?: number): string {
  return `/project/bom/${projectId}?project_product_list_id=${listId}${itemId ? `&item_id=${itemId}` : ''}`;
}

/** The supplier's screen of the lists shared with it, opened on one list. */
export function sellerListPath(listId: number): string {
  return `/project_list_seller?list_id=${listId}`;
}

/** The job-site stock screen, optionally filtered by a bin. */
export function jobSiteStockPath(projectId?: number, binId?: number): string {
  const q = [projectId ? `project_id=${projectId}` : '', binId ? `bin_id=${binId}` : ''].filter(Boolean).join('&');
  return `/job_warehouse_stock_items${q ? `?${q}` : ''}`;
}

/** The job-site stock screen of one list, narrowed to the items matching `search` when given. */
export function jobSiteStockListPath(projectId: number, listId: number, search?: string): string {
  // a query string as the browser's URLSearchParams writes it (a space as +), which core, free of DOM and Node types, has not
  const text = search ? `&search=${encodeURIComponent(search).replace(/%20/g, '+')}` : '';
  return `/job_warehouse_stock_items?project_id=${projectId}&list_id=${listId}${text}`;
}

/**
 * Where a scanned list item label opens: the item in its list on the BOM, or, for a group that
 * hides project material (the foreman, whom the BOM refuses), what of it is on the job site: its
 * list's job-site stock narrowed to its code (a custom item's description).
 */
export function listItemScanPath(item: { projectId: number; listId: number; id: number; code: string; description: string }, hidesProjectMaterial: boolean): string {
  return hidesProjectMaterial ? jobSiteStockListPath(item.projectId, item.listId, item.code || item.description) : productListPath(item.projectId, item.listId, item.id);
}

/** The name of a list made from a purchase order when none is given. */
export function listNameFromPo(poNumber: string | null, orderId: number): string {
  return poNumber ? `PO ${poNumber}` : `Order #${orderId}`;
}

/**
 * Matching a catalogue item to list items (the reverse of the BOM import): a list item silent
 * on stranding or colour means the usual choice (stranded, black), so for a solid or coloured
 * catalogue item it is a worse fit than one that says so.
 */
export function unstatedChoicePenalty(catalogue: ProductFacets, item: ProductFacets): number {
  let penalty = 0;
  if (catalogue.stranding === 'solid' && !item.stranding) penalty += 0.15;
  if (catalogue.color && catalogue.color !== 'black' && !item.color) penalty += 0.15;
  return penalty;
}
