import { messages } from '../platform/messages';
import { limitedNumber, numberMessages } from '../platform/numbers';
import { formatQuantity, QUANTITY_DECIMALS, roundQuantity } from '../platform/quantities';

/**
 * Cart items: the lines of a project's bill of materials (spec sections 2, 3, 5, 7 "Projects").
 * Rules shared by the server (checks inside the action transaction) and the web (local hints).
 */

/** Largest quantity one line may carry (packages), to keep totals inside numeric(14,3). */
export const CART_MAX_PACKAGE_COUNT = 10_000_000;

export const cartMessages = {
  quantityPositive: numberMessages.greaterThanZero('Quantity'),
  quantityTooLarge: numberMessages.atMost('Quantity', CART_MAX_PACKAGE_COUNT),
  enterPhaseCodeAndName: messages.enterPhaseCodeAndName,
  enterCostCodeAndName: 'Please enter both cost code and name',
  noChangesDetected: 'No changes detected',
  unknownItems: 'Some of the selected items are not in this project.',
  unknownCatalogueItem: 'This catalogue item does not exist.',
  unknownOption: 'This package option does not belong to the item.',
  unknownManufacturer: 'This manufacturer does not make the item.',
  unknownProductListItem: 'Choose an item of a product list of this project.',
  sameProject: 'The items are already in this project.',
  unknownTargetProject: 'Select a project of your company to move the items to.',
  notCustomItem: 'Only custom items can be edited this way.',
  customDescriptionRequired: 'Please enter a description for the custom item.',
  rentalDatesOrder: 'The rental end date must be on or after the start date.',
  rentalDatesRequired: 'Please enter the rental start and end dates.',
  notLinkedToHfr: 'This item is not linked to a hold-for-release item.',
  noHfrMatch: 'No hold-for-release item matches the selected items.',
  unknownHfrItem: 'This hold-for-release item does not exist.',
  hfrOtherItem: 'This hold-for-release item is for another catalogue item.',
  unknownAttachment: 'This attachment does not exist.',
  attachmentLinkInvalid: 'Enter a valid URL starting with http:// or https://.',
  spoolNumberRequired: 'Please enter a spool number.',
  unknownSpool: 'This spool does not exist.',
  selectAtLeastOne: 'Please select at least one item.',
} as const;

/** Most ids one bulk action takes: the list's select-all of a 5,000-line BOM fits. */
export const CART_BULK_MAX_IDS = 10_000;
/** How many recent catalogue items the add-item panel offers. */
export const CART_RECENT_ITEMS_LIMIT = 30;
export const CART_COMMENT_MAX_LENGTH = 2000;
export const CART_WBS_CODE_MAX_LENGTH = 50;

/**
 * "Quantity > 0": a package count is a number greater than 0 and at most CART_MAX_PACKAGE_COUNT
 * (spec section 5 wording). The one statement of the rule: the action schemas, the BOM import,
 * the web forms and the inline quantity inputs all check a count with it.
 */
export const packageCountSchema = limitedNumber({ label: 'Quantity', min: 'positive', max: CART_MAX_PACKAGE_COUNT, decimals: QUANTITY_DECIMALS });

/** Whether a count is more than 0 (the rule above without its upper bound, for previews and parsed files). */
export const isPositiveQuantity = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * What is wrong with a package count as a field holds it, or null: an empty or unreadable field
 * counts as no quantity ("Quantity must be greater than 0"), a number is checked by packageCountSchema.
 */
export function packageCountProblem(value: number | string | null | undefined): string | null {
  const n = typeof value === 'number' ? value : value == null || value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n)) return cartMessages.quantityPositive;
  const parsed = packageCountSchema.safeParse(n);
  return parsed.success ? null : parsed.error.issues[0].message;
}

export type RentalDateField = 'rental_start_date' | 'rental_end_date';

/**
 * The rental-date rule: a rental line's end date is on or after its start date, and where both
 * are `required` (adding a rental line, setting its dates) neither may be missing; editing one
 * date of a line checks the order only against the other date it has. Dates are ISO
 * YYYY-MM-DD, so comparing the strings compares the days. Answers the field at fault and its
 * message, or null when the dates are fine.
 */
export function rentalDatesProblem(
  start: string | null | undefined,
  end: string | null | undefined,
  { required }: { required: boolean },
): { field: RentalDateField; message: string } | null {
  if (!start || !end) return required ? { field: 'rental_start_date', message: cartMessages.rentalDatesRequired } : null;
  if (end < start) return { field: 'rental_end_date', message: cartMessages.rentalDatesOrder };
  return null;
}

/** The quantity a line asks for, in units: packages times the option's package size (1 without an option). */
export function totalQuantity(packageCount: number, packageQuantity: number | null | undefined): number {
  return roundQuantity(packageCount * (packageQuantity ?? 1));
}

/**
 * Price of a line: unit price times total quantity, rounded half up to cents, computed exactly
 * as PostgreSQL's numeric round() does in the BOM summary (prices have at most 4 decimals,
 * quantities 3): 0.145 x 1 is 0.15 here and there, where floating point says 0.14.
 */
export function extendedPrice(unitPrice: number | null, quantity: number): number | null {
  // a form's half-typed value ("-", "1e") is no price: no line total rather than a thrown BigInt
  if (unitPrice === null || !Number.isFinite(unitPrice) || !Number.isFinite(quantity)) return null;
  const product = BigInt(Math.round(unitPrice * 10_000)) * BigInt(Math.round(quantity * 1_000)); // in units of 10^-7
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const cents = (magnitude + 50_000n) / 100_000n;
  return Number(negative ? -cents : cents) / 100;
}

/** Unit prices are kept to this many decimals (numeric(14, 4)): wire is priced per foot, $0.4325. */
export const UNIT_PRICE_DECIMALS = 4;

/**
 * A unit price as every screen and the PO PDF write it: in dollars with thousands separated,
 * at least cents and up to the 4 decimals it is kept to, zeros after the cents left off:
 * "$12.345", "$0.4325", "$0.35", "$1,250.00"; "—" for no price. The whole price shows, so unit
 * price times quantity gives the extended price beside it ($12.345 x 4 = $49.38, not $12.35 x 4).
 */
export function formatUnitPrice(value: number | null): string {
  if (value === null) return '—';
  const scaled = BigInt(Math.round(value * 10 ** UNIT_PRICE_DECIMALS));
  const magnitude = scaled < 0n ? -scaled : scaled;
  const unit = 10n ** BigInt(UNIT_PRICE_DECIMALS);
  const fraction = (magnitude % unit).toString().padStart(UNIT_PRICE_DECIMALS, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${scaled < 0n ? '-' : ''}$${(magnitude / unit).toLocaleString('en-US')}.${fraction}`;
}

/** The key the BOM screen groups by: phase code, or "" for lines without one. */
export function phaseGroupKey(item: { phase_code: { code: string } | null }): string {
  return item.phase_code?.code ?? '';
}

/** Why a chosen hold-for-release item cannot take the lines: what is left against what they need, in units. */
export function hfrShortMessage(left: number, need: number, unit: string): string {
  const n = (v: number) => formatQuantity(Math.max(0, v));
  return `Not enough left on this hold-for-release item: ${n(left)} ${unit} left, ${n(need)} ${unit} needed.`;
}
